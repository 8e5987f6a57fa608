"""The download engine against a real HTTP server on 127.0.0.1 that misbehaves on purpose."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.http_server import Behaviour, FileServer, serving
from wizard.basics.errors import Cancelled
from wizard.basics.events import Advanced, Event, run_to_completion
from wizard.core.download.control import DownloadControl
from wizard.core.download.engine import DownloadOutcome, DownloadRequest, EngineOptions, download_file
from wizard.core.download.errors import (
    ChecksumMismatchError,
    DownloadError,
    HttpStatusError,
    MissingChecksumError,
    NetworkError,
    NoSpaceError,
    NotFoundError,
    ProxyAuthError,
    ResumeMismatchError,
    ServerError,
    SizeMismatchError,
    TlsError,
)
from wizard.core.download.hashing import Expected, expected_from
from wizard.core.download.network import make_session
from wizard.core.download.state import partial_path, state_path

SIZE = 2 * 1024 * 1024 + 12345
FAST = EngineOptions(
    multi_threshold=1024 * 1024,
    chunk_size=64 * 1024,
    backoff_base=0.001,
    backoff_max=0.01,
    retries=3,
    timeout=5,
)
SINGLE = EngineOptions(
    connections=1, chunk_size=64 * 1024, backoff_base=0.001, backoff_max=0.01, retries=3, timeout=5
)


@pytest.fixture(scope="module")
def data() -> bytes:
    return os.urandom(SIZE)


@pytest.fixture
def server(data: bytes) -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cuda.bin", data)
        yield state


def sha(data: bytes) -> Expected:
    return Expected("sha256", hashlib.sha256(data).hexdigest())


def fetch(
    server: FileServer,
    dest: Path,
    data: bytes,
    options: EngineOptions = FAST,
    control: DownloadControl | None = None,
) -> tuple[list[Event], DownloadOutcome]:
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data))
    with make_session() as session:
        return run_to_completion(download_file(request, session, options, control))


def assert_clean(dest: Path) -> None:
    """Nothing left behind: no final file, no partial, no state."""
    assert not dest.exists()
    assert not partial_path(dest).exists()
    assert not state_path(dest).exists()


def test_a_large_file_is_fetched_on_four_ranged_connections_and_verified(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    dest = tmp_path / "cuda.bin"
    events, outcome = fetch(server, dest, data)
    assert (outcome.status, outcome.how, outcome.connections) == ("verified", "downloaded", 4)
    assert dest.read_bytes() == data
    ranges = sorted(hit.range or "" for hit in server.gets())
    assert len(ranges) == 4 and ranges[0] == "" and all(r.startswith("bytes=") for r in ranges[1:])
    assert not partial_path(dest).exists() and not state_path(dest).exists()
    progress = [event.done for event in events if isinstance(event, Advanced)]
    assert progress[-1] == SIZE and progress == sorted(progress)


def test_a_small_file_is_fetched_on_one_stream(server: FileServer, data: bytes, tmp_path: Path) -> None:
    _, outcome = fetch(server, tmp_path / "cuda.bin", data, EngineOptions(multi_threshold=SIZE + 1))
    assert outcome.connections == 1
    assert [hit.range for hit in server.gets()] == [None]


def test_a_verified_file_is_never_fetched_again(server: FileServer, data: bytes, tmp_path: Path) -> None:
    dest = tmp_path / "cuda.bin"
    fetch(server, dest, data)
    server.hits.clear()
    _, outcome = fetch(server, dest, data)
    assert outcome.how == "already-verified"
    assert server.gets() == []


def test_a_dropped_stream_resumes_with_range_and_if_range(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour.drop_at = 700_000
    dest = tmp_path / "cuda.bin"
    _, outcome = fetch(server, dest, data, SINGLE)
    assert dest.read_bytes() == data and outcome.status == "verified"
    first, second = server.gets()
    assert first.range is None
    start, end = (second.range or "").removeprefix("bytes=").split("-")
    assert 700_000 - SINGLE.chunk_size <= int(start) <= 700_000  # at most one chunk is fetched twice
    assert end == str(SIZE - 1)
    assert second.if_range == f'"v0-{SIZE}"'


def test_a_dropped_range_is_resumed_alone(server: FileServer, data: bytes, tmp_path: Path) -> None:
    drop = SIZE * 3 // 4 + 1000  # inside the last of four ranges (the first request may absorb one drop)
    server.behaviour = Behaviour(drop_at=drop, drop_times=2)
    dest = tmp_path / "cuda.bin"
    no_stealing = dataclasses.replace(FAST, steal_min=SIZE)  # idle connections would split the rest (tested apart)
    fetch(server, dest, data, no_stealing)
    assert dest.read_bytes() == data
    resumed = [hit.range for hit in server.gets()[4:]]
    assert 1 <= len(resumed) <= 2
    start, end = (resumed[-1] or "").removeprefix("bytes=").split("-")
    assert drop - FAST.chunk_size <= int(start) <= drop and end == str(SIZE - 1)


def test_a_server_that_ignores_range_makes_the_download_restart_from_zero(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(ignore_range=True, drop_at=500_000)
    dest = tmp_path / "cuda.bin"
    _, outcome = fetch(server, dest, data, SINGLE)
    assert dest.read_bytes() == data and outcome.how == "downloaded"
    assert len(server.gets()) == 2


def test_a_range_server_that_then_ignores_ranges_falls_back_to_one_stream(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(ignore_range=True)
    dest = tmp_path / "cuda.bin"
    _, outcome = fetch(server, dest, data)
    assert dest.read_bytes() == data and outcome.connections == 1


def test_a_file_changed_between_requests_is_downloaded_again_whole(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(change_etag=True, drop_at=400_000)
    dest = tmp_path / "cuda.bin"
    fetch(server, dest, data, SINGLE)
    assert dest.read_bytes() == data
    assert server.gets()[1].if_range is not None and server.gets()[1].range is not None


def test_a_wrong_content_range_aborts_and_deletes_the_partial(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(wrong_content_range=True, drop_at=300_000)
    dest = tmp_path / "cuda.bin"
    with pytest.raises(ResumeMismatchError) as caught:
        fetch(server, dest, data, SINGLE)
    assert caught.value.reference == "download-bad-content-range"
    assert_clean(dest)


def test_a_body_shorter_than_content_length_never_becomes_the_final_file(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(lie_length=1000)
    dest = tmp_path / "cuda.bin"
    with pytest.raises((NetworkError, SizeMismatchError, ResumeMismatchError)):
        fetch(server, dest, data, SINGLE)
    assert not dest.exists()


def test_retries_are_bounded_when_the_connection_always_drops(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(drop_at=600_000, drop_times=-1)
    dest = tmp_path / "cuda.bin"
    with pytest.raises(NetworkError) as caught:
        fetch(server, dest, data, SINGLE)
    assert len(server.gets()) == 1 + SINGLE.retries + 1  # one with progress, then retries+1 without
    assert "hint" in caught.value.to_dict() and caught.value.hint
    assert 600_000 - SINGLE.chunk_size <= partial_path(dest).stat().st_size <= 600_000
    assert state_path(dest).exists()
    assert not dest.exists()


def test_a_flipped_bit_is_caught_and_the_file_deleted(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    damaged = bytearray(data)
    damaged[123_457] ^= 0x10
    server.add("/cuda.bin", bytes(damaged))
    dest = tmp_path / "cuda.bin"
    with pytest.raises(ChecksumMismatchError) as caught:
        fetch(server, dest, data)
    assert "deleted" in caught.value.hint
    assert_clean(dest)


@pytest.mark.parametrize(
    ("status", "error"),
    [(404, NotFoundError), (407, ProxyAuthError), (500, ServerError), (403, HttpStatusError)],
    ids=["404-not-found", "407-proxy-credentials", "500-server-error-after-retries", "403-refused"],
)
def test_http_error_statuses_become_plain_language_errors(
    server: FileServer, data: bytes, tmp_path: Path, status: int, error: type[HttpStatusError]
) -> None:
    server.behaviour.status = status
    dest = tmp_path / "cuda.bin"
    with pytest.raises(error) as caught:
        fetch(server, dest, data)
    assert caught.value.message and caught.value.hint
    assert not dest.exists()


def test_a_redirect_is_followed(server: FileServer, data: bytes, tmp_path: Path) -> None:
    server.redirects["/old.bin"] = "/cuda.bin"
    request = DownloadRequest(server.url("/old.bin"), tmp_path / "cuda.bin", sha(data))
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, FAST))
    assert outcome.status == "verified" and (tmp_path / "cuda.bin").read_bytes() == data


def test_a_server_without_content_length_is_streamed_and_verified(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour = Behaviour(no_length=True, no_ranges=True)
    request = DownloadRequest(server.url("/cuda.bin"), tmp_path / "cuda.bin", sha(data))
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, FAST))
    assert outcome.connections == 1 and (tmp_path / "cuda.bin").read_bytes() == data


def test_md5_is_accepted_where_that_is_all_the_vendor_publishes(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    expected = Expected("md5", hashlib.md5(data).hexdigest())
    request = DownloadRequest(server.url("/cuda.bin"), tmp_path / "cuda.bin", expected)
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, FAST))
    assert outcome.algorithm == "md5"


def test_a_file_without_any_checksum_is_refused() -> None:
    with pytest.raises(MissingChecksumError):
        expected_from(None, None, "cudnn.zip")
    with pytest.raises(MissingChecksumError):
        Expected("sha256", "not-hex")


@pytest.mark.wine_gap("urllib3+truststore's handshake fails with OSError 22 there, not a certificate error")
def test_an_untrusted_certificate_fails_closed(data: bytes, tmp_path: Path) -> None:
    with serving(tls_dir=tmp_path) as state:
        state.add("/cuda.bin", data)
        dest = tmp_path / "cuda.bin"
        with pytest.raises(TlsError) as caught:
            fetch(state, dest, data)
    assert "trust store" in caught.value.hint
    assert_clean(dest)


def test_pause_keeps_the_partial_and_a_later_run_resumes_it(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour.rate = 4 * 1024 * 1024
    dest = tmp_path / "cuda.bin"
    control = DownloadControl()
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data))
    with make_session() as session:
        step = download_file(request, session, FAST, control)
        for event in step:
            if isinstance(event, Advanced) and event.done > 300_000:
                control.pause()
                break
        _, outcome = run_to_completion(step) if False else (None, _drain(step))
    assert outcome.status == "paused" and not dest.exists()
    assert partial_path(dest).exists() and state_path(dest).exists()
    server.hits.clear()
    server.behaviour.rate = None
    _, resumed = fetch(server, dest, data)  # a new session and generator: as after an app restart
    assert resumed.how == "resumed" and dest.read_bytes() == data
    assert all(hit.range is not None for hit in server.gets())


def _drain(step: object) -> DownloadOutcome:
    _, outcome = run_to_completion(step)  # type: ignore[arg-type]
    return outcome


def test_cancel_stops_and_deletes_the_partial(server: FileServer, data: bytes, tmp_path: Path) -> None:
    server.behaviour.rate = 1024 * 1024
    dest = tmp_path / "cuda.bin"
    control = DownloadControl()
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data))
    with make_session() as session, pytest.raises(Cancelled):
        for event in download_file(request, session, FAST, control):
            if isinstance(event, Advanced) and event.done > 100_000:
                assert partial_path(dest).exists()
                control.cancel()
    assert_clean(dest)


def test_file_urls_go_through_the_same_ranged_and_verified_path(data: bytes, tmp_path: Path) -> None:
    source = tmp_path / "share" / "cudnn.zip"
    source.parent.mkdir()
    source.write_bytes(data)
    dest = tmp_path / "out" / "cudnn.zip"
    request = DownloadRequest(source.as_uri(), dest, sha(data))
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, FAST))
    assert outcome.connections == 4 and dest.read_bytes() == data


def test_too_little_free_space_is_refused_before_anything_is_written(
    server: FileServer, data: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk cannot be made here without root, so the free-space answer is faked at its seam."""
    import shutil as real_shutil

    from wizard.core.download import disk

    usage = real_shutil.disk_usage(tmp_path)
    monkeypatch.setattr(disk.shutil, "disk_usage", lambda _: usage._replace(free=1024 * 1024))
    dest = tmp_path / "cuda.bin"
    with pytest.raises(NoSpaceError) as caught:
        fetch(server, dest, data)
    assert "MiB needed" in caught.value.message and "Free at least" in caught.value.hint
    assert not dest.exists()


