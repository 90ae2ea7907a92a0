"""What the language walk (tests/test_ui_language_walk.py) reads on a widget, and what of it is neither a
catalogue text of the window's language, nor the walk's event data, nor a number: `leftover`."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QGroupBox, QLabel,
                               QLineEdit, QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QSpinBox, QTabBar,
                               QTextEdit, QWidget, QWizard)

from referee_app.rules.circuit import TOURNAMENT_TYPES, official_clubs
from referee_app.rules.board import classic_board
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.texts import entries

BAND_NAMES = [f"Giocatore {k:02d}" for k in range(1, 17)]  # tests/test_ranking_bands.py's players
NAMES = ["Anna Ødegård", "Bruno Čita", "Carla Perù", "Dario Bianchi", "Elena Verdi", "Fabio Neri", "Gina Russo",
         "Ivo Galli"]
EVENT = ("Torneo di Marsala", "2026-11-22", "Marsala")
CLUB, REGION, REFEREE = "Dadi Rossi", "Sicilia", "Mario Rossi"
COLOURS = ["rosso", "blu", "giallo", "verde"]
# Qt's own standard buttons and dialog words (translated by qtbase_it.qm, not by the catalogue)
QT_WORDS = ["OK", "Cancel", "Yes", "No", "Open", "Save", "Close", "Apply", "Reset", "Help", "Discard",
            "&Yes", "&No", "&OK", "&Cancel", "&Next >", "< &Back", "&Finish", "Next >", "< Back", "Finish",
            "Commit", "Done", "Continue", "Show Details...", "Hide Details..."]

# An operating-system error quoted inside the catalogue's sentence about it: the system's own words.
SYSTEM_ERROR = "disk I/O error"
RULING = "Dado in bilico: si rilancia"  # the referee's own words, data of the log

# the keys of a shortcut as Qt names them (QKeySequence), shown in tooltips
KEYS = ["Ctrl", "Shift", "Alt", "Meta", "Return", "Enter", "Esc", "Del", "Space", "Tab", "Backspace", "Home", "End",
        "PgUp", "PgDown", "Ins", "Up", "Down", "Left", "Right"]


# ---- what may be shown ------------------------------------------------------------------------------------

def _plain(text: str) -> str:
    """The words as read: no markup, no entity, no shortcut marker."""
    text = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", text, flags=re.S | re.I)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return re.sub(r"&(?=\S)", "", text.replace("&&", "\0")).replace("\0", "&")


def _literal(text: str) -> str:
    """`text` as a regular expression, whole words only at its ends."""
    body = re.escape(text)
    return (r"(?<!\w)" if text[:1].isalnum() else "") + body + (r"(?!\w)" if text[-1:].isalnum() else "")


@cache
def _templates(language: str, led: bool = False) -> re.Pattern[str]:
    """One expression for every catalogue text of `language`, longest first, placeholders matching anything;
    `led`: only the texts that start with a word (a text led by a placeholder matches at any word, and would
    hide a shorter catalogue text filled into another's placeholder, e.g. a damaged column's name)."""
    alternatives = []
    for template in sorted({_plain(v[language]).strip() for v in entries().values()}, key=len, reverse=True):
        parts = re.split(r"(%\d+|\{\w+\})", template)
        literal = "".join(parts[::2])
        if not re.search(r"[^\W\d_]{2,}", literal) or led and not parts[0].strip():
            continue  # only placeholders and punctuation ('%1: %2'): it would match anything
        pieces = [_literal(p) if i % 2 == 0 and p.strip() else (re.escape(p) if i % 2 == 0 else r"(.*?)")
                  for i, p in enumerate(parts)]
        if parts[0].strip():
            pieces[0] = _literal(parts[0])
        alternatives.append("".join(pieces))
    return re.compile("|".join(alternatives))


def _casistica_texts(language: str) -> list[str]:
    data = json.loads(resources.files("referee_app.rules.data.casistica").joinpath("entries.json")
                      .read_text("utf-8"))
    out: list[str] = []
    for entry in data["entries"]:
        out += [entry["id"], entry["title"][language], entry["text"][language]]
        out += [str(v) for source in entry.get("sources", []) for v in source.values()]
    return out


@cache
def _data(language: str) -> re.Pattern[str]:
    """The event's own words: names, places, the board, the rulesets' names and parameter values, the
    casistica."""
    board = classic_board()
    words = [*NAMES, *BAND_NAMES, *EVENT, CLUB, REGION, REFEREE, SYSTEM_ERROR, RULING, *board.territories,
             *(c.name for c in board.continents.values()), *_casistica_texts(language),
             *TOURNAMENT_TYPES, *official_clubs()]  # the national circuit's own names (rules/circuit.py)
    for ruleset_id in BUILTIN_IDS:
        ruleset = builtin(ruleset_id)
        # a ruleset's names; not its parameters' names nor their identifier values (`discard_excess`), which the
        # page shows as catalogue labels, nor the decisions, which it translates
        words += [ruleset.id, ruleset.name, ruleset.source]
        for section, values in ruleset.parameters().items():
            if section == "decisions" or not isinstance(values, dict):
                continue
            for key, value in values.items():
                # the parameter's identifier (`cards.over_limit`) and, whole, its line of the file
                # (`cards.over_limit = "discard_excess"`): the tooltips for the organiser writing a file
                words += [f"{section}.{key}", f"{section}.{key} = {json.dumps(value, ensure_ascii=False)}"]
    words += [QCoreApplication.translate("QPlatformTheme", w) for w in QT_WORDS] + QT_WORDS
    words += [QCoreApplication.translate("QWizard", w) for w in QT_WORDS]
    words += KEYS + [QCoreApplication.translate("QShortcut", k) for k in KEYS]
    unique = sorted({_plain(w).strip() for w in words if w and _plain(w).strip()}, key=len, reverse=True)
    return re.compile("|".join(_literal(w) for w in unique))


def _cover(pattern: re.Pattern[str], text: str, covered: list[bool]) -> None:
    """Mark what `pattern` matches from the start of every word (a match may start inside another); what a
    template's placeholder matched is left for the other texts and the data to cover."""
    for start in range(len(text)):
        if start and text[start - 1].isalnum() or text[start].isspace():
            continue
        match = pattern.match(text, start)
        if match is None:
            continue
        marks = [True] * (match.end() - match.start())
        for begin, end in match.regs[1:]:
            if begin >= 0:
                marks[begin - match.start():end - match.start()] = [False] * (end - begin)
        covered[match.start():match.end()] = [a or b for a, b in zip(covered[match.start():match.end()], marks)]


