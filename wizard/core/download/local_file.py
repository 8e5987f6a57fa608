""" "Use a file I already have": verify an archive the user points at, and say which check was made.

With a published checksum the file must match it exactly. Where none is known (an older cuDNN, a
file from a colleague), we check what we can: the size the catalog records and the archive members we
expect (``cudnn*/include/cudnn.h``, ...). With neither, the file cannot be verified and is refused.
The user's own file is never deleted or changed, only read.
"""

from __future__ import annotations

import fnmatch
import tarfile
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from wizard.basics.i18n import tr

from .errors import LocalFileError
from .hashing import Expected, file_digest

CheckMethod = Literal["sha256", "md5", "size+members", "size", "members"]


@dataclass(frozen=True)
class LocalCheck:
    """A user's file that passed, and the check that was made (shown to the user as ``summary``)."""

    path: Path
    method: CheckMethod
    summary: str


def verify_local_file(
    path: Path, expected: Expected | None = None, size: int | None = None, members: Sequence[str] = ()
) -> LocalCheck:
    """Verify ``path`` by checksum, else by size and expected members; LocalFileError when it fails."""
    if not path.is_file():
        raise LocalFileError(
            tr("LocalFile", "{path} is not a file that can be read.").format(path=path),
            hint=tr("LocalFile", "Choose the downloaded archive or installer itself."),
        )
    if expected is not None:
        return _by_checksum(path, expected)
    if size is None and not members:
        raise LocalFileError(
            tr(
                "LocalFile", "{name} cannot be verified: no checksum, size or contents are known for it."
            ).format(name=path.name),
            hint=tr("LocalFile", "Download the file with the wizard instead, so that it can be checked."),
        )
    if size is not None:
        _check_size(path, size)
    if members:
        _check_members(path, members)
    method: CheckMethod = (
        "size+members" if size is not None and members else "size" if size is not None else "members"
    )
    summary = {
        "size+members": tr(
            "LocalFile", "No checksum is published for this file: its size and contents were checked."
        ),
        "size": tr("LocalFile", "No checksum is published for this file: only its size was checked."),
        "members": tr("LocalFile", "No checksum is published for this file: its contents were checked."),
    }[method]
    return LocalCheck(path, method, summary)


def _by_checksum(path: Path, expected: Expected) -> LocalCheck:
    actual = file_digest(path, expected.algorithm)
    if not expected.matches(actual):
        raise LocalFileError(
            tr(
                "LocalFile", "{name} does not match the published {algorithm} checksum, so it was not used."
            ).format(name=path.name, algorithm=expected.algorithm),
            hint=tr(
                "LocalFile",
                "It may be incomplete or another version. Your file was left as it is; "
                "let the wizard download it.",
            ),
            context={"expected": expected.hexdigest, "actual": actual},
        )
    summary = tr("LocalFile", "The file matches the published {algorithm} checksum.").format(
        algorithm=expected.algorithm
    )
    return LocalCheck(path, expected.algorithm, summary)


def _check_size(path: Path, size: int) -> None:
    actual = path.stat().st_size
    if actual != size:
        raise LocalFileError(
            tr("LocalFile", "{name} has {actual} bytes, but the expected file has {size}.").format(
                name=path.name, actual=actual, size=size
            ),
            hint=tr("LocalFile", "It is incomplete or another version; let the wizard download it."),
        )


def archive_members(path: Path) -> list[str]:
    """Names inside a zip or tar archive (read only; nothing is extracted)."""
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                return archive.namelist()
        if tarfile.is_tarfile(path):
            with tarfile.open(path) as archive:
                return archive.getnames()
    except (OSError, zipfile.BadZipFile, tarfile.TarError):
        pass
    raise LocalFileError(
        tr("LocalFile", "{name} is not a readable zip or tar archive.").format(name=path.name),
        hint=tr("LocalFile", "Choose the archive exactly as it was downloaded."),
    )


def _check_members(path: Path, patterns: Sequence[str]) -> None:
    names = [name.replace("\\", "/") for name in archive_members(path)]
    missing = [pattern for pattern in patterns if not fnmatch.filter(names, pattern)]
    if missing:
        raise LocalFileError(
            tr("LocalFile", "{name} does not contain the expected files.").format(name=path.name),
            hint=tr("LocalFile", "It is probably another package or version; let the wizard download it."),
            context={"missing": ", ".join(missing)},
        )
