"""The event's circuit details and the export for the national ranking (File menu).

The export dialog lists what the ranking would refuse, each item with a button that opens where it is fixed;
"Esporta…" is enabled only when nothing is left ("pronto per il ranking"). A file already there is replaced
only after a question.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QCompleter, QDialog, QDialogButtonBox, QFormLayout,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from referee_app.ui.window import folders
from referee_app.ops import circuit as event_circuit
from referee_app.ops import ranking_export
from referee_app.ops.circuit import CircuitDetails
from referee_app.ops.ranking_export import FIX_EVENT, FIX_PLAYERS, FIX_STANDINGS, FIX_TABLES, Missing
from referee_app.ops.ranking_words import check_text, fix_text
from referee_app.rules.circuit import TOURNAMENT_TYPES, official_clubs
from referee_app.rules.errors import InputError
from referee_app.rules.people import italian_date
from referee_app.texts import language, t
from referee_app.ui.context import AppContext
from referee_app.ui.operation import run_op
from referee_app.ui.widgets import confirm
from referee_app.ui.widgets.input_messages import explain
from referee_app.ui.widgets.page_widgets import form_with_ok_cancel

ITEM_ROLE = int(Qt.ItemDataRole.UserRole)
_PAGES = {FIX_PLAYERS: "PlayersPage", FIX_TABLES: "TablePage", FIX_STANDINGS: "StandingsPage"}


class CircuitDialog(QDialog):
    """Organiser (the circuit's clubs offered as one types), tournament type, declared rounds, round dates."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        session = context.require_session()
        now = event_circuit.details(session)
        self.setWindowTitle(t("ranking.circuit_details"))
        self.organiser = QLineEdit(now.organiser)
        clubs = QCompleter(list(official_clubs()), self.organiser)
        clubs.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        clubs.setFilterMode(Qt.MatchFlag.MatchContains)
        self.organiser.setCompleter(clubs)
        self.kind = QComboBox()
        self.kind.addItems(["", *TOURNAMENT_TYPES])
        self.kind.setCurrentText(now.tournament_type)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, event_circuit.MAX_ROUNDS)
        self.rounds.setSpecialValueText("—")
        self.rounds.setValue(now.declared_rounds)
        self.dates = QLineEdit(", ".join(italian_date(d) for d in now.round_dates))
        self.dates.setPlaceholderText(t("ranking.dates_hint", italian_date(session.event.date)))
        form = QFormLayout()
        form.addRow(t("ranking.organiser_key"), self.organiser)
        form.addRow(t("ranking.type_key"), self.kind)
        form.addRow(t("ranking.rounds_key"), self.rounds)
        form.addRow(t("ranking.dates_key"), self.dates)
        form_with_ok_cancel(self, form)
        self.resize(560, 0)

    def wanted(self) -> CircuitDetails:
        dates = tuple(d.strip() for d in self.dates.text().replace(";", ",").split(",") if d.strip())
        return CircuitDetails(self.organiser.text(), self.kind.currentText(), self.rounds.value(), dates)

    def accept(self) -> None:
        session = self.context.require_session()
        if run_op(lambda: event_circuit.set_details(session, self.wanted()), parent=self, context=self.context,
                  title=t("ranking.not_saved"), explain=explain, catch=(InputError,)):
            super().accept()


class RankingExportDialog(QDialog):
    """The pre-flight checks with a way to fix each, then the export."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(t("ranking.export_title"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.items = QListWidget()
        self.items.setWordWrap(True)
        self.items.itemActivated.connect(self._fix)
        self.fix_button = QPushButton(t("ranking.fix_key"))
        self.fix_button.clicked.connect(lambda: self._fix(self.items.currentItem()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = self.buttons.addButton(t("ranking.export_key"), QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(self.export)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.fix_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.items, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.resize(760, 460)
        context.opsChanged.connect(lambda *_: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        session = self.context.session
        self.items.clear()
        found = ranking_export.checks(session) if session is not None else []
        for item in found:
            row = QListWidgetItem(f"{'✗' if item.blocking else 'ℹ'}  {check_text(language(), item)}  "
                                  f"→ {fix_text(language(), item)}")
            row.setData(ITEM_ROLE, found.index(item))
            self.items.addItem(row)
        self._found = found
        left = ranking_export.blocking(found)
        self.summary.setText(t("ranking.ready") if session is not None and not left else
                             t("ranking.not_ready", count=len(left)))
        self.export_button.setEnabled(session is not None and not left)
        self.fix_button.setEnabled(bool(found))
        if found:
            self.items.setCurrentRow(0)

    def _fix(self, row: QListWidgetItem | None) -> None:
        if row is None:
            return
        item: Missing = self._found[int(row.data(ITEM_ROLE))]
        if item.fix == FIX_EVENT:
            CircuitDialog(self.context, self).exec()
        elif item.fix == FIX_PLAYERS and item.player_id is not None:
            self.context.pageRequested.emit(_PAGES[item.fix])  # the players' page, his row, his form
            page = getattr(self.parentWidget(), "page_named", lambda _name: None)(_PAGES[item.fix])
            if page is not None:
                page.select(item.player_id)
                page.edit_player()
        else:
            self.context.pageRequested.emit(_PAGES[item.fix])
            self.accept()

    def export(self) -> None:
        session = self.context.require_session()
        start = str(Path.home() / f"{session.event.name}.xls")
        path = folders.save_path(self, t("ranking.export_title"), start, t("ranking.xls_files"),
                                 confirm_overwrite=False)
        if not path:
            return
        target = Path(path) if path.lower().endswith(".xls") else Path(path + ".xls")
        if target.exists() and not confirm.ask(self, t("ranking.export_title"), t("ranking.replace", path=str(target)),
                                               t("ranking.replace_key")):
            return
        run_op(lambda: ranking_export.export(session, target), parent=self, title=t("ranking.export_failed"),
               explain=explain, catch=(InputError,),
               success=lambda written: self.summary.setText(t("ranking.written", path=str(written))))


def show_details(context: AppContext, window: QWidget) -> None:
    """File -> the circuit's details (the event page first when no event is open)."""
    _show(CircuitDialog, context, window)


def show_export(context: AppContext, window: QWidget) -> None:
    """File -> the export for the national ranking (the event page first when no event is open)."""
    _show(RankingExportDialog, context, window)


def _show(dialog: type[CircuitDialog | RankingExportDialog], context: AppContext, window: QWidget) -> None:
    if context.session is None:
        context.pageRequested.emit("EventPage")
        return
    dialog(context, window).exec()
