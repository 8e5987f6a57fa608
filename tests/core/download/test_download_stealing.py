"""Work stealing and the connection choice: an idle connection takes half of another's rest (as aria2).

Pure properties of ``steal_half`` first, then real downloads from a rate-capped server on 127.0.0.1
(byte-identical results, a kill mid-steal resumed from the saved ranges). No timing assertions: the
rate cap only makes sure the pieces are still running when a connection falls idle.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.http_server import FileServer, serving
from wizard.basics.events import run_to_completion
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.core.download.ranges import Segment, split_ranges, steal_half
from wizard.core.download.state import PartialState, save_state

REPO = Path(__file__).resolve().parents[3]
PIECE = 64 * 1024
DATA = os.urandom(5 * PIECE + 777)  # five pieces, not a multiple of the piece size
EXPECTED = Expected("sha256", hashlib.sha256(DATA).hexdigest())
STEALING = EngineOptions(
    connections=4, multi_threshold=PIECE, piece_size=PIECE, steal_min=8 * 1024, chunk_size=4 * 1024,
    backoff_base=0.001, backoff_max=0.01, retries=3, timeout=10, progress_interval=0.01,
)  # fmt: skip


@given(
    size=st.integers(min_value=1, max_value=10**9),
    parts=st.integers(min_value=1, max_value=16),
    progress=st.lists(st.floats(min_value=0, max_value=1), min_size=16, max_size=16),
    steals=st.integers(min_value=1, max_value=20),
    minimum=st.integers(min_value=1, max_value=10**6),
)
def test_stealing_keeps_the_file_covered_in_order_and_never_moves_written_bytes(
    size: int, parts: int, progress: list[float], steals: int, minimum: int
) -> None:
    segments = split_ranges(size, parts)
    for segment, fraction in zip(segments, progress, strict=False):
        segment.pos = segment.start + int(((segment.end or 0) - segment.start) * fraction)
    written = sum(segment.written for segment in segments)
    for _ in range(steals):
        most = max((s.left for s in segments if not s.whole), default=0)
        taken = steal_half(segments, minimum)
        if taken is None:
            assert most < 2 * minimum
            continue
        assert taken.pos == taken.start and taken.left >= minimum
        victim = segments[segments.index(taken) - 1]
        assert victim.end == taken.start and victim.left >= minimum  # a chunk in flight ends before the split
        assert taken.left + victim.left == most  # the victim was the one with the most left
    assert segments[0].start == 0 and segments[-1].end == size
    for left, right in itertools.pairwise(segments):
        assert left.end == right.start
    assert sum(segment.written for segment in segments) == written


def test_nothing_is_stolen_from_a_rest_smaller_than_two_halves_or_from_a_single_stream() -> None:
    small = [Segment(0, 0, 100), Segment(100, 150, 299)]
    assert steal_half(small, 100) is None and [s.end for s in small] == [100, 299]
    single = [Segment(0, 0, 10**9, whole=True)]
    assert steal_half(single, 1) is None and single[0].end == 10**9
    assert steal_half([Segment(0, 0, 200), Segment(200, 200, 400)], 100) == Segment(100, 100, 200)


@pytest.fixture
def capped() -> Iterator[FileServer]:
    """Each connection at 256 KiB/s: a piece takes about 250 ms, so the last one still runs when the
    others fall idle (even on a loaded machine)."""
    with serving() as state:
        state.behaviour.rate = 256 * 1024
        state.behaviour.chunk = 4 * 1024
        yield state


def _fetch(url: str, dest: Path, options: EngineOptions) -> tuple[int, str]:
    request = DownloadRequest(url, dest, EXPECTED, len(DATA))
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, options))
    return outcome.connections, outcome.how


def _starts(server: FileServer) -> list[int]:
    return [int((hit.range or "bytes=0-").removeprefix("bytes=").split("-")[0]) for hit in server.gets()]


def test_idle_connections_take_half_of_the_last_piece_and_the_file_is_byte_identical(
    capped: FileServer, tmp_path: Path
) -> None:
    url = capped.add("/cuda.exe", DATA)
    dest = tmp_path / "cuda.exe"
    assert _fetch(url, dest, STEALING) == (4, "downloaded")
    assert dest.read_bytes() == DATA
    pieces = {segment.start for segment in split_ranges(len(DATA), 5)}
    stolen = [start for start in _starts(capped) if start not in pieces]
    assert stolen  # ranges that start inside a piece: halves taken by idle connections


def test_a_resumed_download_with_one_piece_left_uses_every_connection(
    capped: FileServer, tmp_path: Path
) -> None:
    """The saved state has one finished and one untouched piece: the second connection steals half."""
    url = capped.add("/cudnn.zip", DATA)
    dest = tmp_path / "cudnn.zip"
    half = len(DATA) // 2
    (tmp_path / "cudnn.zip.partial").write_bytes(DATA[:half] + bytes(len(DATA) - half))
    state = PartialState(url, "sha256", EXPECTED.hexdigest, len(DATA), etag=f'"v0-{len(DATA)}"')
    state.segments = [Segment(0, half, half), Segment(half, half, len(DATA))]
    save_state(dest, state)
    assert _fetch(url, dest, STEALING) == (4, "resumed")
    assert dest.read_bytes() == DATA
    starts = _starts(capped)
    assert half in starts and len(starts) >= 2 and all(start >= half for start in starts)


def test_an_explicit_connection_count_is_honoured_for_a_file_of_a_few_mib(tmp_path: Path) -> None:
    """Default threshold: a 6 MiB file (once always one connection below 64 MiB) gets the three asked for."""
    data = os.urandom(6 * 1024 * 1024 + 1)
    with serving() as server:
        url = server.add("/small.zip", data)
        request = DownloadRequest(url, tmp_path / "small.zip", Expected("sha256", hashlib.sha256(data).hexdigest()))
        with make_session() as session:
            _, outcome = run_to_completion(download_file(request, session, EngineOptions(connections=3)))
    assert outcome.connections == 3 and (tmp_path / "small.zip").read_bytes() == data
    assert len(server.gets()) >= 3


CHILD = """
import sys
from pathlib import Path
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.basics.events import run_to_completion
url, dest, digest, piece = sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
options = EngineOptions(connections=4, multi_threshold=piece, piece_size=piece, steal_min=8 * 1024,
                        chunk_size=4 * 1024, progress_interval=0.01, state_interval=0.01)
