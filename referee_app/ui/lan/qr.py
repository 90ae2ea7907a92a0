"""A QR code as a QImage, drawn from the qrcode package's module matrix (no Pillow needed)."""

from __future__ import annotations

import qrcode
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter


def qr_image(text: str, module: int = 6) -> QImage:
    """Black modules on white, `module` pixels each, with the standard quiet zone of 4 modules."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=4)
    code.add_data(text)
    code.make(fit=True)
    matrix = code.get_matrix()
    size = len(matrix) * module
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    painter = QPainter(image)
    try:
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    painter.fillRect(x * module, y * module, module, module, Qt.GlobalColor.black)
    finally:
        painter.end()
    return image
