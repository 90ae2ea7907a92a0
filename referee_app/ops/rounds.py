"""The tournament flow: which round comes next, who plays it, the seeded draw the referee reviews and edits,
saving it once he confirms, and the seat order of each table (docs/rules.md §2, §7, §8; docs/tournament-flow.md).

Nothing is written until `confirm_round`; a round is drawn only when every table of the previous round has a
confirmed result, because the next draw needs its places and the standings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from referee_app.ops.changes import ROUNDS, Changes, Created
from referee_app.ops.confirmed_result import ConfirmedResult
from referee_app.ops.ranking import ranking
from referee_app.ops.results import seat_holders
from referee_app.ops.session import Session
from referee_app.rules.draw.constraints import DrawPlayer, Violation
from referee_app.rules.draw.search import Draw, draw_game, past_meetings, swap
from referee_app.rules.errors import InputError
from referee_app.rules.params import PhaseParams
from referee_app.rules.seating import Seat, assign_colours, order_drawn, order_from_rolls, seat_table
from referee_app.rules.standings import Game, GameResult, Standings, compute_standings
from referee_app.rules.table.split import split_tables
from referee_app.store.records import Player, Round, Table
from referee_app.ops.standings_ops import StandingsOperations

QUALIFIER = "qualifier"
Status = Literal["ready", "results_missing", "tie_at_cut", "complete"]
# the store's round phases; a ruleset phase is named in the plural ("semifinals") or singular
_STORE_PHASES = {"quarterfinal": "quarterfinal", "quarterfinals": "quarterfinal", "semifinal": "semifinal",
                 "semifinals": "semifinal", "final": "final"}


class RoundsError(InputError):
    """A flow problem the referee must fix first. `kind` and `items` let the window say it in his language:
    `no_players`, `results_missing` (table numbers), `tie_at_cut` (players), `absent_qualified` (players),
    `complete`, `players_changed`, `phase_split` (players, tables), `round_taken` (round number),
    `bands_missing` and `not_ranked` (players a draw by bands cannot place)."""

    def __init__(self, kind: str, message: str, items: Sequence[object] = (), field: str = "round") -> None:
        super().__init__(field, message)
        self.kind = kind
        self.items = tuple(items)


@dataclass(frozen=True)
class Entrant:
    """A player who may play the next round, with what the draw knows of him."""
    player: Player
    label: str                       # the name used in the draw: the player's name, made unique if repeated
    rank: int | None = None          # current standings rank (None before any result)
    place: int | None = None         # his place in the previous round
    band: int | None = None          # the band of the phase (one_per_band) or of the club ranking
    group: int | None = None         # his parallel group in a national formula's phase (its own tables)


@dataclass(frozen=True)
class NextRound:
    """What comes next. `status` is `ready` when it can be drawn; otherwise `pending_tables` (results
    missing) or `tied` (players tied across the cut who need a die) say what is missing."""
    status: Status
    number: int
    phase: str                       # store phase: qualifier, quarterfinal, semifinal, final
    game: str                        # the key of the ruleset's draws: "1", "2", ..., "semifinal", "final"
    name: str                        # "qualifier" or the ruleset's phase name ("semifinals")
    entrants: tuple[Entrant, ...] = ()
    absent: tuple[Entrant, ...] = ()  # qualified for a phase but not checked in
    tables: int | None = None        # table count fixed by the phase, None: split by the ruleset's sizes
    optional: bool = False           # the organiser may skip it (como-2000's final)
    pending_tables: tuple[int, ...] = ()
    tied: tuple[str, ...] = ()
    entrants_at_game_1: int = 0

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(e.label for e in self.entrants)


@dataclass(frozen=True)
class Proposal:
    """A draw the referee is looking at: not saved. `ids` maps each draw name to the player id."""
    next: NextRound
    draw: Draw
    seed: int
    ids: Mapping[str, int] = field(default_factory=dict)

    @property
    def violations(self) -> tuple[Violation, ...]:
        return self.draw.violations


# ---- reading the event ---------------------------------------------------------------------------------

def player_labels(players: Iterable[Player]) -> dict[int, str]:
    """A unique draw name per player: his name, or "name (club)" / "name #id" when names repeat."""
    players = list(players)
    counts: dict[str, int] = {}
    for p in players:
        counts[p.name] = counts.get(p.name, 0) + 1
    labels: dict[int, str] = {}
    taken: set[str] = set()
    for p in players:
        label = p.name
        if counts[p.name] > 1:
            label = f"{p.name} ({p.club})" if p.club else f"{p.name} #{p.id}"
        if label in taken:
            label = f"{p.name} #{p.id}"
        taken.add(label)
        labels[p.id] = label
    return labels


def result_rows(result: Any, table: int = 0, holders: Mapping[int, str] | None = None) -> list[GameResult]:
    """The per-player rows of a stored table result, in seat order (`ConfirmedResult.from_json` reads it);
    `holders` names the player at each seat now (`seat_holders`)."""
    if result is None:
        return []
    read = ConfirmedResult.from_json(result, f"table {table} result" if table else "result")
    return list(read.game_results(holders))


@dataclass(frozen=True)
class _History:
    rounds: list[Round]
    tables: dict[int, list[Table]]           # round id -> tables
    labels: dict[int, str]                   # player id -> draw name
    games: list[Game]                        # every confirmed result
    missing: dict[int, list[int]]            # round id -> table numbers without a confirmed result

    def seat_labels(self, table: Table) -> tuple[str, ...]:
        return tuple(self.labels[s.player_id] for s in table.seats)

    def entrants_at_game_1(self) -> int:
        if not self.rounds:
            return 0
        return sum(len(t.seats) for t in self.tables[self.rounds[0].id])


def _history(session: Session, players: Sequence[Player]) -> _History:
    labels = player_labels(players)
    rounds = session.rounds()
    tables = {r.id: session.tables(r.id) for r in rounds}
    by_name = {p.name: labels[p.id] for p in players}  # results may use the plain name
    games: list[Game] = []
    missing: dict[int, list[int]] = {}
    for rnd in rounds:
        for table in tables[rnd.id]:
            result = session.store.result(table.id)
            if result is None:
                missing.setdefault(rnd.id, []).append(table.number)
                continue
            seated = {labels[s.player_id] for s in table.seats}
            rows = [r._replace(name=r.name if r.name in seated else by_name.get(r.name, r.name))
                    for r in result_rows(result, table.number, seat_holders(table, labels))]
            games.append(Game(rnd.number, table.number, tuple(rows)))
    return _History(rounds, tables, labels, games, missing)


def _standings(session: Session, history: _History, dice: Mapping[str, int]) -> Standings:
    # the national formulas refill a seat of a qualified player who is not checked in (docs/rules.md §7)
    national = session.ruleset.standings.method == "national"
    withdrawn = [history.labels[p.id] for p in session.players() if national and not p.present]
    return compute_standings(session.ruleset.standings, history.games, dice,
                             entrants=history.entrants_at_game_1() or None, withdrawn=withdrawn)


def _store_phase(phases: Sequence[PhaseParams], index: int) -> str:
    name = phases[index].name
    return _STORE_PHASES.get(name.lower(), "final" if index == len(phases) - 1 else "semifinal")


# ---- what comes next -----------------------------------------------------------------------------------

def next_round(session: Session, dice: Mapping[str, int] | None = None) -> NextRound:
    """The next round of the event under its ruleset and who may play it (docs/rules.md §7):
    qualifier rounds take every checked-in player; then each phase of the ruleset's plan for the count of
    players at game 1 (raduno: quarterfinals only above 130) takes the players its standings cut qualifies;
    `elimination` takes the winners of the previous round. `dice`: the referee's rolls for tied players."""
    players = session.players()
    history = _history(session, players)
    number = (history.rounds[-1].number + 1) if history.rounds else 1
    at_1 = history.entrants_at_game_1()
    params = session.ruleset.standings
    if history.rounds and history.missing.get(history.rounds[-1].id):
        last = history.rounds[-1]
        qualifier = params.method != "elimination" and (params.qualifier_rounds is None
                                                        or number <= params.qualifier_rounds)
        return NextRound("results_missing", number, QUALIFIER if qualifier else "", str(number),
                         QUALIFIER if qualifier else "", pending_tables=tuple(history.missing[last.id]),
                         entrants_at_game_1=at_1)
    by_label = {history.labels[p.id]: p for p in players}
    if dice is None:

        dice = StandingsOperations(session).dice()
    standing = _standings(session, history, dice) if history.games else None
    ranks = {s.name: s.rank for s in standing.standings} if standing else {}
    club = ranking(session) if standing is None else {}  # before any result: the imported ranking (ops/ranking.py)
    places = _previous_places(history)

    def entrant(player: Player, band: int | None = None) -> Entrant:
        label = history.labels[player.id]
        return Entrant(player, label, ranks.get(label, club.get(player.id)), places.get(label), band)

    if params.method == "elimination" and standing is not None:
        if not standing.phases:
            return NextRound("complete", number, "", "", "complete", entrants_at_game_1=at_1)
        going = [by_label[n] for n in standing.phases[0].qualified if n in by_label]
        biggest = max(session.ruleset.table.sizes_preferred)
        return _with_players(NextRound("ready", number, "final" if len(going) <= biggest else QUALIFIER,
                                       str(number), standing.phases[0].name, entrants_at_game_1=at_1),
                             [entrant(p) for p in going])
    if params.qualifier_rounds is None or number <= params.qualifier_rounds:
        present = [entrant(p, p.band) for p in players if p.present]
        return NextRound("ready", number, QUALIFIER, str(number), QUALIFIER, tuple(present), entrants_at_game_1=at_1)
    return _phase_round(session, history, standing, number, by_label, entrant)


