"""The hall's web server: aiohttp on its own thread and event loop; every read and write is a job on the
desk's writer (see desk.py), awaited without blocking the loop.

Public, read-only: `/` (hall), `/abbinamenti` (pairings), `/classifica` (standings), `/api/hall`,
`/api/pairings`, `/api/standings`, `/api/events` (server-sent events: one `change` per write, from the
network or from the desk). Floor referees: `/arbitro`, `/arbitro/{n}` and, with `Authorization: Bearer`,
`/api/tables`, `/api/tables/{n}`, `POST /api/tables/{n}/actions`, `POST /api/tables/{n}/preview`,
`/api/casistica?q=`. The icon: `/favicon.png`, `/apple-touch-icon.png`, `/manifest.webmanifest` (icons.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Future
from typing import Any

from aiohttp import web

from referee_app.net import actions, icons, pages, referee_pages, tokens, views
from referee_app.net.desk import Desk, Job, Written
from referee_app.net.guard import (BODY_SECONDS, MAX_BODY, ConnectionWatch, RateLimit, Watched, add_safety_headers,
                                   auth_failures, bearer, one_line, said)
from referee_app.ops.changes import Changes
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError, RulesError
from referee_app.store.errors import KeyReused, StoreError
from referee_app.texts import text

log = logging.getLogger("referee_app.net")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
PING_SECONDS = 15.0
# The routes that need a referee's token: a client whose sign-ins keep failing is slowed there (429).
REFEREE_ROUTES = ("/api/whoami", "/api/tables", "/api/casistica")
# A public page is worked out at most this often, however many phones ask and however fast the referees
# write: 80 phones polling cost the desk two computations a second, not forty.
RECOMPUTE_SECONDS = 0.5


def _json(data: Any, status: int = 200) -> web.Response:
    return web.json_response(data, status=status, dumps=lambda d: json.dumps(d, ensure_ascii=False))


def _error(status: int, message: str, sentence: str | None = None) -> web.Response:
    """`error`: the command line's one-line reason, English (the contract scripts rely on); `message`: the
    same refusal told to the person in the page's language where a wording exists, else the same line."""
    return _json({"error": one_line(message), "message": one_line(sentence or message)}, status)


def _refusal_sentence(exc: web.HTTPException, lang: str) -> str | None:
    """A refused sign-in told in the page's language (the phone shows `message`); `error` stays English."""
    if exc.status == 401:
        missing = exc.reason.startswith("a referee's token is needed")
        return text(lang, "web.referee.need_token" if missing else "web.referee.bad_token")
    if exc.status == 403:
        return text(lang, "web.referee.revoked_token")
    return None


