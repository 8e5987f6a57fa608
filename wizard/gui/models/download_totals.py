"""The Download page's totals line as figures, without Qt: files verified, bytes so far, the bar's value."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

BAR_MAX = 1000  # the total bar runs 0..1000 (bytes can exceed a QProgressBar's int range)


@dataclass(frozen=True)
class FileFigures:
    """One row as the totals see it: its state, the bytes on disk and the size (None while unknown)."""

    state: str
    done: int
    total: int | None


@dataclass(frozen=True)
class Totals:
    """Every file together; ``total`` is None unless the size of every file is known."""

    count: int
    verified: int
    done: int
    total: int | None

    @property
    def complete(self) -> bool:
        """Every file (at least one) is verified."""
        return self.count > 0 and self.verified == self.count

    @property
    def bar_value(self) -> int:
        """Bytes done out of :data:`BAR_MAX`; without known sizes, full once complete and empty before."""
        if self.total:
            return self.done * BAR_MAX // self.total
        return BAR_MAX if self.complete else 0


def totals_of(files: Iterable[FileFigures]) -> Totals:
    """Sum the rows; a row never counts more than its size (a resumed file may report past it)."""
    rows = list(files)
    known = [row.total for row in rows if row.total]
    total = sum(known) if known and len(known) == len(rows) else None
    done = sum(min(row.done, row.total or row.done) for row in rows)
    verified = sum(row.state == "verified" for row in rows)
    return Totals(len(rows), verified, done, total)
