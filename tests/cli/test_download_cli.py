"""``tfgpu-wizard download`` as a user runs it: a real subprocess against a real 127.0.0.1 server."""

from __future__ import annotations

import hashlib
import io
import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import run_cli, start_cli
from tests.core.http_server import FileServer, serving
from wizard.basics.events import Advanced, Finished, Started
from wizard.cli.commands.download import ProgressRenderer

DATA = os.urandom(600_000)
SHA = hashlib.sha256(DATA).hexdigest()


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cuda.exe", DATA)
        yield state


def test_one_url_with_its_sha256_is_downloaded_verified_and_summarised(
    server: FileServer, tmp_path: Path
) -> None:
    out = tmp_path / "cuda.exe"
    result = run_cli("download", server.url("/cuda.exe"), "--sha256", SHA, "--out", str(out), "--connections", "2")
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == DATA
    assert result.stdout.strip().splitlines()[-1] == (
        "The 1 file is verified: cuda.exe (sha256 verified, downloaded on 1 connection)."
    )
    assert "\x1b[" not in result.stderr  # not a terminal: plain lines
    assert "cuda.exe: starting" in result.stderr


def test_a_wrong_checksum_exits_non_zero_and_leaves_no_file(server: FileServer, tmp_path: Path) -> None:
    out = tmp_path / "out" / "cuda.exe"
    result = run_cli("download", server.url("/cuda.exe"), "--md5", "0" * 32, "--out", str(out))
    assert result.returncode == 1
    assert list(out.parent.iterdir()) == []  # no final file, no partial, no state
    assert "deleted" in result.stderr
    assert result.stdout.strip().splitlines()[-1].startswith("No file was verified (0 of 1)")


def test_a_url_without_a_checksum_is_refused_as_bad_input(server: FileServer, tmp_path: Path) -> None:
    result = run_cli("download", server.url("/cuda.exe"), "--out", str(tmp_path / "cuda.exe"))
    assert result.returncode == 2
    assert "cannot be verified" in result.stderr


def test_an_output_folder_that_cannot_be_made_fails_with_a_message_not_a_traceback(
    server: FileServer, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"")
    result = run_cli("download", server.url("/cuda.exe"), "--sha256", SHA, "--out", str(blocker / "cuda.exe"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and f"Could not write {blocker}" in result.stderr
    assert result.stdout.strip().splitlines()[-1].startswith("No file was verified (0 of 1)")


def test_a_plans_downloads_are_fetched_into_the_destination(server: FileServer, tmp_path: Path) -> None:
    cudnn = os.urandom(100_000)
    server.add("/cudnn.zip", cudnn)
    plan = {
        "route": "windows-native", "tensorflow": None, "python": "3.8", "cuda": "11.0", "cudnn": "8.0",
        "downloads": [
            {"kind": "cuda", "file": "cuda.exe", "url": server.url("/cuda.exe"), "sha256": SHA},
            {"kind": "cudnn", "file": "cudnn.zip", "url": server.url("/cudnn.zip"),
             "md5": hashlib.md5(cudnn).hexdigest(), "size": len(cudnn)},
        ],
    }  # fmt: skip
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    dest = tmp_path / "dl"
    result = run_cli("download", "--plan", str(plan_file), "--dest", str(dest))
    assert result.returncode == 0, result.stderr
    assert (dest / "cuda.exe").read_bytes() == DATA and (dest / "cudnn.zip").read_bytes() == cudnn
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("All 2 files verified:") and "cudnn.zip (md5 verified" in last


def test_an_unreadable_plan_is_bad_input_naming_the_field(tmp_path: Path) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"route": "mars"}), encoding="utf-8")
    result = run_cli("download", "--plan", str(plan_file))
    assert result.returncode == 2
    assert "route" in result.stderr


def test_a_plan_and_a_url_together_are_refused(tmp_path: Path) -> None:
    result = run_cli("download", "http://127.0.0.1:9/x", "--plan", str(tmp_path / "p.json"))
    assert result.returncode == 2


def test_on_a_terminal_each_file_has_one_line_updated_in_place() -> None:
    stream = io.StringIO()
    renderer = ProgressRenderer(stream, interactive=True)
    renderer.handle(Started("a.zip", "a.zip", 100, "bytes"))
    renderer.handle(Started("b.exe", "b.exe", 200, "bytes"))
    renderer.handle(Advanced("a.zip", 50, 100))
    renderer.handle(Finished("a.zip", True, "sha256 verified"))
    text = stream.getvalue()
    assert "F\x1b[2K" in text  # back up over the lines already drawn, then redraw them
    last_frame = text.rsplit("F", 1)[1].splitlines()
    assert last_frame[0] == "\x1b[2Ka.zip  ✓ sha256 verified"
    assert last_frame[1].startswith("\x1b[2Kb.exe")


def test_an_explicit_proxy_carries_the_download(server: FileServer, tmp_path: Path) -> None:
    out = tmp_path / "cuda.exe"
    url = "http://developer.download.nvidia.invalid/cuda.exe"  # only the proxy (our server) can answer it
    result = run_cli("download", url, "--sha256", SHA, "--out", str(out), "--proxy", server.url(""))
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == DATA and [hit.path for hit in server.gets()] == ["/cuda.exe"]


@pytest.mark.posix_only("a real SIGINT sent to the child; Ctrl-C on Windows is a console event")
def test_ctrl_c_pauses_keeping_the_partial_file_and_the_same_command_resumes_it(
    server: FileServer, tmp_path: Path
) -> None:
    """A real SIGINT (what Ctrl-C sends) reaches the child while a slow 127.0.0.1 server is mid-file."""
    big = os.urandom(3_000_000)  # more than the engine's 1 MiB write chunk, so some bytes are on disk
    server.add("/big.exe", big)
    server.behaviour.rate = 500_000  # bytes a second: about 6 s for the whole file, 2.8 s left at the signal (a
    # loaded machine running the suite in parallel once finished the file before the signal was sent)
    out = tmp_path / "big.exe"
    sha = hashlib.sha256(big).hexdigest()
    args = ("download", server.url("/big.exe"), "--sha256", sha, "--out", str(out), "--connections", "1")
    child = start_cli(*args)
    deadline = time.monotonic() + 30
    while server.bytes_sent < 1_600_000 and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    child.send_signal(signal.SIGINT)
    _, stderr = child.communicate(timeout=60)
    assert child.returncode == 130, stderr
    assert "Paused: run the same command again to resume." in stderr
    assert "Cancelled." not in stderr and "Traceback" not in stderr
    assert not out.exists() and out.with_name("big.exe.partial").stat().st_size > 0
    server.behaviour.rate = None
    seen = len(server.hits)
    result = run_cli(*args)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == big
    resumed = [hit.range for hit in server.hits[seen:] if hit.method == "GET"]
    assert resumed and all(r and not r.startswith("bytes=0-") for r in resumed)  # from the kept bytes on
