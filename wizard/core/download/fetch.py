"""One connection fetching one segment: request, check the answer, stream it into the partial file.

The checks follow reliability-tests.md section 3.2 (pip, conda, rustup): a 206 must carry exactly the
``Content-Range`` we asked for (else abort); a 200 to a range request means the server ignored it or
the file changed (``If-Range``), which only the first segment can absorb by restarting; a network
error keeps what is written, and the caller retries with backoff.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import requests
import urllib3.exceptions

from wizard.basics.i18n import tr

from .errors import (
    DownloadError,
    HttpStatusError,
    NetworkError,
    NotFoundError,
    ProxyAuthError,
    ResumeMismatchError,
    ServerError,
    cannot_write,
    tls_untrusted,
)
from .hashing import Hasher
from .network import redact_url
from .partial_io import open_partial
from .ranges import Segment, parse_content_range


class RestartNeeded(Exception):  # noqa: N818 - a signal between engine parts, never shown to a user
    """The server sent the whole file instead of a range (Range ignored, or If-Range did not match)."""


class Interrupted(Exception):  # noqa: N818 - a signal between engine parts, never shown to a user
    """A pause or cancel ended the wait before a retry of the first request."""


class TransientError(Exception):
    """A failure worth retrying: a dropped connection, a timeout, a short body, a 5xx."""


@dataclass
class SegmentJob:
    """Everything a worker needs to fetch one segment."""

    session: requests.Session
    url: str
    partial: Path
    segment: Segment
    size: int | None
    validator: str | None
    chunk_size: int
    timeout: float
    lock: threading.Lock
    stop: threading.Event
    hasher: Hasher | None = None
    on_restart: Callable[[], None] | None = None
    active: set[requests.Response] | None = None  # open answers, closed from outside to end a stalled read
    asked_end: int | None = None  # the end of the range last requested (``segment.end`` may shrink since)


def open_stream(job: SegmentJob) -> requests.Response:
    """Send the request for the bytes still missing in ``job.segment``."""
    headers: dict[str, str] = {}
    with job.lock:  # an idle worker may shrink ``end`` meanwhile: check the answer against what was asked
        wanted, asked = job.segment.range_header(), (job.segment.pos, job.segment.end)
    job.asked_end = asked[1]
    if wanted is not None:
        headers["Range"] = wanted
        if job.validator:
            headers["If-Range"] = job.validator
    try:
        response = job.session.get(job.url, headers=headers, stream=True, timeout=job.timeout)
    except requests.exceptions.SSLError as error:
        raise tls_untrusted(redact_url(job.url), str(error)) from None
    except (requests.exceptions.ConnectionError, requests.exceptions.Timeout) as error:
        raise TransientError(str(error)) from None
    check_status(response, job.url)
    if response.status_code == 200 and wanted is not None:
        if not job.segment.whole or job.on_restart is None:
            response.close()
            raise RestartNeeded
        job.on_restart()  # a single stream absorbs it: truncate and start over from this answer
    if response.status_code == 206:
        check_content_range(response, Segment(asked[0], asked[0], asked[1]), job.size, job.url)
    return response


def check_status(response: requests.Response, url: str) -> None:
    """Turn an error status into the matching plain-language error (or a retry for 5xx)."""
    status = response.status_code
    if status in (200, 206):
        return
    response.close()
    context = {"url": redact_url(url), "status": status}
    if status == 407:
        raise ProxyAuthError(
            tr("Download", "The proxy server asks for a user name and password."),
            hint=tr(
                "Download",
                "Enter your proxy credentials in the network settings (they are kept in the system keyring).",
            ),
            context=context,
        )
    if status in (404, 410):
        raise NotFoundError(
            tr("Download", "The file is not on the server (HTTP {status}).").format(status=status),
            hint=tr(
                "Download",
                "If you use a mirror, check that it holds this file under the same path; "
                "otherwise the vendor moved it: update the wizard.",
            ),
            context=context,
        )
    if status == 416:
        raise RestartNeeded
    if status >= 500:
        raise TransientError(f"HTTP {status}")
    raise HttpStatusError(
        tr("Download", "The server refused the download (HTTP {status}).").format(status=status),
        hint=tr("Download", "Check the address, your proxy and mirror settings, then retry."),
        context=context,
    )


def check_content_range(response: requests.Response, segment: Segment, size: int | None, url: str) -> None:
    """A 206 must start where we asked, end where we asked, and describe the same file size."""
    parsed = parse_content_range(response.headers.get("Content-Range"))
    want_last = None if segment.end is None else segment.end - 1
    ok = parsed is not None and parsed[0] == segment.pos
    if ok and parsed is not None and want_last is not None:
        ok = parsed[1] == want_last and (size is None or parsed[2] in (None, size))
    if not ok:
        response.close()
        raise ResumeMismatchError(
            tr("Download", "The server sent a different part of the file than the one asked for."),
            hint=tr(
                "Download",
                "The partial file was deleted. Retry; if it happens again, the server or a proxy "
                "in between mishandles resumed downloads.",
            ),
            context={
                "url": redact_url(url),
                "asked": segment.range_header(),
                "got": response.headers.get("Content-Range"),
            },
        )


def stream_into(job: SegmentJob, response: requests.Response, out: BinaryIO) -> None:
    """Write the body at the segment's position, advancing ``pos`` only after each write returned."""
    segment = job.segment
    out.seek(segment.pos)
    if job.active is not None:
        with job.lock:
            job.active.add(response)
    try:
        chunks = raw_chunks(response, job.chunk_size)
        for block in chunks:
            if job.stop.is_set():
                return
            with job.lock:  # ``end`` may have shrunk: another worker took the rest (ranges.steal_half)
                data = block if segment.end is None else block[: max(0, segment.end - segment.pos)]
            write_block(out, data, job.partial)
            if job.hasher is not None:
                job.hasher.update(data)
            with job.lock:
                segment.pos += len(data)
            if segment.done:
                if response.status_code == 206 and segment.end == job.asked_end:
                    next(chunks, None)  # the exact range is read: this sees its end, so the connection is reused
                return
    except (
        requests.exceptions.ConnectionError,
        requests.exceptions.ChunkedEncodingError,
        requests.exceptions.Timeout,
    ) as error:
        raise TransientError(str(error)) from None
    finally:
        if job.active is not None:
            with job.lock:
                job.active.discard(response)
        response.close()
    if segment.end is not None and not segment.done:
        raise TransientError("the server closed the connection early")


