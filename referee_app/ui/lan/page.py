"""The "Rete" tab: start and stop the hall's server, its address with a QR code for the players' phones,
and the floor referees' tokens (issued, shown as a QR code that opens the referee page already signed in,
revoked). Off by default: nothing listens until the head referee presses Avvia."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.ops.changes import Changes
from referee_app.net import tokens
from referee_app.net.address import ALL_INTERFACES, LOOPBACK, lan_addresses, page_url
from referee_app.rules.errors import InputError
from referee_app.ui.context import AppContext
from referee_app.ui.lan.desk import WindowDesk
from referee_app.ui.lan.qr import qr_image
from referee_app.ui.operation import run_op
from referee_app.texts import t
from referee_app.net.reader import ReadDesk
from referee_app.net.server import LanServer

DEFAULT_PORT = 8080


class NetworkPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.desk = WindowDesk(context)
        self.server: object | None = None  # a net.server.LanServer while serving (aiohttp loads on Avvia)
        self.reader: Any = None  # its net.reader.ReadDesk
        self.host = QComboBox()
        for address in lan_addresses():
            self.host.addItem(address, address)
        self.host.addItem(t("lan.this_computer_only", LOOPBACK), LOOPBACK)
        self.host.addItem(t("lan.all_interfaces_0_0"), ALL_INTERFACES)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.toggle = QPushButton(t("lan.start_the_server"))
        self.toggle.clicked.connect(self.toggle_server)
        self.status = QLabel(t("lan.the_server_is_off"))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        server_box = QGroupBox(t("lan.hall_server"))
        form = QFormLayout(server_box)
        form.addRow(t("lan.address"), self.host)
        form.addRow(t("lan.port"), self.port)
        form.addRow(self.toggle)
        form.addRow(self.status)
        form.addRow(self.qr)

        self.name = QLineEdit()
        self.name.setPlaceholderText(t("lan.floor_referee_name"))
        self.issue_button = QPushButton(t("lan.new_token"))
        self.issue_button.clicked.connect(self.issue)
        self.holders = QListWidget()
        self.revoke_button = QPushButton(t("lan.revoke"))
        self.revoke_button.clicked.connect(self.revoke)
        self.token_text = QLabel()
        self.token_text.setWordWrap(True)
        self.token_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.token_qr = QLabel()
        self.token_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        token_box = QGroupBox(t("lan.floor_referees"))
        tokens_layout = QVBoxLayout(token_box)
        row = QHBoxLayout()
        row.addWidget(self.name, 1)
        row.addWidget(self.issue_button)
        tokens_layout.addLayout(row)
        tokens_layout.addWidget(self.token_text)
        tokens_layout.addWidget(self.token_qr)
        tokens_layout.addWidget(self.holders, 1)
        tokens_layout.addWidget(self.revoke_button, 0, Qt.AlignmentFlag.AlignRight)

        layout = QHBoxLayout(self)
        layout.addWidget(server_box, 1)
        layout.addWidget(token_box, 1)
        self.context.opsChanged.connect(self._data_changed)
        app = QCoreApplication.instance()
        if app is not None:  # the server's thread stops before Qt is torn down
            app.aboutToQuit.connect(self.stop_server)
        self.refresh_holders()

    def title(self) -> str:
        return t("window.tab_network")

    # ---- the server ----------------------------------------------------------------------------------
    @property
    def serving(self) -> bool:
        return self.server is not None

    def url(self) -> str:
        port = getattr(self.server, "port", self.port.value())
        return page_url(str(self.host.currentData()), int(port))

    def toggle_server(self) -> None:
        if self.server is not None:
            self.stop_server()
            return
        host = str(self.host.currentData())
        if host == ALL_INTERFACES and QMessageBox.warning(
                self, t("lan.all_interfaces"),
                t("lan.anyone_on_any_network"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return

        context = self.context
        self.reader = ReadDesk.beside(context.store,
                                      lambda: context.session.event_id if context.session is not None else None)
        server = LanServer(self.desk, host, self.port.value(), reader=self.reader)
        try:
            server.start()
        except OSError as exc:
            self.reader.stop()
            self.reader = None
            QMessageBox.critical(self, t("lan.hall_server"),
                                 t("lan.cannot_listen_on", f"{host}:{self.port.value()}", exc.strerror or str(exc)))
            return
        self.server = server
        url = self.url()
        self.status.setText(t("lan.serving_at_players_hall", url))
        self.qr.setPixmap(QPixmap.fromImage(qr_image(url, 5)))
        self.toggle.setText(t("lan.stop_the_server"))
        self.host.setEnabled(False)
        self.port.setEnabled(False)

    def stop_server(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()  # type: ignore[attr-defined]
        if self.reader is not None:
            self.reader.stop()
            self.reader = None
        self.status.setText(t("lan.the_server_is_off"))
        self.qr.clear()
        self.toggle.setText(t("lan.start_the_server"))
        self.host.setEnabled(True)
        self.port.setEnabled(True)

    # ---- tokens ----------------------------------------------------------------------------------------
    def _data_changed(self, changes: Changes) -> None:
        if changes.opened:  # the holders are the open event's
            self.refresh_holders()

    def refresh_holders(self) -> None:
        self.holders.clear()
        session = self.context.session
        if session is None:
            return
        for holder in tokens.holders(session):
            state = t("lan.valid") if holder.status == "valid" else t("lan.revoked")
            self.holders.addItem(f"{holder.name} — {state}")
            self.holders.item(self.holders.count() - 1).setData(Qt.ItemDataRole.UserRole, holder.name)

    def issue(self) -> None:
        session = self.context.session
        if session is None:
            return
        run_op(lambda: tokens.issue(session, self.name.text()), parent=self, title=t("lan.floor_referees"),
               explain=lambda _: t("lan.write_the_referee_name"), success=self._issued, catch=(InputError,))

    def _issued(self, token: str) -> None:
        link = f"{self.url()}arbitro#t={token}"
        self.token_text.setText(t("lan.token_of_scan_the", " ".join(self.name.text().split()), token))
        self.token_qr.setPixmap(QPixmap.fromImage(qr_image(link, 4)))
        self.name.clear()
        self.desk.notify()
        self.refresh_holders()

    def revoke(self) -> None:
        session = self.context.session
        item = self.holders.currentItem()
        if session is None or item is None:
            return
        name = str(item.data(Qt.ItemDataRole.UserRole))
        if not run_op(lambda: tokens.revoke(session, name), parent=self, title=t("lan.floor_referees"),
                      catch=(InputError,)):
            return
        self.token_text.clear()
        self.token_qr.clear()
        self.desk.notify()
        self.refresh_holders()
