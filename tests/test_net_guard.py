"""The LAN server against slow, hostile or careless clients on loopback: slow headers and bodies are cut off,
one address cannot hold every socket, failed sign-ins are slowed per address with bounded memory, malformed
JSON is a 400, and every answer refuses to be framed or sniffed."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from referee_app.net import guard
from referee_app.net import server as server_module
from referee_app.net.guard import RateLimit
from tests.net_helpers import Served, call, make_db, served


@pytest.fixture
def srv(tmp_path: Path) -> Iterator[Served]:
    with served(make_db(tmp_path / "t.db")) as s:
        yield s


def _connect(srv: Served, source: str = "127.0.0.1") -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    sock.settimeout(5.0)
    sock.connect(("127.0.0.1", srv.server.port))
    return sock


def _closed_by_server(sock: socket.socket, within: float) -> bool:
    """True when the server closes the connection (or answers and closes) within `within` seconds."""
    sock.settimeout(within)
    try:
        while sock.recv(4096):
            pass
        return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def test_a_client_dribbling_its_headers_is_cut_off_and_others_are_served(srv: Served) -> None:
    assert srv.server.watch is not None
    srv.server.watch.seconds = 0.4
    slow = _connect(srv)
    slow.sendall(b"GET /api/hall HTTP/1.1\r\nHost: desk\r\n")
    for _ in range(3):  # a byte now and then, never the blank line that ends the headers
        time.sleep(0.1)
        slow.sendall(b"X")
    assert _closed_by_server(slow, within=3.0)
    assert call(f"{srv.base}/api/hall").status == 200
    idle = _connect(srv)  # connected, says nothing at all
    assert _closed_by_server(idle, within=3.0)


def test_a_keep_alive_connection_gets_a_new_header_clock_per_request(srv: Served) -> None:
    assert srv.server.watch is not None
    srv.server.watch.seconds = 0.6
    sock = _connect(srv)
    for _ in range(3):
        sock.sendall(b"GET /api/hall HTTP/1.1\r\nHost: desk\r\n\r\n")
        head = sock.recv(65536)
        assert head.startswith(b"HTTP/1.1 200"), head[:40]
        time.sleep(0.3)  # under the clock each time, over it in total
    sock.close()


def test_one_address_cannot_hold_every_socket(srv: Served) -> None:
    assert srv.server.watch is not None
    per_address = srv.server.watch.per_address
    held = [_connect(srv, "127.0.0.2") for _ in range(per_address)]
    extra = [_connect(srv, "127.0.0.2") for _ in range(5)]
    assert all(_closed_by_server(sock, within=3.0) for sock in extra)
    assert call(f"{srv.base}/api/hall").status == 200  # another address is served meanwhile
    for sock in held + extra:
        sock.close()
    deadline = time.monotonic() + 5
    while srv.server.watch.size > 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert srv.server.watch.size == 0  # nothing kept for connections that are gone


def test_a_body_trickling_in_is_cut_off(srv: Served, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "BODY_SECONDS", 0.4)
    token = srv.token("Luca")
    sock = _connect(srv)
    sock.sendall(b"POST /api/tables/1/actions HTTP/1.1\r\nHost: desk\r\nAuthorization: Bearer " + token.encode()
                 + b"\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"action\": ")
    sock.settimeout(5.0)
    answer = sock.recv(65536)
    assert answer.startswith(b"HTTP/1.1 408"), answer[:60]
    sock.close()


@pytest.mark.parametrize("body", [
    b'{"action": "ruling", "text": "\\ud800"}',  # a lone surrogate: valid JSON, not text
    b'{"a": ' * 5000 + b"1" + b"}" * 5000,               # nested deeper than any action
    b'[' * 100_000,
])
def test_malformed_json_is_a_400_never_a_500(srv: Served, body: bytes) -> None:
    reply = srv.post(1, body, srv.token("Luca"))
    assert reply.status in (400, 413), reply
    assert b"Traceback" not in reply.body


def test_failed_sign_ins_are_slowed_per_address_and_a_good_token_still_works_elsewhere(srv: Served) -> None:
    statuses = [call(f"{srv.base}/api/tables", token=f"forged-{i}").status for i in range(guard.AUTH_FAILURES_BURST + 3)]
    assert statuses[:guard.AUTH_FAILURES_BURST] == [401] * guard.AUTH_FAILURES_BURST
    assert statuses[-1] == 429
    assert call(f"{srv.base}/api/hall").status == 200  # the public pages are never slowed by it
    assert srv.server.auth_failures.size == 1  # one bucket per address, whatever the tokens were


def test_the_limits_keep_bounded_memory_whatever_the_keys() -> None:
    limit = RateLimit(tracked=1000)
    for i in range(30_000):
        limit.allow(f"forged-token-{i}")
    assert limit.size == 1000


def test_every_answer_refuses_framing_and_sniffing(srv: Served) -> None:
    for path, page in (("/", True), ("/arbitro/3", True), ("/api/hall", False), ("/nowhere", False)):
        request = urllib.request.Request(srv.base + path)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                headers = response.headers
        except urllib.error.HTTPError as err:
            headers = err.headers
        assert headers["X-Frame-Options"] == "DENY", path
        assert headers["X-Content-Type-Options"] == "nosniff", path
        assert "frame-ancestors 'none'" in headers["Content-Security-Policy"], path
        assert ("script-src 'self'" in headers["Content-Security-Policy"]) == page, path


def test_the_hall_address_is_found_when_the_machine_name_resolves_to_loopback() -> None:
    from referee_app.net import address

    def by_name() -> list[str]:
        return ["127.0.0.1", "127.0.1.1"]  # what many laptops' own name resolves to

    def by_route() -> list[str]:
        return ["10.0.0.7", "192.168.1.23", "192.168.1.23"]  # the interfaces towards each private range

    assert address.lan_addresses([by_name]) == []
    assert address.lan_addresses([by_route, by_name]) == ["192.168.1.23", "10.0.0.7"]
    assert address.served_urls("192.168.1.23", 8080) == ["http://192.168.1.23:8080/"]


def test_serving_every_interface_lists_every_address(monkeypatch: pytest.MonkeyPatch) -> None:
    from referee_app.net import address

    monkeypatch.setattr(address, "lan_addresses", lambda: ["192.168.1.23", "10.0.0.7"])
    assert address.served_urls("0.0.0.0", 80) == ["http://192.168.1.23:80/", "http://10.0.0.7:80/",
                                                  "http://127.0.0.1:80/"]
