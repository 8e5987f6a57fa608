"""The Python that ``verify`` and ``doctor`` check when none is named: the one in the wizard's own environment.

Why: the user who ran ``apply`` or ``env create`` should not have to dig out the environment's interpreter
path to check it; ``--name`` picks another of the wizard's environments, ``--python`` any interpreter.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.pyenv.names import DEFAULT_ENV_NAME, FRAMEWORK_ENV_NAMES


def add_env_arguments(parser: argparse.ArgumentParser, python_help: str) -> None:
    """``--python PATH`` (described by ``python_help``) and ``--name N`` (the wizard's environment to check)."""
    parser.add_argument("--python", type=Path, help=python_help)
    parser.add_argument("--name", help=tr("EnvDefault", "which of the wizard's environments to check (default: "
                                                        "the first of tf, torch, keras and jax there is)"))


def chosen_env_name(name: str | None) -> str:
    """``name``, else the first of the frameworks' default envs (``tf``, ``torch``, ``keras``, ``jax``) the
    wizard made here (``tf`` when there is none, to name in the message)."""
    from wizard.core.pyenv.envs import made_env_python

    if name is not None:  # an empty name too: refused by the allowlist, never taken as "none given"
        return name
    return next((default for default in FRAMEWORK_ENV_NAMES.values() if made_env_python(default) is not None),
                DEFAULT_ENV_NAME)


def python_to_check(python: Path | None, name: str | None) -> Path:
    """``python`` when given (a relative path taken from the current folder, and checked to be a file that can
    run), else the environment's; with neither, bad input that says what to give."""
    from wizard.core.pyenv.envs import made_env_python
    from wizard.core.verify.runner import check_python

    if python is not None:
        # abspath, not resolve: a venv's python is a link to the base interpreter, and must stay the venv's
        return check_python(Path(os.path.abspath(python)))
    name = chosen_env_name(name)
    found = made_env_python(name)
    if found is None:
        raise BadInputError(
            tr("EnvDefault", "The wizard has no environment {name}, so there is no Python to check.").format(
                name=name),
            hint=tr("EnvDefault", "Name one with --python PATH (or --name NAME), or make the environment first: "
                                  "tfgpu-wizard apply --plan PLAN.json."),
        )
    return found