def test_a_disk_that_fills_up_while_writing_becomes_a_no_space_error() -> None:
    """ENOSPC from a real write cannot be caused here; the stream raising it stands in for the disk."""
    import errno
    import io

    from wizard.core.download.fetch import write_block

    class FullDisk(io.RawIOBase):
        def write(self, data: object) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(NoSpaceError) as caught:
        write_block(FullDisk(), b"x" * 10, Path("/downloads/cuda.exe.partial"))  # type: ignore[arg-type]
    assert "kept" in caught.value.hint


def test_a_pause_ends_a_read_stalled_on_a_silent_server_at_once(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour.rate = 8 * 1024  # one 64 KiB block every 8 s: the reader waits on a silent socket
    dest = tmp_path / "cuda.bin"
    control = DownloadControl()
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data))
    options = replace(SINGLE, timeout=30)
    with make_session() as session:
        step = download_file(request, session, options, control)
        for event in step:
            if isinstance(event, Advanced) and event.done > 0:
                break
        control.pause()
        started = time.monotonic()
        _, outcome = run_to_completion(step)
    assert outcome.status == "paused"
    assert time.monotonic() - started < 2.0  # not the 30 s read timeout
    assert state_path(dest).exists()


def test_a_server_offering_another_size_than_the_published_one_is_refused_before_fetching(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    dest = tmp_path / "cuda.bin"
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data) + 1)
    with make_session() as session, pytest.raises(SizeMismatchError) as caught:
        run_to_completion(download_file(request, session, FAST))
    assert "nothing was downloaded" in caught.value.hint
    assert len(server.gets()) == 1
    assert_clean(dest)


