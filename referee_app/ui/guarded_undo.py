"""Edit → Undo that asks first when the step is far-reaching. A command offering `undo_question()` (title,
what will happen, the button's words), e.g. a confirmed round, is undone only after the referee agrees;
every other step is undone at once, as before."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

from referee_app.ui import confirm


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


def undo_action(stack: QUndoStack, parent: QWidget) -> QAction:
    """The Ctrl+Z action, named after the step it would undo, like QUndoStack.createUndoAction's."""
    action = QAction(parent)
    action.setShortcut(QKeySequence("Ctrl+Z"))

    def name(text: str) -> None:
        base = QCoreApplication.translate("MainWindow", "&Undo")
        action.setText(f"{base} {text}" if text else base)

    name(stack.undoText())
    action.setEnabled(stack.canUndo())
    stack.undoTextChanged.connect(name)
    stack.canUndoChanged.connect(action.setEnabled)
    action.triggered.connect(lambda: undo_with_question(stack, parent))
    return action


__all__ = ["undo_action", "undo_with_question"]
