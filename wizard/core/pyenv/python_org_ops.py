"""``python-org-install``: the python.org Windows installer, checked against its recorded SHA-256, run per user.

The installer is copied into this run's backup folder (a folder of the wizard's own, in the user's data dir),
hashed while it is copied, and only that copy runs, so the bytes run are the bytes verified (issue 8). The
copy stays there: undo runs it with ``/uninstall /quiet``. The undo record (the copy, the target folder, and
whether this run creates it) is noted before the installer starts. Windows-only in use; the process is started
through :data:`run_installer`, the seam a test replaces with a stand-in installer.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.archives.private_copy import PrivateCopy, checked_private_copy
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    in_tense,
    register_kind,
)
from wizard.core.pyenv.python_org import install_command, installer_for, interpreter_in, uninstall_command
from wizard.platform.process_tree import run_tied

KIND = "python-org-install"
_TIMEOUT_S = 1800


def _run(argv: list[str]) -> int:
    """The installer as a child that ends with the wizard (issue 16, item 1)."""
    return run_tied(argv, timeout=_TIMEOUT_S, stdin=subprocess.DEVNULL)


run_installer: Callable[[list[str]], int] = _run


@dataclass(frozen=True, kw_only=True)
class InstallPythonOrg:
    """Install Python ``version`` from the downloaded ``installer`` into ``target``, for this user only."""

    version: str
    installer: str
    target: str
    kind = KIND

    def __post_init__(self) -> None:
        """Refuse a version without a recorded checksum before anything starts."""
        installer_for(self.version)

    def intent(self) -> JsonDict:
        """The undo record, complete before apply."""
        return {"target": self.target, "created": not Path(self.target).exists(), "copy": ""}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Install Python {version} from python.org for this user into {path}").format(
            version=self.version, path=self.target)

    def preview(self) -> Preview:
        """Nothing, then the interpreter."""
        return Preview(self.target, "", str(interpreter_in(Path(self.target))))

    def needs_elevation(self) -> bool:
        """Per-user install."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Copy and check the installer, note the record, run it, check that the interpreter is there."""
        record = self.intent()
        if interpreter_in(Path(self.target)).is_file():
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        known = installer_for(self.version)
        copy = _verified_copy(Path(self.installer), ctx.require_backup_dir() / "python-org" / known.file_name,
                              known.sha256)
        record["copy"] = str(copy)
        ctx.note_intent(record)
        code = run_installer(install_command(copy, Path(self.target)))
        if code != 0 or not interpreter_in(Path(self.target)).is_file():
            raise OperationError(
                tr("PyEnv", "The Python {version} installer stopped with code {code}.").format(
                    version=self.version, code=code),
                hint=tr("PyEnv", "Install Python {version} (64-bit) yourself from python.org, then try again.").format(
                    version=self.version),
                reference="python-org-failed",
            )
        return ApplyResult(Outcome.MODIFIED, record, detail=str(interpreter_in(Path(self.target))))

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"version": self.version, "installer": self.installer, "target": self.target}


def _verified_copy(source: Path, copy: Path, sha256: str) -> Path:
    """``source`` copied to ``copy``, hashed on the way (:func:`checked_private_copy`); the copy is removed when
    the hash is not ``sha256``."""
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.unlink(missing_ok=True)  # an earlier try of this run: the copy is made afresh, never reused

    def check(made: PrivateCopy) -> None:
        if made.sha256 != sha256.lower():
            raise OperationError(
                tr("PyEnv", "{path} is not the python.org installer it should be (its SHA-256 differs); it was not "
                   "run.").format(path=source),
                hint=tr("PyEnv", "Download it again from python.org."),
                reference="python-org-hash-mismatch",
            )

    return checked_private_copy(source, copy.parent, check, copy.name).path


def reverse_python_org(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Run the kept installer's ``/uninstall /quiet``, then remove the folder when this run created it."""
    target, copy = Path(record["target"]), Path(str(record.get("copy") or ""))
    if not record.get("created"):
        return tr("PyEnv", "{path} existed before; it was left as it is.").format(path=target)
    if not interpreter_in(target).exists() and not target.exists():
        return tr("Ops", "{path} is already gone.").format(path=target)
    if not record.get("copy") or not copy.is_file():
        raise OperationError(
            tr("PyEnv", "The installer needed to remove Python from {path} is gone.").format(path=target),
            hint=tr("PyEnv", "Remove it in Windows Settings, Apps, Installed apps."),
            reference="python-org-no-uninstaller",
        )
    if not ctx.dry_run:
        code = run_installer(uninstall_command(copy))
        if code != 0:
            raise OperationError(
                tr("PyEnv", "Removing Python from {path} stopped with code {code}.").format(path=target, code=code),
                hint=tr("PyEnv", "Remove it in Windows Settings, Apps, Installed apps."),
                reference="python-org-uninstall-failed",
            )
        shutil.rmtree(target, ignore_errors=True)
    return in_tense(ctx.dry_run, tr("PyEnv", "Removed Python from {path}."),
                    tr("PyEnv", "Would remove Python from {path}.")).format(path=target)


register_kind(KIND, reverse=reverse_python_org, build=build_with_keywords(InstallPythonOrg),
              reverse_interrupted=reverse_python_org)  # an empty copy means the installer never started
