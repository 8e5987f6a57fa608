"""The report as one self-contained HTML page: inline CSS, the chart as inline SVG, nothing fetched, all escaped.

The same markup, with the chart as an image named :data:`CHART_RESOURCE`, feeds Qt's ``QTextDocument`` for
the PDF (Qt's rich text has no SVG; the PDF module draws the SVG into that image).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Literal

from wizard.basics.i18n import current_language, tr
from wizard.core.probe.note_words import note_text
from wizard.core.report import words
from wizard.core.report.chart import speedup_svg
from wizard.core.report.model import Report, SourceRef

CHART_RESOURCE = "tfgpu-wizard-chart.png"
ChartMode = Literal["svg", "image"]
# Browsers get a font list; Qt's rich text keeps the application's font and falls back per character (a CJK
# font picked for Latin text loses its digits when the PDF's text is copied or extracted).
FONTS = "font-family:'Segoe UI','Noto Sans','Microsoft YaHei','Noto Sans CJK SC',sans-serif;"
PAGE = "max-width:60em;margin:1.5em auto;padding:0 1em;"
STYLE = (
    "body{color:#263238;line-height:1.45}"
    "h1{font-size:1.6em;color:#1b5e20}h2{font-size:1.2em;border-bottom:1px solid #cfd8dc;margin-top:1.6em}"
    "table{border-collapse:collapse;width:100%}th,td{border:1px solid #cfd8dc;padding:4px 8px;text-align:left;"
    "vertical-align:top}th{background:#eceff1}.absent{color:#607d8b;font-style:italic}.ok{color:#2e7d32}"
    ".bad{color:#c62828}.warn{color:#e65100}.stamp{color:#607d8b;font-size:.9em}code{font-family:Consolas,monospace}"
)
# Belt and braces for a page that is mailed around: even an injected tag could load nothing.
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def e(text: object) -> str:
    """Escaped for HTML text and attribute values."""
    return escape(str(text), quote=True)


def render_html(report: Report, *, chart: ChartMode = "svg") -> str:
    """The whole page; ``chart="image"`` for Qt's rich text (see the module docstring)."""
    lang = "zh-CN" if current_language() == "zh_CN" else "en"
    fonts = f"body{{{FONTS}{PAGE}}}" if chart == "svg" else ""  # Qt's pages have their own margins
    body = [f"<h1>{e(words.title(report))}</h1>", f"<p class='stamp'>{e(words.stamp(report))}</p>", _template(report)]
    titles = words.section_titles()
    renderers: dict[str, Callable[[Report], str]] = {
        "plan": _plan, "operations": _operations, "verification": lambda r: _verification(r, chart),
        "doctor": _doctor, "undo": _undo, "facts": _facts, "wsl": _wsl,
    }
    for key, render in renderers.items():
        if key == "wsl" and report.wsl is None and key not in report.missing:
            continue  # no Linux side to name: not a WSL2 setup made from Windows
        body.append(f"<h2>{e(titles[key])}</h2>")
        missing = getattr(report, key) is None
        body.append(f"<p class='absent'>{e(words.absent(key, report))}</p>" if missing else render(report))
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{e(CSP)}">'
            f"<title>{e(words.title(report))}</title><style>{fonts}{STYLE}</style></head>"
            f"<body>{''.join(body)}</body></html>\n")


def _table(head: list[str], rows: list[list[str]]) -> str:
    """A table whose cells are already escaped markup."""
    header = "".join(f"<th>{e(cell)}</th>" for cell in head)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table width=\"100%\" cellspacing=\"0\"><tr>{header}</tr>{body}</table>"


def _template(report: Report) -> str:
    return _table([tr("Report", "Fact"), tr("Report", "Value")],
                  [[e(label), e(value)] for label, value in words.template_facts(report)])


def _link(title: str, url: str) -> str:
    if url.startswith(("https://", "http://")):
        return f'<a href="{e(url)}">{e(title)}</a>'
    return e(title)


def _cited(source: SourceRef) -> str:
    """A source as its title (a link where it has an address) with its summary beside it."""
    link = _link(source.title or source.id, source.url)
    return f"{link} — {e(source.summary)}" if source.summary else link


