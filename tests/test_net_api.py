"""The LAN server's JSON API on loopback: public reads, the referee's token on every write, refusals with
the command line's one-line reason, and every write going through the table's operations and log."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.net import actions, tokens
from referee_app.net.guard import MAX_BODY, RateLimit
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.table.actions import ClockStart, TimeExpired
from tests.net_helpers import Served, call, make_db, served


@pytest.fixture
def srv(tmp_path: Path) -> Iterator[Served]:
    with served(make_db(tmp_path / "t.db")) as s:
        yield s


def _log(srv: Served, number: int = 1) -> list[tuple[str, str, bool]]:
    def read(session):  # type: ignore[no-untyped-def]
        view = TableOperations(session, actions.table_by_number(session, number).id).view()
        return [(line.kind, line.referee, line.in_force) for line in view.log]
    return srv.desk.submit(read).result()


def test_public_pages_and_json(srv: Served) -> None:
    page = call(srv.base + "/")
    assert page.status == 200 and b"<html" in page.body and b"Tavolo 1" in page.body
    hall = call(srv.base + "/api/hall").json()
    assert [t["number"] for t in hall["tables"]] == [1, 2]
    assert hall["tables"][0]["players"] == ["Anna", "Bruno", "Carla", "Dario"]
    assert call(srv.base + "/api/standings").json()["standings"] == []
    pairings = call(srv.base + "/abbinamenti").body.decode()
    assert pairings.index("Anna") < pairings.index("Ugo") and "Tavolo 2" in pairings


def test_writes_need_a_valid_token(srv: Served) -> None:
    start = {"action": "start"}
    assert srv.post(1, start, None).status == 401
    unknown = srv.post(1, start, "not-a-token")
    assert unknown.status == 401 and unknown.json()["error"] == "unknown token"
    assert unknown.json()["message"] == "Codice arbitro non riconosciuto: chiedilo al capo arbitro"  # Italian page
    token = srv.token("Luca")
    revoked = srv.token("Piero")
    srv.desk.submit(lambda s: tokens.revoke(s, "Piero"), write=True).result()
    refused = srv.post(1, start, revoked)
    assert refused.status == 403 and "Piero" in refused.json()["error"]
    assert _log(srv) == [], "a refused write writes nothing"
    before = call(srv.base + "/api/hall").json()["tables"][0]
    done = srv.post(1, start, token)
    assert done.status == 200 and done.json()["seq"] == 1
    assert _log(srv) == [("clock_start", "Luca", True)]
    after = call(srv.base + "/api/hall").json()["tables"][0]  # read on the reader's own connection
    assert (before["running"], after["running"]) == (False, True), "the page after a write shows it"


def test_every_referee_read_checks_the_token_before_anything_else(srv: Served) -> None:
    token = srv.token("Luca")
    revoked = srv.token("Piero")
    srv.desk.submit(lambda s: tokens.revoke(s, "Piero"), write=True).result()
    assert call(srv.base + "/api/tables").status == 401
    for path in ("/api/whoami", "/api/tables", "/api/tables/1", "/api/casistica?q=dadi"):
        assert call(srv.base + path, token="not-a-token").status == 401, path
        assert call(srv.base + path, token=revoked).status == 403, path
        assert call(srv.base + path, token=token).status == 200, path
    assert call(srv.base + "/api/whoami", token=token).json() == {"referee": "Luca"}
    assert call(srv.base + "/api/tables/1", token=token).json()["number"] == 1
    assert call(srv.base + "/api/tables/9", token=token).status == 404
    assert call(srv.base + "/api/tables/x", token="not-a-token").status == 401, "the token first, then the table"


def test_a_referees_read_does_not_queue_behind_the_writer(srv: Served) -> None:
    token = srv.token("Luca")
    release = threading.Event()
    busy = srv.desk.submit(lambda _s: release.wait(30))  # the writer held, as by a long write
    try:
        table = call(srv.base + "/api/tables/1", token=token, timeout=10)
        assert table.status == 200 and table.json()["number"] == 1, "read on the reader's own connection"
        assert call(srv.base + "/api/whoami", token="not-a-token", timeout=10).status == 401
    finally:
        release.set()
    assert busy.result(timeout=10)


def test_bad_input_is_400_with_the_cli_reason_and_nothing_written(srv: Served) -> None:
    token = srv.token("Luca")
    malformed = srv.post(1, b'{"action":', token)
    assert malformed.status == 400
    line = "input: malformed JSON at line 1 column 11: Expecting value"
    assert malformed.json() == {"error": line, "message": line}, "no wording for it: the English line twice"
    assert srv.post(1, b"[1]", token).json()["error"] == "input: expected a JSON object, got list"
    unknown = srv.post(1, {"action": "fly"}, token)
    assert unknown.status == 400 and unknown.json()["error"].startswith("action: unknown action 'fly'")
    stranger = srv.post(1, {"action": "turn_end", "player": "Zed"}, token)
    assert stranger.json()["error"] == "player: 'Zed' does not sit at this table"
    typed = srv.post(1, {"action": "recovery", "minutes": "5", "reason": "x"}, token)
    assert typed.status == 400 and typed.json()["error"].startswith("minutes:")
    pin = srv.post(1, {"action": "correct_result"}, token)
    assert pin.status == 400 and "PIN" in pin.json()["error"]
    assert srv.post(9, {"action": "start"}, token).status == 404
    assert _log(srv) == []


def test_what_is_not_there_is_a_404_told_in_the_pages_language(srv: Served, tmp_path: Path) -> None:
    token = srv.token("Luca")
    table = srv.post(9, {"action": "start"}, token)
    assert table.status == 404
    assert table.json() == {"error": "no table 9 in round 1", "message": "Il turno 1 non ha il tavolo 9"}
    english = call(f"{srv.base}/api/tables/9/actions?lang=en", "POST", {"action": "start"}, token)
    assert english.json()["message"] == "Round 1 has no table 9"
    with served(make_db(tmp_path / "closed.db"), event_open=False) as closed:
        hall = call(closed.base + "/api/hall")
        assert hall.status == 404
        assert hall.json() == {"error": "no event is open at the desk",
                               "message": "Al banco non è aperto nessun torneo"}


def test_a_refusal_is_told_to_the_phone_in_italian_beside_the_cli_reason(srv: Served) -> None:
    """The refusals a referee page can send (no player tapped, an empty ruling or sanction reason, recovery
    without minutes, the clock started twice): `error` stays the command line's line, `message` says it."""
    token = srv.token("Luca")
    assert srv.post(1, {"action": "start"}, token).status == 200
    refusals = [
        ({"action": "elimination"}, "player: missing required field", "Scegli il giocatore"),
        ({"action": "ruling", "text": " ", "players": [], "entries": []},
         "text: write what was decided", "Scrivi cosa si è deciso"),
        ({"action": "penalty", "kind": "free_sanction", "player": "Anna",
          "facts": {"reason": "", "points": 0, "disqualification": False}},
         "reason: a sanction needs its reason", "Una sanzione va motivata: scrivi il motivo"),
        ({"action": "recovery", "minutes": 0, "reason": "dadi caduti"},
         "minutes: recovery must be a whole number of minutes above 0, got 0",
         "Il recupero è un numero intero di minuti, più di 0"),
        ({"action": "turn_end", "player": "Zed"}, "player: 'Zed' does not sit at this table",
         "Zed non siede a questo tavolo"),
    ]
    for body, error, message in refusals:
        reply = srv.post(1, body, token)
        assert (reply.status, reply.json()) == (400, {"error": error, "message": message}), body
    again = srv.post(1, {"action": "start"}, token).json()
    assert again["error"].startswith("events[1]: the clock of the hall already started at ")
    assert again["message"] == "Il cronometro è già partito"
    english = call(f"{srv.base}/api/tables/1/actions?lang=en", "POST", {"action": "elimination"}, token)
    assert english.json() == {"error": "player: missing required field", "message": "Choose the player"}
    assert _log(srv) == [("clock_start", "Luca", True)], "nothing refused was written"


