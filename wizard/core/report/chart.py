"""The speedup chart as inline SVG: one bar for the processor's time, one for the GPU's (shorter is faster)."""

from __future__ import annotations

from html import escape

from wizard.basics.i18n import tr
from wizard.core.verify.parse import Timing

WIDTH = 560
BAR_HEIGHT = 26
LABEL_WIDTH = 130
_COLOURS = ("#90a4ae", "#43a047")


def speedup_svg(timing: Timing) -> str:
    """The chart; an empty string when the timing lacks either duration."""
    if timing.cpu_seconds is None or timing.gpu_seconds is None:
        return ""
    rows = [(tr("Report", "Processor"), timing.cpu_seconds), (tr("Report", "GPU"), timing.gpu_seconds)]
    longest = max(seconds for _, seconds in rows) or 1.0
    room = WIDTH - LABEL_WIDTH - 90
    height = 20 + len(rows) * (BAR_HEIGHT + 12) + 24
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(_caption(timing))}">']
    for index, (label, seconds) in enumerate(rows):
        top = 12 + index * (BAR_HEIGHT + 12)
        width = max(2.0, room * seconds / longest)
        parts += [
            f'<text x="0" y="{top + 18}" font-size="14" fill="#263238">{escape(label)}</text>',
            f'<rect x="{LABEL_WIDTH}" y="{top}" width="{width:.1f}" height="{BAR_HEIGHT}" rx="3" '
            f'fill="{_COLOURS[index]}"/>',
            f'<text x="{LABEL_WIDTH + width + 6:.1f}" y="{top + 18}" font-size="13" fill="#263238">'
            f'{escape(tr("Report", "{seconds:.2f} s").format(seconds=seconds))}</text>',
        ]
    parts.append(f'<text x="0" y="{height - 6}" font-size="14" font-weight="bold" fill="#1b5e20">'
                 f'{escape(_caption(timing))}</text></svg>')
    return "".join(parts)


def _caption(timing: Timing) -> str:
    if timing.speedup is None:
        return tr("Report", "Time for the same training (shorter is faster)")
    return tr("Report", "The GPU was {speedup:.1f}× as fast").format(speedup=timing.speedup)
