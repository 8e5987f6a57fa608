"""The cuDNN install as an Operation: unpack safely, recognise, check, preview, copy as a transaction, undo.

``prepare_step`` does all the reading (checksum, pre-scan, extraction into a private staging folder,
layout, expected libraries, zlibwapi, copy plan, preflight) so that the Review-changes preview is exact and
every problem is known before the first byte lands in the CUDA folder. ``apply_step`` then runs the copy
transaction and returns the journal record; ``reverse_cudnn_copy`` (registered for the kind) undoes it
from the journal alone, after an app restart too. An apply a crash interrupted (its journal entry still
pending) is undone by ``reverse_interrupted_cudnn_copy`` from what the copy left in its backup folder,
and :func:`recover_leftovers` (registered with every ``undo``) removes staging folders of processes that
died. The elevated helper keeps that folder inside the admin-only CUDA folder and restores only from
there (:mod:`wizard.core.install.copy_admin`); the wizard, refused there, has undo ask the helper.
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.events import LogLine, Step, run_to_completion
from wizard.basics.i18n import tr, tr_n
from wizard.basics.os_errors import os_error_text
from wizard.core.archives.layouts import (
    CudnnLayout,
    check_libraries,
    expected_libraries,
    find_release,
    recognise_layout,
)
from wizard.core.archives.private_copy import abandoned_folders, private_copy, private_folder
from wizard.core.archives.safe_extract import extract_archive
from wizard.core.archives.zlibwapi import (
    DLL_NAME,
    ZlibSource,
    instructions,
    needs_zlibwapi,
    zlib_from_file,
)
from wizard.core.catalog.model import Catalog, OsName
from wizard.core.install.copy_admin import (
    UntrustedBackupError,
    admin_backup_dir,
    admin_chain,
    check_against_admin_record,
    check_trusted,
    has_leftovers,
    refused_backup,
    remove_admin_backups,
)
from wizard.core.install.copy_plan import CopyPlan, ensure_preflight, plan_copy
from wizard.core.install.copy_undo import recover_interrupted_copies, reverse_copy, reverse_interrupted_copy
from wizard.core.install.cudnn_copy import INTENT_NAME, RESULT_NAME, CopyFailedError, copy_into
from wizard.core.install.cudnn_elevated import check_cudnn_params, check_cudnn_record
from wizard.core.ops.base import (
    PARAMS_KEY,
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    register_kind,
)
from wizard.core.ops.crashpoints import crash_point
from wizard.core.ops.elevation_checks import register_elevated_kind
from wizard.core.ops.journal import data_dir
from wizard.core.ops.undo import register_recovery
from wizard.platform import file_access

KIND = "cudnn-copy-into-cuda"
STAGING_PREFIX = "cudnn-"


@dataclass
class Prepared:
    """What ``prepare_step`` found: the unpacked layout, the copy plan, and the zlibwapi source."""

    staging: Path
    layout: CudnnLayout
    plan: CopyPlan
    zlib: ZlibSource | None
    warnings: list[str]


@dataclass(frozen=True, kw_only=True)
class CopyCudnnIntoCuda:
    """Copy cuDNN's bin/include/lib from ``archive`` into the CUDA folder ``into`` (or a user folder)."""

    archive: str
    into: str
    os: OsName
    sha256: str | None = None
    zlibwapi: str | None = None
    zlibwapi_sha256: str | None = None
    user_folder: bool = False
    catalog: Catalog | None = field(default=None, compare=False, repr=False)
    _state: dict[str, Prepared] = field(default_factory=dict, compare=False, repr=False)
    kind = KIND

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("CudnnOp", "Copy cuDNN from {archive} into {into}").format(
            archive=Path(self.archive).name, into=self.into)

    def needs_elevation(self) -> bool:
        """True when the CUDA folder (or its nearest existing parent) is not writable for us."""
        return not file_access.can_write_under(Path(self.into))

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"archive": self.archive, "into": self.into, "os": self.os, "sha256": self.sha256,
                "zlibwapi": self.zlibwapi, "zlibwapi_sha256": self.zlibwapi_sha256,
                "user_folder": self.user_folder}

    def prepare_step(
        self, cancelled: Callable[[], bool] = lambda: False, elevated: bool = False
    ) -> Step[Prepared]:
        """Verify, unpack, recognise, check and plan; changes nothing outside a private staging folder.

        The archive is read once, into that folder (only this account, or in the elevated child only
        administrators, can change it); the checksum is of that copy, and only the copy is unpacked."""
        if "prepared" in self._state:
            return self._state["prepared"]
        # The pid in the name tells recovery whether its owner still runs (recover_leftovers).
        work = private_folder(f"{STAGING_PREFIX}{os.getpid()}-", elevated)
        try:
            archive = self._private_archive(work)
            yield from extract_archive(archive, work / "unpacked", cancelled=cancelled)
            archive.unlink()  # unpacked: the copy's space (about 0.75 GB for cuDNN 9) is given back
            prepared = self._inspect(work)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
        for warning in prepared.warnings:
            yield LogLine("warning", warning)
        self._state["prepared"] = prepared
        return prepared

    def preview(self) -> Preview:
        """Files under the CUDA folder before and after (sizes; replaced files are marked)."""
        prepared = run_to_completion(self.prepare_step())[1]
        before, after = [], []
        version = prepared.layout.version or "?"
        for item in prepared.plan.items:
            if item.replaces:
                before.append(f"{item.rel}  {_describe_entry(item.target)}")
            mark = "~" if item.replaces else "+"
            after.append(f"{mark} {item.rel}  {_describe_entry(item.source)}  cuDNN {version}")
        replaced = sum(1 for i in prepared.plan.items if i.replaces)
        if replaced:
            title = tr_n("CudnnOp", "cuDNN {version} into {into}: %n new file(s), {replaced} replaced (backed up)",
                         len(after) - replaced)
        else:
            title = tr_n("CudnnOp", "cuDNN {version} into {into}: %n new file(s), nothing replaced",
                         len(after) - replaced)
        return Preview(title.format(version=version, into=self.into, replaced=replaced), "\n".join(before),
                       "\n".join(after))

    def apply_step(self, ctx: OpContext, cancelled: Callable[[], bool] = lambda: False) -> Step[ApplyResult]:
        """Preflight, then the copy transaction; in dry-run only the preflight."""
        prepared = yield from self.prepare_step(cancelled, elevated=ctx.elevated)
        plan = prepared.plan
        if not ctx.dry_run:
            mappings = _mappings(prepared.layout, prepared.staging if prepared.zlib else None)
            plan = plan_copy(mappings, Path(self.into), _backup_folder(Path(self.into), ctx))
        ensure_preflight(plan, root_must_exist=not self.user_folder)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True, detail=self.describe())
        try:
            result = yield from copy_into(plan, cancelled=cancelled)
        finally:
            self.discard()
        record = result.to_record()
        record.update(version=prepared.layout.version, archive=self.archive,
                      zlibwapi=prepared.zlib.provenance if prepared.zlib else None)
        return ApplyResult(Outcome.MODIFIED, record, detail=self.describe())

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :class:`~wizard.core.ops.base.Operation` (synchronous form of :meth:`apply_step`)."""
        return run_to_completion(self.apply_step(ctx))[1]

    def discard(self) -> None:
        """Remove the staging folder (after apply, or when the user walks away from the preview)."""
        prepared = self._state.pop("prepared", None)
        if prepared is not None:
            crash_point("staging-removing")  # a kill here leaves ~2 GB: recover_leftovers removes it
            shutil.rmtree(prepared.staging, ignore_errors=True)

    def _private_archive(self, work: Path) -> Path:
        """The archive copied into ``work``, its sha256 checked on the copied bytes (one read)."""
        try:
            (work / "archive").mkdir()
            copy = private_copy(Path(self.archive), work / "archive", Path(self.archive).name)
        except OSError as error:
            raise BadInputError(
                tr("CudnnOp", "{name} could not be read: {problem}").format(
                    name=Path(self.archive).name, problem=os_error_text(error)),
                hint=tr("CudnnOp", "Choose the cuDNN archive file itself, and check the free space of {folder}.")
                .format(folder=work.parent),
                reference="cudnn-archive-unreadable",
            ) from None
        if self.sha256 and copy.sha256 != self.sha256.lower():
            actual = copy.sha256
            raise BadInputError(
                tr("CudnnOp", "{name} has the wrong sha256 ({actual}); nothing was unpacked.").format(
                    name=Path(self.archive).name, actual=actual),
                hint=tr("CudnnOp", "Download the archive again from NVIDIA."),
                reference="cudnn-archive-checksum",
            )
        return copy.path

    def _inspect(self, work: Path) -> Prepared:
        layout = recognise_layout(work / "unpacked", self.os)
        release = find_release(self.catalog, layout.version) if self.catalog and layout.version else None
        check_libraries(layout, expected_libraries(layout.version, self.os, release))
        zlib, warnings = None, []
        if needs_zlibwapi(release, layout.version, self.os) and not (layout.library_dir / DLL_NAME).exists():
            if self.zlibwapi:
                zlib = zlib_from_file(Path(self.zlibwapi), self.zlibwapi_sha256, work)
                (work / "zlib").mkdir()
                shutil.copy2(zlib.path, work / "zlib" / DLL_NAME)
            else:
                warnings.append(instructions())
        mappings = _mappings(layout, work if zlib else None)
        plan = plan_copy(mappings, Path(self.into), work / "preview-backup")
        return Prepared(work, layout, plan, zlib, warnings)


def _backup_folder(root: Path, ctx: OpContext) -> Path:
    """Where the copy keeps its intent, record and backups: the elevated helper inside the admin-only CUDA
    folder (see :mod:`copy_admin`), anyone else in the run's folder in the user's data folder."""
    if not ctx.elevated:
        return ctx.require_backup_dir() / "cudnn"
    return admin_backup_dir(root, ctx.given_backup_dir().name)


def _describe_entry(path: Path) -> str:
    """'-> target' for a symlink, 'N bytes' for a file (preview lines)."""
    if path.is_symlink():
        return f"-> {os.readlink(path)}"
    return f"({path.stat().st_size} bytes)"


def _mappings(layout: CudnnLayout, zlib_staging: Path | None) -> list[tuple[Path, str]]:
    found = [(m.source, m.target) for m in layout.mappings]
    if zlib_staging is not None:
        found.append((zlib_staging / "zlib", "bin"))
    return found


def user_folder_operations(op: CopyCudnnIntoCuda) -> list[Any]:
    """The no-admin route: after the copy into a user folder, put its libraries on the user's search path.

    Windows finds DLLs through PATH; Linux through LD_LIBRARY_PATH (set in the user's env script).
    """
    from wizard.core.envvars.env_ops import AddToPath

    root = Path(op.into)
    if op.os == "windows":
        return [AddToPath(entry=str(root / "bin"), scope="user")]
    return [AddToPath(entry=str(root / "lib64"), variable="LD_LIBRARY_PATH", scope="user")]


def recover_leftovers(known_runs: frozenset[str]) -> list[str]:
    """What crashed runs left: their staging folders (removed), and copies of older versions whose journal
    has no entry for them (undone); ``known_runs`` are the runs the journal knows. Lines for the user."""
    lines = []
    for folder in abandoned_staging():
        shutil.rmtree(folder, ignore_errors=True)
        lines.append(tr("CudnnOp", "Removed the unpacked cuDNN that a stopped run left in {path}.").format(
            path=folder))
    for found in recover_interrupted_copies(data_dir() / "backups", known_runs):
        if found.problems:
            text = tr("CudnnOp", "An interrupted cuDNN copy into {root} was only partly undone: {problems}")
            lines.append(text.format(root=found.root, problems="; ".join(found.problems)))
        else:
            text = tr("CudnnOp", "An interrupted cuDNN copy into {root} was found and undone.")
            lines.append(text.format(root=found.root))
    return lines


def abandoned_staging() -> list[Path]:
    """Staging folders whose process no longer runs (its pid is in the name)."""
    return abandoned_folders(STAGING_PREFIX)


def reverse_cudnn_copy(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo a journaled cuDNN copy: restore replaced files from backups, remove the ones we added.

    As administrator, only when the record is the one the elevated copy kept where only administrators
    write (:func:`check_against_admin_record`); the run's admin-side folder goes once all is undone (here
    without the rights to remove it: PermissionError, so that undo asks the elevated helper)."""
    root = Path(str(record["root"]))
    admin = _admin_folder(root, ctx)
    try:
        if ctx.elevated:
            check_against_admin_record(record, admin or admin_backup_dir(root, ""))
        lines = reverse_copy(dict(record), dry_run=ctx.dry_run)
    except UntrustedBackupError:
        raise
    except CopyFailedError as error:
        raise OperationError(error.message, hint=error.hint, context=error.context,
                             reference="cudnn-undo-incomplete") from error
    if admin is not None and not ctx.dry_run and has_leftovers(admin):
        _ensure_may_remove(root, admin, ctx)
        remove_admin_backups(admin)
    return "\n".join(lines)


def _admin_folder(root: Path, ctx: OpContext) -> Path | None:
    """The run's admin-side folder in ``root`` (None: no run folder, or one no elevated copy could have)."""
    if ctx.backup_dir is None:
        return None
    try:
        return admin_backup_dir(root, ctx.backup_dir.name)
    except UntrustedBackupError:
        if ctx.elevated:
            raise
        return None


def _ensure_may_remove(root: Path, admin: Path, ctx: OpContext) -> None:
    """Raise PermissionError when this process may not change the admin-side folder (undo then asks the
    elevated helper); the helper checks it is only an administrator's before it trusts or removes it."""
    chain = admin_chain(admin)
    if ctx.elevated:
        for path in (*chain, admin / INTENT_NAME, admin / RESULT_NAME):
            if os.path.lexists(path):
                check_trusted(root, path)
    elif not ctx.dry_run and not all(file_access.can_write_dir(path) for path in (root, *chain)):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(chain[-1]))


