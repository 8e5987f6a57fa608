"""The plan's step ids (wizard.core.planner.steps), which are also the step labels of the journal.

Journals written before the labels were unified carry older labels for the same steps (``env-create`` from
``env create``, ``env-vars`` from the GUI's Environment variables page, ``cli-path`` from ``path add``):
:func:`step_label` reads them as the plan's id, so ``journal``, ``undo`` and the report name one step one way.
"""

from __future__ import annotations

DOWNLOAD = "download"
INSTALL_CUDA = "install-cuda"
INSTALL_CUDNN = "install-cudnn"
SET_ENV_VARS = "set-env-vars"
CREATE_ENV = "create-env"
PROVE_GPU = "prove-gpu"  # keep the env only if the verification computed on the GPU, else undo it (conda GPU plans)

LEGACY_LABELS = {"env-create": CREATE_ENV, "env-vars": SET_ENV_VARS, "cli-path": SET_ENV_VARS}


def step_label(label: str) -> str:
    """The plan's id for a journal's step label (an older label of the same step included)."""
    return LEGACY_LABELS.get(label, label)


def step_name(label: str) -> str:
    """A journal's step label in words, in the reader's language (an unknown label is shown as it is)."""
    from wizard.basics.i18n import tr

    names = {
        DOWNLOAD: tr("StepNames", "Download"), INSTALL_CUDA: tr("StepNames", "Install CUDA"),
        INSTALL_CUDNN: tr("StepNames", "Install cuDNN"), SET_ENV_VARS: tr("StepNames", "Environment variables"),
        CREATE_ENV: tr("StepNames", "Python environment"), PROVE_GPU: tr("StepNames", "Proof on the GPU"),
        "install-tensorflow": tr("StepNames", "Install TensorFlow"), "verify": tr("StepNames", "Verify"),
        "check-wsl": tr("StepNames", "Set up WSL"), "conda-install": tr("StepNames", "Install Miniforge"),
        "python-install": tr("StepNames", "Install Python"), "env-remove": tr("StepNames", "Remove an environment"),
        "env-vscode": tr("StepNames", "Point VS Code at the environment"), "rollback": tr("StepNames", "Roll back"),
        "undo": tr("StepNames", "Undo"), "manual": tr("StepNames", "By hand"),
    }
    plan_id = step_label(label)
    return names.get(plan_id, plan_id)
