"""Conda package archives fetched into the wizard's cache and checked before rattler sees them.

Each archive is checked against the sha256 (or md5) and size its channel's repodata states, whether the channel
is ``http(s)://`` or ``file://`` (rattler checks only downloads), then listed for :mod:`.conda_paths`. rattler is
then given the checked copies (``file://`` URLs into this cache), so what it links is what was checked; a
package-cache entry whose ``paths.json`` is not the checked archive's (left by an older run) is removed first,
so rattler extracts it again from the checked copy.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.pyenv.conda_paths import PackageListing, UnsafePackageError
from wizard.core.pyenv.tombstone import delete_tree

FOLDER = "checked-archives"
PARALLEL = 4
CHUNK = 1024 * 1024
PATHS_JSON, FILES = "info/paths.json", "info/files"
ARCHIVE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+!-]*\.(conda|tar\.bz2)")
Progress = Callable[[int, int], None]  # (index of the archive, bytes of it so far)


class ChangedPackageError(BadInputError):
    """A conda package archive is not the one its channel's index describes (checksum or size)."""

    reference = "conda-package-changed"


class _Checked:
    """sha256/md5 and size of the bytes written so far; refuses bytes past the size the index states."""

    def __init__(self, record: Any, target: Path) -> None:
        self.sha256, self.md5, self.size = hashlib.sha256(), hashlib.md5(usedforsecurity=False), 0
        self.limit = int(getattr(record, "size", 0) or 0)
        self.handle = target.open("wb")
        self.closed = False
        self.record = record
        self.refused: ChangedPackageError | None = None  # kept: rattler's download may wrap what write raised

    def write(self, data: bytes) -> int:
        if self.closed:
            raise OSError("the download was stopped")
        self.size += len(data)
        if self.limit and self.size > self.limit:
            self.refused = _changed(self.record, tr("CondaArchives", "it is larger than the channel's index says"))
            raise self.refused
        self.sha256.update(data)
        self.md5.update(data)
        self.handle.write(data)
        return len(data)

    def close(self) -> None:
        self.closed = True
        self.handle.close()


def archive_folder(cache_dir: Path) -> Path:
    """Where the checked archives are kept (inside rattler's package cache folder)."""
    return cache_dir / FOLDER


async def fetch_checked(records: Sequence[Any], folder: Path, progress: Progress) -> list[Path]:
    """Every record's archive in ``folder``, each checked against its record (a copy checked before is reused
    after it is hashed again); the first mismatch is a :class:`ChangedPackageError` and its bytes are removed."""
    from rattler import networking

    folder.mkdir(parents=True, exist_ok=True)
    client = networking.Client.default_client()
    gate = asyncio.Semaphore(PARALLEL)

    async def one(index: int, record: Any) -> Path:
        async with gate:
            return await _fetch_one(client, record, folder, lambda done: progress(index, done))

    return list(await asyncio.gather(*(one(i, r) for i, r in enumerate(records))))


async def _fetch_one(client: Any, record: Any, folder: Path, progress: Callable[[int], None]) -> Path:
    from rattler.package_streaming import download_to_writer

    name = str(record.file_name)
    if not ARCHIVE_NAME.fullmatch(name):
        raise _changed(record, tr("CondaArchives", "its file name is not a conda package's"))
    expected = _expected(record)
    target = folder / f"{expected[:16]}-{name}"
    if target.is_file() and _matches(_hash_file(target, record), record):
        progress(target.stat().st_size)
        return target
    partial = target.with_name(target.name + ".partial")
    checked = _Checked(record, partial)
    try:
        url = str(record.url)
        if urlparse(url).scheme == "file":
            with Path(url2pathname(urlparse(url).path)).open("rb") as source:
                while data := source.read(CHUNK):
                    checked.write(data)
                    progress(checked.size)
        else:
            counting = _Counting(checked, progress)
            await download_to_writer(client, url, counting)
    except BaseException as error:
        checked.close()
        partial.unlink(missing_ok=True)
        if checked.refused is not None and error is not checked.refused:
            raise checked.refused from error
        raise
    checked.close()
    if not _matches((checked.sha256.hexdigest(), checked.md5.hexdigest(), checked.size), record):
        partial.unlink(missing_ok=True)
        raise _changed(record, tr("CondaArchives", "its checksum or size differs from the channel's index"))
    partial.replace(target)
    return target


class _Counting:
    """A writer for rattler's download: the checked file, with progress after each chunk."""

    def __init__(self, checked: _Checked, progress: Callable[[int], None]) -> None:
        self.checked, self.progress = checked, progress

    def write(self, data: bytes) -> int:
        written = self.checked.write(data)
        self.progress(self.checked.size)
        return written


