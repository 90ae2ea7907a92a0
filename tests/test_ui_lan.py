"""The window's Rete page: the server hosted by the window, a phone's action run on the window's thread
(and the window told at once), a click at the desk reaching the pages, tokens issued and revoked, the QR
code drawn without Pillow."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from referee_app.net.address import LOOPBACK
from referee_app.ops.changes import Changes
from referee_app.ops.table_ops import TableOperations, table_choices
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.lan.page import NetworkPage
from referee_app.ui.lan.qr import qr_image
from referee_app.rules.table.actions import ClockPause
from tests.cli_helpers import ROOT
from tests.net_helpers import Reply, call
from tests.table_helpers import seed_event
from tests.ui_fixtures import temp_settings


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def test_window_serves_and_both_sides_see_each_other(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "t.db")
    seed_event(store)
    context = AppContext(store, temp_settings(tmp_path))
    page = NetworkPage(context)
    qtbot.addWidget(page)
    try:
        page.host.setCurrentIndex(page.host.findData(LOOPBACK))
        page.port.setValue(_free_port())
        page.toggle_server()
        assert page.serving and page.qr.pixmap() is not None and not page.qr.pixmap().isNull()
        page.name.setText("Luca")
        page.issue()
        token = page.token_text.text().split(": ")[1].split(" ")[0]
        assert [page.holders.item(i).text() for i in range(page.holders.count())] == ["Luca — valid"]

        replies: list[Reply] = []
        base = page.url().rstrip("/")
        post = threading.Thread(target=lambda: replies.append(
            call(f"{base}/api/tables/1/actions", "POST", {"action": "start"}, token)))
        qtbot.waitUntil(lambda: page.server.version > 0, timeout=1000)  # type: ignore[attr-defined]  # the token
        before = page.server.version  # type: ignore[attr-defined]
        with qtbot.waitSignal(context.opsChanged, timeout=1000):  # the window hears of it within 1 s
            post.start()
        qtbot.waitUntil(lambda: bool(replies), timeout=5000)
        assert replies[0].status == 200
        qtbot.wait(200)  # the window's pages refreshed: the server is not told a second time
        assert page.server.version == before + 1  # type: ignore[attr-defined]  # one phone refetch per write
        table_id = table_choices(context.require_session())[0].table_id
        log = TableOperations(context.require_session(), table_id).view().log
        assert [(line.kind, line.referee) for line in log] == [("clock_start", "Luca")]
        # one session per event: a phone's job runs on the window's own session, the referee given per call
        job = page.desk.submit(lambda s: (s is context.session, s.referee), referee="Marco")
        qtbot.waitUntil(job.done, timeout=1000)
        assert job.result() == (True, "Marco") and context.require_session().referee == context.referee

        server = page.server
        version = server.version  # type: ignore[attr-defined]
        TableOperations(context.require_session(), table_id).act(ClockPause())
        context.changed(Changes(tables=frozenset({1})))  # what every page does after an operation
        qtbot.waitUntil(lambda: server.version > version, timeout=1000)  # type: ignore[attr-defined]

        page.holders.setCurrentRow(0)
        page.revoke()
        refused: list[Reply] = []
        threading.Thread(target=lambda: refused.append(
            call(f"{base}/api/tables/1/actions", "POST", {"action": "resume"}, token))).start()
        qtbot.waitUntil(lambda: bool(refused), timeout=5000)
        assert refused[0].status == 403
    finally:
        page.stop_server()
        store.close(backup=False)
    assert not page.serving


def test_qr_code_needs_no_pillow() -> None:
    code = ("import sys; sys.modules['PIL'] = None\n"
            "from referee_app.ui.lan.qr import qr_image\n"
            "image = qr_image('http://192.168.1.20:8080/', 4)\n"
            "print(image.width(), image.pixelColor(4 * 4 + 1, 4 * 4 + 1).name())\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stderr
    width, corner = proc.stdout.split()
    assert int(width) % 4 == 0 and int(width) >= 21 * 4 and corner == "#000000"  # the finder pattern's corner


def test_qr_image_modules_are_square(qtbot: QtBot) -> None:
    image = qr_image("http://10.0.0.2:8080/arbitro#t=abc", 3)
    assert image.width() == image.height() and image.pixelColor(0, 0).name() == "#ffffff"


def test_a_phones_write_reaches_the_shown_hall_and_table_page(qtbot: QtBot, tmp_path: Path) -> None:
    """The whole window serving: a phone's actions show on the hall board and on the table page in view, with
    nobody touching the window (the pages behind other tabs catch up when shown)."""
    from referee_app.net import tokens
    from referee_app.ui.app import build_window
    from referee_app.ui.hall.page import HallTab
    from referee_app.ui.table.page import TablePage

    store = Store.open(tmp_path / "t.db")
    seed_event(store)
    window = build_window(temp_settings(tmp_path), store)
    qtbot.addWidget(window)
    window.show()
    window.show_page("HallTab")
    hall = window.page_named("HallTab")
    page = window.page_named("NetworkPage")
    assert isinstance(hall, HallTab) and isinstance(page, NetworkPage)
    try:
        page.host.setCurrentIndex(page.host.findData(LOOPBACK))
        page.port.setValue(_free_port())
        page.toggle_server()
        token = tokens.issue(window.context.require_session(), "Luca")
        base = page.url().rstrip("/")

        def post(action: dict[str, object]) -> None:
            replies: list[Reply] = []
            threading.Thread(target=lambda: replies.append(
                call(f"{base}/api/tables/1/actions", "POST", action, token))).start()
            qtbot.waitUntil(lambda: bool(replies), timeout=10000)
            assert replies[0].status == 200, replies[0].body

        def tile_one() -> object:
            model = hall.board.model
            return next(model.tile(r) for r in range(model.rowCount()) if model.tile(r).number == 1)

        post({"action": "start"})
        post({"action": "pause"})
        qtbot.waitUntil(lambda: getattr(tile_one(), "paused", False), timeout=5000)

        table_id = table_choices(window.context.require_session())[0].table_id
        window.show_page("TablePage")
        window.context.tableRequested.emit(table_id)
        table_page = window.page_named("TablePage")
        assert isinstance(table_page, TablePage)
        post({"action": "ruling", "text": "Dado in bilico: si ritira"})

        def ruled() -> bool:
            model = table_page.log_box.log_model
            lines = [model.line(r) for r in range(model.rowCount())]
            return any(line.kind == "ruling" and line.referee == "Luca" for line in lines)

        qtbot.waitUntil(ruled, timeout=5000)
        with qtbot.waitSignal(window.context.opsChanged, timeout=5000):
            post({"action": "resume"})
        assert getattr(tile_one(), "paused", False)  # the hall behind its tab did not rebuild: it catches up
        window.show_page("HallTab")
        qtbot.waitUntil(lambda: not getattr(tile_one(), "paused", True), timeout=5000)

        hall.board.show_projector()  # the hall's screen shows the tiles whatever tab the desk is on
        window.show_page("TablePage")
        post({"action": "pause"})
        qtbot.waitUntil(lambda: getattr(tile_one(), "paused", False), timeout=5000)
        assert hall.board.projector is not None
        hall.board.projector.close()
    finally:
        page.stop_server()
        store.close(backup=False)
