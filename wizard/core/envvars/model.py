"""The shared vocabulary of environment changes, and the backend protocol each OS implements.

``EnvBackend`` is what :mod:`wizard.core.envvars.env_ops` drives: the Windows registry backend
(:mod:`wizard.core.envvars.windows_env`) and the POSIX shell backend (:mod:`wizard.core.envvars.posix_env`).
:mod:`wizard.core.envvars.backend` picks one per call; tests build either directly around a stand-in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from wizard.core.envvars.pathlist import PathFlavor, Position
from wizard.core.ops.base import ApplyResult, OpContext, Preview

Scope = Literal["user", "system"]


@dataclass(frozen=True)
class PathChange:
    """Add ``entry`` to (at ``position``) or remove it from the PATH-like ``variable``."""

    action: Literal["add", "remove"]
    entry: str
    variable: str = "PATH"
    position: Position = "front"


@dataclass(frozen=True)
class VariableChange:
    """Set ``name`` to ``value``, or delete it when ``value`` is None."""

    name: str
    value: str | None


class EnvBackend(Protocol):
    """One OS's way to make environment changes that outlive the wizard."""

    name: str
    flavor: PathFlavor

    def needs_elevation(self, scope: Scope) -> bool:
        """True when writing ``scope`` needs admin/root (HKLM, /etc/profile.d)."""
        ...

    def location(self, scope: Scope) -> str:
        """Where ``scope`` lives, for people (``HKEY_CURRENT_USER\\Environment``, ``~/.bashrc``...)."""
        ...

    def current_path(self, scope: Scope, variable: str) -> str:
        """The PATH-like value a change to ``scope`` starts from (for previews and warnings)."""
        ...

    def effective_path(self, scope: Scope, value: str) -> str:
        """What programs will see when ``scope`` holds ``value`` (Windows puts the system PATH first)."""
        ...

    def preview_path(self, scope: Scope, change: PathChange) -> Preview:
        """Before/after of a PATH change; reads only."""
        ...

    def apply_path(self, scope: Scope, change: PathChange, ctx: OpContext) -> ApplyResult:
        """Make the PATH change (nothing in dry-run); the record feeds :meth:`reverse`."""
        ...

    def preview_variable(self, scope: Scope, change: VariableChange) -> Preview:
        """Before/after of setting or deleting a variable; reads only."""
        ...

    def apply_variable(self, scope: Scope, change: VariableChange, ctx: OpContext) -> ApplyResult:
        """Set or delete the variable (nothing in dry-run)."""
        ...

    def reverse(self, record: Mapping[str, Any], ctx: OpContext) -> str:
        """Undo one change from its record; returns what it did."""
        ...
