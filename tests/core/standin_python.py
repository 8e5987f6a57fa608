"""The ``python`` commands the by-hand steps write, as the cmd.exe and sh stand-ins both understand them."""

from __future__ import annotations

import pytest


def run_python(words: list[str], pip: list[str], checks: list[str]) -> None:
    """Record ``python -m pip install REQ`` in ``pip`` and ``python -c CODE`` in ``checks``; the pinned pip
    itself is taken without a record; any other form fails the test (a new command needs its stand-in)."""
    install = words[1:4] == ["-m", "pip", "install"] and len(words) == 5
    if install and words[4].startswith("pip=="):
        return  # the pinned pip itself, before TensorFlow
    if install:
        pip.append(words[4])
    elif words[1] == "-c" and len(words) == 3:
        checks.append(words[2])
    else:
        pytest.fail(f"the stand-in does not know this python command: {words}")
