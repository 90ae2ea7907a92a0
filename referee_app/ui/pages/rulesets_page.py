"""The ruleset documentation: every parameter of every built-in ruleset, and the decisions taken where a
regulation is ambiguous (docs/rules.md asks that each decision be visible in the app)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QSplitter, QTextBrowser, QTreeView, QVBoxLayout,
                               QWidget)
from PySide6.QtCore import Qt

from referee_app.rules.ruleset import Ruleset, builtins
from referee_app.rules.ruleset_texts import decisions, description
from referee_app.texts import known, language, t


def _value_text(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        if value and all(isinstance(v, list) for v in value):
            return "  ".join(f"[{_value_text(v)}]" for v in value)
        return ", ".join(_value_text(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_value_text(v)}" for k, v in value.items()) or "—"
    return str(value)


def parameter_label(section: str, key: str) -> str:
    """A parameter's name for the referee (`param.<section>.<key>`); the file's identifier when the catalogue
    has none (tests/test_texts.py requires one for every parameter of the built-in rulesets)."""
    name = f"param.{section}.{key}"
    return t(name) if known(name) else f"{section}.{key}"


class ParameterModel(QStandardItemModel):
    """Section -> parameter -> value, two columns, built from `Ruleset.parameters()`; a parameter shows its
    label, its identifier in the tooltip. Values stay as the file writes them (method names included)."""

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
                    key_item.setEditable(False)
                    value_item.setEditable(False)
                    head.appendRow([key_item, value_item])
                self.appendRow([head, QStandardItem("")])
            else:
                self.appendRow([head, QStandardItem(_value_text(values))])


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
        top.addWidget(QLabel(t("rulesets.ruleset")))
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
        return t("rulesets.rulesets")

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