def test_body_cap_and_no_traceback(srv: Served, monkeypatch: pytest.MonkeyPatch) -> None:
    token = srv.token("Luca")
    big = srv.post(1, b'{"text":"' + b"x" * MAX_BODY + b'"}', token)
    assert big.status == 413 and b"Traceback" not in big.body

    def broken(*_args: object) -> None:
        raise RuntimeError("secret detail in /home/desk/db")
    monkeypatch.setitem(actions.ACTIONS, "start", broken)
    failed = srv.post(1, {"action": "start"}, token)
    assert failed.status == 500
    assert b"secret" not in failed.body and b"Traceback" not in failed.body and b"File " not in failed.body


def test_writes_are_rate_limited_per_token(tmp_path: Path) -> None:
    with served(make_db(tmp_path / "t.db"), RateLimit(rate=0.001, burst=2)) as srv:
        luca, piero = srv.token("Luca"), srv.token("Piero")
        ruling = {"action": "ruling", "text": "dado in bilico"}
        assert [srv.post(1, ruling, luca).status for _ in range(3)] == [200, 200, 429]
        assert srv.post(1, ruling, piero).status == 200, "another referee has his own allowance"


def test_actions_are_logged_under_the_referee_and_undoable_at_the_desk(srv: Served) -> None:
    token = srv.token("Luca Bianchi")
    assert srv.post(1, {"action": "start"}, token).status == 200
    penalty = {"action": "penalty", "kind": "army_cap", "player": "Anna",
               "facts": {"armies_on_board": 140, "self_declared": False}}
    preview = srv.post(1, penalty, token, "preview").json()
    assert preview["consequence"] == "Togliere 20 armate; nuovo tetto 120"
    assert srv.post(1, penalty, token, "preview?lang=en").json()["consequence"] == "Remove 20 armies; new cap 120"
    assert len(_log(srv)) == 1, "a preview writes nothing"
    assert srv.post(1, penalty, token).status == 200
    found = call(srv.base + "/api/casistica?q=dadi%20sbagliati", token=token).json()["results"]
    assert "dice-wrong-number" in [hit["id"] for hit in found]
    assert srv.post(1, {"action": "ruling", "text": "tiro ripetuto", "entries": ["dice-wrong-number"]},
                    token).status == 200
    assert [e[:2] for e in _log(srv)] == [("clock_start", "Luca Bianchi"), ("penalty", "Luca Bianchi"),
                                          ("ruling", "Luca Bianchi")]
    desk_undo = srv.desk.submit(
        lambda s: TableOperations(s, actions.table_by_number(s, 1).id).undo(), referee="Capo", write=True)
    desk_undo.result()
    assert _log(srv)[-2][:3] == ("ruling", "Luca Bianchi", False), "the ruling is undone"
    assert _log(srv)[-1][:2] == ("undo", "Capo")
    table = call(srv.base + "/api/tables/1", token=token).json()
    assert table["log"][-1]["referee"] == "Capo" and table["seats"][0]["cap"] == 120


