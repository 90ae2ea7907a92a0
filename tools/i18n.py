"""Keep the Qt translation in step with the code.

    python tools/i18n.py update    # pyside6-lupdate: collect the window's strings into the .ts
    python tools/i18n.py fill      # take the Italian texts of tools/i18n/it_*.json ({source: translation}) into the .ts
    python tools/i18n.py release   # pyside6-lrelease: compile the .ts into the .qm shipped in the package
    python tools/i18n.py missing   # list strings still without an Italian translation
    python tools/i18n.py all       # update, fill, release, then list what is still missing
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "referee_app/ui/translations/referee_app_it.ts"
QM = TS.with_suffix(".qm")


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        candidate = Path(sys.executable).parent / f"pyside6-{name}"
        if candidate.exists():
            return str(candidate)
        raise SystemExit(f"pyside6-{name} not found: install PySide6")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "referee_app/ui").rglob("*.py"))


def update(ts: Path = TS) -> None:
    subprocess.run([_tool("lupdate"), *sources(), "-no-obsolete", "-locations", "none",
                    "-target-language", "it_IT", "-ts", str(ts)], cwd=ROOT, check=True, capture_output=True)


def release(ts: Path = TS, qm: Path = QM) -> None:
    subprocess.run([_tool("lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True, capture_output=True)


def messages(ts: Path = TS) -> list[tuple[str, str, ET.Element]]:
    tree = ET.parse(ts)
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append((name, message.findtext("source") or "", message))
    return out


def missing(ts: Path = TS) -> list[tuple[str, str]]:
    result = []
    for context, source, message in messages(ts):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                or not (translation.text or "").strip():
            result.append((context, source))
    return result


MAPPINGS = ROOT / "tools/i18n"


def fill(mapping_files: list[Path] | None = None, ts: Path = TS) -> int:
    """Every page keeps its Italian texts in its own tools/i18n/it_<area>.json, so branches do not collide."""
    mapping: dict[str, str] = {}
    for mapping_file in mapping_files or sorted(MAPPINGS.glob("it_*.json")):
        mapping.update(json.loads(mapping_file.read_text("utf-8")))
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or source not in mapping:
            continue
        translation.text = mapping[source]
        translation.attrib.pop("type", None)
        filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "fill":
        print(fill([Path(a) for a in argv[1:]] or None), "filled")
    elif command == "all":
        update()
        fill()
        release()
        for context, source in missing():
            print(f"missing: {context}: {source}")
    elif command == "missing":
        for context, source in missing():
            print(f"{context}: {source}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
