"""The table page's ruling box: a referee's decision at the table, the players it concerns and, when one
applies, the casistica entry it follows."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QListWidget, QListWidgetItem, QPushButton

from referee_app.rules.casistica import load_entries
from referee_app.ui.table.host import TableHost
from referee_app.texts import t


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
        self.ruling_entry.addItem(t("table.no_casistica_entry"), "")
        italian = QLocale().language() == QLocale.Language.Italian
        for entry in sorted(load_entries(), key=lambda e: e.title.get("it" if italian else "en")):
            self.ruling_entry.addItem(entry.title.get("it" if italian else "en"), entry.id)
        # Casistica titles are long: the list opens wide, the closed box stays narrow.
        self.ruling_entry.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.ruling_entry.setMinimumContentsLength(12)
        self.ruling_button = QPushButton(t("table.record_ruling"))
        self.ruling_button.clicked.connect(self.record_ruling)
        form = QFormLayout(self)
        form.addRow(t("table.decision"), self.ruling_text)
        form.addRow(t("table.players"), self.ruling_players)
        form.addRow(t("common.casistica_label"), self.ruling_entry)
        form.addRow(self.ruling_button)

    def set_players(self, players: list[str]) -> None:
        self.ruling_players.clear()
        for name in players:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.ruling_players.addItem(item)

    def record_ruling(self) -> bool:
        text = self.ruling_text.text()
        players = [self.ruling_players.item(i).text() for i in range(self.ruling_players.count())
                   if self.ruling_players.item(i).checkState() == Qt.CheckState.Checked]
        entry = self.ruling_entry.currentData()
        done = self.host.run(t("common.ruling"), lambda o: o.ruling(text, players, [entry] if entry else []))
        if done:
            self.reset()
        return done

    def reset(self) -> None:
        """An empty ruling: another table is on screen, or the ruling was recorded."""
        self.ruling_text.clear()
        self.ruling_entry.setCurrentIndex(0)
        for i in range(self.ruling_players.count()):
            self.ruling_players.item(i).setCheckState(Qt.CheckState.Unchecked)
