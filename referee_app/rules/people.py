"""A player as the national circuit knows him: first name, surname, nickname, birth date, national id.

The display name is what referees see, print and type at the tables: it stays unique within an event. The
circuit lets two players share first name and surname when their birth dates differ; their display names
then carry what tells them apart (club, nickname or birth year), so nothing that looks a player up by name
becomes ambiguous. Pure functions: no Qt, no SQL.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from referee_app.rules.errors import InputError
from referee_app.rules.names import fold

# Words that open an Italian (or nearby) surname: "Maria De Luca", "Anna Dalla Via", "Jan van Dijk".
_PARTICLES = frozenset({"de", "di", "da", "del", "della", "dello", "dei", "degli", "delle", "dal", "dalla",
                        "dalle", "dai", "lo", "la", "li", "le", "van", "von", "der", "den", "mac", "mc", "san",
                        "santo", "sant", "d", "dell", "dall"})
EARLIEST_BIRTH = dt.date(1900, 1, 1)
_DAY_FIRST = re.compile(r"^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})$")
_ISO = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_NATIONAL_ID = re.compile(r"^[0-9]{1,12}$")


def split_name(name: str) -> tuple[str, str]:
    """(first name, surname) of a single typed name. "Rossi, Mario" -> ("Mario", "Rossi"); a surname
    particle opens the surname ("Maria De Luca" -> ("Maria", "De Luca")); otherwise the last word is the
    surname ("Gian Marco Rossi" -> ("Gian Marco", "Rossi")). One word: the surname alone."""
    if "," in name:
        surname, _, first = name.partition(",")
        return " ".join(first.split()), " ".join(surname.split())
    words = name.split()
    if len(words) < 2:
        return "", " ".join(words)
    for i in range(1, len(words) - 1):
        if fold(words[i]).replace(" ", "") in _PARTICLES or words[i].lower().startswith(("d'", "d’")):
            return " ".join(words[:i]), " ".join(words[i:])
    return " ".join(words[:-1]), words[-1]


def full_name(first_name: str, surname: str) -> str:
    return " ".join(f"{first_name} {surname}".split())


def birth_date(field: str, typed: str, today: dt.date) -> str:
    """An ISO birth date from "dd/mm/yyyy" (also with - or .) or "yyyy-mm-dd"; "" for nothing typed.
    Refused: any other form, a day that does not exist, a date in the future or before 1900."""
    text = typed.strip()
    if not text:
        return ""
    day_first, iso = _DAY_FIRST.match(text), _ISO.match(text)
    try:
        if day_first:
            day, month, year = (int(g) for g in day_first.groups())
        elif iso:
            year, month, day = (int(g) for g in iso.groups())
        else:
            raise ValueError(text)
        value = dt.date(year, month, day)
    except ValueError:
        raise InputError(field, f"birth date {text!r} is not a date dd/mm/yyyy",
                         code="bad_birth_date", value=text) from None
    return checked_birth_date(field, value, today)


def checked_birth_date(field: str, value: dt.date, today: dt.date) -> str:
    if value > today:
        raise InputError(field, f"birth date {value:%d/%m/%Y} is in the future",
                         code="future_birth_date", value=f"{value:%d/%m/%Y}")
    if value < EARLIEST_BIRTH:
        raise InputError(field, f"birth date {value:%d/%m/%Y} is before 1900",
                         code="bad_birth_date", value=f"{value:%d/%m/%Y}")
    return value.isoformat()


def national_id(field: str, typed: str) -> str:
    """The circuit's national id: digits only ("" for none); "12,0" or "12.0" as Excel writes a number."""
    text = typed.strip()
    whole = re.fullmatch(r"(\d+)[.,]0+", text)
    if whole:
        text = whole.group(1)
    if text and not _NATIONAL_ID.match(text):
        raise InputError(field, f"national id {typed.strip()!r} is not a number",
                         code="bad_national_id", value=typed.strip())
    return text.lstrip("0") or ("0" if text else "")


def italian_date(iso: str) -> str:
    """"1985-03-12" -> "12/03/1985" (the circuit's and the referee's way); "" stays ""."""
    return dt.date.fromisoformat(iso).strftime("%d/%m/%Y") if iso else ""


def told_apart(name: str, club: str, nickname: str, birth: str, taken: Iterable[str]) -> str:
    """A display name not in `taken` (folded): `name` itself if free, else `name` followed by the club, the
    nickname or the birth year in brackets, the first that makes it unique; "" when none does."""
    used = {fold(n) for n in taken}
    if fold(name) not in used:
        return name
    for extra in (club, nickname, birth[:4], italian_date(birth)):
        candidate = f"{name} ({extra})"
        if extra and fold(candidate) not in used:
            return candidate
    return ""


@dataclass(frozen=True)
class Identity:
    """What tells two players apart: the display name, the full name (first name and surname, "" when not
    known), club, nickname and ISO birth date."""
    display: str
    full: str = ""
    club: str = ""
    nickname: str = ""
    birth: str = ""

    def key(self) -> str:
        return fold(self.full or self.display)


@dataclass(frozen=True)
class Namesake:
    """A newcomer refused: `other` (a display name) already has his name and the birth dates do not tell
    them apart; `other_index` is the other's position among the newcomers, None for a player already in."""
    index: int
    other: str
    other_index: int | None
    same_birth: bool


def display_names(new: Sequence[Identity], existing: Iterable[Identity]) -> list[str | Namesake]:
    """The display name each newcomer gets, in order, or why he is refused. Players of the same name are
    allowed only when both birth dates are known and differ, as the circuit allows; the later one's
    display name then carries his club, nickname or birth year (`told_apart`)."""
    holders: dict[str, list[tuple[Identity, str, int | None]]] = {}
    taken: list[str] = []
    for person in existing:
        holders.setdefault(person.key(), []).append((person, person.display, None))
        taken.append(person.display)
    out: list[str | Namesake] = []
    for i, person in enumerate(new):
        clash = next(((shown, index, bool(person.birth) and person.birth == other.birth)
                      for other, shown, index in holders.get(person.key(), [])
                      if not (person.birth and other.birth and person.birth != other.birth)), None)
        name = "" if clash else told_apart(person.display, person.club, person.nickname, person.birth, taken)
        if clash or not name:
            shown, index, same = clash or (person.display, None, False)
            out.append(Namesake(i, shown, index, same))
            continue
        holders.setdefault(person.key(), []).append((person, name, i))
        taken.append(name)
        out.append(name)
    return out
