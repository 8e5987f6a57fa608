"""One composed step run the same way by the GUI, the CLI and ``apply``: prepared, previewed, journaled, discarded.

Why: the Install CUDA and Install cuDNN pages, ``install-cuda`` / ``install-cudnn`` / ``env create`` and ``apply``
each wrote the same run out again (prepare the cuDNN copy, preview, journal under the step id with the elevated
helper for what needs admin, python.org's Python first for an env, discard the copy's staging folder), and the
copies drifted (one front-end passed the elevator, another not). A front-end now builds a :class:`StepRun` from
the step's composition and either runs it whole (:meth:`StepRun.run`, with its own review in the middle: the CLI
prints and asks, ``apply`` yields preview lines) or, where the user reviews between two worker runs (the GUI),
calls its phases: :meth:`~StepRun.prepare`, :meth:`~StepRun.previews`, :meth:`~StepRun.journal`,
:meth:`~StepRun.discard`. The Environment variables page and ``path`` show each change's fate instead of stopping
at an error: :meth:`~StepRun.journal_each`. No front-end calls the kernel's runner itself (an import contract).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wizard.basics.events import Step
    from wizard.core.download.control import DownloadControl
    from wizard.core.download.network import NetworkSettings
    from wizard.core.ops.base import Preview
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.run_report import RunReport
    from wizard.core.ops.runner import Elevator, JournaledRun
    from wizard.core.ops.undo import ReverseElevator

Review = Callable[["StepRun"], "Step[None]"]


@dataclass
class StepRun:
    """The operations of one plan step (from :mod:`wizard.core.steps`), journaled as ``step``.

    ``python_first`` (the run's network settings): an env made from a Python that is missing here gets
    python.org's installed first, downloaded through them, in the same run (Windows). ``elevated_helper`` False:
    the operations raise their own prompt when they need one (the WSL route's, through wsl.exe and dism.exe), so
    the wizard's elevated helper is never started for them, not even to roll them back.
    """

    step: str
    operations: list[Any]
    python_first: NetworkSettings | None = None
    elevated_helper: bool = True
    prepared: list[Any] = field(default_factory=list)  # what each preparing operation found, in order

    def prepare(self) -> Step[list[Any]]:
        """Read everything an exact preview needs (the cuDNN copy checks and unpacks its archive into a private
        folder); changes nothing on the machine. Returns (and keeps) what each preparing operation found."""
        self.prepared = []
        for operation in self.operations:
            prepare = getattr(operation, "prepare_step", None)
            if prepare is not None:
                self.prepared.append((yield from prepare()))
        return self.prepared

    def previews(self) -> list[tuple[str, Preview]]:
        """Each change as (its line, its preview), python.org's Python first where the env needs it."""
        from wizard.core.pyenv.python_org_step import python_org_for

        install = python_org_for(self.operations[0]) if self.python_first is not None and self.operations else None
        return [(operation.describe(), operation.preview()) for operation in [*([install] if install else []),
                                                                             *self.operations]]

    def journal(self, journal: Journal, *, dry_run: bool = False, cancelled: Callable[[], bool] = lambda: False,
                run_id: str | None = None, control: DownloadControl | None = None) -> Step[JournaledRun]:
        """Apply the operations in order under the step id, each journaled, those that need admin through the
        elevated helper; a failure or cancel rolls back what this call applied. ``run_id`` joins an earlier run
        (``apply``); ``control`` pauses or cancels python.org's download."""
        from wizard.core.ops.runner import run_journaled_step
        from wizard.core.pyenv.python_org_step import env_with_python_step

        elevator, reverse_elevator = self._elevators()
        if self.python_first is not None:
            return (yield from env_with_python_step(
                self.operations, journal, step=self.step, dry_run=dry_run, settings=self.python_first,
                cancelled=cancelled, elevator=elevator, reverse_elevator=reverse_elevator, run_id=run_id,
                control=control))
        return (yield from run_journaled_step(self.operations, journal, step=self.step, dry_run=dry_run,
                                              cancelled=cancelled, elevator=elevator,
                                              reverse_elevator=reverse_elevator, run_id=run_id))

    def journal_each(self, journal: Journal, *, dry_run: bool = False) -> Step[RunReport]:
        """Apply in order under the step id, as :meth:`journal` does, but report each change's fate instead of
        raising: the first failure stops the run and rolls back what it applied, and the report says which
        change failed and why (the Environment variables page and ``path`` show it change by change)."""
        from wizard.core.ops.runner import apply_operations_step

        elevator, reverse_elevator = self._elevators()
        return (yield from apply_operations_step(self.operations, journal, step=self.step, dry_run=dry_run,
                                                 elevator=elevator, reverse_elevator=reverse_elevator))

    def _elevators(self) -> tuple[Elevator | None, ReverseElevator | None]:
        """The elevated helper for what needs admin, and for rolling back what admin made (None, None without)."""
        from wizard.core.ops.elevation import make_elevator, make_reverse_elevator

        return (make_elevator(), make_reverse_elevator()) if self.elevated_helper else (None, None)

    def discard(self) -> None:
        """Remove what preparing left (the cuDNN copy's staging folder); safe to call twice."""
        for operation in self.operations:
            discard = getattr(operation, "discard", None)
            if discard is not None:
                discard()

    def run(self, journal: Journal, review: Review, *, dry_run: bool = False, run_id: str | None = None,
            cancelled: Callable[[], bool] = lambda: False) -> Step[JournaledRun]:
        """The whole run: prepare, ``review`` (the front-end shows :meth:`previews`, checks what preparing found,
        asks; raising stops before any change), journal, and discard whatever happens."""
        try:
            yield from self.prepare()
            yield from review(self)
            return (yield from self.journal(journal, dry_run=dry_run, cancelled=cancelled, run_id=run_id))
        finally:
            self.discard()
