"""Small pure lookups over a loaded :class:`Catalog`, so the planner never walks the raw rows itself.

Every list comes back newest first (by ``packaging.version.Version``). Versions are compared as versions,
never as strings: "2.10.1" is newer than "2.9.3", and "2.15.0.post1" is newer than "2.15.0".
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class TfRelease:
    """One TensorFlow release on one OS, with the build row that describes it."""

    version: str
    build: TfBuild


def major_minor(version: str) -> str:
    """``"11.2.2"`` -> ``"11.2"``: the CUDA line a release belongs to (also fine for cuDNN and TF)."""
    return ".".join(version.split(".")[:2])


def tf_releases(catalog: Catalog, os: OsName) -> tuple[TfRelease, ...]:
    """Every TensorFlow GPU release for ``os``, newest first, each with its build row."""
    releases = [TfRelease(v, build) for build in catalog.tensorflow if build.os == os for v in build.versions]
    return tuple(sorted(releases, key=lambda release: Version(release.version), reverse=True))


def tf_releases_matching(catalog: Catalog, os: OsName, wish: str) -> tuple[TfRelease, ...]:
    """Releases for a user's wish, newest first (see :func:`matches_wish`)."""
    return tuple(release for release in tf_releases(catalog, os) if matches_wish(release.version, wish))


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


def cuda_releases_for(catalog: Catalog, line: str) -> tuple[CudaRelease, ...]:
    """Every CUDA release of one ``major.minor`` line (``"11.2"`` -> 11.2.2, 11.2.1, 11.2.0), newest first."""
    found = [release for release in catalog.cuda if major_minor(release.version) == line]
    return tuple(sorted(found, key=lambda release: Version(release.version), reverse=True))


def cuda_major(catalog: Catalog, major: int) -> CudaMajor | None:
    """Minor-version-compatibility floors and lowest buildable CC for one CUDA major, if catalogued."""
    return next((row for row in catalog.cuda_majors if row.major == major), None)


def cudnn_candidates(
    catalog: Catalog, cuda_line: str, major: int, min_version: str
) -> tuple[CudnnRelease, ...]:
    """cuDNN releases TF's start-up check accepts on CUDA ``cuda_line``, newest first.

    TF accepts the same cuDNN major with a version at or above the one it was compiled with (compat-facts
    R3); the release must also be built for that CUDA line, since a "for CUDA 11.x" package does not work
    with CUDA 10 or 12.
    """
    floor = Version(min_version)
    found = [
        release
        for release in catalog.cudnn
        if Version(release.version).major == major
        and Version(release.version) >= floor
        and cuda_line in release.cuda
    ]
    return tuple(sorted(found, key=lambda release: Version(release.version), reverse=True))


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


def preferred_cudnn(catalog: Catalog, build: TfBuild) -> CudnnRelease | None:
    """The cuDNN to install for ``build`` from an archive on its OS: the tested minor if possible.

    Among the accepted releases with an archive for ``build.os`` and ``build.cuda``, the tested line
    (``build.cudnn``, e.g. 8.1) wins, else any accepted one (TF 1.15 was tested with 7.4 but needs 7.6);
    inside that, an archive with a published sha256 first (it can be verified), then the newest.
    Newer minors also pass TF's check but bring new needs (zlibwapi.dll on Windows from 8.3), so the
    tested line is the safer default.
    """
    major = Version(build.cudnn).major
    usable = [
        (archive.sha256 is not None, Version(release.version), release)
        for release in cudnn_candidates(catalog, build.cuda, major, build.cudnn_min)
        if (archive := cudnn_archive(release, build.os, build.cuda)) is not None
    ]
    usable.sort(key=lambda item: item[:2], reverse=True)
    tested = [item for item in usable if major_minor(item[2].version) == major_minor(build.cudnn)]
    best = tested or usable
    return best[0][2] if best else None


def cuda_installer(release: CudaRelease, os: OsName) -> Archive | None:
    """The local installer of a CUDA release for ``os``, or None when the catalog has none."""
    return next((archive for archive in release.installers if archive.os == os), None)


def source(catalog: Catalog, source_id: str) -> Source:
    """The source cited as ``source_id`` (``"S1"``); KeyError for an id the catalog does not define."""
    for row in catalog.sources:
        if row.id == source_id:
            return row
    raise KeyError(source_id)
