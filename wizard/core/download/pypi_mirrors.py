"""Python package index mirrors for the environment step: the shipped list and the remembered choice.

The choice is remembered in the settings file (``NetworkSettings.package_index``, saved by the front-ends
through :mod:`.settings_file`); here it is only looked up in the list. A mirror reaches the installer through
its environment (:mod:`wizard.core.pyenv.index`), never its command line.

"default" means pip's own default index: no index address is given at all, so the official host is never
written by us.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import current_language, tr
from wizard.resources import resource_path

from .network import NetworkSettings

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


def chosen_mirror(settings: NetworkSettings, mirrors: Sequence[PypiMirror] | None = None) -> PypiMirror | None:
    """The package index remembered in ``settings`` (settings_file.remember_package_index), or None when none
    was picked or the one picked is no longer listed."""
    if not settings.package_index:
        return None
    return next((mirror for mirror in mirrors or load_mirrors() if mirror.id == settings.package_index), None)


def find_mirror(mirror_id: str, mirrors: Sequence[PypiMirror] | None = None) -> PypiMirror:
    """The mirror with this id, or a BadInputError listing the valid ids (``apply --package-index``)."""
    listed = list(mirrors or load_mirrors())
    for mirror in listed:
        if mirror.id == mirror_id:
            return mirror
    raise BadInputError(
        tr("Mirrors", "Unknown package index mirror {name!r}.").format(name=mirror_id),
        hint=tr("Mirrors", "Choose one of: {names}.").format(names=", ".join(m.id for m in listed)),
    )