def leftover(text: str, language: str) -> str:
    """What of `text` is neither the event's data, nor a catalogue text of `language`, nor a number."""
    plain = _plain(text)
    covered = [False] * len(plain)
    _cover(_data(language), plain, covered)
    _cover(_templates(language), plain, covered)
    _cover(_templates(language, led=True), plain, covered)
    _cover(_PATH, plain, covered)
    rest = "".join(" " if done else char for char, done in zip(plain, covered))
    return " ".join(re.findall(r"[^\W\d_]{2,}", rest))


_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[/\\][\w.\-]+)+")  # a file's path


# ---- what is shown ----------------------------------------------------------------------------------------

def _model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    try:
        columns = max(model.columnCount(QModelIndex()), 1)
    except TypeError:  # private on Qt's own list models: one column
        columns = 1
    for column in range(columns):
        yield str(model.headerData(column, Qt.Orientation.Horizontal) or "")

    def rows(parent: QModelIndex, depth: int) -> Iterator[str]:
        for row in range(min(model.rowCount(parent), 40)):
            for column in range(columns):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield value
            first = model.index(row, 0, parent)
            if depth < 3 and columns > 1 and model.rowCount(first) > 0:  # a tree (list models have none)
                yield from rows(first, depth + 1)

    yield from rows(QModelIndex(), 0)


def texts_of(widget: QWidget, everything: bool = False) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a referee can read on `widget` and its visible children (all its
    children with `everything`: the pages of a wizard)."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not everything and child is not widget and not child.isVisibleTo(widget):
            continue
        where = f"{type(widget).__name__}/{type(child).__name__}"
        if child.isWindow():
            yield where + " title", child.windowTitle()
        yield where + " tooltip", child.toolTip()
        if isinstance(child, QLabel | QAbstractButton):
            yield where, child.text()
        if isinstance(child, QGroupBox):
            yield where, child.title()
        if isinstance(child, QLineEdit):
            yield where, child.placeholderText()
            yield where, child.text()
        if isinstance(child, QTextEdit | QPlainTextEdit):
            yield where, child.toPlainText()
            yield where, child.placeholderText()
        if isinstance(child, QSpinBox):
            yield where, child.prefix() + " " + child.suffix()
        if isinstance(child, QAbstractSpinBox):
            yield where, child.specialValueText()
        if isinstance(child, QComboBox):
            yield from ((where, child.itemText(i)) for i in range(min(child.count(), 60)))
        if isinstance(child, QTabBar):
            for i in range(child.count()):
                yield where, child.tabText(i)
                yield where, child.tabToolTip(i)
        if isinstance(child, QAbstractItemView):
            yield from ((where + " item", text) for text in _model_texts(child))
        if isinstance(child, QMessageBox):
            yield where, child.text()
            yield where, child.informativeText()
        if isinstance(child, QWizard):
            yield from ((where, child.buttonText(b)) for b in (QWizard.WizardButton.NextButton,
                                                                 QWizard.WizardButton.BackButton,
                                                                 QWizard.WizardButton.FinishButton))
            for page_id in child.pageIds():
                page = child.page(page_id)
                yield where, page.title()
                yield where, page.subTitle()


def menu_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    def walk(menu: QMenu) -> Iterator[tuple[str, str]]:
        yield "menu", menu.title()
        for action in menu.actions():
            if action.menu() is not None:
                yield from walk(action.menu())  # type: ignore[arg-type]
            elif not action.isSeparator():
                yield "menu", action.text()
                own_tip = _plain(action.toolTip()) not in (_plain(action.text()), _plain(action.text()).rstrip("…."))
                if own_tip:
                    yield "menu tooltip", action.toolTip()

    for action in window.menuBar().actions():
        if action.menu() is not None:
            yield from walk(action.menu())  # type: ignore[arg-type]
    status = window.statusBar()
    yield "status bar", status.currentMessage()
    yield from texts_of(status)
