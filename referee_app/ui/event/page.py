"""The event tab: what event is open, and creating, switching, exporting, importing events, the PIN."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

from referee_app.ui.window import folders
from referee_app.ops import database, event_ops
from referee_app.ops.changes import Changes, Created
from referee_app.ops.event_ops import EventSummary
from referee_app.ops.results import ResultOperations
from referee_app.rules.errors import InputError
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.event.deck_dialog import DeckDialog
from referee_app.ui.event.wizard import ChangePinDialog, EventWizard
from referee_app.ui.widgets.input_messages import explain
from referee_app.ui.widgets.page_widgets import page_button
from referee_app.ui.operation import run_op
from referee_app.texts import t

EVENT_ROLE = Qt.ItemDataRole.UserRole + 1
EVENT_FILTER = "*.rkevent"


def export_name(summary: EventSummary) -> str:
    slug = re.sub(r"[^\w]+", "-", summary.name, flags=re.UNICODE).strip("-").lower() or "evento"
    return f"{slug}-{summary.date}.rkevent"


class EventPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.wizard: EventWizard | None = None
        self.pin_dialog: ChangePinDialog | None = None
        self.deck_dialog: DeckDialog | None = None
        self._offered = False

        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("font-size: 14pt; padding: 8px;")
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 18pt; font-weight: bold;")
        self.date = QLabel()
        self.venue = QLabel()
        self.ruleset = QLabel()
        self.ruleset.setWordWrap(True)
        self.players = QLabel()
        self.deck = QLabel()
        self.current = QGroupBox(t("event.open_event"))
        form = QFormLayout(self.current)
        form.addRow(self.name)
        form.addRow(t("event.date"), self.date)
        form.addRow(t("event.venue"), self.venue)
        form.addRow(t("common.ruleset_label"), self.ruleset)
        form.addRow(t("event.players_checked_in"), self.players)

        self.events = QListWidget()
        self.events.setWordWrap(True)
        self.events.setSpacing(3)
        self.events.setAlternatingRowColors(True)
        self.events.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.events.itemActivated.connect(lambda item: self.open_selected())
        self.open_button = page_button(self, t("event.open_selected_event"), "Ctrl+O", self.open_selected)
        others = QGroupBox(t("event.events_in_this_database"))
        other_layout = QVBoxLayout(others)
        other_layout.addWidget(self.events, 1)
        other_layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)

        self.new_button = page_button(self, t("event.new_event"), "Ctrl+N", self.new_event)
        self.export_button = page_button(self, t("event.export_event_file_key_more"), "Ctrl+E", self.export_event)
        self.import_button = page_button(self, t("event.import_event_file_key_more"), "Ctrl+I", self.import_event)
        self.pin_button = page_button(self, t("event.change_pin"), None, self.change_pin)
        self.deck_button = page_button(self, t("event.objective_deck_key_more"), "Ctrl+Shift+O", self.edit_deck)
        deck_row = QHBoxLayout()  # beside the deck's size, so the action row stays as narrow as it was
        deck_row.addWidget(self.deck, 1)
        deck_row.addWidget(self.deck_button)
        form.addRow(t("event.objective_deck"), deck_row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        actions = QHBoxLayout()
        for button in (self.new_button, self.export_button, self.import_button, self.pin_button):
            actions.addWidget(button)
        actions.addStretch(1)

        left = QVBoxLayout()
        left.addWidget(self.hint)
        left.addWidget(self.current)
        left.addLayout(actions)
        left.addWidget(self.status)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(others, 1)

        self.lazy = LazyRefresh(self, self.refresh)
        context.opsChanged.connect(self._data_changed)
        self.refresh()

    def title(self) -> str:
        return t("window.tab_event")

    # ---- showing --------------------------------------------------------------------------------------------
    def _data_changed(self, changes: Changes) -> None:
        if changes.players or changes.event:
            self.lazy.request()

    def refresh(self) -> None:
        session = self.context.session
        summaries = event_ops.list_events(self.context.store)
        self.events.clear()
        for s in summaries:
            item = QListWidgetItem(f"{s.name}\n{s.date} · {s.venue or '—'} · {s.ruleset_name}")
            item.setData(EVENT_ROLE, s.id)
            if session is not None and s.id == session.event_id:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                self.events.setCurrentItem(item)
            self.events.addItem(item)
        open_event = session is not None
        self.current.setVisible(open_event)
        for button in (self.export_button, self.pin_button, self.deck_button):
            button.setEnabled(open_event)
        self.open_button.setEnabled(bool(summaries))
        if session is None:
            self.hint.setText(t("event.no_event_hint") if not summaries else
                              t("event.no_event_is_open"))
            self.hint.show()
            return
        self.hint.hide()
        summary = event_ops.event_summary(self.context.store, session.event_id)
        self.name.setText(summary.name)
        self.date.setText(summary.date)
        self.venue.setText(summary.venue or "—")
        self.ruleset.setText(f"{summary.ruleset_name} ({summary.ruleset_id})")
        self.players.setText(t("event.of", summary.present, summary.players))
        deck = ResultOperations(session).deck()
        self.deck.setText(t("event.no_deck") if deck is None else
                          t("event.cards", len(deck.cards)))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._offered and self.context.session is None and not database.event_ids(self.context.store):
            self._offered = True  # offer once per start; the button stays for later
            QTimer.singleShot(0, self, self.new_event)  # dropped if the page is gone

    # ---- actions --------------------------------------------------------------------------------------------
    def new_event(self) -> None:
        if self.wizard is not None and self.wizard.isVisible():
            self.wizard.raise_()
            return
        self.wizard = EventWizard(self.context.store, self.context.settings.referee_name(), self)
        self.wizard.accepted.connect(self._created)
        self.wizard.open()

    def _created(self) -> None:
        wizard = self.wizard
        if wizard is None or wizard.event_id is None:
            return
        name = wizard.referee_name()
        if name:
            self.context.settings.set_referee_name(name)
        self.context.open_event(wizard.event_id)
        self.status.setText(t("event.event_created"))

    def open_selected(self) -> None:
        item = self.events.currentItem()
        if item is None:
            return
        event_id = int(item.data(EVENT_ROLE))
        session = self.context.session
        if session is None or session.event_id != event_id:
            self.context.open_event(event_id)

    def export_event(self) -> None:
        session = self.context.session
        if session is None:
            return
        summary = event_ops.event_summary(self.context.store, session.event_id)
        start = str(event_ops.database_folder(self.context.store) / export_name(summary))
        path = folders.save_path(self, t("event.export_event_file"), start,
                                 t("event.event_files_all_files", EVENT_FILTER))
        if not path:
            return
        run_op(lambda: event_ops.export_event(self.context.store, session.event_id, path), parent=self,
               title=t("event.export_failed"), explain=explain, catch=(InputError,),
               success=lambda written: self.status.setText(t("event.event_exported_to", written)))

    def import_event(self) -> None:
        path = folders.open_path(self, t("event.import_event_file"), t("event.event_files_all_files", EVENT_FILTER))
        if not path:
            return
        def imported(created: Created[int]) -> None:
            self.context.open_event(created.value)  # every page hears of it as another event opened
            self.status.setText(t("event.event_imported_from_and", Path(path).name))

        run_op(lambda: event_ops.import_event(self.context.store, Path(path)), parent=self,
               title=t("event.import_failed"), explain=explain, catch=(InputError,), success=imported)

    def edit_deck(self) -> None:
        if self.context.session is None:
            return
        self.deck_dialog = DeckDialog(self.context, self)
        self.deck_dialog.open()

    def change_pin(self) -> None:
        session = self.context.session
        if session is None:
            return
        self.pin_dialog = ChangePinDialog(self.context.store, session.event_id, self)
        self.pin_dialog.accepted.connect(lambda: self.status.setText(t("event.head_referee_pin_changed")))
        self.pin_dialog.open()
