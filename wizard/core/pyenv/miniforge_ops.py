"""``conda-install``: Miniforge for this user when the route needs conda and there is none.

No admin, conda-forge only (so no commercial-channel terms apply). The installer runs only after its SHA-256
matched the published one, and what runs is the private copy whose bytes were hashed
(:func:`~wizard.core.archives.private_copy.verified_private_copy`); it installs silently into a folder of the
user's that did not exist before (:meth:`InstallMiniforge.intent` looks before anything runs), and undo removes
that folder and nothing else.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.atomic import sha256_file
from wizard.basics.errors import BadInputError
from wizard.basics.events import Finished, Started, Step, run_to_completion
from wizard.basics.i18n import tr
from wizard.core.archives.private_copy import abandoned_folders, remove_folder, verified_private_copy
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
from wizard.core.ops.undo import register_recovery
from wizard.core.pyenv.create import QUIET_OUTPUT, remove_created_prefix, remove_env_tree
from wizard.core.pyenv.process import CancelCheck, children_journaled, end_survivors, never_cancelled, run_streamed
from wizard.platform import file_access
from wizard.platform.probe import CURRENT_PLATFORM
from wizard.platform.pyenv_layout import default_miniforge_prefix, miniforge_install_command, miniforge_prefix_premade

KIND = "conda-install"
KEY = "miniforge"
COPY_PREFIX = "miniforge-"  # the private copy of the installer that runs (see verified_private_copy)
MARKER = "tfgpu-wizard-miniforge.txt"  # put in the prefix before the installer runs: undo knows the folder


@dataclass(frozen=True, kw_only=True)
class InstallMiniforge:
    """Run the Miniforge ``installer`` (checked against ``sha256``) into ``prefix`` for this user."""

    installer: str
    sha256: str
    prefix: str = ""
    cancelled: CancelCheck = field(default=never_cancelled, compare=False, repr=False)
    kind = KIND

    @property
    def path(self) -> Path:
        """The install folder."""
        return Path(self.prefix) if self.prefix else default_miniforge_prefix()

    def intent(self) -> JsonDict:
        """The undo record, complete before apply."""
        return {"prefix": str(self.path), "created": not self.path.exists()}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("Conda", "Install Miniforge (conda) for this user in {path}").format(path=self.path)

    def preview(self) -> Preview:
        """Before: nothing; after: the conda installation."""
        return Preview(str(self.path), "", tr("Conda", "{path}: Miniforge, conda-forge only").format(path=self.path))

    def needs_elevation(self) -> bool:
        """A per-user install never does."""
        return not file_access.can_write_under(self.path)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :meth:`apply_step`; its events are dropped."""
        return run_to_completion(self.apply_step(ctx))[1]

    def apply_step(self, ctx: OpContext, cancelled: CancelCheck | None = None) -> Step[ApplyResult]:
        """Copy and check the installer, run the silent install from that copy, check conda is there; a failure
        removes the folder."""
        record = self.intent()
        if not record["created"]:
            raise BadInputError(
                tr("Conda", "{path} exists already, so Miniforge was not installed there.").format(path=self.path),
                hint=tr("Conda", "If it holds a conda, the wizard uses it; otherwise choose another folder."),
                reference="conda-prefix-taken",
            )
        if ctx.dry_run:
            self._check_digest(self._digest_of_source())
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        with verified_private_copy(Path(self.installer), COPY_PREFIX, lambda copy: self._check_digest(copy.sha256),
                                   unreadable=lambda error, _folder: _unreadable(error)) as copy:
            yield Started(KEY, self.describe())
            conda = yield from self._install(copy.path, ctx, record, cancelled)
        yield Finished(KEY)
        return ApplyResult(Outcome.MODIFIED, record, detail=str(conda))

    def _install(
        self, installer: Path, ctx: OpContext, record: JsonDict, cancelled: CancelCheck | None
    ) -> Step[Path]:
        """Run the checked private copy ``installer`` into the marked prefix; a failure removes the prefix."""
        own, given = self.cancelled, cancelled or never_cancelled
        try:
            _mark_prefix(self.path)
            with children_journaled(ctx.note_intent, record):
                result = yield from run_streamed(miniforge_install_command(installer, self.path),
                                                 _child_env(), key=KEY, cancelled=lambda: own() or given())
            conda = CURRENT_PLATFORM.conda_executable(self.path)
            if not result.ok or not conda.is_file():
                raise OperationError(
                    tr("Conda", "The Miniforge installer did not finish (exit status {code}).").format(
                        code=result.returncode),
                    hint=tr("Conda", "Check the free space in your user folder, then try again."),
                    context={"output": result.output[-2000:]}, reference="conda-install-failed")
        except BaseException:
            remove_env_tree(self.path)
            raise
        return conda

    def _digest_of_source(self) -> str:
        try:
            return sha256_file(Path(self.installer))
        except OSError as error:
            raise _unreadable(error) from None

    def _check_digest(self, actual: str) -> None:
        """Refuse an installer whose bytes (those of the private copy that will run) are not the published ones."""
        if actual.lower() != self.sha256.strip().lower():
            raise OperationError(
                tr("Conda", "The Miniforge installer does not match its published SHA-256, so it was not run."),
                hint=tr("Conda", "Delete the file and download it again."),
                context={"expected": self.sha256, "actual": actual}, reference="conda-installer-checksum")

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"installer": self.installer, "sha256": self.sha256, "prefix": str(self.path)}


