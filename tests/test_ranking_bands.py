"""Draws from an imported ranking: a rank column in the player CSV or a pasted list, cut into bands of as
many places as the round has tables; bulk bands; a draw lacking data names who lacks it; a plain random
first game never asks for bands."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from referee_app.ops import players_ops, ranking, rounds
from referee_app.ops.round_bands import next_round_bands
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.rounds.band_dialog import BandDialog
from referee_app.ui.rounds.texts import DrawTexts
from tests.coded import coded

NAMES = [f"Giocatore {k:02d}" for k in range(1, 17)]  # 16 players: 4 tables of 4


def session(tmp_path: Path, ruleset: str = "marsala-2011") -> Session:
    store = Store.open(tmp_path / "t.db")
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin(ruleset), "432109")
    return Session(store, event, referee="Mario")


def csv_text(ranks: list[int | str]) -> str:
    lines = ["nome;club;ranking"] + [f"{n};Club {k % 5};{r}" for k, (n, r) in enumerate(zip(NAMES, ranks))]
    return "\n".join(lines) + "\n"


def test_a_rank_column_gives_the_bands_of_the_first_draw(tmp_path: Path) -> None:
    s = session(tmp_path)
    ranks = list(range(16, 0, -1))  # the file lists the ranking upside down
    players_ops.import_players_file(s, csv_text(ranks).encode())
    by_name = {p.name: p.id for p in s.players()}
    assert ranking.ranking(s)[by_name["Giocatore 16"]] == 1
    cut = next_round_bands(s)
    assert cut.source == "ranking" and cut.tables == 4
    assert cut.bands[0] == ("1", ("Giocatore 16", "Giocatore 15", "Giocatore 14", "Giocatore 13"))
    proposal = rounds.propose(s, seed=7)
    band_of = {name: band for band, names in cut.bands for name in names}
    for table in proposal.draw.tables:
        assert sorted(band_of[name] for name in table.players) == ["1", "2", "3", "4"]


def test_a_rank_listed_twice_is_refused_on_its_line(tmp_path: Path) -> None:
    s = session(tmp_path)
    preview = players_ops.preview_players_file(s, csv_text([1, 2, 3, 2] + list(range(5, 17))).encode())
    assert [(p.line, p.code) for p in preview.problems] == [(5, "rank_twice")]
    with pytest.raises(InputError, check=coded):
        players_ops.import_players_file(s, csv_text([1, 2, 3, 2] + list(range(5, 17))).encode())
    assert s.players() == [] and ranking.ranking(s) == {}


def test_a_pasted_ranking_and_what_a_draw_lacks(tmp_path: Path) -> None:
    s = session(tmp_path)
    for name in NAMES:
        s.store.add_player(s.event_id, name)
    with pytest.raises(rounds.RoundsError) as nobody:
        rounds.propose(s, seed=1)
    assert nobody.value.kind == "bands_missing" and list(nobody.value.items) == NAMES
    assert next_round_bands(s).source == "none"
    pasted = "\n".join(f"{k}. {name}" for k, name in enumerate(NAMES[:14], start=1))
    with pytest.raises(InputError, check=coded) as twice:
        ranking.set_ranking_from_names(s, ranking.names_from_text(pasted + "\n15) giocatore 01"))
    assert twice.value.code == "ranking_twice" and "15: giocatore 01 (= 1)" in twice.value.params["name"]
    with pytest.raises(InputError, check=coded):
        ranking.set_ranking_from_names(s, ["Nessuno"])
    assert ranking.ranking(s) == {}  # nothing saved
    ranking.set_ranking_from_names(s, ranking.names_from_text(pasted))
    with pytest.raises(rounds.RoundsError) as unranked:
        rounds.propose(s, seed=1)
    assert unranked.value.kind == "not_ranked" and list(unranked.value.items) == NAMES[14:]
    text = DrawTexts().error(unranked.value)
    assert "Giocatore 15, Giocatore 16" in text
    ranking.set_ranking_from_names(s, NAMES)
    assert rounds.propose(s, seed=1).draw.tables


def test_bands_by_hand_for_a_selection_win_when_everyone_has_one(tmp_path: Path) -> None:
    s = session(tmp_path)
    ids = [s.store.add_player(s.event_id, name) for name in NAMES]
    for band in range(4):
        ranking.set_bands(s, ids[band * 4:(band + 1) * 4], band + 1)
    cut = next_round_bands(s)
    assert cut.source == "bands" and [len(names) for _band, names in cut.bands] == [4, 4, 4, 4]
    proposal = rounds.propose(s, seed=3)
    band_of = {p.name: p.band for p in s.players()}
    assert all(Counter(band_of[n] for n in t.players) == Counter({1: 1, 2: 1, 3: 1, 4: 1})
               for t in proposal.draw.tables)
    ranking.set_bands(s, ids[:2], None)
    with pytest.raises(rounds.RoundsError) as missing:
        rounds.propose(s, seed=3)
    assert list(missing.value.items) == NAMES[:2]  # no ranking to fall back on: the two without a band


@pytest.mark.parametrize("ruleset", ["como-2000", "editrice-1997"])
def test_a_plain_random_first_draw_never_asks_for_bands(tmp_path: Path, ruleset: str) -> None:
    s = session(tmp_path, ruleset)
    for name in NAMES:
        s.store.add_player(s.event_id, name)
    assert not ranking.uses_bands(s, rounds.next_round(s).game)
    assert rounds.propose(s, seed=1).draw.tables


def test_band_dialog_shows_the_cut(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from referee_app.ui.window.settings import Settings

    s = session(tmp_path)
    players_ops.import_players_file(s, csv_text(list(range(1, 17))).encode())
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    context = AppContext(s.store, settings)
    context.open_event(s.event_id)
    dialog = BandDialog(context, lambda: next_round_bands(context.require_session()), DrawTexts().error)
    qtbot.addWidget(dialog)
    assert dialog.bands.rowCount() == 4
    assert dialog.bands.item(0, 1).text() == ", ".join(NAMES[:4])
    assert dialog.paste.toPlainText().splitlines()[0] == "1. Giocatore 01"
    dialog.paste.setPlainText("Giocatore 01\nGiocatore 01")
    dialog.use_pasted()
    assert "Giocatore 01" in dialog.error.text() and ranking.ranking(s)[s.players()[0].id] == 1
