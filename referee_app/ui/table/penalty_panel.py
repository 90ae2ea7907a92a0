"""The table page's penalty calculator: the referee picks the penalty and the player, enters the facts, and
sees the engine's consequence before applying it; below, the penalties this table has had."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QPushButton, QSpinBox, QStackedWidget, QWidget)

from referee_app.ops.table_ops import PENALTY_KINDS, SET_KINDS, PenaltyLine, TableView
from referee_app.ui.widgets import confirm
from referee_app.ui.table.host import TableHost
from referee_app.rules.table.actions import (ArmyCap, CardsInHand, ExcessReinforcement, FreeSanction, MissedSdadataRoll,
                                             Penalty, ReinforcementCount, WrongSetValue)
from referee_app.ui.table.texts import translated
from referee_app.ui.operation import run_op
from referee_app.texts import t


class PenaltyPanel(QGroupBox):
    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.setTitle(t("common.penalties"))
        self.host = host
        self._filling = False  # set while the players are refilled: their signals are not the referee's
        self.penalty_kind = QComboBox()
        names = {"excess_reinforcement": t("table.too_many_reinforcements"), "army_cap": t("table.above_the_army_cap"),
                 "cards_in_hand": t("table.cards_in_hand"), "wrong_set_value": t("table.wrong_set_value"),
                 "reinforcement_count": t("table.reinforcement_count"),
                 "missed_sdadata_roll": t("table.forgotten_sdadata_roll"), "free_sanction": t("table.free_sanction")}
        for kind in PENALTY_KINDS:
            self.penalty_kind.addItem(names[kind], kind)
        self.penalty_player = QComboBox()
        self.penalty_fields = QStackedWidget()
        self.excess = QSpinBox()
        self.excess.setRange(0, 200)
        self.excess_declared = QCheckBox(t("table.declared_by_himself"))
        self.armies = QSpinBox()
        self.armies.setRange(0, 999)
        self.armies_declared = QCheckBox(t("table.declared_by_himself"))
        self.missed_info = QLabel()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(t("table.why_the_sanction"))
        self.points = QDoubleSpinBox()
        self.points.setRange(0, 1000)
        self.points.setDecimals(1)
        self.disqualification = QCheckBox(t("table.disqualification"))
        # the card counts: the cards in a hand, a set played for too many armies, reinforcements counted
        self.cards_count = QSpinBox()
        self.cards_count.setRange(0, 44)
        self.set_combination = QComboBox()
        for combination in SET_KINDS:
            self.set_combination.addItem(t(f"param.value.{combination}"), combination)
        self.set_claimed = QSpinBox()
        self.set_claimed.setRange(0, 99)
        self.set_bonus = QSpinBox()
        self.set_bonus.setRange(0, 3)
        self.set_declared = QCheckBox(t("table.declared_by_himself"))
        self.count_territories = QSpinBox()
        self.count_territories.setRange(0, 42)
        self.count_continents = QWidget()
        self.continent_checks: dict[str, QCheckBox] = {}
        QHBoxLayout(self.count_continents).setContentsMargins(0, 0, 0, 0)
        self.count_set = QSpinBox()
        self.count_set.setRange(0, 99)
        self.count_placed = QSpinBox()
        self.count_placed.setRange(0, 199)
        self.count_declared = QCheckBox(t("table.declared_by_himself"))
        pages: dict[str, list[tuple[str, QWidget]]] = {
            "excess_reinforcement": [(t("table.excess_armies"), self.excess), ("", self.excess_declared)],
            "army_cap": [(t("table.armies_on_the_board"), self.armies), ("", self.armies_declared)],
            "cards_in_hand": [(t("table.cards_counted"), self.cards_count)],
            "wrong_set_value": [(t("table.set_played"), self.set_combination),
                                (t("table.set_claimed"), self.set_claimed),
                                (t("table.set_bonus_territories"), self.set_bonus), ("", self.set_declared)],
            "reinforcement_count": [(t("table.territories_held"), self.count_territories),
                                    (t("table.continents_held"), self.count_continents),
                                    (t("table.set_armies"), self.count_set),
                                    (t("table.armies_placed"), self.count_placed), ("", self.count_declared)],
            "missed_sdadata_roll": [("", self.missed_info)],
            "free_sanction": [(t("common.reason_label"), self.reason), (t("table.points_deducted"), self.points),
                              ("", self.disqualification)],
        }
        for kind in PENALTY_KINDS:
            rows = pages[kind]
            page = QWidget()
            layout = QFormLayout(page)
            layout.setContentsMargins(0, 0, 0, 0)
            for label, widget in rows:
                layout.addRow(label, widget)
            self.penalty_fields.addWidget(page)
        self.consequence = QLabel()
        self.consequence.setWordWrap(True)
        font = QFont()
        font.setBold(True)
        self.consequence.setFont(font)
        self.apply_button = QPushButton(t("table.apply"))
        self.apply_button.clicked.connect(self.apply_penalty)
        self.penalty_list = QListWidget()
        self.penalty_list.setMinimumHeight(60)
        form = QFormLayout(self)
        form.addRow(t("table.penalty"), self.penalty_kind)
        form.addRow(t("table.player_label"), self.penalty_player)
        form.addRow(self.penalty_fields)
        form.addRow(self.consequence)  # a row of its own: a long consequence wraps, never clipped by the button
        apply_row = QHBoxLayout()
        apply_row.addStretch(1)
        apply_row.addWidget(self.apply_button)
        form.addRow(apply_row)
        form.addRow(self.penalty_list)
        self.penalty_kind.currentIndexChanged.connect(self._penalty_kind_chosen)
        for signal in (self.penalty_player.currentIndexChanged, self.excess.valueChanged, self.armies.valueChanged,
                       self.points.valueChanged, self.reason.textChanged, self.set_combination.currentIndexChanged):
            signal.connect(self.update_preview)
        for spin in self._counts():
            spin.valueChanged.connect(self.update_preview)
        for check in (self.excess_declared, self.armies_declared, self.disqualification, self.set_declared,
                      self.count_declared):
            check.toggled.connect(self.update_preview)

    def _counts(self) -> tuple[QSpinBox, ...]:
        return (self.cards_count, self.set_claimed, self.set_bonus, self.count_territories, self.count_set,
                self.count_placed)

    def set_continents(self, names: list[str]) -> None:
        """The event's map's continents, to tick those the player holds whole."""
        layout = self.count_continents.layout()
        assert layout is not None
        for check in self.continent_checks.values():
            layout.removeWidget(check)
            check.deleteLater()
        self.continent_checks = {}
        for name in names:
            check = QCheckBox(name)
            check.toggled.connect(self.update_preview)
            layout.addWidget(check)
            self.continent_checks[name] = check

    def set_players(self, players: list[str]) -> None:
        self._filling = True
        self.penalty_player.clear()
        self.penalty_player.addItems(players)
        self._filling = False

    def show_penalties(self, view: TableView) -> None:
        self.penalty_list.clear()
        for line in view.penalties:
            self.penalty_list.addItem(f"{line.player}: {translated(line.consequence)}")

    def _penalty_kind_chosen(self) -> None:
        self.penalty_fields.setCurrentIndex(self.penalty_kind.currentIndex())
        self.update_preview()

    def _penalty(self) -> Penalty:
        """The penalty in the form, as the widgets say it (the engine judges the values)."""
        kind = self.penalty_kind.currentData()
        player = self.penalty_player.currentText()
        if kind == "excess_reinforcement":
            return ExcessReinforcement(player, self.excess.value(), self.excess_declared.isChecked())
        if kind == "army_cap":
            return ArmyCap(player, self.armies.value(), self.armies_declared.isChecked())
        if kind == "free_sanction":
            return FreeSanction(player, self.reason.text(), self.points.value(), self.disqualification.isChecked())
        if kind == "cards_in_hand":
            return CardsInHand(player, self.cards_count.value())
        if kind == "wrong_set_value":
            return WrongSetValue(player, str(self.set_combination.currentData()), self.set_claimed.value(),
                                 self.set_bonus.value(), self.set_declared.isChecked())
        if kind == "reinforcement_count":
            return ReinforcementCount(
                player, self.count_territories.value(), self.count_placed.value(),
                tuple(name for name, check in self.continent_checks.items() if check.isChecked()),
                self.count_set.value(), self.count_declared.isChecked())
        return MissedSdadataRoll(player)

    def update_preview(self) -> None:
        """The consequence of the penalty in the form, asked of the engine: nothing is written."""
        ops, current = self.host.ops, self.host.current
        if self._filling or ops is None or current is None:
            return
        player = self.penalty_player.currentText()
        kind = str(self.penalty_kind.currentData())
        if kind == "missed_sdadata_roll" and player:
            warnings = current.seat(player).warnings
            self.missed_info.setText(t("table.warnings_so_far", warnings))
        run_op(lambda: ops.preview_penalty(self._penalty()), success=self._show_consequence,
               failure=self._show_refusal)

    def _show_consequence(self, line: PenaltyLine) -> None:
        self.consequence.setStyleSheet("")
        self.consequence.setText(translated(line.consequence))

    def _show_refusal(self, error: Exception) -> None:
        self.consequence.setText(self.host.explain(error))
        self.consequence.setStyleSheet("color: #c62828;")

    def apply_penalty(self) -> bool:
        if self.host.ops is None:
            return False
        player = self.penalty_player.currentText()
        current = self.host.current
        if current is None:
            return False
        ops, preview = self.host.ops, list[PenaltyLine]()
        # refused: the run below says why, and nothing is asked
        run_op(lambda: ops.preview_penalty(self._penalty()), success=preview.append, failure=lambda _: None)
        if preview:
            what = t("table.penalty_to_at_table", player, current.number, translated(preview[0].consequence))
            if not confirm.ask(self, t("table.apply_the_penalty"), what, t("table.apply_the_penalty")):
                return False
        done = self.host.run(t("table.penalty_to", player), self._penalty)
        if done:
            self.reset(keep_choice=True)  # the next of the same (a second warning) is shown with its effect
        return done

    def reset(self, keep_choice: bool = False) -> None:
        """An empty calculator: another table (or round) is on screen, or the penalty was applied. Facts
        typed for one player must never be one click from landing on another."""
        self._filling = True
        if not keep_choice:
            self.penalty_kind.setCurrentIndex(0)
            self.penalty_player.setCurrentIndex(0 if self.penalty_player.count() else -1)
        for spin in (self.excess, self.armies, *self._counts()):
            spin.setValue(0)
        for check in (self.excess_declared, self.armies_declared, self.disqualification, self.set_declared,
                      self.count_declared, *self.continent_checks.values()):
            check.setChecked(False)
        self.reason.clear()
        self.points.setValue(0)
        self.consequence.clear()
        self._filling = False
        self.penalty_fields.setCurrentIndex(self.penalty_kind.currentIndex())
        self.update_preview()

    def select_penalty(self, kind: str, player: str | None = None) -> None:
        """Bring up one calculator (a casistica entry's request, a forgotten roll), focused on its first field."""
        index = self.penalty_kind.findData(kind)
        if index < 0:
            return
        self.penalty_kind.setCurrentIndex(index)
        if player:
            self.penalty_player.setCurrentText(player)
        self.update_preview()
        first = {"excess_reinforcement": self.excess, "army_cap": self.armies, "free_sanction": self.reason,
                 "cards_in_hand": self.cards_count, "wrong_set_value": self.set_combination,
                 "reinforcement_count": self.count_territories}
        (first.get(kind) or self.penalty_player).setFocus()
