"""The report as Markdown to paste into a GitHub issue: the template's system information first, details after."""

from __future__ import annotations

import re

from wizard.basics.i18n import tr
from wizard.core.probe.note_words import note_text
from wizard.core.report import words
from wizard.core.report.model import Report, SourceRef

_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")


def md(text: str) -> str:
    """Inline text with Markdown's (and GitHub's HTML) special characters escaped, on one line."""
    return _SPECIAL.sub(r"\\\1", " ".join(text.split()))


def render_markdown(report: Report) -> str:
    """The whole report as GitHub-flavoured Markdown."""
    lines = [f"## {md(words.title(report))}", "", f"_{md(words.stamp(report))}_", "", "### System information", ""]
    lines += [f"- **{label}**: {md(value)}" for label, value in words.template_facts(report)]
    titles = words.section_titles()
    for key, render in (("plan", _plan), ("operations", _operations), ("verification", _verification),
                        ("doctor", _doctor), ("undo", _undo), ("facts", _facts), ("wsl", _wsl)):
        if key == "wsl" and report.wsl is None and key not in report.missing:
            continue  # no Linux side to name: not a WSL2 setup made from Windows
        lines += ["", f"### {md(titles[key])}", ""]
        lines += [md(words.absent(key, report))] if getattr(report, key) is None else render(report)
    return "\n".join(lines) + "\n"


def _cited(source: SourceRef) -> str:
    """A source as its title (a link where it has a safe address) with its summary beside it."""
    title = md(source.title or source.id)
    link = f"[{title}]({source.url})" if _safe_url(source.url) else title
    return f"{link} — {md(source.summary)}" if source.summary else link


def _plan(report: Report) -> list[str]:
    plan = report.plan
    assert plan is not None
    lines = [md(plan.summary), ""] if plan.summary else []
    for reason in plan.reasons:
        lines.append(f"- **{md(reason.choice)}**: {md(reason.why)}")
        lines += [f"  - {_cited(source)}" for source in reason.sources]
    lines += [f"- ⚠ {md(w)}" for w in plan.warnings]
    lines += [f"- ✗ {md(b.message)} {md(b.fix)}" for b in plan.blockers]
    return lines


def _operations(report: Report) -> list[str]:
    rows = report.operations or ()
    if not rows:
        return [md(tr("Report", "The wizard has not changed anything on this computer."))]
    head = [tr("Report", "When (UTC)"), tr("Report", "Change"), tr("Report", "Result")]
    lines = [_row(head), "|---|---|---|"]
    for row in rows:
        admin = " " + tr("Report", "(as administrator)") if row.elevated else ""
        lines.append(_row([row.applied_at, row.description + admin, words.result_name(row.result)]))
    return lines


def _verification(report: Report) -> list[str]:
    check = report.verification
    assert check is not None
    info = check.tensorflow
    lines = [md(words.speedup_line(report)), "",
             f"- {md(words.built_with_cuda_label(report))}: {md(words.yes_no(info.built_with_cuda))}",
             f"- {md(tr('Report', 'Processor only'))}: {md(words.yes_no(check.cpu_only))}", ""]
    if check.checks:
        lines += [_row([tr("Report", "Check"), tr("Report", "Result"), tr("Report", "What to do")]), "|---|---|---|"]
        lines += [_row([c.message or c.id, c.mark, c.fix]) for c in check.checks]
    return lines


def _doctor(report: Report) -> list[str]:
    findings = report.doctor.findings if report.doctor else ()
    code = [f"- {md(line)}" for line in words.gpu_code_lines(report)]
    if not findings:
        return [md(tr("Report", "The doctor found no problems.")), *(["", *code] if code else [])]
    lines = []
    for finding in findings:
        source = f" ({md(finding.source)})" if finding.source else ""
        lines.append(f"- **{md(finding.cause)}** {md(finding.fix)}{source}")
    return [*lines, *code]


def _undo(report: Report) -> list[str]:
    rows = report.undo or ()
    if not rows:
        return [md(tr("Report", "There is nothing to undo."))]
    return [f"- {'↶' if row.ok else '✗'} {md(row.description)}: {md(row.message)}"
            + (f" {md(row.hint)}" if row.hint else "") for row in rows]


def _facts(report: Report) -> list[str]:
    facts = report.facts
    assert facts is not None
    lines = [f"- {md(tr('Report', 'Processor'))}: {md(facts.cpu.name or '?')} "
             f"(AVX {md(words.yes_no(facts.cpu.avx))}, AVX2 {md(words.yes_no(facts.cpu.avx2))})"]
    lines += [f"- CUDA {md(t.version)}: {md(t.root)}" for t in facts.cuda_toolkits]
    lines += [f"- cuDNN {md(c.version)}: {md(c.location)}" for c in facts.cudnn]
    lines += [f"- {md(note_text(note))}" for note in facts.notes]
    if report.network.proxy:
        lines.append(f"- {md(tr('Report', 'Proxy'))}: {md(report.network.proxy)}")
    return lines


def _wsl(report: Report) -> list[str]:
    return [f"- {md(label)}: {md(value)}" for label, value in words.wsl_rows(report)]


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(md(cell) for cell in cells) + " |"


def _safe_url(url: str) -> bool:
    return url.startswith(("https://", "http://")) and not any(c in url for c in " ()<>\"'`")
