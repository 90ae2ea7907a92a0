"""`referee-app print ...` run as a subprocess on a temporary database; the PDFs are read back with pypdf."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.store.store import Store
from tests.cli_helpers import run_cli, run_main
from tests.print_data import build_event


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("print") / "event.db"
    build_event(path).store.close(backup=False)
    return path


def run_print(db: Path, *args: str) -> tuple[int, str, str]:
    proc = run_cli("--db", str(db), "print", *args)
    return proc.returncode, proc.stdout, proc.stderr


def text_of(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(str(path)).pages]


def test_score_sheets_of_the_current_round(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "sheets.pdf"
    code, stdout, stderr = run_print(db, "score-sheets", "-o", str(out))
    assert (code, stderr) == (0, "") and stdout.strip() == str(out)
    pages = text_of(out)
    assert len(pages) == 2 and "Turno: 2" in pages[0]
    assert "Martin Ødegård" in pages[0] and "Bruno Perù" in pages[1]


def test_result_sheet_in_english(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "result.pdf"
    code, _, stderr = run_print(db, "result", "--round", "1", "--table", "1", "--lang", "en", "-o", str(out))
    assert (code, stderr) == (0, "")
    page = text_of(out)[0]
    assert "Table result — Table 1" in page and "Anna Čitaković" in page and "= 164   ✓" in page
    assert "cap now 126" in page


def test_blank_sheets_of_a_size(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    code, _, stderr = run_print(db, "score-sheets", "--blank", "--size", "5", "--round", "1", "--table", "2",
                                "-o", str(out))
    assert (code, stderr) == (0, "")
    pages = text_of(out)
    assert len(pages) == 1 and "Tavolo 2" in pages[0] and "Elena Verdi" not in pages[0]


@pytest.mark.parametrize(("kind", "expected"), [
    ("deal", "Distribuzione iniziale"), ("tables", "Giocatori in ordine alfabetico"), ("standings", "Finale"),
    ("log", "tetto ora 126"),
])
def test_other_kinds(db: Path, tmp_path: Path, kind: str, expected: str) -> None:
    out = tmp_path / f"{kind}.pdf"
    args = ["--round", "1", "--table", "1"] if kind == "deal" else (["--round", "1"] if kind == "tables" else [])
    code, _, stderr = run_print(db, kind, *args, "-o", str(out))
    assert (code, stderr) == (0, "")
    assert expected in " ".join(" ".join(text_of(out)).split())


@pytest.mark.parametrize(("args", "message"), [
    (["result", "-o", "{tmp}/x.pdf"], "error: --table:"),
    (["result", "--round", "2", "--table", "2", "-o", "{tmp}/x.pdf"], "error: table: table 2 has no confirmed"),
    (["tables", "--round", "7", "-o", "{tmp}/x.pdf"], "error: round: no round 7"),
    (["result", "--round", "1", "--table", "9", "-o", "{tmp}/x.pdf"], "error: table: round 1 has no table 9"),
    (["deal", "--table", "2", "-o", "{tmp}/x.pdf"], "error: table: table 2 has no deal"),
    (["posters", "-o", "{tmp}/x.pdf"], "error: argument kind: invalid choice"),
    (["tables", "-o", "{tmp}/x.txt"], "error: -o: expected a .pdf"),
    (["tables", "-o", "{tmp}/missing/x.pdf"], "error: -o: folder"),
    (["tables"], "error: the following arguments are required: -o"),
    (["tables", "--size", "4", "-o", "{tmp}/x.pdf"], "error: --size: only with --blank"),
    (["tables", "--blank", "-o", "{tmp}/x.pdf"], "error: --blank: only for score-sheets"),
    (["score-sheets", "--blank", "--size", "9", "-o", "{tmp}/x.pdf"], "error: size: a table has 2 to 6"),
    (["score-sheets", "--size", "0", "--blank", "-o", "{tmp}/x.pdf"], "error: argument --size: expected a positive"),
    (["log", "--round", "1", "-o", "{tmp}/x.pdf"], "error: --round: not used"),
    (["tables", "--event", "9", "-o", "{tmp}/x.pdf"], "error: --event: no event 9"),
    (["tables", "--lang", "fr", "-o", "{tmp}/x.pdf"], "error: argument --lang"),
    (["tables", "--table", "x", "-o", "{tmp}/x.pdf"], "error: argument --table: expected a whole number"),
    (["tables", "--bogus", "-o", "{tmp}/x.pdf"], "error: unrecognized arguments: --bogus"),
])
def test_bad_arguments_exit_2_with_one_line(db: Path, tmp_path: Path, args: list[str], message: str) -> None:
    code, stdout, stderr = run_print(db, *[a.replace("{tmp}", str(tmp_path)) for a in args])
    assert code == 2 and stdout == ""
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(message), stderr
    assert not (tmp_path / "x.pdf").exists()


def test_empty_database(tmp_path: Path) -> None:
    Store.open(tmp_path / "new.db").close(backup=False)
    code, stdout, stderr = run_print(tmp_path / "new.db", "tables", "-o", str(tmp_path / "x.pdf"))
    assert (code, stdout) == (2, "") and stderr.strip() == "error: --event: the database has no event"


@pytest.mark.parametrize("command", [["print", "standings", "-o", "out.pdf"], ["export", "ranking", "-o", "out.xls"]])
def test_a_named_file_that_does_not_exist_is_refused_and_not_created(tmp_path: Path, command: list[str]) -> None:
    missing = tmp_path / "typo.db"
    result = run_main(command[0], "--db", str(missing), *[str(tmp_path / a) if "." in a else a for a in command[1:]])
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"error: --db: {missing} does not exist"]
    assert list(tmp_path.iterdir()) == []
