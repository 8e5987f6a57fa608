"""The compatibility catalog from its JSON documents (a folder like ``resources/catalog/`` or an update's
``files``), every row validated.

Why validate at every start: the planner trusts the catalog completely (a wrong cuDNN minor or a missing
CUDA row becomes a broken install on someone's machine), so a bad edit must stop the program with a
message naming the file, the row and the problem (``tensorflow.json row 12 (linux 2.4.0): ...``), never
surface later as a strange plan. Rows are numbered from 1 in the order they appear in their list.
Plain ``json`` + :func:`wizard.basics.serial.from_dict` keep the load fast (well under 30 ms).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from packaging.version import Version

from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.basics.serial import SchemaError, from_dict
from wizard.core.catalog.bundle import MANIFEST_FILE, NO_BUNDLE, BundleInfo, BundleProblemError, manifest_from
from wizard.core.catalog.conda_gpu_rows import check_conda_gpu_builds
from wizard.core.catalog.cpu_rows import check_conda_packages, check_cpu_builds, check_sdist_pins, check_tool_pins
from wizard.core.catalog.framework_model import BuildKind, FrameworkRelease
from wizard.core.catalog.framework_rows import FRAMEWORK_FILES, check_build_kinds, check_framework_releases
from wizard.core.catalog.model import (
    Archive,
    Catalog,
    CondaGpuBuild,
    CondaPackage,
    CpuBuild,
    CudaMajor,
    CudaRelease,
    CudnnRelease,
    Resolution,
    SdistPin,
    Source,
    TfBuild,
    ToolPin,
)
from wizard.core.catalog.query import major_minor
from wizard.core.catalog.resolution_rows import check_resolution
from wizard.core.catalog.rowcheck import Where as _Where
from wizard.core.catalog.rowcheck import check_cc as _check_cc
from wizard.core.catalog.rowcheck import check_cc_list as _check_cc_list
from wizard.core.catalog.rowcheck import check_cited as _check_cited
from wizard.core.catalog.rowcheck import check_major_minor as _check_major_minor
from wizard.core.catalog.rowcheck import check_unique as _check_unique
from wizard.core.catalog.rowcheck import fail as _fail
from wizard.core.catalog.rowcheck import version as _version

CATALOG_SCHEMA = 1
CATALOG_FILES = ("sources.json", "tensorflow.json", "tensorflow_cpu.json", "cuda.json", "cudnn.json", "conda.json",
                 "conda_gpu.json", "tooling.json", "resolution.json", *FRAMEWORK_FILES)
# A catalog made before issue 33 (an update, a test's folder) has no framework files: it has no such rows.
_OPTIONAL_FILES = frozenset(FRAMEWORK_FILES)
_SHA256 = re.compile(r"[0-9a-fA-F]{64}")
_MD5 = re.compile(r"[0-9a-fA-F]{32}")
# NVIDIA's published md5 lists live on its own hosts (S16), e.g. developer.download.nvidia.com.
_VENDOR_LIST = re.compile(r"https://([a-z0-9-]+\.)*nvidia\.com/[^\s?#]+")
# Native Windows GPU builds end at 2.10 (S2); tensorflow-gpu is a failing stub from 2.12 (S5 2.12.0).
_LAST_WINDOWS_GPU = Version("2.10.999")
_FIRST_GPU_STUB = Version("2.12")

T = TypeVar("T")


def catalog_from_folder(folder: Path) -> Catalog:
    """The validated catalog in ``folder``, with its manifest (version 0 where a folder has none)."""
    documents = {name: _read(folder, name) for name in CATALOG_FILES
                 if name not in _OPTIONAL_FILES or (folder / name).exists()}
    return catalog_from_documents(documents, _manifest_of(folder))


def catalog_from_documents(documents: dict[str, Any], info: BundleInfo) -> Catalog:
    """The validated catalog from ``documents`` (file name -> parsed JSON), each file's schema checked."""
    doc = {name: _checked(name, documents.get(name)) for name in CATALOG_FILES
           if name not in _OPTIONAL_FILES or name in documents}
    sources = _parse_rows(Source, doc, "sources.json", "sources", _label_source)
    builds = _parse_rows(TfBuild, doc, "tensorflow.json", "builds", _label_build)
    cudas = _parse_rows(CudaRelease, doc, "cuda.json", "releases", _label_version, table="releases")
    majors = _parse_rows(CudaMajor, doc, "cuda.json", "majors", _label_major, table="majors")
    cudnns = _parse_rows(CudnnRelease, doc, "cudnn.json", "releases", _label_version)
    cpu_builds = _parse_rows(CpuBuild, doc, "tensorflow_cpu.json", "builds", _label_build)
    conda = _parse_rows(CondaPackage, doc, "conda.json", "packages", _label_package)
    conda_gpu = _parse_rows(CondaGpuBuild, doc, "conda_gpu.json", "builds", _label_conda_build)
    tools = _parse_rows(ToolPin, doc, "tooling.json", "tools", _label_tool)
    sdists = _parse_rows(SdistPin, doc, "tooling.json", "sdists", _label_tool)
    resolution = _parse_rows(Resolution, doc, "resolution.json", "requirements", _label_resolution)
    known = _check_sources(sources)
    _check_cuda_releases(cudas, known)
    _check_cuda_majors(majors, known)
    _check_cudnn_releases(cudnns, known)
    _check_tf_builds(builds, known, cudas, cudnns)
    check_cpu_builds(cpu_builds, known)
    check_conda_packages(conda, known)
    check_conda_gpu_builds(conda_gpu, known, {major_minor(release.version) for _, release in cudas})
    check_tool_pins(tools, known)
    check_sdist_pins(sdists, known)
    check_resolution(resolution, known)
    kinds, releases = _framework_rows(doc, known)
    return Catalog(
        schema=CATALOG_SCHEMA,
        tensorflow=tuple(row for _, row in builds),
        cuda=tuple(row for _, row in cudas),
        cuda_majors=tuple(row for _, row in majors),
        cudnn=tuple(row for _, row in cudnns),
        sources=tuple(row for _, row in sources),
        cpu_builds=tuple(row for _, row in cpu_builds),
        conda=tuple(row for _, row in conda),
        tools=tuple(row for _, row in tools),
        sdists=tuple(row for _, row in sdists),
        conda_gpu=tuple(row for _, row in conda_gpu),
        resolution=tuple(row for _, row in resolution),
        info=info,
        build_kinds=kinds,
        framework_releases=releases,
    )


