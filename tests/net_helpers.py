"""A served event on 127.0.0.1 (an ephemeral port) for the LAN server's tests, and a tiny HTTP client."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.net import tokens
from referee_app.net.desk import ThreadDesk
from referee_app.net.guard import RateLimit
from referee_app.net.reader import ReadDesk
from referee_app.net.server import LanServer
from referee_app.store.store import Store
from tests.table_helpers import seed_event


@dataclass
class Reply:
    status: int
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body.decode("utf-8"))


def call(url: str, method: str = "GET", body: bytes | dict[str, Any] | None = None, token: str | None = None,
         timeout: float = 10.0) -> Reply:
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    request = urllib.request.Request(url, data=data, method=method)
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return Reply(response.status, response.read())
    except urllib.error.HTTPError as err:
        return Reply(err.code, err.read())


def make_db(path: Path) -> Path:
    store = Store.open(path)
    seed_event(store)
    store.close(backup=False)
    return path


@dataclass
class Served:
    desk: ThreadDesk
    server: LanServer

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    def token(self, name: str) -> str:
        return self.desk.submit(lambda s: tokens.issue(s, name), write=True).result()

    def post(self, table: int, action: dict[str, Any] | bytes, token: str | None, what: str = "actions") -> Reply:
        return call(f"{self.base}/api/tables/{table}/{what}", "POST", action, token)


@contextmanager
def served(db: Path, limit: RateLimit | None = None, event_open: bool = True) -> Iterator[Served]:
    """The server on `db`; with `event_open` False its public pages read as a desk with no event open."""
    desk = ThreadDesk(db)
    event_id = desk.start()
    reader = ReadDesk(db, lambda: event_id if event_open else None)
    server = LanServer(desk, "127.0.0.1", 0, limit, reader)
    try:
        server.start()
        yield Served(desk, server)
    finally:
        server.stop()
        reader.stop()
        desk.stop()


def serve_process(db: Path) -> tuple[subprocess.Popen[str], str]:
    """`referee-app serve` on `db` in its own process (for kill -9), once it listens: (process, base url)."""
    from tests.cli_helpers import ROOT

    proc = subprocess.Popen([sys.executable, "-m", "referee_app", "--db", str(db), "serve", "--host", "127.0.0.1",
                             "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("serving http://127.0.0.1:"), line + (proc.stderr.read() if proc.stderr else "")
    return proc, line.split()[1].rstrip("/")
