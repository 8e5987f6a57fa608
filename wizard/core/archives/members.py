"""Pure checks on archive member names and links, shared by the zip and the tar scanners.

Why our own checks on top of ``tarfile``'s ``data`` filter: that filter has had bypasses (CVE-2024-12718,
CVE-2025-4138/4330/4435/4517, fixed in June 2025; later gh-149486, gh-151558), and ``zipfile`` has no filter
at all. So every member is judged here, by name only, before a single byte is written (pip's
``is_within_directory``, rustup's "only Normal components" rule in ``dist/component/package.rs``).
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import Literal

from wizard.basics.i18n import tr

MemberKind = Literal["file", "dir", "symlink", "hardlink", "other"]

_DRIVE = re.compile(r"^[A-Za-z]:")
# Windows refuses these names in any folder, whatever the extension (learn.microsoft.com, "Naming Files").
_RESERVED = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$)(\..*)?$", re.IGNORECASE)


@dataclass(frozen=True)
class Member:
    """One archive entry as the scanner saw it: normalised name, kind, size and link target."""

    name: str
    kind: MemberKind
    size: int = 0
    link: str = ""


def normalise_name(raw: str) -> tuple[str, str]:
    """(normalised relative POSIX name, problem); the problem is empty when the name is safe.

    Backslashes count as separators, because a Windows extractor would treat them so.
    """
    if not raw or "\x00" in raw:
        return "", tr("Archive", "an empty name or a name with a NUL character")
    name = raw.replace("\\", "/")
    if name.startswith("/"):
        return "", tr("Archive", "an absolute path")
    if _DRIVE.match(name):
        return "", tr("Archive", "a path with a drive letter")
    parts = [part for part in name.split("/") if part not in ("", ".")]
    if not parts:
        return "", tr("Archive", "a name that points at the destination folder itself")
    for part in parts:
        if part == "..":
            return "", tr("Archive", "a '..' component that climbs out of the folder")
        if ":" in part:
            return "", tr("Archive", "a ':' in a name (a drive or an alternate data stream on Windows)")
        if _RESERVED.match(part):
            return "", tr("Archive", "a name Windows reserves for a device ({name})").format(name=part)
    return "/".join(parts), ""


def link_target(member_name: str, link: str) -> tuple[str, str]:
    """Where a symlink named ``member_name`` points, as a name relative to the archive root; or a problem.

    Only relative targets without ``..`` are accepted: such a link can only point at or below its own
    folder, so no chain of links can climb out of the destination.
    """
    if not link or "\x00" in link:
        return "", tr("Archive", "a link with an empty target")
    target = link.replace("\\", "/")
    if target.startswith("/") or _DRIVE.match(target):
        return "", tr("Archive", "a link to an absolute path")
    if ".." in target.split("/"):
        return "", tr("Archive", "a link that climbs out with '..'")
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(member_name), target))
    if resolved in ("", "."):
        return "", tr("Archive", "a link to the destination folder itself")
    return normalise_name(resolved)  # a ':' or a device name in the target is as hostile as in a name


def parents_of(name: str) -> list[str]:
    """Every folder above ``name`` inside the archive: ``a/b/c`` -> ``['a', 'a/b']``."""
    parts = name.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts))]


def check_members(members: list[Member]) -> list[str]:
    """Problems across members: duplicates, files written through links, hardlinks to unknown files."""
    problems: list[str] = []
    seen: dict[str, MemberKind] = {}
    folders: set[str] = set()  # every folder some earlier member lies in, listed or not
    for member in members:
        if member.kind != "dir" and member.name in folders:
            clash = tr("Archive", "{name}: a file or link where the archive already has a folder")
            problems.append(clash.format(name=member.name))
        folders.update(parents_of(member.name))
        previous = seen.get(member.name)
        if previous is not None and not (previous == "dir" and member.kind == "dir"):
            problems.append(tr("Archive", "{name}: appears twice").format(name=member.name))
        through = [p for p in parents_of(member.name) if seen.get(p) in ("symlink", "hardlink", "file")]
        if through:
            problems.append(
                tr("Archive", "{name}: would be written through the link or file {link}").format(
                    name=member.name, link=through[0]
                )
            )
        if member.kind == "hardlink" and seen.get(member.link) != "file":
            problem = tr("Archive", "{name}: a hard link to {target}, not to an earlier file of the archive")
            problems.append(problem.format(name=member.name, target=member.link))
        seen.setdefault(member.name, member.kind)
    return problems
