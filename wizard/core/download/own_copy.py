"""The user's own copy of a file NVIDIA publishes no checksum for: every check that can be made without one.

Shared by the GUI's "Use my file" and ``apply`` (one check, one summary). A checksum cannot be replaced, so the
wizard checks what it knows: the size where the catalog records one, and for a cuDNN archive its layout read
from the archive's index alone (the folders and every library the catalog lists, judged by the same
:mod:`wizard.core.archives.layouts` code that installs it, on a skeleton of empty files), the version its
headers state, and the version resource of its main DLL on Windows (:mod:`wizard.core.archives.pe_version`).
Nothing is unpacked but the headers and that DLL, into a private folder removed afterwards; the user's file
is only read.
"""

from __future__ import annotations

import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics.i18n import tr
from wizard.core.catalog.model import Archive, Catalog, CudnnRelease, OsName
from wizard.core.ops.scratch import scratch_folder

from .errors import LocalFileError
from .local_file import LocalCheck, verify_local_file

if TYPE_CHECKING:
    from .sources import Unverifiable

HEADERS = ("cudnn_version.h", "cudnn.h")
MAX_READ = 64 << 20  # the largest member read into memory (cudnn64_8.dll is well under a MiB)

# NVIDIA's cuDNN archive page: every archived release, behind a free developer sign-in (compat-facts C2, S17).
CUDNN_ARCHIVE_PAGE = "https://developer.nvidia.com/rdp/cudnn-archive"


@dataclass(frozen=True)
class CudnnExpectation:
    """What the catalog says a cuDNN archive holds: its version, OS, CUDA and libraries."""

    release: CudnnRelease
    archive: Archive

    @property
    def version(self) -> str:
        """The three-part version its headers state (``8.0.5``)."""
        return ".".join(self.release.version.split(".")[:3])

    @property
    def os(self) -> OsName:
        """The OS the archive is for."""
        return self.archive.os


def cudnn_expectation(file: str, catalog: Catalog | None) -> CudnnExpectation | None:
    """The catalog row of the cuDNN archive named ``file``, or None when the catalog has no such file."""
    for release in catalog.cudnn if catalog is not None else ():
        for archive in release.archives:
            if archive.file == file:
                return CudnnExpectation(release, archive)
    return None


def check_own_copy(item: Unverifiable, path: Path, catalog: Catalog | None = None) -> LocalCheck:
    """The user's ``path`` standing for the plan's ``item``, checked as far as anything is known about it."""
    from wizard.core.catalog.load import catalog_or_none

    known = cudnn_expectation(item.name, catalog or catalog_or_none()) if item.kind == "cudnn-archive" else None
    return check_file(path, item.size, item.members, known)


def check_file(path: Path, size: int | None, members: tuple[str, ...],
               expected: CudnnExpectation | None) -> LocalCheck:
    """``path`` checked by size, members and (for a known cuDNN archive) layout, headers and DLL version;
    LocalFileError (or the layout's CudnnArchiveError) saying what is wrong, the file left as it is."""
    basic = verify_local_file(path, None, size, members)
    if expected is None:
        return basic
    dll_version = _check_cudnn_archive(path, expected)
    checked = [tr("OwnCopy", "its size") if size is not None else "",
               tr("OwnCopy", "the archive's folders and every library it must hold ({count})").format(
                   count=len(_libraries(expected))),
               tr("OwnCopy", "the version in its headers ({version})").format(version=expected.version)]
    if dll_version:
        checked.append(tr("OwnCopy", "the version resource of its DLL ({version})").format(version=dll_version))
    summary = tr("OwnCopy", "No checksum is published for this file, so it could not be compared with one. "
                            "Checked instead: {checks}.").format(
        checks=tr("OwnCopy", ", ").join(item for item in checked if item))
    return LocalCheck(path, "size+members" if size is not None else "members", summary)


def _libraries(expected: CudnnExpectation) -> tuple[str, ...]:
    from wizard.core.archives.layouts import expected_libraries

    return expected_libraries(expected.version, expected.os, expected.release)


