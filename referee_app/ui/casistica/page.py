"""The casistica at hand: instant search over the rulings as the referee types, the full text of a ruling
with its source, bookmarks and recent searches, the app action a ruling points to, and the event's rulings
(the ruling log of every table, and the organiser's own casistica entries)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QLocale, QModelIndex, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoCommand
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from referee_app.ops.changes import Changes
from referee_app.ops.rulings import (
    add_event_entry,
    event_rulings,
    load_event_entries,
    remove_event_entry,
)
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.casistica import CasisticaEntry, Lang
from referee_app.rules.ruleset import builtins
from referee_app.rules.table.actions import Ruling
from referee_app.rules.casistica_search import CasisticaIndex
from referee_app.ui.casistica.commands import EventEntryAdded, RulingRecorded
from referee_app.ui.casistica.delegate import HitDelegate
from referee_app.ui.casistica.entry_view import EntryView
from referee_app.ui.casistica.dialogs import EventEntryDialog, RulingDialog, TableChoice
from referee_app.ui.casistica.memory import SearchMemory
from referee_app.ui.casistica.messages import explain
from referee_app.ui.casistica.models import HitModel
from referee_app.ui.casistica.ruling_log import EventEntriesPanel, RulingLogPanel
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.operation import run_op
from referee_app.texts import t
from referee_app.ui.widgets.contained import contained

T = TypeVar("T")

MAX_HITS = 30
MARKS = ("<span class='hit'>", "</span>")  # coloured by the delegate


def ui_language() -> Lang:
    return "it" if QLocale().language() == QLocale.Language.Italian else "en"


class CasisticaPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.lang: Lang = ui_language()
        self.index = CasisticaIndex()
        self.memory = SearchMemory(context.settings)
        self.entry_view = EntryView(self)
        self._event_ids: list[str] = []
        self.current: CasisticaEntry | None = None
        self.ruling_dialog: RulingDialog | None = None
        self.entry_dialog: EventEntryDialog | None = None
        self._build()
        self._shortcuts()
        self.lazy = LazyRefresh(self, self._refresh_event_lists)
        context.opsChanged.connect(self._data_changed)
        self._event_changed()

    def title(self) -> str:
        return t("window.tab_casistica")

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.search = QLineEdit()
        self.search.setPlaceholderText(t("casistica.search_the_casistica_ctrl"))
        self.search.setClearButtonEnabled(True)
        self.search.installEventFilter(self)
        self.ruleset_filter = QComboBox()
        self.topic_filter = QComboBox()
        self.topic_filter.addItem(t("casistica.all_topics"), None)
        labels = self.entry_view.topic_labels()
        for topic in self.index.topics():
            self.topic_filter.addItem(labels.get(topic, topic), topic)
        self.hits = HitModel(self)
        self.results = QListView()
        self.results.setModel(self.hits)
        self.results.setItemDelegate(HitDelegate(self.results))
        self.results.setWordWrap(True)
        self.results.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.results.setAlternatingRowColors(True)
        self.count = QLabel()

        filters = QHBoxLayout()
        filters.addWidget(self.ruleset_filter, 4)
        filters.addWidget(self.topic_filter, 2)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.results, 1)
        left_layout.addWidget(self.count)

        self.detail = QTextBrowser()
        self.detail.setOpenLinks(False)
        self.bookmark_button = QPushButton()
        self.bookmark_button.setCheckable(True)
        self.action_button = QPushButton()
        self.record_button = QPushButton(t("casistica.record_as_ruling_at"))
        self.both_languages = QCheckBox(t("casistica.both_languages"))
        buttons = QHBoxLayout()
        for widget in (self.bookmark_button, self.action_button, self.record_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.both_languages)
        right_top = QWidget()
        right_layout = QVBoxLayout(right_top)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.detail, 1)
        right_layout.addLayout(buttons)

        self.tabs = QTabWidget()
        self.log = RulingLogPanel()
        self.log.entryRequested.connect(self.show_entry_id)
        self.tabs.addTab(self.log, t("casistica.ruling_log"))
        own = EventEntriesPanel()
        self.event_list, self.entries_hint = own.entries, own.hint
        self.add_entry_button, self.remove_entry_button = own.add_button, own.remove_button
        self.event_list.itemActivated.connect(lambda item: self.show_entry_id(item.data(Qt.ItemDataRole.UserRole)))
        self.add_entry_button.clicked.connect(self.open_entry_dialog)
        self.remove_entry_button.clicked.connect(self.remove_selected_entry)
        self.tabs.addTab(own, t("casistica.rulings_of_this_event"))
        self.bookmarks = QListWidget()
        self.tabs.addTab(self.bookmarks, t("casistica.bookmarks"))
        self.recent = QListWidget()
        self.tabs.addTab(self.recent, t("casistica.recent_searches"))

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(right_top)
        right.addWidget(self.tabs)
        right.setSizes([430, 270])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([520, 840])
        layout = QVBoxLayout(self)
        layout.addWidget(split)

        self.search.textChanged.connect(self.run_search)
        self.ruleset_filter.currentIndexChanged.connect(self.run_search)
        self.topic_filter.currentIndexChanged.connect(self.run_search)
        self.results.selectionModel().currentChanged.connect(lambda current, _: self._show_row(current))
        self.results.activated.connect(lambda index: self.open_result(index.row()))
        self.bookmark_button.clicked.connect(self.toggle_bookmark)
        self.action_button.clicked.connect(self.run_action)
        self.record_button.clicked.connect(self.open_ruling_dialog)
        self.both_languages.toggled.connect(lambda _: self._show_entry(self.current))
        for signal in (self.bookmarks.itemClicked, self.bookmarks.itemActivated):
            signal.connect(lambda item: self.show_entry_id(item.data(Qt.ItemDataRole.UserRole)))
        for signal in (self.recent.itemClicked, self.recent.itemActivated):
            signal.connect(lambda item: self.search.setText(item.text()))
        self._show_entry(None)

    def _shortcuts(self) -> None:
        for key, slot in (("Ctrl+K", self.focus_search), ("Ctrl+D", self.toggle_bookmark),
                          ("Ctrl+E", self.run_action), ("Ctrl+R", self.open_ruling_dialog),
                          ("Ctrl+B", self.both_languages.toggle), ("Ctrl+N", self.open_entry_dialog)):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.bookmark_button.setToolTip("Ctrl+D")
        self.action_button.setToolTip("Ctrl+E")
        self.record_button.setToolTip("Ctrl+R")
        self.both_languages.setToolTip("Ctrl+B")
        self.add_entry_button.setToolTip("Ctrl+N")

    # ------------------------------------------------------------------ event and data
    def _event_changed(self) -> None:
        session = self.context.session
        self._event_ids = [e.id for e in load_event_entries(session, self.index, previous=self._event_ids)]
        self.ruleset_filter.blockSignals(True)
        self.ruleset_filter.clear()
        self.ruleset_filter.addItem(t("casistica.all_rulesets"), None)
        for ruleset in builtins():
            self.ruleset_filter.addItem(ruleset.name, ruleset.id)
        if session is not None:
            if self.ruleset_filter.findData(session.event.ruleset_id) < 0:
                self.ruleset_filter.addItem(session.ruleset.name, session.event.ruleset_id)
            self.ruleset_filter.setCurrentIndex(self.ruleset_filter.findData(session.event.ruleset_id))
        self.ruleset_filter.blockSignals(False)
        self.record_button.setEnabled(session is not None)
        self.add_entry_button.setEnabled(session is not None)
        self.remove_entry_button.setEnabled(session is not None)
        self._refresh_event_lists()
        self._refresh_bookmarks()
        self._refresh_recent()
        self.run_search()

    def _data_changed(self, changes: Changes) -> None:
        if changes.opened:
            self._event_changed()
            return
        if changes.casistica:
            self._event_ids = [e.id for e in load_event_entries(self.context.session, self.index,
                                                                previous=self._event_ids)]
            self.lazy.request(self.run_search)
        if changes.rulings or changes.casistica or changes.rounds or changes.players or changes.any_table:
            self.lazy.request(self._refresh_event_lists)

    def _refresh_event_lists(self) -> None:
        session = self.context.session
        self.log.show_rulings(event_rulings(session) if session is not None else None, self._entry_title)
        self.event_list.clear()
        for entry_id in self._event_ids:
            entry = self.index.entry(entry_id)
            item = QListWidgetItem(f"{entry.title.get(self.lang)}  ({entry.id})")
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            self.event_list.addItem(item)
        if session is None:
            self.entries_hint.setText(t("casistica.open_an_event_for_its_rulings"))

    def _entry_title(self, entry_id: str) -> str:
        try:
            return self.index.entry(entry_id).title.get(self.lang)
        except KeyError:
            return entry_id

    # ------------------------------------------------------------------ search
    def ranking_ruleset(self) -> str | None:
        chosen = self.ruleset_filter.currentData()
        if chosen is not None:
            return str(chosen)
        session = self.context.session
        return session.event.ruleset_id if session is not None else None

    def run_search(self) -> None:
        chosen = self.ruleset_filter.currentData()
        query = self.search.text()
        # An empty query lists every ruling that passes the filters, so the casistica can be browsed.
        limit = MAX_HITS if query.strip() else max(len(self.index.entries()), 1)
        # A query searches both languages (a referee may type either); browsing lists the window's one.
        hits = self.index.search(query, ruleset=self.ranking_ruleset(),
                                 lang="both" if query.strip() else self.lang, limit=limit,
                                 topic=self.topic_filter.currentData(), only_ruleset=chosen is not None, marks=MARKS)
        self.hits.set_hits(hits, frozenset(self.memory.bookmarks()))
        if hits:
            self.results.setCurrentIndex(self.hits.index(0))
            self.count.setText(t("casistica.rulings", len(hits)))
        else:
            self._show_entry(None)
            self.count.setText(t("casistica.no_ruling_matches_try"))

    def result_ids(self) -> list[str]:
        return self.hits.ids()

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.move_selection(1 if key == Qt.Key.Key_Down else -1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.open_result(self.results.currentIndex().row())
                return True
        return super().eventFilter(watched, event)

    def move_selection(self, step: int) -> None:
        count = self.hits.rowCount()
        if count:
            row = min(max(self.results.currentIndex().row() + step, 0), count - 1)
            self.results.setCurrentIndex(self.hits.index(row))

    def open_result(self, row: int) -> None:
        """Enter: show the ruling, remember the search, and move to the text for reading."""
        if not 0 <= row < self.hits.rowCount():
            return
        self._show_entry(self.hits.hit(row).entry)
        self.remember_search(self.search.text())
        self.detail.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_row(self, index: QModelIndex) -> None:
        self._show_entry(self.hits.hit(index.row()).entry if index.isValid() else None)

    def show_entry_id(self, entry_id: str) -> None:
        try:
            self._show_entry(self.index.entry(entry_id))
        except KeyError:
            self.warn(t("casistica.the_ruling_is_no", entry_id))

    # ------------------------------------------------------------------ the ruling shown
    def _show_entry(self, entry: CasisticaEntry | None) -> None:
        self.current = entry
        self.bookmark_button.setEnabled(entry is not None)
        self.record_button.setEnabled(entry is not None and self.context.session is not None)
        if entry is None:
            self.detail.setHtml("<p style='color:#607d8b'>" + html.escape(t("casistica.type_a_few_words")) + "</p>")
            self.action_button.hide()
            self.bookmark_button.setText(t("casistica.bookmark_no_entry"))
            return
        marked = entry.id in self.memory.bookmarks()
        self.bookmark_button.setChecked(marked)
        self.bookmark_button.setText(t("casistica.bookmarked") if marked else t("casistica.bookmark"))
        label = self.entry_view.action_label(entry.action)
        self.action_button.setVisible(label is not None)
        self.action_button.setText(label or "")
        self.detail.setHtml(self.entry_html(entry))

    def entry_html(self, entry: CasisticaEntry) -> str:
        langs: tuple[Lang, ...] = ("it", "en") if self.both_languages.isChecked() else (self.lang,)
        return self.entry_view.entry_html(entry, langs)

    def run_action(self) -> None:
        action = self.current.action if self.current is not None else None
        if action is None:
            return
        if action.startswith("penalty:") or action == "sdadata":
            self.context.pageRequested.emit("TablePage")  # first: the page is built when first shown
            self.context.actionRequested.emit(action)
        elif action == "score":
            self.context.pageRequested.emit("StandingsPage")
        elif action == "deal-check":
            QMessageBox.information(self, t("casistica.deal_check"), t("casistica.the_deal_check_is"))

    # ------------------------------------------------------------------ bookmarks and recent searches
    def toggle_bookmark(self) -> None:
        if self.current is None:
            return
        ids = self.memory.toggle_bookmark(self.current.id)
        self._refresh_bookmarks()
        self.hits.set_hits([self.hits.hit(r) for r in range(self.hits.rowCount())], frozenset(ids))
        self._show_entry(self.current)

    def _refresh_bookmarks(self) -> None:
        self.bookmarks.clear()
        for entry_id in self.memory.bookmarks():
            item = QListWidgetItem("★ " + self._entry_title(entry_id))
            item.setData(Qt.ItemDataRole.UserRole, entry_id)
            self.bookmarks.addItem(item)

    def remember_search(self, query: str) -> None:
        if self.memory.remember(query):
            self._refresh_recent()

    def _refresh_recent(self) -> None:
        self.recent.clear()
        self.recent.addItems(self.memory.recent())

    # ------------------------------------------------------------------ rulings at a table
    def table_choices(self) -> list[TableChoice]:
        session = self.context.session
        current = session.current_round() if session is not None else None
        if session is None or current is None:
            return []
        names = session.player_names()
        return [TableChoice(t.id, t.number, session.seat_names(t, names)) for t in session.tables(current.id)]

    def open_ruling_dialog(self) -> RulingDialog | None:
        if self.context.session is None or self.current is None:
            return None
        self.ruling_dialog = RulingDialog(self.table_choices(), self.current.title.get(self.lang),
                                          self.current.title.get(self.lang), self.submit_ruling, self)
        self.ruling_dialog.choose_table(self.context.table_in_view)  # the table in view at the table page
        self.ruling_dialog.open()
        return self.ruling_dialog

    def submit_ruling(self, dialog: RulingDialog) -> bool:
        session = self.context.require_session()
        choice = dialog.choice()
        if choice is None:
            text = dialog.table_text()
            self.warn(t("casistica.there_is_no_table", text) if text
                      else t("casistica.choose_the_table_where"), dialog)
            return False
        if not dialog.ruling_text():
            self.warn(t("casistica.write_the_text_of"), dialog)
            return False
        entries = (self.current.id,) if self.current is not None else ()
        text = t("casistica.ruling_at_table", choice.number)

        def undo(done: Changes) -> RulingRecorded:
            assert done.action is not None  # a ruling is one entry of the table's log
            return RulingRecorded(self.context, done.action, text, self.warn)

        return self._run(lambda: TableOperations(session, choice.table_id).act(Ruling(
            dialog.ruling_text(), tuple(dialog.checked_players()), entries)), dialog, undo,
            lambda _: self.tabs.setCurrentIndex(0))

    # ------------------------------------------------------------------ the organiser's own rulings
    def open_entry_dialog(self) -> EventEntryDialog | None:
        if self.context.session is None:
            return None
        labels = self.entry_view.topic_labels()
        topics = sorted(labels.items(), key=lambda kv: kv[1])
        self.entry_dialog = EventEntryDialog(topics, self.submit_entry, self)
        self.entry_dialog.topic.setCurrentIndex(self.entry_dialog.topic.findData("referee"))
        self.entry_dialog.open()
        return self.entry_dialog

    def submit_entry(self, dialog: EventEntryDialog) -> bool:
        session = self.context.require_session()
        return self._run(lambda: add_event_entry(session, **dialog.values()), dialog,  # type: ignore[arg-type]
                         lambda created: EventEntryAdded(self.context, created.value,
                                                         t("casistica.new_ruling", created.value.id), self.warn),
                         lambda created: self.show_entry_id(created.value.id))

    def remove_selected_entry(self) -> None:
        item = self.event_list.currentItem()
        if item is None or self.context.session is None:
            self.warn(t("casistica.select_one_of_this"))
            return
        entry, session = self.index.entry(item.data(Qt.ItemDataRole.UserRole)), self.context.session
        self._run(lambda: remove_event_entry(session, entry.id), self,
                  lambda _: EventEntryAdded(self.context, entry, t("casistica.remove_ruling", entry.id),
                                            self.warn, removed=True))

    def _run(self, operation: Callable[[], T], parent: QWidget, undo: Callable[[T], QUndoCommand],
             success: Callable[[T], object] | None = None) -> bool:
        return run_op(operation, parent=parent, title=t("common.not_possible"), explain=explain,
                      context=self.context, undo=undo, success=success, initiator=self)

    # ------------------------------------------------------------------ messages
    def warn(self, text: str, parent: QWidget | None = None) -> None:
        QMessageBox.warning(parent or self, t("common.not_possible"), text)
