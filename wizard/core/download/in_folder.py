"""Files already in a folder the user gave (a hand-over folder): each hashed here against the checksum it must
have, used when it matches, refused by name when it does not, and never replaced.

The checksum is the request's own; for a file whose md5 NVIDIA publishes only in a list online, the one the
hand-over recorded beside the files (``checksums.json``, :mod:`.recorded`), so that a machine without network
can still check it. A file that is not there is downloaded as usual (its list read online).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr

from .errors import file_differs
from .hashing import Expected, file_digest
from .model import DownloadRequest
from .published import ListedRequest
from .recorded import RecordedFile, checksum_in_plan, read_records
from .verified import mark_verified

Request = DownloadRequest | ListedRequest


def checked_in_folder(requests: Sequence[Request], folder: Path) -> Step[tuple[list[Request], set[str]]]:
    """The requests as they will run (never replacing a file there) and the names of the files found in
    ``folder`` and verified; FileDiffersError (exit 2) for the first file there that is not the expected one."""
    records = read_records(folder)
    checked: list[Request] = []
    present: set[str] = set()
    for request in requests:
        ready = yield from _checked(replace(request, keep_existing=True), records)
        if _verified_here(ready):
            present.add(ready.name)
        checked.append(ready)
    return checked, present


def _verified_here(request: Request) -> bool:
    """A request with a checksum whose file is there went through _checked: it matched."""
    return isinstance(request, DownloadRequest) and request.dest.is_file()


def _checked(request: Request, records: Mapping[str, RecordedFile]) -> Step[Request]:
    """``request`` as it will run: a file there that matches needs no fetch and no list read."""
    path, record = request.dest, records.get(request.dest.name)
    if not (path.exists() or path.is_symlink()):
        return request
    if isinstance(request, ListedRequest):
        if record is None:  # nothing recorded: the list is read online and the engine checks (never replaces)
            return request
        expected, what = record.expected, record.describe()
        request = DownloadRequest(request.url, path, expected, request.size, request.key, keep_existing=True)
    else:
        expected, what = request.expected, checksum_in_plan(request.expected.algorithm)
    yield LogLine("info", tr("InFolder", "Checking {name}, already in the folder").format(name=path.name),
                  request.name)
    sizes = [size for size in (request.size, record.size if record else None) if size is not None]
    if not path.is_file() or not _matches(path, expected, sizes):
        raise file_differs(path, what)
    return request


def _matches(path: Path, expected: Expected, sizes: list[int]) -> bool:
    """Hashed here, now (the size first: a short copy is refused without reading it all)."""
    if any(path.stat().st_size != size for size in sizes):
        return False
    if not expected.matches(file_digest(path, expected.algorithm)):
        return False
    mark_verified(path, expected)  # this machine's own record of the hash just made: the engine needs no second
    return True