def _check_cudnn_archive(path: Path, expected: CudnnExpectation) -> str | None:
    """Layout, libraries and header version from the index; the DLL's version resource (Windows)."""
    from wizard.core.archives.layouts import check_libraries, recognise_layout
    from wizard.core.archives.safe_extract import scan_archive

    scan = scan_archive(path)  # refuses unsafe names before any skeleton is written
    with scratch_folder("own-copy-") as staging:
        for member in scan.members:
            target = staging / member.name
            if member.kind == "dir":
                target.mkdir(parents=True, exist_ok=True)
            else:  # a file, or a link (Linux libraries are): an empty stand-in is enough to be found
                target.parent.mkdir(parents=True, exist_ok=True)
                target.touch()
        for member in scan.members:
            if Path(member.name).name in HEADERS and member.kind == "file":
                (staging / member.name).write_bytes(_read_member(path, member.name))
        layout = recognise_layout(staging, expected.os)
        check_libraries(layout, _libraries(expected))
        if layout.version != expected.version:
            raise _another_version(path, layout.version or "-", expected)
        if expected.os != "windows":
            return None
        main = _libraries(expected)[0]
        name = (layout.library_dir / main).relative_to(staging).as_posix()
        return _check_dll(path, name, expected)


def _check_dll(path: Path, name: str, expected: CudnnExpectation) -> str | None:
    """The main DLL is a 64-bit Windows DLL whose version resource, where it reads as cuDNN's, matches;
    returns that version, or None when the resource does not state a cuDNN version (nothing is claimed)."""
    from wizard.core.archives.pe_version import read_pe_version

    found = read_pe_version(_read_member(path, name))
    if found is None or found.machine != "AMD64":
        raise LocalFileError(
            tr("OwnCopy", "{name} in {archive} is not a 64-bit Windows library.").format(
                name=Path(name).name, archive=path.name),
            hint=tr("OwnCopy", "Download the Windows zip again from NVIDIA's page; this one is damaged."))
    version = found.version
    parts, wanted = (version or "").split("."), expected.version.split(".")
    if parts[0] != wanted[0]:  # no resource, or numbers in another scheme than cuDNN's
        return None
    if parts[:3] != wanted:
        raise _another_version(path, version or "-", expected)
    return version


def _another_version(path: Path, found: str, expected: CudnnExpectation) -> LocalFileError:
    return LocalFileError(
        tr("OwnCopy", "{name} holds cuDNN {found}, but this setup needs cuDNN {version}.").format(
            name=path.name, found=found, version=expected.version),
        hint=tr("OwnCopy", "Download {file} from NVIDIA's page and choose that file.").format(
            file=expected.archive.file))


def _read_member(path: Path, name: str) -> bytes:
    """The bytes of one member (found by its normalised name), at most MAX_READ."""
    from wizard.core.archives.members import normalise_name

    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            info = next(i for i in archive.infolist() if normalise_name(i.filename)[0] == name)
            with archive.open(info) as stream:
                return stream.read(MAX_READ)
    with tarfile.open(path) as archive:
        tar_info = next(i for i in archive.getmembers() if normalise_name(i.name)[0] == name)
        member = archive.extractfile(tar_info)
        return member.read(MAX_READ) if member is not None else b""


@dataclass(frozen=True)
class WhereToGet:
    """Where the user gets a file the wizard will not download, and what it is (for the words around it)."""

    file: str
    page: str  # NVIDIA's page that lists the file (cuDNN's archive page), else the file's own address
    version: str | None = None  # cuDNN's four-part version, where the catalog knows the file
    cuda: str | None = None
    os: OsName | None = None


def where_to_get(item: Unverifiable, catalog: Catalog | None = None) -> WhereToGet:
    """The page to download ``item`` from by hand, and what the catalog knows about it."""
    from wizard.core.catalog.load import catalog_or_none

    if item.kind != "cudnn-archive":
        return WhereToGet(item.name, item.url)
    known = cudnn_expectation(item.name, catalog or catalog_or_none())
    if known is None:
        return WhereToGet(item.name, CUDNN_ARCHIVE_PAGE)
    release = known.release
    return WhereToGet(item.name, CUDNN_ARCHIVE_PAGE, release.full_version or release.version,
                      known.archive.cuda_variant, known.os)
