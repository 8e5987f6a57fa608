"""The report built, rendered and written: ``report`` and ``apply --report F`` share it. PDF is drawn by Qt
(:mod:`wizard.report_pdf`), imported only for PDF: the one Qt import the CLI may make."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.download.network import NetworkSettings
    from wizard.core.ops.journal import Journal
    from wizard.core.plan import Plan
    from wizard.core.report import Format, Report
    from wizard.core.report.model import WslSection


def write_report(
    path: Path,
    format: Format,  # the name the brief and the command line use
    *,
    facts: MachineFacts | None,
    plan: Plan | None,
    journal: Journal | None,
    verification: Mapping[str, Any] | None = None,
    doctor: Mapping[str, Any] | None = None,
    redact: bool = True,
    settings: NetworkSettings | None = None,
    wsl: WslSection | None = None,
) -> bytes:
    """Build, redact (unless told not to), render and write the report atomically; returns the bytes written.

    The one function ``apply --report F`` calls; ``settings``: the run's network settings (None: read them now);
    ``wsl``: the Linux side of a WSL2 plan run from Windows.
    """
    from wizard.basics.atomic import write_bytes_atomically
    from wizard.basics.errors import BadInputError

    data = render_report(make_report_of({"facts": facts, "plan": plan, "journal": journal, "verification": verification,
                                  "doctor": doctor, "redact": redact, "settings": settings, "wsl": wsl}), format)
    try:
        write_bytes_atomically(path, data)
    except OSError as error:
        raise BadInputError(
            tr("ReportCli", "Cannot write the report to {path}: {reason}").format(
                path=path, reason=os_error_text(error)),
            hint=tr("ReportCli", "Choose a folder you can write to."), reference="report-unwritable",
        ) from error
    return data


def render_report(report: Report, fmt: Format) -> bytes:
    """The report's bytes in ``fmt``; PDF through Qt, imported only here (the Linux build for WSL has no Qt)."""
    if fmt == "pdf":
        try:
            from wizard.report_pdf import render_pdf
        except ImportError as error:
            from wizard.basics.errors import BadInputError

            raise BadInputError(
                tr("ReportCli", "This build of the wizard cannot draw a PDF report (it has no Qt)."),
                hint=tr("ReportCli", "Write the report as HTML or Markdown instead (a file ending in .html or .md)."),
                reference="report-pdf-unavailable") from error

        return render_pdf(report)
    from wizard.core.report import render_text

    return render_text(report, fmt)


def make_report_of(options: Mapping[str, Any]) -> Report:
    """The report; without the run's network settings, the handler's own, read once here."""
    from wizard.core.download.settings_file import load_network_settings
    from wizard.core.report import make_report

    return make_report(**{**options, "settings": options.get("settings") or load_network_settings()})
