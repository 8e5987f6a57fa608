"""The verification run again inside WSL, as the Linux user, by the wizard's own Linux build there: the same proof
``apply`` ran inside (its ``verify``, in the route's own data folder), its document brought back to Windows.

Why a separate step: the Windows side's Verify page shows the verification the run inside brought back; "Run
again" must prove the environment again where it is, not here (nothing runs TensorFlow on the Windows side).
"""

from __future__ import annotations

import json
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.events import Started, Step
from wizard.basics.i18n import tr
from wizard.core.wsl.calls import INSIDE_PROGRAM, answer_of, home_of, with_own_data


def verify_inside_again(distro: str, user: str, python: str, *, timeout: float = 600.0) -> Step[dict[str, Any]]:
    """``tfgpu-wizard verify --python PYTHON --json`` inside ``distro`` as ``user``; its document (passed or not)."""
    yield Started("wsl-verify", tr("Wsl", "Checking TensorFlow again inside {distro}").format(distro=distro))
    program = with_own_data(home_of(distro, user), INSIDE_PROGRAM, "verify", "--python", python, "--json",
                            "--timeout", str(timeout))
    answer = answer_of(distro, user, *program, timeout=timeout + 120)
    try:
        document = json.loads(answer.out.decode("utf-8", errors="replace"))
    except ValueError:
        document = None
    if not isinstance(document, dict):
        said = answer.err.decode("utf-8", errors="replace").strip()[-600:]
        raise WizardError(tr("Wsl", "No verification came back from inside WSL."),
                          hint=tr("Wsl", "Run the setup again; if it stays so, run 'tfgpu-wizard verify' inside.")
                          + (f"\n{said}" if said else ""), reference="wsl-no-verification")
    return document
