"""A WSL2 plan seen from Windows: the Python side lives inside WSL, so the wizard on Windows leaves it there.

Why: the WSL2 route installs the Linux GPU build of TensorFlow inside the WSL2 Linux. Made on the Windows side,
an environment would be a Windows one, and ``tensorflow[and-cuda]`` there installs a TensorFlow that only uses
the processor (its CUDA packages are Linux-only), so the proof would mislead. On Windows the wizard checks the
driver and says what to run inside WSL; inside WSL (a Linux whose facts say ``wsl``) it does every step.
"""

from __future__ import annotations

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.plan import Plan, StepId

INSIDE_WSL_STEPS = frozenset({StepId.CREATE_ENV, StepId.INSTALL_TENSORFLOW, StepId.INSTALL_FRAMEWORK, StepId.VERIFY})


class InsideWslError(WizardError):
    """A step of a WSL2 plan that runs inside WSL was asked for on the Windows side (exit 3: not here)."""

    reference = "wsl2-inside-only"
    exit_code = 3


def left_to_wsl(plan: Plan, host_family: str) -> bool:
    """True when ``plan``'s Python steps belong inside WSL and this host is the Windows side."""
    return plan.route == "wsl2" and host_family == "windows"


def step_runs_here(plan: Plan, step_id: str, host_family: str) -> bool:
    """False for a WSL2 plan's environment, TensorFlow and verification steps on the Windows side."""
    return not (left_to_wsl(plan, host_family) and step_id in INSIDE_WSL_STEPS)


def refuse_outside_wsl(plan: Plan, host_family: str) -> None:
    """InsideWslError (nothing changed) when ``plan`` is a WSL2 plan and this is the Windows side."""
    if left_to_wsl(plan, host_family):
        raise InsideWslError(
            tr("WslHandoff", "This plan installs TensorFlow inside WSL2 (Linux inside Windows), so its Python "
                             "environment is made there, not on the Windows side; nothing was changed."),
            hint=tr("WslHandoff", "Open your WSL2 Linux (Ubuntu in the Start menu) and run the commands that "
                                  "'tfgpu-wizard plan' lists, or install tfgpu-wizard there and let it do every "
                                  "step: 'tfgpu-wizard plan --json > plan.json', then 'tfgpu-wizard apply --plan "
                                  "plan.json'."),
        )
