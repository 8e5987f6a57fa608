"""What the Download page knows about its files, without Qt: requests, the user's own copies, checksums.

The page paints; this object decides which file is fetched from where, which copy of the user's counts as
verified, and what the install pages are handed (by the plan's download kind). Tests drive it directly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.core.download.state import discard_partial

if TYPE_CHECKING:  # the engine pulls in requests: imported when the page first downloads, not at start-up
    from wizard.core.download.engine import DownloadRequest
    from wizard.core.download.local_file import LocalCheck
    from wizard.core.download.published import ListedRequest
    from wizard.core.download.sources import Unverifiable
    from wizard.core.download.step import FileResult
    from wizard.core.plan import Download
    from wizard.gui.session import Session

    AnyRequest = DownloadRequest | ListedRequest | Unverifiable

# Errors after which the engine deleted the partial file (see wizard.core.download.errors).
PARTIAL_DELETED = {"download-checksum-mismatch", "download-size-mismatch", "download-bad-content-range"}


def plan_requests(session: Session) -> list[AnyRequest]:
    """The plan's downloads as engine requests (into the cache, through the session's network settings);
    a file whose md5 is in NVIDIA's published list is a ``ListedRequest`` (the list is read when it is
    fetched); one without any published checksum is ``Unverifiable``: shown, never fetched."""
    from wizard.core.download.sources import split_downloads

    if session.plan is None:
        return []
    return split_downloads(session.plan.downloads, None, session.network)


@dataclass(frozen=True)
class RowOutcome:
    """How a file's row ends after a run: its state, the words for a failure, and whether it starts over."""

    state: str
    message: str = ""
    hint: str = ""
    detail: str = ""  # how a verified file was checked
    restart: bool = False  # the engine deleted the partial file: the row's bytes go back to 0


def outcome_of(result: FileResult) -> RowOutcome:
    """The row a file's result leaves (a failure shows the error's message and hint, else the detail)."""
    if result.status == "verified":
        return RowOutcome("verified", detail=result.detail)
    if result.status == "failed":
        fields: dict[str, Any] = dict(result.error)
        return RowOutcome("failed", fields.get("message", result.detail), fields.get("hint", ""),
                          restart=fields.get("reference") in PARTIAL_DELETED)
    return RowOutcome(result.status)


@dataclass
class DownloadFiles:
    """The page's files by name: what can be fetched, what only the user's own copy can stand for."""

    requests: dict[str, DownloadRequest | ListedRequest] = field(default_factory=dict)
    refused: dict[str, Unverifiable] = field(default_factory=dict)  # no published checksum
    local_paths: dict[str, Path] = field(default_factory=dict)  # user's copies checked by size and members
    digests: dict[str, str] = field(default_factory=dict)  # file name -> checksum it was verified with

    def load(self, requests: Sequence[AnyRequest]) -> None:
        """Start over with ``requests`` (the user's own copies are forgotten; verified checksums stay)."""
        from wizard.core.download.sources import Unverifiable

        self.requests = {r.name: r for r in requests if not isinstance(r, Unverifiable)}
        self.refused = {r.name: r for r in requests if isinstance(r, Unverifiable)}
        self.local_paths = {}

    def verified_files(self, verified: set[str]) -> dict[str, Path]:
        """File name -> verified path, of the fetched files named in ``verified`` and the user's copies."""
        return {key: self.requests[key].dest for key in self.requests if key in verified} | self.local_paths

    def record(self, result: FileResult) -> None:
        """Keep what a run says about one file: its checksum once verified, no partial file once cancelled."""
        if result.status == "verified":
            self.digests[result.name] = result.hexdigest
        elif result.status == "cancelled":
            discard_partial(self.requests[result.name].dest)

    def fetch_from(self, key: str, path: Path) -> None:
        """Take ``key`` from the user's ``path`` (a ``file://`` URL), checked against the same checksum."""
        discard_partial(self.requests[key].dest)
        self.requests[key] = replace(self.requests[key], url=path.resolve().as_uri())

    def check_own_copy(self, key: str, path: Path) -> LocalCheck:
        """A file without a published checksum, used where it is after every check that can be made without
        one, the same as ``apply``'s (raises the WizardError that says what is wrong with it)."""
        from wizard.core.download.own_copy import check_own_copy

        check = check_own_copy(self.refused[key], path)
        self.local_paths[key] = path
        return check

    def refresh(self, fresh: Sequence[AnyRequest], pending: set[str]) -> None:
        """New sources (a new mirror changes the URLs) for the ``pending`` files that can be fetched."""
        from wizard.core.download.sources import Unverifiable

        by_name = {request.name: request for request in fresh}
        for key in self.requests:
            new = by_name.get(key)
            if key in pending and new is not None and not isinstance(new, Unverifiable):
                self.requests[key] = new

    def handed_over(self, downloads: Iterable[Download], verified: set[str]) -> tuple[dict[str, Path], dict[str, str]]:
        """The verified files and their checksums by the plan's download kind, for the install pages."""
        paths, items = self.verified_files(verified), list(downloads)
        downloaded = {item.kind: paths[item.file] for item in items if item.file in paths}
        checksums = {item.kind: self.digests[item.file] for item in items if item.file in self.digests}
        return downloaded, checksums
