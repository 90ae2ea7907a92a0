"""The hall's pages in a real browser: Debian's chromium, headless, driven through chromedriver
(tools/webdriver.py) at a phone's 390x844, against the server on loopback. A player reads the hall, finds
their table by name and reads the standings; a floor referee with a token confirms a table's result from the
score sheet on the phone's form, and the desk stores what its own sheet mode would have confirmed.

CI installs chromium and chromium-driver (.ci/run sets CI=true): there a missing browser fails the test.
Elsewhere the test is skipped, saying why, when they are not installed."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiohttp import web

from referee_app.net import tokens, views
from referee_app.net.actions import sheet_keys_of, table_by_number
from referee_app.net.desk import ThreadDesk
from referee_app.net.reader import ReadDesk
from referee_app.net.server import LanServer
from referee_app.ops.demo import build_demo
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.sheet_entry import sheet_final
from tests.cli_helpers import ROOT
from tests.net_helpers import make_db

MISSING = [tool for tool in ("chromium", "chromedriver") if shutil.which(tool) is None]
if MISSING:
    if os.environ.get("CI"):
        pytest.fail(f"CI needs {' and '.join(MISSING)} for the browser test: apt-get install chromium "
                    "chromium-driver (.ci/run's apt list)", pytrace=False)
    pytest.skip(f"{' and '.join(MISSING)} not installed (apt-get install chromium chromium-driver)",
                allow_module_level=True)

sys.path.insert(0, str(ROOT / "tools"))
from webdriver import Browser  # noqa: E402  (tools/ is not a package)

# the score sheet of the demo's ended table, seat by seat: objective and outside points (164 in all)
POINTS = [("41", "12"), ("41", "10"), ("40", "9"), ("8", "3")]


@pytest.fixture(scope="module")
def hall() -> Iterator[tuple[str, str, ThreadDesk]]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "demo.db"
        build_demo(db, tables=10)
        desk = ThreadDesk(db)
        event_id = desk.start()
        reader = ReadDesk(db, lambda: event_id)
        server = LanServer(desk, "127.0.0.1", 0, reader=reader)
        server.start()
        try:
            token = desk.submit(lambda s: tokens.issue(s, "Luca Bianchi"), write=True).result()
            yield f"http://127.0.0.1:{server.port}", token, desk
        finally:
            server.stop()
            reader.stop()
            desk.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    phone = Browser(390, 844)
    try:
        yield phone
    finally:
        phone.close()


def test_a_player_reads_the_hall_finds_the_table_and_the_standings(hall: tuple[str, str, ThreadDesk],
                                                                   browser: Browser) -> None:
    base, _token, _desk = hall
    browser.open(base + "/")
    assert browser.run("return document.querySelectorAll('.tile').length") == 10
    assert "Tira: " in browser.run("return document.body.innerText"), "a table in the sdadata says who rolls"
    assert browser.run("return document.documentElement.scrollWidth") <= 390, "no sideways scroll on a phone"

    browser.open(base + "/abbinamenti")
    total = browser.run("return document.querySelectorAll('[data-name]').length")
    browser.type("#q", "Olga")
    shown = browser.run("return [].filter.call(document.querySelectorAll('[data-name]'),"
                        "function(r){return r.style.display!=='none'}).map(function(r){return r.innerText})")
    assert 1 <= len(shown) < total and all("Olga" in row for row in shown), shown

    browser.open(base + "/classifica")
    assert browser.run("return document.querySelectorAll('tbody tr, table tr').length") > 10


def test_a_referee_confirms_a_result_from_the_score_sheet(hall: tuple[str, str, ThreadDesk],
                                                         browser: Browser) -> None:
    base, token, desk = hall
    ended = next(t["number"] for t in desk.submit(views.hall).result()["tables"] if t["phase"] == "ended")
    browser.open(f"{base}/arbitro#t={token}")
    browser.wait("return document.querySelectorAll('#list button').length === 10")
    browser.open(f"{base}/arbitro/{ended}")
    browser.wait("return document.getElementById('b_result')")
    browser.tap("#b_result")
    for seat, (objective, outside) in enumerate(POINTS):
        browser.type(f"#c{seat}_objective_points", objective)
        browser.type(f"#c{seat}_outside_points", outside)
    browser.tap("#panel button.go")
    browser.wait("return document.getElementById('msg').className === 'ok'")

    def stored_and_expected(session: Session) -> tuple[object, object]:
        results = ResultOperations(session)
        table_id = table_by_number(session, ended).id
        rows = [{"objective_points": o, "outside_points": p} for o, p in POINTS]
        final = sheet_final(results.seat_names(table_id), sheet_keys_of(results), rows,
                            results.statuses(table_id), "0", None)  # what the desk's sheet mode sends
        expected = results.preview(table_id, final).result
        return results.result(table_id), expected

    stored, expected = desk.submit(stored_and_expected).result()
    assert stored is not None
    assert [(r.name, r.place, r.points) for r in stored.ranking] == \
        [(r.name, r.place, r.points) for r in expected.ranking]  # type: ignore[attr-defined]
    assert [r.place for r in stored.ranking] == [1, 2, 3, 4]
    log = desk.submit(lambda s: s.store.actions(table_by_number(s, ended).id)).result()
    assert log[-1].referee == "Luca Bianchi"


def test_a_revoked_token_is_told_in_italian(hall: tuple[str, str, ThreadDesk], browser: Browser) -> None:
    base, _token, desk = hall
    old = desk.submit(lambda s: tokens.issue(s, "Marco Neri"), write=True).result()
    desk.submit(lambda s: tokens.revoke(s, "Marco Neri"), write=True).result()
    browser.open(f"{base}/arbitro?lang=it#t={old}")
    said = browser.wait("var m=document.getElementById('msg');return m&&m.className==='err'&&m.textContent")
    assert said == "Questo codice è stato revocato dal capo arbitro"


def test_a_refused_action_is_told_in_italian_with_the_reason_for_the_desk(hall: tuple[str, str, ThreadDesk],
                                                                           browser: Browser) -> None:
    """A sanction recorded without its reason: the engine refuses it, the page says so in Italian and keeps the
    command line's English line small underneath; nothing reaches the table's log."""
    base, token, desk = hall
    number = desk.submit(views.hall).result()["tables"][0]["number"]
    before = desk.submit(lambda s: len(s.store.actions(table_by_number(s, number).id))).result()
    browser.open(f"{base}/arbitro/{number}#t={token}")
    browser.wait("return document.getElementById('b_penalty')")
    browser.tap("#b_penalty")
    browser.tap("#panel button[onclick*='free_sanction']")
    browser.tap("#panel button[data-k='player'][data-p='0']")
    browser.tap("#panel button.go")
    said = browser.wait("var m=document.getElementById('msg');return m&&m.className==='err'&&m.innerText")
    assert said.splitlines() == ["Una sanzione va motivata: scrivi il motivo", "reason: a sanction needs its reason"]
    after = desk.submit(lambda s: len(s.store.actions(table_by_number(s, number).id))).result()
    assert after == before


class SlowDesk(LanServer):
    """A server whose answers to actions come late (after the write is on disk): the hall's Wi-Fi at its worst."""

    def __init__(self, desk: ThreadDesk, delays: list[float]) -> None:
        super().__init__(desk, "127.0.0.1", 0)
        self.delays = delays  # the delay of each answer in turn; the last one for every later answer
        self.keys: list[str] = []
        self.answered = 0

    async def _action(self, request: web.Request) -> web.StreamResponse:
        self.keys.append(str((await request.json()).get("request_id")))
        answer = await super()._action(request)
        await asyncio.sleep(self.delays[min(len(self.keys), len(self.delays)) - 1])
        self.answered += 1
        return answer

    def stop(self) -> None:
        deadline = time.monotonic() + 5
        while self.answered < len(self.keys) and time.monotonic() < deadline:
            time.sleep(0.05)  # the late answers the page stopped waiting for are sent before the server goes
        super().stop()


