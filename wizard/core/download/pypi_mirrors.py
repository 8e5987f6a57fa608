"""Python package index mirrors for the environment step: the list, a latency probe, the remembered choice.

The choice is remembered in the settings file (``NetworkSettings.package_index``, saved by the front-ends
through :mod:`.settings_file`); here it is only looked up in the list.

"default" means pip's own default index: we then pass no ``--index-url`` at all, so the official host
is never written by us. The probe is bounded: every mirror in parallel, one HEAD request each, a
short timeout, and a mirror that does not answer is ranked last, never waited for.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import current_language, tr
from wizard.resources import resource_path

from .network import NetworkSettings, make_session

DEFAULT_ID = "default"


@dataclass(frozen=True)
class PypiMirror:
    """One index. ``url`` None: pip's default."""

    id: str
    name: str
    url: str | None
    region: str = ""
    name_zh: str = ""

    @property
    def display_name(self) -> str:
        """The name in the current language."""
        return self.name_zh if current_language() == "zh_CN" and self.name_zh else self.name


@dataclass(frozen=True)
class MirrorLatency:
    """How long the index took to answer; ``seconds`` None when it did not answer in time."""

    mirror: PypiMirror
    seconds: float | None
    problem: str = ""


def load_mirrors(path: Path | None = None) -> list[PypiMirror]:
    """The shipped list (``resources/mirrors/pypi.json``), "default" first."""
    data = json.loads((path or resource_path("mirrors", "pypi.json")).read_text(encoding="utf-8"))
    mirrors = [_mirror(row) for row in data["mirrors"]]
    mirrors.sort(key=lambda mirror: mirror.id != DEFAULT_ID)
    return mirrors


def _mirror(row: dict[str, Any]) -> PypiMirror:
    return PypiMirror(
        str(row["id"]),
        str(row["name"]),
        row.get("url"),
        str(row.get("region", "")),
        str(row.get("name_zh", "")),
    )


def pip_default_index() -> str | None:
    """pip's default index URL as pip itself defines it (for probing only); None when pip is absent."""
    try:
        import importlib

        module = importlib.import_module("pip._internal.models.index")
        url = getattr(getattr(module, "PyPI", None), "simple_url", None)
    except Exception:  # pip internals may move; the default then stays unprobed
        return None
    return url if isinstance(url, str) else None


def probe_latency(
    mirrors: Sequence[PypiMirror],
    timeout: float = 3.0,
    workers: int = 8,
    session: requests.Session | None = None,
    default_url: str | None = None,
) -> list[MirrorLatency]:
    """Time one HEAD request per index, all in parallel, each bounded by ``timeout``; fastest first."""
    session = session or make_session()
    default_url = default_url if default_url is not None else pip_default_index()

    def measure(mirror: PypiMirror) -> MirrorLatency:
        url = mirror.url or default_url
        if url is None:
            return MirrorLatency(mirror, None, "unknown address")
        started = time.monotonic()
        try:
            response = session.head(url, timeout=timeout, allow_redirects=True)
            response.close()
        except requests.RequestException as error:
            return MirrorLatency(mirror, None, type(error).__name__)
        if response.status_code >= 400:
            return MirrorLatency(mirror, None, f"HTTP {response.status_code}")
        return MirrorLatency(mirror, time.monotonic() - started)

    with ThreadPoolExecutor(max_workers=max(1, min(workers, len(mirrors) or 1))) as pool:
        results = list(pool.map(measure, mirrors))
    return rank(results)


def rank(results: Sequence[MirrorLatency]) -> list[MirrorLatency]:
    """Answering mirrors by latency; the silent ones after them, "default" first among those."""
    return sorted(results, key=lambda r: (r.seconds is None, r.seconds or 0.0, r.mirror.id != DEFAULT_ID))


def chosen_mirror(settings: NetworkSettings, mirrors: Sequence[PypiMirror] | None = None) -> PypiMirror | None:
    """The package index remembered in ``settings`` (settings_file.remember_package_index), or None when none
    was picked or the one picked is no longer listed."""
    if not settings.package_index:
        return None
    return next((mirror for mirror in mirrors or load_mirrors() if mirror.id == settings.package_index), None)


def find_mirror(mirror_id: str, mirrors: Sequence[PypiMirror] | None = None) -> PypiMirror:
    """The mirror with this id, or a BadInputError listing the valid ids."""
    listed = list(mirrors or load_mirrors())
    for mirror in listed:
        if mirror.id == mirror_id:
            return mirror
    raise BadInputError(
        tr("Mirrors", "Unknown package index mirror {name!r}.").format(name=mirror_id),
        hint=tr("Mirrors", "Choose one of: {names}.").format(names=", ".join(m.id for m in listed)),
    )


def pip_index_args(mirror: PypiMirror | None) -> list[str]:
    """Arguments for ``pip install``: nothing for the default index, ``--index-url URL`` for a mirror."""
    if mirror is None or mirror.url is None:
        return []
    return ["--index-url", mirror.url]
