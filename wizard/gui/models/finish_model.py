"""What the Finish page shows and does, without widgets: this session's changes, the report, undo's preview.

The report is built and redacted once per refresh and every format's bytes are kept: the preview shows
those bytes and an export writes the very same ones (PDF is drawn once, on first use, and kept too).
The environment the session set up is read from ``session.env_python`` / ``session.env_prefix`` and the
verification and doctor documents from ``session.verification`` / ``session.doctor`` when another page
provides them (a mapping, or an object with ``to_dict()``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.core.check.record import record_setup
from wizard.core.ops.journal import Journal, JournalEntry, utc_now
from wizard.core.report import SUFFIXES, Format, Report, make_report, render_text
from wizard.core.report.build import operation_row, undo_preview
from wizard.core.report.model import OperationRow, UndoRow
from wizard.report_pdf import render_pdf

if TYPE_CHECKING:
    from wizard.gui.session import Session


class FinishModel:
    """The Finish page's state for one session; ``started_at`` bounds "this session's" changes."""

    def __init__(self, session: Session, journal: Journal | None = None, started_at: str | None = None) -> None:
        self.session = session
        self.journal = journal if journal is not None else Journal()
        self._started_at = started_at
        self.report: Report | None = None
        self._bytes: dict[Format, bytes] = {}

    @property
    def started_at(self) -> str:
        """When "this session" began: given, else the session's (which a window resumed after a restart takes
        from the state saved before it)."""
        return self._started_at or self.session.started_at

    def refresh(self) -> Report:
        """Build (and redact) the report again from the session and the journal as they are now."""
        self.report = make_report(
            facts=self.session.facts, plan=self.session.plan, journal=self.journal,
            verification=_document(self.session.verification),
            doctor=_document(self.session.doctor), settings=self.session.network, wsl=self.session.wsl_report,
        )
        self._bytes = {fmt: render_text(self.report, fmt) for fmt in ("md", "html", "json")}
        return self.report

    def rendered(self, fmt: Format) -> bytes:
        """The bytes of ``fmt`` for the current report (what the preview shows, what an export writes)."""
        if self.report is None:
            self.refresh()
        if fmt not in self._bytes:
            assert self.report is not None
            self._bytes[fmt] = render_pdf(self.report)
        return self._bytes[fmt]

    def export(self, fmt: Format, path: Path) -> None:
        """Write the current report's ``fmt`` bytes to ``path`` atomically."""
        write_bytes_atomically(path, self.rendered(fmt))

    def suggested_name(self, fmt: Format) -> Path:
        """A file name for the report in the user's home: the date and the format's suffix."""
        stamp = (self.report.generated_at if self.report else utc_now())[:10]
        return Path.home() / f"tfgpu-wizard-report-{stamp}{SUFFIXES[fmt]}"

    def session_changes(self) -> list[OperationRow]:
        """The journal's changes made since this session started, oldest first."""
        return [operation_row(e) for e in self.journal.entries() if _since(e, self.started_at)]

    def record_setup(self) -> Path | None:
        """Leave the record ``tfgpu-wizard check`` compares with: a setup of this computer whose proof passed (the
        plan, its facts, the env's interpreter, the journal's runs of this session). None when there is none."""
        session = self.session
        if session.plan is None or session.facts is None or session.for_other_machine:
            return None
        if not (_document(session.verification) or {}).get("passed"):
            return None
        runs = dict.fromkeys(e.run_id for e in self.journal.entries() if _since(e, self.started_at) and not e.undone)
        return record_setup(session.plan, session.facts, self.interpreter(), list(runs))

    def undo_all_preview(self) -> tuple[UndoRow, ...]:
        """What "Undo everything" would do (``undo --all``'s dry run), newest first."""
        return undo_preview(self.journal)

    def interpreter(self) -> Path | None:
        """The Python of the environment this session set up, when the session knows it and it is still there
        (an undo removes it: nothing is then offered for it)."""
        value = self.session.env_python
        return Path(value) if value and Path(value).exists() else None

    def env_prefix(self) -> Path | None:
        """The environment's folder, when it is still there: given, else the interpreter's (``bin``/``Scripts``
        stripped)."""
        value = self.session.env_prefix
        if value:
            return Path(value) if Path(value).is_dir() else None
        python = self.interpreter()
        if python is None:
            return None
        return python.parent.parent if python.parent.name.lower() in ("bin", "scripts") else python.parent


def _since(entry: JournalEntry, started_at: str) -> bool:
    return entry.applied_at >= started_at or (entry.undone_at or "") >= started_at


def _document(value: Any) -> Mapping[str, Any] | None:
    if value is None or isinstance(value, Mapping):
        return value
    to_dict = getattr(value, "to_dict", None)
    return to_dict() if callable(to_dict) else None
