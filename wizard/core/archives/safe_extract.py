"""Extract a cuDNN zip or tar.xz/tgz only after every member passed a pre-scan (design.md section 4).

The order is the point: ``scan_archive`` reads the whole index and judges every member (names, links,
kinds, sizes, bomb ratio) and refuses the archive with ALL problems listed before anything is written.
Only then ``extract_archive`` writes, into a fresh staging folder it creates itself, counting real bytes
(zip headers can lie) and with ``tarfile``'s ``data`` filter as a second fence (PEP 706). On any failure or
cancel the staging folder is removed, so there is never a half-extracted tree.

Pythons older than 3.10.12 / 3.11.4 (Debian 12 ships 3.11.2) have no ``filter=``: there the pre-scan alone
refuses what the filter would (names, links, special files), and :func:`_sanitise_member` does the filter's
remaining work on each member (modes without setuid/setgid/sticky or group/other write, no owner from the
archive), so every supported Python installs the same tree instead of crashing on the keyword.
"""

from __future__ import annotations

import lzma
import os
import shutil
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import BadInputError, Cancelled, WizardError
from wizard.basics.events import Advanced, Finished, LogLine, Started, Step
from wizard.basics.i18n import tr, tr_n
from wizard.core.archives.members import Member, MemberKind, check_members, link_target, normalise_name

GIB = 1 << 30
MIB = 1 << 20
CHUNK = 1 << 20
_DAMAGED = (zipfile.BadZipFile, tarfile.TarError, EOFError, zlib.error, lzma.LZMAError)


@dataclass(frozen=True)
class ExtractLimits:
    """Caps against archive bombs; cuDNN 9 for CUDA 12 unpacks to about 2 GiB from 0.75 GiB of tar.xz.

    ``max_ratio`` applies once the content exceeds ``ratio_floor`` (tiny archives compress oddly).
    """

    max_total_bytes: int = 8 * GIB
    max_member_bytes: int = 4 * GIB
    max_members: int = 20_000
    max_ratio: float = 40.0
    ratio_floor: int = 64 * MIB


@dataclass(frozen=True)
class ArchiveScan:
    """The judged index of an archive: its members and the total size they unpack to."""

    archive: Path
    format: str
    members: tuple[Member, ...]
    total_bytes: int


@dataclass(frozen=True)
class ExtractResult:
    """Where the archive was unpacked and how much was written."""

    root: Path
    files: int
    total_bytes: int


class UnsafeArchiveError(BadInputError):
    """The archive is unsafe or unreadable; nothing was extracted."""

    reference = "archive-rejected"


def archive_format(path: Path) -> str:
    """'zip' or 'tar', judged by content (not by the name), or refuse."""
    try:
        if zipfile.is_zipfile(path):
            return "zip"
        if tarfile.is_tarfile(path):
            return "tar"
    except OSError as error:
        raise _rejected(path, [str(error)]) from error
    raise _rejected(path, [tr("Archive", "this is neither a zip nor a tar archive")])


def scan_archive(path: Path, limits: ExtractLimits = ExtractLimits()) -> ArchiveScan:
    """Judge every member before anything is written; :class:`UnsafeArchiveError` lists ALL problems."""
    kind = archive_format(path)
    try:
        members, problems = _scan_zip(path) if kind == "zip" else _scan_tar(path)
    except (OSError, *_DAMAGED) as error:
        raise _rejected(path, [_damaged(error)]) from error
    problems += check_members(members)
    total = sum(m.size for m in members if m.kind == "file")
    problems += _check_limits(members, total, path.stat().st_size, limits)
    if problems:
        raise _rejected(path, problems)
    return ArchiveScan(path, kind, tuple(members), total)