def raw_chunks(response: requests.Response, size: int) -> Iterator[bytes]:
    """The body exactly as sent, never decoded: a ``Content-Encoding: gzip`` answer is stored as the
    bytes on the wire (bounded by their length; the checksum decides), not inflated onto the disk."""
    raw = response.raw
    if not hasattr(raw, "stream"):  # the file:// transport: a window on a plain file
        while block := raw.read(size):
            yield block
        return
    try:
        yield from raw.stream(size, decode_content=False)
    except urllib3.exceptions.ProtocolError as error:
        raise requests.exceptions.ChunkedEncodingError(error) from None
    except urllib3.exceptions.ReadTimeoutError as error:
        raise requests.exceptions.ConnectionError(error) from None
    except urllib3.exceptions.SSLError as error:
        raise requests.exceptions.SSLError(error) from None


def write_block(out: BinaryIO, block: bytes, partial: Path) -> None:
    """Write all of ``block``; a full disk becomes a NoSpaceError (the partial is kept for resume)."""
    try:
        view = memoryview(block)
        while view:
            written = out.write(view)
            view = view[written or 0 :]
    except OSError as error:
        raise cannot_write(partial, error) from None


def server_error(url: str, detail: str) -> ServerError:
    """Message once the retries for a 5xx are used up."""
    return ServerError(
        tr("Download", "The server kept failing ({detail}).").format(detail=detail),
        hint=tr(
            "Download",
            "The server or mirror has a problem. Wait a few minutes and retry; "
            "the part already downloaded is kept.",
        ),
        context={"url": redact_url(url)},
    )


@dataclass(frozen=True)
class RetryPolicy:
    """At most ``retries`` attempts in a row without progress, waiting ``base * 2**n`` (capped) between."""

    retries: int = 5
    backoff_base: float = 0.5
    backoff_max: float = 8.0

    def delay(self, failures: int) -> float:
        """Seconds to wait before attempt number ``failures + 1``."""
        return float(min(self.backoff_max, self.backoff_base * 2 ** max(failures - 1, 0)))


def run_segment(job: SegmentJob, policy: RetryPolicy, sleep: Callable[[float], bool]) -> None:
    """Fetch ``job.segment`` until done or stopped, retrying transient failures with backoff.

    ``sleep`` returns True when a pause or cancel interrupted the wait.
    """
    failures = 0
    while not job.segment.done and not job.stop.is_set():
        before = job.segment.pos
        try:
            response = open_stream(job)
            with open_partial(job.partial, "r+b") as out:
                stream_into(job, response, out)
            if job.segment.end is None and not job.stop.is_set():
                job.segment.end = job.segment.pos  # unknown size: the end of the stream is the end
        except TransientError as error:
            failures = 0 if job.segment.pos > before else failures + 1
            if failures > policy.retries:
                raise _gave_up(job.url, str(error)) from None
            if sleep(policy.delay(failures)):
                return


def open_with_retries(
    job: SegmentJob, policy: RetryPolicy, sleep: Callable[[float], bool]
) -> requests.Response:
    """The first request of a download, retried like the rest (a 503 at the start is as transient)."""
    failures = 0
    while True:
        try:
            return open_stream(job)
        except TransientError as error:
            failures += 1
            if failures > policy.retries:
                raise _gave_up(job.url, str(error)) from None
            if sleep(policy.delay(failures)):
                raise Interrupted from None


def _gave_up(url: str, detail: str) -> DownloadError:
    if detail.startswith("HTTP 5"):
        return server_error(url, detail)
    return NetworkError(
        tr("Download", "The connection kept failing, so the download stopped."),
        hint=tr("Download", "Check your network or proxy, then resume: the part already downloaded is kept."),
        context={"url": redact_url(url), "detail": detail},
    )