def _expected(record: Any) -> str:
    sha256, md5 = getattr(record, "sha256", None), getattr(record, "md5", None)
    if sha256:
        return bytes(sha256).hex()
    if md5:
        return bytes(md5).hex()
    raise _changed(record, tr("CondaArchives", "the channel's index gives no checksum for it"))


def _hash_file(path: Path, record: Any) -> tuple[str, str, int]:
    sha256, md5, size = hashlib.sha256(), hashlib.md5(usedforsecurity=False), 0
    with path.open("rb") as source:
        while data := source.read(CHUNK):
            sha256.update(data)
            md5.update(data)
            size += len(data)
    return sha256.hexdigest(), md5.hexdigest(), size


def _matches(found: tuple[str, str, int], record: Any) -> bool:
    sha256, md5, size = found
    expected_size = int(getattr(record, "size", 0) or 0)
    if expected_size and size != expected_size:
        return False
    if getattr(record, "sha256", None):
        return sha256 == bytes(record.sha256).hex()
    return md5 == bytes(record.md5).hex()


def _changed(record: Any, why: str) -> ChangedPackageError:
    return ChangedPackageError(
        tr("CondaArchives", "The conda package {archive} is refused: {why}.").format(
            archive=getattr(record, "file_name", "?"), why=why),
        hint=tr("CondaArchives", "Nothing was linked. The channel may have been changed after it was indexed: "
                "use the official conda-forge channel or a mirror you trust, then try again."),
        context={"url": str(getattr(record, "url", ""))})


async def list_archive(record: Any, archive: Path) -> tuple[PackageListing, bytes]:
    """What the checked ``archive`` would write: its ``paths.json`` entries (``info/files`` for old packages),
    its members and its links, and the raw ``paths.json`` (or ``info/files``) as the package cache keeps it.
    An archive that cannot be read as a conda package is refused."""
    from rattler.package_streaming import PackageArchive

    package, name = str(record.name.normalized), str(record.file_name)
    try:
        opened = await PackageArchive.from_path(archive)
        raw = await opened.read_file(PATHS_JSON)
        if raw is not None:
            entries = json.loads(raw)["paths"]
            paths = tuple(str(entry["_path"]) for entry in entries)
            softlinks = {str(entry["_path"]) for entry in entries if entry.get("path_type") == "softlink"}
        else:
            raw = (await opened.read_file(FILES)) or b""
            paths, softlinks = tuple(line for line in raw.decode().splitlines() if line.strip()), set()
        members: list[str] = []
        symlinks: dict[str, str] = {}
        hardlinks: list[tuple[str, str]] = []
        for section in ("pkg", "info"):
            async for entry in opened.stream(section):  # type: ignore[arg-type]
                members.append(entry.name)
                if entry.is_symlink:
                    symlinks[entry.name] = entry.link_target or ""
                elif entry.is_hardlink:
                    hardlinks.append((entry.name, entry.link_target or ""))
    except Exception as error:  # rattler raises its own types for an archive it cannot read
        raise UnsafePackageError(
            tr("CondaArchives", "The conda package {archive} is refused: it cannot be read ({error}).").format(
                archive=name, error=str(error).splitlines()[0] if str(error) else type(error).__name__),
            hint=tr("CondaArchives", "Nothing was linked. Use the official conda-forge channel or a mirror you "
                    "trust, then try again."), context={"archive": name}) from error
    for path in softlinks - symlinks.keys():  # a link paths.json names that the archive does not hold
        symlinks[path] = ""
    listing = PackageListing(package, name, paths, tuple(members), tuple(symlinks.items()), tuple(hardlinks))
    return listing, raw


def drop_stale_cache_entries(records: Sequence[Any], listed: Sequence[bytes], cache_dir: Path) -> None:
    """Remove each package-cache entry whose ``paths.json`` is not its checked archive's (``listed``), or that
    is a link, so rattler extracts it again from the checked copy instead of linking what an older run left."""
    for record, wanted in zip(records, listed, strict=True):
        entry = cache_dir / re.sub(r"\.(conda|tar\.bz2)$", "", str(record.file_name))
        if not entry.exists() and not entry.is_symlink():
            continue
        try:
            kept = entry / (PATHS_JSON if (entry / PATHS_JSON).exists() else FILES)
            same = not entry.is_symlink() and kept.read_bytes() == wanted
        except OSError:
            same = False
        if not same:
            if entry.is_symlink():
                entry.unlink()
            else:
                delete_tree(entry)
            entry.with_name(entry.name + ".lock").unlink(missing_ok=True)
