"""Windows stood in for the python.org tests: ``HOST_OS`` set to ``windows`` (the seam the core reads the OS
through), and a stand-in python.org installer (a program made here, tests/fakes/programs.py: an .exe on Windows; its
``python.exe`` runs this interpreter) served on 127.0.0.1 with its SHA-256 recorded through ``known_installers``."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.http_server import FileServer, serving
from tests.core.pyenv_fixtures import installer_isolation  # noqa: F401 - fixture
from tests.fakes.programs import FORWARD_TO_THIS_PYTHON, make_program, program_bytes
from wizard.core.pyenv import python_org
from wizard.core.pyenv.python_org import PythonOrgInstaller
from wizard.platform import host

MISSING = "3.14"  # no interpreter of this version exists on the test machine
FILE = "python-3.14.0-amd64.exe"

STANDIN = """import json, pathlib, shutil, sys
with pathlib.Path({log!r}).open("a") as out:
    out.write(json.dumps(sys.argv[1:]) + "\\n")
args = sys.argv[1:]
state = pathlib.Path({state!r})
if "/uninstall" in args:
    shutil.rmtree(state.read_text(), ignore_errors=True)
else:
    target = pathlib.Path([a for a in args if a.startswith("TargetDir=")][0].split("=", 1)[1])
    target.mkdir(parents=True)
    shutil.copy({python!r}, target / "python.exe")
    state.write_text(str(target))
"""


def standin_source(tmp_path: Path) -> str:
    """The stand-in python.org installer's source (made a program with tests/fakes/programs.py): it records its
    arguments (:func:`installer_calls`), installs into ``TargetDir=`` a ``python.exe`` that runs this interpreter,
    and ``/uninstall`` removes that folder again."""
    python = make_program(tmp_path / "python-template", "python.exe", FORWARD_TO_THIS_PYTHON)
    return STANDIN.format(python=str(python), log=str(tmp_path / "calls.log"), state=str(tmp_path / "state"))


@pytest.fixture
def windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installer_isolation: Path) -> Iterator[FileServer]:  # noqa: F811
    """Windows stood in, the wizard's cache in tmp_path, the stand-in installer served and its SHA-256 recorded."""
    monkeypatch.setattr(host, "HOST_OS", "windows")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    program = program_bytes(FILE, standin_source(tmp_path))
    with serving() as server:
        url = server.add("/ftp/python/3.14.0/" + FILE, program)
        record = PythonOrgInstaller("3.14.0", url, hashlib.sha256(program).hexdigest(), "test")
        monkeypatch.setattr(python_org, "known_installers", lambda: {MISSING: record})
        yield server


def installer_calls(tmp_path: Path) -> list[list[str]]:
    log = tmp_path / "calls.log"
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


