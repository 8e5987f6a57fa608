"""Downloads that a hostile server, mirror or local user tries to turn against the user (issue 8, item 6).

Real servers on 127.0.0.1, real files, links, FIFOs and device files in tmp_path. Each test names the
attack: a redirect to ``file://``, a ``.partial`` or state file planted as a link or owned by another
account, a gzip-encoded answer that would inflate on disk, and a server (or a pipe) that trickles bytes.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.http_server import FileServer, serving
from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Advanced, run_to_completion
from wizard.core.download.control import DownloadControl
from wizard.core.download.engine import DownloadOutcome, DownloadRequest, EngineOptions, download_file
from wizard.core.download.errors import ChecksumMismatchError, DownloadError, StalledError
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.core.download.ranges import Segment
from wizard.core.download.state import PartialState, partial_path, save_state

DATA = os.urandom(300 * 1024)
OPTIONS = EngineOptions(connections=1, chunk_size=16 * 1024, backoff_base=0.001, backoff_max=0.01, retries=2,
                        timeout=5)


def sha(data: bytes) -> Expected:
    return Expected("sha256", hashlib.sha256(data).hexdigest())


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add("/cudnn.tar.xz", DATA)
        yield state


def fetch(url: str, dest: Path, expected: Expected, options: EngineOptions = OPTIONS,
          control: DownloadControl | None = None) -> DownloadOutcome:
    with make_session() as session:
        return run_to_completion(download_file(DownloadRequest(url, dest, expected), session, options, control))[1]


# -- redirects ---------------------------------------------------------------------------------------------


def test_a_redirect_to_a_file_url_is_refused_and_the_local_file_is_not_saved(
    server: FileServer, tmp_path: Path
) -> None:
    secret = tmp_path / "etc" / "passwd"
    secret.parent.mkdir()
    secret.write_bytes(b"root:x:0:0:root:/root:/bin/bash\n")
    server.redirects["/cudnn.tar.xz"] = secret.as_uri()
    dest = tmp_path / "out" / "cudnn.tar.xz"
    with pytest.raises(DownloadError) as caught:
        fetch(server.url("/cudnn.tar.xz"), dest, sha(secret.read_bytes()))
    assert "file" in caught.value.message and caught.value.hint
    assert not dest.exists() and not partial_path(dest).exists()


def test_a_redirect_to_another_http_address_is_still_followed(server: FileServer, tmp_path: Path) -> None:
    server.redirects["/old"] = "/cudnn.tar.xz"
    outcome = fetch(server.url("/old"), tmp_path / "cudnn.tar.xz", sha(DATA))
    assert outcome.status == "verified" and (tmp_path / "cudnn.tar.xz").read_bytes() == DATA


def test_a_file_url_the_user_gave_is_still_fetched(tmp_path: Path) -> None:
    source = tmp_path / "share" / "cudnn.tar.xz"
    source.parent.mkdir()
    source.write_bytes(DATA)
    outcome = fetch(source.as_uri(), tmp_path / "out.bin", sha(DATA))
    assert outcome.status == "verified"


# -- planted partial and state files -----------------------------------------------------------------------


def _plant_resume_state(dest: Path, url: str, written: int) -> None:
    """A state sidecar saying ``written`` bytes of a single stream are already in ``NAME.partial``."""
    state = PartialState(url, "sha256", sha(DATA).hexdigest, len(DATA), etag=None)
    state.segments = [Segment(0, written, len(DATA), whole=True)]
    save_state(dest, state)


def test_a_partial_planted_as_a_link_is_never_written_through(server: FileServer, tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious " * 2000)
    before = victim.read_bytes()
    dest = tmp_path / "cudnn.tar.xz"
    _plant_resume_state(dest, server.url("/cudnn.tar.xz"), 1000)
    partial_path(dest).symlink_to(victim)
    outcome = fetch(server.url("/cudnn.tar.xz"), dest, sha(DATA))
    assert victim.read_bytes() == before
    assert outcome.status == "verified" and dest.read_bytes() == DATA and not dest.is_symlink()


def test_a_state_file_temp_planted_as_a_link_is_never_written_through(
    server: FileServer, tmp_path: Path
) -> None:
    """Planted while the download runs (before it, the fresh start removes stale sidecars anyway)."""
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious")
    dest = tmp_path / "cudnn.tar.xz"
    server.behaviour.rate, server.behaviour.chunk = 600 * 1024, 16 * 1024
    options = EngineOptions(connections=1, chunk_size=16 * 1024, state_interval=0.0, progress_interval=0.01)
    request = DownloadRequest(server.url("/cudnn.tar.xz"), dest, sha(DATA))
    planted = False
    with make_session() as session:
        step = download_file(request, session, options)
        try:
            while True:
                event = next(step)
                if not planted and isinstance(event, Advanced) and event.done > 0:
                    dest.with_name(dest.name + ".partial.json.tmp").symlink_to(victim)
                    planted = True
        except StopIteration:
            pass
        except WizardError:
            pass  # refusing to go on is fine too; writing through the link is not
    assert planted
    assert victim.read_bytes() == b"precious"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="giving a file away needs root")
def test_a_partial_owned_by_another_account_is_never_written_through(
    server: FileServer, tmp_path: Path
) -> None:
    """As root the test can give the planted partial to another uid; a hard link keeps its inode visible."""
    dest = tmp_path / "cudnn.tar.xz"
    _plant_resume_state(dest, server.url("/cudnn.tar.xz"), 1000)
    partial_path(dest).write_bytes(b"theirs" * 200)
    os.chown(partial_path(dest), 54321, 54321)
    keep = tmp_path / "their-inode"
    os.link(partial_path(dest), keep)
    fetch(server.url("/cudnn.tar.xz"), dest, sha(DATA))
    assert keep.read_bytes() == b"theirs" * 200
    assert dest.read_bytes() == DATA


# -- compressed answers ------------------------------------------------------------------------------------


def test_a_gzip_encoded_answer_is_not_inflated_onto_the_disk(server: FileServer, tmp_path: Path) -> None:
    """296 KiB became 296 MiB on disk before; now the bytes on the wire are the bytes on disk (and their
    checksum decides), so the expanded form never exists and never passes as the published file."""
    inflated = bytes(16 * 1024 * 1024)
    server.add("/bomb.bin", gzip.compress(inflated, compresslevel=9))
    server.behaviour.content_encoding, server.behaviour.no_length = "gzip", True
    dest = tmp_path / "bomb.bin"
    with pytest.raises(ChecksumMismatchError):
        fetch(server.url("/bomb.bin"), dest, sha(inflated))
    assert not dest.exists() and not partial_path(dest).exists()


def test_a_tgz_served_with_a_gzip_content_encoding_is_saved_as_the_server_sent_it(
    server: FileServer, tmp_path: Path
) -> None:
    """The classic misconfiguration (``.tgz`` labelled ``Content-Encoding: gzip``): the file is the bytes."""
    archive = gzip.compress(DATA)
    server.add("/cudnn.tgz", archive)
    server.behaviour.content_encoding = "gzip"
    outcome = fetch(server.url("/cudnn.tgz"), tmp_path / "cudnn.tgz", sha(archive))
    assert outcome.status == "verified" and (tmp_path / "cudnn.tgz").read_bytes() == archive


def test_the_download_asks_for_the_identity_encoding(server: FileServer) -> None:
    with make_session() as session:
        assert session.headers["Accept-Encoding"] == "identity"


# -- stalls ------------------------------------------------------------------------------------------------


def _cancel_after(control: DownloadControl, seconds: float) -> threading.Timer:
    """A safety net: without a stall rule the download would trickle for hours; the test then fails fast."""
    timer = threading.Timer(seconds, control.cancel)
    timer.daemon = True
    timer.start()
    return timer


def test_a_server_that_trickles_bytes_fails_with_a_clear_stall_message(server: FileServer, tmp_path: Path) -> None:
    server.behaviour.rate, server.behaviour.chunk = 40, 8  # 40 bytes a second: "progress", but never done
    dest = tmp_path / "cudnn.tar.xz"
    control = DownloadControl()
    timer = _cancel_after(control, 15)
    options = EngineOptions(connections=1, chunk_size=16 * 1024, stall_timeout=1.0, stall_bytes=1024,
                            progress_interval=0.05)
    started = time.monotonic()
    try:
        with pytest.raises(StalledError) as caught:
            fetch(server.url("/cudnn.tar.xz"), dest, sha(DATA), options, control)
    finally:
        timer.cancel()
    assert time.monotonic() - started < 10
    assert caught.value.hint and "1" in caught.value.message
    assert partial_path(dest).exists()  # what arrived is kept for a resume


def test_a_steady_slow_server_is_not_a_stall(server: FileServer, tmp_path: Path) -> None:
    server.behaviour.rate, server.behaviour.chunk = 200 * 1024, 4 * 1024
    options = EngineOptions(connections=1, chunk_size=16 * 1024, stall_timeout=0.5, stall_bytes=1024,
                            progress_interval=0.05)
    assert fetch(server.url("/cudnn.tar.xz"), tmp_path / "x.bin", sha(DATA), options).status == "verified"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_behind_a_file_url_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    errors: list[BaseException] = []

    def run() -> None:
        try:
            fetch(fifo.as_uri(), tmp_path / "out.bin", sha(DATA))
        except BaseException as error:
            errors.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # unblock the open(2) that waits for a writer, then fail
        with fifo.open("wb"):
            pass
        worker.join(5)
        pytest.fail("a FIFO behind file:// blocked the download")
    assert errors and isinstance(errors[0], WizardError) and not isinstance(errors[0], Cancelled)
    assert not (tmp_path / "out.bin").exists()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_device_behind_a_file_url_is_refused_at_once(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(WizardError):
        fetch("file:///dev/zero", tmp_path / "out.bin", sha(DATA))
    assert time.monotonic() - started < 5 and not (tmp_path / "out.bin").exists()


def test_a_checksum_list_trickled_by_the_server_gives_up_at_its_deadline(server: FileServer) -> None:
    from wizard.core.download.errors import PublishedChecksumError
    from wizard.core.download.published import fetch_md5_list

    server.add("/md5sum.txt", b"0123456789abcdef0123456789abcdef  cuda_12.run\n" * 40)
    server.behaviour.rate, server.behaviour.chunk = 20, 4
    started = time.monotonic()
    with make_session() as session, pytest.raises(PublishedChecksumError) as caught:
        fetch_md5_list(server.url("/md5sum.txt"), session, timeout=5, deadline=1.0)
    assert time.monotonic() - started < 5
    assert "within 1 s" in str(caught.value.context.get("detail"))


def test_a_partial_planted_as_a_hard_link_to_another_file_is_never_written_through(
    server: FileServer, tmp_path: Path
) -> None:
    """In a shared download folder a hard link (same owner as the target) is the other way to plant it."""
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious " * 2000)
    before = victim.read_bytes()
    dest = tmp_path / "cudnn.tar.xz"
    _plant_resume_state(dest, server.url("/cudnn.tar.xz"), 1000)
    os.link(victim, partial_path(dest))
    outcome = fetch(server.url("/cudnn.tar.xz"), dest, sha(DATA))
    assert victim.read_bytes() == before
    assert outcome.status == "verified" and dest.read_bytes() == DATA
