"""The cuDNN install as an Operation: unpack safely, recognise, check, preview, copy as a transaction, undo.

``prepare_step`` does all the reading (checksum, pre-scan, extraction into a private staging folder,
layout, expected libraries, zlibwapi, copy plan, preflight) so that the Review-changes preview is exact and
every problem is known before the first byte lands in the CUDA folder. ``apply_step`` then runs the copy
transaction and returns the journal record; ``reverse_cudnn_copy`` (registered for the kind) undoes it
from the journal alone, after an app restart too.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.core.archives.layouts import (
    CudnnLayout,
    check_libraries,
    expected_libraries,
    find_release,
    recognise_layout,
)
from wizard.core.archives.safe_extract import extract_archive
from wizard.core.archives.zlibwapi import (
    DLL_NAME,
    ZlibSource,
    instructions,
    needs_zlibwapi,
    sha256_of,
    zlib_from_file,
)
from wizard.core.catalog.model import Catalog, OsName
from wizard.core.errors import BadInputError
from wizard.core.events import LogLine, Step, run_to_completion
from wizard.core.i18n import tr
from wizard.core.install.copy_plan import CopyPlan, ensure_preflight, plan_copy
from wizard.core.install.copy_undo import recover_interrupted_copies, reverse_copy
from wizard.core.install.cudnn_copy import CopyFailedError, copy_into
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    register_kind,
)
from wizard.core.ops.journal import data_dir
from wizard.platform import file_access

KIND = "cudnn-copy-into-cuda"


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

    def prepare_step(self, cancelled: Callable[[], bool] = lambda: False) -> Step[Prepared]:
        """Verify, unpack, recognise, check and plan; changes nothing outside a private staging folder."""
        if "prepared" in self._state:
            return self._state["prepared"]
        yield from _recover_interrupted()
        self._check_archive_hash()
        work = Path(tempfile.mkdtemp(prefix="cudnn-", dir=_staging_root()))
        try:
            yield from extract_archive(Path(self.archive), work / "unpacked", cancelled=cancelled)
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
            title = tr("CudnnOp", "cuDNN {version} into {into}: {new} new files, {replaced} replaced (backed up)")
        else:
            title = tr("CudnnOp", "cuDNN {version} into {into}: {new} new files, nothing replaced")
        return Preview(title.format(version=version, into=self.into, new=len(after) - replaced,
                                    replaced=replaced), "\n".join(before), "\n".join(after))

    def apply_step(self, ctx: OpContext, cancelled: Callable[[], bool] = lambda: False) -> Step[ApplyResult]:
        """Preflight, then the copy transaction; in dry-run only the preflight."""
        prepared = yield from self.prepare_step(cancelled)
        plan = prepared.plan
        if not ctx.dry_run:
            mappings = _mappings(prepared.layout, prepared.staging if prepared.zlib else None)
            plan = plan_copy(mappings, Path(self.into), ctx.require_backup_dir() / "cudnn")
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
            shutil.rmtree(prepared.staging, ignore_errors=True)

    def _check_archive_hash(self) -> None:
        if not self.sha256:
            return
        actual = sha256_of(Path(self.archive))
        if actual != self.sha256.lower():
            raise BadInputError(
                tr("CudnnOp", "{name} has the wrong sha256 ({actual}); nothing was unpacked.").format(
                    name=Path(self.archive).name, actual=actual),
                hint=tr("CudnnOp", "Download the archive again from NVIDIA."),
                reference="cudnn-archive-checksum",
            )

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
    from wizard.core.ops.env_ops import AddToPath

    root = Path(op.into)
    if op.os == "windows":
        return [AddToPath(entry=str(root / "bin"), scope="user")]
    return [AddToPath(entry=str(root / "lib64"), variable="LD_LIBRARY_PATH", scope="user")]


def _recover_interrupted() -> Step[None]:
    """Undo any cuDNN copy a crash or power cut interrupted, before a new one starts."""
    for found in recover_interrupted_copies(data_dir() / "backups"):
        if found.problems:
            text = tr("CudnnOp", "An interrupted cuDNN copy into {root} was only partly undone: {problems}")
            yield LogLine("warning", text.format(root=found.root, problems="; ".join(found.problems)))
        else:
            text = tr("CudnnOp", "An interrupted cuDNN copy into {root} was found and undone.")
            yield LogLine("warning", text.format(root=found.root))


def _staging_root() -> Path:
    root = data_dir() / "staging"
    root.mkdir(parents=True, exist_ok=True)
    return root


def reverse_cudnn_copy(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo a journaled cuDNN copy: restore replaced files from backups, remove the ones we added."""
    try:
        lines = reverse_copy(dict(record), dry_run=ctx.dry_run)
    except CopyFailedError as error:
        raise OperationError(error.message, hint=error.hint, context=error.context,
                             reference="cudnn-undo-incomplete") from error
    return "\n".join(lines)


register_kind(KIND, reverse=reverse_cudnn_copy, build=build_with_keywords(CopyCudnnIntoCuda))
