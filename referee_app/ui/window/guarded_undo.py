"""Edit → Undo that asks first when the step is far-reaching. A command offering `undo_question()` (title,
what will happen, the button's words), e.g. a confirmed round, is undone only after the referee agrees;
every other step is undone at once, as before."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from referee_app.texts import t
from referee_app.ui.widgets import confirm
from referee_app.ui.widgets.contained import contained


def undo_with_question(stack: QUndoStack, parent: QWidget | None) -> bool:
    """Undo the top step of `stack`, asking first if it wants; True when something was undone."""
    if not stack.canUndo():
        return False
    command = stack.command(stack.index() - 1)
    question = getattr(command, "undo_question", None)
    if question is not None:
        title, what, action = question()
        if not confirm.ask(parent, title, what, action):
            return False
    stack.undo()
    return True


class UndoAction(QAction):
    """The Ctrl+Z action, named after the step it would undo, like QUndoStack.createUndoAction's. Its slots
    are methods, so Qt drops the connections when the action is deleted before the stack."""

    def __init__(self, stack: QUndoStack, parent: QWidget) -> None:
        super().__init__(parent)
        self.stack = stack
        self.window = parent
        self.setShortcuts([QKeySequence("Ctrl+Z")])  # not setShortcut: see MainWindow._action
        self.name(stack.undoText())
        self.setEnabled(stack.canUndo())
        stack.undoTextChanged.connect(self.name)
        stack.canUndoChanged.connect(self.setEnabled)
        self.triggered.connect(self.undo)

    def name(self, text: str) -> None:
        base = t("window.undo")
        self.setText(f"{base} {text}" if text else base)

    def undo(self) -> None:
        undo_with_question(self.stack, self.window)


def undo_action(stack: QUndoStack, parent: QWidget) -> QAction:
    return UndoAction(stack, parent)


def _field_can(widget: QObject, redo: bool) -> bool | None:
    """Whether the text field `widget` (or the one inside a spin box or an editable list) has typing of its
    own to undo (or redo); None when it is no text field."""
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit) or widget
    elif isinstance(widget, QComboBox):
        widget = widget.lineEdit() or widget
    if isinstance(widget, QLineEdit):
        return not widget.isReadOnly() and (widget.isRedoAvailable() if redo else widget.isUndoAvailable())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        document = widget.document()
        return not widget.isReadOnly() and (document.isRedoAvailable() if redo else document.isUndoAvailable())
    return None


class FieldUndoYields(QObject):
    """Ctrl+Z (and redo) for the window's undo where the focused field has nothing of its own to undo. A text
    field claims the keys before any shortcut, even with an empty history: after Ctrl+Enter on the table page
    the focus sits in "Territories conquered", whose own undo swallowed the referee's Ctrl+Z. Watches only
    the widget with the focus (installed on it as the focus moves within `window`)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self.window:
            new.installEventFilter(self)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if event.matches(QKeySequence.StandardKey.Undo):
            redo = False
        elif event.matches(QKeySequence.StandardKey.Redo) \
                or QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Y"):
            redo = True
        else:
            return False
        # not claimed by the field (left unaccepted): the window's shortcut takes the key
        return _field_can(watched, redo) is False


__all__ = ["FieldUndoYields", "UndoAction", "undo_action", "undo_with_question"]
