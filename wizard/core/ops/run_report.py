"""What a run that reports each change says: every operation's fate, and what was rolled back after a failure.

Why a module apart from the runner: the Environment variables page and ``path`` show this report, and they run
the step through :class:`wizard.core.steps.run.StepRun`; the front-ends may name the report's types but never
import the runner (an import contract in pyproject.toml).
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.core.ops.base import Outcome
from wizard.core.ops.undo import UndoItem


@dataclass(frozen=True)
class OpReport:
    """What happened to one operation; ``outcome`` is None when it failed (``error``/``hint`` say why)."""

    kind: str
    description: str
    outcome: Outcome | None
    detail: str = ""
    entry_id: str | None = None
    error: str = ""
    hint: str = ""


@dataclass(frozen=True)
class RunReport:
    """One run: every operation's fate, and what was rolled back after a failure."""

    run_id: str
    dry_run: bool
    items: tuple[OpReport, ...]
    rolled_back: tuple[UndoItem, ...] = ()

    @property
    def ok(self) -> bool:
        """True when every operation applied (or would apply) or had nothing to do."""
        return all(item.outcome in (Outcome.MODIFIED, Outcome.NO_CHANGE) for item in self.items)