def test_pages_hear_of_a_write_within_a_second(srv: Served) -> None:
    """The server-sent events stream: a `change` after a write made at the desk (not through the API)."""
    with socket.create_connection(("127.0.0.1", srv.server.port), timeout=5) as sock:
        sock.sendall(b"GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
        received = b""
        while b"event: change" not in received:
            received += sock.recv(4096)
        start = time.monotonic()
        srv.desk.submit(lambda s: TableOperations(s, actions.table_by_number(s, 2).id).act(ClockStart()),
                        write=True).result()
        while received.count(b"event: change") < 2:
            received += sock.recv(4096)
        assert time.monotonic() - start < 1.0


def test_pages_of_a_day_under_way(tmp_path: Path) -> None:
    """The demo event (round 1 confirmed, round 2 in every hall phase): the sdadata line and the cut line."""
    from referee_app.ops.demo import build_demo

    build_demo(tmp_path / "d.db", tables=4)
    with served(tmp_path / "d.db") as srv:
        hall = call(srv.base + "/api/hall").json()
        rolling = [t for t in hall["tables"] if t["phase"] == "sdadata"]
        assert rolling and rolling[0]["next_player"] and rolling[0]["ending_sums"]
        assert f"Tira: <b>{rolling[0]['next_player']}</b>" in call(srv.base + "/").body.decode()
        standings = call(srv.base + "/api/standings").json()
        cut = standings["cut"]
        assert standings["standings"] and cut is not None
        page = call(srv.base + "/classifica?lang=en").body.decode()
        assert page.count('class="cut"') == 1 and f"places {cut['first']}–{cut['last']}" in page


def test_result_previewed_then_confirmed_from_a_phone(srv: Served) -> None:
    from tests.print_data import final_state

    token = srv.token("Luca")
    final = srv.desk.submit(lambda s: final_state(s, actions.table_by_number(s, 1).id, 1)).result()
    preview = srv.post(1, {"action": "confirm_result", "final": final}, token, "preview").json()
    assert [row["place"] for row in preview["ranking"]] == [1, 2, 3, 4] and preview["unresolved"] == []
    assert _log(srv) == [], "a preview writes nothing"
    assert srv.post(1, {"action": "confirm_result", "final": final}, token).status == 200
    table = call(srv.base + "/api/tables/1", token=token).json()
    assert table["result_confirmed"] and table["log"][-1]["referee"] == "Luca"
    bad = srv.post(2, {"action": "confirm_result", "final": {"players": []}}, token)
    assert bad.status == 400 and bad.json()["error"].startswith("players: list the players of this table")


def test_the_reader_cannot_write(tmp_path: Path) -> None:
    from referee_app.net.reader import read_only_store
    from referee_app.store.errors import StoreError

    db = make_db(tmp_path / "t.db")
    store = read_only_store(db)
    try:
        table = store.tables(store.rounds(store.events()[-1].id)[0].id)[0]
        with pytest.raises(StoreError):
            store.append(table.id, "clock_start", {"at": 1.0}, "lan")
        assert store.actions(table.id) == []
    finally:
        store.db.close()


def test_a_phones_turn_preview_says_the_organisers_rule_without_sdadata(tmp_path: Path) -> None:
    from referee_app.net import views
    from referee_app.net.actions import preview
    from referee_app.ops.session import Session
    from referee_app.store.store import Store
    from tests.table_helpers import Clock, seed_event

    store = Store.open(tmp_path / "c.db")
    clock = Clock()
    session = Session(store, seed_event(store, "risk-classic"), clock=clock)
    ops = TableOperations(session, session.tables(session.current_round().id)[0].id)
    ops.act(ClockStart())
    turn = {"action": "turn_end", "player": "Anna"}
    before = preview(session, 1, turn)
    assert before["without_sdadata"] and not before["closes"] and not before["rolls"]
    clock.now += 91 * 60
    ops.act(TimeExpired("Anna"))
    page = views.table(session, 1)  # what the phone's table page reads: the rule, and whose turn it expired in
    assert (page["phase"], page["expired_during"], page["clock"]["expired"]) == ("closing_turn", "Anna", True)
    assert preview(session, 1, turn)["closes"]  # Anna's turn was in progress: its end ends the game
    assert not preview(session, 1, {"action": "turn_end", "player": "Bruno"})["closes"]
    store.close(backup=False)
