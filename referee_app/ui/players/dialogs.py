"""The player form (add / edit) and the CSV import dialog (preview first, import only a clean file)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QCheckBox, QCompleter, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QPushButton, QSpinBox, QSplitter, QTableView,
                               QVBoxLayout, QWidget)

from referee_app.ui.window import folders
from referee_app.ops import players_ops as ops
from referee_app.ops.changes import PLAYERS, Created
from referee_app.ops.players_ops import ImportPreview, PlayerDetails
from referee_app.ops.records import Player
from referee_app.ops.session import Session
from referee_app.rules.circuit import official_clubs
from referee_app.rules.errors import InputError
from referee_app.rules.people import italian_date
from referee_app.ui.widgets.input_messages import Messages, explain
from referee_app.ui.widgets.page_widgets import form_with_ok_cancel
from referee_app.ui.context import AppContext
from referee_app.ui.operation import refuse, run_op
from referee_app.texts import t

BAD_LINE = QColor("#ffcdd2")


class PlayerDialog(QDialog):
    """`submit(details, present)` runs the operation (True when done); a refusal keeps the dialog open with
    what was typed."""

    def __init__(self, submit: Callable[[PlayerDetails, bool], bool], player: Player | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.submit = submit
        self.setWindowTitle(t("players.edit_player") if player else t("players.new_player"))
        self.name = QLineEdit(player.name if player else "")
        self.name.setPlaceholderText(t("players.name_from_first_and_surname"))
        self.first_name = QLineEdit(player.first_name if player else "")
        self.surname = QLineEdit(player.surname if player else "")
        self.nickname = QLineEdit(player.nickname if player else "")
        self.birth_date = QLineEdit(italian_date(player.birth_date) if player else "")
        self.birth_date.setPlaceholderText(t("players.date_format"))
        self.national_id = QLineEdit(player.national_id if player else "")
        self.club = QLineEdit(player.club if player else "")
        clubs = QCompleter(list(official_clubs()), self.club)  # the circuit's clubs offered as one types
        clubs.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        clubs.setFilterMode(Qt.MatchFlag.MatchContains)
        self.club.setCompleter(clubs)
        self.region = QLineEdit(player.region if player else "")
        self.team = QLineEdit(player.team if player else "")
        self.band = QSpinBox()
        self.band.setRange(0, 99)
        self.band.setSpecialValueText(t("players.none"))
        self.band.setValue((player.band or 0) if player else 0)
        self.present = QCheckBox(t("common.checked_in"))
        self.present.setChecked(player.present if player else True)
        self.present.setEnabled(player is None)  # presence of an existing player: the check box in the table
        form = QFormLayout()
        form.addRow(t("players.first_name_key_label"), self.first_name)
        form.addRow(t("players.surname_key_label"), self.surname)
        form.addRow(t("players.name_key_label"), self.name)
        form.addRow(t("players.nickname_key_label"), self.nickname)
        form.addRow(t("players.birth_date_key_label"), self.birth_date)
        form.addRow(t("players.national_id_key_label"), self.national_id)
        form.addRow(t("players.club_key_label"), self.club)
        form.addRow(t("players.region_key_label"), self.region)
        form.addRow(t("players.team_key_label"), self.team)
        form.addRow(t("players.band_key_label"), self.band)
        form.addRow("", self.present)
        form_with_ok_cancel(self, form)
        self.resize(420, 0)

    def details(self) -> PlayerDetails:
        band = self.band.value()
        return PlayerDetails(self.name.text(), self.club.text(), self.region.text(), self.team.text(),
                             band or None, self.first_name.text(), self.surname.text(), self.nickname.text(),
                             self.birth_date.text(), self.national_id.text())

    def accept(self) -> None:
        if not self.submit(self.details(), self.present.isChecked()):
            self.name.setFocus()
            self.name.selectAll()
            return
        super().accept()


class CsvImportDialog(QDialog):
    """Choose a file, see every row and every bad line; Import is enabled only for a clean file."""

    def __init__(self, session: Session, parent: QWidget | None = None, context: AppContext | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.context = context  # the import's change goes out through it, from the page that opened this
        self.messages = Messages()
        self.source: Path | None = None
        self.preview: ImportPreview | None = None
        self.imported: list[int] = []  # the new players' ids
        self.changes = PLAYERS
        self.setWindowTitle(t("players.import_players_from_csv"))
        self.path = QLabel(t("players.no_file_chosen"))
        self.path.setWordWrap(True)
        choose = QPushButton(t("players.choose_file"))
        choose.clicked.connect(self.choose)
        top = QHBoxLayout()
        top.addWidget(self.path, 1)
        top.addWidget(choose)
        self.hint = QLabel(t("players.columns_nome_club_regione"))
        self.hint.setWordWrap(True)
        self.rows_model = QStandardItemModel(self)
        self.rows = self._table(self.rows_model)
        self.rows.horizontalHeader().setStretchLastSection(False)
        self.errors_model = QStandardItemModel(self)
        self.errors = self._table(self.errors_model)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.rows)
        split.addWidget(self.errors)
        split.setSizes([300, 160])
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(t("players.import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(split, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(900, 600)
        self._headers()

    @staticmethod
    def _table(model: QStandardItemModel) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        view.horizontalHeader().setStretchLastSection(True)
        view.setAlternatingRowColors(True)
        return view

    def _headers(self) -> None:
        self.rows_model.setHorizontalHeaderLabels([t("players.line"), t("common.name"), t("common.club"),
                                                   t("common.region"), t("common.team"), t("common.band"),
                                                   t("common.present")])
        self.errors_model.setHorizontalHeaderLabels([t("players.line"), t("players.problem")])

    def choose(self) -> None:
        path = folders.open_path(self, t("players.players_csv_file"), t("players.csv_files_csv_txt"))
        if path:
            self.load(Path(path))

    def load(self, path: Path) -> None:
        self.source = path
        self.path.setText(str(path))
        self.preview = None
        run_op(lambda: ops.preview_players_file(self.session, path), parent=self,
               title=t("players.cannot_read_the_file"), explain=explain,
               success=lambda preview: setattr(self, "preview", preview), catch=(InputError,))
        self._show()

    def _show(self) -> None:
        self.rows_model.clear()
        self.errors_model.clear()
        self._headers()
        preview = self.preview
        if preview is None:
            self.summary.setText("")
            self.import_button.setEnabled(False)
            return
        bad = preview.bad_lines()
        yes, no = t("players.yes"), t("players.no")
        for row in preview.rows:
            cells = [str(row.line), row.name, row.club, row.region, row.team,
                     "" if row.band is None else str(row.band), yes if row.present else no]
            items = [QStandardItem(c) for c in cells]
            if row.line in bad:
                for item in items:
                    item.setBackground(QBrush(BAD_LINE))
            self.rows_model.appendRow(items)
        for problem in preview.problems:
            line = QStandardItem(str(problem.line))
            line.setBackground(QBrush(BAD_LINE))
            self.errors_model.appendRow([line, QStandardItem(self.messages.line_problem(problem))])
        for view in (self.rows, self.errors):
            view.horizontalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        self.rows.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the name
        self.errors.setVisible(bool(preview.problems))
        if preview.valid:
            self.summary.setText(t("players.players_ready_to_import", len(preview.rows)))
        else:
            self.summary.setText(t("players.bad_line_s_fix", len(preview.bad_lines())))
        self.import_button.setEnabled(preview.valid)

    def accept(self) -> None:
        if self.source is None or self.preview is None or not self.preview.valid:
            return
        source = self.source

        def refused(error: Exception) -> None:
            refuse(self, t("players.nothing_imported"), error, explain)
            self.load(source)  # the file or the event changed since the preview: show why

        def imported(created: Created[list[int]]) -> None:
            self.imported, self.changes = created.value, created.changes
            QDialog.accept(self)

        run_op(lambda: ops.import_players_file(self.session, source), success=imported, failure=refused,
               context=self.context, initiator=self.parentWidget(), catch=(InputError,))
