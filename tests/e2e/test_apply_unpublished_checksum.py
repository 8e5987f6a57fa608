"""``apply`` with a plan file that has no published checksum (many cuDNN archives: the Windows 8.1.1 one of the
TF 2.10 plan among them): never downloaded; the user's own copy in the folder is checked by size and contents
and used; without it, or with a wrong file, the run stops before any change and says what to do (exit 2).
Real CLI processes, a real archive on a 127.0.0.1 server (which must see no request), a sandbox hashed
before and after."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.http_server import FileServer, serving
from tests.e2e.apply_sandbox import Sandbox, make_sandbox, write_plan
from wizard.core.plan import TfChoice

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the Linux route")
STEPS = ("download", "install-cuda", "install-cudnn")  # the machine side: no env, no verification


@pytest.fixture
def server() -> object:
    with serving() as state:
        yield state


def _apply(sandbox: Sandbox, plan: Path, *extra: str) -> tuple[int, str]:
    result = run_cli("apply", "--plan", str(plan), "--yes", "--cuda-root", str(sandbox.cuda), "--dest",
                     str(sandbox.outside / "downloads"), *extra, env=sandbox.env, timeout=120)
    assert "Traceback" not in result.stderr, result.stderr
    return result.returncode, result.stdout + result.stderr


def _plan(tmp_path: Path, server: FileServer) -> tuple[Sandbox, Path]:
    sandbox = make_sandbox(tmp_path)
    plan = write_plan(sandbox, server, TfChoice("2.15.0", "tensorflow", "tensorflow==2.15.0"), "3.11", STEPS,
                      checksum=False)
    (sandbox.outside / "downloads").mkdir()
    return sandbox, plan


def test_without_the_file_apply_stops_before_any_change_and_says_where_to_put_it(
        tmp_path: Path, server: FileServer) -> None:
    sandbox, plan = _plan(tmp_path, server)
    before = sandbox.digest()
    code, out = _apply(sandbox, plan)
    assert code == 2, out
    assert "cudnn-test-8.9.7.tar.xz" in out and "no published checksum" in out
    assert str(sandbox.outside / "downloads") in out and server.gets() == []
    assert sandbox.digest() == before
    assert not (sandbox.outside / "appdata" / "journal.json").exists()


def test_the_users_own_copy_is_checked_by_size_and_contents_and_used_without_a_download(
        tmp_path: Path, server: FileServer) -> None:
    sandbox, plan = _plan(tmp_path, server)
    shutil.copy(sandbox.outside / "built" / "cudnn-test-8.9.7.tar.xz", sandbox.outside / "downloads")
    code, out = _apply(sandbox, plan)
    assert code == 0, out
    assert "size and contents were checked" in out
    assert (sandbox.cuda / "include" / "cudnn.h").read_bytes() == b"/* cudnn 8.9.7 */\n" * 50
    assert server.gets() == []


def test_a_wrong_file_under_that_name_is_refused_and_kept(tmp_path: Path, server: FileServer) -> None:
    sandbox, plan = _plan(tmp_path, server)
    wrong = sandbox.outside / "downloads" / "cudnn-test-8.9.7.tar.xz"
    wrong.write_bytes(b"not an archive")
    before = sandbox.digest()
    code, out = _apply(sandbox, plan)
    assert code == 2, out
    assert "cudnn-test-8.9.7.tar.xz" in out and server.gets() == []
    assert wrong.read_bytes() == b"not an archive" and sandbox.digest() == before


def test_the_dry_run_says_the_file_must_be_brought_and_fetches_nothing(tmp_path: Path, server: FileServer) -> None:
    sandbox, plan = _plan(tmp_path, server)
    result = run_cli("apply", "--plan", str(plan), "--dry-run", "--cuda-root", str(sandbox.cuda), "--dest",
                     str(sandbox.outside / "downloads"), env=sandbox.env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no published checksum" in result.stdout and "Would download" not in result.stdout
    assert server.gets() == []