def extract_archive(
    path: Path,
    dest: Path,
    limits: ExtractLimits = ExtractLimits(),
    cancelled: Callable[[], bool] = lambda: False,
) -> Step[ExtractResult]:
    """Scan, then unpack into ``dest`` (which must not exist yet); removes ``dest`` again on any failure."""
    scan = scan_archive(path, limits)
    yield LogLine("info", tr_n("Archive", "Checked %n entry(ies) of {name}: all safe.", len(scan.members)).format(
        name=path.name))
    if dest.exists():
        raise BadInputError(
            tr("Archive", "The staging folder {path} already exists.").format(path=dest),
            hint=tr("Archive", "Choose a new, empty folder to unpack into."),
        )
    dest.mkdir(parents=True)
    label = tr("Archive", "Unpacking {name}").format(name=path.name)
    yield Started("extract", label, scan.total_bytes, "bytes")
    try:
        if scan.format == "zip":
            yield from _extract_zip(scan, dest, cancelled)
        else:
            yield from _extract_tar(scan, dest, cancelled)
    except _DAMAGED as error:
        shutil.rmtree(dest, ignore_errors=True)
        raise _rejected(path, [_damaged(error)]) from error
    except ValueError as error:  # the data filter's own refusals on Windows (a drive-relative link target)
        shutil.rmtree(dest, ignore_errors=True)
        raise _rejected(path, [tr("Archive", "an entry the unpacker refused: {error}").format(error=error)]) from error
    except OSError as error:
        shutil.rmtree(dest, ignore_errors=True)
        raise WizardError(
            tr("Archive", "Unpacking {name} failed: {error}").format(name=path.name, error=error),
            hint=tr("Archive", "Check the free space and permissions of {path}; nothing was kept.").format(
                path=dest.parent),
            reference="extract-failed",
        ) from error
    except BaseException:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    yield Finished("extract")
    files = sum(1 for m in scan.members if m.kind == "file")
    return ExtractResult(dest, files, scan.total_bytes)


def _rejected(path: Path, problems: list[str]) -> UnsafeArchiveError:
    shown = problems[:20]
    more = len(problems) - len(shown)
    lines = "\n".join(f"  - {p}" for p in shown)
    if more:
        lines += "\n" + tr("Archive", "  ... and {count} more").format(count=more)
    return UnsafeArchiveError(
        tr("Archive", "The archive {name} was refused; nothing was extracted:\n{problems}").format(
            name=path.name, problems=lines),
        hint=tr("Archive", "Download the archive again from NVIDIA and check its checksum."),
        context={"archive": path, "problems": len(problems)},
    )


def _damaged(error: BaseException) -> str:
    return tr("Archive", "the archive is damaged: {error}").format(error=error)


def _check_limits(members: list[Member], total: int, packed: int, limits: ExtractLimits) -> list[str]:
    problems: list[str] = []
    if len(members) > limits.max_members:
        problems.append(tr("Archive", "{count} entries, more than the limit of {limit}").format(
            count=len(members), limit=limits.max_members))
    if total > limits.max_total_bytes:
        problems.append(tr("Archive", "unpacks to {size} bytes, more than the limit of {limit}").format(
            size=total, limit=limits.max_total_bytes))
    big = [m for m in members if m.size > limits.max_member_bytes]
    problems += [tr("Archive", "{name}: {size} bytes, more than the limit of {limit} for one file").format(
        name=m.name, size=m.size, limit=limits.max_member_bytes) for m in big]
    if total > limits.ratio_floor and total > limits.max_ratio * max(packed, 1):
        problems.append(tr("Archive", "unpacks to {ratio:.0f} times its own size (an archive bomb?)").format(
            ratio=total / max(packed, 1)))
    return problems


def _judge(raw_name: str, kind: MemberKind, size: int, link: str, problems: list[str]) -> Member | None:
    name, problem = normalise_name(raw_name)
    if problem:
        problems.append(f"{raw_name!r}: {problem}")
        return None
    if kind == "other":
        problems.append(tr("Archive", "{name}: a device, pipe or other special file").format(name=name))
        return None
    if kind == "symlink":
        link, problem = link_target(name, link)
    elif kind == "hardlink":
        link, problem = normalise_name(link)
    if problem:
        problems.append(f"{name}: {problem}")
        return None
    return Member(name, kind, size, link)


def _zip_kind(info: zipfile.ZipInfo) -> MemberKind:
    file_type = stat.S_IFMT(info.external_attr >> 16)
    if info.is_dir():
        return "dir"
    if stat.S_ISLNK(file_type):
        return "symlink"
    if file_type not in (0, stat.S_IFREG):  # 0: no unix type recorded (zips made on Windows)
        return "other"
    return "file"


def _scan_zip(path: Path) -> tuple[list[Member], list[str]]:
    members: list[Member] = []
    problems: list[str] = []
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        problems += _zip_overlaps(infos, archive.start_dir)
        for info in infos:
            kind = _zip_kind(info)
            if kind == "symlink":
                # Zip links are rare and no NVIDIA zip carries one: refuse rather than interpret them.
                problem = tr("Archive", "{name}: a link inside a zip archive")
                problems.append(problem.format(name=info.filename))
                continue
            if info.flag_bits & 0x1:
                problems.append(tr("Archive", "{name}: encrypted").format(name=info.filename))
                continue
            member = _judge(info.filename, kind, info.file_size, "", problems)
            if member is not None:
                members.append(member)
    return members, problems