@web.middleware
async def _contain(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Whatever goes wrong, the client gets a status and one line; the traceback stays in the desk's log."""
    try:
        return await handler(request)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return _error(exc.status, exc.reason, _refusal_sentence(exc, LanServer._lang(request)))
    except KeyReused as exc:
        return _error(409, str(exc), text(LanServer._lang(request), "web.key_reused"))
    except (InputError, RulesError) as exc:
        return _error(400, str(exc), said(exc, LanServer._lang(request)))
    except LookupError as exc:
        return _error(404, str(exc.args[0]) if exc.args else "not found", said(exc, LanServer._lang(request)))
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except StoreError as exc:  # the file is damaged or locked: the desk's damage check says the rest
        log.warning("request %s %s refused: %s", request.method, request.path, one_line(str(exc)))
        return _error(503, "the desk's database cannot answer: see the desk",
                      text(LanServer._lang(request), "web.desk_unavailable"))
    except Exception:
        log.exception("request %s %s failed", request.method, request.path)
        return _error(500, "internal error: the desk keeps the details",
                      text(LanServer._lang(request), "web.internal_error"))


class _Signed:
    """What a referee's job answered, once his token was found valid (a `Holder` comes back otherwise)."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer


class LanServer:
    """Start with `start()` (returns once listening), stop with `stop()`; `notify()` from any thread after
    a write made elsewhere (the window) so the pages refresh."""

    def __init__(self, desk: Desk, host: str = "127.0.0.1", port: int = 8080,
                 limit: RateLimit | None = None, reader: Desk | None = None) -> None:
        self.desk = desk
        self.reader = reader  # the public pages' reads (reader.py); without one they queue on the writer
        self.host = host
        self.port = port
        self.limit = limit if limit is not None else RateLimit()
        self.auth_failures = auth_failures()
        self.watch: ConnectionWatch | None = None
        self.version = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.Server | None = None
        self._thread: threading.Thread | None = None
        self._changed: asyncio.Condition | None = None
        self._cache: dict[str, tuple[int, float, Any]] = {}  # path -> (data version, computed at, data)
        self._inflight: dict[str, asyncio.Future[Any]] = {}
        desk.on_change(self.notify)

    # ---- life cycle ------------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guarded, _contain])
        app.on_response_prepare.append(self._safety_headers)
        r = app.router
        r.add_get("/", self._page(pages.hall_page, views.hall))
        r.add_get("/abbinamenti", self._page(pages.pairings_page, views.pairings))
        r.add_get("/classifica", self._page(pages.standings_page, views.standings))
        r.add_get("/arbitro", self._static(referee_pages.referee_home))
        r.add_get("/arbitro/{n}", self._static(referee_pages.referee_table))
        r.add_get("/api/hall", self._public(views.hall))
        r.add_get("/api/pairings", self._public(views.pairings))
        r.add_get("/api/standings", self._public(views.standings))
        r.add_get("/api/events", self._events)
        r.add_get("/api/whoami", self._whoami)
        r.add_get("/api/tables", self._tables)
        r.add_get("/api/tables/{n}", self._table)
        r.add_get("/api/casistica", self._casistica)
        r.add_post("/api/tables/{n}/actions", self._action)
        r.add_post("/api/tables/{n}/preview", self._preview)
        icons.add_routes(r)
        return app

    def start(self) -> None:
        ready: Future[None] = Future()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="referee-lan", daemon=True)
        self._thread.start()
        ready.result()

    def _serve(self, ready: Future[None]) -> None:
        loop = self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            self._changed = asyncio.Condition()
            self._runner = web.AppRunner(self.app(), access_log=None, shutdown_timeout=1.0)
            loop.run_until_complete(self._runner.setup())
            handlers = self._runner.server
            assert handlers is not None
            watch = self.watch = ConnectionWatch(loop)
            self._listener = loop.run_until_complete(loop.create_server(
                lambda: Watched(handlers(), watch), self.host, self.port, reuse_address=True))
            if self.port == 0:  # an ephemeral port (tests): read back the one the system chose
                self.port = int(self._listener.sockets[0].getsockname()[1])
        except BaseException as exc:
            ready.set_exception(exc)
            loop.close()
            return
        ready.set_result(None)
        loop.run_forever()
        self._listener.close()
        loop.run_until_complete(self._runner.cleanup())
        loop.close()

    def stop(self) -> None:
        if self._loop is not None and self._thread is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._wake_and_stop)
            self._thread.join(10)

    def _wake_and_stop(self) -> None:
        assert self._loop is not None
        self.version += 1
        self._loop.create_task(self._wake()).add_done_callback(lambda _t: self._loop.stop() if self._loop else None)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    # ---- change notification -----------------------------------------------------------------------------
    def notify(self) -> None:
        """Something was written: drop the cached pages and tell every open page (thread-safe)."""
        if self._loop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._bump)
            except RuntimeError:  # the loop closed in between: nobody is listening any more
                pass

    def _bump(self) -> None:
        self.version += 1
        asyncio.ensure_future(self._wake())

    async def _wake(self) -> None:
        assert self._changed is not None
        async with self._changed:
            self._changed.notify_all()

    # ---- guard rails -----------------------------------------------------------------------------------------
    @web.middleware
    async def _guarded(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """The request's headers are in: stop the header clock until its answer is done. A client whose
        sign-ins keep failing gets 429 on the referees' routes before its token is even looked at."""
        watch, transport = self.watch, request.transport
        if watch is not None:
            watch.reading(transport)
        address = request.remote or "?"
        try:
            if request.path.startswith(REFEREE_ROUTES) and self.auth_failures.empty(address):
                return _error(429, "too many failed sign-ins from this address: wait a few seconds",
                              text(self._lang(request), "web.too_many_failures"))
            response = await handler(request)
            if response.status in (401, 403):
                self.auth_failures.allow(address)
            return response
        finally:
            if watch is not None and transport is not None:
                watch.waiting(transport)

    @staticmethod
    async def _safety_headers(request: web.Request, response: web.StreamResponse) -> None:
        add_safety_headers(response.headers, response.content_type)

    # ---- helpers -------------------------------------------------------------------------------------------
    @property
    def _reads(self) -> Desk:
        """Where reads run: the reader's own thread and connection (reader.py), else the writer."""
        return self.reader or self.desk

    async def run(self, job: Job[Any], *, referee: str = "", write: bool = False) -> Any:
        return await asyncio.wrap_future(self.desk.submit(job, referee=referee, write=write))

    async def _cached(self, key: str, job: Job[Any]) -> Any:
        """A public read shared by every phone: computed once per data version (and at least every second,
        for the clocks), never more than every RECOMPUTE_SECONDS, one computation at a time per page."""
        wanted = self.version  # any data at least this recent will do: writes keep coming, readers must not wait
        while True:
            hit = self._cache.get(key)
            now = time.monotonic()
            if hit is not None and hit[0] >= wanted and now - hit[1] < 1.0:
                return hit[2]
            pending = self._inflight.get(key)
            if pending is not None:
                await asyncio.shield(pending)
                continue
            pending = self._inflight[key] = asyncio.get_running_loop().create_future()
            try:
                if hit is not None and now - hit[1] < RECOMPUTE_SECONDS:
                    await asyncio.sleep(RECOMPUTE_SECONDS - (now - hit[1]))
                version = self.version
                data = await asyncio.wrap_future(self._reads.submit(job))
                self._cache[key] = (version, time.monotonic(), data)
                pending.set_result(None)
                return data
            except BaseException as exc:
                pending.set_exception(exc)
                pending.exception()  # retrieved: waiting readers retry on their own
                raise
            finally:
                del self._inflight[key]

    async def _as_referee(self, request: web.Request, job: Callable[[Session, str], Any]) -> Any:
        """`job(session, referee's name)`, a read, on the reader (the writer's thread is kept for the writes: a
        phone reads its table after each of its writes), the request's token checked in that same job:
        401/403 when it is not valid. The reader sees every write committed before the job began."""
        token = self._token(request)

        def signed(session: Session) -> _Signed | tokens.Holder:
            holder = tokens.check(session, token)
            return holder if holder.status != "valid" else _Signed(job(session, holder.name))

        result = await asyncio.wrap_future(self._reads.submit(signed))
        if isinstance(result, tokens.Holder):
            self._refuse(result)
            raise AssertionError("a holder comes back only when refused")
        return result.answer

    @staticmethod
    def _token(request: web.Request) -> str:
        token = bearer(request.headers.get("Authorization"))
        if token is None:
            raise web.HTTPUnauthorized(reason="a referee's token is needed: Authorization: Bearer <token>")
        return token

    @staticmethod
    def _refuse(holder: tokens.Holder) -> None:
        """401 for an unknown token, 403 for a revoked one; a valid one passes."""
        if holder.status == "unknown":
            raise web.HTTPUnauthorized(reason="unknown token")
        if holder.status == "revoked":
            raise web.HTTPForbidden(reason=f"the token of {holder.name} was revoked at the desk")

    @staticmethod
    def _lang(request: web.Request) -> str:
        return "en" if request.query.get("lang") == "en" else "it"

    @staticmethod
    def _number(request: web.Request) -> int:
        raw = request.match_info["n"]
        if not raw.isdigit() or len(raw) > 4:
            raise InputError("table", f"a table number, got {raw[:20]!r}")
        return int(raw)

    @staticmethod
    async def _body(request: web.Request) -> Mapping[str, Any]:
        try:  # capped at MAX_BODY by the application (413 beyond), and in time: a body trickling in is cut
            raw = await asyncio.wait_for(request.read(), BODY_SECONDS)
        except TimeoutError:
            raise web.HTTPRequestTimeout(reason=f"the body did not arrive within {BODY_SECONDS:.0f} s") from None
        except ConnectionResetError:  # the client left halfway: nobody to answer, nothing for the desk's log
            raise web.HTTPBadRequest(reason="the connection closed before the body was complete") from None
        try:
            data = json.loads(raw.decode("utf-8"))
            json.dumps(data, ensure_ascii=False).encode("utf-8")  # a lone surrogate ("\ud800") is no text
        except (UnicodeDecodeError, UnicodeEncodeError):
            raise InputError("input", "the body is not UTF-8 text") from None
        except json.JSONDecodeError as exc:
            raise InputError("input", f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") \
                from None
        except RecursionError:
            raise InputError("input", "the JSON is nested too deeply") from None
        if not isinstance(data, dict):
            raise InputError("input", f"expected a JSON object, got {type(data).__name__}")
        return data

    # ---- public --------------------------------------------------------------------------------------------
    def _page(self, render: Callable[[Mapping[str, Any], str], str], view: Job[Any]) -> Handler:
        async def handler(request: web.Request) -> web.StreamResponse:
            data = await self._cached(request.path, view)
            return web.Response(text=render(data, request.query.get("lang", "it")), content_type="text/html")
        return handler

    def _static(self, render: Callable[[str], str]) -> Handler:
        async def handler(request: web.Request) -> web.StreamResponse:
            return web.Response(text=render(request.query.get("lang", "it")), content_type="text/html")
        return handler

    def _public(self, view: Job[Any]) -> Handler:
        async def handler(request: web.Request) -> web.StreamResponse:
            return _json(await self._cached(request.path, view))
        return handler

    async def _events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: `change` with the data version after every write; a comment line keeps
        the connection open through the hall's router."""
        assert self._changed is not None
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        seen = self.version
        try:
            await response.write(f"event: change\ndata: {seen}\n\n".encode())
            while True:
                async with self._changed:
                    try:
                        await asyncio.wait_for(self._changed.wait_for(lambda: self.version != seen),  # noqa: B023 (awaited here)
                                               PING_SECONDS)
                    except TimeoutError:
                        await response.write(b": ping\n\n")
                        continue
                seen = self.version
                await response.write(f"event: change\ndata: {seen}\n\n".encode())
        except ConnectionError:  # the page was closed or the phone left the Wi-Fi: nothing to tell
            return response

    # ---- referees ------------------------------------------------------------------------------------------
    async def _whoami(self, request: web.Request) -> web.StreamResponse:
        return _json({"referee": await self._as_referee(request, lambda _s, name: name)})

    async def _tables(self, request: web.Request) -> web.StreamResponse:
        return _json({"tables": await self._as_referee(request, lambda s, _name: views.table_numbers(s))})

    async def _table(self, request: web.Request) -> web.StreamResponse:
        lang = self._lang(request)
        return _json(await self._as_referee(request, lambda s, _name: views.table(s, self._number(request), lang)))

    async def _casistica(self, request: web.Request) -> web.StreamResponse:
        query = request.query.get("q", "")[:200]
        return _json({"results": await self._as_referee(request, lambda s, _name: views.casistica(s, query))})

    async def _preview(self, request: web.Request) -> web.StreamResponse:
        number = self._number(request)
        body = await self._body(request)
        lang = self._lang(request)
        return _json(await self._as_referee(request, lambda s, _name: actions.preview(s, number, body, lang)))

    async def _action(self, request: web.Request) -> web.StreamResponse:
        """One write: token, rate, shape, then the engine and the store on the writer; 200 only once the
        action is on disk. Its `request_id` (the phone's idempotency key, one per intended action, kept
        across its retries) is stored with the entry: a repeat, in flight or after a restart, gets the first
        answer back and writes nothing; the same id with another action is a 409 (store/once.py)."""
        token = self._token(request)
        if not self.limit.allow(tokens.digest(token)):
            raise web.HTTPTooManyRequests(reason="too many actions at once: wait a second and retry")
        number = self._number(request)
        body = await self._body(request)
        key, asked = self._keyed(token, number, body)

        def write(session: Session) -> Written | tokens.Holder:
            """The token checked and the action applied in one job: one trip to the writer per write."""
            holder = tokens.check(session, token)
            if holder.status != "valid":
                return holder
            made: list[Changes] = []

            def apply() -> dict[str, Any]:
                written = actions.apply(session, number, body)
                made.append(written.changes)
                return dict(written.reply)

            with session.acting(holder.name):
                reply = session.once(key, asked, apply)
            return Written(reply, made[0] if made else Changes())  # a repeat changed nothing

        result = await self.run(write, write=True)
        if isinstance(result, tokens.Holder):
            self._refuse(result)
            raise AssertionError("a holder comes back only when refused")
        return _json(result)

    @staticmethod
    def _keyed(token: str, number: int, body: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """The write's key (the referee's token and the phone's `request_id`; a script that sends none gets
        one of its own, so it cannot retry safely) and what it asks for (the table and the action)."""
        request_id = body.get("request_id")
        if request_id is None:
            request_id = "server-" + uuid.uuid4().hex
        elif not isinstance(request_id, str) or not 0 < len(request_id) <= 64:
            raise InputError("request_id", "expected text of 1 to 64 characters")
        asked = {"table": number, **{k: v for k, v in body.items() if k != "request_id"}}
        return f"{tokens.digest(token)[:16]}:{request_id}", asked
