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
import os
import threading
import time
from collections.abc import Generator
from dataclasses import replace
from pathlib import Path
from typing import Literal

import requests
from requests.exceptions import InvalidSchema, InvalidURL, MissingSchema

from wizard.basics.errors import Cancelled
from wizard.basics.events import Advanced, Event, LogLine, Started
from wizard.basics.i18n import tr

from .control import DownloadControl
from .disk import check_free_space, replace_with_retries
from .errors import (
    ResourceChangedError,
    ResumeMismatchError,
    SizeMismatchError,
    StalledError,
    cannot_write,
    checksum_mismatch,
    file_differs,
    redirect_loop,
    unusable_address,
)
from .fetch import (
    Interrupted,
    RestartNeeded,
    RetryPolicy,
    open_with_retries,
)
from .hashing import Expected, hash_stream
from .model import DownloadOutcome, DownloadRequest, EngineOptions
from .network import redact_url
from .parallel import Run, make_job, start_workers
from .partial_io import is_own_plain_file, open_partial
from .ranges import Segment, connections_for, split_ranges
from .state import PartialState, discard_partial, load_state, partial_path, save_state
from .verified import is_verified, mark_verified

__all__ = ["DownloadOutcome", "DownloadRequest", "EngineOptions", "download_file"]


def download_file(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions | None = None,
    control: DownloadControl | None = None,
) -> Generator[Event, None, DownloadOutcome]:
    """Step generator: fetch ``request`` and return a verified (or paused) outcome; raises WizardError.

    An address requests cannot use, or a destination that cannot be written, is a DownloadError too
    (the user typed both), never a traceback.
    """
    try:
        return (yield from _download(request, session, options or EngineOptions(), control or DownloadControl()))
    except (MissingSchema, InvalidSchema, InvalidURL) as error:
        raise unusable_address(redact_url(request.url), type(error).__name__) from None
    except requests.exceptions.TooManyRedirects:
        raise redirect_loop(redact_url(request.url)) from None
    except requests.exceptions.RequestException:  # an OSError too, but not about our files
        raise
    except OSError as error:
        where = Path(error.filename) if isinstance(error.filename, str) else request.dest
        raise cannot_write(where, error) from None


def _download(
    request: DownloadRequest, session: requests.Session, options: EngineOptions, control: DownloadControl
) -> Generator[Event, None, DownloadOutcome]:
    expected, dest = request.expected, request.dest
    yield Started(request.name, request.name, request.size, "bytes")
    if is_verified(dest, expected):
        size = dest.stat().st_size
        yield Advanced(request.name, size, size)
        return DownloadOutcome(
            "verified", dest, expected.algorithm, expected.hexdigest, size, "already-verified"
        )
    if request.keep_existing and (dest.exists() or dest.is_symlink()):
        raise file_differs(dest, tr("Download", "its {algorithm} checksum").format(algorithm=expected.algorithm))
    dest.parent.mkdir(parents=True, exist_ok=True)
    for attempt in range(3):
        try:
            run = _prepare(request, session, options, control, allow_resume=attempt == 0)
        except Interrupted:  # paused or cancelled before the first byte came
            return _stopped(request, control, 0)
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
) -> Run:
    """Resume from a matching sidecar, or open the first connection and plan the segments."""
    expected, dest = request.expected, request.dest
    partial = partial_path(dest)
    state = load_state(dest, request.url, expected.algorithm, expected.hexdigest) if allow_resume else None
    if state is not None and is_own_plain_file(partial):  # a link or another's file is discarded, unread
        run = Run(state, resumed=state.written > 0)
        undone = any(not segment.done for segment in state.segments)
        # Idle connections take half of an unfinished piece's rest, so every wanted one has work.
        run.connections = max(1, options.connections) if len(state.segments) > 1 and undone else 1
        _sync_single_stream(run, partial, expected)
        check_free_space(dest, state.size, state.written)
        return run
    discard_partial(dest)
    return _fresh_run(request, session, options, control)


