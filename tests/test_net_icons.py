"""The program's icon on the phones: every page names the favicon, the home-screen icon and the manifest, and
the server answers each with the package's file."""

from __future__ import annotations

import json
import re
from pathlib import Path

from referee_app.icons import TOUCH_ICON, icon_bytes, icon_name
from tests.net_helpers import call, make_db, served


def test_pages_name_the_icons_and_the_server_serves_them(tmp_path: Path) -> None:
    with served(make_db(tmp_path / "t.db")) as srv:
        for page in ("/", "/abbinamenti", "/classifica?lang=en", "/arbitro", "/arbitro/1"):
            html = call(srv.base + page).body.decode("utf-8")
            head = html.split("</head>")[0]
            links = dict(re.findall(r'<link rel="([a-z-]+)"[^>]* href="([^"]+)"', head))
            assert links == {"icon": "/favicon.png", "apple-touch-icon": "/apple-touch-icon.png",
                             "manifest": "/manifest.webmanifest"}, page
        assert call(srv.base + "/favicon.png").body == call(srv.base + "/favicon.ico").body == icon_bytes(icon_name(32))
        assert call(srv.base + "/apple-touch-icon.png").body == icon_bytes(TOUCH_ICON)
        reply = call(srv.base + "/manifest.webmanifest")
        manifest = json.loads(reply.body)
        assert manifest["start_url"] == "/" and manifest["name"] == "Arbitro RisiKo!"
        for icon in manifest["icons"]:
            size = int(icon["sizes"].split("x")[0])
            assert call(srv.base + icon["src"]).body == icon_bytes(icon_name(size))
        assert sorted(int(i["sizes"].split("x")[0]) for i in manifest["icons"]) == [192, 512]
