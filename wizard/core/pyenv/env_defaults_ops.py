"""``env-variable-defaults``: variables a framework needs in its env (``KERAS_BACKEND=torch``), for every shell.

Why a ``.pth`` file in the env's site-packages and not a block in each activate script: the variable is read by
Python code (Keras reads ``KERAS_BACKEND`` when it is imported), so setting it as the env's interpreter starts
reaches every way the env is used: bash, zsh, fish, csh, cmd.exe and PowerShell after activation, an IDE or a
script that runs the env's python without activating it, and its Jupyter kernel (whose spec also names it,
:mod:`.kernel_ops`). It is ``setdefault``: a value the user set in the shell wins, and no other env or shell sees
it, so nothing is left to restore on ``deactivate``. Undo removes the file while it is still the wizard's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, Outcome, Preview, in_tense, register_kind
from wizard.core.ops.files import encoded, read_if_exists
from wizard.platform import file_access
from wizard.platform.pyenv_layout import future_site_packages, site_packages

KIND = "env-variable-defaults"
FILE_NAME = "tfgpu_wizard_env.pth"


def pth_text(variables: Mapping[str, str]) -> str:
    """The ``.pth`` file's text: one ``import`` line (site runs such lines at start-up) per variable."""
    return "".join(f"import os; os.environ.setdefault({name!r}, {value!r})\n"
                   for name, value in sorted(variables.items()))


@dataclass(frozen=True, kw_only=True)
class SetEnvDefaults:
    """Give the env at ``prefix`` (Python ``python``) ``variables`` whenever its interpreter starts."""

    prefix: str
    python: str
    variables: Mapping[str, str] = field(default_factory=dict)
    kind = KIND

    @property
    def path(self) -> Path:
        """The ``.pth`` file, in the env's site-packages (where it will be once the env is made)."""
        found = site_packages(Path(self.prefix))
        return (found[0] if found else future_site_packages(Path(self.prefix), self.python)) / FILE_NAME

    def wanted(self) -> bytes:
        """The file's bytes."""
        return pth_text(self.variables).encode("utf-8")

    def intent(self) -> JsonDict:
        """The undo record: the file and what it held before (None: no file)."""
        return {"path": str(self.path), "previous_bytes": encoded(read_if_exists(self.path)),
                "wanted": encoded(self.wanted())}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Set {variables} for the environment at {prefix}").format(
            variables=", ".join(f"{k}={v}" for k, v in sorted(self.variables.items())), prefix=self.prefix)

    def preview(self) -> Preview:
        """The file before and after."""
        before = read_if_exists(self.path)
        return Preview(str(self.path), before.decode("utf-8", "replace") if before else "",
                       self.wanted().decode("utf-8"))

    def needs_elevation(self) -> bool:
        """The env is the user's."""
        return not file_access.can_write_under(Path(self.prefix))

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Write the file (nothing when it already holds exactly this)."""
        record = self.intent()
        if read_if_exists(self.path) == self.wanted():
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not ctx.dry_run:
            write_bytes_atomically(self.path, self.wanted())
        return ApplyResult(Outcome.MODIFIED, record, detail=str(self.path), dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"prefix": self.prefix, "python": self.python, "variables": dict(self.variables)}


def reverse_env_defaults(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Remove the file while it still holds what the wizard wrote (or put back what was there); else keep it."""
    path = Path(record["path"])
    now = read_if_exists(path)
    if now is None:
        return tr("Ops", "{path} is already gone.").format(path=path)
    if encoded(now) != record.get("wanted"):
        return tr("PyEnv", "{path} was changed since; it was left as it is.").format(path=path)
    previous = record.get("previous_bytes")
    if not ctx.dry_run:
        if previous is None:
            path.unlink()
        else:
            import base64

            write_bytes_atomically(path, base64.b64decode(previous))
    return in_tense(ctx.dry_run, tr("PyEnv", "Removed {path}").format(path=path),
                    tr("PyEnv", "Would remove {path}").format(path=path))


def _build(params: Mapping[str, Any]) -> SetEnvDefaults:
    return SetEnvDefaults(prefix=str(params["prefix"]), python=str(params["python"]),
                          variables=dict(params.get("variables") or {}))


register_kind(KIND, reverse=reverse_env_defaults, build=_build)
