"""conda-forge mirrors offered beside the package index mirrors (``resources/mirrors/conda.json``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.i18n import current_language
from wizard.resources import resource_path


@dataclass(frozen=True)
class CondaMirror:
    """One mirror of the conda-forge channel: its address replaces conda-forge for every conda package."""

    id: str
    name: str
    url: str
    name_zh: str = ""

    @property
    def display_name(self) -> str:
        """The name in the current language."""
        return self.name_zh if current_language() == "zh_CN" and self.name_zh else self.name


def load_conda_mirrors(path: Path | None = None) -> list[CondaMirror]:
    """The shipped list, in its order."""
    data = json.loads((path or resource_path("mirrors", "conda.json")).read_text(encoding="utf-8"))
    return [CondaMirror(str(row["id"]), str(row["name"]), str(row["url"]).rstrip("/"), str(row.get("name_zh", "")))
            for row in data["mirrors"]]


def conda_mirror_for(channel: str | None, mirrors: list[CondaMirror] | None = None) -> CondaMirror | None:
    """The listed mirror whose address is ``channel`` (a trailing slash aside), or None."""
    if not channel:
        return None
    wanted = channel.rstrip("/")
    try:
        listed = mirrors if mirrors is not None else load_conda_mirrors()
    except (OSError, ValueError, KeyError):  # an unreadable list only loses the mirror's name: its address shows
        return None
    return next((mirror for mirror in listed if mirror.url == wanted), None)