def test_a_destination_folder_that_cannot_be_made_is_a_download_error_not_a_traceback(
    server: FileServer, data: bytes, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"")
    request = DownloadRequest(server.url("/cuda.bin"), blocker / "cuda.bin", sha(data), len(data))
    with make_session() as session, pytest.raises(DownloadError) as caught:
        run_to_completion(download_file(request, session, FAST))
    assert caught.value.reference == "download-failed"
    assert str(blocker) in caught.value.message and "writable" in caught.value.hint
    assert server.gets() == []


@pytest.mark.parametrize("url", ["cuda.bin", "ftp://example.invalid/cuda.bin", "http://"])
def test_an_address_that_cannot_be_fetched_at_all_is_a_download_error_with_a_hint(
    url: str, data: bytes, tmp_path: Path
) -> None:
    request = DownloadRequest(url, tmp_path / "cuda.bin", sha(data), len(data))
    with make_session() as session, pytest.raises(DownloadError) as caught:
        run_to_completion(download_file(request, session, FAST))
    assert url in caught.value.message and "https://" in caught.value.hint
    assert_clean(tmp_path / "cuda.bin")


@pytest.mark.parametrize("wish", ["pause", "cancel"])
def test_a_pause_or_cancel_while_the_first_request_waits_to_retry_is_honoured_not_a_network_error(
    wish: str, server: FileServer, data: bytes, tmp_path: Path
) -> None:
    server.behaviour.status = 503  # every answer: the engine waits its backoff before asking again
    dest = tmp_path / "cuda.bin"
    control = DownloadControl()
    request = DownloadRequest(server.url("/cuda.bin"), dest, sha(data), len(data))
    options = replace(SINGLE, backoff_base=30.0, backoff_max=30.0)
    timer = threading.Timer(0.3, control.pause if wish == "pause" else control.cancel)
    timer.start()
    started = time.monotonic()
    with make_session() as session:
        if wish == "pause":
            _, outcome = run_to_completion(download_file(request, session, options, control))
            assert outcome.status == "paused" and outcome.size == 0
        else:
            with pytest.raises(Cancelled):
                run_to_completion(download_file(request, session, options, control))
    assert time.monotonic() - started < 5.0  # not the 30 s backoff
    assert len(server.gets()) == 1
    assert not dest.exists()


