"""Miniforge for this user, against a stand-in installer made by the test: checksum first, silent batch
install, journaled, and undo removes only the folder it created."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import pytest

from tests.core.conda_standin import make_conda_standin
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.conda import find_conda
from wizard.core.pyenv.miniforge_ops import InstallMiniforge

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in installer is a POSIX shell script")


def _standin_installer(folder: Path, *, fail: bool = False) -> tuple[Path, str, Path]:
    """A stand-in for ``Miniforge3-Linux-x86_64.sh``: records its arguments; with ``-b -p PREFIX`` it lays out
    a root with ``conda-meta`` and a stand-in ``bin/conda`` (or, with ``fail``, half of one and exit 1)."""
    log = folder / "installer-args.json"
    conda = folder / "conda-template"
    make_conda_standin(conda)
    script = folder / "Miniforge3-Linux-x86_64.sh"
    script.write_text(
        "#!/bin/sh\n"
        f"printf '%s\\n' \"$@\" > '{log}'\n"
        'prefix="$3"\nmkdir -p "$prefix/conda-meta" "$prefix/bin"\n'
        + ("echo 'ERROR: no space' >&2\nexit 1\n" if fail else f"cp '{conda}/bin/conda' \"$prefix/bin/conda\"\n"),
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
    assert log.read_text().split() == ["-b", "-p", str(prefix), "-u"]
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
