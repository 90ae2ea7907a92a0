"""`referee-app --db FILE serve [--host H] [--port P]`: the hall's LAN server without a window.

`serve --new-token NAME` issues a floor referee's token (printed as the last line) and exits;
`serve --revoke NAME` revokes every token of that referee; `serve --tokens` lists who holds one.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from typing import Any

from referee_app.cli.jsonio import fail, strict
from referee_app.net import tokens
from referee_app.net.address import (ALL_INTERFACES, LOOPBACK, WARNING_ALL, WARNING_LOOPBACK, default_host,
                                     served_urls)
from referee_app.net.desk import ThreadDesk
from referee_app.rules.errors import RulesError
from referee_app.store.errors import StoreError
from referee_app.rules.errors import InputError
from referee_app.net.reader import ReadDesk
from referee_app.net.server import LanServer

DEFAULT_PORT = 8080


def add_arguments(parser: argparse.ArgumentParser) -> None:
    strict(parser)
    parser.add_argument("--host", help="address to listen on (default: this machine's LAN address; "
                                       "0.0.0.0 listens on every interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})")
    parser.add_argument("--event", dest="serve_event", type=int, help="event id (default: the latest)")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--new-token", metavar="NAME", help="issue a token for a floor referee, print it, exit")
    action.add_argument("--revoke", metavar="NAME", help="revoke every token of a floor referee, exit")
    action.add_argument("--tokens", action="store_true", help="list the referees holding a token, exit")
    parser.set_defaults(run=run_serve)


def run_serve(args: argparse.Namespace) -> int:

    if not 0 <= args.port <= 65535:
        fail(f"--port: a TCP port is 0..65535, got {args.port}")
    desk = ThreadDesk(args.db, args.serve_event)
    try:
        event_id = desk.start()
    except (RulesError, StoreError) as exc:
        fail(str(exc))
    try:
        if args.new_token or args.revoke or args.tokens:
            return _tokens(desk, args, tokens)
        host = args.host or default_host()
        if host == ALL_INTERFACES:
            print(WARNING_ALL, file=sys.stderr)
        elif host == LOOPBACK and not args.host:
            print(WARNING_LOOPBACK, file=sys.stderr)
        assert desk.path is not None
        reader = ReadDesk(desk.path, lambda: event_id)
        server = LanServer(desk, host, args.port, reader=reader)
        try:
            server.start()
        except OSError as exc:
            reader.stop()
            fail(f"--host/--port: cannot listen on {host}:{args.port}: {exc.strerror or exc}")
        first, *others = served_urls(host, server.port)
        print(f"serving {first}  (referees: {first}arbitro)", flush=True)
        for url in others:
            print(f"also serving {url}", flush=True)
        _tell_the_copy(desk)
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
        stop.wait()
        server.stop()
        reader.stop()
        return 0
    finally:
        desk.stop()


def _tell_the_copy(desk: Any) -> None:
    """Where the continuous copy goes, and on standard error each time it starts or stops failing."""
    kept = desk.submit(lambda s: s.store.keeper).result()
    if kept is None:
        return
    folder = kept.status().folder
    print(f"continuous copy: {folder}" if folder else
          "continuous copy: off (choose a folder on another device: referee-app db copy-to FOLDER)", flush=True)
    failing = [False]

    def said(status: Any) -> None:
        if (status.error is not None) != failing[0]:
            failing[0] = status.error is not None
            line = (f"CONTINUOUS COPY FAILING: {status.error}" if failing[0] else
                    f"continuous copy working again: {status.folder}")
            print(line, file=sys.stderr, flush=True)

    kept.on_copy = said


def _tokens(desk: Any, args: argparse.Namespace, tokens: Any) -> int:

    try:
        if args.new_token:
            token = desk.submit(lambda s: tokens.issue(s, args.new_token), write=True).result()
            print(f"token for {' '.join(args.new_token.split())} (Authorization: Bearer <token>):")
            print(token)
        elif args.revoke:
            count = desk.submit(lambda s: tokens.revoke(s, args.revoke), write=True).result()
            print(f"revoked {count} token(s) of {args.revoke}")
        else:
            for holder in desk.submit(tokens.holders).result():
                print(f"{holder.name}\t{holder.status}")
    except InputError as exc:
        fail(str(exc))
    return 0
