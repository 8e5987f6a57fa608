"""A journal's step label in words, in the reader's language (the journal stores the plan's step id)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.plan import StepId, step_label


def step_name(label: str) -> str:
    """``label`` (a plan step id, an older label of one, or another journaled step) in words; an unknown label is
    shown as it is."""
    names = {
        StepId.DOWNLOAD: tr("StepNames", "Download"), StepId.INSTALL_CUDA: tr("StepNames", "Install CUDA"),
        StepId.INSTALL_CUDNN: tr("StepNames", "Install cuDNN"),
        StepId.SET_ENV_VARS: tr("StepNames", "Environment variables"),
        StepId.CREATE_ENV: tr("StepNames", "Python environment"), StepId.PROVE_GPU: tr("StepNames", "Proof on the GPU"),
        StepId.INSTALL_TENSORFLOW: tr("StepNames", "Install TensorFlow"), StepId.VERIFY: tr("StepNames", "Verify"),
        StepId.INSTALL_FRAMEWORK: tr("StepNames", "Install the framework"),
        StepId.CHECK_WSL: tr("StepNames", "Set up WSL"), "conda-install": tr("StepNames", "Install Miniforge"),
        "python-install": tr("StepNames", "Install Python"), "env-remove": tr("StepNames", "Remove an environment"),
        "env-vscode": tr("StepNames", "Point VS Code at the environment"), "rollback": tr("StepNames", "Roll back"),
        "undo": tr("StepNames", "Undo"), "manual": tr("StepNames", "By hand"),
    }
    plan_id = step_label(label)
    return names.get(plan_id, plan_id)
