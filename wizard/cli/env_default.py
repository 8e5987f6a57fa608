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
from wizard.core.pyenv.names import DEFAULT_ENV_NAME


def add_env_arguments(parser: argparse.ArgumentParser, python_help: str) -> None:
    """``--python PATH`` (described by ``python_help``) and ``--name N`` (the wizard's environment to check)."""
    parser.add_argument("--python", type=Path, help=python_help)
    parser.add_argument("--name", default=DEFAULT_ENV_NAME,
                        help=tr("EnvDefault", "which of the wizard's environments to check (default: tf)"))


def python_to_check(python: Path | None, name: str) -> Path:
    """``python`` when given (a relative path taken from the current folder, and checked to be a file that can
    run), else the environment's; with neither, bad input that says what to give."""
    from wizard.core.pyenv.envs import made_env_python
    from wizard.core.verify.runner import check_python

    if python is not None:
        # abspath, not resolve: a venv's python is a link to the base interpreter, and must stay the venv's
        return check_python(Path(os.path.abspath(python)))
    found = made_env_python(name)
    if found is None:
        raise BadInputError(
            tr("EnvDefault", "The wizard has no environment {name}, so there is no Python to check.").format(
                name=name),
            hint=tr("EnvDefault", "Name one with --python PATH (or --name NAME), or make the environment first: "
                                  "tfgpu-wizard apply --plan PLAN.json."),
        )
    return found
