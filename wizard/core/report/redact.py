"""Redaction: take out who and where (user name, home folder, host name) and every secret, before rendering.

Applied once to the report model (never to one rendering), so every format and the preview carry the same
redacted text. Two kinds of rule:

- literals this machine knows: the user name, the home folder, the host name, the GPUs' UUIDs, passwords
  in the proxy variables; matched case-insensitively (Windows names are), the home folder in both slash
  directions, a host name only as a whole word, a user name only between characters that are not letters or
  digits (a user called "ai" must not turn "main" into "m<user>n", but "ai-laptop" is "<user>-laptop");
- patterns for what no list can know: every secret shape of :mod:`wizard.basics.secrets_mask` (credentials and
  tokens in URLs, well-known token shapes, ``*_TOKEN=`` pairs, ``--password X``, ``Authorization`` headers),
  anyone's home folder (``/home/<name>``, ``/Users/<name>``, ``C:\\Users\\<name>``), GPU/MIG UUIDs, serial
  numbers.

Folders outside a home folder (the env's root, a project folder elsewhere, PATH entries, /usr/local/cuda-12.2)
stay as they are: docs/privacy.md says so to the user, and lists every family (:data:`PLACE_FAMILIES` here, the
secrets' families in :mod:`wizard.basics.secrets_mask`).
"""

from __future__ import annotations

import contextlib
import functools
import getpass
import os
import re
import socket
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote, urlsplit

from wizard.basics.facts import MachineFacts
from wizard.basics.secrets_mask import HIDDEN, mask_secrets
from wizard.core.report.model import Report, report_from_dict

USER = "<user>"
HOME = "~"
HOST = "<host>"
GPU_UUID = "<gpu-uuid>"
# Where a literal counts: anywhere (""), as a whole word of letters, digits, "_" and "-" (a host name), as a
# name between anything but letters and digits ("alice" in "alice-laptop", "tf_alice", "alice.keras"), or as a
# path that does not go on into a longer folder name (the home "/home/al" is not in "/home/alice").
Bound = Literal["", "word", "name", "path"]
_BOUNDS: dict[str, tuple[str, str]] = {
    "": ("", ""),
    "word": (r"(?<![A-Za-z0-9_\-])", r"(?![A-Za-z0-9_\-])"),
    "name": (r"(?<![A-Za-z0-9])", r"(?![A-Za-z0-9])"),
    "path": ("", r"(?![A-Za-z0-9_.\-])"),
}
# Account names that identify nobody and are ordinary words ("Add ... to PATH (this user)"): a home folder
# named after them is still hidden, the word itself is not.
GENERIC_USERS = frozenset({"user", "users", "home", "admin", "administrator", "root", "owner", "guest", "default"})
# Home folders named after no one: they stay as they are.
SHARED_HOMES = frozenset({"public", "default", "default user", "all users", "shared"})
_NAME = r"[^\\/\s\"'<>|:*?]"  # a character of a folder name (a Windows one may hold spaces)
_LAST = r"[^\\/\s\"'<>|:*?,;()\[\]]"  # ... of one ending a sentence: "in /home/bob." or "(/home/bob)"
_OTHER_HOME = re.compile(
    rf"(?i)((?:(?<![A-Za-z0-9])[A-Za-z]:)?[\\/]+(?:home|Users)[\\/]+)"
    rf"(?P<name>{_NAME}+(?: {_NAME}+)*(?=[\\/])|{_LAST}*(?!\.){_LAST})")
