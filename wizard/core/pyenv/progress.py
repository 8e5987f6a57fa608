"""A progress figure from the installer's own lines: packages known, fetched and installed.

uv says ``Resolved 38 packages``, ``Downloading tensorflow-cpu (240.2MiB)``, ``Downloaded ...``,
``Installed 38 packages``; pip says ``Collecting X``, ``Installing collected packages: a, b`` and
``Successfully installed ...``. Both are stable, documented-by-use output; an unknown line changes nothing, so
a new wording costs the bar its precision, never the install. ``Advanced`` carries absolute counts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from wizard.basics.events import Advanced, Event

_RESOLVED = re.compile(r"^Resolved (\d+) packages?")
_INSTALLED = re.compile(r"^(?:Installed|Audited) (\d+) packages?")
_DOWNLOADED = re.compile(r"^\s*Downloaded \S+")
_COLLECTING = re.compile(r"^Collecting \S+")
_PIP_INSTALLING = re.compile(r"^Installing collected packages: (.+)$")
_PIP_DONE = re.compile(r"^Successfully installed ")


@dataclass
class InstallProgress:
    """Feed it lines; it answers with an :class:`Advanced` whenever the figure moved."""

    key: str
    done: int = 0
    total: int | None = None
    _seen: set[str] = field(default_factory=set)

    def feed(self, line: str) -> Sequence[Event]:
        """The events ``line`` causes (none for most lines)."""
        before = (self.done, self.total)
        self._update(line.strip())
        if (self.done, self.total) == before:
            return ()
        return (Advanced(self.key, self.done, self.total),)

    def _update(self, line: str) -> None:
        if match := _RESOLVED.match(line):
            self.total = int(match.group(1))
        elif match := _INSTALLED.match(line):
            self.done = self.total = max(int(match.group(1)), self.total or 0)
        elif _DOWNLOADED.match(line) or _COLLECTING.match(line):
            self.done = min(self.done + 1, self.total) if self.total else self.done + 1
        elif match := _PIP_INSTALLING.match(line):
            self.total = len([name for name in match.group(1).split(",") if name.strip()])
        elif _PIP_DONE.match(line) and self.total is not None:
            self.done = self.total