def _phase_round(session: Session, history: _History, standing: Standings | None, number: int,
                 by_label: Mapping[str, Player], entrant: Callable[[Player, int | None], Entrant]) -> NextRound:
    at_1 = history.entrants_at_game_1()
    phases = session.ruleset.standings.plan_for(at_1)
    cut = standing.cut if standing is not None else None
    if cut is None or standing is None:
        return NextRound("complete", number, "", "", "complete", entrants_at_game_1=at_1)
    if cut.state != "pending":  # its round is saved and confirmed, yet not every seat has played
        return NextRound("results_missing", number, "", "", cut.name, entrants_at_game_1=at_1)
    index = next(i for i, p in enumerate(phases) if p.name == cut.name)
    phase = _store_phase(phases, index)
    optional = cut.name in session.ruleset.draws.optional_phases or phase in session.ruleset.draws.optional_phases
    base = NextRound("ready", number, phase, phase, cut.name, tables=cut.tables or phases[index].tables,
                     optional=optional, entrants_at_game_1=at_1)
    if cut.unresolved:
        return replace(base, status="tie_at_cut", tied=cut.unresolved)
    band_of = {name: b + 1 for b, band in enumerate(cut.bands) for name in band}
    group_of = {name: g.number for g in cut.groups for name in g.players} if len(cut.groups) > 1 else {}
    qualified = [replace(entrant(by_label[n], band_of.get(n)), group=group_of.get(n))
                 for n in cut.qualified if n in by_label]
    return _with_players(base, qualified)


