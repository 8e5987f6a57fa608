"""End to end on Linux: ``tfgpu-wizard install-cudnn`` in a subprocess, then ``tfgpu-wizard undo --last``.

Real CLI processes, a cuDNN-like tar.xz built by the test (NVIDIA's 8.9 'archive-folder' layout, with its
same-folder symlinks), a temporary CUDA root and a temporary HOME. The app's data dir (journal, backups)
is pointed outside HOME with TFGPU_WIZARD_DATA_DIR, so that after undo the CUDA root AND the HOME must be
byte-identical to before, rc files included.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.archives.test_safe_extract import TarSpec, make_tar
from tests.core.install.test_cudnn_copy import snapshot

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the Linux route")

TOP = "cudnn-linux-x86_64-8.9.7.29_cuda12-archive"
SUBLIBS = ("", "_ops_infer", "_ops_train", "_cnn_infer", "_cnn_train", "_adv_infer", "_adv_train")


def cudnn_tarball(path: Path) -> Path:
    version = b"#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 9\n#define CUDNN_PATCHLEVEL 7\n"
    entries: TarSpec = [(f"{TOP}/include/cudnn_version.h", "file", version),
                        (f"{TOP}/include/cudnn.h", "file", b"/* cudnn 8.9.7 */\n" * 50),
                        (f"{TOP}/LICENSE", "file", b"license")]
    for sub in SUBLIBS:
        entries.append((f"{TOP}/lib/libcudnn{sub}.so.8.9.7", "file", b"\x7fELF" + sub.encode() * 300))
        entries.append((f"{TOP}/lib/libcudnn{sub}.so.8", "symlink", f"libcudnn{sub}.so.8.9.7"))
        entries.append((f"{TOP}/lib/libcudnn{sub}.so", "symlink", f"libcudnn{sub}.so.8"))
    return make_tar(path, entries)


def cuda_root(root: Path) -> Path:
    for folder in ("bin", "include", "lib64"):
        (root / folder).mkdir(parents=True)
    (root / "bin" / "nvcc").write_bytes(b"#!/bin/sh\n")
    (root / "bin" / "nvcc").chmod(0o755)
    (root / "include" / "cudnn.h").write_bytes(b"/* an older cudnn 8.2 header */\n")
    (root / "lib64" / "libcudart.so.12.2.140").write_bytes(b"\x7fELF cudart")
    (root / "lib64" / "libcudart.so.12").symlink_to("libcudart.so.12.2.140")
    (root / "version.json").write_text('{"cuda": {"version": "12.2.140"}}')
    return root


def cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "wizard", *args], env=env, capture_output=True, text=True,
                          timeout=120, check=False, cwd=Path(__file__).resolve().parents[2])


def run_undo(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``tfgpu-wizard undo --last``: the reverse comes from the journal alone, in a fresh process."""
    return cli(env, "undo", "--last")


@pytest.fixture
def world(tmp_path: Path) -> tuple[dict[str, str], Path]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / ".bashrc").write_text("# my bashrc, no final newline")
    (home / ".profile").write_text("export EDITOR=vi\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "TFGPU_"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"))
    env.update(TFGPU_WIZARD_DATA_DIR=str(tmp_path / "appdata"), TFGPU_WIZARD_LANG="en", LANG="C.UTF-8")
    return env, home


def test_install_cudnn_into_a_cuda_root_then_undo_leaves_root_and_home_byte_identical(
    tmp_path: Path, world: tuple[dict[str, str], Path],
) -> None:
    env, home = world
    archive = cudnn_tarball(tmp_path / "cudnn-test-8.9.7.tar.xz")
    root = cuda_root(tmp_path / "cuda-12.2")
    before_root, before_home = snapshot(root), snapshot(home)

    installed = cli(env, "install-cudnn", "--archive", str(archive), "--into", str(root))
    assert installed.returncode == 0, installed.stderr
    assert os.readlink(root / "lib64" / "libcudnn_cnn_infer.so.8") == "libcudnn_cnn_infer.so.8.9.7"
    assert (root / "include" / "cudnn.h").read_bytes() == b"/* cudnn 8.9.7 */\n" * 50
    assert snapshot(root) != before_root

    undone = run_undo(env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert snapshot(root) == before_root
    assert snapshot(home) == before_home


def test_an_archive_named_like_a_catalog_file_must_have_its_catalog_checksum(
    tmp_path: Path, world: tuple[dict[str, str], Path],
) -> None:
    env, _ = world
    archive = cudnn_tarball(tmp_path / "cudnn-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz")
    root = cuda_root(tmp_path / "cuda-12.2")
    before = snapshot(root)
    result = cli(env, "install-cudnn", "--archive", str(archive), "--into", str(root))
    assert result.returncode == 2
    assert "wrong sha256" in result.stderr
    assert snapshot(root) == before


def test_dry_run_changes_nothing_anywhere(tmp_path: Path, world: tuple[dict[str, str], Path]) -> None:
    env, home = world
    archive = cudnn_tarball(tmp_path / "cudnn.tar.xz")
    root = cuda_root(tmp_path / "cuda-12.2")
    before_root, before_home = snapshot(root), snapshot(home)
    result = cli(env, "install-cudnn", "--archive", str(archive), "--into", str(root), "--dry-run")
    assert result.returncode == 0, result.stderr
    assert "include/cudnn.h" in result.stdout
    assert snapshot(root) == before_root
    assert snapshot(home) == before_home
    assert not (tmp_path / "appdata" / "journal.json").exists()


def test_a_hostile_archive_is_refused_by_the_cli_with_a_clear_error(
    tmp_path: Path, world: tuple[dict[str, str], Path],
) -> None:
    env, _ = world
    archive = make_tar(tmp_path / "evil.tar.xz", [(f"{TOP}/../../escape.txt", "file", b"pwned")])
    root = cuda_root(tmp_path / "cuda-12.2")
    before = snapshot(tmp_path)
    result = cli(env, "install-cudnn", "--archive", str(archive), "--into", str(root))
    assert result.returncode == 2
    assert "refused" in result.stderr and "Traceback" not in result.stderr
    after = snapshot(tmp_path)
    assert {k: v for k, v in after.items() if not k.startswith("appdata")} == before


def test_the_no_admin_route_into_a_user_folder_then_undo_restores_home_byte_for_byte(
    tmp_path: Path, world: tuple[dict[str, str], Path],
) -> None:
    env, home = world
    archive = cudnn_tarball(tmp_path / "cudnn.tar.xz")
    before_home = snapshot(home)
    target = home / ".local" / "cudnn-8.9"
    installed = cli(env, "install-cudnn", "--archive", str(archive), "--into", str(target), "--user-folder")
    assert installed.returncode == 0, installed.stderr
    assert (target / "lib64" / "libcudnn.so.8.9.7").is_file()
    assert snapshot(home) != before_home
    undone = run_undo(env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert snapshot(home) == before_home
