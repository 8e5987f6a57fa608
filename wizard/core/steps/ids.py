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