def _with_players(base: NextRound, entrants: list[Entrant]) -> NextRound:
    return replace(base, entrants=tuple(e for e in entrants if e.player.present),
                   absent=tuple(e for e in entrants if not e.player.present))


def _previous_places(history: _History) -> dict[str, int]:
    if not history.rounds:
        return {}
    last = history.rounds[-1].number
    return {r.name: r.place for g in history.games if g.round == last for r in g.results}


# ---- the draw ----------------------------------------------------------------------------------------------

def draw_players(session: Session, nxt: NextRound) -> list[DrawPlayer]:
    """The draw's view of each entrant: club, region, team, band, rank, previous place and past opponents."""
    players = session.players()
    history = _history(session, players)
    met = past_meetings(history.seat_labels(t) for rnd in history.rounds for t in history.tables[rnd.id])
    constraints = session.ruleset.draws.constraints_for(nxt.game) or ()
    # a band only means something to the constraint it belongs to: club bands to club_bands, phase bands
    # to one_per_band; standings_bands cuts bands from the rank
    use_band = "club_bands" in constraints or "one_per_band" in constraints
    if use_band and not all(e.band is not None for e in nxt.entrants):
        use_band = False  # the engine cuts the bands from the ranks, when every player has one
        unranked = [e.label for e in nxt.entrants if e.rank is None]
        if unranked and len(unranked) < len(nxt.entrants):
            raise RoundsError("not_ranked", f"not in the ranking: {', '.join(unranked)}", unranked, field="players")
        if unranked:
            missing = [e.label for e in nxt.entrants if e.band is None]
            raise RoundsError("bands_missing", "the draw takes one player per band: import the ranking or give "
                              f"a band to {', '.join(missing)}", missing, field="players")
    return [DrawPlayer(name=e.label, club=e.player.club or None, region=e.player.region or None,
                       team=e.player.team or None, band=e.band if use_band else None, rank=e.rank, place=e.place,
                       opponents=met.get(e.label, frozenset()), group=e.group) for e in nxt.entrants]


