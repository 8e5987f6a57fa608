"""A progress figure from the installer's own lines: packages known, fetched and installed, and bytes downloaded.

uv says ``Resolved 38 packages``, ``Downloading tensorflow-cpu (240.2MiB)``, `` Downloaded tensorflow-cpu``,
``Installed 38 packages`` (the download lines only for files over 1 MiB, when its output is not a terminal:
astral-sh/uv#11165); pip says ``Collecting X``, ``Downloading x.whl (8.2 MB)``, ``Installing collected
packages: a, b`` and ``Successfully installed ...``, and with ``--progress-bar raw`` (pip 24.1, pypa/pip#12586)
``Progress 10240 of 8239447`` under each download. Both are stable, documented-by-use output; an unknown line
changes nothing, so a new wording costs the bar its precision, never the install. ``Advanced`` carries
absolute counts: packages under the step's key, bytes under :data:`BYTES_KEY` (no ``Started``: the bar stays
the packages', the bytes are shown as words, "123 MB of 560 MB").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from wizard.basics.events import Advanced, Event
from wizard.basics.i18n import tr

BYTES_KEY = "env-bytes"
_RESOLVED = re.compile(r"^Resolved (\d+) packages?")
_INSTALLED = re.compile(r"^(?:Installed|Audited) (\d+) packages?")
_DOWNLOADED = re.compile(r"^\s*Downloaded (\S+)")
_COLLECTING = re.compile(r"^Collecting \S+")
_PIP_INSTALLING = re.compile(r"^Installing collected packages: (.+)$")
_PIP_DONE = re.compile(r"^Successfully installed ")
_DOWNLOADING = re.compile(r"^Downloading (\S+)(?: \((\d+(?:\.\d+)?) ?([kKMGT]?i?B)\))?$")
_RAW = re.compile(r"^Progress (\d+) of (\d+)$")
_UNITS = {"B": 1, "kB": 10**3, "KB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12,
          "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40}


def is_raw_progress(line: str) -> bool:
    """pip's ``Progress X of Y`` lines: counted, not shown in the log."""
    return _RAW.match(line.strip()) is not None


def bytes_text(done: int, total: int) -> str:
    """``123 MB of 560 MB downloaded``."""
    return tr("PyEnv", "{done} of {total} downloaded").format(done=_megabytes(done), total=_megabytes(total))


def _megabytes(size: int) -> str:
    return f"{size / 10**6:.1f} MB" if size < 10 * 10**6 else f"{size / 10**6:.0f} MB"


@dataclass
class ByteCount:
    """Bytes per file from the download lines; pip fetches one file at a time, uv several at once."""

    files: dict[str, list[int]] = field(default_factory=dict)
    current: str | None = None

    def figure(self) -> tuple[int, int]:
        """Bytes done and announced so far."""
        return sum(f[0] for f in self.files.values()), sum(f[1] for f in self.files.values())

    def update(self, line: str) -> None:
        """Take one (stripped) line of either installer."""
        if match := _RAW.match(line):
            if self.current is not None:
                self.files[self.current] = [int(match.group(1)), int(match.group(2))]
            return
        self._finish_pip_file()
        if (match := _DOWNLOADING.match(line)) and match.group(2):
            size = round(float(match.group(2)) * _UNITS.get(match.group(3), 1))
            self.files[match.group(1)] = [0, size]
            self.current = match.group(1)
        elif (match := _DOWNLOADING.match(line) or _DOWNLOADED.match(line)) and match.group(1) in self.files:
            self._complete(match.group(1))  # uv's " Downloaded x" (" Downloading x" in some releases)
        elif _INSTALLED.match(line) or _PIP_DONE.match(line) or _PIP_INSTALLING.match(line):
            for name in list(self.files):
                self._complete(name)

    def _finish_pip_file(self) -> None:
        """pip's next line after a download means that file is complete (its name is a file name or URL)."""
        if self.current is not None and any(mark in self.current for mark in (".whl", ".tar", "/", ".zip")):
            self._complete(self.current)
            self.current = None

    def _complete(self, name: str) -> None:
        self.files[name][0] = self.files[name][1]


@dataclass
class InstallProgress:
    """Feed it lines; it answers with an :class:`Advanced` whenever a figure moved (bytes: by 1% or more)."""

    key: str
    done: int = 0
    total: int | None = None
    _seen: set[str] = field(default_factory=set)
    bytes: ByteCount = field(default_factory=ByteCount)
    _shown: tuple[int, int] = (0, 0)

    def feed(self, line: str) -> Sequence[Event]:
        """The events ``line`` causes (none for most lines)."""
        before = (self.done, self.total)
        self._update(line.strip())
        self.bytes.update(line.strip())
        events: list[Event] = []
        if (self.done, self.total) != before:
            events.append(Advanced(self.key, self.done, self.total))
        done, total = self.bytes.figure()
        moved = total != self._shown[1] or done == total or done - self._shown[0] >= total // 100
        if total and moved and (done, total) != self._shown:
            self._shown = (done, total)
            events.append(Advanced(BYTES_KEY, done, total))
        return events

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
