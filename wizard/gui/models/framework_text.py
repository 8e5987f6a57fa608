"""The frameworks as the GUI names them: proper names, a one-line description, and a plan's framework in words.

Proper names (TensorFlow, PyTorch, Keras 3, JAX) stay English in every language; the descriptions and the words
around a plan's build are translated. A plan's framework is ``Plan.framework`` (issue 33): TensorFlow plans keep
their choice in ``Plan.tensorflow``, the others in ``Plan.framework_build`` when the planner gives one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from wizard.basics.i18n import tr
from wizard.core.plan import Framework

if TYPE_CHECKING:
    from wizard.core.plan import Plan

FRAMEWORKS: tuple[Framework, ...] = get_args(Framework)
NAMES: dict[str, str] = {"tensorflow": "TensorFlow", "pytorch": "PyTorch", "keras": "Keras 3", "jax": "JAX"}


def framework_name(framework: str) -> str:
    """The framework's proper name (never translated)."""
    return NAMES.get(framework, framework)


def framework_description(framework: str) -> str:
    """One plain line saying what the framework is, in the current language."""
    descriptions = {
        "tensorflow": tr("Frameworks", "Google's framework for training and running models; the default."),
        "pytorch": tr("Frameworks", "Meta's framework, the most used one in research and in new projects."),
        "keras": tr("Frameworks", "The simple model-building layer; runs on TensorFlow, or on PyTorch where "
                                  "TensorFlow has no graphics card support."),
        "jax": tr("Frameworks", "Google's framework for fast numerical computing; graphics cards on Linux and "
                                "WSL2 only."),
    }
    return descriptions.get(framework, "")


def plan_framework(plan: Plan | None) -> str:
    """The proper name of what ``plan`` sets up (TensorFlow without a plan)."""
    return framework_name(plan.framework if plan is not None else "tensorflow")
