"""One entry for every text rendering, as bytes: what a preview shows is exactly what an export writes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from wizard.basics.facts import MachineFacts
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan
from wizard.core.report.build import Doctor, Verification, build_report
from wizard.core.report.html import render_html
from wizard.core.report.markdown import render_markdown
from wizard.core.report.model import Report, WslSection
from wizard.core.report.redact import redact_report, redactor_for

if TYPE_CHECKING:
    from wizard.core.download.network import NetworkSettings

Format = Literal["json", "md", "html", "pdf"]
FORMATS: tuple[Format, ...] = ("json", "md", "html", "pdf")
TEXT_FORMATS: tuple[Format, ...] = ("json", "md", "html")
SUFFIXES: dict[Format, str] = {"json": ".json", "md": ".md", "html": ".html", "pdf": ".pdf"}


def make_report(
    *,
    facts: MachineFacts | None,
    plan: Plan | None,
    journal: Journal | None,
    verification: Verification | None = None,
    doctor: Doctor | None = None,
    redact: bool = True,
    secrets: Iterable[str] = (),
    settings: NetworkSettings | None = None,
    wsl: WslSection | None = None,
) -> Report:
    """Build the report and, unless ``redact`` is False, redact it (before any rendering sees it); ``settings``:
    the run's network settings, for its network section (None: the defaults); ``wsl``: the Linux side of a WSL2
    setup (its Linux user is hidden like the Windows one)."""
    report = build_report(facts=facts, plan=plan, journal=journal, verification=verification, doctor=doctor,
                          settings=settings, wsl=wsl)
    if not redact:
        return report
    users = (wsl.user,) if wsl is not None and wsl.user else ()
    return redact_report(report, redactor_for(facts, secrets=secrets, users=users))


def render_text(report: Report, fmt: Format) -> bytes:
    """JSON, Markdown or HTML as UTF-8 bytes (PDF needs Qt: :mod:`wizard.report_pdf`)."""
    if fmt == "json":
        text = report.to_json()
    elif fmt == "md":
        text = render_markdown(report)
    elif fmt == "html":
        text = render_html(report)
    else:
        raise ValueError(f"not a text format: {fmt}")
    return text.encode("utf-8")


def format_for(path_suffix: str) -> Format | None:
    """The format a file name's suffix asks for (``.htm`` and ``.markdown`` too), None when unknown."""
    aliases: dict[str, Format] = {".htm": "html", ".markdown": "md", **{v: k for k, v in SUFFIXES.items()}}
    return aliases.get(path_suffix.lower())