def _framework_rows(
    doc: dict[str, dict[str, Any]], known: set[str]
) -> tuple[tuple[BuildKind, ...], tuple[FrameworkRelease, ...]]:
    """The build kinds and releases of every framework file present, each file validated on its own."""
    kinds: list[BuildKind] = []
    releases: list[FrameworkRelease] = []
    for name, (framework, package) in FRAMEWORK_FILES.items():
        if name not in doc:
            continue
        kind_rows = _parse_rows(BuildKind, doc, name, "builds", _label_tag, table="builds")
        release_rows = _parse_rows(FrameworkRelease, doc, name, "releases", _label_version, table="releases")
        tags = check_build_kinds(kind_rows, framework, known)
        check_framework_releases(release_rows, package, tags, known)
        kinds += [row for _, row in kind_rows]
        releases += [row for _, row in release_rows]
    return tuple(kinds), tuple(releases)


def _label_tag(raw: Any) -> str:
    return str(raw.get("tag", "?")) if isinstance(raw, dict) else "?"


def _manifest_of(folder: Path) -> BundleInfo:
    """``bundle.json`` of ``folder``; a folder without one (a test's hand-made catalog) is version 0."""
    path = folder / MANIFEST_FILE
    if not path.exists():
        return NO_BUNDLE
    try:
        return manifest_from(json.loads(path.read_text(encoding="utf-8")))
    except BundleProblemError as problem:
        _fail(MANIFEST_FILE, "{problem}", problem=problem)
    except (OSError, ValueError) as error:
        _fail(MANIFEST_FILE, tr("Catalog", "cannot read the file ({error})"), error=error)