def _fresh_run(
    request: DownloadRequest, session: requests.Session, options: EngineOptions, control: DownloadControl
) -> Run:
    expected, dest = request.expected, request.dest
    state = PartialState(request.url, expected.algorithm, expected.hexdigest, request.size)
    probe = Segment(0, 0, None, whole=True)
    run = Run(state, resumed=False)
    policy = RetryPolicy(options.retries, options.backoff_base, options.backoff_max)
    response = open_with_retries(make_job(session, request, options, run, probe), policy, control.sleep)
    length = response.headers.get("Content-Length")
    size = int(length) if length and length.isdigit() else None
    if size is not None and request.size is not None and size != request.size:
        response.close()
        raise _other_file(request, size)
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
    with open_partial(partial, "new") as out:  # O_EXCL: a name planted since the discard is refused
        if parts > 1 and size is not None:
            out.truncate(size)  # preallocate; each connection writes its range in place
    save_state(dest, state)
    return run


def _other_file(request: DownloadRequest, offered: int) -> SizeMismatchError:
    """The server offers a file of another size than the published one: stop before fetching it."""
    return SizeMismatchError(
        tr(
            "Download", "The server offers {name} with {actual} bytes, but the published file has {expected}."
        ).format(name=request.name, actual=offered, expected=request.size),
        hint=tr(
            "Download",
            "The mirror or the vendor holds another version under this name; nothing was downloaded.",
        ),
        context={"url": request.url},
    )


