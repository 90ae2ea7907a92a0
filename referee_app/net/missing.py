"""What a phone asks for that is not there: no event open at the desk, no round drawn yet, no such table.
The server answers 404 with the command line's English line (`error`) and the sentence in the page's
language (`message`, the `web.missing_*` texts), like every other refusal (docs/lan.md)."""

from __future__ import annotations

from referee_app.texts import text

class Missing(LookupError):
    def __init__(self, code: str, line: str, **facts: object) -> None:
        super().__init__(line)
        self.code = code
        self.facts = facts

    def said(self, lang: str) -> str:
        return text(lang, f"web.missing_{self.code}", **self.facts)


def no_event() -> Missing:
    return Missing("no_event", "no event is open at the desk")


def no_round() -> Missing:
    return Missing("no_round", "no round has been drawn yet")


def no_table(number: int, round_number: int) -> Missing:
    return Missing("no_table", f"no table {number} in round {round_number}", number=number, round=round_number)
