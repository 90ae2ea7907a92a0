"""Draws a search hit as rich text: the title with the matched words highlighted, the snippet below."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from referee_app.ui.casistica.models import HTML_ROLE

_PADDING = 6
# The model marks matches with class "hit" and the snippet with class "snip"; their colours follow selection.
_PLAIN = ".hit { background-color: #ffe082; } .snip { color: #455a64; } .title { font-weight: 600; }"
_SELECTED = ".hit { background-color: #ffe082; color: #102027; } .snip { color: #ffffff; } .title { font-weight: 600; }"


class HitDelegate(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._doc = QTextDocument()
        self._doc.setDocumentMargin(0)

    def _layout(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
                selected: bool = False) -> QTextDocument:
        self._doc.setDefaultStyleSheet(_SELECTED if selected else _PLAIN)
        self._doc.setDefaultFont(option.font)
        self._doc.setHtml(str(index.data(HTML_ROLE) or ""))
        self._doc.setTextWidth(max(option.rect.width() - 2 * _PADDING, 80))
        return self._doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget else None
        text_free = QStyleOptionViewItem(option)
        text_free.text = ""
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, text_free, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        doc = self._layout(option, index, selected)
        context = QAbstractTextDocumentLayout.PaintContext()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, option.palette.color(role))
        painter.save()
        rect = option.rect
        painter.translate(rect.left() + _PADDING, rect.top() + _PADDING)
        painter.setClipRect(0, 0, rect.width() - 2 * _PADDING, rect.height() - 2 * _PADDING)
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = option.widget
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else 400
        option.rect.setWidth(width)
        doc = self._layout(option, index)
        return QSize(width, int(doc.size().height()) + 2 * _PADDING)