run_to_completion(download_file(DownloadRequest(url, dest, Expected("sha256", digest)), make_session(), options))
"""


@pytest.mark.slow
def test_a_kill_while_idle_connections_steal_resumes_from_the_split_ranges(tmp_path: Path) -> None:
    """Killed (SIGKILL) in the tail, where pieces were split: the next run finishes the same bytes."""
    with serving() as server:
        server.behaviour.rate, server.behaviour.chunk = 256 * 1024, 4 * 1024
        url = server.add("/cuda.exe", DATA)
        dest = tmp_path / "cuda.exe"
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        for share in (0.85, 0.95):  # after four pieces: the fifth is being shared
            start = server.bytes_sent
            args = [sys.executable, "-c", CHILD, url, str(dest), EXPECTED.hexdigest, str(PIECE)]
            child = subprocess.Popen(args, env=env)
            deadline = time.monotonic() + 30
            while server.bytes_sent - start < share * len(DATA) and child.poll() is None:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.002)
            child.send_signal(signal.SIGKILL)
            child.wait()
        server.behaviour.rate = None
        seen = len(server.hits)
        finished = subprocess.run(args, env=env, timeout=60, check=False)
        assert finished.returncode == 0 and dest.read_bytes() == DATA
        assert all(hit.range is not None for hit in server.hits[seen:])  # resumed, not fetched from zero
