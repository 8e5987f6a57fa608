"""The CUDA toolkit install as an Operation: preview the exact command, run it, journal what it made.

Undo cannot be done byte for byte by us: NVIDIA's installer writes hundreds of files, registry entries
and (on Windows) an uninstall entry of its own. So the reverse of this kind does not guess: it removes
nothing and tells the user to run NVIDIA's own uninstaller (Windows "Apps"; on Linux the
``bin/cuda-uninstaller`` the runfile leaves in the toolkit folder), and ``undo`` reports it as not restored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wizard.basics.events import Step, run_to_completion
from wizard.basics.i18n import tr
from wizard.core.catalog.model import OsName
from wizard.core.catalog.query import major_minor
from wizard.core.install.cuda_installer import (
    CudaInstallRequest,
    install_cuda_step,
    installed_version,
    installer_arguments,
    run_logged,
)
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
from wizard.core.ops.elevation_checks import absolute_path, register_elevated_kind
from wizard.core.ops.journal import data_dir
from wizard.platform import file_access

KIND = "cuda-install-toolkit"


@dataclass(frozen=True, kw_only=True)
class InstallCudaToolkit:
    """Run NVIDIA's installer for CUDA ``version`` into ``into`` (skipped when already there)."""

    installer: str
    version: str
    os: OsName
    into: str
    sha256: str | None = None
    md5: str | None = None
    override_compiler_check: bool = False
    runner: Callable[..., int] | None = field(default=None, compare=False, repr=False)
    kind = KIND

    def request(self) -> CudaInstallRequest:
        """The core request this operation stands for (logs go next to the journal)."""
        return CudaInstallRequest(
            Path(self.installer), self.version, self.os, Path(self.into), data_dir() / "logs",
            self.sha256, self.md5, self.override_compiler_check)

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("CudaOp", "Install CUDA {version} into {into} (toolkit only, no display driver)").format(
            version=major_minor(self.version), into=self.into)

    def preview(self) -> Preview:
        """Before: what is in the folder now; after: the toolkit, and the exact installer command."""
        found = installed_version(Path(self.into))
        before = tr("CudaOp", "CUDA in {into}: {found}").format(into=self.into, found=found or "-")
        if found is not None and major_minor(found) == major_minor(self.version):
            return Preview(self.describe(), before, before)
        command = "\n  ".join(installer_arguments(self.request()))
        after = tr("CudaOp", "CUDA in {into}: {version}\nCommand:\n  {command}").format(
            into=self.into, version=major_minor(self.version), command=command)
        return Preview(self.describe(), before, after)

    def needs_elevation(self) -> bool:
        """True when the folder's nearest existing parent is not writable (Program Files, /usr/local)."""
        return not file_access.can_write_under(Path(self.into))

    def apply_step(self, ctx: OpContext, cancelled: Callable[[], bool] = lambda: False) -> Step[ApplyResult]:
        """Install (or skip); dry-run changes nothing. NVIDIA's installer cannot be cancelled halfway."""
        if ctx.dry_run:
            preview = self.preview()
            outcome = Outcome.MODIFIED if preview.changes else Outcome.NO_CHANGE
            return ApplyResult(outcome, dry_run=True, detail=preview.after)
        existed = Path(self.into).exists()
        request = replace(self.request(), elevated=ctx.elevated)  # where its private copy may live
        result = yield from install_cuda_step(request, self.runner or run_logged)
        if result.skipped:
            return ApplyResult(Outcome.NO_CHANGE, detail=self.describe())
        record = {"root": str(result.root), "version": result.version, "log": str(result.log),
                  "created_root": not existed, "os": self.os}
        return ApplyResult(Outcome.MODIFIED, record, detail=self.describe())

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return run_to_completion(self.apply_step(ctx))[1]

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"installer": self.installer, "version": self.version, "os": self.os, "into": self.into,
                "sha256": self.sha256, "md5": self.md5,
                "override_compiler_check": self.override_compiler_check}


def reverse_cuda_install(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Never delete a toolkit ourselves: point at NVIDIA's uninstaller and report the entry as not undone."""
    root = Path(record["root"])
    if record.get("os") == "windows":
        how = tr("CudaOp", "Open Settings > Apps and uninstall the 'NVIDIA CUDA' entries of {version}.")
    else:
        how = tr("CudaOp", "Run {uninstaller} as root.")
    raise OperationError(
        tr("CudaOp", "The CUDA {version} toolkit in {root} is removed with NVIDIA's own uninstaller.").format(
            version=major_minor(record["version"]), root=root),
        hint=how.format(version=major_minor(record["version"]),
                        uninstaller=root / "bin" / "cuda-uninstaller"),
        reference="cuda-undo-manual",
    )


def check_elevated_params(params: Mapping[str, Any]) -> None:
    """The elevated helper runs only an installer and a target given as absolute paths."""
    absolute_path(params["installer"])
    absolute_path(params["into"])


register_kind(KIND, reverse=reverse_cuda_install, build=build_with_keywords(InstallCudaToolkit))
register_elevated_kind(KIND, check_params=check_elevated_params)
