"""The report as PDF, through Qt's own ``QTextDocument`` and ``QPdfWriter`` (no other PDF library).

It sits outside ``wizard.core`` (which never imports Qt) and outside ``wizard.gui`` (which the CLI never
imports): the GUI and, lazily, the CLI's ``report`` command use it; pyproject's import-linter contracts
allow exactly that one import from the CLI. The markup is the HTML rendering's, with the chart drawn from
its SVG into an image (Qt's rich text cannot show SVG).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUrl
from PySide6.QtGui import (
    QFont,
    QFontInfo,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtSvg import QSvgRenderer

from wizard import __version__
from wizard.core.report import words
from wizard.core.report.chart import speedup_svg
from wizard.core.report.html import CHART_RESOURCE, render_html
from wizard.core.report.model import Report
from wizard.platform.display import no_window_system

RESOLUTION = 96  # dots per inch: the rich text's pixel sizes then read as on screen
CHART_SCALE = 2  # the chart image at twice its size, so it stays sharp in print
CJK_FAMILIES = ("Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "SimSun")


def render_pdf(report: Report) -> bytes:
    """The PDF file's bytes (a Qt GUI application is started first when there is none)."""
    _ensure_application()
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(_font())
    if report.verification is not None and report.verification.timing is not None:
        svg = speedup_svg(report.verification.timing)
        if svg:
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(CHART_RESOURCE), _image(svg))
    document.setHtml(render_html(report, chart="image"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setTitle(words.title(report))
    writer.setCreator(f"tfgpu-wizard {__version__}")
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    document.print_(writer)
    del writer  # the PDF is complete once the writer is gone
    buffer.close()
    return bytes(data.data())


def _font() -> QFont:
    """The application's font, then Simplified Chinese fonts for the characters it lacks (left to itself, Qt
    may fall back on a Japanese font, whose shapes and extracted text differ)."""
    font = QFont(QGuiApplication.font())
    font.setFamilies([QFontInfo(font).family(), *CJK_FAMILIES])  # the family it resolves to, not "Sans Serif"
    return font


def _image(svg: str) -> QImage:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize() * CHART_SCALE
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def _ensure_application() -> None:
    """Qt lays out text only under a GUI application; a headless Linux CLI gets the offscreen platform."""
    if QGuiApplication.instance() is not None:
        return
    if no_window_system(os.environ) and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    global _APPLICATION
    _APPLICATION = QGuiApplication([sys.argv[0] if sys.argv else "tfgpu-wizard"])


_APPLICATION: QGuiApplication | None = None
