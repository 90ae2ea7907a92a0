"""Make the sample players workbook from the sample players CSV, so the two list the same people, and the
sample objective deck from the program's own 16 official cards, so the two cannot drift apart:

    python tools/make_samples.py   # resources/samples/giocatori.csv -> resources/samples/iscritti-modulo-torneo.xls
                                   # referee_app's official cards -> resources/samples/obiettivi-16.json

The workbook has the national circuit's ModuloTorneo layout that the players' import reads (docs/ranking.md):
a `TORNEO` sheet (labels in column C, values in column D) and the `Iscritti` sheet, its header on the third row
and one player a row from the fourth: ID, Nome, Cognome, Nickname, Club, Partecipa Torneo (SI/NO), Regione,
Data di Nascita (a date cell), ID NAZIONALE (left empty: the sample's people are made up). Needs xlwt, a
dependency of the program (it writes the ranking workbook).
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import sys
from pathlib import Path

import xlwt

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "samples"
CSV = SAMPLES / "giocatori.csv"
WORKBOOK = SAMPLES / "iscritti-modulo-torneo.xls"
DECK = SAMPLES / "obiettivi-16.json"
HEADERS = ("ID", "Nome", "Cognome", "Nickname", "Club", "Partecipa Torneo", "Regione", "Data di Nascita",
           "ID NAZIONALE")
EVENT = (("Sede Torneo", "Bologna"), ("Organizzatore", "BOLOGNA [Club degli Asinelli]"),
         ("Nome Torneo", "Torneo del club (esempio)"), ("Tipologia di Torneo", "Torneo Open"),
         ("Numero Turni Previsti", 3), ("Note", "File di esempio: giocatori inventati"))


def main() -> int:
    with CSV.open(encoding="utf-8", newline="") as source:
        players = list(csv.DictReader(source))
    book = xlwt.Workbook(encoding="utf-8")
    date = xlwt.easyxf(num_format_str="DD/MM/YYYY")
    bold = xlwt.easyxf("font: bold on")
    event = book.add_sheet("TORNEO")
    for row, (label, value) in enumerate(EVENT, start=1):
        event.write(row, 2, label, bold)
        event.write(row, 3, value)
    event.write(len(EVENT) + 1, 2, "Data Turno 1", bold)
    event.write(len(EVENT) + 1, 3, dt.date(2026, 11, 28), date)
    sheet = book.add_sheet("Iscritti")
    sheet.write(0, 0, "Iscritti al torneo", bold)
    for column, title in enumerate(HEADERS):
        sheet.write(2, column, title, bold)
    for number, player in enumerate(players, start=1):
        row = 2 + number
        born = dt.datetime.strptime(player["data di nascita"], "%d/%m/%Y").date()
        values = (number, player["nome"], player["cognome"], player["nickname"], player["club"],
                  "SI" if player["presente"] == "sì" else "NO", player["regione"])
        for column, value in enumerate(values):
            sheet.write(row, column, value)
        sheet.write(row, 7, born, date)
    book.save(str(WORKBOOK))
    DECK.write_text(deck_text(), "utf-8")
    print(WORKBOOK.relative_to(ROOT), DECK.relative_to(ROOT))
    return 0


def deck_text() -> str:
    """The deck file an organiser starts his own from: the official cards, one a line, "Name, obiettivo N"."""
    sys.path.insert(0, str(ROOT))
    from referee_app.rules.objectives import official_cards  # noqa: PLC0415

    names = [f"{card['name']}, obiettivo {card['number']}" for card in official_cards()]
    lines = [f" {json.dumps(name, ensure_ascii=False)}: {json.dumps(list(card['territories']), ensure_ascii=False)}"
             for name, card in zip(names, official_cards())]
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    sys.exit(main())
