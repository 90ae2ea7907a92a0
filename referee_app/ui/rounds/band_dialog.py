"""The draw's band set-up: the ranking the bands are cut from (imported with the player CSV's rank column,
or pasted here in order) and the bands the next round's draw will use, one player of each per table.

Only a draw that takes one player per band opens this (Marsala game 1); the cut is the engine's
(`ops.ranking.cut` over `rounds.draw_players`), so what this shows is what the draw does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QPlainTextEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from referee_app.ops import ranking
from referee_app.ops.changes import Changes
from referee_app.ops.ranking import BandCut
from referee_app.ui.operation import run_op
from referee_app.ui.context import AppContext
from referee_app.texts import t


class BandDialog(QDialog):
    def __init__(self, context: AppContext, current: Callable[[], BandCut], describe: Callable[[Exception], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.current = current
        self.describe = describe
        self.setWindowTitle(t("rounds.bands_of_the_draw"))
        self.source = QLabel()
        self.source.setWordWrap(True)
        self.paste = QPlainTextEdit()
        self.paste.setPlaceholderText(t("rounds.paste_the_ranking_here"))
        self.import_button = QPushButton(t("rounds.use_this_ranking"))
        self.import_button.clicked.connect(self.use_pasted)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        self.bands = QTableWidget(0, 3)
        self.bands.setHorizontalHeaderLabels([t("common.band"), t("common.players"), t("rounds.count")])
        self.bands.verticalHeader().hide()
        self.bands.setWordWrap(True)
        header = self.bands.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        close = QPushButton(t("common.close"))
        close.clicked.connect(self.accept)

        left = QVBoxLayout()
        left.addWidget(QLabel(t("rounds.ranking_a_player_csv")))
        left.addWidget(self.paste, 1)
        left.addWidget(self.import_button)
        left.addWidget(self.error)
        right = QVBoxLayout()
        right.addWidget(self.source)
        right.addWidget(self.bands, 1)
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addLayout(right, 5)
        foot = QHBoxLayout()
        foot.addStretch(1)
        foot.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addLayout(foot)
        self.resize(1200, 640)
        self.refresh()

    def refresh(self) -> None:
        session = self.context.require_session()
        labels = {p.id: p.name for p in session.players()}
        if not self.paste.toPlainText().strip():
            self.paste.setPlainText("\n".join(f"{k}. {name}" for k, name in
                                              enumerate(ranking.ranked_names(session, labels), start=1)))
        run_op(self.current, success=self._show, failure=self._refused)

    def _refused(self, error: Exception) -> None:
        self.source.setText(self.describe(error))
        self.source.setStyleSheet("color: #c62828;")
        self.bands.setRowCount(0)

    def _show(self, cut: BandCut) -> None:
        self.source.setStyleSheet("")
        self.source.setText(t({"ranking": "rounds.bands_cut_from_the", "bands": "rounds.bands_given_by_hand",
                                 "none": "rounds.no_ranking_and_no"}[cut.source], cut.tables))
        self.bands.setRowCount(len(cut.bands))
        for row, (band, names) in enumerate(cut.bands):
            for column, text in enumerate((band, ", ".join(names), str(len(names)))):
                self.bands.setItem(row, column, QTableWidgetItem(text))
        self.bands.resizeRowsToContents()

    def use_pasted(self) -> None:
        """The pasted list becomes the ranking; a name unknown or listed twice is refused, nothing saved."""
        def refused(error: Exception) -> None:
            self.error.setText(t("rounds.not_saved_not_a", getattr(error, "params", {}).get( "name", str(error))))

        def saved(_changes: Changes) -> None:
            self.error.setText("")
            self.refresh()

        run_op(lambda: ranking.set_ranking_from_names(self.context.require_session(),
                                                      ranking.names_from_text(self.paste.toPlainText())),
               context=self.context, success=saved, failure=refused, initiator=self)
