"""The Download page's sizes before "Download all", without Qt: which files still need one, and the total."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wizard.gui.models.download_files import AnyRequest


def sizes_to_ask(requests: Iterable[AnyRequest]) -> dict[str, str]:
    """File name -> address, for the files whose size the catalog does not record (a server may say it)."""
    return {request.name: request.url for request in requests if request.size is None}


def sizes_by_name(asked: Mapping[str, str], answers: Mapping[str, int | None]) -> dict[str, int]:
    """The sizes the servers gave, by file name (the ones that gave none are left out)."""
    return {name: size for name, url in asked.items() if (size := answers.get(url)) is not None}


@dataclass(frozen=True)
class PlannedTotal:
    """Before downloading: the sum of the known sizes and how many files have none."""

    known: int
    unknown: int


def planned_total(sizes: Iterable[int | None]) -> PlannedTotal:
    """The total of the files to download (sizes None where unknown)."""
    values = list(sizes)
    return PlannedTotal(sum(size for size in values if size), sum(1 for size in values if not size))
