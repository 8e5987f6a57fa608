"""``zlibwapi.dll`` for the Windows cuDNN releases 8.3 to 8.9, and where it came from.

Why this module refuses to fetch the DLL by itself: NVIDIA's cuDNN 8.x Windows guide ("Installing Zlib")
sent users to a third-party page that publishes no checksum, and the folk fixes (DLL download sites,
renaming Nsight's or a game's ``zlib.dll``: PaddleOCR#8400, KataGo#828, where a 32-bit copy gave error 193)
are exactly what a trusted installer must not do. The trustworthy source we accept is conda-forge's
``libzlib-wapi`` package for win-64 (conda-forge's own Windows ``cudnn`` 8.x packages depend on it, so it is
the copy that is known to work with cuDNN): the user downloads the ``.tar.bz2``, copies its sha256 from the
channel's file listing, and we verify that hash, unpack it with the safe extractor, and check the DLL is
a 64-bit PE image. A DLL the user already has is accepted too, after the same 64-bit check, and the
journal says which one was used. No checksum we could confirm here is hard-coded, so none is guessed.
"""

from __future__ import annotations

import hashlib
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import BadInputError
from wizard.basics.events import run_to_completion
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.core.archives.private_copy import private_copy
from wizard.core.archives.safe_extract import ExtractLimits, extract_archive
from wizard.core.catalog.model import CudnnRelease, OsName

DLL_NAME = "zlibwapi.dll"
_PE_AMD64 = 0x8664
_PACKAGE_MEMBER = "Library/bin/zlibwapi.dll"


@dataclass(frozen=True)
class ZlibSource:
    """A verified ``zlibwapi.dll``: the file, its sha256, and a sentence saying where it came from."""

    path: Path
    sha256: str
    provenance: str


class ZlibwapiError(BadInputError):
    """The offered zlibwapi.dll (or package) cannot be trusted or used."""

    reference = "zlibwapi-invalid"


def needs_zlibwapi(release: CudnnRelease | None, version: str | None, os_name: OsName) -> bool:
    """True for Windows cuDNN 8.3-8.9 (the catalog flag first, the version rule as fallback)."""
    if os_name != "windows":
        return False
    if release is not None:
        return release.needs_zlibwapi_windows
    parts = [int(p) for p in (version or "0.0").split(".")[:2]]
    return parts[0] == 8 and parts[1] >= 3


def instructions() -> str:
    """What the user should do when the DLL is needed and none was given (shown, never guessed)."""
    return tr(
        "Zlib",
        "cuDNN 8.3 to 8.9 on Windows needs zlibwapi.dll, which NVIDIA does not ship in the cuDNN zip. "
        "Get it from conda-forge: download the win-64 package 'libzlib-wapi' (.tar.bz2) from the "
        "conda-forge channel, copy the sha256 shown for that file, then run: tfgpu-wizard install-cudnn ... "
        "--zlibwapi FILE.tar.bz2 --zlibwapi-sha256 HEX. Do not use DLL download sites or a renamed zlib.dll "
        "from another program: a wrong or 32-bit copy makes TensorFlow fail with error 126 or 193.",
    )


def is_amd64_dll(path: Path) -> bool:
    """True when ``path`` is a PE image for x64 (the 'MZ' stub, then 'PE\\0\\0' and machine 0x8664)."""
    try:
        with path.open("rb") as stream:
            head = stream.read(4096)
    except OSError:
        return False
    if len(head) < 64 or head[:2] != b"MZ":
        return False
    offset = struct.unpack_from("<I", head, 0x3C)[0]
    if offset + 6 > len(head) or head[offset:offset + 4] != b"PE\0\0":
        return False
    return bool(struct.unpack_from("<H", head, offset + 4)[0] == _PE_AMD64)


def sha256_of(path: Path) -> str:
    """Hex sha256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def zlib_from_file(path: Path, expected_sha256: str | None, work_dir: Path) -> ZlibSource:
    """Verify a user-given DLL or conda-forge package and return the DLL with its provenance.

    The file is read once, into a private folder under ``work_dir``; the checks and the returned DLL are
    that copy's, so swapping the user's file after the check changes nothing (issue 8, item 4)."""
    try:
        copy = private_copy(path, Path(tempfile.mkdtemp(prefix="zlib-src-", dir=work_dir)))
    except OSError as error:
        raise ZlibwapiError(
            tr("Zlib", "{name} could not be read: {problem}").format(name=path.name,
                                                                   problem=os_error_text(error)),
            hint=instructions(),
        ) from None
    actual, path = copy.sha256, copy.path
    if expected_sha256 and actual != expected_sha256.lower():
        raise ZlibwapiError(
            tr("Zlib", "{name} does not have the sha256 you gave (it has {actual}).").format(
                name=path.name, actual=actual),
            hint=tr("Zlib", "Download the file again and copy the sha256 from the same page."),
        )
    if path.name.endswith(".tar.bz2"):
        return _from_package(path, actual, expected_sha256, work_dir)
    if not is_amd64_dll(path):
        raise ZlibwapiError(
            tr("Zlib", "{name} is not a 64-bit Windows DLL.").format(name=path.name),
            hint=instructions(),
        )
    checked = tr("Zlib", "sha256 checked") if expected_sha256 else tr("Zlib", "no sha256 given")
    provenance = tr("Zlib", "{name} given by the user ({checked}, 64-bit DLL), sha256 {sha256}").format(
        name=path.name, checked=checked, sha256=actual)
    return ZlibSource(path, actual, provenance)


def _from_package(package: Path, actual: str, expected: str | None, work_dir: Path) -> ZlibSource:
    if not expected:
        raise ZlibwapiError(
            tr("Zlib", "A conda package is only used with the sha256 from its channel."),
            hint=tr("Zlib", "Add --zlibwapi-sha256 with the value shown next to the file on conda-forge."),
        )
    staging = Path(tempfile.mkdtemp(prefix="zlib-", dir=work_dir)) / "pkg"
    run_to_completion(extract_archive(package, staging, ExtractLimits(max_total_bytes=256 << 20)))
    dll = staging / _PACKAGE_MEMBER
    if not is_amd64_dll(dll):
        raise ZlibwapiError(
            tr("Zlib", "{name} holds no 64-bit {member}.").format(name=package.name, member=_PACKAGE_MEMBER),
            hint=instructions(),
        )
    provenance = tr("Zlib", "{member} from the conda-forge package {name} (sha256 {sha256} checked)").format(
        member=_PACKAGE_MEMBER, name=package.name, sha256=actual)
    return ZlibSource(dll, sha256_of(dll), provenance)
