"""``/etc/wsl.conf``'s ``[user] default=`` set, the rest of the file kept as it was (pure text logic)."""

from __future__ import annotations

import re

_SECTION = re.compile(r"^\s*\[(?P<name>[^\]]+)\]\s*$")
_DEFAULT = re.compile(r"^\s*default\s*=")


def with_default_user(text: str, user: str) -> str:
    """``text`` with ``default=USER`` in its ``[user]`` section (added, or the old value replaced)."""
    lines = text.splitlines()
    section = ""
    start = None
    for index, line in enumerate(lines):
        found = _SECTION.match(line)
        if found:
            if section == "user":
                break
            section = found.group("name").strip().lower()
            if section == "user":
                start = index
            continue
        if section == "user" and _DEFAULT.match(line):
            lines[index] = f"default={user}"
            return "\n".join(lines) + "\n"
    if start is None:
        prefix = "\n".join(lines).rstrip("\n")
        return (prefix + "\n\n" if prefix else "") + f"[user]\ndefault={user}\n"
    lines.insert(start + 1, f"default={user}")
    return "\n".join(lines) + "\n"
