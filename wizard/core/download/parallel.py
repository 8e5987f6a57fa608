"""The threads of one download: N workers taking pieces in file order, and the in-order hasher.

Pieces are small (``piece_size``) and handed out in file order, so the written prefix of the file
grows at nearly the full download rate; the hasher thread follows that prefix (hashlib releases the GIL
on large blocks), so the checksum is ready moments after the last byte instead of a full pass later.
A worker that finds no piece left takes half of the biggest rest of another's (``steal_half``, as
aria2 does), so the last piece never runs on one connection while the others sit idle.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections import deque
from dataclasses import dataclass, field

import requests

from .control import DownloadControl
from .errors import DownloadError
from .fetch import RetryPolicy, SegmentJob, TransientError, run_segment, stream_into
from .hashing import HASH_CHUNK, Expected, Hasher
from .model import DownloadRequest, EngineOptions
from .partial_io import open_partial
from .ranges import Segment, steal_half
from .state import PartialState, partial_path


@dataclass
class Run:
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
    active: set[requests.Response] = field(default_factory=set)

    def interrupt(self) -> None:
        """Stop the workers now: closing their open answers ends a read stalled on a silent server."""
        self.stop.set()
        with self.lock:
            answers = list(self.active)
        for response in answers:
            break_read(response)


def break_read(response: requests.Response) -> None:
    """Wake a reader blocked on the socket: ``shutdown`` does it on Linux (where closing alone does not),
    closing the handle does it where ``shutdown`` does not (wine 8's Windows sockets: a pause waited out the
    read timeout there, tests/core/download/test_download_engine.py under the Windows tier). The socket object is
    detached first, so it never closes a handle number that has been reused since."""
    connection = getattr(response.raw, "connection", None)
    sock = getattr(connection, "sock", None)
    with contextlib.suppress(Exception):  # the reader may be closing it at the same moment: ignore
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(Exception):  # detached first: close() waits for the reader's makefile to let go
        if sock is not None:
            socket.close(sock.detach())
    with contextlib.suppress(Exception):
        response.close()


def make_job(
    session: requests.Session, request: DownloadRequest, options: EngineOptions, run: Run, segment: Segment
) -> SegmentJob:
    state = run.state
    partial = partial_path(request.dest)
    job = SegmentJob(
        session, request.url, partial, segment, state.size, state.validator,
        options.chunk_size, options.timeout, run.lock, run.stop, run.hasher,
    )  # fmt: skip
    job.active = run.active
    if segment.whole and run.hasher is not None:
        job.on_restart = lambda: _restart_single(run, job, request.expected)
    return job


def _restart_single(run: Run, job: SegmentJob, expected: Expected) -> None:
    """The server answered a resume with the whole file (Range ignored or If-Range failed): start over."""
    with run.lock:
        job.segment.pos = 0
        with open_partial(job.partial, "r+b") as out:
            out.truncate(0)
        run.hasher = job.hasher = expected.new_hasher()
        run.resumed = False


def start_workers(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions,
    control: DownloadControl,
    run: Run,
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
    pulls: tuple[requests.Session, DownloadRequest, EngineOptions, Run, deque[Segment]],
    policy: RetryPolicy,
    control: DownloadControl,
    first: requests.Response | None,
) -> None:
    """Thread body: take the next piece (or half of another's rest) until none is left; the first piece
    reuses the probe response."""
    session, request, options, run, queue = pulls
    try:
        while not run.stop.is_set():
            segment = _next_piece(run, queue, options)
            if segment is None:
                return
            job = make_job(session, request, options, run, segment)
            if first is not None:
                consume_first(job, first)
                first = None
            run_segment(job, policy, control.sleep)
    except BaseException as error:  # handed over to the generator thread, re-raised there
        if not control.stopping:  # after a pause or cancel, a read broken on purpose is no error
            run.errors.append(error)
        run.stop.set()


def _next_piece(run: Run, queue: deque[Segment], options: EngineOptions) -> Segment | None:
    """The next queued piece; when none is queued, the second half of the biggest unfinished rest."""
    with run.lock:
        if queue:
            return queue.popleft()
        if run.connections <= 1:
            return None
        return steal_half(run.state.segments, max(options.steal_min, options.chunk_size))


def _hash_in_order(request: DownloadRequest, run: Run) -> None:
    """Hash the partial file's contiguous written prefix while the pieces arrive (hashlib releases the
    GIL on large blocks, so this runs on another core); sets ``run.digest`` once the whole file is in."""
    hasher, hashed = request.expected.new_hasher(), 0
    view = memoryview(bytearray(HASH_CHUNK * 4))  # one buffer, reused: no allocation per block
    try:
        # Unbuffered: a buffered reader could serve stale read-ahead bytes from before a piece arrived.
        with open_partial(partial_path(request.dest), "rb") as stream:
            while not run.stop.is_set():
                ready, complete = _written_prefix(run)
                if hashed < ready:
                    stream.seek(hashed)
                    count = stream.readinto(view[: min(len(view), ready - hashed)])
                    if not count:
                        raise OSError("the partial file is shorter than the bytes written to it")
                    hasher.update(view[:count])
                    hashed += count
                elif complete:
                    run.digest = hasher.hexdigest()
                    return
                else:
                    run.stop.wait(0.005)
    except (OSError, DownloadError) as error:  # DownloadError: the partial became a link or foreign
        run.errors.append(error)
        run.stop.set()


def _written_prefix(run: Run) -> tuple[int, bool]:
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


def consume_first(job: SegmentJob, response: requests.Response) -> None:
    with contextlib.suppress(TransientError), open_partial(job.partial, "r+b") as out:
        stream_into(job, response, out)
    if job.segment.end is None and not job.stop.is_set() and job.segment.pos > 0:
        job.segment.end = job.segment.pos