@pytest.fixture
def slow(tmp_path: Path) -> Iterator[tuple[ThreadDesk, str]]:
    desk = ThreadDesk(make_db(tmp_path / "slow.db"))
    desk.start()
    try:
        yield desk, desk.submit(lambda s: tokens.issue(s, "Luca Bianchi"), write=True).result()
    finally:
        desk.stop()


def _kinds(desk: ThreadDesk) -> list[str]:
    return desk.submit(lambda s: [a.kind for a in s.store.actions(table_by_number(s, 1).id)]).result()


def _all_disabled(browser: Browser) -> bool:
    return bool(browser.run("var b=document.querySelectorAll('button');return b.length>0&&"
                            "[].every.call(b,function(x){return x.disabled})"))


def test_a_slow_answer_is_retried_with_the_same_key_and_recorded_once(slow: tuple[ThreadDesk, str],
                                                                      browser: Browser) -> None:
    """The first answer comes after the page's timeout: the page retries with the same key (the buttons
    disabled all along), the desk answers the retry with the first answer, the log has one clock start."""
    desk, token = slow
    server = SlowDesk(desk, [2.5, 0.0])
    server.start()
    try:
        browser.open(f"http://127.0.0.1:{server.port}/arbitro/1#t={token}")
        browser.wait("return document.getElementById('b_start')")
        browser.run("TIMEOUT=1500;")
        browser.tap("#b_start")
        assert _all_disabled(browser), "no second tap while the first is unanswered"
        said = browser.wait("var m=document.getElementById('msg');return m.className==='ok'&&m.textContent")
        assert said.endswith("(1)"), said
        assert len(server.keys) == 2 and server.keys[0] == server.keys[1] != "None", server.keys
        assert _kinds(desk) == ["clock_start"]
        assert not _all_disabled(browser)
    finally:
        server.stop()


def test_the_page_gives_up_saying_so_and_the_action_is_still_written_once(slow: tuple[ThreadDesk, str],
                                                                          browser: Browser) -> None:
    desk, token = slow
    server = SlowDesk(desk, [2.0])
    server.start()
    try:
        browser.open(f"http://127.0.0.1:{server.port}/arbitro/1#t={token}")
        browser.wait("return document.getElementById('b_start')")
        browser.run("TIMEOUT=500;TRIES=2;")
        browser.tap("#b_start")
        browser.wait("return document.getElementById('msg').textContent.indexOf('Nessuna risposta')===0")
        assert _all_disabled(browser)
        said = browser.wait("var m=document.getElementById('msg');return m.textContent.indexOf('dopo 2')>0&&"
                            "m.textContent")
        assert "potrebbe essere già registrata" in said
        assert not _all_disabled(browser), "after the give-up the referee may act again"
        assert len(server.keys) == 2 and len(set(server.keys)) == 1
        assert _kinds(desk) == ["clock_start"]
    finally:
        server.stop()
