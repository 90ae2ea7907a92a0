"""The table page's ruling box: a referee's decision at the table, the players it concerns and, when one
applies, the casistica entry it follows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QListWidget, QListWidgetItem, QPushButton

from referee_app.rules.casistica import CasisticaEntry, Lang, load_entries
from referee_app.rules.casistica_search import CasisticaIndex
from referee_app.ui.table.host import TableHost
from referee_app.rules.table.actions import Ruling
from referee_app.texts import language, t


class RulingBox(QGroupBox):
    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.setTitle(t("common.ruling"))
        self.host = host
        self.ruling_text = QLineEdit()
        self.ruling_text.setPlaceholderText(t("table.what_was_decided"))
        self.ruling_players = QListWidget()
        self.ruling_players.setFlow(QListWidget.Flow.LeftToRight)
        self.ruling_players.setWrapping(True)
        # Names wrap to the next line; laid out again when the box changes width, never scrolled sideways
        # (the vertical bar of a third line used to bring a sideways one for its own 15 pixels).
        self.ruling_players.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.ruling_players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.ruling_players.setFixedHeight(52)
        self.ruling_entry = QComboBox()
        self.lang: Lang = "en" if language() == "en" else "it"  # the window's language
        self.index: CasisticaIndex | None = None  # built at the first search
        # search as you type: the list below keeps the rulings that match, best first, the first one chosen
        self.ruling_search = QLineEdit()
        self.ruling_search.setPlaceholderText(t("table.search_the_casistica"))
        self.ruling_search.setClearButtonEnabled(True)
        self.ruling_search.textChanged.connect(self.search)
        self._list(sorted(load_entries(), key=lambda e: e.title.get(self.lang)), chosen=False)
        # Casistica titles are long: the list opens wide, the closed box stays narrow.
        self.ruling_entry.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.ruling_entry.setMinimumContentsLength(12)
        self.ruling_button = QPushButton(t("table.record_ruling"))
        self.ruling_button.clicked.connect(self.record_ruling)
        form = QFormLayout(self)
        form.addRow(t("table.decision"), self.ruling_text)
        form.addRow(t("table.players"), self.ruling_players)
        form.addRow(t("common.casistica_label"), self.ruling_search)
        form.addRow("", self.ruling_entry)
        form.addRow(self.ruling_button)

    def _list(self, entries: list[CasisticaEntry], chosen: bool) -> None:
        self.ruling_entry.clear()
        self.ruling_entry.addItem(t("table.no_casistica_entry"), "")
        for entry in entries:
            self.ruling_entry.addItem(entry.title.get(self.lang), entry.id)
        self.ruling_entry.setCurrentIndex(1 if chosen and entries else 0)

    def search(self, text: str) -> None:
        """The casistica's own search (the Casistica tab's), the event's ruleset's rulings first."""
        if not text.strip():
            self._list(sorted(load_entries(), key=lambda e: e.title.get(self.lang)), chosen=False)
            return
        if self.index is None:
            self.index = CasisticaIndex()
        ops = self.host.ops
        ruleset = ops.session.ruleset.id if ops is not None else None
        hits = self.index.search(text, ruleset=ruleset, lang="both", limit=15)  # typed in either language
        self._list([hit.entry for hit in hits], chosen=True)

    def set_players(self, players: list[str]) -> None:
        self.ruling_players.clear()
        for name in players:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.ruling_players.addItem(item)

    def record_ruling(self) -> bool:
        text = self.ruling_text.text()
        players = tuple(self.ruling_players.item(i).text() for i in range(self.ruling_players.count())
                        if self.ruling_players.item(i).checkState() == Qt.CheckState.Checked)
        entry = self.ruling_entry.currentData()
        done = self.host.run(t("common.ruling"), lambda: Ruling(text, players, (entry,) if entry else ()))
        if done:
            self.reset()
        return done

    def reset(self) -> None:
        """An empty ruling: another table is on screen, or the ruling was recorded."""
        self.ruling_text.clear()
        self.ruling_search.clear()
        self.ruling_entry.setCurrentIndex(0)
        for i in range(self.ruling_players.count()):
            self.ruling_players.item(i).setCheckState(Qt.CheckState.Unchecked)