def _read(folder: Path, name: str) -> Any:
    """One catalog file's JSON (checked by :func:`_checked`)."""
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        _fail(name, tr("Catalog", "cannot read the file ({error})"), error=os_error_text(error))
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        problem = tr("Catalog", "not valid JSON at line {line}, column {column}: {error}")
        _fail(name, problem, line=error.lineno, column=error.colno, error=error.msg)
    return document


def _checked(name: str, document: Any) -> dict[str, Any]:
    """``document`` as a dict, with its schema number checked."""
    if document is None:
        _fail(name, tr("Catalog", "the file is missing"))
    if not isinstance(document, dict):
        _fail(name, tr("Catalog", "the file must hold a JSON object"))
    if document.get("schema") != CATALOG_SCHEMA:
        problem = tr("Catalog", "schema is {found}, this program reads schema {expected}")
        _fail(name, problem, found=json.dumps(document.get("schema")), expected=CATALOG_SCHEMA)
    return document


def _parse_rows(
    cls: type[T],
    docs: dict[str, dict[str, Any]],
    file: str,
    key: str,
    label: Callable[[Any], str],
    *,
    table: str = "",
) -> list[tuple[_Where, T]]:
    """Rows of list ``key`` in ``file`` as ``cls``, each with its place for error messages."""
    raw_rows = docs[file].get(key)
    if not isinstance(raw_rows, list):
        _fail(file, tr("Catalog", 'the list "{key}" is missing'), key=key)
    rows = []
    for index, raw in enumerate(raw_rows):
        where = _Where(file, index, label(raw), table)
        try:
            rows.append((where, from_dict(cls, raw)))
        except SchemaError as error:
            _fail(where, tr("Catalog", "field {field}: {problem}"), field=error.field, problem=error.problem)
    return rows


def _label_build(raw: Any) -> str:
    if not isinstance(raw, dict):
        return "?"
    versions = raw.get("versions")
    first = versions[0] if isinstance(versions, list) and versions else "?"
    return f"{raw.get('os', '?')} {first}"


def _label_version(raw: Any) -> str:
    return str(raw.get("version", "?")) if isinstance(raw, dict) else "?"


def _label_major(raw: Any) -> str:
    return f"major {raw.get('major', '?')}" if isinstance(raw, dict) else "?"


def _label_package(raw: Any) -> str:
    return f"{raw.get('os', '?')} {raw.get('name', '?')}" if isinstance(raw, dict) else "?"


def _label_conda_build(raw: Any) -> str:
    if not isinstance(raw, dict):
        return "?"
    return f"{raw.get('channel', '?')} {raw.get('package', '?')}={raw.get('version', '?')}={raw.get('build', '?')}"


def _label_tool(raw: Any) -> str:
    return f"{raw.get('name', '?')} {raw.get('version', '?')}" if isinstance(raw, dict) else "?"


def _label_resolution(raw: Any) -> str:
    if not isinstance(raw, dict):
        return "?"
    versions = raw.get("versions")
    first = versions[0] if isinstance(versions, list) and versions else "?"
    return f"{raw.get('package', '?')} {first} {raw.get('platform', '?')}"


def _label_source(raw: Any) -> str:
    return str(raw.get("id", "?")) if isinstance(raw, dict) else "?"


# ---- checks shared by every table ---------------------------------------------------------------


def _check_archive(where: _Where, index: int, archive: Archive, known: set[str]) -> None:
    field = f"archives[{index}]"
    if not archive.url.startswith("https://"):
        problem = tr("Catalog", '{field}: url "{value}" does not start with https://')
        _fail(where, problem, field=field, value=archive.url)
    if archive.sha256 is not None and not _SHA256.fullmatch(archive.sha256):
        problem = tr("Catalog", '{field}: sha256 "{value}" is not 64 hexadecimal digits')
        _fail(where, problem, field=field, value=archive.sha256)
    if archive.md5 is not None and not _MD5.fullmatch(archive.md5):
        problem = tr("Catalog", '{field}: md5 "{value}" is not 32 hexadecimal digits')
        _fail(where, problem, field=field, value=archive.md5)
    if archive.size is not None and archive.size <= 0:
        _fail(where, tr("Catalog", "{field}: size must be a positive number of bytes"), field=field)
    if archive.checksums_url is not None and not _VENDOR_LIST.fullmatch(archive.checksums_url):
        problem = tr("Catalog", '{field}: checksums_url "{value}" is not an https address on nvidia.com')
        _fail(where, problem, field=field, value=archive.checksums_url)
    _check_cited(where, archive.sources, known)


