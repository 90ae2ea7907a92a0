"""The program's icon as a phone gets it from the hall's pages, in Debian's headless Chromium at 390x844: what the
browser reads of the page's icon links and web app manifest (Chromium's own parsing, with its errors and the
reasons it would not offer to install the pages), then a picture of a home screen holding the two icons the phone
would put there (the apple-touch icon, rounded by the phone, and the manifest's icon, masked in a circle as
Android does), each fetched by the browser from the server. Run by hand (`apt-get install -y chromium
chromium-driver`); everything stays on 127.0.0.1.

    python tools/phone_icon.py docs/screenshots/phone-home-screen.png
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from webdriver import Browser  # noqa: E402  (tools/ is not a package)

HOME = """
document.documentElement.innerHTML = '<head><meta name="viewport" content="width=device-width"></head><body></body>';
document.body.style.cssText = 'margin:0;height:844px;font-family:sans-serif;color:#fff;' +
  'background:linear-gradient(160deg,#35506b,#1b2733 60%,#10161d)';
var grid = document.createElement('div');
grid.style.cssText = 'display:grid;grid-template-columns:repeat(4,1fr);gap:26px 0;padding:64px 14px';
function tile(src, label, radius) {
  var t = document.createElement('div');
  t.style.cssText = 'display:flex;flex-direction:column;align-items:center;font-size:12px';
  var box = document.createElement('div');
  box.style.cssText = 'width:62px;height:62px;border-radius:' + radius + ';background:rgba(255,255,255,0.18);' +
    'overflow:hidden';
  if (src) {
    var i = document.createElement('img'); i.src = src; i.style.cssText = 'width:62px;height:62px'; box.appendChild(i);
  }
  var l = document.createElement('div'); l.textContent = label; l.style.cssText = 'margin-top:6px';
  t.appendChild(box); t.appendChild(l); grid.appendChild(t);
}
var names = ['Telefono', 'Messaggi', 'Fotocamera'];
for (var k = 0; k < names.length; k++) tile('', names[k], '22%');
tile(arguments[0], arguments[2] + ' (iOS)', '22%');
tile(arguments[1], arguments[2] + ' (Android)', '50%');
var more = ['Mappe', 'Meteo', 'Orologio'];
for (var k = 0; k < more.length; k++) tile('', more[k], '22%');
document.body.appendChild(grid);
"""


def main(out: Path) -> int:
    from referee_app.ops.demo import build_demo
    from tests.net_helpers import served

    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "demo.db"
        build_demo(db, tables=4)
        with served(db) as hall:
            return _look(hall.server.url, out)


def _look(url: str, out: Path) -> int:
    browser = Browser()
    try:
        browser.open(url)
        touch = browser.run("return document.querySelector('link[rel=apple-touch-icon]').href")
        manifest = browser.cdp("Page.getAppManifest")
        data = json.loads(manifest["data"])
        installable = browser.cdp("Page.getInstallabilityErrors")["installabilityErrors"]
        print(json.dumps({"manifest": manifest["url"], "errors": manifest["errors"], "name": data["name"],
                          "icons": data["icons"], "installability_errors": installable}, ensure_ascii=False))
        smallest = min(data["icons"], key=lambda icon: int(icon["sizes"].split("x")[0]))
        android = url.rstrip("/") + smallest["src"]
        browser.open(url + "favicon.png")  # the same origin as the icons, no page script of ours
        browser.run(HOME, touch, android, data["short_name"])
        browser.wait("return Array.from(document.images).every(function(i){return i.complete && i.naturalWidth})")
        browser.screenshot(out)
        print(out)
        return 1 if manifest["errors"] or installable else 0
    finally:
        browser.close()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("phone-home-screen.png")))
