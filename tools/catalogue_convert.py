"""Convert the window's Qt translations into text-catalogue keys (referee_app/texts).

    python tools/catalogue_convert.py          # convert referee_app/ui in place, write the catalogue files
    python tools/catalogue_convert.py --check  # only list what would change (exit 1 if anything would)

Every `self.tr("...")` (implicit concatenation of literals included) and `QCoreApplication.translate("Ctx",
"...")` / `translate("Ctx", "...")` in referee_app/ui becomes `t("<area>.<slug>")`: the area from the file
(AREAS below), the slug from the English words, the English from the source, the Italian from the Qt
translation file `referee_app/ui/translations/referee_app_it.ts` (read from git history once the file is
gone). A text already in the catalogue under the same area and English keeps its key, so the script can be
run again at any time (after a merge that brought back `self.tr` lines: take the other side of the file and
run it): it changes nothing on converted code. Any string without an Italian text, or a call it cannot
convert (a computed text, a plural form), stops it with the list.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "referee_app" / "ui"
CATALOGUE = ROOT / "referee_app" / "texts" / "catalogue"
TS = "referee_app/ui/translations/referee_app_it.ts"
IMPORT = "from referee_app.texts import t"

# file (relative to referee_app/ui, a regular expression matched from the start) -> area, first match wins
AREAS: list[tuple[str, str]] = [
    (r"pages/table_|pages/table\.", "table"),
    (r"pages/rounds_|rounds/", "rounds"),
    (r"pages/event_", "event"),
    (r"pages/player", "players"),
    (r"pages/standings", "standings"),
    (r"pages/casistica|casistica/", "casistica"),
    (r"pages/rulesets", "rulesets"),
    (r"pages/deck", "deck"),
    (r"pages/", "pages"),
    (r"hall/", "hall"),
    (r"lan/", "lan"),
    (r"deal_", "deal"),
    (r"result_", "result"),
    (r"printing", "printing"),
    (r"db_errors", "database"),
    (r"engine_messages", "engine"),
    (r"", "window"),
]
_WORDS = 4
_SLUG_CHARS = 32
# areas whose texts every window file shares (a text equal in both languages reuses their key)
SHARED = ("colour",)


def area_of(path: Path) -> str:
    relative = path.relative_to(UI).as_posix()
    return next(area for pattern, area in AREAS if re.match(pattern, relative))


def slug(english: str) -> str:
    """A readable key from the English: 'End of %1's turn' -> 'end_of_turn'."""
    plain = re.sub(r"<[^>]+>", " ", english).replace("&&", " and ").replace("&", "")
    plain = re.sub(r"%\d+", " ", plain).replace("'s ", " ")
    plain = unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode().lower()
    words = re.findall(r"[a-z0-9]+", plain)
    text = "_".join(words[:_WORDS])[:_SLUG_CHARS].strip("_")
    return text or "text"


def hint(english: str) -> str:
    """What tells a text apart from its plain twin: '&Name:' is a form label with a shortcut, 'Edit…' opens more."""
    end = english.rstrip()
    parts = (["key"] if re.search(r"&[^&\s]", english) else []) + (["label"] if end.endswith(":") else []) \
        + (["more"] if end.endswith("…") else [])
    return "_".join(parts)


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


# ---- the Italian ------------------------------------------------------------------------------------------

def _ts_bytes() -> bytes | None:
    path = ROOT / TS
    if path.exists():
        return path.read_bytes()
    last = subprocess.run(["git", "rev-list", "-n1", "HEAD", "--", TS], cwd=ROOT, capture_output=True, text=True)
    commit = last.stdout.strip()
    if not commit:
        return None
    shown = subprocess.run(["git", "show", f"{commit}^:{TS}"], cwd=ROOT, capture_output=True)
    return shown.stdout if shown.returncode == 0 else None


def italian_texts() -> tuple[dict[tuple[str, str], str], dict[str, set[str]]]:
    """(context, English) -> Italian, and English -> every Italian it has in any context."""
    data = _ts_bytes()
    by_context: dict[tuple[str, str], str] = {}
    by_source: dict[str, set[str]] = {}
    if data is None:
        return by_context, by_source
    for context in ET.fromstring(data).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                    or not (translation.text or "").strip():
                continue
            by_context[(name, source)] = translation.text or ""
            by_source.setdefault(source, set()).add(translation.text or "")
    return by_context, by_source


# ---- the calls --------------------------------------------------------------------------------------------

