"""The people of the demo event: players from several clubs and regions, names with accents and letters
from abroad (the printouts and the search must handle them), enough for a full hall of 80 tables."""

from __future__ import annotations

from dataclasses import dataclass

# (club, region): real-sounding clubs spread over Italy, plus two from abroad.
CLUBS: tuple[tuple[str, str], ...] = (
    ("RCU Egadi", "Sicilia"), ("Tana del Drago", "Lazio"), ("Carri Armati Napoli", "Campania"),
    ("Dadi Rossi Milano", "Lombardia"), ("Lilibeo Risiko", "Sicilia"), ("Circolo Kamchatka", "Piemonte"),
    ("Gli Strateghi", "Toscana"), ("Armate del Po", "Emilia-Romagna"), ("Risiko Club Bari", "Puglia"),
    ("I Conquistatori", "Veneto"), ("Nuraghe Games", "Sardegna"), ("Dragon Oslo", "Estero"),
)

FIRST = ("Anna", "Niccolò", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ilaria", "Luca", "Marta",
         "Nino", "Olga", "Pietro", "Rosa", "Salvatore", "Teresa", "Ugo", "Vera", "Zeno", "Agnès", "Björn",
         "Chiara", "Domenico", "Federica", "Giosuè", "Irene", "Jörg", "Lucía", "Mattia")
LAST = ("Ødegård", "Čita", "Perù", "Bianchi", "Lo Presti", "D'Angelo", "Esposito", "Fontana", "Gallo",
        "Marino", "Novák", "Orlando", "Russo", "Santoro", "Tumminello", "Vitale", "Zanè", "Caruso",
        "De Luca", "Ferraro", "Giordano", "Leone", "Mancuso", "Nicosia", "Pellegrino", "Riccò", "Sørensen",
        "Barbagallo", "Costa", "Müller")


@dataclass(frozen=True)
class DemoPlayer:
    name: str
    club: str
    region: str
    band: int
    first_name: str = ""
    surname: str = ""
    birth_date: str = ""  # ISO: the national ranking needs one for every player who took part


def demo_players(count: int, bands: int) -> list[DemoPlayer]:
    """`count` distinct players, clubs in turn, `bands` club-ranking bands of equal size (band 1 first)."""
    if count > len(FIRST) * len(LAST):
        raise ValueError(f"at most {len(FIRST) * len(LAST)} demo players")
    out = []
    for i in range(count):
        # 7 and 11 are coprime with the list lengths, so every (first, last) pair comes up once.
        first = FIRST[(i * 7) % len(FIRST)]
        last = LAST[(i * 11 + i // len(LAST)) % len(LAST)]
        club, region = CLUBS[i % len(CLUBS)]
        born = f"{1960 + (i * 13) % 45}-{1 + (i * 5) % 12:02d}-{1 + (i * 17) % 28:02d}"
        out.append(DemoPlayer(f"{first} {last}", club, region, 1 + i * bands // count, first, last, born))
    names = [p.name for p in out]
    if len(set(names)) != len(names):  # a guard for whoever edits the lists above
        raise ValueError("demo names repeat")
    return out
