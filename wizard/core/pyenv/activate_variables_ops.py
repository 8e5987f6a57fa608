"""``env-activate-variables``: a venv's activate scripts, every shell's, set its framework's variables, undoably.

The scripts are those of :data:`~wizard.core.pyenv.activate_variables.SCRIPTS` the venv has, in ``bin`` (POSIX)
or ``Scripts`` (Windows); see :mod:`wizard.core.pyenv.activate_variables` for the blocks and why. The undo record
is each script's bytes before the change, noted before apply, so a kill at any point leaves an entry ``undo``
completes; undo writes them back when the file holds nothing but them and the block, else takes out only the block.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, Outcome, Preview, in_tense, register_kind
from wizard.core.ops.files import decoded, edited_at, encoded, read_if_exists
from wizard.core.pyenv.activate_variables import NAME, SCRIPTS, block, span, with_block, without_block
from wizard.platform import file_access

KIND = "env-activate-variables"


def scripts_dir(prefix: Path) -> Path:
    """The venv's scripts folder: ``Scripts`` where the venv has one (Windows), else ``bin``."""
    return prefix / "Scripts" if (prefix / "Scripts").is_dir() else prefix / "bin"


@dataclass(frozen=True, kw_only=True)
class SetActivateVariables:
    """Make activating the venv at ``prefix`` set ``variables`` (and deactivating it put the old values back)."""

    prefix: str
    variables: Mapping[str, str] = field(default_factory=dict)
    kind = KIND

    def scripts(self) -> list[Path]:
        """The venv's activate scripts that get a block (a symbolic link is edited at its target)."""
        folder = scripts_dir(Path(self.prefix))
        found = sorted(path for path in folder.iterdir() if path.name.lower() in SCRIPTS) if folder.is_dir() else []
        return [edited_at(path) for path in found]

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: each script's bytes as they are."""
        return {"scripts": [{"script": str(path), "previous": encoded(read_if_exists(path))}
                            for path in self.scripts()]}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("ActivateShells", "Make activating the environment (every shell) set {variables} and "
                  "deactivating it put the earlier values back ({path})").format(
            variables=", ".join(f"{name}={value}" for name, value in sorted(self.variables.items())),
            path=scripts_dir(Path(self.prefix)))

    def preview(self) -> Preview:
        """Each script before and after (only the blocks change), one after the other."""
        before, after = [], []
        for path in self.scripts():
            text = (read_if_exists(path) or b"").decode("utf-8", "replace")
            before.append(f"==> {path}\n{text}")
            after.append(f"==> {path}\n{with_block(text, block(self.variables, path.name), path.name)}")
        return Preview(str(scripts_dir(Path(self.prefix))), "\n".join(before), "\n".join(after))

    def needs_elevation(self) -> bool:
        """The env is the user's."""
        return not all(file_access.can_write_under(path) for path in self.scripts())

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Append (or refresh) the block in each script; every block is made before any file is written, so a
        value one shell cannot hold changes nothing."""
        _check_names(self.variables)
        record = self.intent()
        if ctx.dry_run and not Path(self.prefix).exists():  # a dry run of the step that makes the env first
            return ApplyResult(Outcome.MODIFIED, record, detail=str(self.prefix), dry_run=True)
        changes = [(path, after) for path in self.scripts()
                   if (after := _with_block(path, self.variables)) is not None]
        if not self.variables or not changes:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not ctx.dry_run:
            for path, after in changes:
                write_bytes_atomically(path, after)
        return ApplyResult(Outcome.MODIFIED, record, detail=str(scripts_dir(Path(self.prefix))), dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"prefix": self.prefix, "variables": dict(self.variables)}


def _check_names(variables: Mapping[str, str]) -> None:
    for name in variables:
        if not NAME.match(name):
            raise BadInputError(
                tr("ActivateShells", "{name} is not a variable name every shell accepts.").format(name=repr(name)),
                hint=tr("ActivateShells", "Use letters, digits and underscores, not starting with a digit."),
                reference="env-variable-name",
            )


def _with_block(path: Path, variables: Mapping[str, str]) -> bytes | None:
    """The script's bytes with the block; None when there is no such script or no change."""
    current = read_if_exists(path)
    if current is None:
        return None
    text = current.decode("utf-8", "surrogateescape")
    after = with_block(text, block(variables, path.name), path.name).encode("utf-8", "surrogateescape")
    return None if after == current else after


def reverse_activate_variables(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Each script back as it was: its bytes from before when it holds only them and the block, else only the
    block goes. Safe to run twice, and for an apply that never completed."""
    done = []
    for item in record.get("scripts") or []:
        script = Path(item["script"])
        current = read_if_exists(script)
        if current is None or item.get("previous") is None:
            done.append(tr("Ops", "{path} is already gone.").format(path=script))
            continue
        previous = decoded(item["previous"])
        text = current.decode("utf-8", "surrogateescape")
        if current == previous or span(text, script.name) is None:
            done.append(tr("PyEnv", "{path} has no change of the wizard's left.").format(path=script))
            continue
        stripped = without_block(text, script.name).encode("utf-8", "surrogateescape")
        restored = previous if stripped in (previous, previous + b"\n", previous + b"\r\n") else stripped
        if not ctx.dry_run:
            write_bytes_atomically(script, restored)
        done.append(in_tense(ctx.dry_run, tr("PyEnv", "Restored {path}."),
                             tr("PyEnv", "Would restore {path}.")).format(path=script))
    return " ".join(done)


def _build(params: Mapping[str, Any]) -> SetActivateVariables:
    return SetActivateVariables(prefix=str(params["prefix"]), variables=dict(params.get("variables") or {}))


register_kind(KIND, reverse=reverse_activate_variables, build=_build,
              reverse_interrupted=reverse_activate_variables)  # its intent() is the whole undo record