@dataclass
class Found:
    start: int  # character offsets in the file's text
    end: int
    context: str
    english: str


class Collector(ast.NodeVisitor):
    def __init__(self, path: Path, source: str) -> None:
        self.path = path
        self.lines = source.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.classes: list[str] = []
        self.found: list[Found] = []
        self.problems: list[str] = []

    def offset(self, line: int, col: int) -> int:
        """ast's columns count UTF-8 bytes."""
        text = self.lines[line - 1]
        return self.starts[line - 1] + len(text.encode("utf-8")[:col].decode("utf-8"))

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def where(self, node: ast.AST) -> str:
        return f"{self.path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        context: str | None = None
        text_arg: ast.expr | None = None
        if isinstance(func, ast.Attribute) and func.attr == "tr":
            if len(node.args) != 1 or node.keywords:
                self.problems.append(f"{self.where(node)}: tr() with a disambiguation or a plural form")
                return
            context = self.classes[-1] if self.classes else ""
            text_arg = node.args[0]
        elif (isinstance(func, ast.Attribute) and func.attr == "translate"
              and isinstance(func.value, ast.Name) and func.value.id == "QCoreApplication") \
                or (isinstance(func, ast.Name) and func.id == "translate"):
            if len(node.args) != 2 or node.keywords or not (isinstance(node.args[0], ast.Constant)
                                                           and isinstance(node.args[0].value, str)):
                self.problems.append(f"{self.where(node)}: translate() with a computed context or extra arguments")
                return
            context = node.args[0].value
            text_arg = node.args[1]
        if text_arg is not None and context is not None:
            if not (isinstance(text_arg, ast.Constant) and isinstance(text_arg.value, str)):
                self.problems.append(f"{self.where(node)}: a computed text: {ast.unparse(text_arg)[:60]}")
                return
            assert node.end_lineno is not None and node.end_col_offset is not None
            self.found.append(Found(self.offset(node.lineno, node.col_offset),
                                    self.offset(node.end_lineno, node.end_col_offset), context, text_arg.value))
            return
        self.generic_visit(node)


# ---- the catalogue ----------------------------------------------------------------------------------------

def load_catalogue() -> dict[str, dict[str, dict[str, str]]]:
    """area -> key -> {"it", "en"}."""
    out: dict[str, dict[str, dict[str, str]]] = {}
    for file in sorted(CATALOGUE.glob("*.json")):
        out[file.stem] = json.loads(file.read_text("utf-8"))
    return out


def write_catalogue(areas: dict[str, dict[str, dict[str, str]]], changed: set[str]) -> None:
    for area in sorted(changed):
        entries = {key: {"it": v["it"], "en": v["en"]} for key, v in sorted(areas[area].items())}
        (CATALOGUE / f"{area}.json").write_text(json.dumps(entries, ensure_ascii=False, indent=1) + "\n", "utf-8")


class Keys:
    def __init__(self, areas: dict[str, dict[str, dict[str, str]]]) -> None:
        self.areas = areas
        self.by_context, self.by_source = italian_texts()
        self.changed: set[str] = set()
        self.missing: list[str] = []

    def text(self, key: str) -> dict[str, str]:
        return self.areas[key.split(".")[0]][key]

    def italian(self, context: str, english: str, where: str) -> str | None:
        if (context, english) in self.by_context:
            return self.by_context[(context, english)]
        choices = self.by_source.get(english, set())
        if len(choices) == 1:  # moved to another class since the .ts was made: the only translation it has
            return next(iter(choices))
        self.missing.append(f"{where}: [{context}] {english!r}"
                            + (f" has several Italian texts: {sorted(choices)}" if choices else " has no Italian"))
        return None

    def key(self, area: str, context: str, english: str, where: str) -> str | None:
        entries = self.areas.setdefault(area, {})
        shared = [k for a in SHARED for k, v in self.areas.get(a, {}).items() if v["en"] == english]
        same = [k for k, v in entries.items() if v["en"] == english] or shared
        italian = None
        if len(same) != 1 or (context, english) in self.by_context:
            italian = self.italian(context, english, where)
            if italian is None:
                return None
            same = [k for k in same if self.text(k)["it"] == italian]
        if same:
            return same[0]
        assert italian is not None
        base = f"{area}.{slug(english)}"
        candidates = [base] + ([f"{base}_{hint(english)}"] if hint(english) else []) \
            + ([f"{base}_{snake(context)}"] if context else [])
        taken = {k for other in self.areas.values() for k in other}
        key = next((c for c in candidates if c not in taken), "")
        n = 2
        while not key:
            key = f"{base}_{n}" if f"{base}_{n}" not in taken else ""
            n += 1
        entries[key] = {"it": italian, "en": english}
        self.changed.add(area)
        return key


