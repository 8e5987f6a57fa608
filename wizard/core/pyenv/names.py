"""Environment names: an allowlist checked before any process starts (design.md §4, "Subprocesses").

A name becomes a folder and an argument to uv, pip or conda, so only a small, boring alphabet is allowed:
ASCII letters, digits, ``.``, ``_`` and ``-``, starting with a letter or digit, at most 64 characters. That
rules out path separators, ``..``, spaces, shell and cmd.exe metacharacters (``&|^%!<>"``) and option-like
names (``-n``). Names Windows reserves for devices (``CON``, ``NUL``, ``COM1``...) and conda's own ``base`` and
``root`` are refused on every OS, so an environment made on Linux can be named the same on Windows.
"""

from __future__ import annotations

import re

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr

MAX_LENGTH = 64
DEFAULT_ENV_NAME = "tf"  # the environment the wizard makes unless told otherwise (GUI, env create, apply)
FRAMEWORK_ENV_NAMES = {"tensorflow": DEFAULT_ENV_NAME, "pytorch": "torch", "keras": "keras", "jax": "jax"}
_ALLOWED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_DEVICES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
_CONDA_RESERVED = {"base", "root"}


def default_env_name(framework: str) -> str:
    """The env's name unless told otherwise, by the framework it holds (``tf`` for TensorFlow, ``torch``...)."""
    return FRAMEWORK_ENV_NAMES.get(framework, DEFAULT_ENV_NAME)


class EnvNameError(BadInputError):
    """An environment name outside the allowlist."""

    reference = "env-name-invalid"


def env_name_problem(name: str) -> str | None:
    """Why ``name`` is refused (translated), or None when it is allowed."""
    if not name:
        return tr("EnvName", "The name is empty.")
    if len(name) > MAX_LENGTH:
        return tr("EnvName", "The name is longer than {n} characters.").format(n=MAX_LENGTH)
    if not _ALLOWED.fullmatch(name):
        return tr("EnvName", "Use only letters A-Z, digits, '.', '_' and '-', and start with a letter or digit.")
    if name.endswith("."):
        return tr("EnvName", "The name must not end with a dot (Windows drops it).")
    if name.split(".", 1)[0].lower() in _DEVICES:
        return tr("EnvName", "Windows reserves this name for a device.")
    if name.lower() in _CONDA_RESERVED:
        return tr("EnvName", "conda reserves this name for its own environment.")
    return None


def validate_env_name(name: str) -> str:
    """``name`` unchanged when it is allowed, else an :class:`EnvNameError` saying what to type instead."""
    problem = env_name_problem(name)
    if problem is None:
        return name
    raise EnvNameError(
        tr("EnvName", "'{name}' cannot be used as an environment name: {problem}").format(name=name, problem=problem),
        hint=tr("EnvName", "Choose a short name such as tf or tf-2.10."),
        context={"name": name},
    )