_PATTERNS: tuple[tuple[str, re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (  # (family, pattern, how)
    ("any-home", _OTHER_HOME,
     lambda m: m.group(0) if m.group("name").lower() in SHARED_HOMES else f"{m.group(1)}{USER}"),
    ("gpu-uuid", re.compile(r"(?i)\b((?:GPU|MIG)-)[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b"),
     lambda m: GPU_UUID),
    ("serial-number", re.compile(r"(?i)\b(serial(?:[ _\-]?(?:number|no\.?|num))?[\"']?\s*[:=#]\s*[\"']?)"
                                 r"[A-Za-z0-9\-]{4,}"), lambda m: f"{m.group(1)}{HIDDEN}"),
)
# What this machine knows and hides as written (see :func:`redactor_for`), by the family docs/privacy.md names.
LITERAL_FAMILIES = ("own-home", "proxy-password", "gpu-uuid", "host-name", "user-name")
# Every family of who and where that the report hides besides the secrets of :mod:`wizard.basics.secrets_mask`.
PLACE_FAMILIES = tuple(dict.fromkeys([*LITERAL_FAMILIES, *(name for name, _p, _r in _PATTERNS)]))


@dataclass(frozen=True)
class Redactor:
    """Replaces what identifies the user or could let someone in; ``literals`` are (text, replacement)."""

    literals: tuple[tuple[str, str, Bound], ...]  # (secret, replacement, what must not touch it)

    def text(self, value: str) -> str:
        """``value`` with every known secret and every secret-looking pattern replaced."""
        for secret, replacement, bound in self.literals:
            if secret:
                value = _literal(secret, bound).sub(_constant(replacement), value)
        value = mask_secrets(value)
        for _family, pattern, replace in _PATTERNS:
            value = pattern.sub(replace, value)
        return value

    def value(self, data: Any) -> Any:
        """A JSON-ready value with every string redacted (not the keys: they are the schema's field names)."""
        if isinstance(data, str):
            return self.text(data)
        if isinstance(data, list):
            return [self.value(item) for item in data]
        if isinstance(data, dict):
            return {key: self.value(item) for key, item in data.items()}
        return data


def redact_report(report: Report, redactor: Redactor) -> Report:
    """The same report with every string redacted, marked ``redacted``."""
    data = redactor.value(report.to_dict())
    data["redacted"] = True
    return report_from_dict(data)


def redactor_for(
    facts: MachineFacts | None = None,
    *,
    secrets: Iterable[str] = (),
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
    users: Iterable[str] = (),
) -> Redactor:
    """The redactor for this machine: its user, home and host names, ``facts``' GPUs, and ``secrets``; ``users``:
    more account names to hide (the Linux user inside WSL, whose name may differ from the Windows one)."""
    env = os.environ if environ is None else environ
    homes = _homes(env, home)
    names = {name for name in {*_users(env), *(Path(h).name for h in homes), *users}
             if name.lower() not in GENERIC_USERS}
    hosts = _hosts(env, facts)
    literals: list[tuple[str, str, Bound]] = []
    for path in sorted(homes, key=len, reverse=True):
        literals += [(variant, HOME, "path") for variant in _slash_variants(path)]
    literals += [(secret, HIDDEN, "") for secret in {*secrets, *_proxy_secrets(env)} if secret]
    literals += [(gpu.uuid, GPU_UUID, "") for gpu in (facts.gpus if facts else ()) if gpu.uuid]
    literals += [(name, HOST, "word") for name in sorted(hosts, key=len, reverse=True)]
    literals += [(name, USER, "name") for name in sorted(names, key=len, reverse=True)]
    return Redactor(tuple(item for item in literals if item[0].strip()))


def _constant(text: str) -> Callable[[re.Match[str]], str]:
    """A replacement function (a replacement string would read backslashes in ``text`` as escapes)."""
    return lambda _match: text


@functools.cache
def _literal(secret: str, bound: Bound) -> re.Pattern[str]:
    """``secret`` as a pattern; ``bound`` names the characters that may not stand next to it (see :data:`Bound`)."""
    before, after = _BOUNDS[bound]
    return re.compile(f"{before}{re.escape(secret)}{after}", re.IGNORECASE)


def _homes(env: Mapping[str, str], home: Path | None) -> set[str]:
    found = {str(home)} if home is not None else set()
    found |= {env[name] for name in ("HOME", "USERPROFILE") if env.get(name)}
    with contextlib.suppress(RuntimeError):  # no home folder can be determined
        found.add(str(Path.home()))
    return {path.rstrip("/\\") for path in found if len(path.rstrip("/\\")) > 1}


def _users(env: Mapping[str, str]) -> set[str]:
    found = {env[name] for name in ("USER", "USERNAME", "LOGNAME") if env.get(name)}
    with contextlib.suppress(OSError, KeyError, ImportError):  # no user name anywhere
        found.add(getpass.getuser())
    return found


def _hosts(env: Mapping[str, str], facts: MachineFacts | None) -> set[str]:
    found = {socket.gethostname(), env.get("COMPUTERNAME", ""), env.get("HOSTNAME", "")}
    if facts is not None:
        found.add(facts.hostname)
    return {part for name in found if name for part in (name, name.split(".")[0]) if part}


def _proxy_secrets(env: Mapping[str, str]) -> set[str]:
    """The passwords (and user names) written into the proxy variables' addresses."""
    found: set[str] = set()
    for name, value in env.items():
        if "proxy" in name.lower() and "@" in value:
            try:
                parts = urlsplit(value if "://" in value else f"http://{value}")
            except ValueError:
                continue
            found |= {unquote(part) for part in (parts.password, parts.username) if part}
    return found


def _slash_variants(path: str) -> list[str]:
    return list(dict.fromkeys([path, path.replace("\\", "/"), path.replace("/", "\\")]))