def _zip_overlaps(infos: list[zipfile.ZipInfo], central_directory: int) -> list[str]:
    """Overlapping entries are the trick of the 'better zip bomb' (CVE-2024-0450); refuse them."""
    problems: list[str] = []
    ordered = sorted(infos, key=lambda i: i.header_offset)
    for current, following in zip(ordered, [*ordered[1:], None], strict=True):
        end = current.header_offset + 30 + len(current.orig_filename.encode()) + current.compress_size
        limit = following.header_offset if following is not None else central_directory
        if end > limit:
            problems.append(tr("Archive", "{name}: overlaps another entry (a zip bomb?)").format(
                name=current.filename))
    return problems


def _tar_kind(info: tarfile.TarInfo) -> MemberKind:
    if info.isreg():
        return "file"
    if info.isdir():
        return "dir"
    if info.issym():
        return "symlink"
    if info.islnk():
        return "hardlink"
    return "other"


def _scan_tar(path: Path) -> tuple[list[Member], list[str]]:
    members: list[Member] = []
    problems: list[str] = []
    with tarfile.open(path) as archive:
        for info in archive:
            member = _judge(info.name, _tar_kind(info), info.size, info.linkname, problems)
            if member is not None:
                members.append(member)
    return members, problems


def _extract_zip(scan: ArchiveScan, dest: Path, cancelled: Callable[[], bool]) -> Step[None]:
    done = 0
    wanted = {m.name: m for m in scan.members}
    with zipfile.ZipFile(scan.archive) as archive:
        for info in archive.infolist():
            name, _ = normalise_name(info.filename)
            member = wanted[name]
            target = dest / member.name
            if member.kind == "dir":
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(info) as source, target.open("xb") as sink:
                done = yield from _copy_counted(source.read, sink.write, member, done, cancelled)
    return None


def _copy_counted(
    read: Callable[[int], bytes], write: Callable[[bytes], object], member: Member, done: int,
    cancelled: Callable[[], bool],
) -> Step[int]:
    """Copy one member, never writing more than its declared size (a lying header ends here)."""
    written = 0
    while chunk := read(CHUNK):
        written += len(chunk)
        if written > member.size:
            raise UnsafeArchiveError(
                tr("Archive", "{name} holds more data than its header says; extraction stopped.").format(
                    name=member.name),
                hint=tr("Archive", "Download the archive again from NVIDIA and check its checksum."),
            )
        write(chunk)
        if cancelled():
            raise Cancelled()
        yield Advanced("extract", done + written)
    return done + written


def _extract_tar(scan: ArchiveScan, dest: Path, cancelled: Callable[[], bool]) -> Step[None]:
    done = 0
    wanted = {m.name: m for m in scan.members}
    with tarfile.open(scan.archive) as archive:
        for info in archive:
            name, _ = normalise_name(info.name)
            member = wanted.get(name)
            if member is None or member.size != info.size:  # the file changed since the scan: refuse
                raise _rejected(scan.archive, [tr("Archive", "{name}: changed since it was checked").format(
                    name=info.name)])
            # Write exactly the names that were judged (``a/./b\\c`` is written as ``a/b/c``), then let the
            # data filter be the second fence: it rejects links out of dest and clears special modes.
            info.name = member.name
            if info.issym():
                info.linkname = info.linkname.replace("\\", "/")
            elif info.islnk():
                info.linkname = member.link
            _extract_member(archive, info, dest)
            done += info.size if info.isreg() else 0
            if cancelled():
                raise Cancelled()
            yield Advanced("extract", done)
    return None


def _extract_member(archive: tarfile.TarFile, info: tarfile.TarInfo, dest: Path) -> None:
    """Extract one pre-scanned member: with the ``data`` filter where this Python has it, else sanitised."""
    if hasattr(tarfile, "data_filter"):
        archive.extract(info, dest, filter="data")
        return
    _sanitise_member(info)
    archive.extract(info, dest)


def _sanitise_member(info: tarfile.TarInfo) -> None:
    """What the ``data`` filter changes besides refusing (PEP 706): plain permission bits only, no write
    for group and others, owner-writable and -readable files, and the extracting user as the owner."""
    if info.isreg() or info.islnk():
        mode = info.mode & 0o755 | 0o600
        info.mode = mode if mode & 0o100 else mode & ~0o111
    else:
        info.mode = info.mode & 0o755 | 0o700 if info.isdir() else info.mode & 0o755
    geteuid, getegid = getattr(os, "geteuid", None), getattr(os, "getegid", None)
    info.uid = geteuid() if geteuid is not None else 0
    info.gid = getegid() if getegid is not None else 0
    info.uname = info.gname = ""