def reverse_interrupted_cudnn_copy(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo a copy whose journal entry never completed, from what it left in its backup folder (see
    copy_undo): the admin-side one of an elevated copy (refused here without the rights: undo then asks
    the elevated helper), else the run's folder in the user's data folder."""
    folder, admin = _interrupted_folder(record, ctx, ctx.given_backup_dir())
    try:
        lines = reverse_interrupted_copy(folder, dry_run=ctx.dry_run)
    except UntrustedBackupError:
        raise
    except CopyFailedError as error:
        raise OperationError(error.message, hint=error.hint, context=error.context,
                             reference="cudnn-undo-incomplete") from error
    if admin and not ctx.dry_run:
        remove_admin_backups(folder)
    return "\n".join(lines)


def _interrupted_folder(record: Mapping[str, Any], ctx: OpContext, backup_dir: Path) -> tuple[Path, bool]:
    """The folder an interrupted copy left its intent and backups in, and whether it is the admin-side one.

    The helper takes only the admin-side folder, checked; never what a user could have put in theirs."""
    params = record.get(PARAMS_KEY) or {}
    user_side = backup_dir / "cudnn"
    if not params.get("into") or params.get("user_folder"):
        return user_side, False
    root = Path(str(params["into"]))
    admin = _admin_folder(root, ctx)
    if admin is None or not has_leftovers(admin):
        if ctx.elevated and any(os.path.lexists(user_side / name) for name in (INTENT_NAME, RESULT_NAME)):
            raise refused_backup(str(user_side))  # never what a user could have put in their folder
        return (admin, False) if ctx.elevated and admin else (user_side, False)
    _ensure_may_remove(root, admin, ctx)
    return admin, True


register_kind(KIND, reverse=reverse_cudnn_copy, build=build_with_keywords(CopyCudnnIntoCuda),
              reverse_interrupted=reverse_interrupted_cudnn_copy)
register_elevated_kind(KIND, check_params=check_cudnn_params, check_record=check_cudnn_record)
register_recovery(recover_leftovers)