def test_a_local_file_whose_name_holds_a_percent_escape_is_served_by_file_url(
    data: bytes, tmp_path: Path
) -> None:
    """A browser-saved ``cudnn%2B8.zip`` must not be read as ``cudnn+8.zip`` (decoded twice)."""
    source = tmp_path / "shared" / "cudnn%2B8.zip"
    source.parent.mkdir()
    source.write_bytes(data)
    (tmp_path / "shared" / "cudnn+8.zip").write_bytes(b"another file")
    dest = tmp_path / "cudnn.zip"
    request = DownloadRequest(source.as_uri(), dest, sha(data), len(data))
    with make_session() as session:
        _, outcome = run_to_completion(download_file(request, session, FAST))
    assert outcome.status == "verified" and dest.read_bytes() == data


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("file:///C:/Users/li/cudnn%2520x.zip", "C:\\Users\\li\\cudnn%20x.zip"),
        ("file://fileserver/nvidia/cuda%20installers/cuda.exe", "\\\\fileserver\\nvidia\\cuda installers\\cuda.exe"),
        ("file://localhost/C:/cuda.exe", "C:\\cuda.exe"),
    ],
    ids=["drive", "unc-share", "localhost"],
)
def test_file_urls_map_to_windows_drive_and_share_paths(url: str, path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """No Windows here: the stdlib's Windows converter (nturl2path) stands in for url2pathname there."""
    import nturl2path

    from wizard.core.download import fileurl

    monkeypatch.setattr(fileurl, "url2pathname", nturl2path.url2pathname)
    assert str(fileurl.path_from_file_url(url)) == path
