"""Download one file, verified: ``NAME.partial`` -> checks -> atomic rename to ``NAME``.

Pipeline (reliability-tests.md section 3.2, after pip, conda and rustup):
1. A verified final file is never fetched again.
2. Resume from ``NAME.partial`` + ``NAME.partial.json`` when both match this request, with ``Range`` and
   ``If-Range``; otherwise start fresh.
3. A large file on a server that accepts ranges is fetched on several connections, each writing its own
   byte range in place into the preallocated partial (no second copy, memory bounded by the chunk size).
4. Size and checksum are checked before ``os.replace``; a mismatch deletes the partial (retried once from
   scratch when old bytes from an earlier run were involved, as conda does).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Generator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

import requests

from wizard.core.errors import Cancelled
from wizard.core.events import Advanced, Event, LogLine, Started
from wizard.core.i18n import tr

from .control import DownloadControl
from .disk import check_free_space, replace_with_retries
from .errors import ResourceChangedError, ResumeMismatchError, SizeMismatchError, checksum_mismatch
from .fetch import (
    RestartNeeded,
    RetryPolicy,
    SegmentJob,
    TransientError,
    open_with_retries,
    run_segment,
    stream_into,
)
from .hashing import HASH_CHUNK, Expected, Hasher, hash_file
from .ranges import Segment, connections_for, split_ranges
from .state import PartialState, discard_partial, load_state, partial_path, save_state
from .verified import is_verified, mark_verified

MiB = 1024 * 1024


@dataclass(frozen=True)
class DownloadRequest:
    """One file to fetch and the checksum it must have. ``key`` names it in progress events."""

    url: str
    dest: Path
    expected: Expected
    size: int | None = None
    key: str = ""

    @property
    def name(self) -> str:
        """Event key and display name."""
        return self.key or self.dest.name


@dataclass(frozen=True)
class EngineOptions:
    """Tunables. Tests lower the threshold and the backoff; nothing here can switch verification off."""

    connections: int = 4
    multi_threshold: int = 64 * MiB
    chunk_size: int = 1024 * 1024  # fewer Python iterations; memory stays a few MiB (bench/download.py)
    piece_size: int = 16 * MiB
    retries: int = 5
    backoff_base: float = 0.5
    backoff_max: float = 8.0
    timeout: float = 30.0
    progress_interval: float = 0.1
    state_interval: float = 0.5


@dataclass(frozen=True)
class DownloadOutcome:
    """What happened: ``verified`` (final file in place) or ``paused`` (partial kept for a resume)."""

    status: Literal["verified", "paused"]
    path: Path
    algorithm: str
    hexdigest: str
    size: int
    how: Literal["downloaded", "resumed", "already-verified", "paused"]
    connections: int = 1


@dataclass
class _Run:
    """Mutable bookkeeping for one attempt."""

    state: PartialState
    resumed: bool
    hasher: Hasher | None = None
    first: requests.Response | None = None
    connections: int = 1
    digest: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    stop: threading.Event = field(default_factory=threading.Event)
    errors: list[BaseException] = field(default_factory=list)


def download_file(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions | None = None,
    control: DownloadControl | None = None,
) -> Generator[Event, None, DownloadOutcome]:
    """Step generator: fetch ``request`` and return a verified (or paused) outcome; raises WizardError."""
    options = options or EngineOptions()
    control = control or DownloadControl()
    expected, dest = request.expected, request.dest
    yield Started(request.name, request.name, request.size, "bytes")
    if is_verified(dest, expected):
        size = dest.stat().st_size
        yield Advanced(request.name, size, size)
        return DownloadOutcome(
            "verified", dest, expected.algorithm, expected.hexdigest, size, "already-verified"
        )
    dest.parent.mkdir(parents=True, exist_ok=True)
    for attempt in range(3):
        run = _prepare(request, session, options, control, allow_resume=attempt == 0)
        outcome = yield from _execute(request, session, options, control, run)
        if outcome is not None:
            return outcome
        options = replace(options, connections=1)  # the server mishandled ranges: one stream from now on
    raise ResourceChangedError(
        tr("Download", "{name} changed on the server while it was being downloaded.").format(
            name=request.name
        ),
        hint=tr("Download", "Retry later; if it keeps happening, the mirror is being updated right now."),
        context={"url": request.url},
    )


def _prepare(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions,
    control: DownloadControl,
    allow_resume: bool,
) -> _Run:
    """Resume from a matching sidecar, or open the first connection and plan the segments."""
    expected, dest = request.expected, request.dest
    partial = partial_path(dest)
    state = load_state(dest, request.url, expected.algorithm, expected.hexdigest) if allow_resume else None
    if state is not None and partial.exists():
        run = _Run(state, resumed=state.written > 0)
        undone = sum(not segment.done for segment in state.segments)
        run.connections = max(1, min(options.connections, undone)) if len(state.segments) > 1 else 1
        _sync_single_stream(run, partial, expected)
        check_free_space(dest, state.size, state.written)
        return run
    discard_partial(dest)
    return _fresh_run(request, session, options, control)


def _fresh_run(
    request: DownloadRequest, session: requests.Session, options: EngineOptions, control: DownloadControl
) -> _Run:
    expected, dest = request.expected, request.dest
    state = PartialState(request.url, expected.algorithm, expected.hexdigest, request.size)
    probe = Segment(0, 0, None, whole=True)
    run = _Run(state, resumed=False)
    policy = RetryPolicy(options.retries, options.backoff_base, options.backoff_max)
    response = open_with_retries(_job(session, request, options, run, probe), policy, control.sleep)
    length = response.headers.get("Content-Length")
    size = int(length) if length and length.isdigit() else None
    state.size = size if size is not None else request.size
    state.etag, state.last_modified = response.headers.get("ETag"), response.headers.get("Last-Modified")
    ranges_ok = response.headers.get("Accept-Ranges", "").lower() == "bytes"
    parts = connections_for(size, ranges_ok, options.connections, options.multi_threshold)
    check_free_space(dest, state.size, 0)
    state.segments = [probe] if size is None else split_ranges(size, _pieces(size, parts, options))
    run.first, run.connections = response, parts
    if parts == 1:
        run.hasher = expected.new_hasher()
    partial = partial_path(dest)
    with partial.open("wb") as out:
        if parts > 1 and size is not None:
            out.truncate(size)  # preallocate; each connection writes its range in place
    save_state(dest, state)
    return run


def _pieces(size: int, connections: int, options: EngineOptions) -> int:
    """Pieces for ``connections``: small enough that they finish nearly in file order, so the checksum
    can follow the downloaded prefix while bytes still arrive (aria2 also fetches pieces in order)."""
    if connections <= 1:
        return 1
    return max(connections, -(-size // max(options.piece_size, 1)))


def _sync_single_stream(run: _Run, partial: Path, expected: Expected) -> None:
    """A single stream is hashed as it arrives, so on resume the bytes on disk are hashed first (rustup)."""
    segments = run.state.segments
    if len(segments) != 1 or not segments[0].whole:
        return
    segment = segments[0]
    on_disk = partial.stat().st_size
    segment.pos = on_disk if segment.end is None else min(on_disk, segment.end)
    with partial.open("r+b") as out:
        out.truncate(segment.pos)
    run.hasher = expected.new_hasher()
    hash_file(partial, run.hasher, limit=segment.pos)
    run.resumed = segment.pos > 0


def _job(
    session: requests.Session, request: DownloadRequest, options: EngineOptions, run: _Run, segment: Segment
) -> SegmentJob:
    state = run.state
    partial = partial_path(request.dest)
    job = SegmentJob(
        session, request.url, partial, segment, state.size, state.validator,
        options.chunk_size, options.timeout, run.lock, run.stop, run.hasher,
    )  # fmt: skip
    if segment.whole and run.hasher is not None:
        job.on_restart = lambda: _restart_single(run, job, request.expected)
    return job


def _restart_single(run: _Run, job: SegmentJob, expected: Expected) -> None:
    """The server answered a resume with the whole file (Range ignored or If-Range failed): start over."""
    with run.lock:
        job.segment.pos = 0
        with job.partial.open("r+b") as out:
            out.truncate(0)
        run.hasher = job.hasher = expected.new_hasher()
        run.resumed = False


def _execute(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions,
    control: DownloadControl,
    run: _Run,
) -> Generator[Event, None, DownloadOutcome | None]:
    """Run the segments, then verify; None means "start again from scratch"."""
    threads = _start_workers(request, session, options, control, run)
    yield from _watch(request, options, control, run, threads)
    return (yield from _finish(request, options, control, run))


def _start_workers(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions,
    control: DownloadControl,
    run: _Run,
) -> list[threading.Thread]:
    """``run.connections`` workers taking the pieces in file order, plus the in-order hasher when several."""
    policy = RetryPolicy(options.retries, options.backoff_base, options.backoff_max)
    queue = deque(segment for segment in run.state.segments if not segment.done)
    first = run.first if queue and queue[0] is run.state.segments[0] else None
    if run.first is not None and first is None:
        run.first.close()
    threads = []
    for index in range(run.connections):
        pulls = (session, request, options, run, queue)
        thread = threading.Thread(
            target=_work, args=(pulls, policy, control, first if index == 0 else None), daemon=True
        )
        threads.append(thread)
    if run.hasher is None:
        threads.append(threading.Thread(target=_hash_in_order, args=(request, run), daemon=True))
    for thread in threads:
        thread.start()
    return threads


def _work(
    pulls: tuple[requests.Session, DownloadRequest, EngineOptions, _Run, deque[Segment]],
    policy: RetryPolicy,
    control: DownloadControl,
    first: requests.Response | None,
) -> None:
    """Thread body: take the next piece until none is left; the first piece reuses the probe response."""
    session, request, options, run, queue = pulls
    try:
        while not run.stop.is_set():
            with run.lock:
                if not queue:
                    return
                segment = queue.popleft()
            job = _job(session, request, options, run, segment)
            if first is not None:
                _consume_first(job, first)
                first = None
            run_segment(job, policy, control.sleep)
    except BaseException as error:  # handed over to the generator thread, re-raised there
        run.errors.append(error)
        run.stop.set()


def _hash_in_order(request: DownloadRequest, run: _Run) -> None:
    """Hash the partial file's contiguous written prefix while the pieces arrive (hashlib releases the
    GIL on large blocks, so this runs on another core); sets ``run.digest`` once the whole file is in."""
    hasher, hashed = request.expected.new_hasher(), 0
    try:
        # Unbuffered: a buffered reader could serve stale read-ahead bytes from before a piece arrived.
        with partial_path(request.dest).open("rb", buffering=0) as stream:
            while not run.stop.is_set():
                ready, complete = _written_prefix(run)
                if hashed < ready:
                    stream.seek(hashed)
                    block = stream.read(min(HASH_CHUNK * 4, ready - hashed))
                    hasher.update(block)
                    hashed += len(block)
                elif complete:
                    run.digest = hasher.hexdigest()
                    return
                else:
                    run.stop.wait(0.005)
    except OSError as error:
        run.errors.append(error)
        run.stop.set()


def _written_prefix(run: _Run) -> tuple[int, bool]:
    """Bytes from offset 0 that are on disk, and whether that is the whole file."""
    prefix = 0
    with run.lock:
        for segment in run.state.segments:
            if segment.start != prefix:
                return prefix, False
            prefix = segment.pos
            if not segment.done:
                return prefix, False
    return prefix, True


def _consume_first(job: SegmentJob, response: requests.Response) -> None:
    with contextlib.suppress(TransientError), job.partial.open("r+b", buffering=0) as out:
        stream_into(job, response, out)
    if job.segment.end is None and not job.stop.is_set() and job.segment.pos > 0:
        job.segment.end = job.segment.pos


def _watch(
    request: DownloadRequest,
    options: EngineOptions,
    control: DownloadControl,
    run: _Run,
    threads: list[threading.Thread],
) -> Generator[Event, None, None]:
    """Yield progress while the workers run; honour pause and cancel; save the state now and then."""
    last_save = time.monotonic()
    try:
        while alive := [thread for thread in threads if thread.is_alive()]:
            alive[0].join(options.progress_interval)
            if control.stopping:
                run.stop.set()
            yield Advanced(request.name, run.state.written, run.state.size)
            if time.monotonic() - last_save >= options.state_interval:
                _save(request.dest, run)
                last_save = time.monotonic()
    finally:
        run.stop.set()
        for thread in threads:
            thread.join()
        _save(request.dest, run)
    yield Advanced(request.name, run.state.written, run.state.size)


def _save(dest: Path, run: _Run) -> None:
    with run.lock, contextlib.suppress(OSError):
        if partial_path(dest).exists():
            save_state(dest, run.state)


def _finish(
    request: DownloadRequest, options: EngineOptions, control: DownloadControl, run: _Run
) -> Generator[Event, None, DownloadOutcome | None]:
    """Raise the workers' error, or stop for pause/cancel, or verify and rename."""
    dest, expected = request.dest, request.expected
    if control.cancelled:
        discard_partial(dest)
        raise Cancelled(request.name)
    if run.errors:
        error = run.errors[0]
        if isinstance(error, RestartNeeded):
            discard_partial(dest)
            return None
        if isinstance(error, ResumeMismatchError):
            discard_partial(dest)
        raise error
    if control.paused or not all(segment.done for segment in run.state.segments):
        size = run.state.written
        return DownloadOutcome(
            "paused", partial_path(dest), expected.algorithm, expected.hexdigest, size, "paused"
        )
    _check_size(request, run)
    digest = yield from _digest(request, options, run)
    if not expected.matches(digest):
        discard_partial(dest)
        if run.resumed:
            yield LogLine(
                "warning",
                tr("Download", "The resumed file was damaged; downloading it again from the start."),
                request.name,
            )
            return None
        raise checksum_mismatch(request.name, expected.algorithm, expected.hexdigest, digest)
    return _promote(request, run)


