"""The setup report: one model built from facts, plan, journal, verification and doctor, redacted, then rendered."""

from wizard.core.report.build import build_report
from wizard.core.report.model import REPORT_SCHEMA, Report
from wizard.core.report.redact import Redactor, redact_report, redactor_for
from wizard.core.report.render import FORMATS, SUFFIXES, TEXT_FORMATS, Format, format_for, make_report, render_text

__all__ = [
    "FORMATS", "REPORT_SCHEMA", "SUFFIXES", "TEXT_FORMATS", "Format", "Redactor", "Report", "build_report",
    "format_for", "make_report", "redact_report", "redactor_for", "render_text",
]
