"""The plan's download requests for one ``apply`` run, checked before anything changes: with ``--dest DIR``
the files already there (a hand-over folder, wizard.core.download.in_folder); and a file with no published
checksum (many cuDNN archives) is never downloaded: the user's own copy, put in the folder, is checked by
size and contents (wizard.core.download.local_file) and used, or the run stops saying where to put it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.apply.model import ApplyState
from wizard.core.apply.preview import preview_line


def plan_requests(state: ApplyState) -> Step[list[Any]]:
    """The requests (kept in ``state.requests``; the files found verified in ``state.in_folder``)."""
    from wizard.core.download.in_folder import checked_in_folder
    from wizard.core.download.sources import Unverifiable, split_downloads

    dest = state.options.dest
    split = split_downloads(state.plan.downloads, dest, state.options.network)
    requests: list[Any] = [request for request in split if not isinstance(request, Unverifiable)]
    if dest is not None:
        requests, state.in_folder = yield from checked_in_folder(requests, dest)
    for item in split:
        if isinstance(item, Unverifiable):
            yield from _own_copy(state, item)
    state.requests = requests
    return requests


def download_folder(state: ApplyState) -> Path:
    """Where this run's files are: ``--dest``, else the cache's downloads folder."""
    from wizard.core.download.cache import downloads_dir

    return state.options.dest or downloads_dir()


def planned_path(state: ApplyState, file_name: str) -> Path:
    """The path of one of the plan's files in this run's folder (as the download requests name it)."""
    from wizard.core.download.cache import safe_file_name

    return download_folder(state) / safe_file_name(file_name)


def _own_copy(state: ApplyState, item: Any) -> Step[None]:
    """The user's copy of a file without a published checksum: checked and used; missing: stop (dry run: say so)."""
    from wizard.core.download.own_copy import check_own_copy

    folder = download_folder(state)
    path = folder / item.name
    if not (path.exists() or path.is_symlink()):
        if state.dry_run:
            yield preview_line(tr("ApplyFolder", "Would use your own copy of {name} in {folder}: it has no "
                                                 "published checksum, so the wizard does not download it (it "
                                                 "checks the copy's size and contents).").format(
                name=item.name, folder=folder))
            return
        raise BadInputError(
            tr("ApplyFolder", "{name} has no published checksum, so the wizard does not download it "
                              "itself.").format(name=item.name),
            hint=tr("ApplyFolder", "Download it from {url} (NVIDIA may ask you to sign in), put it in {folder} "
                                   "and run the same command again: the wizard checks its size and contents "
                                   "before it uses it.").format(url=item.url, folder=folder),
            context={"file": str(path)})
    check = check_own_copy(item, path)  # the GUI's check too; LocalFileError (exit 2): the file is kept
    yield LogLine("info", tr("ApplyFolder", "{name}: {summary}").format(name=item.name, summary=check.summary))
    state.in_folder.add(item.name)
