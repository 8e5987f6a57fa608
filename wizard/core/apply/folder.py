"""The files ``apply --dest DIR`` finds already in that folder (a hand-over folder): each is hashed here against
the checksum it must have, used when it matches, refused by name when it does not (and never replaced).

The checksum is the plan's own; for a file whose md5 NVIDIA publishes only in a list online, the one the
hand-over recorded beside the files (``checksums.json``, wizard.core.download.recorded), so that a machine
without network can still check it. A file that is not there is downloaded as usual (the list read online).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.apply.model import ApplyState


def plan_requests(state: ApplyState) -> Step[list[Any]]:
    """The plan's download requests for this run (kept in ``state.requests``); with ``--dest``, each file
    already there is checked now, before anything changes (FileDiffersError, exit 2, when it differs)."""
    from wizard.core.download.recorded import read_records
    from wizard.core.download.sources import load_network_settings, requests_for

    dest = state.options.dest
    requests: list[Any] = requests_for(state.plan.downloads, dest, load_network_settings())
    if dest is not None:
        records = read_records(dest)
        checked = []
        for request in requests:
            checked.append((yield from _checked(replace(request, keep_existing=True), records.get(request.dest.name),
                                                state)))
        requests = checked
    state.requests = requests
    return requests


def _checked(request: Any, record: Any, state: ApplyState) -> Step[Any]:
    """``request`` as it will run: a file in the folder that matches needs no fetch and no list read."""
    from wizard.core.download.engine import DownloadRequest
    from wizard.core.download.errors import file_differs
    from wizard.core.download.published import ListedRequest

    path: Path = request.dest
    if not (path.exists() or path.is_symlink()):
        return request
    if isinstance(request, ListedRequest):
        if record is None:  # nothing recorded: the list is read online and the engine checks (never replaces)
            return request
        expected, what = record.expected, record.describe()
        request = DownloadRequest(request.url, path, expected, request.size, request.key, keep_existing=True)
    else:
        from wizard.core.download.recorded import checksum_in_plan

        expected = request.expected
        what = checksum_in_plan(expected.algorithm)
    yield LogLine("info", tr("ApplyFolder", "Checking {name}, already in the folder").format(name=path.name),
                  request.name)
    sizes = [size for size in (request.size, record.size if record else None) if size is not None]
    if not path.is_file() or not _matches(path, expected, sizes):
        raise file_differs(path, what)
    state.in_folder.add(request.name)
    return request


def _matches(path: Path, expected: Any, sizes: list[int]) -> bool:
    """Hashed here, now (the size first: a short copy is refused without reading it all)."""
    from wizard.core.download.hashing import file_digest
    from wizard.core.download.verified import mark_verified

    if any(path.stat().st_size != size for size in sizes):
        return False
    if not expected.matches(file_digest(path, expected.algorithm)):
        return False
    mark_verified(path, expected)  # this machine's own record of the hash just made: the engine needs no second
    return True