def _unreadable(error: OSError) -> BadInputError:
    return BadInputError(tr("Conda", "The Miniforge installer cannot be read: {error}").format(error=error),
                         hint=tr("Conda", "Download it again."), reference="conda-installer-missing")


def _mark_prefix(prefix: Path) -> None:
    """Make the prefix with the wizard's marker in it, before the installer writes anything (where the
    installer accepts that), so undo of an install a kill interrupted knows the half-written folder."""
    if miniforge_prefix_premade():
        prefix.mkdir(parents=True)
        (prefix / MARKER).write_text("made by tfgpu-wizard for Miniforge\n", encoding="utf-8")


def _child_env() -> dict[str, str]:
    """This process's environment without conda's or Python's variables (the installer has its own Python)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CONDA", "PYTHON"))}
    env.update(QUIET_OUTPUT)
    return env


def reverse_install_miniforge(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Remove the folder this run installed into (only when it was created by it and still holds a conda, or
    the wizard's marker of an install that was interrupted), after ending what of its installer survived."""
    prefix = Path(record["prefix"])
    if not ctx.dry_run:
        end_survivors(record)
    if not record.get("created") or not prefix.exists():
        return tr("Ops", "{path} is already gone.").format(path=prefix)
    kept = OperationError(
        tr("Conda", "{path} no longer looks like the Miniforge the wizard installed, so it was kept.").format(
            path=prefix),
        hint=tr("PyEnv", "Delete the folder yourself if you no longer need it."), reference="conda-not-ours")
    ours = (prefix / "conda-meta").is_dir() or (prefix / MARKER).is_file() or not any(prefix.iterdir())
    remove_created_prefix(prefix, still_ours=ours, kept=kept, dry_run=ctx.dry_run)
    return in_tense(ctx.dry_run, tr("Conda", "Removed Miniforge from {path}."),
                    tr("Conda", "Would remove Miniforge from {path}.")).format(path=prefix)


def recover_installer_copies(_known_runs: frozenset[str]) -> list[str]:
    """The private copies of the installer that killed wizards left in the staging folder: removed."""
    lines = []
    for folder in abandoned_folders(COPY_PREFIX):
        remove_folder(folder)
        lines.append(tr("Conda", "Removed the copy of the Miniforge installer that a stopped run left in "
                        "{path}.").format(path=folder))
    return lines


register_recovery(recover_installer_copies)
register_kind(KIND, reverse=reverse_install_miniforge, build=build_with_keywords(InstallMiniforge),
              reverse_interrupted=reverse_install_miniforge)  # its intent() is the whole undo record
