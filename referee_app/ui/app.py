"""Start-up of the desktop app: QApplication, language, database, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QHeaderView, QMainWindow, QTableWidget, QTableWidgetItem

from referee_app.rules.ruleset import builtins


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Arbitro RisiKo!")
        table = QTableWidget(0, 3, self)
        table.setHorizontalHeaderLabels(["Regolamento", "Nome", "Fonte"])
        for r in builtins():
            row = table.rowCount()
            table.insertRow(row)
            for col, text in enumerate((r.id, r.name, r.source)):
                table.setItem(row, col, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setCentralWidget(table)
        self.resize(1000, 600)


def run_gui(db: str | None = None, lang: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow()
    window.show()
    return app.exec()
