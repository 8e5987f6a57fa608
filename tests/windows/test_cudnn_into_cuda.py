"""``install-cudnn`` with NVIDIA's Windows zip into a CUDA folder under ``Program Files``, and ``undo``: real child
processes, a real zip (tests/core/cudnn_windows_zip.py), real files. Windows only (elsewhere the CLI rightly
refuses a Windows archive): the Windows tier runs it with the Windows Python under wine, on Windows paths.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.cudnn_windows_zip import FILE, cudnn_windows_zip
from tests.core.install.test_cudnn_copy import snapshot

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="the Windows archive (Linux refuses it)")


def cuda_folder(tmp_path: Path) -> Path:
    """A CUDA 11.0 folder as NVIDIA's installer leaves it (bin, include, lib\\x64), with an older cuDNN header."""
    root = tmp_path / "Program Files" / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v11.0"
    for folder in ("bin", "include", "lib/x64"):
        (root / folder).mkdir(parents=True)
    (root / "bin" / "cudart64_110.dll").write_bytes(b"MZ cudart")
    (root / "include" / "cudnn.h").write_bytes(b"// an older cudnn.h\r\n")
    (root / "lib" / "x64" / "cudart.lib").write_bytes(b"!<arch>\n")
    return root


def test_the_windows_zip_lands_in_bin_include_and_lib_x64_and_undo_restores_the_folder(tmp_path: Path) -> None:
    root = cuda_folder(tmp_path)
    before = snapshot(root)
    archive = cudnn_windows_zip(tmp_path / FILE)
    sha = hashlib.sha256(archive.read_bytes()).hexdigest()
    done = run_cli("install-cudnn", "--archive", str(archive), "--into", str(root), "--sha256", sha, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (root / "bin" / "cudnn64_8.dll").read_bytes()[:2] == b"MZ"
    assert (root / "include" / "cudnn_version.h").is_file() and (root / "lib" / "x64" / "cudnn.lib").is_file()
    assert (root / "include" / "cudnn.h").read_bytes() == b'#include "cudnn_version.h"\n'
    assert (root / "bin" / "cudart64_110.dll").read_bytes() == b"MZ cudart"  # the toolkit's own files stay
    undone = run_cli("undo", "--last", timeout=240)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert snapshot(root) == before
