"""The table page's read-only boxes: the seats, the end-of-game phase (anchor, who is next and whether he rolls),
and where the result stands (its dialog and the deal's are opened by the page: `resultAsked`, `dealAsked`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView,
                               QVBoxLayout)

from referee_app.ops.table_ops import TableView
from referee_app.ui.table.models import SeatColumn, SeatsModel
from referee_app.ui.table.texts import TableTexts
from referee_app.texts import t


class SeatsBox(QGroupBox):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("table.seats"))
        self.seats_model = SeatsModel(self)
        self.seats_view = QTableView()
        self.seats_view.setModel(self.seats_model)
        self.seats_view.verticalHeader().hide()
        self.seats_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.seats_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.seats_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SeatColumn.PLAYER, QHeaderView.ResizeMode.Stretch)
        self.seats_view.setFixedHeight(190)
        QVBoxLayout(self).addWidget(self.seats_view)


class PhaseBox(QGroupBox):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("table.end_of_game"))
        self.texts = TableTexts()
        self.phase_label = QLabel()
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.phase_label.setFont(font)
        self.phase_label.setWordWrap(True)
        self.anchor_label = QLabel()
        self.anchor_label.setWordWrap(True)  # two long names: it must wrap, not widen the page past the screen
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        for label in (self.phase_label, self.anchor_label, self.next_label):
            layout.addWidget(label)

    def show_phase(self, view: TableView) -> None:
        closing = view.phase in ("closing_turn", "closing_round")
        if view.ended:
            how = {"objective": t("table.objective_completed"), "time": t("table.ended_by_the_organisers_rule")}.get(
                view.end or "", t("table.ended_by_the_sdadata"))
            self.phase_label.setText(self.texts.phase("ended") + " — " + how)
        elif view.phase == "sdadata" and view.ending_sums:
            self.phase_label.setText(t("table.sdadata", self.texts.ends_on(view.ending_sums, view.probability_text)))
        elif view.expiry_pending and not closing:
            self.phase_label.setText(t("table.time_is_up_record"))
        else:
            # no sdadata (the box rules): the organiser's rule of the ruleset, not "In gioco" by a clock at zero
            self.phase_label.setText({"closing_turn": t("table.closing_turn"),
                                      "closing_round": t("table.closing_round")}.get(view.phase)
                                     or self.texts.phase(view.phase))
        self.phase_label.setStyleSheet("color: #c62828;" if view.expiry_pending or closing else "")
        expired = t("table.time_expired_during_in_a_line", view.expired_during) \
            if view.expired_during else ""
        anchor = t("table.anchor", view.anchor) if view.anchor else ""
        self.anchor_label.setText(" · ".join(t for t in (anchor, expired) if t))
        if closing and view.expiry_pending:
            self.next_label.setText(t("table.time_is_up_record"))
        elif view.next_player is None:
            self.next_label.setText("")
        elif view.rolls and view.ending_sums:
            self.next_label.setText(t("table.next_rolls", view.next_player,
                                      self.texts.ends_on(view.ending_sums, view.probability_text)))
        else:
            self.next_label.setText(t("table.next_no_roll_in", view.next_player))


class ResultBox(QGroupBox):
    """The place of the result dialog (final state and confirmation), built elsewhere: this box only asks."""

    resultAsked = Signal()
    dealAsked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("table.result_title"))
        self.result_state = QLabel()
        self.result_state.setWordWrap(True)
        self.result_button = QPushButton(t("table.result"))
        self.result_button.clicked.connect(self.resultAsked)
        self.deal_button = QPushButton(t("table.deal"))  # the initial deal: ui/deal/dialog.py
        self.deal_button.setToolTip("Ctrl+Shift+D")
        self.deal_button.clicked.connect(self.dealAsked)
        area = QHBoxLayout(self)
        area.addWidget(self.result_state, 1)
        area.addWidget(self.deal_button)
        area.addWidget(self.result_button)

    def show_result(self, view: TableView) -> None:
        if view.result_confirmed:
            text = t("common.result_confirmed")
        elif view.final_entered:
            text = t("table.final_state_entered_result")
        elif view.ended:
            text = t("table.game_over_enter_the")
        else:
            text = t("table.game_in_progress")
        self.result_state.setText(text)
