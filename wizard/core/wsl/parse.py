"""wsl.exe's own answers read into facts: its encoding, its localized labels, the old inbox wsl.exe.

Why this way: wsl.exe writes its messages in UTF-16LE (unless ``WSL_UTF8=1`` is set, which older builds ignore),
and the labels of ``--version`` and ``--status`` are translated ("WSL version:", "WSL-Version:", "WSL 版本："),
so a value is found by its place in the answer and its shape, never by its label. The header of ``-l -v``
(NAME STATE VERSION) is not translated, but the STATE words are. The old inbox wsl.exe (before the Store WSL)
has no ``--version``: it answers "Invalid command line option" (in the user's language) and exits non-zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wizard.core.wsl.facts import WslDistro

_VERSION = re.compile(r"^\d+(?:\.\d+){1,3}$")
_LABELLED = re.compile(r"^(?P<label>[^:：]+)[:：]\s*(?P<value>.+)$")
_LIST_ROW = re.compile(r"^(?P<default>\*)?\s*(?P<name>\S+)\s+(?P<state>\S+)\s+(?P<version>[12])\s*$")


def decode_wsl(raw: bytes) -> str:
    """wsl.exe's bytes as text: UTF-16LE when they look like it (a BOM, or NUL in every second byte), else UTF-8."""
    if raw.startswith(b"\xff\xfe"):
        text = raw[2:].decode("utf-16-le", errors="replace")
    elif len(raw) >= 2 and raw[1::2].count(0) * 2 >= len(raw[1::2]):
        text = raw.decode("utf-16-le", errors="replace")
    else:
        text = raw.decode("utf-8", errors="replace")
    return text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")


@dataclass(frozen=True)
class VersionAnswer:
    """``wsl --version`` read: the WSL, kernel and Windows versions (the first, second and last lines)."""

    wsl: str
    kernel: str | None
    windows: str | None

    @property
    def windows_build(self) -> int | None:
        """The build number of ``10.0.22631.2861`` (22631)."""
        parts = (self.windows or "").split(".")
        return int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else None


def parse_version(text: str) -> VersionAnswer | None:
    """The versions in a ``wsl --version`` answer in any language; None when it holds none (the inbox wsl.exe)."""
    values = [match.group("value").strip() for line in text.splitlines()
              if (match := _LABELLED.match(line.strip()))]
    if not values or not _VERSION.match(values[0]):
        return None
    kernel = values[1] if len(values) > 1 else None
    windows = values[-1] if len(values) > 2 and _VERSION.match(values[-1]) else None
    return VersionAnswer(values[0], kernel, windows)


def is_unknown_option(text: str) -> bool:
    """True for the old inbox wsl.exe's "Invalid command line option" answer in any language: it prints its usage,
    whose option names (``--exec``) are never translated; the Store WSL's "not installed" message has none."""
    return "--exec" in text


def parse_status_default_version(text: str) -> int | None:
    """The default WSL version in a ``wsl --status`` answer: the labelled value that is just 1 or 2."""
    for line in text.splitlines():
        match = _LABELLED.match(line.strip())
        if match and match.group("value").strip() in ("1", "2"):
            return int(match.group("value").strip())
    return None


def parse_list(text: str) -> tuple[WslDistro, ...]:
    """The distributions of a ``wsl -l -v`` answer (the header NAME STATE VERSION is never translated)."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines or not _is_list_header(lines[0]):
        return ()
    found: list[WslDistro] = []
    for line in lines[1:]:
        match = _LIST_ROW.match(line.strip())
        if match:
            found.append(WslDistro(match.group("name"), int(match.group("version")), match.group("state"),
                                   default=bool(match.group("default"))))
    return tuple(found)


def _is_list_header(line: str) -> bool:
    return line.split() == ["NAME", "STATE", "VERSION"]
