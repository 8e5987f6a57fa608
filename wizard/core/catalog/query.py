"""Small pure lookups over a loaded :class:`Catalog`, so the planner never walks the raw rows itself.

Versions are compared as versions (``packaging.version.Version``), never as strings: "2.10.1" is newer than
"2.9.3", and "2.15.0.post1" is newer than "2.15.0".
"""

from __future__ import annotations

from packaging.version import InvalidVersion, Version

from wizard.core.catalog.model import (
    Archive,
    Catalog,
    CudaMajor,
    CudaRelease,
    CudnnRelease,
    OsName,
    Source,
    TfBuild,
)


def major_minor(version: str) -> str:
    """``"11.2.2"`` -> ``"11.2"``: the CUDA line a release belongs to (also fine for cuDNN and TF)."""
    return ".".join(version.split(".")[:2])


def matches_wish(version: str, wish: str) -> bool:
    """True when ``version`` is one a wish names: ``"newest"`` (all), a series ``"2.4"``, or exact ``"2.4.0"``.

    A wish with three or more parts is exact; one or two parts name a series (``"2"`` is every 2.x).
    An unparsable wish matches nothing (the planner reports that as bad input).
    """
    if wish == "newest":
        return True
    try:
        wanted = Version(wish)
    except InvalidVersion:
        return False
    parts = len(wanted.release)
    if parts >= 3 or wanted.is_postrelease:
        return Version(version) == wanted
    return Version(version).release[:parts] == wanted.release


def find_tf_build(catalog: Catalog, os: OsName, version: str) -> TfBuild | None:
    """The build row of one exact release (``"2.15.0.post1"``); None when the catalog has no such build."""
    try:
        wanted = Version(version)
    except InvalidVersion:
        return None
    for build in catalog.tensorflow:
        if build.os == os and any(str(Version(v)) == str(wanted) for v in build.versions):
            return build
    return None


def cuda_major(catalog: Catalog, major: int) -> CudaMajor | None:
    """Minor-version-compatibility floors and lowest buildable CC for one CUDA major, if catalogued."""
    return next((row for row in catalog.cuda_majors if row.major == major), None)


def cudnn_archive(release: CudnnRelease, os: OsName, cuda_line: str) -> Archive | None:
    """The archive of ``release`` to fetch for CUDA ``cuda_line`` on ``os``, or None when none is catalogued.

    New archives name a CUDA major (``..._cuda12-archive``) and serve every line of it; old ones name one
    CUDA version and serve it plus the lines listed in ``serves`` (8.1's ``cudnn-11.2-...`` serves 11.0-11.2,
    S17). A package for another line is never substituted: NVIDIA built 8.0.5 once per line.
    """
    if cuda_line not in release.cuda:
        return None
    major = cuda_line.split(".", maxsplit=1)[0]
    for archive in release.archives:
        if archive.os == os and (archive.cuda_variant in (cuda_line, major) or cuda_line in archive.serves):
            return archive
    return None


def cuda_installer(release: CudaRelease, os: OsName) -> Archive | None:
    """The local installer of a CUDA release for ``os``, or None when the catalog has none."""
    return next((archive for archive in release.installers if archive.os == os), None)


def source(catalog: Catalog, source_id: str) -> Source:
    """The source cited as ``source_id`` (``"S1"``); KeyError for an id the catalog does not define."""
    for row in catalog.sources:
        if row.id == source_id:
            return row
    raise KeyError(source_id)
