"""CondaEnvVar: set a variable (or prepend a folder) only inside one conda environment, undoably.

The change lives in the environment's activate.d/deactivate.d scripts
(:mod:`wizard.core.envvars.conda_scripts`), so nothing outside the environment is touched and removing
the environment removes it too. Undo restores each script's pre-image while it still holds our bytes.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.core.envvars.conda_scripts import (
    SCRIPT_NAME,
    CondaVars,
    parse_state,
    render_activate,
    render_deactivate,
    with_conda_export,
    with_conda_prepend,
)
from wizard.core.i18n import tr
from wizard.core.ops.atomic import sha256_file
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
from wizard.core.ops.files import reverse_written_file, write_file_undoably

KIND = "env-conda-variable"


@dataclass(frozen=True, kw_only=True)
class CondaEnvVar:
    """In the env at ``prefix``: set ``name`` to ``value``, or with ``prepend`` put ``value`` first on it."""

    prefix: str
    name: str
    value: str
    prepend: bool = False
    kind = KIND

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        text = (tr("EnvVars", "Put {value} first on {name} in the conda environment {prefix}") if self.prepend
                else tr("EnvVars", "Set {name} to {value} in the conda environment {prefix}"))
        return text.format(name=self.name, value=self.value, prefix=self.prefix)

    def scripts(self) -> tuple[Path, Path]:
        """The activate and deactivate scripts of the environment."""
        base = Path(self.prefix) / "etc" / "conda"
        return base / "activate.d" / SCRIPT_NAME, base / "deactivate.d" / SCRIPT_NAME

    def preview(self) -> Preview:
        """See :class:`~wizard.core.ops.base.Operation`."""
        activate = self.scripts()[0]
        before = activate.read_text(encoding="utf-8") if activate.exists() else ""
        return Preview(str(activate), before, render_activate(self._wanted()))

    def needs_elevation(self) -> bool:
        """An environment the user made is theirs; a system-wide one may not be writable."""
        existing = next((p for p in (Path(self.prefix), *Path(self.prefix).parents) if p.exists()), Path("/"))
        return not os.access(existing, os.W_OK)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Write both scripts (or none: a failure restores the first)."""
        state, wanted = self._state(), self._wanted()
        if wanted == state:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, {"files": [str(p) for p in self.scripts()]}, dry_run=True)
        contents = (render_activate(wanted), render_deactivate(wanted))
        done: list[JsonDict] = []
        try:
            for path, text in zip(self.scripts(), contents, strict=True):
                done.append(write_file_undoably(path, text.encode("utf-8"), ctx))
        except OSError as error:
            for item in reversed(done):
                reverse_written_file(item)
            raise OperationError(str(error), reference="env-conda-unwritable") from error
        return ApplyResult(Outcome.MODIFIED, {"files": done})

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"prefix": self.prefix, "name": self.name, "value": self.value, "prepend": self.prepend}

    def _state(self) -> CondaVars:
        activate = self.scripts()[0]
        return parse_state(activate.read_text(encoding="utf-8")) if activate.exists() else CondaVars()

    def _wanted(self) -> CondaVars:
        state = self._state()
        if self.prepend:
            return with_conda_prepend(state, self.name, self.value)
        return with_conda_export(state, self.name, self.value)


def check_unchanged(item: Mapping[str, Any]) -> None:
    """Refuse to undo a script someone changed after us: it is theirs now."""
    path = Path(item["path"])
    if path.exists() and sha256_file(path) != item["sha256"]:
        raise OperationError(
            tr("EnvVars", "{path} was changed after the wizard wrote it, so it was kept.").format(path=path),
            hint=tr("EnvVars", "Delete it yourself if you no longer need it."),
            reference="env-conda-changed",
        )


def reverse_conda_variable(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo both scripts or neither (a lone activate script would set what nothing unsets)."""
    for item in record["files"]:
        check_unchanged(item)
    messages = [reverse_written_file(item, dry_run=ctx.dry_run) for item in reversed(record["files"])]
    return " ".join(messages)


register_kind(KIND, reverse=reverse_conda_variable, build=build_with_keywords(CondaEnvVar))
