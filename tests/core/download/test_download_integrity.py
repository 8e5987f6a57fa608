"""The promises that matter most: a damaged file never gets its final name, and a kill never leaves one."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.core.http_server import FileServer, serving
from wizard.basics.events import run_to_completion
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.errors import ChecksumMismatchError
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.core.download.state import partial_path, state_path

REPO = Path(__file__).resolve().parents[3]
DATA = os.urandom(256 * 1024 + 3)
EXPECTED = Expected("sha256", hashlib.sha256(DATA).hexdigest())
OPTIONS = EngineOptions(multi_threshold=64 * 1024, chunk_size=16 * 1024, backoff_base=0.001)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(position=st.integers(min_value=0, max_value=len(DATA) - 1), bit=st.integers(min_value=0, max_value=7))
def test_a_flipped_bit_anywhere_never_survives_under_the_final_name(
    tmp_path: Path, position: int, bit: int
) -> None:
    """Served through file:// (the same engine path as HTTP), with four ranged connections."""
    damaged = bytearray(DATA)
    damaged[position] ^= 1 << bit
    source = tmp_path / f"src-{position}-{bit}.bin"
    source.write_bytes(bytes(damaged))
    dest = tmp_path / f"out-{position}-{bit}.bin"
    with make_session() as session, pytest.raises(ChecksumMismatchError):
        run_to_completion(download_file(DownloadRequest(source.as_uri(), dest, EXPECTED), session, OPTIONS))
    assert not dest.exists() and not partial_path(dest).exists() and not state_path(dest).exists()


CHILD = """
import sys
from pathlib import Path
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.basics.events import run_to_completion
url, dest, digest = sys.argv[1:4]
options = EngineOptions(
    multi_threshold=64 * 1024, chunk_size=8 * 1024, progress_interval=0.01, state_interval=0.01
)
request = DownloadRequest(url, Path(dest), Expected("sha256", digest))
run_to_completion(download_file(request, make_session(), options))
"""


@pytest.fixture
def slow_server() -> Iterator[FileServer]:
    with serving() as state:
        state.behaviour.rate = 256 * 1024  # per connection: about a second for the whole file on 4 connections
        state.behaviour.chunk = 8 * 1024
        yield state


def _child(url: str, dest: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen([sys.executable, "-c", CHILD, url, str(dest), EXPECTED.hexdigest], env=env)


@pytest.mark.slow
def test_a_kill_at_any_point_leaves_no_final_file_or_a_verified_one(
    slow_server: FileServer, tmp_path: Path
) -> None:
    url = slow_server.add("/cudnn.zip", DATA)
    dest = tmp_path / "cudnn.zip"
    for offset in (10_000, 50_000, 90_000, 130_000, 170_000):  # bytes sent by the server in that run
        start = slow_server.bytes_sent
        child = _child(url, dest)
        deadline = time.monotonic() + 30
        while (
            slow_server.bytes_sent - start < offset and child.poll() is None and time.monotonic() < deadline
        ):
            time.sleep(0.002)
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert not dest.exists() or hashlib.sha256(dest.read_bytes()).hexdigest() == EXPECTED.hexdigest
    slow_server.behaviour.rate = None
    seen = len(slow_server.hits)
    assert _child(url, dest).wait(timeout=60) == 0
    assert dest.read_bytes() == DATA
    asked = [_length(hit.range) for hit in slow_server.hits[seen:]]
    assert sum(asked) < len(DATA)  # resumed from the saved ranges, not fetched again from zero


def _length(value: str | None) -> int:
    if value is None:
        return len(DATA)
    first, _, last = value.removeprefix("bytes=").partition("-")
    return (int(last) if last else len(DATA) - 1) - int(first) + 1