# ---- one check per table ------------------------------------------------------------------------


SHORT_TITLE = 60  # characters: a title is one short line in any language, the full reference is in ``details``


def _check_sources(rows: list[tuple[_Where, Source]]) -> set[str]:
    seen: dict[str, _Where] = {}
    for where, source in rows:
        _check_unique(seen, source.id, where)
        if not source.summary.strip() or "\n" in source.summary:
            _fail(where, tr("Catalog", "summary must be one sentence saying what the source is"))
        if not source.title.strip() or len(source.title) > SHORT_TITLE:
            _fail(where, tr("Catalog", "title must be a short name of at most {count} characters; the full "
                                       "reference goes into details").format(count=SHORT_TITLE))
    return set(seen)


def source_title(source: Source) -> str:
    """The source's short title in the reader's language (its Chinese lives in the CatalogSource context)."""
    return tr("CatalogSource", source.title) if source.title else ""


def source_summary(source: Source) -> str:
    """The source's one-line summary in the reader's language (its Chinese lives in the CatalogSource context)."""
    return tr("CatalogSource", source.summary) if source.summary else ""


def _check_cuda_releases(rows: list[tuple[_Where, CudaRelease]], known: set[str]) -> None:
    seen: dict[str, _Where] = {}
    for where, release in rows:
        _version(where, "version", release.version)
        _check_unique(seen, release.version, where)
        for field, driver in (
            ("driver_linux", release.driver_linux),
            ("driver_windows", release.driver_windows),
        ):
            if driver is not None:
                _version(where, field, driver)
        for index, archive in enumerate(release.installers):
            _check_archive(where, index, archive, known)
        _check_cited(where, release.sources, known)


def _check_cuda_majors(rows: list[tuple[_Where, CudaMajor]], known: set[str]) -> None:
    seen: dict[str, _Where] = {}
    for where, major in rows:
        _check_unique(seen, str(major.major), where)
        for field, floor in (("mvc_linux", major.mvc_linux), ("mvc_windows", major.mvc_windows)):
            if floor is not None:
                _version(where, field, floor)
        _check_cc(where, "min_cc", major.min_cc)
        _check_cited(where, major.sources, known)


def _check_cudnn_releases(rows: list[tuple[_Where, CudnnRelease]], known: set[str]) -> None:
    seen: dict[str, _Where] = {}
    for where, release in rows:
        _version(where, "version", release.version)
        if release.full_version is not None:
            _version(where, "full_version", release.full_version)
        _check_unique(seen, release.version, where)
        if not release.cuda:
            _fail(where, tr("Catalog", "cuda lists no CUDA version"))
        for cuda in release.cuda:
            _check_major_minor(where, "cuda", cuda)
        for os_name in release.libraries:
            if os_name not in ("linux", "windows"):
                _fail(where, tr("Catalog", 'libraries key "{value}" is not linux or windows'), value=os_name)
        _check_cc(where, "min_cc", release.min_cc)
        for index, archive in enumerate(release.archives):
            _check_archive(where, index, archive, known)
            _check_archive_lines(where, index, archive, release)
        _check_cited(where, release.sources, known)


def _check_archive_lines(where: _Where, index: int, archive: Archive, release: CudnnRelease) -> None:
    """A cuDNN archive may only serve CUDA lines its release is built for."""
    majors = {cuda.split(".", maxsplit=1)[0] for cuda in release.cuda}
    if archive.cuda_variant is not None and archive.cuda_variant not in {*release.cuda, *majors}:
        problem = tr("Catalog", "archives[{index}]: cuda_variant {value} is not a CUDA line of this release")
        _fail(where, problem, index=index, value=archive.cuda_variant)
    for line in archive.serves:
        if line not in release.cuda:
            problem = tr("Catalog", "archives[{index}]: serves CUDA {value}, not a CUDA line of this release")
            _fail(where, problem, index=index, value=line)


