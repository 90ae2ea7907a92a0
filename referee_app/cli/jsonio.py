"""JSON in, JSON out, and the bad-input contract of docs/cli.md.

Bad input exits with status 2, prints nothing on stdout and exactly one line on stderr naming the field.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any, NoReturn, TextIO

from referee_app.rules.errors import InputError

EXIT_BAD_INPUT = 2


def fail(message: str, stderr: TextIO | None = None) -> NoReturn:
    stream = stderr or sys.stderr
    stream.write("error: " + " ".join(message.split()) + "\n")
    raise SystemExit(EXIT_BAD_INPUT)


def read_object(stdin: TextIO) -> dict[str, Any]:
    text = stdin.read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError("input", f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    if not isinstance(data, Mapping):
        raise InputError("input", f"expected a JSON object, got {type(data).__name__}")
    return dict(data)


def write_object(data: Mapping[str, Any], stdout: TextIO) -> None:
    stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
