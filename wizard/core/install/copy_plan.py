"""What a cuDNN copy will do, and whether it can: the plan and its preflight, before anything changes.

Preflight checks EVERY target and returns ALL problems at once (write permission, a folder where a file
must go, a file in use, free space for the new files and for the backups), so the user fixes everything
in one go and a refused copy has changed nothing (reliability-tests.md T-TXN-07).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.install.in_use import in_use_message
from wizard.platform import file_access

SPACE_MARGIN = 16 << 20  # room for the journal and one temp file's rounding


@dataclass(frozen=True)
class CopyItem:
    """One file (or symlink) to place: ``rel`` is its path under the destination root."""

    source: Path
    target: Path
    rel: str
    size: int
    is_link: bool
    replaces: bool


@dataclass(frozen=True)
class CopyPlan:
    """Every file and folder a copy creates or replaces, and where replaced files are backed up."""

    root: Path
    items: tuple[CopyItem, ...]
    new_dirs: tuple[Path, ...]
    backup_dir: Path

    @property
    def total_bytes(self) -> int:
        """Bytes of new content."""
        return sum(item.size for item in self.items)

    @property
    def replaced_bytes(self) -> int:
        """Bytes of existing files that get backed up."""
        return sum(_size(item.target) for item in self.items if item.replaces)


@dataclass(frozen=True)
class Problem:
    """One reason the copy cannot start; ``code`` is stable (permission, in-use, space, conflict, missing)."""

    code: str
    path: str
    message: str


class PreflightError(WizardError):
    """The copy cannot start; every problem is listed and nothing was changed."""

    reference = "copy-preflight-failed"


def _size(path: Path) -> int:
    try:
        return path.lstat().st_size
    except OSError:
        return 0


def plan_copy(mappings: Sequence[tuple[Path, str]], root: Path, backup_dir: Path) -> CopyPlan:
    """Walk each source folder; ``mappings`` pairs a source folder with a folder under ``root``."""
    items: list[CopyItem] = []
    dirs: list[Path] = []
    for source_dir, target_rel in mappings:
        for folder, subdirs, files in os.walk(source_dir):
            subdirs.sort()
            rel_folder = Path(folder).relative_to(source_dir)
            target_folder = root / target_rel / rel_folder
            dirs.append(target_folder)
            for name in sorted(files + [d for d in subdirs if (Path(folder) / d).is_symlink()]):
                source = Path(folder) / name
                rel = (Path(target_rel) / rel_folder / name).as_posix()
                target = root / rel
                items.append(CopyItem(source, target, rel, _size(source), source.is_symlink(),
                                      os.path.lexists(target)))
    return CopyPlan(root, tuple(items), _missing_dirs(dirs, root), backup_dir)


def _missing_dirs(dirs: list[Path], root: Path) -> tuple[Path, ...]:
    """Folders to create, parents first, the root's own ancestors included."""
    missing: set[Path] = set()
    for folder in dirs:
        for candidate in (folder, *folder.parents):
            if os.path.lexists(candidate):
                break
            missing.add(candidate)
    return tuple(sorted(missing, key=lambda p: (len(p.parts), str(p))))


def preflight(plan: CopyPlan, *, root_must_exist: bool = True) -> list[Problem]:
    """Every problem that would stop the copy; an empty list means it can start."""
    problems: list[Problem] = []
    if root_must_exist and not plan.root.is_dir():
        problems.append(Problem("missing", str(plan.root), tr(
            "Copy", "The CUDA folder {path} does not exist.").format(path=plan.root)))
    folders = {file_access.existing_ancestor(item.target.parent) for item in plan.items}
    folders.add(file_access.existing_ancestor(plan.backup_dir))
    for folder in sorted(folders):
        if not file_access.can_write_dir(folder):
            problems.append(Problem("permission", str(folder), tr(
                "Copy", "No permission to write in {path}.").format(path=folder)))
    for item in plan.items:
        problems += _check_target(item)
    problems += _check_space(plan)
    return problems


def _check_target(item: CopyItem) -> list[Problem]:
    target = item.target
    if target.is_dir() and not target.is_symlink():
        return [Problem("conflict", str(target), tr(
            "Copy", "{path} is a folder, but cuDNN has a file of that name.").format(path=target))]
    for parent in target.parents:
        if os.path.lexists(parent):
            if not parent.is_dir():
                return [Problem("conflict", str(parent), tr(
                    "Copy", "{path} is a file, but cuDNN needs a folder there.").format(path=parent))]
            break
    if item.replaces and file_access.is_in_use(target):
        return [Problem("in-use", str(target), in_use_message(target, file_access.holders(target)))]
    return []


def _check_space(plan: CopyPlan) -> list[Problem]:
    """Per file system: the new files on the destination, plus the backups wherever they go."""
    need: dict[Path, int] = {}
    target_fs = file_access.existing_ancestor(plan.root)
    backup_fs = file_access.existing_ancestor(plan.backup_dir)
    need[target_fs] = plan.total_bytes + SPACE_MARGIN
    if _same_device(target_fs, backup_fs):
        need[target_fs] += plan.replaced_bytes
    else:
        need[backup_fs] = plan.replaced_bytes + SPACE_MARGIN
    problems = []
    for folder, wanted in need.items():
        free = shutil.disk_usage(folder).free
        if free < wanted:
            problems.append(Problem("space", str(folder), tr(
                "Copy", "Not enough free space on {path}: {need} MB needed, {free} MB free.").format(
                    path=folder, need=wanted >> 20, free=free >> 20)))
    return problems


def _same_device(first: Path, second: Path) -> bool:
    try:
        return first.stat().st_dev == second.stat().st_dev
    except OSError:
        return False


def ensure_preflight(plan: CopyPlan, *, root_must_exist: bool = True) -> None:
    """Raise :class:`PreflightError` listing every problem; return quietly when the copy can start."""
    problems = preflight(plan, root_must_exist=root_must_exist)
    if problems:
        listing = "\n".join(f"  - {p.message}" for p in problems)
        raise PreflightError(
            tr("Copy", "The copy cannot start; nothing was changed:\n{problems}").format(problems=listing),
            hint=tr("Copy", "Fix these problems (close programs using cuDNN, run as administrator, free "
                    "some space, or choose a folder of your own), then try again."),
            context={"destination": plan.root, "problems": len(problems)},
        )
