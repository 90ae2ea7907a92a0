"""The pages' words, Italian first and English, as a referee and a player say them."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "hall": ("Sala", "Hall"),
    "pairings": ("Abbinamenti", "Pairings"),
    "standings": ("Classifica", "Standings"),
    "round": ("Turno", "Round"),
    "table": ("Tavolo", "Table"),
    "player": ("Giocatore", "Player"),
    "seat": ("Posto", "Seat"),
    "points": ("Punti", "Points"),
    "places": ("posti", "places"),
    "cut": ("Taglio", "Cut"),
    "paused": ("in pausa", "paused"),
    "rolls": ("Tira", "Rolls"),
    "closes_with": ("chiude con", "ends on"),
    "no_round": ("Nessun turno sorteggiato.", "No round drawn yet."),
    "no_results": ("Nessun risultato confermato.", "No confirmed result yet."),
    "find_name": ("Cerca il tuo nome…", "Find your name…"),
    "alert_time_expired": ("Tempo scaduto: segnare di chi era il turno", "Time up: record whose turn it was"),
    "alert_result_missing": ("Risultato da inserire", "Result to enter"),
    "alert_referee_called": ("Chiamato l'arbitro", "Referee called"),
    "alert_dispute": ("Contestazione", "Dispute"),
}

PHASES: dict[str, tuple[str, str]] = {
    "not_started": ("non iniziato", "not started"),
    "playing": ("in gioco", "playing"),
    "penultimate_round": ("penultimo giro", "penultimate round"),
    "last_round": ("ultimo giro", "last round"),
    "extra_round": ("giro supplementare", "extra round"),
    "sdadata": ("sdadata", "sdadata"),
    "ended": ("finita", "ended"),
    "confirmed": ("risultato confermato", "result confirmed"),
    "qualifier": ("qualificazioni", "qualifiers"),
    "qualifiers": ("qualificazioni", "qualifiers"),
    "quarterfinal": ("quarti di finale", "quarterfinals"),
    "quarterfinals": ("quarti di finale", "quarterfinals"),
    "semifinal": ("semifinale", "semifinal"),
    "semifinals": ("semifinali", "semifinals"),
    "final": ("finale", "final"),
}


def t(key: str, lang: str) -> str:
    it, en = TEXTS[key]
    return en if lang == "en" else it


def phase_name(phase: str, lang: str) -> str:
    it, en = PHASES.get(phase, (phase, phase))
    return en if lang == "en" else it
