"""A journal written before the operations moved out of ``wizard.core.ops`` is still undone, by kind name.

The fixture (tests/fixtures/old-journal) is a real home folder as the wizard left it before the move: the
rc-file block, ``env.sh`` and its backup, a project's ``.vscode/settings.json``, and the journal that names
them with the kinds ``env-add-to-path``, ``env-set-variable`` and ``vscode-interpreter``. A fresh process
runs the real ``undo --all`` on a copy of it; nothing in the journal names a module, so only the registry
of kinds can find how to undo each entry.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "old-journal" / "home"
REPO = Path(__file__).resolve().parents[3]
JOURNAL = Path(".local", "share", "tfgpu-wizard", "journal.json")


def _old_home(tmp_path: Path) -> Path:
    """A copy of the fixture home, its journal pointed at the copy (the journal stores absolute
    paths, JSON-escaped: a Windows path has backslashes)."""
    home = tmp_path / "old"
    shutil.copytree(FIXTURE, home, symlinks=True)
    journal = home / JOURNAL
    journal.write_bytes(journal.read_bytes().replace(b"@HOME@", json.dumps(str(home))[1:-1].encode()))
    return home


def _wizard(home: Path, *args: str, language: str = "en") -> subprocess.CompletedProcess[str]:
    """The wizard run on the old home (its data folder named outright: on Windows it would be LOCALAPPDATA's)."""
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CONFIG_HOME=str(home / ".config"), TFGPU_WIZARD_LANG=language,
               TFGPU_WIZARD_DATA_DIR=str(home / JOURNAL.parent))
    return subprocess.run([sys.executable, "-m", "wizard", *args], env=env, cwd=REPO, capture_output=True,
                          text=True, encoding="utf-8", check=False, timeout=120)


@pytest.mark.posix_only("the fixture's PATH and CUDA_HOME changes were made in a POSIX home's shell files (backend "
                        "posix-shell): Windows refuses to undo them as made on another kind of system")
def test_a_journal_written_before_the_move_is_undone_by_its_kind_names(tmp_path: Path) -> None:
    home = _old_home(tmp_path)
    assert "/opt/old/bin" in (home / ".config" / "tfgpu-wizard" / "env.sh").read_text()

    done = _wizard(home, "undo", "--all")

    assert done.returncode == 0, done.stdout + done.stderr
    assert not (home / ".config" / "tfgpu-wizard" / "env.sh").exists(), "PATH and CUDA_HOME undone"
    assert not (home / ".bashrc").exists() and not (home / ".profile").exists(), "the rc blocks removed"
    assert not (home / "proj" / ".vscode").exists(), "the VS Code setting undone"
    assert (home / "proj").is_dir(), "the project folder itself was there before and stays"
    listed = _wizard(home, "journal")
    assert listed.returncode == 0, listed.stderr
    assert "Add /opt/old/bin to PATH" in listed.stdout, listed.stdout


def test_the_journal_of_an_old_run_is_shown_in_the_readers_language(tmp_path: Path) -> None:
    """``journal`` rebuilds each entry from its kind (the stored line is English): the kinds must be known."""
    home = _old_home(tmp_path)
    listed = _wizard(home, "journal", language="zh_CN")
    assert listed.returncode == 0, listed.stderr
    assert "/opt/old/bin" in listed.stdout and "/opt/env/bin/python" in listed.stdout, listed.stdout
    assert "Add /opt/old/bin to PATH" not in listed.stdout, "rebuilt, not the stored English line"
    assert "Point VS Code" not in listed.stdout, listed.stdout
