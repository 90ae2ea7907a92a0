"""Edit → Undo that asks first when the step is far-reaching. A command offering `undo_question()` (title,
what will happen, the button's words), e.g. a confirmed round, is undone only after the referee agrees;
every other step is undone at once, as before."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

from referee_app.ui.widgets import confirm
from referee_app.texts import t


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


__all__ = ["UndoAction", "undo_action", "undo_with_question"]
