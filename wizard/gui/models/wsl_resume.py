"""The WSL2 route's continuation after the restart, seen from the GUI: the command the RunOnce entry runs (the
windowed GUI program, opened at the WSL setup page) and the session brought back from the saved state.

Why the GUI and not ``apply``: the user who started in the window was promised that the wizard continues where
it stopped, on the same page; a console running ``apply`` would be a different program to them. The state's
choices are the words of :mod:`wizard.core.apply.arguments`, the same ones ``apply`` and the run inside take.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.i18n import current_language
from wizard.core.apply.arguments import options_from_arguments
from wizard.core.apply.resume import load_resume, resumable

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.apply.model import ApplyOptions
    from wizard.core.plan import Plan
    from wizard.gui.session import Session

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


def restore_session(session: Session, path: Path) -> None:
    """Bring back the session the restart interrupted: facts, plan, the WSL choices, the run and its start, the
    route's core steps over them; :class:`wizard.core.apply.resume.ResumeStateError` (or a bad input error for
    saved choices this version cannot read) when it cannot, the session then untouched."""
    from wizard.core.apply.model import ApplyOptions
    from wizard.gui.models.wsl_route import CoreWslSteps

    saved = load_resume(path)
    options = options_from_arguments(saved.arguments, ApplyOptions(network=session.network))
    session.use_facts(saved.facts)
    session.recommended = session.plan = saved.plan
    session.wsl_distro, session.wsl_user = options.wsl_distro, options.wsl_user
    session.wsl_convert_agreed = options.wsl_convert
    session.started_at = saved.started_at
    session.wsl_resumed = True
    session.wsl_steps = CoreWslSteps(saved.facts, saved.plan, path.parent, options, run_id=saved.run_id,
                                     started_at=saved.started_at)


def resumed_choices(session: Session) -> dict[str, Any]:
    """What a resumed window opened with, for the self-test's line (and tests)."""
    return {"distro": session.wsl_distro, "user": session.wsl_user, "convert": session.wsl_convert_agreed}
