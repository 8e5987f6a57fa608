"""The activate block written into a linked activate script: the link stays a link, undo restores its target.

Issue 16, item 8 ("symlinks stay symlinks"). A real venv (``python -m venv``), a real symbolic link in its
``bin`` to a script elsewhere (a shared fish script, say).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.activate_ops import SetActivateLibraries

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a venv's bin/ and symbolic links are POSIX here")
LIB64 = "/usr/local/cuda-12.3/lib64"


def test_a_linked_activate_script_stays_a_link_and_undo_puts_its_target_back(tmp_path: Path) -> None:
    """Before: the atomic write put a plain file in the link's place, and undo left that file there."""
    prefix = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(prefix)], check=True)
    fish = prefix / "bin" / "activate.fish"
    shared = tmp_path / "shared" / "activate.fish"
    shared.parent.mkdir()
    shared.write_bytes(fish.read_bytes())
    fish.unlink()
    fish.symlink_to(shared)
    before = shared.read_bytes()
    journal = Journal()
    assert apply_operations([SetActivateLibraries(prefix=str(prefix), folders=(LIB64,))], journal, step="t").ok
    assert fish.is_symlink() and LIB64.encode() in shared.read_bytes()
    assert undo(journal, "last").ok
    assert fish.is_symlink() and shared.read_bytes() == before
