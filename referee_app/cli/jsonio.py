"""JSON in, JSON out, and the bad-input contract of docs/cli.md.

Every command either exits 0 with valid UTF-8 JSON on stdout, or exits with status 2, prints nothing on
stdout and exactly one line on stderr naming the field. Hostile input (bytes that are not UTF-8, lone
surrogates, numbers too large to compute with, nesting deeper than any real input) is bad input like any
other: it is refused here, before a command sees it.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections.abc import Mapping
from typing import Any, NoReturn, TextIO

from referee_app.rules.errors import InputError

EXIT_BAD_INPUT = 2
MAX_DEPTH = 32            # real inputs nest 5 deep at most
MAX_INPUT_CHARS = 8 << 20  # a hall's worth of tables is well under a megabyte
MAX_MAGNITUDE = 10 ** 15   # armies, points, seeds: far above anything real, far below float trouble
_SURROGATE = re.compile("[\ud800-\udfff]")


def fail(message: str, stderr: TextIO | None = None) -> NoReturn:
    stream = stderr or sys.stderr
    text = "error: " + " ".join(message.split())
    # the message may quote the input: never let an unencodable character turn the error into a traceback
    stream.write(text.encode("utf-8", "backslashreplace").decode("utf-8") + "\n")
    raise SystemExit(EXIT_BAD_INPUT)


def read_object(stdin: TextIO) -> dict[str, Any]:
    text = _read_text(stdin)
    if len(text) > MAX_INPUT_CHARS:
        raise InputError("input", f"too large: {len(text)} characters, at most {MAX_INPUT_CHARS}")
    bad = _SURROGATE.search(text)
    if bad:
        raise InputError("input", f"invalid character at position {bad.start()}: not Unicode text")
    try:
        data = json.loads(text, parse_int=_integer, parse_float=_decimal, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise InputError("input", f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise InputError("input", f"nested more than {MAX_DEPTH} levels deep") from None
    if not isinstance(data, Mapping):
        raise InputError("input", f"expected a JSON object, got {type(data).__name__}")
    _check_tree(data)
    return dict(data)


def write_object(data: Mapping[str, Any], stdout: TextIO) -> None:
    """The whole output is built before the first byte is written, so a failure leaves stdout empty."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    except ValueError:
        fail("input: the numbers given are too large to compute with")
    encoded = text.encode("utf-8", "strict")  # inputs carry no surrogates (read_object), so this holds
    buffer = getattr(stdout, "buffer", None)
    if buffer is not None:
        stdout.flush()
        buffer.write(encoded)  # UTF-8 whatever the console's code page (Windows)
        buffer.flush()
    else:
        stdout.write(text)


def _read_text(stdin: TextIO) -> str:
    buffer = getattr(stdin, "buffer", None)
    if buffer is None:
        return stdin.read()
    raw: bytes = buffer.read()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError("input", f"not UTF-8 text (byte {exc.start})") from None


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > 16:
        raise InputError("input", f"number too large: {digits[:20]}…")
    value = int(digits)
    if abs(value) > MAX_MAGNITUDE:
        raise InputError("input", f"number too large: {value}")
    return value


def _decimal(digits: str) -> float:
    value = float(digits[:400])  # a longer literal is no more precise, only slower
    if not math.isfinite(value) or abs(value) > MAX_MAGNITUDE:
        raise InputError("input", f"number too large: {digits[:20]}")
    return value


def _constant(name: str) -> float:
    raise InputError("input", f"{name} is not a finite number")


def _check_tree(root: Any) -> None:
    """Depth and text of every node, without recursion (the input decides how deep it goes)."""
    stack: list[tuple[Any, int]] = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise InputError("input", f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(node, Mapping):
            for key, value in node.items():
                _check_text(key)
                stack.append((value, depth + 1))
        elif isinstance(node, list):
            stack.extend((value, depth + 1) for value in node)
        elif isinstance(node, str):
            _check_text(node)


def _check_text(text: str) -> None:
    # a \ud800 escape inside JSON decodes to a lone surrogate, which no output can encode
    if _SURROGATE.search(text):
        raise InputError("input", "a text contains an invalid character (a lone surrogate escape)")


def _one_line_error(message: str) -> NoReturn:
    # argparse would print the usage too; the contract is a single `error:` line.
    fail(message)


def strict(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Errors of this parser, unknown arguments included, become one `error:` line and exit 2. Unknown
    arguments would otherwise go back up to the top-level parser, which prints its usage."""
    parse_known = parser.parse_known_args

    def parse_known_args(args: Any = None, namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:
        parsed, extras = parse_known(args, namespace)
        if extras:
            fail(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, []

    parser.error = _one_line_error  # type: ignore[method-assign]
    parser.parse_known_args = parse_known_args  # type: ignore[method-assign, assignment]
    return parser
