"""A few W3C WebDriver calls over plain HTTP to Debian's chromedriver (no selenium needed): enough to open a
page at a phone's size, tap, type, read the DOM and take a screenshot. Loopback only."""

from __future__ import annotations

import base64
import json
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Browser:
    """Chromium driven by chromedriver, emulating a 390x844 phone (pixel ratio 1)."""

    def __init__(self, width: int = 390, height: int = 844) -> None:
        self.profile = tempfile.TemporaryDirectory()
        self.port = _free_port()
        self.driver = subprocess.Popen(["chromedriver", f"--port={self.port}"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while True:
            try:
                self._call("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        options = {"binary": "/usr/bin/chromium", "args": [*ARGS, f"--user-data-dir={self.profile.name}"],
                   "mobileEmulation": {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1},
                                       "userAgent": "Mozilla/5.0 (Linux; Android 9; phone) Mobile"}}
        reply = self._call("POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})
        self.session = reply["sessionId"]

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = json.dumps(body).encode() if body is not None else (b"{}" if method == "POST" else None)
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"]

    def _s(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        return self._call(method, f"/session/{self.session}{path}", body)

    def open(self, url: str) -> None:
        self._s("POST", "/url", {"url": url})

    def run(self, script: str, *args: Any) -> Any:
        return self._s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def element(self, css: str) -> str:
        found = self._s("POST", "/element", {"using": "css selector", "value": css})
        return str(next(iter(found.values())))

    def tap(self, css: str, tries: int = 5) -> None:
        """Click; the pages redraw on every server event, so a found element may go stale: find it again."""
        for attempt in range(tries):
            try:
                self._s("POST", f"/element/{self.element(css)}/click")
                return
            except urllib.error.HTTPError:
                if attempt == tries - 1:
                    raise
                time.sleep(0.2)

    def type(self, css: str, text: str) -> None:
        self._s("POST", f"/element/{self.element(css)}/value", {"text": text})

    def text(self, css: str) -> str:
        return str(self._s("GET", f"/element/{self.element(css)}/text"))

    def wait(self, script: str, timeout: float = 30.0) -> Any:
        """Until `script` (a function body returning a value) returns something truthy. The bound is generous:
        on a loaded 2-core machine a page's round trip through the desk took over 10 s once (CI)."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.run(script)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(script)
            time.sleep(0.1)

    def cdp(self, command: str, **params: Any) -> Any:
        """A Chrome DevTools Protocol command on the page (chromedriver's goog/cdp/execute)."""
        return self._s("POST", "/goog/cdp/execute", {"cmd": command, "params": params})

    def screenshot(self, path: Path) -> Path:
        path.write_bytes(base64.b64decode(self._s("GET", "/screenshot")))
        return path

    def close(self) -> None:
        try:
            self._call("DELETE", f"/session/{self.session}")
        finally:
            self.driver.terminate()
            self.driver.wait(10)
            self.profile.cleanup()
