"""The print dialog any page can open: what to print for which round and table, in which language, blank or
pre-filled; the PDF is saved where the referee chooses, and a notice says where, with buttons to open the PDF
or its folder in the system's viewer.

`print_dialog(context, parent)` is the entry point (File menu, proposed shortcut Ctrl+Alt+P). The file
chooser and the viewer are injectable so tests run without either.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QMessageBox, QSpinBox, QVBoxLayout, QWidget)

from referee_app.ui.window import folders
from referee_app.ops.deals import deal_table
from referee_app.ops.printing import print_report
from referee_app.ops.session import Session
from referee_app.rules.errors import RulesError
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.label_room import make_room_for_mnemonics
from referee_app.ui.printing.saved_notice import SavedNotice
from referee_app.ui.describe import describe
from referee_app.ui.operation import run_op
from referee_app.texts import t

AskPath = Callable[[QWidget, str], str]
OpenFile = Callable[[Path], None]
T = TypeVar("T")

ROUND_KINDS = ("score-sheets", "result", "deal", "tables")
TABLE_KINDS = ("result", "deal")


def ask_pdf_path(parent: QWidget, suggested: str) -> str:
    return folders.save_path(parent, t("printing.save_pdf_title"), suggested, t("printing.pdf_files_pdf"))


def open_in_viewer(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class PrintDialog(QDialog):
    def __init__(self, context: AppContext, parent: QWidget | None = None, table_id: int | None = None,
                 ask_path: AskPath = ask_pdf_path, open_file: OpenFile = open_in_viewer) -> None:
        super().__init__(parent)
        self.context = context
        self.session: Session = context.require_session()
        self.ask_path = ask_path
        self.open_file = open_file
        self.written: Path | None = None
        self.notice: SavedNotice | None = None
        self.setWindowTitle(t("printing.print"))

        self.kind = QComboBox()
        for kind, text in (
            ("score-sheets", t("printing.kind.score_sheets")),
            ("result", t("printing.kind.result")),
            ("deal", t("printing.kind.deal")),
            ("tables", t("printing.kind.tables")),
            ("standings", t("printing.kind.standings")),
            ("log", t("printing.kind.log")),
        ):
            self.kind.addItem(text, kind)
        self.round = QComboBox()
        for rnd in self.session.rounds():
            self.round.addItem(t("common.round_n", rnd.number), rnd.id)
        self.round.setCurrentIndex(self.round.count() - 1)
        self.table = QComboBox()
        self.language = QComboBox()
        self.language.addItem(t("window.language_it"), "it")
        self.language.addItem(t("window.language_en"), "en")
        self.language.setCurrentIndex(max(0, self.language.findData(context.settings.language() or "it")))
        self.blank = QCheckBox(t("printing.blank_to_fill_in"))
        self.table_size = QSpinBox()
        self.table_size.setRange(2, 6)
        self.table_size.setValue(self.session.ruleset.table.sizes_preferred[0])
        self.table_size.setSuffix(t("printing.players"))
        self.deal_now = QCheckBox(t("printing.deal_the_cards_now"))
        self.hint = QLabel()
        self.hint.setWordWrap(True)

        form = QFormLayout()
        form.addRow(t("printing.what"), self.kind)
        form.addRow(t("printing.round_key"), self.round)
        form.addRow(t("printing.table_key"), self.table)
        form.addRow(t("common.language_key"), self.language)
        form.addRow("", self.blank)
        form.addRow(t("printing.table_size_key"), self.table_size)
        form.addRow("", self.deal_now)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.addButton(t("printing.save_pdf"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        make_room_for_mnemonics(self)  # "Turno", "Tavolo": their last letter was cut

        self.kind.currentIndexChanged.connect(self._refresh)
        self.round.currentIndexChanged.connect(self._fill_tables)
        self.blank.toggled.connect(self._refresh)
        self._fill_tables()
        if table_id is not None:
            self._select_table(table_id)

    # ---- what the choices allow ----------------------------------------------------------------------------
    def _select_table(self, table_id: int) -> None:
        table = self.session.table(table_id)
        self.round.setCurrentIndex(max(0, self.round.findData(table.round_id)))
        self.table.setCurrentIndex(max(0, self.table.findData(table_id)))

    def _fill_tables(self) -> None:
        kept = self.table.currentData()
        self.table.blockSignals(True)
        self.table.clear()
        if self.current_kind() not in TABLE_KINDS:
            self.table.addItem(t("printing.all_tables"), None)
        round_id = self.round.currentData()
        if round_id is not None:
            for table in self.session.tables(round_id):
                names = ", ".join(self.session.seat_names(table))
                self.table.addItem(t("common.table_n", table.number) + f" — {names}", table.id)
        self.table.setCurrentIndex(max(0, self.table.findData(kept)))
        self.table.blockSignals(False)
        self._refresh()

    def current_kind(self) -> str:
        return str(self.kind.currentData())

    def _refresh(self) -> None:
        kind = self.current_kind()
        if (None in [self.table.itemData(i) for i in range(self.table.count())]) == (kind in TABLE_KINDS):
            self._fill_tables()
            return
        per_round = kind in ROUND_KINDS
        self.round.setEnabled(per_round and self.round.count() > 0)
        self.table.setEnabled(kind in ("score-sheets", *TABLE_KINDS) and self.table.count() > 0)
        self.blank.setEnabled(kind == "score-sheets")
        self.table_size.setEnabled(kind == "score-sheets" and self.blank.isChecked())
        self.deal_now.setVisible(kind == "deal")
        hint = ""
        if per_round and self.round.count() == 0 and not (kind == "score-sheets" and self.blank.isChecked()):
            hint = t("printing.no_round_has_been")
        elif kind in TABLE_KINDS and self.table.count() == 0:
            hint = t("printing.this_round_has_no")
        self.hint.setText(hint)
        self.save_button.setEnabled(not hint)

    # ---- printing --------------------------------------------------------------------------------------------
    def suggested_name(self) -> str:
        """A file name in the window's language: schede-punteggio-turno-2.pdf, risultato-turno-2-tavolo-7.pdf."""
        words = {
            "score-sheets": t("printing.file.score_sheets"),
            "result": t("printing.file.result"),
            "deal": t("printing.file.deal"),
            "tables": t("printing.file.tables"),
            "standings": t("printing.file.standings"),
            "log": t("printing.file.log"),
        }
        parts = [words[self.current_kind()]]
        if self.current_kind() in ROUND_KINDS and self.round.currentText():
            parts.append(t("printing.file.round", self.round.currentText().split()[-1]))
        if self.table.currentData() is not None and self.table.isEnabled():
            number = self.session.table(self.table.currentData()).number
            parts.append(t("printing.file.table", number))
        if self.blank.isChecked() and self.blank.isEnabled():
            parts.append(t("printing.file.blank"))
        return str(Path.home() / ("-".join(parts) + ".pdf"))

    def save(self) -> None:
        chosen = self.ask_path(self, self.suggested_name())
        if not chosen:
            return
        path = Path(chosen) if chosen.lower().endswith(".pdf") else Path(chosen + ".pdf")
        kind = self.current_kind()
        blank = self.blank.isChecked() and kind == "score-sheets"
        round_id = self.round.currentData() if kind in ROUND_KINDS else None
        table_id = self.table.currentData() if self.table.isEnabled() else None
        if kind == "deal" and self.deal_now.isChecked() and table_id is not None and not self._run(
                lambda: deal_table(self.session, table_id)):
            return
        self._run(lambda: print_report(self.session, kind, path, str(self.language.currentData()), round_id,
                                       table_id, blank, self.table_size.value() if blank else None), self._written)

    def _run(self, operation: Callable[[], T], success: Callable[[T], object] | None = None) -> bool:
        return run_op(operation, parent=self, title=t("common.cannot_print"), explain=self._explain,
                      context=self.context, success=success, catch=(RulesError, OSError))

    def _written(self, written: Path) -> None:
        """Say where it went (the referee may want the folder, or the file on a USB key), then close."""
        self.written = written
        self.notice = SavedNotice(self.written, self.open_file, self.parentWidget())
        self.notice.open()
        self.accept()

    def _explain(self, error: Exception) -> str:
        words = {"table": t("common.table"), "round": t("common.round"), "size": t("printing.table_size"),
                 "cards": t("common.deal"), "kind": t("printing.what_to_print")}
        return describe(error, words, depth=1)


def print_dialog(context: AppContext, parent: QWidget | None = None, table_id: int | None = None,
                 ask_path: AskPath = ask_pdf_path, open_file: OpenFile = open_in_viewer) -> Path | None:
    """Ask what to print, write the PDF and open it; returns the file written, or None."""
    if context.session is None:
        QMessageBox.information(parent, t("printing.print"),
                                t("printing.open_or_create_an"))
        return None
    dialog = PrintDialog(context, parent, table_id, ask_path, open_file)
    dialog.exec()
    return dialog.written


def print_from_menu(context: AppContext, window: QWidget) -> None:
    """File -> Print."""
    print_dialog(context, window)
