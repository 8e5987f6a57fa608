"""Read-only lookups over a :class:`Catalog` that the planner needs, built once per catalog object.

These are private query helpers: the shared ``wizard.core.catalog.query`` module serves other callers,
while the planner keeps its own small, fast index so that one plan takes well under 50 ms.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wizard.core.catalog.model import (
    Catalog,
    CondaPackage,
    CpuBuild,
    CudaMajor,
    CudaRelease,
    OsName,
    Resolution,
    TfBuild,
)
from wizard.core.catalog.query import major_minor
from wizard.core.planner.versions import newest_first, parse

CPU_PAGE = "S3"  # TensorFlow: pip install page, which every CPU reason cites beside its file lists


@dataclass(frozen=True)
class CatalogIndex:
    """TensorFlow GPU releases per OS, CPU wheels per OS/arch, CUDA releases per line, conda channel rows."""

    catalog: Catalog
    builds: dict[OsName, dict[str, TfBuild]]
    versions: tuple[str, ...]
    versions_by_os: dict[OsName, tuple[str, ...]]
    cuda_series: dict[str, tuple[CudaRelease, ...]]
    majors: dict[int, CudaMajor]
    cpu: dict[tuple[str, str], dict[str, tuple[CpuBuild, ...]]]
    conda: dict[tuple[str, str], CondaPackage]
    # Where each planned requirement resolves from wheels, by (package, version, platform) (S42)
    resolution: dict[tuple[str, str, str], Resolution]
    # Answers derived from the catalog alone (e.g. the newest release that runs a compute capability
    # natively), kept for the life of the index; pure, so safe to share.
    derived: dict[tuple[object, ...], object] = field(default_factory=dict, compare=False, repr=False)

    def build(self, os_name: OsName, version: str) -> TfBuild | None:
        """The GPU build row of ``version`` for ``os_name``, if the catalog has one."""
        return self.builds[os_name].get(version)

    def versions_for(self, os_name: OsName) -> list[str]:
        """Releases with a GPU build for ``os_name``, newest first."""
        return list(self.versions_by_os[os_name])

    def cite(self, *ids: str) -> str:
        """``S1, S7``: bare source ids in the order given, each once (front-ends link them to the URLs)."""
        seen: list[str] = []
        for source_id in ids:
            for part in source_id.split(","):
                if part.strip() and part.strip() not in seen:
                    seen.append(part.strip())
        return ", ".join(seen)

    def cpu_rows(self, os_name: str, arch: str, version: str) -> tuple[CpuBuild, ...]:
        """The CPU wheel rows of ``version`` for one OS and architecture, ``tensorflow-cpu`` first."""
        return self.cpu.get((os_name, arch), {}).get(version, ())

    def cite_pick(self, sources: tuple[str, ...], *preferred: str) -> str:
        """Cite the ``preferred`` ids that ``sources`` has (the row's own evidence), else its first id."""
        picked = [i for i in preferred if i in sources] or list(sources[:1])
        return self.cite(*picked)

    def cite_row(self, row: TfBuild | CpuBuild | None, *preferred: str) -> str:
        """:meth:`cite_pick` over a row's sources; a CPU row adds TensorFlow's pip install page (S3).

        The CPU rows rest on the package index's file lists, which have no page to open; the pip install page
        is the document that names tensorflow-cpu and the Python and system it needs, so a reader can follow it.
        """
        cited = self.cite_pick(row.sources if row is not None else (), *preferred)
        return self.cite(cited, CPU_PAGE) if isinstance(row, CpuBuild) else cited

    def cuda_releases(self, series: str) -> tuple[CudaRelease, ...]:
        """CUDA releases of one major.minor (``11.2`` -> 11.2.0, 11.2.1, 11.2.2), oldest first."""
        return self.cuda_series.get(major_minor(series), ())


_CACHE: dict[int, CatalogIndex] = {}


def index_catalog(catalog: Catalog) -> CatalogIndex:
    """The index of ``catalog``, built on first use (the catalog is immutable; the index keeps it alive)."""
    found = _CACHE.get(id(catalog))
    if found is not None and found.catalog is catalog:
        return found
    index = _build_index(catalog)
    if len(_CACHE) > 16:
        _CACHE.clear()
    _CACHE[id(catalog)] = index
    return index


def _build_index(catalog: Catalog) -> CatalogIndex:
    builds: dict[OsName, dict[str, TfBuild]] = {"linux": {}, "windows": {}}
    for row in catalog.tensorflow:
        for version in row.versions:
            builds[row.os].setdefault(version, row)
    series: dict[str, list[CudaRelease]] = {}
    for release in catalog.cuda:
        series.setdefault(major_minor(release.version), []).append(release)
    cpu: dict[tuple[str, str], dict[str, list[CpuBuild]]] = {}
    for cpu_row in catalog.cpu_builds:
        for version in cpu_row.versions:
            cpu.setdefault((cpu_row.os, cpu_row.arch), {}).setdefault(version, []).append(cpu_row)
    every = [v for per_os in builds.values() for v in per_os]
    return CatalogIndex(
        catalog=catalog,
        builds=builds,
        versions=tuple(newest_first(every)),
        versions_by_os={os_name: tuple(newest_first(list(rows))) for os_name, rows in builds.items()},
        cuda_series={k: tuple(sorted(v, key=lambda r: parse(r.version))) for k, v in series.items()},
        majors={m.major: m for m in catalog.cuda_majors},
        cpu={key: {v: tuple(sorted(rows, key=_cpu_first)) for v, rows in per.items()} for key, per in cpu.items()},
        conda={(row.os, row.name): row for row in catalog.conda},
        resolution={(row.package, version, row.platform): row for row in catalog.resolution
                    for version in row.versions},
    )


def _cpu_first(row: CpuBuild) -> int:
    """``tensorflow-cpu`` before ``tensorflow``: the smaller download without CUDA code (issue 7)."""
    return 0 if row.package == "tensorflow-cpu" else 1
