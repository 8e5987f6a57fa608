"""Every path a conda package would write, checked to stay inside the env before anything is linked.

A conda package is hostile until checked (design 4b): its ``info/paths.json`` names the files the linker writes,
relative to the env, and its archive holds the files and the links the package cache keeps. An entry with a
``..`` part, an absolute path, or a path that passes through a link (one the package brings, or one already in
the env) can make the linker write outside the env: ``lnk/../../../.bashrc`` resolved through a link the package
keeps in the cache overwrote a user's start-up file. PEP 706's ``data`` filter is the model: refuse, never
repair. The wizard's own marker and the env's interpreter are the wizard's: only the ``python`` package may
bring the interpreter, and no package the marker.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.pyenv.envs import MARKER, read_marker

INTERPRETER = re.compile(r"(bin/python(3(\.\d+)?)?|pythonw?\.exe)", re.IGNORECASE)
INTERPRETER_PACKAGE = "python"
DRIVE = re.compile(r"^[A-Za-z]:")


class UnsafePackageError(BadInputError):
    """A conda package would write outside its env, or replace the wizard's marker or the env's interpreter."""

    reference = "conda-package-unsafe"


@dataclass(frozen=True)
class PackageListing:
    """What one package archive would put into the env: its ``paths.json`` entries, its archive members, and the
    links among them (member path -> target as the archive stores it; hard links name another member)."""

    package: str
    archive: str
    paths: tuple[str, ...]
    members: tuple[str, ...] = ()
    symlinks: tuple[tuple[str, str], ...] = ()
    hardlinks: tuple[tuple[str, str], ...] = ()


def check_listings(listings: Sequence[PackageListing], prefix: Path, *, windows: bool = False) -> None:
    """Refuse (:class:`UnsafePackageError`) the first path of ``listings`` that could leave ``prefix``, pass through
    a link, or replace the marker or (for a package other than ``python``) the interpreter."""
    links = {_key(path, windows) for listing in listings for path, _target in listing.symlinks}
    for listing in listings:
        for path in (*listing.paths, *listing.members):
            _check_path(listing, path, links, windows)
        for path, target in listing.symlinks:
            if (why := _link_target_problem(path, target)) is not None:
                raise _refused(listing, f"{path} -> {target}", why)
        for path, target in listing.hardlinks:
            if (why := path_problem(target)) is not None:
                raise _refused(listing, f"{path} => {target}", why)
    for listing in listings:
        for path in listing.paths:
            if (link := _existing_link(prefix, path)) is not None:
                raise _refused(listing, path, tr("CondaPaths", "{link} in the environment is a link").format(
                    link=link))


def check_marker(prefix: Path, name: str, kind: str) -> None:
    """After linking (the marker written again): the marker is a plain file saying this env, else refused."""
    document = None if (prefix / MARKER).is_symlink() else read_marker(prefix)
    if not document or document.get("name") != name or document.get("kind") != kind:
        raise UnsafePackageError(
            tr("CondaPaths", "The environment {prefix} does not hold the wizard's record after its conda packages "
               "were linked.").format(prefix=prefix),
            hint=tr("CondaPaths", "Undo this environment, then use the official "
                    "conda-forge channel or a mirror you trust."), context={"path": str(prefix / MARKER)})


def path_problem(path: str) -> str | None:
    """Why ``path`` (relative to the env, ``/`` or ``\\`` separated) is no plain path inside it, or None."""
    if not path or "\0" in path:
        return tr("CondaPaths", "the path is empty or holds a NUL character")
    if path.startswith(("/", "\\")) or DRIVE.match(path):
        return tr("CondaPaths", "the path is absolute")
    if ".." in _parts(path):
        return tr("CondaPaths", "the path climbs out with '..'")
    return None


def _check_path(listing: PackageListing, path: str, links: set[str], windows: bool) -> None:
    if (why := path_problem(path)) is not None:
        raise _refused(listing, path, why)
    parts = _parts(path)
    for end in range(1, len(parts)):
        above = "/".join(parts[:end])
        if _key(above, windows) in links:
            raise _refused(listing, path, tr("CondaPaths", "it passes through the link {link} the packages "
                                              "bring").format(link=above))
    relative = "/".join(parts)
    if relative.casefold() == MARKER.casefold():
        raise _refused(listing, path, tr("CondaPaths", "it would replace the wizard's own record of the "
                                          "environment"))
    if INTERPRETER.fullmatch(relative) and listing.package != INTERPRETER_PACKAGE:
        raise _refused(listing, path, tr("CondaPaths", "only the python package may bring the environment's "
                                          "Python"))


def _link_target_problem(path: str, target: str) -> str | None:
    """A link must point inside the env: relative, climbing only at its start, and not above the env's top."""
    if not target or "\0" in target:
        return tr("CondaPaths", "the link's target is empty")
    if target.startswith(("/", "\\")) or DRIVE.match(target):
        return tr("CondaPaths", "the link points to an absolute path")
    parts = _parts(target)
    climbs = len(parts) - len(list(_dropwhile_climbs(parts)))
    if ".." in parts[climbs:]:
        return tr("CondaPaths", "the link's target climbs with '..' after going down")
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname("/".join(_parts(path))), "/".join(parts)))
    if resolved == ".." or resolved.startswith("../"):
        return tr("CondaPaths", "the link points outside the environment")
    return None


def _dropwhile_climbs(parts: list[str]) -> Iterable[str]:
    index = 0
    while index < len(parts) and parts[index] == "..":
        index += 1
    return parts[index:]


def _existing_link(prefix: Path, path: str) -> str | None:
    """The first part of ``path`` that already is a link in ``prefix`` (walked without following links)."""
    here = prefix
    for part in _parts(path):
        here = here / part
        if here.is_symlink():
            return here.relative_to(prefix).as_posix()
        if not here.exists():
            return None
    return None


def _parts(path: str) -> list[str]:
    return [part for part in re.split(r"[/\\]", path) if part not in ("", ".")]


def _key(path: str, windows: bool) -> str:
    joined = "/".join(_parts(path))
    return joined.casefold() if windows else joined


def _refused(listing: PackageListing, path: str, why: str) -> UnsafePackageError:
    return UnsafePackageError(
        tr("CondaPaths", "The conda package {archive} is refused: its path {path} is unsafe ({why}).").format(
            archive=listing.archive, path=path, why=why),
        hint=tr("CondaPaths", "Nothing was linked. Use the official conda-forge channel or a mirror you trust, "
                "then try again."),
        context={"package": listing.package, "archive": listing.archive, "path": path},
    )
