"""CondaEnvVar: set a variable (or prepend a folder) only inside one conda environment, undoably.

The change lives in the environment's activate.d/deactivate.d scripts, one pair per shell conda runs
them in: ``.sh`` (POSIX shells, Git Bash), ``.fish``, ``.csh`` (csh, tcsh), ``.bat`` (cmd.exe) and ``.ps1``
(PowerShell), see :mod:`wizard.core.envvars.conda_scripts`, :mod:`wizard.core.pyenv.conda_shells` and
:mod:`wizard.core.envvars.conda_win_scripts`. Nothing outside
the environment is touched and removing the environment removes it too. Undo restores each script's
pre-image while it still holds our bytes; a journal record of an older version lists only the ``.sh`` pair.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.envvars.conda_scripts import (
    SCRIPT_NAME,
    CondaVars,
    parse_state,
    render_activate,
    render_deactivate,
    with_conda_export,
    with_conda_prepend,
)
from wizard.core.envvars.conda_win_scripts import (
    render_activate_bat,
    render_activate_ps1,
    render_deactivate_bat,
    render_deactivate_ps1,
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
from wizard.core.ops.files import check_still_written, plan_file_write, reverse_written_file
from wizard.core.pyenv.conda_shells import (
    render_activate_csh,
    render_activate_fish,
    render_deactivate_csh,
    render_deactivate_fish,
)
from wizard.platform import file_access

KIND = "env-conda-variable"
_STEM = SCRIPT_NAME.removesuffix(".sh")


def render_conda_scripts(state: CondaVars) -> dict[str, tuple[bytes, bytes]]:
    """The (activate, deactivate) bytes per script suffix; a value a shell cannot hold raises BadInputError.

    ``.bat`` is UTF-8 without a BOM (cmd would run the BOM as part of the first command); ``.ps1`` has one
    (Windows PowerShell 5.1 reads BOM-less scripts in the ANSI code page).
    """
    return {
        ".sh": (render_activate(state).encode("utf-8"), render_deactivate(state).encode("utf-8")),
        ".bat": (render_activate_bat(state).encode("utf-8"), render_deactivate_bat(state).encode("utf-8")),
        ".ps1": (render_activate_ps1(state).encode("utf-8-sig"), render_deactivate_ps1(state).encode("utf-8-sig")),
        ".fish": (render_activate_fish(state).encode("utf-8"), render_deactivate_fish(state).encode("utf-8")),
        ".csh": (render_activate_csh(state).encode("utf-8"), render_deactivate_csh(state).encode("utf-8")),
    }


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

    def scripts(self, suffix: str = ".sh") -> tuple[Path, Path]:
        """The activate and deactivate scripts of the environment for one shell (a suffix of
        :func:`render_conda_scripts`)."""
        base = Path(self.prefix) / "etc" / "conda"
        name = _STEM + suffix
        return base / "activate.d" / name, base / "deactivate.d" / name

    def planned_files(self) -> list[tuple[Path, bytes]]:
        """Every script with the bytes it should hold (rendered first, so a refused value writes nothing)."""
        planned: list[tuple[Path, bytes]] = []
        for suffix, contents in render_conda_scripts(self._wanted()).items():
            planned += zip(self.scripts(suffix), contents, strict=True)
        return planned

    def preview(self) -> Preview:
        """See :class:`~wizard.core.ops.base.Operation`."""
        activate = self.scripts()[0]
        before = activate.read_text(encoding="utf-8") if activate.exists() else ""
        return Preview(str(activate), before, render_activate(self._wanted()))

    def needs_elevation(self) -> bool:
        """An environment the user made is theirs; a system-wide one may not be writable."""
        return not file_access.can_write_under(Path(self.prefix))

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Write every script (or none: a failure restores the ones already written)."""
        planned = self.planned_files()
        if all(path.is_file() and path.read_bytes() == data for path, data in planned):
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, {"files": [str(p) for p, _ in planned]}, dry_run=True)
        done: list[JsonDict] = []
        try:
            records = [plan_file_write(path, data, ctx) for path, data in planned]
            ctx.note_intent({"files": records})  # journaled before the first script changes
            for record, (path, data) in zip(records, planned, strict=True):
                write_bytes_atomically(path, data)
                done.append(record)
        except OSError as error:
            for item in reversed(done):
                reverse_written_file(item)
            raise OperationError(
                tr("EnvVars", "The scripts of the conda environment {prefix} could not be written: {error}").format(
                    prefix=self.prefix, error=error),
                hint=tr("EnvVars", "Check that you may write in the environment's folder (the user who created "
                        "it may), then try again; nothing was changed."),
                reference="env-conda-unwritable",
            ) from error
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


def reverse_conda_variable(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo all scripts or none (a lone activate script would set what nothing unsets).

    ``record["files"]`` lists what this apply wrote: ten scripts now; six (no ``.fish``, ``.csh``) or the two
    ``.sh`` ones in older journals.
    Also the reverse of an interrupted apply (the noted records): a script not yet written is as before.
    """
    if "files" not in record:
        return tr("EnvVars", "Nothing had been changed yet.")
    for item in record["files"]:
        check_still_written(item)
    messages = [reverse_written_file(item, dry_run=ctx.dry_run) for item in reversed(record["files"])]
    return " ".join(messages)


register_kind(KIND, reverse=reverse_conda_variable, build=build_with_keywords(CondaEnvVar),
              reverse_interrupted=reverse_conda_variable)