def _pieces(size: int, connections: int, options: EngineOptions) -> int:
    """Pieces for ``connections``: small enough that they finish nearly in file order, so the checksum
    can follow the downloaded prefix while bytes still arrive (aria2 also fetches pieces in order)."""
    if connections <= 1:
        return 1
    return max(connections, -(-size // max(options.piece_size, 1)))


def _sync_single_stream(run: Run, partial: Path, expected: Expected) -> None:
    """A single stream is hashed as it arrives, so on resume the bytes on disk are hashed first (rustup)."""
    segments = run.state.segments
    if len(segments) != 1 or not segments[0].whole:
        return
    segment = segments[0]
    run.hasher = expected.new_hasher()
    with open_partial(partial, "r+b") as out:  # one open for the size, the truncate and the hash
        on_disk = os.fstat(out.fileno()).st_size
        segment.pos = on_disk if segment.end is None else min(on_disk, segment.end)
        out.truncate(segment.pos)
        hash_stream(out, run.hasher, limit=segment.pos)
    run.resumed = segment.pos > 0


def _execute(
    request: DownloadRequest,
    session: requests.Session,
    options: EngineOptions,
    control: DownloadControl,
    run: Run,
) -> Generator[Event, None, DownloadOutcome | None]:
    """Run the segments, then verify; None means "start again from scratch"."""
    threads = start_workers(request, session, options, control, run)
    yield from _watch(request, options, control, run, threads)
    return (yield from _finish(request, control, run))


def _watch(
    request: DownloadRequest,
    options: EngineOptions,
    control: DownloadControl,
    run: Run,
    threads: list[threading.Thread],
) -> Generator[Event, None, None]:
    """Yield progress while the workers run; honour pause and cancel; save the state now and then;
    stop a download that gets fewer than ``stall_bytes`` in ``stall_timeout`` seconds (a trickle)."""
    last_save = time.monotonic()
    stall = _StallWatch(options, run.state.written)
    try:
        while alive := [thread for thread in threads if thread.is_alive()]:
            alive[0].join(options.progress_interval)
            if control.stopping and not run.stop.is_set():
                run.interrupt()
            if not run.stop.is_set() and stall.stalled(run.state.written):
                run.errors.insert(0, _stalled(request, options))
                run.interrupt()
            yield Advanced(request.name, run.state.written, run.state.size)
            if time.monotonic() - last_save >= options.state_interval:
                _save(request.dest, run)
                last_save = time.monotonic()
    finally:
        if any(thread.is_alive() for thread in threads):
            run.interrupt()  # also when the consumer stopped iterating (Ctrl-C, closed generator)
        for thread in threads:
            thread.join()
        _save(request.dest, run)
    yield Advanced(request.name, run.state.written, run.state.size)


class _StallWatch:
    """Progress means ``stall_bytes`` more within ``stall_timeout`` seconds; a slower trickle is a stall."""

    def __init__(self, options: EngineOptions, written: int) -> None:
        self.timeout, self.needed = options.stall_timeout, options.stall_bytes
        self.mark, self.since = written, time.monotonic()

    def stalled(self, written: int) -> bool:
        now = time.monotonic()
        if written - self.mark >= self.needed:
            self.mark, self.since = written, now
        return now - self.since > self.timeout


def _stalled(request: DownloadRequest, options: EngineOptions) -> StalledError:
    return StalledError(
        tr("Download", "{name} made almost no progress for {seconds} seconds, so the download stopped.").format(
            name=request.name, seconds=f"{options.stall_timeout:g}"),
        hint=tr("Download", "The server or the network is stalling. The part already downloaded is kept: "
                "resume later, or use another mirror."),
        context={"url": redact_url(request.url)},
    )


def _save(dest: Path, run: Run) -> None:
    with run.lock, contextlib.suppress(OSError):
        if partial_path(dest).exists():
            save_state(dest, run.state)


def _finish(
    request: DownloadRequest, control: DownloadControl, run: Run
) -> Generator[Event, None, DownloadOutcome | None]:
    """Raise the workers' error, or stop for pause/cancel, or verify and rename."""
    dest, expected = request.dest, request.expected
    if control.cancelled:
        return _stopped(request, control, run.state.written)
    if run.errors:
        error = run.errors[0]
        if isinstance(error, RestartNeeded):
            discard_partial(dest)
            return None
        if isinstance(error, ResumeMismatchError):
            discard_partial(dest)
        raise error
    if control.paused or not all(segment.done for segment in run.state.segments):
        return _stopped(request, control, run.state.written)
    _check_size(request, run)
    digest = yield from _digest(request, run)
    if not expected.matches(digest):
        discard_partial(dest)
        if run.resumed:
            yield LogLine(
                "warning",
                tr("Download", "The resumed file was damaged; downloading it again from the start."),
                request.name,
            )
            return None
        raise checksum_mismatch(request.name, expected.algorithm, expected.hexdigest, digest,
                                users_own=request.url.lower().startswith("file:"))
    return _promote(request, run)


def _stopped(request: DownloadRequest, control: DownloadControl, written: int) -> DownloadOutcome:
    """A cancel deletes the partial file and raises Cancelled; a pause keeps it for a resume."""
    if control.cancelled:
        discard_partial(request.dest)
        raise Cancelled(request.name)
    expected = request.expected
    return DownloadOutcome(
        "paused", partial_path(request.dest), expected.algorithm, expected.hexdigest, written, "paused"
    )


def _check_size(request: DownloadRequest, run: Run) -> None:
    """The assembled file must have the announced size (a lying Content-Length, T-DL-08)."""
    actual = os.lstat(partial_path(request.dest)).st_size
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


def _digest(request: DownloadRequest, run: Run) -> Generator[Event, None, str]:
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
    with open_partial(partial_path(request.dest), "rb") as stream:
        hash_stream(stream, hasher)
    return hasher.hexdigest()


def _promote(request: DownloadRequest, run: Run) -> DownloadOutcome:
    """Atomic rename to the final name, then forget the sidecar and remember the file as verified."""
    dest, expected = request.dest, request.expected
    partial = partial_path(dest)
    size = os.lstat(partial).st_size
    replace_with_retries(partial, dest)
    discard_partial(dest)
    mark_verified(dest, expected)
    how: Literal["downloaded", "resumed"] = "resumed" if run.resumed else "downloaded"
    connections = run.connections
    return DownloadOutcome("verified", dest, expected.algorithm, expected.hexdigest, size, how, connections)
