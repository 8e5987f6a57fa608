"""Read-only lookups over a :class:`Catalog` that the planner needs, built once per catalog object.

These are private query helpers: the shared ``wizard.core.catalog.query`` module serves other callers,
while the planner keeps its own small, fast index so that one plan takes well under 50 ms.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.core.catalog.model import Catalog, CudaMajor, CudaRelease, OsName, TfBuild
from wizard.core.catalog.query import major_minor
from wizard.core.planner.versions import newest_first, parse


@dataclass(frozen=True)
class CatalogIndex:
    """TensorFlow releases per OS, CUDA releases per major.minor, sources by id."""

    catalog: Catalog
    builds: dict[OsName, dict[str, TfBuild]]
    versions: tuple[str, ...]
    versions_by_os: dict[OsName, tuple[str, ...]]
    cuda_series: dict[str, tuple[CudaRelease, ...]]
    majors: dict[int, CudaMajor]
    source_titles: dict[str, str]

    def build(self, os_name: OsName, version: str) -> TfBuild | None:
        """The GPU build row of ``version`` for ``os_name``, if the catalog has one."""
        return self.builds[os_name].get(version)

    def versions_for(self, os_name: OsName) -> list[str]:
        """Releases with a GPU build for ``os_name``, newest first."""
        return list(self.versions_by_os[os_name])

    def cite(self, *ids: str) -> str:
        """``S1 TF tested build configurations; S7 ...``: ids with titles, in the order given."""
        seen: list[str] = []
        for source_id in ids:
            if source_id and source_id not in seen:
                seen.append(source_id)
        return "; ".join(
            f"{i} {self.source_titles[i]}".strip() if i in self.source_titles else i for i in seen
        )

    def cite_pick(self, sources: tuple[str, ...], *preferred: str) -> str:
        """Cite the ``preferred`` ids that ``sources`` has (the row's own evidence), else its first id."""
        picked = [i for i in preferred if i in sources] or list(sources[:1])
        return self.cite(*picked)

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
    every = [v for per_os in builds.values() for v in per_os]
    return CatalogIndex(
        catalog=catalog,
        builds=builds,
        versions=tuple(newest_first(every)),
        versions_by_os={os_name: tuple(newest_first(list(rows))) for os_name, rows in builds.items()},
        cuda_series={k: tuple(sorted(v, key=lambda r: parse(r.version))) for k, v in series.items()},
        majors={m.major: m for m in catalog.cuda_majors},
        source_titles={s.id: s.title for s in catalog.sources},
    )
