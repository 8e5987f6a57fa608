"""SIGKILL at every measured point of ``install-cudnn``, ``path add`` and ``undo``, then ``undo --all``.

Issue 8, item 2 (reliability-tests.md T-TXN-09): whatever point a kill hits (during the copy, after the
commit while the staging folder is removed, inside a journal append, between a reverse and its mark), the
next ``undo --all`` restores the CUDA root and HOME byte for byte, and the journal keeps nothing pending.
The child is a real process (forked, then running the CLI's ``main``), killed by the kernel with SIGKILL
from the crash hook (:mod:`wizard.core.ops.crashpoints`): no ``finally`` runs, as in a power cut.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from wizard.cli import main
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV, CRASH_SIGNAL_ENV
from wizard.core.ops.journal import Journal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL")

KILLED = -9


def in_child(argv: list[str], **env: str) -> int:
    """Run the CLI in a forked child with ``env`` added; its exit code (-9: killed by SIGKILL)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        code = 70
        try:
            os.environ.update(env)
            sys.stdout = sys.stderr = io.StringIO()
            code = main(argv)
        except BaseException:
            traceback.print_exc(file=sys.__stderr__)
            code = 71
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def points(log: Path) -> list[str]:
    """The crash points a run passed, in order."""
    return [line.split(" ", 1)[1] for line in log.read_text().splitlines()] if log.exists() else []


@pytest.fixture
def world(tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Path]]:
    """A CUDA root with a header cuDNN replaces, a user's own ``*.tfgpu-old`` and a stale ``*.tfgpu-tmp``
    an older crash left (item 12: neither may block, be overwritten or be deleted); rc files in HOME."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "appdata"))
    monkeypatch.setenv("TFGPU_WIZARD_LANG", "en")
    root = cuda_root(tmp_path / "cuda-12.2")
    (root / "include" / "cudnn.h.tfgpu-old").write_bytes(b"the user's own file")
    (root / "include" / "cudnn.h.tfgpu-tmp").write_bytes(b"left by an old crash")
    (isolated_home / ".bashrc").write_bytes(b"# my bashrc")
    (isolated_home / ".profile").write_bytes(b"umask 022\n")
    yield {"root": root, "home": isolated_home, "archive": cudnn_tarball(tmp_path / "cudnn-8.9.7.tar.xz"),
           "data": tmp_path / "appdata", "log": tmp_path / "points.log"}


def install_args(world: dict[str, Path]) -> list[str]:
    return ["install-cudnn", "--archive", str(world["archive"]), "--into", str(world["root"])]


def state(world: dict[str, Path]) -> tuple[object, object]:
    return snapshot(world["root"]), snapshot(world["home"])


def assert_completed_by_undo(world: dict[str, Path], before: tuple[object, object], k: int) -> None:
    """``journal`` reports what is pending, ``undo --all`` completes it, nothing stays behind."""
    if Journal().interrupted():
        listing = io.StringIO()
        with contextlib.redirect_stdout(listing):
            assert main(["journal"]) == 0
        assert "interrupted" in listing.getvalue(), k
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        assert main(["undo", "--all"]) == 0, (k, err.getvalue())
    assert state(world) == before, f"kill at point {k} was not undone"
    assert Journal().pending() == [], k
    staging = world["data"] / "staging"
    assert not staging.exists() or not any(staging.iterdir()), f"staging left after a kill at point {k}"


def test_a_kill_at_every_point_of_install_cudnn_is_completed_by_undo(world: dict[str, Path]) -> None:
    before = state(world)
    assert in_child(install_args(world), **{CRASH_LOG_ENV: str(world["log"])}) == 0
    passed = points(world["log"])
    for name in ("intent-journaled", "copy-intent-written", "copy-file-placed", "copy-record-written",
                 "copy-committed", "copy-original-removed", "completion-journaled", "staging-removing",
                 "journal-append"):
        assert name in passed, name
    assert (world["root"] / "include" / "cudnn.h.tfgpu-old").read_bytes() == b"the user's own file"
    assert_completed_by_undo(world, before, 0)
    for k in range(1, len(passed) + 1):
        assert in_child(install_args(world), **{CRASH_AT_ENV: str(k)}) == KILLED, k
        assert_completed_by_undo(world, before, k)


def test_a_kill_at_every_point_of_path_add_is_completed_by_undo(world: dict[str, Path]) -> None:
    before = state(world)
    add = ["path", "add", "/opt/cuda-12.2/bin"]
    assert in_child(add, **{CRASH_LOG_ENV: str(world["log"])}) == 0
    passed = points(world["log"])
    assert "env-file-written" in passed
    assert_completed_by_undo(world, before, 0)
    for k in range(1, len(passed) + 1):
        assert in_child(add, **{CRASH_AT_ENV: str(k)}) == KILLED, k
        assert_completed_by_undo(world, before, k)


def test_a_kill_at_every_point_of_undo_is_completed_by_the_next_undo(world: dict[str, Path]) -> None:
    before = state(world)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(install_args(world)) == 0
        assert main(["path", "add", "/opt/cuda-12.2/bin"]) == 0
    assert in_child(["undo", "--all"], **{CRASH_LOG_ENV: str(world["log"])}) == 0
    passed = points(world["log"])
    assert passed.count("undo-reversed") == 2
    assert state(world) == before
    for k in range(1, len(passed) + 1):
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            assert main(install_args(world)) == 0
            assert main(["path", "add", "/opt/cuda-12.2/bin"]) == 0
        assert in_child(["undo", "--all"], **{CRASH_AT_ENV: str(k)}) == KILLED, k
        assert_completed_by_undo(world, before, k)


def test_ctrl_c_at_every_point_of_install_cudnn_leaves_nothing_undo_cannot_finish(world: dict[str, Path]) -> None:
    """Ctrl-C (KeyboardInterrupt at the point): the run rolls back what it can; undo finishes the rest."""
    before = state(world)
    assert in_child(install_args(world), **{CRASH_LOG_ENV: str(world["log"])}) == 0
    assert_completed_by_undo(world, before, 0)
    for k in range(1, len(points(world["log"])) + 1):
        code = in_child(install_args(world), **{CRASH_AT_ENV: str(k), CRASH_SIGNAL_ENV: "INT"})
        assert code in (130, 0), (k, code)  # 0: the interrupt came after everything was done
        assert_completed_by_undo(world, before, k)


def test_dry_run_after_a_kill_recovers_nothing_silently_and_says_what_is_pending(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """A kill mid-copy: ``--dry-run`` changes nothing (the partial copy stays for ``undo``) and warns."""
    before = state(world)
    assert in_child(install_args(world), **{CRASH_LOG_ENV: str(world["log"])}) == 0
    assert_completed_by_undo(world, before, 0)
    mid_copy = points(world["log"]).index("copy-file-placed") + 3
    assert in_child(install_args(world), **{CRASH_AT_ENV: str(mid_copy)}) == KILLED
    killed = state(world)
    assert killed != before
    capsys.readouterr()
    assert main([*install_args(world), "--dry-run"]) == 0
    assert "interrupted" in capsys.readouterr().err
    assert state(world) == killed and len(Journal().interrupted()) == 1
    assert_completed_by_undo(world, before, mid_copy)
