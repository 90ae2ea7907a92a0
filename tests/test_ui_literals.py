"""No word written in the window's code reaches a widget: every text a referee reads comes from the catalogue
(`t("area.key")`). A static complement of the language walk (tests/test_ui_language_walk.py), which reads
what the pages and dialogs it opens show: this reads every call that puts text on a widget in referee_app/ui,
including branches the walk does not reach, and fails on a string literal with a word in it. Literals that
are not words pass by pattern (markup, placeholders, digits, punctuation, a shortcut's keys), and the few
that are words but not language (a file type's product name) are listed here one by one."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from tests.cli_helpers import ROOT

# methods that show their text arguments (a combo box's item data and a QAction's slot are not text: below)
SHOWN_BY = {
    "setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "setStatusTip", "setWhatsThis", "addItem",
    "addItems", "insertItem", "insertItems", "setItemText", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
    "setHeaderLabels", "setHeaderLabel", "addTab", "insertTab", "setTabText", "setTabToolTip", "setTitle",
    "setSubTitle", "showMessage", "setLabelText", "setPrefix", "setSuffix", "setSpecialValueText", "addAction",
    "addMenu", "setButtonText", "setInformativeText", "setDetailedText", "addButton", "setHtml", "setPlainText",
    "setMarkdown", "addRow", "insertRow", "information", "warning", "critical", "question", "about", "getText",
    "getItem", "getInt", "getDouble", "getOpenFileName", "getSaveFileName", "getExistingDirectory", "setFormat",
    "setCancelButtonText", "setAccessibleName", "setAccessibleDescription", "setIconText", "setCheckBoxText"}
# widgets whose constructor shows its text arguments
SHOWN_BY_CLASS = {
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "QMenu",
    "QMessageBox", "QTableWidgetItem", "QListWidgetItem", "QTreeWidgetItem", "QStandardItem", "QCommandLinkButton",
    "QProgressDialog", "QWizardPage", "QDockWidget"}
# the shown argument of item calls whose other arguments are data: addItem(text, data), insertItem(i, text, data)
SHOWN_ARGUMENT = {"addItem": 0, "insertItem": 1}

WORD = re.compile(r"[^\W\d_]{2,}")
NOT_LANGUAGE = [
    re.compile(r"<[^>]+>|&\w+;|%\d+|\{\w*\}"),  # markup, entities, placeholders the code fills
    re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)*(?:[A-Z0-9]|F\d+|Enter|Return|Esc|Del|Space|Tab|PgUp|PgDown)$"),
]  # a shortcut's keys in a tooltip, as Qt names them (QKeySequence), the same in every language
ALLOWED = {"SQLite (*.db)"}  # a file dialog's filter: the file type's product name


def _literals(node: ast.expr) -> Iterator[str]:
    """The literal text an argument can show: a string, an f-string's fixed parts, either branch, a list's items,
    a concatenation; a call's result (`t("key")`) is not a literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield from (str(v.value) for v in node.values if isinstance(v, ast.Constant))
    elif isinstance(node, ast.BinOp):
        yield from _literals(node.left)
        yield from _literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _literals(value)
    elif isinstance(node, ast.List | ast.Tuple):
        for item in node.elts:
            yield from _literals(item)


def _is_language(literal: str) -> bool:
    if literal in ALLOWED:
        return False
    rest = NOT_LANGUAGE[0].sub(" ", literal).strip()
    return bool(WORD.search(rest)) and not NOT_LANGUAGE[1].match(rest)


def _shown_arguments(call: ast.Call) -> list[ast.expr]:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    if isinstance(call.func, ast.Attribute) and name in SHOWN_BY:
        if name in SHOWN_ARGUMENT:
            index = SHOWN_ARGUMENT[name]
            if len(call.args) > index + 1 and "icon" in ast.unparse(call.args[index]).lower():
                index += 1  # the form with an icon first: (icon, text, data)
            return call.args[index:index + 1]
        return [*call.args, *(k.value for k in call.keywords)]
    if name in SHOWN_BY_CLASS:
        return [*call.args, *(k.value for k in call.keywords)]
    return []


def found(tree: ast.AST, where: str) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for argument in _shown_arguments(node):
                out += [f"{where}:{node.lineno}: {literal!r}" for literal in _literals(argument)
                        if _is_language(literal)]
    return out


def test_no_literal_word_reaches_a_widget() -> None:
    code = ROOT / "referee_app" / "ui"
    seen = sorted(code.rglob("*.py"))
    assert len(seen) > 50
    bad = [line for path in seen for line in found(ast.parse(path.read_text("utf-8")), str(path.relative_to(ROOT)))]
    assert bad == []


def test_the_check_sees_a_word_and_lets_the_rest_pass() -> None:
    planted = ast.parse(
        'QLabel("Giocatori")\nbox.setToolTip(f"{n} tavoli")\nQMessageBox.warning(self, t("a.b"), "Errore")\n'
        'combo.addItem("rosso", "red")\ncombo.addItem(icon, "Blu", "blue")\n'
        'view.setHorizontalHeaderLabels([t("a.b"), "Punti"])\nlabel.setText("x" if ok else "fatto")\n')
    assert [line.split(": ", 1)[1] for line in found(planted, "p")] == [
        "'Giocatori'", "' tavoli'", "'Errore'", "'rosso'", "'Blu'", "'Punti'", "'fatto'"]
    allowed = ast.parse('QLabel("")\nQLabel("—")\nlabel.setText("%1 / %2")\nlabel.setText("12:00")\n'
                        'button.setToolTip("Ctrl+Shift+D")\nlabel.setText(f"<b>{n}</b>")\n'
                        'combo.addItem(t("a.b"), "excluded")\nbox.setObjectName("hall_table")\n'
                        'QFileDialog.getOpenFileName(self, t("a.b"), folder, "SQLite (*.db)")\n')
    assert found(allowed, "p") == []
