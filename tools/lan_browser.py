"""The LAN server's pages in a real headless Chromium at a phone's size (390x844), with screenshots to
look at and checks of what a player and a floor referee do. Run by hand (it needs Debian's chromium and
chromium-driver: `apt-get install -y chromium chromium-driver`); everything stays on 127.0.0.1.

    python tools/lan_browser.py docs/screenshots/lan
"""

from __future__ import annotations

import json
import sys
import urllib.request
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from webdriver import Browser  # noqa: E402  (tools/ is not a package)


def _log(desk: object, number: int) -> list[tuple[str, str]]:
    from referee_app.net.actions import table_by_number
    from referee_app.ops.table_ops import TableOperations

    def read(session):  # type: ignore[no-untyped-def]
        view = TableOperations(session, table_by_number(session, number).id).view()
        return [(line.kind, line.referee) for line in view.log]
    return desk.submit(read).result()  # type: ignore[attr-defined,no-any-return]


def main(prefix: str) -> None:
    from referee_app.net import tokens
    from referee_app.net.desk import ThreadDesk
    from referee_app.net.server import LanServer
    from referee_app.ops.demo import build_demo

    out = Path(prefix)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "demo.db"
        build_demo(db, tables=10)
        desk = ThreadDesk(db)
        desk.start()
        server = LanServer(desk, "127.0.0.1", 0)
        server.start()
        token = desk.submit(lambda s: tokens.issue(s, "Luca Bianchi"), write=True).result()
        base = f"http://127.0.0.1:{server.port}"
        browser = Browser()
        shots = []
        try:
            browser.open(base + "/")
            assert browser.run("return document.querySelectorAll('.tile').length") == 10
            assert "Tira: " in browser.run("return document.body.innerText"), "a table in the sdadata says who rolls"
            shots.append(browser.screenshot(Path(f"{out}-hall.png")))

            browser.open(base + "/abbinamenti")
            first = browser.run("return document.querySelector('[data-name] td').innerText")
            browser.type("#q", first.split()[-1][:4])
            visible = browser.run("return [].filter.call(document.querySelectorAll('[data-name]'),"
                                  "function(r){return r.style.display!=='none'}).map(function(r){return r.innerText})")
            total = browser.run("return document.querySelectorAll('[data-name]').length")
            assert 1 <= len(visible) < total and any(first in v for v in visible), visible
            shots.append(browser.screenshot(Path(f"{out}-pairings.png")))

            browser.open(base + "/classifica")
            assert browser.run("return document.querySelectorAll('tr').length") > 1
            shots.append(browser.screenshot(Path(f"{out}-standings.png")))

            browser.open(f"{base}/arbitro?lang=it")  # no token yet: the sign-in
            browser.wait("return document.body.innerText.length > 0")
            shots.append(browser.screenshot(Path(f"{out}-referee-token.png")))

            browser.open(f"{base}/arbitro#t={token}")
            browser.wait("return document.querySelectorAll('#list button').length === 10")
            shots.append(browser.screenshot(Path(f"{out}-referee-tables.png")))

            browser.tap("#list a:nth-child(1) button")
            browser.wait("return document.getElementById('b_pause')")
            shots.append(browser.screenshot(Path(f"{out}-referee-table.png")))
            browser.tap("#b_pause")
            browser.wait("return document.getElementById('msg').className === 'ok'")
            assert _log(desk, 1)[-1] == ("clock_pause", "Luca Bianchi"), _log(desk, 1)[-3:]
            browser.tap("#b_penalty")
            browser.tap("#panel button[data-k='player'][data-p='1']")  # the second player
            for key in "14":
                browser.run(f"key_('n','{key}')")
            browser.tap("#panel .row button[onclick^='preview']")
            consequence = browser.wait("var p=document.getElementById('pv');return p&&p.innerText")
            assert consequence.startswith("Togliere ") and "armate" in consequence, consequence
            shots.append(browser.screenshot(Path(f"{out}-referee-penalty.png")))
            browser.open(f"{base}/arbitro/4")
            browser.wait("return document.getElementById('b_turn_end')")
            browser.tap("#b_turn_end")
            browser.wait("var p=document.getElementById('pv');return p&&p.innerText")
            shots.append(browser.screenshot(Path(f"{out}-referee-turn.png")))
            browser.tap("#b_ruling")
            browser.type("#txt", "Dado in bilico: si ritira")
            browser.type("#q", "dado in bilico")
            browser.wait("return document.querySelectorAll('#hits button').length")
            shots.append(browser.screenshot(Path(f"{out}-referee-ruling.png")))
            browser.tap("#b_ruling")  # a ruling recorded without saying what was decided: refused, in Italian
            browser.tap("#panel button.go")
            said = browser.wait("var m=document.getElementById('msg');return m&&m.className==='err'&&m.innerText")
            assert said.splitlines() == ["Scrivi cosa si è deciso", "text: write what was decided"], said
            browser.run("document.getElementById('msg').scrollIntoView(false)")
            shots.append(browser.screenshot(Path(f"{out}-referee-refused.png")))

            hall = json.loads(urllib.request.urlopen(base + "/api/hall", timeout=10).read())
            ended = next(t["number"] for t in hall["tables"] if t["phase"] == "ended")
            browser.open(f"{base}/arbitro/{ended}")
            browser.wait("return document.getElementById('b_result')")
            browser.tap("#b_result")
            keys = browser.run("return T.sheet_keys")
            assert browser.run("return document.querySelectorAll('#panel input.num').length") == 4 * len(keys) + 1
            # Anna and Bruno level on both points columns: the preview names what the tie needs next
            for seat, (objective, outside) in enumerate([("41", "12"), ("41", "12"), ("40", "9"), ("8", "1")]):
                browser.type(f"#c{seat}_objective_points", objective)
                browser.type(f"#c{seat}_outside_points", outside)
            browser.run("document.getElementById('panel').scrollIntoView()")
            shots.append(browser.screenshot(Path(f"{out}-referee-result.png")))
            browser.tap("#panel .row button[onclick^='result_preview']")
            shown = browser.wait("var p=document.getElementById('pv');return p&&p.innerText")
            assert shown.count("inserisci «armate nell'obiettivo»") == 3, shown  # two rows and the warning
            browser.run("document.getElementById('pv').scrollIntoView()")
            shots.append(browser.screenshot(Path(f"{out}-referee-result-preview.png")))
        finally:
            browser.close()
            server.stop()
            desk.stop()
    for shot in shots:
        print(shot)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/lan")
