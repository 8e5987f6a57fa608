"""The download step: N files one after another, with per-file and total progress as core events.

Keys: each file's events use the file's name; the totals use :data:`TOTAL_KEY`. A failed file does not
stop the others (the user sees every problem at once); the returned report says which are verified.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

import requests

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.basics.i18n import tr, tr_n

from .control import DownloadControl
from .engine import DownloadOutcome, DownloadRequest, EngineOptions, download_file
from .network import NetworkSettings, make_session, redact_url
from .published import ListedRequest, resolve_listed

TOTAL_KEY = "downloads"
FileStatus = Literal["verified", "paused", "cancelled", "failed"]


@dataclass(frozen=True)
class FileResult:
    """The end of one file: verified (and how), paused, cancelled, or failed (with the error's fields)."""

    name: str
    status: FileStatus
    path: str = ""
    algorithm: str = ""
    how: str = ""
    connections: int = 0
    detail: str = ""
    error: tuple[tuple[str, str], ...] = ()
    hexdigest: str = ""
    exit_code: int = 0  # a failure's exit code: 2 when the input itself was wrong (an address that loops)
    size: int = 0
    source: str = ""  # where the checksum came from: the published list's address ("" when the request had it)


@dataclass(frozen=True)
class DownloadReport:
    """Every file's result, in order."""

    files: tuple[FileResult, ...]

    @property
    def bad_input(self) -> bool:
        """True when every file that failed, failed because of what it was given (exit code 2)."""
        failed = [result for result in self.files if result.status == "failed"]
        return bool(failed) and all(result.exit_code == 2 for result in failed)

    @property
    def all_verified(self) -> bool:
        """True when every file is verified under its final name."""
        return bool(self.files) and all(result.status == "verified" for result in self.files)

    def summary(self) -> str:
        """One line saying what was verified and how (the CLI prints it last)."""
        verified = [result for result in self.files if result.status == "verified"]
        if not verified:
            return tr("DownloadStep", "No file was verified (0 of {total}).").format(total=len(self.files))
        if self.all_verified:
            line = tr_n("DownloadStep", "All %n file(s) verified: {details}.", len(self.files))
        else:
            line = tr_n("DownloadStep", "{count} of %n file(s) verified: {details}.", len(self.files))
        details = "; ".join(f"{result.name} ({result.detail})" for result in verified)
        return line.format(count=len(verified), details=details)


def describe_outcome(outcome: DownloadOutcome, listed_from: str = "") -> str:
    """How a file was verified, in words: ``sha256 verified, downloaded on 4 connections``, or
    ``verified by md5 from NVIDIA's published list URL, ...`` when the md5 came from that list."""
    count = outcome.connections
    how = {
        "downloaded": tr_n("DownloadStep", "downloaded on %n connection(s)", count),
        "resumed": tr_n("DownloadStep", "resumed on %n connection(s)", count),
        "already-verified": tr("DownloadStep", "already downloaded"),
        "paused": tr("DownloadStep", "paused"),
    }[outcome.how]
    if listed_from:
        return tr("DownloadStep", "verified by md5 from NVIDIA's published list {url}, {how}").format(
            url=redact_url(listed_from), how=how
        )
    return tr("DownloadStep", "{algorithm} verified, {how}").format(algorithm=outcome.algorithm, how=how)


def download_step(
    requests_: Sequence[DownloadRequest | ListedRequest],
    session: requests.Session | None = None,
    options: EngineOptions | None = None,
    controls: Mapping[str, DownloadControl] | None = None,
    settings: NetworkSettings | None = None,
) -> Generator[Event, None, DownloadReport]:
    """Fetch every request in turn; yields progress events and returns the report.

    Without a ``session`` one is made from ``settings`` (proxy, mirror credentials) and closed at the end.
    A :class:`ListedRequest` first reads its md5 from NVIDIA's published list through the same session.
    """
    sizes = [request.size for request in requests_]
    total = sum(size for size in sizes if size is not None) if None not in sizes else None
    yield Started(
        TOTAL_KEY,
        tr_n("DownloadStep", "Downloading %n file(s)", len(requests_)),
        total,
        "bytes",
    )
    own_session = session is None
    session = session or make_session(settings)
    results: list[FileResult] = []
    finished_bytes = 0
    try:
        for request in requests_:
            control = (controls or {}).get(request.name) or DownloadControl()
            result, size = yield from _one_file(
                request, session, options, control, before=finished_bytes, total=total
            )
            results.append(result)
            finished_bytes += size
            yield Advanced(TOTAL_KEY, finished_bytes, total)
    finally:
        if own_session:
            session.close()
    report = DownloadReport(tuple(results))
    yield Finished(TOTAL_KEY, report.all_verified, report.summary())
    return report


def _one_file(
    request: DownloadRequest | ListedRequest,
    session: requests.Session,
    options: EngineOptions | None,
    control: DownloadControl,
    *,
    before: int,
    total: int | None,
) -> Generator[Event, None, tuple[FileResult, int]]:
    """Run one file, passing its events on (plus running totals); never raises a WizardError."""
    name = request.name
    if control.stopping:  # paused or cancelled while it waited its turn: do not even connect
        status: FileStatus = "cancelled" if control.cancelled else "paused"
        text = tr("DownloadStep", "cancelled") if control.cancelled else tr("DownloadStep", "paused")
        yield Finished(name, False, text)
        return FileResult(name, status, detail=text), 0
    listed_from = ""
    try:
        if isinstance(request, ListedRequest):
            request, listed_from = yield from _resolve(request, session, options)
        outcome = yield from _with_totals(
            download_file(request, session, options, control), name, before, total
        )
    except Cancelled:
        yield Finished(name, False, tr("DownloadStep", "cancelled"))
        return FileResult(name, "cancelled", detail=tr("DownloadStep", "cancelled")), 0
    except WizardError as error:
        yield LogLine("error", f"{error.message} {error.hint}".strip(), name)
        yield Finished(name, False, error.message)
        fields = tuple((key, str(value)) for key, value in error.to_dict().items() if key != "context")
        return FileResult(name, "failed", detail=error.message, error=fields, exit_code=error.exit_code), 0
    if outcome.status == "paused":
        text = tr("DownloadStep", "paused")
        yield Finished(name, False, text)
        return FileResult(name, "paused", str(outcome.path), outcome.algorithm, outcome.how, detail=text), 0
    detail = describe_outcome(outcome, listed_from)
    yield Finished(name, True, detail)
    result = FileResult(
        name, "verified", str(outcome.path), outcome.algorithm, outcome.how, outcome.connections, detail,
        hexdigest=outcome.hexdigest, size=outcome.size, source=listed_from,
    )
    return result, outcome.size


def _resolve(
    request: ListedRequest, session: requests.Session, options: EngineOptions | None
) -> Generator[Event, None, tuple[DownloadRequest, str]]:
    """Read the file's md5 from NVIDIA's published list (raises PublishedChecksumError: nothing fetched)."""
    yield LogLine(
        "info",
        tr("DownloadStep", "Reading NVIDIA's published checksum list for {name}").format(name=request.name),
        request.name,
    )
    return resolve_listed(request, session, (options or EngineOptions()).timeout)


def _with_totals(
    step: Generator[Event, None, DownloadOutcome], name: str, before: int, total: int | None
) -> Generator[Event, None, DownloadOutcome]:
    """Pass a file's events on, adding a total Advanced event after each of its Advanced events."""
    try:
        while True:
            try:
                event = next(step)
            except StopIteration as stop:
                outcome: DownloadOutcome = stop.value
                return outcome
            yield event
            if isinstance(event, Advanced) and event.key == name:
                yield Advanced(TOTAL_KEY, before + event.done, total)
    finally:
        step.close()  # a consumer that stops early still stops the workers and saves the state
