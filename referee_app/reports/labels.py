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
        "fingerprint": "Impronta del registro del tavolo",
        "event_fingerprint": "Impronta dei registri del torneo", "neutral": "Territori neutrali",
        "jollies": "Jolly ricevuti", "violations": "Oltre il 50% di un continente",
        "skip_line": "{card}: saltato {skipped}, va a {to}", "swap_line": "{card} scambiata con {with_card}: "
        "{first} riceve {card}, {second} riceve {with_card}", "violation_line": "{player}: {count} in {continent} "
        "(massimo {max})", "abandonment": "Dopo la distribuzione: abbandoni e rioccupazione al tavolo",
        "qualifier": "qualificazione", "quarterfinal": "quarti di finale", "semifinal": "semifinale",
        "final": "finale", "phase": "Fase", "places": "posti {first}-{last}", "legend": "Spareggi",
        "standings_ties": "Parità ancora aperte (serve il dado)", "no_results": "nessun risultato confermato",
        "reached": "Fase raggiunta", "cumulative": "all'italiana", "complete": "conclusa",
        "qualifiers": "qualificazioni", "seed": "Seme", "status_eliminated": "eliminato",
        "status_excluded": "escluso", "status_withdrawn": "ritirato", "status_active": "",
        "card_number": "N. carta",
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
        "fingerprint": "Table log fingerprint",
        "event_fingerprint": "Event logs fingerprint", "neutral": "Neutral territories",
        "jollies": "Jolly cards received",
        "violations": "Above 50% of a continent", "skip_line": "{card}: skipped {skipped}, goes to {to}",
        "swap_line": "{card} swapped with {with_card}: {first} gets {card}, {second} gets {with_card}",
        "violation_line": "{player}: {count} in {continent} (maximum {max})",
        "abandonment": "After the deal: abandonments and re-occupation at the table", "qualifier": "qualifier",
        "quarterfinal": "quarterfinal", "semifinal": "semifinal", "final": "final", "phase": "Phase",
        "places": "places {first}-{last}", "legend": "Tie-breaks",
        "standings_ties": "Ties still open (a die is needed)",
        "no_results": "no confirmed result", "reached": "Stage reached", "cumulative": "cumulative",
        "complete": "complete", "qualifiers": "qualifiers", "seed": "Seed", "status_eliminated": "eliminated",
        "status_excluded": "excluded", "status_withdrawn": "withdrawn", "status_active": "",
        "card_number": "Card no.",
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
           "total": "Totale", "games_played": "Partite giocate", "unresolved": "Parità aperta",
           "place": "Posizione al tavolo", "advanced": "Vincitore del tavolo", "phase_total": "Totale di fase",
           "seeding": "Ordine d'ingresso", "phase": "Fase giocata", "points": "Punti",
           "best_scores": "Migliori punteggi"},
    "en": {"objective_points": "Objective pts", "outside_points": "Outside pts", "armies_inside": "Armies inside",
           "armies_outside": "Armies outside", "all_armies": "All armies", "cards": "Cards",
           "territories_inside": "Terr. inside", "territories_outside": "Terr. outside", "score": "Score",
           "die": "Die", "reverse_seat": "Reverse seat order", "risiko": "RisiKo!", "elimination": "Elimination",
           "best_single": "Best score", "second_best": "Second best", "best_single_first": "Got it first",
           "objective_points_counted": "Objective pts", "outside_points_counted": "Outside pts",
           "best_scores_in_order": "Best scores", "total": "Total", "games_played": "Games played",
           "unresolved": "Open tie", "place": "Table place", "advanced": "Won the table",
           "phase_total": "Phase total", "seeding": "Entry order", "phase": "Played the phase", "points": "Points",
           "best_scores": "Best scores"},
}

COLOURS: dict[str, dict[str, str]] = {
    "it": {"rosso": "rosso", "blu": "blu", "giallo": "giallo", "verde": "verde", "nero": "nero", "viola": "viola"},
    "en": {"rosso": "red", "blu": "blue", "giallo": "yellow", "verde": "green", "nero": "black", "viola": "purple"},
}


def label(lang: str, key: str, **values: object) -> str:
    table = LABELS.get(lang, LABELS["it"])
    return table[key].format(**values) if values else table[key]


def status(lang: str, name: str) -> str:
    """A player's end-of-game status as printed after his name; empty for an active player."""
    return LABELS.get(lang, LABELS["it"]).get(f"status_{name}", name)


def criterion(lang: str, name: str) -> str:
    return CRITERIA.get(lang, CRITERIA["it"]).get(name, name)


def colour(lang: str, name: str) -> str:
    return COLOURS.get(lang, COLOURS["it"]).get(name, name)
