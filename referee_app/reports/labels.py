"""Printed labels in Italian and English. Reports sit below the window, so they carry their own texts
instead of Qt translations."""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "it": {
        "score_sheet": "Scheda punteggi", "result_sheet": "Verbale del tavolo", "deal_sheet": "Distribuzione iniziale",
        "table_list": "Tavoli del turno", "player_list": "Giocatori in ordine alfabetico", "standings": "Classifica",
        "log": "Registro sanzioni e decisioni", "table": "Tavolo", "round": "Turno", "event": "Evento",
        "venue": "Luogo", "date": "Data", "ruleset": "Regolamento", "clock_start": "Inizio partita",
        "seat": "Posto", "colour": "Colore", "player": "Giocatore", "place": "Pos.", "points": "Punti torneo",
        "signature": "Firma", "referee_signature": "Firma dell'arbitro", "head_referee": "Arbitro capo",
        "check_line": "Controllo: punti obiettivo + punti fuori obiettivo di tutti + territori neutrali = {total}",
        "neutral_value": "Valore territori neutrali", "sum": "Somma", "notes": "Note", "eliminated": "Elim. (ordine)",
        "decided_by": "Deciso da", "penalties": "Sanzioni applicate", "none": "nessuna",
        "unresolved": "Parità da risolvere con il dado", "page": "Pagina {page} di {pages}",
        "printed": "Stampato il {when}", "territories": "Territori", "count": "N.", "club": "Club",
        "rank": "Pos.", "total": "Totale", "counted": "Partite contate", "cut_line": "Linea di qualificazione",
        "time": "Ora", "kind": "Tipo", "text": "Descrizione", "referee": "Arbitro", "blank": "(da compilare)",
        "skips": "Salti per la regola del 50%", "swaps": "Scambi dell'ultima carta", "valid": "Distribuzione valida",
        "invalid": "Distribuzione NON valida", "risiko": "RisiKo!",
    },
    "en": {
        "score_sheet": "Score sheet", "result_sheet": "Table result", "deal_sheet": "Initial deal",
        "table_list": "Round tables", "player_list": "Players in alphabetical order", "standings": "Standings",
        "log": "Penalty and ruling log", "table": "Table", "round": "Round", "event": "Event", "venue": "Venue",
        "date": "Date", "ruleset": "Ruleset", "clock_start": "Game start", "seat": "Seat", "colour": "Colour",
        "player": "Player", "place": "Place", "points": "Tournament points", "signature": "Signature",
        "referee_signature": "Referee's signature", "head_referee": "Head referee",
        "check_line": "Check: objective points + outside points of all players + neutral territories = {total}",
        "neutral_value": "Neutral territories' value", "sum": "Sum", "notes": "Notes", "eliminated": "Elim. (order)",
        "decided_by": "Decided by", "penalties": "Penalties applied", "none": "none",
        "unresolved": "Ties to settle with a die", "page": "Page {page} of {pages}", "printed": "Printed {when}",
        "territories": "Territories", "count": "No.", "club": "Club", "rank": "Rank", "total": "Total",
        "counted": "Games counted", "cut_line": "Qualification line", "time": "Time", "kind": "Kind",
        "text": "Description", "referee": "Referee", "blank": "(to fill in)", "skips": "Skips for the 50% rule",
        "swaps": "Last-card swaps", "valid": "Valid distribution", "invalid": "INVALID distribution",
        "risiko": "RisiKo!",
    },
}

# Column headings of the tie-break measures, by the criterion names of the scoring engine.
CRITERIA: dict[str, dict[str, str]] = {
    "it": {"objective_points": "Punti obiettivo", "outside_points": "Punti fuori ob.", "armies_inside": "Armate dentro",
           "armies_outside": "Armate fuori", "all_armies": "Armate totali", "cards": "Carte",
           "territories_inside": "Terr. dentro", "territories_outside": "Terr. fuori", "score": "Punteggio",
           "die": "Dado", "reverse_seat": "Ordine di gioco inverso", "risiko": "RisiKo!",
           "elimination": "Eliminazione", "best_single": "Miglior punteggio", "second_best": "Secondo punteggio",
           "best_single_first": "Chi l'ha ottenuto prima", "objective_points_counted": "Punti obiettivo",
           "outside_points_counted": "Punti fuori ob.", "best_scores_in_order": "Migliori punteggi",
           "total": "Totale"},
    "en": {"objective_points": "Objective pts", "outside_points": "Outside pts", "armies_inside": "Armies inside",
           "armies_outside": "Armies outside", "all_armies": "All armies", "cards": "Cards",
           "territories_inside": "Terr. inside", "territories_outside": "Terr. outside", "score": "Score",
           "die": "Die", "reverse_seat": "Reverse seat order", "risiko": "RisiKo!", "elimination": "Elimination",
           "best_single": "Best score", "second_best": "Second best", "best_single_first": "Got it first",
           "objective_points_counted": "Objective pts", "outside_points_counted": "Outside pts",
           "best_scores_in_order": "Best scores", "total": "Total"},
}

COLOURS: dict[str, dict[str, str]] = {
    "it": {"rosso": "rosso", "blu": "blu", "giallo": "giallo", "verde": "verde", "nero": "nero", "viola": "viola"},
    "en": {"rosso": "red", "blu": "blue", "giallo": "yellow", "verde": "green", "nero": "black", "viola": "purple"},
}


def label(lang: str, key: str, **values: object) -> str:
    table = LABELS.get(lang, LABELS["it"])
    return table[key].format(**values) if values else table[key]


def criterion(lang: str, name: str) -> str:
    return CRITERIA.get(lang, CRITERIA["it"]).get(name, name)


def colour(lang: str, name: str) -> str:
    return COLOURS.get(lang, COLOURS["it"]).get(name, name)
