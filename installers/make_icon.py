"""``python installers/make_icon.py SVG ICO``: render the wizard's SVG icon to a multi-size Windows .ico with Qt."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from spec_support import ICON_SIZES, pack_ico


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of ``svg`` drawn at each size, on a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the icon {svg}")
    pngs: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 6.12 takes str
        pngs[size] = bytes(data.data())
    return pngs


def main(argv: list[str]) -> int:
    """Write the .ico; exit 2 on wrong arguments."""
    if len(argv) != 2:
        print("usage: make_icon.py SVG ICO", file=sys.stderr)
        return 2
    svg, ico = Path(argv[0]), Path(argv[1])
    ico.write_bytes(pack_ico(render_pngs(svg, ICON_SIZES)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