def _plan(report: Report) -> str:
    plan = report.plan
    assert plan is not None
    rows = [[e(r.choice), e(r.why), "<br>".join(_cited(s) for s in r.sources)] for r in plan.reasons]
    parts = [f"<p>{e(plan.summary)}</p>" if plan.summary else "",
             _table([tr("Report", "Choice"), tr("Report", "Why"), tr("Report", "Sources")], rows)]
    parts += [f"<p class='warn'>⚠ {e(w)}</p>" for w in plan.warnings]  # works, with a caveat: not a blocker
    parts += [f"<p class='bad'>✗ {e(b.message)} {e(b.fix)}</p>" for b in plan.blockers]
    return "".join(parts)


def _operations(report: Report) -> str:
    rows = report.operations or ()
    if not rows:
        return f"<p>{e(tr('Report', 'The wizard has not changed anything on this computer.'))}</p>"
    admin = tr("Report", "(as administrator)")
    return _table([tr("Report", "When (UTC)"), tr("Report", "Change"), tr("Report", "Result")],
                  [[e(r.applied_at), e(r.description + (" " + admin if r.elevated else "")),
                    e(words.result_name(r.result))] for r in rows])


def _verification(report: Report, chart: ChartMode) -> str:
    check = report.verification
    assert check is not None
    parts = [f"<p><b>{e(words.speedup_line(report))}</b></p>"]
    svg = speedup_svg(check.timing) if check.timing is not None else ""
    if svg:
        parts.append(f"<div>{svg}</div>" if chart == "svg" else f'<p><img src="{CHART_RESOURCE}" width="560"></p>')
    parts.append(f"<p>{e(words.built_with_cuda_label(report))}: "
                 f"{e(words.yes_no(check.tensorflow.built_with_cuda))}</p>")
    if check.checks:
        rows = [[e(c.message or c.id), f"<span class='{_check_class(c.mark)}'>{c.mark}</span>", e(c.fix)]
                for c in check.checks]
        parts.append(_table([tr("Report", "Check"), tr("Report", "Result"), tr("Report", "What to do")], rows))
    return "".join(parts)


def _check_class(mark: str) -> str:
    return {"✓": "ok", "✗": "bad"}.get(mark, "absent")


def _doctor(report: Report) -> str:
    findings = report.doctor.findings if report.doctor else ()
    lines = words.gpu_code_lines(report)
    code = "<ul>" + "".join(f"<li>{e(line)}</li>" for line in lines) + "</ul>" if lines else ""
    if not findings:
        return f"<p>{e(tr('Report', 'The doctor found no problems.'))}</p>" + code
    return _table([tr("Report", "Problem"), tr("Report", "What to do"), tr("Report", "Source")],
                  [[e(f.cause), e(f.fix), _link(f.source, f.source)] for f in findings]) + code


def _undo(report: Report) -> str:
    rows = report.undo or ()
    if not rows:
        return f"<p>{e(tr('Report', 'There is nothing to undo.'))}</p>"
    return "<ul>" + "".join(
        f"<li class='{'ok' if r.ok else 'bad'}'>{e(r.description)}: {e(r.message)} {e(r.hint)}</li>"
        for r in rows) + "</ul>"


def _facts(report: Report) -> str:
    facts = report.facts
    assert facts is not None
    rows = [[e(tr("Report", "Processor")), e(f"{facts.cpu.name or '?'} (AVX {words.yes_no(facts.cpu.avx)}, "
                                             f"AVX2 {words.yes_no(facts.cpu.avx2)})")]]
    rows += [[e(f"CUDA {t.version}"), e(t.root)] for t in facts.cuda_toolkits]
    rows += [[e(f"cuDNN {c.version}"), e(c.location)] for c in facts.cudnn]
    if facts.python is not None:
        rows.append([e("Python"), e(f"{facts.python.version} {facts.python.executable}")])
    if report.network.proxy:
        rows.append([e(tr("Report", "Proxy")), e(report.network.proxy)])
    rows += [[e(tr("Report", "Note")), e(note_text(note))] for note in facts.notes]
    return _table([tr("Report", "Fact"), tr("Report", "Value")], rows)


def _wsl(report: Report) -> str:
    return _table([tr("Report", "Fact"), tr("Report", "Value")],
                  [[e(label), e(value)] for label, value in words.wsl_rows(report)])
