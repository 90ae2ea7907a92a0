"""The ruleset documentation: every parameter of every built-in ruleset, and the decisions taken where a
regulation is ambiguous (docs/rules.md asks that each decision be visible in the app)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from typing import Any

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QSplitter, QTextBrowser, QTreeView, QVBoxLayout,
                               QWidget)
from PySide6.QtCore import Qt

from referee_app.rules.ruleset import Ruleset, builtins
from referee_app.rules.ruleset_texts import decisions, description
from referee_app.texts import known, language, t


# a ruleset file's identifier (`discard_excess`, `first_reinforcement`), as opposed to a number or a name
_IDENTIFIER = re.compile(r"[a-z][a-z0-9_]*|\*")


def identifiers(value: Any) -> Iterator[str]:
    """The identifiers in a parameter's value, dictionary keys included (`sets.values`, `draws.games`)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from identifiers(key)
            yield from identifiers(item)
    elif isinstance(value, list):
        for item in value:
            yield from identifiers(item)
    elif isinstance(value, str) and _IDENTIFIER.fullmatch(value):
        yield value


def value_label(identifier: str) -> str:
    """An identifier's label: its own (`param.value.*`), else the criterion's on the printed sheets
    (`paper.criterion.*`, the same words for the same tie-break); the identifier when the catalogue has
    none (tests/test_texts.py requires one for every identifier of the built-in rulesets)."""
    word = "every_game" if identifier == "*" else identifier
    for name in (f"param.value.{word}", f"paper.criterion.{word}"):
        if known(name):
            return t(name)
    return identifier


def _value_text(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        if value and all(isinstance(v, list | dict) for v in value):  # one bracket each: a plan, a round
            return "  ".join(f"[{_value_text(v)}]" for v in value)
        return ", ".join(_value_text(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{_value_text(k)}: {_value_text(v)}" for k, v in value.items()) or "—"
    if isinstance(value, str) and _IDENTIFIER.fullmatch(value):
        return value_label(value)
    return str(value)


def _slug(text: Any) -> str:
    return str(text).lower().replace(" ", "_")


def file_text(section: str, key: str, value: Any) -> str:
    """A parameter as the ruleset file writes it (`cards.over_limit = "discard_excess"`), for the tooltip."""
    return f"{section}.{key} = {json.dumps(value, ensure_ascii=False)}"


def parameter_label(section: str, key: str) -> str:
    """A parameter's name for the referee (`param.<section>.<key>`); the file's identifier when the catalogue
    has none (tests/test_texts.py requires one for every parameter of the built-in rulesets)."""
    name = f"param.{section}.{key}"
    return t(name) if known(name) else f"{section}.{key}"


class ParameterModel(QStandardItemModel):
    """Section -> parameter -> value, two columns, built from `Ruleset.parameters()`; a parameter shows its
    label, its identifier in the tooltip; a value its identifiers' labels (`value_label`), numbers as they are,
    the file's text in the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)

    def section(self, key: str) -> str:
        """A section of the ruleset file in the window's language (its keys stay as written in the file)."""
        return {
            "table": t("rulesets.table"),
            "deal": t("rulesets.deal"),
            "clock": t("rulesets.clock"),
            "sdadata": t("rulesets.sdadata"),
            "reinforcements": t("rulesets.reinforcements"),
            "sets": t("rulesets.sets"),
            "cards": t("rulesets.cards"),
            "penalties": t("rulesets.penalties"),
            "scoring": t("rulesets.scoring"),
            "standings": t("rulesets.standings"),
            "draws": t("rulesets.draws"),
            "circuit_type": t("rulesets.circuit_type"),
        }.get(key, key)

    def show_ruleset(self, ruleset: Ruleset) -> None:
        self.clear()
        self.setHorizontalHeaderLabels([t("rulesets.parameter"), t("rulesets.value")])
        for section, values in ruleset.parameters().items():
            if section == "decisions":
                continue
            head = QStandardItem(self.section(section))
            head.setEditable(False)
            if isinstance(values, dict):
                for key, value in values.items():
                    key_item = QStandardItem(parameter_label(section, str(key)))
                    # the identifier as the ruleset file writes it, for an organiser writing a custom one
                    key_item.setToolTip(t("rulesets.in_the_file", f"{section}.{key}"))
                    value_item = QStandardItem(_value_text(value))
                    value_item.setToolTip(t("rulesets.in_the_file", file_text(section, str(key), value)))
                    key_item.setEditable(False)
                    value_item.setEditable(False)
                    head.appendRow([key_item, value_item])
                self.appendRow([head, QStandardItem("")])
            else:
                shown = t(f"rulesets.type.{_slug(values)}") if section == "circuit_type" and values else values
                self.appendRow([head, QStandardItem(_value_text(shown))])


class RulesetsPage(QWidget):
    def __init__(self, context: object = None) -> None:
        super().__init__()
        self._rulesets = builtins()
        self.chooser = QComboBox()
        for r in self._rulesets:
            self.chooser.addItem(f"{r.name} ({r.id})", r.id)
        self.model = ParameterModel(self)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setAlternatingRowColors(True)
        self.about = QTextBrowser()
        self.about.setOpenExternalLinks(False)
        top = QHBoxLayout()
        top.addWidget(QLabel(t("common.ruleset_label")))
        top.addWidget(self.chooser, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.about)
        split.addWidget(self.tree)
        split.setSizes([420, 580])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.chooser.currentIndexChanged.connect(self._show)
        self._show(0)

    def title(self) -> str:
        return t("window.tab_rulesets")

    def _show(self, index: int) -> None:
        ruleset = self._rulesets[max(index, 0)]
        self.model.show_ruleset(ruleset)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        none = t("rulesets.none")
        heading = t("rulesets.decisions_where_the_regulation")
        esc = html.escape
        lang = language()
        decided = "".join(f"<li>{esc(d)}</li>" for d in decisions(ruleset, lang)) \
            or f"<li>{esc(none)}</li>"
        self.about.setHtml(f"<h2>{esc(ruleset.name)}</h2><p><i>{esc(ruleset.source)}</i></p>"
                           f"<p>{esc(description(ruleset, lang))}</p>"
                           f"<h3>{heading}</h3><ul>{decided}</ul>")
