"""What a referee cannot read in full: a text cut at its widget's edge.

Cells of table and tree views are checked apart (`cut_cells`): a cell's text may be cut at its end when the
view is narrow, but then pointing at it shows it whole; never in its middle.

Two ways a label's text gets cut, both checked on every visible label, check box, radio button, push button, tab and
group box title under a widget:
- its widget is narrower than the widget's own size hint (a layout squeezed it);
- its letters are drawn past the widget's edge although the size hint was honoured: a label's size hint
  measures the text as one run, but a mnemonic ("&Turno") is drawn in separate runs, so "Tu"/"Ta" lose their
  kerning and the last letter's ink spills over the edge ("Turnc"). This one is found by rendering the label
  at its width and again wider: a cut text has more ink when there is room.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QHelpEvent, QImage
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QCheckBox, QGroupBox, QLabel,
                               QRadioButton, QStyleOptionViewItem, QTableView, QTabBar, QToolTip, QTreeView, QWidget)

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


def _pointed_tip(view: QAbstractItemView, index: QModelIndex) -> str:
    """The tip the view shows when the mouse rests on the cell (Qt's own tool tip event, as a referee gets)."""
    QToolTip.hideText()
    centre = view.visualRect(index).center()
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, centre, view.viewport().mapToGlobal(centre)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def cut_cells(top: QWidget, step: int = 8) -> tuple[list[str], int]:
    """'View "text" (why)' for every cell on screen, in a table or tree view under `top`, whose text is cut and
    cannot be read whole: cut in its middle ("Giova…ssi"), or cut at its end with no tip holding it whole;
    and how many cells on screen are cut (read whole or not)."""
    found = []
    cut = 0
    for view in [top, *top.findChildren(QAbstractItemView)]:
        if not isinstance(view, (QTableView, QTreeView)) or not (view is top or view.isVisibleTo(top)) \
                or view.model() is None:
            continue
        header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        seen = set()
        for column in range(header.count()):
            if header.isSectionHidden(column) or header.sectionSize(column) == 0:
                continue
            x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
            for y in range(1, view.viewport().height(), step):
                index = view.indexAt(QPoint(x, y))
                text = str(index.data() or "") if index.isValid() else ""
                if not text or (index.row(), index.column(), index.parent()) in seen:
                    continue
                seen.add((index.row(), index.column(), index.parent()))
                delegate = view.itemDelegateForIndex(index)
                if delegate.sizeHint(option, index).width() <= view.visualRect(index).width():
                    continue
                cut += 1
                name = f"{type(view).__name__} {type(view.model()).__name__}"
                if view.textElideMode() != Qt.TextElideMode.ElideRight:
                    found.append(f'{name} "{text}" (cut, elide mode {view.textElideMode().name})')
                elif text not in _pointed_tip(view, index):
                    found.append(f'{name} "{text}" (cut, not whole in its tip)')
    QToolTip.hideText()
    return found, cut