def _check_size(request: DownloadRequest, run: _Run) -> None:
    """The assembled file must have the announced size (a lying Content-Length, T-DL-08)."""
    actual = partial_path(request.dest).stat().st_size
    announced = {size for size in (request.size, run.state.size) if size is not None}
    if announced and announced != {actual}:
        discard_partial(request.dest)
        raise SizeMismatchError(
            tr("Download", "{name} has {actual} bytes instead of {expected}; it was deleted.").format(
                name=request.name, actual=actual, expected=", ".join(str(size) for size in sorted(announced))
            ),
            hint=tr(
                "Download",
                "Retry the download; if it happens again, the server or mirror has a different file.",
            ),
            context={"url": request.url},
        )


def _digest(request: DownloadRequest, options: EngineOptions, run: _Run) -> Generator[Event, None, str]:
    """The incremental hash of a single stream, or one pass over the assembled file (fixed chunks)."""
    if run.hasher is not None:
        return run.hasher.hexdigest()
    if run.digest is not None:
        return run.digest
    yield LogLine(
        "info",
        tr("Download", "Checking the {algorithm} checksum…").format(algorithm=request.expected.algorithm),
        request.name,
    )
    hasher = request.expected.new_hasher()
    with partial_path(request.dest).open("rb") as stream:
        while block := stream.read(HASH_CHUNK):
            hasher.update(block)
    return hasher.hexdigest()


def _promote(request: DownloadRequest, run: _Run) -> DownloadOutcome:
    """Atomic rename to the final name, then forget the sidecar and remember the file as verified."""
    dest, expected = request.dest, request.expected
    partial = partial_path(dest)
    size = partial.stat().st_size
    replace_with_retries(partial, dest)
    discard_partial(dest)
    mark_verified(dest, expected)
    how: Literal["downloaded", "resumed"] = "resumed" if run.resumed else "downloaded"
    connections = run.connections
    return DownloadOutcome("verified", dest, expected.algorithm, expected.hexdigest, size, how, connections)