def check_ready(nxt: NextRound) -> None:
    """Raise RoundsError saying why the next round cannot be drawn yet (nothing when it can)."""
    if nxt.status == "results_missing":
        raise RoundsError("results_missing", "table(s) " + ", ".join(map(str, nxt.pending_tables))
                          + " of the last round have no confirmed result", nxt.pending_tables)
    if nxt.status == "tie_at_cut":
        raise RoundsError("tie_at_cut", f"{', '.join(nxt.tied)} are tied across the cut of the {nxt.name}: "
                          "they roll a die first", nxt.tied)
    if nxt.status == "complete":
        raise RoundsError("complete", "the event is complete: no round is left to draw")
    if nxt.absent:
        names = [e.label for e in nxt.absent]
        raise RoundsError("absent_qualified", f"{', '.join(names)} qualified for the {nxt.name} but "
                          "are not checked in", names, field="players")
    if not nxt.entrants:
        raise RoundsError("no_players", "no checked-in players: check players in first", field="players")


def phase_sizes(players: int, tables: int) -> tuple[int, ...]:
    """A phase's players spread over its fixed number of tables, as evenly as possible, larger first."""
    each, extra = divmod(players, tables)
    sizes = tuple([each + 1] * extra + [each] * (tables - extra))
    if not sizes or min(sizes) < 2 or max(sizes) > 6:
        raise RoundsError("phase_split", f"{players} players cannot play {tables} tables",
                          (players, tables), field="players")
    return sizes


def planned_sizes(session: Session, nxt: NextRound) -> tuple[int, ...]:
    """The table sizes the next round will use; TableSplitError (with drop/add) when the count cannot split."""
    if nxt.tables:
        return phase_sizes(len(nxt.entrants), nxt.tables)
    return split_tables(len(nxt.entrants), session.ruleset.table.sizes_preferred)


def propose(session: Session, seed: int, nxt: NextRound | None = None) -> Proposal:
    """A seeded draw of the next round (same seed, same players: same draw). Raises RoundsError when the
    round cannot be drawn yet, TableSplitError (drop/add) when the players do not split into tables."""
    nxt = nxt if nxt is not None else next_round(session)
    check_ready(nxt)
    players = draw_players(session, nxt)
    sizes = planned_sizes(session, nxt)
    try:
        draw = draw_game(session.ruleset, nxt.game, players, seed, sizes=sizes)
    except InputError as exc:
        raise _named(exc, players) from None
    return Proposal(nxt, draw, seed, {e.label: e.player.id for e in nxt.entrants})


def _named(exc: InputError, players: Sequence[DrawPlayer]) -> InputError:
    """Engine errors cite `players[3].band`: name the player instead."""
    head, _, rest = exc.field.partition("]")
    if head.startswith("players[") and head[8:].isdigit() and int(head[8:]) < len(players):
        return InputError(f"{players[int(head[8:])].name}{rest}", exc.message)
    return exc


def swap_players(proposal: Proposal, a: str, b: str) -> Proposal:
    """The proposal with two players exchanged and re-scored (the referee's manual change)."""
    if a == b:
        raise InputError("swap", "choose two different players", code="swap_same_player")
    if proposal.draw.table_of(a) == proposal.draw.table_of(b):
        raise InputError("swap", f"{a} and {b} sit at the same table", code="swap_same_table", a=a, b=b)
    return replace(proposal, draw=swap(proposal.draw, a, b))


def broken_by(before: Proposal, after: Proposal) -> tuple[Violation, ...]:
    """The violations of `after` that `before` did not have: what a swap breaks."""
    def key(v: Violation) -> tuple[str, int, tuple[str, ...]]:
        return v.constraint, v.table, tuple(sorted(v.players))
    old = {key(v) for v in before.violations}
    return tuple(v for v in after.violations if key(v) not in old)


def repaired_by(before: Proposal, after: Proposal) -> tuple[Violation, ...]:
    return broken_by(after, before)