def add_import(source: str) -> str:
    """`t` joins an import from referee_app.texts, or comes after the last import, among the app's own."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    last = None
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "referee_app.texts" and node.lineno == node.end_lineno:
            if any(alias.name == "t" for alias in node.names):
                return source
            names = sorted([*(ast.unparse(alias) for alias in node.names), "t"])
            lines[node.lineno - 1] = f"from referee_app.texts import {', '.join(names)}\n"
            return "".join(lines)
        if isinstance(node, ast.ImportFrom | ast.Import):
            last = node
        elif last is not None:  # the imports end at the first statement
            break
    at = last.end_lineno if last is not None and last.end_lineno is not None else 0
    own = isinstance(last, ast.ImportFrom) and (last.module or "").startswith("referee_app")
    return "".join(lines[:at]) + ("" if own else "\n") + IMPORT + "\n" + "".join(lines[at:])


def convert(check: bool = False) -> int:
    keys = Keys(load_catalogue())
    problems: list[str] = []
    edits: dict[Path, str] = {}
    for path in sorted(UI.rglob("*.py")):
        source = path.read_text("utf-8")
        collector = Collector(path, source)
        collector.visit(ast.parse(source))
        problems += collector.problems
        if not collector.found:
            continue
        area = area_of(path)
        new = source
        for found in sorted(collector.found, key=lambda f: f.start, reverse=True):
            where = f"{path.relative_to(ROOT)}:{source.count(chr(10), 0, found.start) + 1}"
            key = keys.key(area, found.context, found.english, where)
            if key is not None:
                new = new[:found.start] + f't("{key}")' + new[found.end:]
        edits[path] = add_import(new)
    problems += keys.missing
    if problems:
        print("cannot convert:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 2
    if check:
        for path in edits:
            print(f"would convert {path.relative_to(ROOT)}")
        return 1 if edits else 0
    for path, text in edits.items():
        path.write_text(text, "utf-8")
    write_catalogue(keys.areas, keys.changed)
    left = tidy(list(edits)) if edits else []
    print(f"{len(edits)} files converted, {sum(len(v) for v in keys.areas.values())} keys in the catalogue")
    if left:
        print("to mend by hand:\n  " + "\n  ".join(left), file=sys.stderr)
        return 3
    return 0


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True,
                          check=False)


def tidy(paths: list[Path]) -> list[str]:
    """Drop the Qt imports the texts needed, reflow the statements a longer key pushed past 120 characters,
    and return what ruff still finds: a local `t` hiding the import, a line still too long."""
    files = [str(p) for p in paths]
    _ruff("check", "--fix", "--select", "F401", "-q", *files)
    found = json.loads(_ruff("check", "--select", "E501", "--output-format", "json", "-q", *files).stdout or "[]")
    for problem in sorted(found, key=lambda p: (p["filename"], -p["location"]["row"])):
        row = problem["location"]["row"]
        width = len(Path(problem["filename"]).read_text("utf-8").splitlines()[row - 1]) + 1
        _ruff("format", "--line-length", "120", "--range", f"{row}:1-{row}:{width}", problem["filename"])
    report = _ruff("check", "--select", "E501,F402,F811,F823,F821", "--output-format", "concise", "-q", *files)
    return [line for line in report.stdout.splitlines() if line.strip()] + [hidden for p in paths
                                                                           for hidden in local_t(p)]


def local_t(path: Path) -> list[str]:
    """Every binding of a local `t` (an assignment, a loop, an argument) that would hide the imported `t`;
    a comprehension's or a lambda's own `t` only if it calls t() itself."""
    found: list[str] = []

    def calls_t(node: ast.AST) -> bool:
        return any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == "t"
                   for c in ast.walk(node))

    def visit(node: ast.AST) -> None:
        own_scope = ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp | ast.Lambda
        if isinstance(node, own_scope) and not calls_t(node):
            return  # its scope ends with it: its own `t` is harmless
        if isinstance(node, ast.Name) and node.id == "t" and isinstance(node.ctx, ast.Store) \
                or isinstance(node, ast.arg) and node.arg == "t":
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a local `t` hides the catalogue's t()")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text("utf-8")))
    return found


if __name__ == "__main__":
    raise SystemExit(convert("--check" in sys.argv[1:]))
