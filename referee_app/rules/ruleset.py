"""Rulesets: every parameter of a regulation as data (docs/rules.md), loaded and validated from JSON.

The built-in profiles live in `data/rulesets/<id>.json`. A custom file may say `"extends": "<id>"` and give
only the keys it changes. Each **Decision** of docs/rules.md is a parameter here, never a hidden branch.
A ruleset is frozen into an event at creation by storing `to_dict()`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from referee_app.rules import schema
from referee_app.rules.errors import RulesetError
from referee_app.rules.params import (CardParams, ClockParams, DealParams, DrawParams, PenaltyParams,
                                      ReinforcementParams, SdadataParams, ScoringParams, SetParams,
                                      StandingsParams, TableParams)
from importlib import resources

BUILTIN_IDS = ("marsala-2011", "raduno", "raduno-nazionale", "master", "open", "campionato", "nostra-passione-2018",
               "editrice-1997", "como-2000", "risk-classic")

# The national ranking's "Tipologia di Torneo" (the circuit's tournament workbook, sheet TORNEO): what the
# ranking export writes for an event played under the ruleset.
CircuitType = Literal["Campionato Nazionale", "Raduno Nazionale", "Torneo Master", "Torneo Open", "Torneo Interclub",
                      "Campionato Periodico", "Torneo a Squadre", "Torneo 2VS2", "Torneo a Inviti", "Amichevoli"]


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    source: str
    description: str
    table: TableParams
    deal: DealParams
    clock: ClockParams
    sdadata: SdadataParams | None
    reinforcements: ReinforcementParams
    sets: SetParams
    cards: CardParams
    penalties: PenaltyParams
    scoring: ScoringParams
    standings: StandingsParams
    draws: DrawParams
    decisions: tuple[str, ...] = ()
    circuit_type: CircuitType | None = None
    choose_when: str = ""

    def to_dict(self) -> dict[str, Any]:
        return dict(schema.dump(self))

    def parameters(self) -> dict[str, Any]:
        """Every parameter except the identity fields: what `rules rulesets` prints."""
        data = self.to_dict()
        for key in ("id", "name", "source", "description", "choose_when"):
            data.pop(key)
        return data

    def settings(self) -> dict[str, dict[str, Any]]:
        """The parameters grouped by section, as the ruleset file writes them: `parameters()` without the
        decisions (sentences) and without a section the ruleset leaves out (the box rules have no sdadata)."""
        return {section: values for section, values in self.parameters().items() if isinstance(values, dict)}

    def initial_armies(self, players: int) -> int:
        try:
            return self.table.initial_armies[players]
        except KeyError:
            raise RulesetError("table.initial_armies", f"no value for {players} players") from None


def _merge(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def ruleset_from_dict(data: Mapping[str, Any]) -> Ruleset:
    """Validate and build a ruleset; `extends` names a built-in whose keys are the defaults."""
    if not isinstance(data, Mapping):
        raise RulesetError("", "a ruleset file must hold a JSON object")
    if "extends" in data:
        parent = data["extends"]
        if parent not in BUILTIN_IDS:
            raise RulesetError("extends", f"unknown built-in ruleset {parent!r}")
        child = {k: v for k, v in data.items() if k != "extends"}
        data = _merge(_builtin_data(parent), child)
    return schema.read(Ruleset, data)


def _builtin_data(ruleset_id: str) -> dict[str, Any]:

    text = resources.files("referee_app.rules.data.rulesets").joinpath(f"{ruleset_id}.json").read_text("utf-8")
    return dict(json.loads(text))


# A ruleset file is a few kilobytes; anything past this is not one.
MAX_FILE_BYTES = 1_000_000


@cache
def builtin(ruleset_id: str) -> Ruleset:
    if ruleset_id not in BUILTIN_IDS:
        raise RulesetError("", f"unknown ruleset {ruleset_id!r}; built-in: {', '.join(BUILTIN_IDS)}")
    return ruleset_from_dict(_builtin_data(ruleset_id))


def builtins() -> list[Ruleset]:
    return [builtin(i) for i in BUILTIN_IDS]


def load_ruleset(id_or_path: str | Path) -> Ruleset:
    """A built-in ruleset by id, or a custom ruleset file by path; any file that is not one is a RulesetError."""
    ref = str(id_or_path)
    if ref in BUILTIN_IDS:
        return builtin(ref)
    if not ref.strip():
        raise RulesetError("", f"no ruleset given: name a built-in one ({', '.join(BUILTIN_IDS)}) or a file")
    shown = ref if len(ref) <= 80 else ref[:77] + "..."
    path = Path(ref)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RulesetError("", f"{shown} is neither a built-in ruleset nor a file") from None
    except IsADirectoryError:
        raise RulesetError("", f"{shown} is a folder, not a ruleset file") from None
    except OSError as exc:
        raise RulesetError("", f"{shown} cannot be read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise RulesetError("", f"{path.name} is {len(raw)} bytes: a ruleset file is at most {MAX_FILE_BYTES}")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RulesetError("", f"{path.name} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise RulesetError("", f"{path.name} is not valid JSON (line {exc.lineno}): {exc.msg}") from None
    except RecursionError:
        raise RulesetError("", f"{path.name} is nested too deeply to be a ruleset") from None
    return ruleset_from_dict(data)