def _check_tf_builds(
    rows: list[tuple[_Where, TfBuild]],
    known: set[str],
    cudas: list[tuple[_Where, CudaRelease]],
    cudnns: list[tuple[_Where, CudnnRelease]],
) -> None:
    cuda_lines = {major_minor(release.version) for _, release in cudas}
    covered = {(cuda, Version(release.version).major) for _, release in cudnns for cuda in release.cuda}
    seen: dict[str, _Where] = {}
    for where, build in rows:
        _check_tf_versions(where, build, seen)
        _check_tf_python(where, build)
        _check_tf_libraries(where, build, cuda_lines, covered)
        _check_tf_compute(where, build)
        if build.glibc_min is not None:
            _version(where, "glibc_min", build.glibc_min)
        _check_cited(where, build.sources, known)


def _check_tf_versions(where: _Where, build: TfBuild, seen: dict[str, _Where]) -> None:
    if not build.versions:
        _fail(where, tr("Catalog", "versions lists no release"))
    for value in build.versions:
        version = _version(where, "versions", value)
        _check_unique(seen, f"{build.os} {version}", where)
        gpu_names = {build.package, *build.alt_packages}
        if "tensorflow-gpu" in gpu_names and version >= _FIRST_GPU_STUB:
            problem = tr("Catalog", "tensorflow-gpu {version} is a stub that fails to install")
            _fail(where, problem, version=value)
        if build.os == "windows" and version > _LAST_WINDOWS_GPU:
            problem = tr("Catalog", "native Windows has no GPU build of {version} (GPU ends at 2.10)")
            _fail(where, problem, version=value)
    if build.and_cuda and build.os != "linux":
        _fail(where, tr("Catalog", "and_cuda is true, but tensorflow[and-cuda] brings a GPU only on Linux"))


def _check_tf_python(where: _Where, build: TfBuild) -> None:
    if not build.python:
        _fail(where, tr("Catalog", "python lists no Python version"))
    for value in build.python:
        _check_major_minor(where, "python", value)


def _check_tf_libraries(
    where: _Where, build: TfBuild, cuda_lines: set[str], covered: set[tuple[str, int]]
) -> None:
    _check_major_minor(where, "cuda", build.cuda)
    if build.cuda not in cuda_lines:
        problem = tr("Catalog", "CUDA {cuda} is not the major.minor of any release in cuda.json")
        _fail(where, problem, cuda=build.cuda)
    cudnn = _version(where, "cudnn", build.cudnn)
    cudnn_min = _version(where, "cudnn_min", build.cudnn_min)
    if cudnn_min.major != cudnn.major:
        problem = tr("Catalog", "cudnn_min {cudnn_min} has a different major version than cudnn {cudnn}")
        _fail(where, problem, cudnn_min=build.cudnn_min, cudnn=build.cudnn)
    if (build.cuda, cudnn.major) not in covered:
        problem = tr("Catalog", "no cuDNN {major}.x release in cudnn.json is built for CUDA {cuda}")
        _fail(where, problem, major=cudnn.major, cuda=build.cuda)


def _check_tf_compute(where: _Where, build: TfBuild) -> None:
    min_cc = _check_cc(where, "min_cc", build.min_cc)
    sass = _check_cc_list(where, "sass", build.sass)
    _check_cc_list(where, "ptx", build.ptx)
    for value, parsed in zip(build.sass, sass, strict=True):
        if parsed < min_cc:
            problem = tr("Catalog", "min_cc {min_cc} is above the SASS entry {value}")
            _fail(where, problem, min_cc=build.min_cc, value=value)
    for value in build.ptx:
        if value not in build.sass:
            problem = tr("Catalog", "PTX entry {value} has no SASS entry (compute_XY embeds both)")
            _fail(where, problem, value=value)
