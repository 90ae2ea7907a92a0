"""What a referee cannot read in full: a text cut at its widget's edge.

Two ways a text gets cut, both checked on every visible label, check box, radio button, push button, tab and
group box title under a widget:
- its widget is narrower than the widget's own size hint (a layout squeezed it);
- its letters are drawn past the widget's edge although the size hint was honoured: a label's size hint
  measures the text as one run, but a mnemonic ("&Turno") is drawn in separate runs, so "Tu"/"Ta" lose their
  kerning and the last letter's ink spills over the edge ("Turnc"). This one is found by rendering the label
  at its width and again wider: a cut text has more ink when there is room.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QGroupBox, QLabel, QRadioButton, QTabBar, QWidget

ROOM = 40  # extra pixels a label is given to see whether its ink grows


def _ink_width(image: QImage) -> int:
    """Columns between the first and the last one holding a pixel unlike the image's top-left corner."""
    background = image.pixel(0, 0)
    columns = [x for x in range(image.width()) if any(image.pixel(x, y) != background
                                                      for y in range(image.height()))]
    return columns[-1] - columns[0] + 1 if columns else 0


def _spills(widget: QWidget) -> bool:
    """True when the widget's text is drawn past its right edge: more ink when the widget is wider."""
    size = widget.size()
    narrow = _ink_width(widget.grab(QRect(0, 0, size.width(), size.height())).toImage())
    widget.resize(size + QSize(ROOM, 0))
    wide = _ink_width(widget.grab().toImage())
    widget.resize(size)
    return wide > narrow


def _visible(widget: QWidget, top: QWidget) -> Iterator[QWidget]:
    for child in [top, *top.findChildren(QWidget)]:
        if child is top or child.isVisibleTo(top):
            yield child


def clipped_texts(top: QWidget) -> list[str]:
    """'Class "text" (why)' for every text under `top` that is not shown whole."""
    found = []
    for widget in _visible(top, top):
        name = type(widget).__name__
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and widget.pixmap().isNull():
            if widget.width() < widget.minimumSizeHint().width():
                found.append(f'{name} "{widget.text()}" ({widget.width()} < {widget.minimumSizeHint().width()})')
            elif widget.textFormat() != widget.textFormat().RichText and _spills(widget):
                found.append(f'{name} "{widget.text()}" (letters drawn past the edge)')
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.width() < widget.sizeHint().width():
                found.append(f'{name} "{widget.text()}" ({widget.width()} < {widget.sizeHint().width()})')
            elif isinstance(widget, (QCheckBox, QRadioButton)) and _spills(widget):
                found.append(f'{name} "{widget.text()}" (letters drawn past the edge)')
        elif isinstance(widget, QGroupBox) and widget.title() and widget.width() < widget.minimumSizeHint().width():
            found.append(f'{name} "{widget.title()}" ({widget.width()} < {widget.minimumSizeHint().width()})')
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index) and widget.tabRect(index).width() < widget.tabSizeHint(index).width():
                    found.append(f'{name} "{widget.tabText(index)}" (tab narrower than its text)')
    return found
