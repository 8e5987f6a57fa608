"""The session a WSL setup started in the window comes back to after the restart: facts, plan, the WSL choices
and the route's core steps, from the state saved before it (the command that opens the window again:
:mod:`wizard.gui.models.wsl_continue`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.core.apply.arguments import options_from_arguments
from wizard.core.apply.resume import load_resume
from wizard.gui.models.wsl_route import CoreWslSteps

if TYPE_CHECKING:
    from wizard.gui.session import Session


def restore_session(session: Session, path: Path) -> None:
    """Bring back the session the restart interrupted: facts, plan, the WSL choices, the run and its start, the
    route's core steps over them; :class:`wizard.core.apply.resume.ResumeStateError` (or a bad input error for
    saved choices this version cannot read) when it cannot, the session then untouched."""
    from wizard.core.apply.model import ApplyOptions

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
