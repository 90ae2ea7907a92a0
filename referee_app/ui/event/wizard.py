"""Creating an event in three short steps (details, ruleset, head referee PIN), and changing the PIN.

Each step asks the operations layer to check what was typed before moving on; the last step creates the
event, so a refused input never leaves half an event behind.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QDateEdit, QDialog, QFormLayout,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QRadioButton, QSpinBox, QVBoxLayout, QWidget, QWizard, QWizardPage)

from referee_app.ui.window import folders
from referee_app.ops.database import Database
from referee_app.ops import event_ops
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtins
from referee_app.ui.widgets.input_messages import explain
from referee_app.ui.widgets.label_room import make_room_for_mnemonics
from referee_app.ui.widgets.page_widgets import form_with_ok_cancel
from referee_app.ui.operation import refuse, run_op
from referee_app.rules.ruleset_texts import choose_when, description
from referee_app.texts import language, t

RULESET_ROLE = Qt.ItemDataRole.UserRole + 1


def pin_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
    edit.setMaxLength(event_ops.PIN_MAX_DIGITS)
    return edit


class DateField(QDateEdit):
    """A date that Tab leaves as a whole: QDateEdit's Tab walks day, month, year, so the venue typed next
    landed in the year and was dropped. The arrows still move between the parts."""

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt override)
        return QWidget.focusNextPrevChild(self, forward)


class DetailsStep(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("event.the_event"))
        self.setSubTitle(t("event.name_date_and_venue"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(t("event.e_g_torneo_di"))
        self.date = DateField(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("dd/MM/yyyy")
        self.venue = QLineEdit()
        form = QFormLayout(self)
        form.addRow(t("event.name"), self.name)
        form.addRow(t("event.date_key_label"), self.date)
        form.addRow(t("event.venue_key_label"), self.venue)

    def iso_date(self) -> str:
        return self.date.date().toString("yyyy-MM-dd")

    def validatePage(self) -> bool:  # noqa: N802 (Qt override)
        def check() -> None:
            event_ops.required_text("name", self.name.text())
            event_ops.required_text("venue", self.venue.text(), required=False)

        def refused(error: Exception) -> None:
            refuse(self, t("event.check_the_event"), error, explain)
            self.name.setFocus()

        return run_op(check, failure=refused, catch=(InputError,))


class RulesetStep(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("event.the_ruleset"))
        self.setSubTitle(t("event.it_is_frozen_into"))
        self.builtin = QRadioButton(t("event.a_built_in_ruleset"))
        self.custom = QRadioButton(t("event.a_ruleset_file"))
        self.builtin.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.builtin)
        group.addButton(self.custom)
        self.choices = QListWidget()
        # each ruleset on two lines, its name and when to choose it, wrapped to the list's width
        self.choices.setWordWrap(True)
        self.choices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for ruleset in builtins():
            item = QListWidgetItem(f"{ruleset.name}\n    {choose_when(ruleset, language())}")
            item.setData(RULESET_ROLE, ruleset.id)
            item.setToolTip(description(ruleset, language()))
            self.choices.addItem(item)
        self._descriptions = {r.id: f"{description(r, language())}\n\n{r.source}" for r in builtins()}
        self._by_id = {r.id: r for r in builtins()}
        self.choices.setCurrentRow(0)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # a club season or an open: the organiser declares its rounds (standings.rounds_declared)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, event_ops.MOST_ROUNDS)
        self.rounds_label = QLabel(t("event.declared_rounds"))
        self.rounds_label.setBuddy(self.rounds)
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_label)
        rounds_row.addWidget(self.rounds)
        rounds_row.addStretch(1)
        self.path = QLineEdit()
        self.path.setPlaceholderText(t("event.path_of_a_json"))
        self.browse = QPushButton(t("event.browse"))
        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(self.browse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.builtin)
        layout.addWidget(self.choices, 1)
        layout.addWidget(self.description)
        layout.addLayout(rounds_row)
        layout.addWidget(self.custom)
        layout.addLayout(file_row)
        # offered for every ruleset that plays the 86-point objective cards (event_ops.create_event)
        self.official_deck = QCheckBox(t("event.official_deck"))
        self.official_deck.setChecked(True)
        layout.addWidget(self.official_deck)
        self.choices.currentItemChanged.connect(self._show_description)
        self.browse.clicked.connect(self._browse)
        self.path.textEdited.connect(lambda _text: self.custom.setChecked(True))
        self.choices.itemClicked.connect(lambda _item: self.builtin.setChecked(True))
        self._show_description()

    def _show_description(self) -> None:
        item = self.choices.currentItem()
        self.description.setText(self._descriptions.get(str(item.data(RULESET_ROLE)), "") if item else "")
        chosen = self._by_id.get(str(item.data(RULESET_ROLE))) if item else None
        declared = chosen is not None and chosen.standings.rounds_declared
        self.rounds_label.setVisible(declared)
        self.rounds.setVisible(declared)
        if chosen is not None and declared:
            self.rounds.setValue(chosen.standings.qualifier_rounds or 1)

    def declared_rounds(self) -> int | None:
        """The rounds the organiser declared, for a built-in ruleset that takes them."""
        return self.rounds.value() if self.builtin.isChecked() and not self.rounds.isHidden() else None

    def _browse(self) -> None:
        path = folders.open_path(self, t("event.ruleset_file"), t("event.ruleset_files_json_all"))
        if path:
            self.path.setText(path)
            self.custom.setChecked(True)

    def choice(self) -> str:
        if self.custom.isChecked():
            return self.path.text().strip()
        item = self.choices.currentItem()
        return str(item.data(RULESET_ROLE)) if item else ""

    def validatePage(self) -> bool:  # noqa: N802 (Qt override)
        return run_op(lambda: event_ops.resolve_ruleset(self.choice()), parent=self,
                      title=t("event.check_the_ruleset"), explain=explain, catch=(InputError,))


class PinStep(QWizardPage):
    def __init__(self, create: object) -> None:
        super().__init__()
        self._create = create
        self.setTitle(t("event.head_referee"))
        self.setSubTitle(t("event.the_pin_protects_corrections"))
        self.pin = pin_edit()
        self.pin_again = pin_edit()
        self.referee = QLineEdit()
        self.referee.setPlaceholderText(t("event.shown_in_the_log"))
        form = QFormLayout(self)
        form.addRow(t("event.head_referee_pin"), self.pin)
        form.addRow(t("event.pin_again"), self.pin_again)
        form.addRow(t("event.your_name_referee"), self.referee)

    def validatePage(self) -> bool:  # noqa: N802 (Qt override)
        def refused(error: Exception) -> None:
            refuse(self, t("event.check_the_event"), error, explain)
            if isinstance(error, InputError) and error.location[:1] in (("pin",), ("pin_again",)):
                self.pin.clear()
                self.pin_again.clear()
                self.pin.setFocus()

        return run_op(self._create, failure=refused, catch=(InputError,))  # type: ignore[arg-type]


class EventWizard(QWizard):
    """Creates the event on Finish; `event_id` is then set (None if cancelled)."""

    def __init__(self, store: Database, referee_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.event_id: int | None = None
        self.setWindowTitle(t("event.new_event_title"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.details = DetailsStep()
        self.ruleset = RulesetStep()
        self.pin = PinStep(self._create)
        self.pin.referee.setText(referee_name)
        for step in (self.details, self.ruleset, self.pin):
            self.addPage(step)
        make_room_for_mnemonics(self)
        self.resize(640, 520)

    def _create(self) -> None:
        self.event_id = event_ops.create_event(
            self.store, self.details.name.text(), self.details.iso_date(), self.details.venue.text(),
            self.ruleset.choice(), self.pin.pin.text(), self.pin.pin_again.text(),
            self.ruleset.official_deck.isChecked(), self.referee_name(),
            rounds=self.ruleset.declared_rounds()).value

    def referee_name(self) -> str:
        return " ".join(self.pin.referee.text().split())


class ChangePinDialog(QDialog):
    def __init__(self, store: Database, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.event_id = event_id
        self.setWindowTitle(t("event.change_the_head_referee"))
        self.old = pin_edit()
        self.new = pin_edit()
        self.again = pin_edit()
        form = QFormLayout()
        form.addRow(t("event.current_pin"), self.old)
        form.addRow(t("event.new_pin"), self.new)
        form.addRow(t("event.new_pin_again"), self.again)
        form_with_ok_cancel(self, form)

    def accept(self) -> None:
        def refused(error: Exception) -> None:
            refuse(self, t("event.pin_not_changed"), error, explain)
            for edit in (self.old, self.new, self.again):
                edit.clear()
            self.old.setFocus()

        run_op(lambda: event_ops.change_pin(self.store, self.event_id, self.old.text(), self.new.text(),
                                            self.again.text()),
               success=lambda _: QDialog.accept(self), failure=refused, catch=(InputError,))
