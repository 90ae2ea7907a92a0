"""The program's icon on the phones: the favicon, the home-screen icon and the web app manifest that lets a
phone put the hall's pages on its home screen under the program's name and icon. The files are the package's
icons (referee_app/icons), served as they are, cacheable for a day."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

from referee_app.icons import PHONE_SIZES, TOUCH_ICON, icon_bytes, icon_name

NAME = "Arbitro RisiKo!"
THEME = "#7a1010"  # the pages' header (pages.STYLE)
BACKGROUND = "#f4f4f0"  # the pages' body
FAVICON = icon_name(32)
# Browsers that ask without reading the page (/favicon.ico, /apple-touch-icon.png) get the same files.
FILES = {"/favicon.ico": FAVICON, "/favicon.png": FAVICON, "/apple-touch-icon.png": TOUCH_ICON,
         **{f"/icon-{size}.png": icon_name(size) for size in PHONE_SIZES}}
HEAD = ('<link rel="icon" type="image/png" sizes="32x32" href="/favicon.png">'
        '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">'
        f'<link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="{THEME}">')
CACHE = {"Cache-Control": "max-age=86400"}


def manifest() -> dict[str, object]:
    return {"name": NAME, "short_name": "Arbitro", "lang": "it", "start_url": "/", "scope": "/",
            "display": "minimal-ui", "theme_color": THEME, "background_color": BACKGROUND,
            "icons": [{"src": f"/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
                      for size in PHONE_SIZES]}


def _file(name: str) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    body = icon_bytes(name)

    async def handler(_request: web.Request) -> web.StreamResponse:
        return web.Response(body=body, content_type="image/png", headers=CACHE)
    return handler


async def _manifest(_request: web.Request) -> web.StreamResponse:
    return web.json_response(manifest(), content_type="application/manifest+json", headers=CACHE)


def add_routes(router: web.UrlDispatcher) -> None:
    for path, name in FILES.items():
        router.add_get(path, _file(name))
    router.add_get("/manifest.webmanifest", _manifest)
