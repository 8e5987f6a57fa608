"""``env-activate-libraries``: a venv's activate scripts put its CUDA libraries on LD_LIBRARY_PATH, undoably.

The scripts are ``bin/activate`` (bash, zsh) and, where the venv has them, ``activate.fish`` and
``activate.csh``. The undo record is each file's bytes before the change, noted before apply
(:meth:`SetActivateLibraries.intent`), so a kill at any point leaves an entry ``undo`` completes. Undo writes
those bytes back when a file holds nothing but them and the wizard's block; when someone changed it since, only
the block is taken out.
See :mod:`wizard.core.pyenv.activate_hook` for why the block lives in the activate scripts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    in_tense,
    register_kind,
)
from wizard.core.ops.files import decoded, edited_at, encoded, read_if_exists
from wizard.core.pyenv.activate_hook import BASH_SCRIPT, SCRIPTS, has_hook, hook_block, with_hook, without_hook
from wizard.platform import file_access
from wizard.platform.pyenv_layout import pip_cuda_lib_dirs

KIND = "env-activate-libraries"


@dataclass(frozen=True, kw_only=True)
class SetActivateLibraries:
    """Put ``folders`` (and, with ``pip_cuda``, the env's NVIDIA wheel libraries) first on LD_LIBRARY_PATH
    whenever the venv at ``prefix`` is activated, from bash/zsh, fish or csh."""

    prefix: str
    pip_cuda: bool = False
    folders: tuple[str, ...] = ()
    kind = KIND

    @property
    def script(self) -> Path:
        """The venv's activate script for bash and zsh (every venv has it; a link is edited at its target)."""
        return edited_at(Path(self.prefix) / "bin" / BASH_SCRIPT)

    def scripts(self) -> list[Path]:
        """Every activate script that gets the block: bash's, and fish's and csh's where the venv has them (a
        symbolic link is edited at its target, so it stays a link, and undo writes the target back)."""
        return [edited_at(Path(self.prefix) / "bin" / name) for name in SCRIPTS]

    def wanted_folders(self) -> list[str]:
        """The folders, as the env holds them now (the wheels' folders exist once TensorFlow is installed)."""
        found = [str(lib) for lib in pip_cuda_lib_dirs(Path(self.prefix))] if self.pip_cuda else []
        return [*found, *(folder for folder in self.folders if folder not in found)]

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: each script's bytes as they are (None: no such script)."""
        return {"scripts": [{"script": str(path), "previous": encoded(read_if_exists(path))}
                            for path in self.scripts()]}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("ActivateShells", "Make activating the environment (bash, zsh, fish or csh) put its CUDA "
                  "libraries on LD_LIBRARY_PATH ({path})").format(path=Path(self.prefix) / "bin")

    def preview(self) -> Preview:
        """Each script before and after (only the blocks change), one after the other."""
        folders = self.wanted_folders()
        before, after = [], []
        for path in self.scripts():
            current = read_if_exists(path)
            if current is None:
                continue
            text = current.decode("utf-8", "replace")
            before.append(f"==> {path}\n{text}")
            after.append(f"==> {path}\n{with_hook(text, hook_block(folders, path.name)) if folders else text}")
        return Preview(str(Path(self.prefix) / "bin"), "\n".join(before), "\n".join(after))

    def needs_elevation(self) -> bool:
        """The env is the user's."""
        return not all(file_access.can_write_under(path) for path in self.scripts())

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Append (or refresh) the block in each script; nothing when there are no folders or all have it."""
        record, folders = self.intent(), self.wanted_folders()
        if ctx.dry_run and not Path(self.prefix).exists():  # a dry run of the step that makes the env first
            return ApplyResult(Outcome.MODIFIED, record, detail=":".join(folders), dry_run=True)
        if read_if_exists(self.script) is None:
            raise OperationError(
                tr("PyEnv", "{path} is missing, so activating the environment cannot set LD_LIBRARY_PATH.").format(
                    path=self.script),
                hint=tr("PyEnv", "Create the environment again; nothing was changed."),
                reference="env-no-activate",
            )
        if not folders:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        changes = [(path, after) for path in self.scripts() if (after := _with_block(path, folders)) is not None]
        if not changes:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not ctx.dry_run:
            for path, after in changes:
                write_bytes_atomically(path, after)
        return ApplyResult(Outcome.MODIFIED, record, detail=":".join(folders), dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"prefix": self.prefix, "pip_cuda": self.pip_cuda, "folders": list(self.folders)}


def _with_block(path: Path, folders: list[str]) -> bytes | None:
    """The script's bytes with the block for ``folders``; None when there is no such script or no change."""
    current = read_if_exists(path)
    if current is None:
        return None
    after = with_hook(current.decode("utf-8", "surrogateescape"), hook_block(folders, path.name)).encode(
        "utf-8", "surrogateescape")
    return None if after == current else after


def reverse_activate(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Each script back as it was (see :func:`reverse_script`).

    A record of an older version names only ``bin/activate``, at its top level.
    """
    items = record.get("scripts") or [record]
    return " ".join(reverse_script(item, ctx) for item in items)


def reverse_script(item: Mapping[str, Any], ctx: OpContext) -> str:
    """The bytes from before, when the file holds only them and our block; else only our block goes.

    Safe to run twice, and for an apply that never completed: a file without the block is left as it is.
    """
    script = Path(item["script"])
    current = read_if_exists(script)
    if current is None or item.get("previous") is None:
        return tr("Ops", "{path} is already gone.").format(path=script)
    previous = decoded(item["previous"])
    text = current.decode("utf-8", "surrogateescape")
    if current == previous or not has_hook(text):
        return tr("PyEnv", "{path} has no change of the wizard's left.").format(path=script)
    stripped = without_hook(text).encode("utf-8", "surrogateescape")
    restored = previous if stripped in (previous, previous + b"\n") else stripped  # with_hook's added newline
    if not ctx.dry_run:
        write_bytes_atomically(script, restored)
    return in_tense(ctx.dry_run, tr("PyEnv", "Restored {path}."),
                    tr("PyEnv", "Would restore {path}.")).format(path=script)


def _build(params: Mapping[str, Any]) -> SetActivateLibraries:
    fields = dict(params)
    fields["folders"] = tuple(fields.get("folders", ()))
    return SetActivateLibraries(**fields)


register_kind(KIND, reverse=reverse_activate, build=_build,
              reverse_interrupted=reverse_activate)  # its intent() is the whole undo record