@dataclass(frozen=True)
class SavedRound:
    """A round as confirmation saved it: what redoing the confirmation writes again."""
    id: int
    number: int
    phase: str
    tables: tuple[tuple[tuple[int, str], ...], ...]  # per table, (player id, colour) from seat 1


def confirm_round(session: Session, proposal: Proposal) -> Created[SavedRound]:
    """Save the proposal as the next round. Each table gets a provisional seat order drawn from the draw's
    seed and the standard colours; the table's own dice replace it before play (`seat_by_rolls`). Refused
    when the round or its players changed since the draw."""
    now = next_round(session)
    planned = proposal.next
    if now.number != planned.number or now.phase != planned.phase or now.status != "ready":
        raise RoundsError("round_taken", f"round {planned.number} is no longer the next round: draw again",
                          (planned.number,))
    if sorted(now.labels) != sorted(planned.labels):
        raise RoundsError("players_changed", "the players changed since the draw (check-in): draw again",
                          field="players")
    tables = []
    for table in proposal.draw.tables:
        order = order_drawn(table.players, f"{proposal.seed}:{planned.number}:{table.number}")
        colours = assign_colours(order)
        tables.append(tuple((proposal.ids[name], colours[name]) for name in order))
    return restore_round(session, SavedRound(0, planned.number, planned.phase, tuple(tables)))


def saved_round(session: Session, round_id: int) -> SavedRound:
    """A saved round as it is stored."""
    rnd = session.round(round_id)
    return SavedRound(round_id, rnd.number, rnd.phase,
                      tuple(tuple((s.player_id, s.colour) for s in t.seats) for t in session.tables(round_id)))


def restore_round(session: Session, saved: SavedRound) -> Created[SavedRound]:
    """Save a round again, the same tables and seats (redoing its confirmation); the new id."""
    round_id = session.store.add_round_with_tables(session.event_id, saved.number, saved.phase, saved.tables)
    return Created(replace(saved, id=round_id), ROUNDS)


def remove_round(session: Session, round_id: int) -> Changes:
    """Undo a confirmed round: only the latest, and only while none of its tables has an action."""
    session.store.remove_round(round_id)
    session.forget()  # its table ids may be given again to the next round's tables
    return ROUNDS


def started_tables(session: Session, round_id: int) -> set[int]:
    """Ids of the tables of a round whose log has any entry: their seat order is fixed."""
    return {t.id for t in session.tables(round_id) if session.store.actions(t.id)}


def round_started(session: Session, round_id: int) -> bool:
    return bool(started_tables(session, round_id))


# ---- seat order and colours at a table ---------------------------------------------------------------------

def table_labels(session: Session, table: Table) -> tuple[str, ...]:
    labels = player_labels(session.players())
    return tuple(labels[s.player_id] for s in table.seats)


def seats_from_rolls(names: Sequence[str], rolls: Mapping[str, int | Sequence[int]]) -> tuple[Seat, ...]:
    """Seat order from the table's dice: highest first; a tie the rolls do not break raises TiedRollError
    naming who rolls again (add his new roll after the first). Every player needs a roll."""
    missing = [n for n in names if n not in rolls]
    if missing:
        raise InputError(("rolls", missing[0]), f"no roll for {', '.join(missing)}")
    unknown = [n for n in rolls if n not in names]
    if unknown:
        raise InputError(("rolls", unknown[0]), f"{unknown[0]} does not sit at this table")
    order = order_from_rolls(rolls)
    return seat_table(order, rolls=rolls)


def seats_drawn(names: Sequence[str], seed: int | str) -> tuple[Seat, ...]:
    """Seat order drawn by the app from a seed, when the organiser prefers it to dice."""
    return seat_table(order_drawn(names, seed))


def set_seat_order(session: Session, table_id: int, seats: Sequence[Seat]) -> Changes:
    """Save a seat order and its colours; refused once the table has any action."""
    table = session.table(table_id)
    labels = player_labels(session.players())
    ids = {labels[s.player_id]: s.player_id for s in table.seats}
    unknown = [s.player for s in seats if s.player not in ids]
    if unknown:
        raise InputError("seats", f"{unknown[0]} does not sit at table {table.number}")
    ordered = sorted(seats, key=lambda s: s.seat)
    session.store.set_seats(table_id, [(ids[s.player], s.colour) for s in ordered])
    session.forget(table_id)  # the kept state starts from the seat order
    return Changes(tables=frozenset({table_id}), rounds=True)
