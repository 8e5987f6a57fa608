"""The command that continues a WSL setup started in the window, after the restart Windows needed: the windowed
GUI program, opened at the WSL setup page with the saved state (what the RunOnce entry runs).

Why the GUI and not ``apply``: the user who started in the window was promised that the wizard continues where
it stopped, on the same page; a console running ``apply`` would be a different program to them. The state's
choices are the words of :mod:`wizard.core.apply.arguments`, the same ones ``apply`` and the run inside take.
The session comes back from that state in :mod:`wizard.gui.models.wsl_resume`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics.i18n import current_language
from wizard.core.apply.resume import resumable

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.apply.model import ApplyOptions
    from wizard.core.plan import Plan


def gui_program() -> list[str]:
    """The windowed program: ``tfgpu-wizard-gui.exe`` beside the frozen one, else this Python's windowed twin
    (``pythonw.exe`` where there is one) running ``-m wizard``, whose default is the GUI."""
    here = Path(sys.executable)
    if getattr(sys, "frozen", False):
        return [str(here.with_name("tfgpu-wizard-gui" + here.suffix))]
    windowed = here.with_name("pythonw" + here.suffix)
    return [str(windowed if windowed.is_file() else here), "-m", "wizard"]


def gui_resume(facts: MachineFacts, plan: Plan, options: ApplyOptions, folder: Path, *, run_id: str,
               started_at: str) -> ApplyOptions:
    """``options`` with what continues this run in the GUI after the restart, in the language chosen here
    (wizard.core.apply.resume.resumable)."""
    return resumable(options, plan, facts, folder, program=[*gui_program(), "--lang", current_language()],
                     run_id=run_id, started_at=started_at)
