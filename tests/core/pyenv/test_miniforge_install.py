"""Miniforge for this user, against a stand-in installer made by the test: checksum first, silent batch
install, journaled, and undo removes only the folder it created. On Windows the stand-in is an .exe that takes
NSIS's silent switches and lays out ``Scripts\\conda.exe``."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import sys
from pathlib import Path

import pytest

from tests.core.conda_standin import make_conda_standin
from tests.fakes.programs import make_program
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.conda import find_conda
from wizard.core.pyenv.miniforge_ops import InstallMiniforge
from wizard.platform.pyenv_layout import miniforge_install_command

# What the stand-in installer does, in Python: the Linux one is a shell script (the wizard runs it with bash)
# that hands itself to it, the Windows one an .exe (tests/fakes/programs.py) taking NSIS's switches.
_INSTALLER = """\
import pathlib, shutil, sys
args = sys.argv[1:]
pathlib.Path({log!r}).write_text("\\n".join(args) + "\\n")
prefix = pathlib.Path(args[args.index("-p") + 1] if "-p" in args else args[-1][len("/D="):])
(prefix / "conda-meta").mkdir(parents=True, exist_ok=True)
(prefix / {folder!r}).mkdir(exist_ok=True)
if {fail!r}:
    print("ERROR: no space", file=sys.stderr)
    sys.exit(1)
shutil.copy({conda!r}, prefix / {folder!r} / {conda_name!r})
"""


def _standin_installer(folder: Path, *, fail: bool = False) -> tuple[Path, str, Path]:
    """A stand-in for this OS's Miniforge installer (``Miniforge3-Linux-x86_64.sh``, ``...-Windows-x86_64.exe``):
    records its arguments; with ``-b -p PREFIX`` (``/D=PREFIX`` on Windows) it lays out a root with
    ``conda-meta`` and a stand-in conda (or, with ``fail``, half of one and exit 1)."""
    log = folder / "installer-args.json"
    conda, _ = make_conda_standin(folder / "conda-template")
    source = _INSTALLER.format(log=str(log), folder=conda.parent.name, fail=fail, conda=str(conda),
                               conda_name=conda.name)
    if sys.platform == "win32":
        script = make_program(folder, "Miniforge3-Windows-x86_64.exe", source)
    else:
        script = folder / "Miniforge3-Linux-x86_64.sh"
        script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} - \"$@\" <<'PYTHON'\n{source}PYTHON\n",
                          encoding="utf-8")
        os.chmod(script, 0o755)
    return script, hashlib.sha256(script.read_bytes()).hexdigest(), log


def test_install_checks_the_checksum_runs_silently_and_undo_removes_only_its_folder(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CONDA_EXE", raising=False)
    (isolated_home / "notes.txt").write_text("mine")
    installer, digest, log = _standin_installer(tmp_path)
    journal = Journal()
    report = apply_operations([InstallMiniforge(installer=str(installer), sha256=digest)], journal, step="conda")
    assert report.ok, report.items
    prefix = isolated_home / "miniforge3"
    command = miniforge_install_command(installer, prefix)  # -b -p PREFIX -u; NSIS's /S ... /D=PREFIX on Windows
    assert log.read_text().splitlines() == command[command.index(str(installer)) + 1:]
    found = find_conda()
    assert found is not None and found.root == str(prefix) and found.version == "24.9.2"
    assert journal.pending()[0].record == {"prefix": str(prefix), "created": True}
    assert undo(journal, "last").ok
    assert not prefix.exists() and (isolated_home / "notes.txt").read_text() == "mine"


def test_a_wrong_checksum_runs_nothing(tmp_path: Path, isolated_home: Path) -> None:
    installer, _, log = _standin_installer(tmp_path)
    report = apply_operations([InstallMiniforge(installer=str(installer), sha256="0" * 64)], Journal(), step="c")
    assert not report.ok and "does not match its published SHA-256" in report.items[0].error
    assert not log.exists() and not (isolated_home / "miniforge3").exists()


def test_a_failed_install_removes_the_half_made_folder_and_an_existing_one_is_refused(
    tmp_path: Path, isolated_home: Path
) -> None:
    installer, digest, _ = _standin_installer(tmp_path, fail=True)
    report = apply_operations([InstallMiniforge(installer=str(installer), sha256=digest)], Journal(), step="c")
    assert not report.ok and "did not finish" in report.items[0].error
    assert not (isolated_home / "miniforge3").exists()
    (isolated_home / "miniforge3").mkdir()
    (isolated_home / "miniforge3" / "keep").write_text(json.dumps({"x": 1}))
    report = apply_operations([InstallMiniforge(installer=str(installer), sha256=digest)], Journal(), step="c")
    assert not report.ok and "exists already" in report.items[0].error
    assert (isolated_home / "miniforge3" / "keep").exists()


def test_cli_downloads_with_the_published_sha256_installs_finds_and_undoes(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installer (a stand-in) and its .sha256 are served on 127.0.0.1 as the release assets are."""
    from tests.cli.support import run_cli
    from tests.core.http_server import serving
    from wizard.platform.pyenv_layout import miniforge_installer_name

    monkeypatch.delenv("CONDA_EXE", raising=False)
    installer, digest, log = _standin_installer(tmp_path)
    name = miniforge_installer_name()
    with serving() as server:
        server.add(f"/latest/{name}", installer.read_bytes())
        server.add(f"/latest/{name}.sha256", f"{digest}  {name}\n".encode())
        server.add(f"/bad/{name}", installer.read_bytes())
        server.add(f"/bad/{name}.sha256", f"{'0' * 64}  {name}\n".encode())
        bad = run_cli("conda", "install", "--base", server.url("/bad"))
        assert bad.returncode == 1 and "checksum" in bad.stderr.lower() and not log.exists()
        done = run_cli("conda", "install", "--base", server.url("/latest"))
    assert done.returncode == 0, done.stderr
    found = run_cli("conda", "find")
    assert found.returncode == 0 and str(isolated_home / "miniforge3") in found.stdout
    assert run_cli("undo", "--last").returncode == 0
    assert not (isolated_home / "miniforge3").exists()
    assert run_cli("conda", "find").returncode == 1
