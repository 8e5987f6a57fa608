"""Environment operations: AddToPath, RemoveFromPath, SetEnvVar, for the user or the system scope.

Each is a thin, serialisable description; the OS work is done by an
:class:`~wizard.core.envvars.model.EnvBackend` (the registry on Windows, shell files on POSIX), which
also produces the undo record. ``backend`` is only for tests; it is never serialised.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.i18n import tr
from wizard.basics.validate import check_folder_text, check_folder_to_add, check_variable
from wizard.core.envvars.backend import env_backend
from wizard.core.envvars.cuda import cuda_path_variables
from wizard.core.envvars.model import EnvBackend, PathChange, Scope, VariableChange
from wizard.core.envvars.pathlist import PathFlavor, Position, add_entry, remove_matching
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Preview,
    build_with_keywords,
    interrupted_unknown,
    register_kind,
)
from wizard.core.ops.elevation_checks import refused, register_elevated_kind

ELEVATED_VARIABLE = re.compile(r"PATH|LD_LIBRARY_PATH|CUDA_[A-Z0-9_]+|CUDNN_[A-Z0-9_]+", re.IGNORECASE)
# Backends given explicitly to operations in this process (tests, embedding), by name: the reverse of a
# record they wrote must go back through the same object, not the platform's default.
_GIVEN_BACKENDS: dict[str, EnvBackend] = {}


def scope_label(scope: Scope) -> str:
    """How a scope is shown to people."""
    return tr("EnvVars", "all users") if scope == "system" else tr("EnvVars", "this user")


@dataclass(frozen=True, kw_only=True)
class _EnvOperation:
    scope: Scope = "user"
    backend: EnvBackend | None = field(default=None, compare=False, repr=False)

    def resolved_backend(self) -> EnvBackend:
        """The backend this operation uses (the platform's unless one was given)."""
        if self.backend is None:
            return env_backend()
        _GIVEN_BACKENDS[self.backend.name] = self.backend  # so that undo in this process uses it too
        return self.backend

    def needs_elevation(self) -> bool:
        """System scope needs admin (HKLM, /etc/profile.d); user scope never asks."""
        return self.resolved_backend().needs_elevation(self.scope)


@dataclass(frozen=True, kw_only=True)
class _PathOperation(_EnvOperation):
    """What adding to and removing from a PATH-like variable share: the backend does both from a PathChange."""

    entry: str
    variable: str = "PATH"

    def __post_init__(self) -> None:
        """Refuse, before anything is planned, a variable we do not change or a folder that is not one line."""
        check_variable(self.variable)
        check_folder_text(self.entry)

    def preview(self) -> Preview:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return self.resolved_backend().preview_path(self.scope, self._checked_change())

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return self.resolved_backend().apply_path(self.scope, self._checked_change(), ctx)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"entry": self.entry, "scope": self.scope, "variable": self.variable}

    def _change(self) -> PathChange:
        raise NotImplementedError

    def _checked_change(self) -> PathChange:
        """A folder to add must be absolute in this OS's spelling (removing takes PATH's own spelling)."""
        change = self._change()
        if change.action == "add":
            check_folder_to_add(change.entry, self.resolved_backend().flavor.name)
        return change


@dataclass(frozen=True, kw_only=True)
class AddToPath(_PathOperation):
    """Put ``entry`` on the PATH-like ``variable`` once (nothing when already there)."""

    position: Position = "front"
    kind = "env-add-to-path"

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("EnvVars", "Add {entry} to {variable} ({scope})").format(
            entry=self.entry, variable=self.variable, scope=scope_label(self.scope)
        )

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {**super().to_params(), "position": self.position}

    def _change(self) -> PathChange:
        return PathChange("add", self.entry, self.variable, self.position)


@dataclass(frozen=True, kw_only=True)
class RemoveFromPath(_PathOperation):
    """Take every spelling of ``entry`` off the PATH-like ``variable`` (undo puts them back in place)."""

    kind = "env-remove-from-path"

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("EnvVars", "Remove {entry} from {variable} ({scope})").format(
            entry=self.entry, variable=self.variable, scope=scope_label(self.scope)
        )

    def _change(self) -> PathChange:
        return PathChange("remove", self.entry, self.variable)


@dataclass(frozen=True, kw_only=True)
class SetEnvVar(_EnvOperation):
    """Set ``name`` to ``value`` (delete it when ``value`` is None), e.g. ``CUDA_PATH``."""

    name: str
    value: str | None
    kind = "env-set-variable"

    def __post_init__(self) -> None:
        """Only CUDA's variables (and PATH-like ones), with a value that is one line of text."""
        check_variable(self.name)
        if self.value is not None:
            check_folder_text(self.value)

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        if self.value is None:
            text = tr("EnvVars", "Delete {name} ({scope})")
            return text.format(name=self.name, scope=scope_label(self.scope))
        return tr("EnvVars", "Set {name} to {value} ({scope})").format(
            name=self.name, value=self.value, scope=scope_label(self.scope)
        )

    def preview(self) -> Preview:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return self.resolved_backend().preview_variable(self.scope, VariableChange(self.name, self.value))

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return self.resolved_backend().apply_variable(self.scope, VariableChange(self.name, self.value), ctx)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"name": self.name, "value": self.value, "scope": self.scope}


def cuda_environment_operations(
    cuda_root: str, version: tuple[int, int], scope: Scope = "user", backend: EnvBackend | None = None
) -> list[AddToPath | SetEnvVar]:
    """What a CUDA toolkit needs in the environment, as NVIDIA documents it for each OS.

    Windows (CUDA Installation Guide for Windows): ``CUDA_PATH``, ``CUDA_PATH_Vx_y`` and the toolkit's
    ``bin`` on PATH. Linux (CUDA Installation Guide for Linux, "Post-installation actions"): ``bin`` on
    PATH and ``lib64`` on LD_LIBRARY_PATH.
    """
    flavor = (backend if backend is not None else env_backend()).flavor
    root = cuda_root.rstrip(flavor.dir_separators)
    if flavor.name == "windows":
        variables = cuda_path_variables(root, version)
        operations: list[AddToPath | SetEnvVar] = [
            SetEnvVar(name=name, value=value, scope=scope, backend=backend)
            for name, value in variables.items()
        ]
        return [*operations, AddToPath(entry=root + "\\bin", scope=scope, backend=backend)]
    return [
        AddToPath(entry=f"{root}/bin", scope=scope, backend=backend),
        AddToPath(entry=f"{root}/lib64", variable="LD_LIBRARY_PATH", scope=scope, backend=backend),
    ]


def path_after(operations: list[Any], value: str, flavor: PathFlavor, variable: str = "PATH") -> str:
    """``value`` as it will be once the PATH operations among ``operations`` are applied (for previews)."""
    for operation in operations:
        if isinstance(operation, AddToPath) and operation.variable == variable:
            value = add_entry(value, operation.entry, flavor, operation.position)
        elif isinstance(operation, RemoveFromPath) and operation.variable == variable:
            value = remove_matching(value, operation.entry, flavor)[0]
    return value


def reverse_env_change(record: Mapping[str, Any], ctx: OpContext) -> str:
    """The reverse function of all three kinds: the backend that wrote the record undoes it."""
    backend = _GIVEN_BACKENDS.get(str(record.get("backend"))) or env_backend()
    if record.get("backend") != backend.name:
        raise OperationError(
            tr("EnvVars", "This change was made on another kind of system and cannot be undone here."),
            hint=tr("EnvVars", "Undo it on the machine where it was made."),
            reference="env-foreign-record",
        )
    return backend.reverse(record, ctx)


def reverse_interrupted_env_change(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Undo an apply that never completed, through a backend that notes its intents (the POSIX one).

    A backend that does not (the registry) cannot tell how much was made: the user checks by hand.
    """
    backend = _GIVEN_BACKENDS.get(str(record.get("backend"))) or env_backend()
    finish: Callable[[Mapping[str, Any], OpContext], str] | None = getattr(backend, "reverse_interrupted", None)
    if finish is None or record.get("backend", backend.name) != backend.name:
        raise interrupted_unknown()
    return finish(record, ctx)


def check_elevated_params(params: Mapping[str, Any]) -> None:
    """As administrator only PATH-like and CUDA variables change (see :mod:`wizard.core.ops.elevation_checks`)."""
    _elevated_variable(str(params.get("variable") or params.get("name") or "PATH"))


def check_elevated_record(record: Mapping[str, Any]) -> None:
    """An undo as administrator touches only such a variable, or the wizard's own profile.d script."""
    if record.get("backend") == "windows-registry":
        _elevated_variable(str(record["name"]))
        return
    from wizard.core.envvars.posix_env import default_backend

    script = default_backend().script_path("system")
    for item in record["files"]:
        backup = item.get("backup")
        if Path(item["path"]) != script or (backup is not None and Path(backup["target"]) != script):
            raise refused(str(item["path"]))
        for folder in item.get("created_dirs", []):
            if Path(folder) not in script.parents:
                raise refused(str(folder))


def _elevated_variable(name: str) -> None:
    if not ELEVATED_VARIABLE.fullmatch(name):
        raise refused(name)


for _cls in (AddToPath, RemoveFromPath, SetEnvVar):
    register_kind(_cls.kind, reverse=reverse_env_change, build=build_with_keywords(_cls),
                  reverse_interrupted=reverse_interrupted_env_change)
    register_elevated_kind(_cls.kind, check_params=check_elevated_params, check_record=check_elevated_record,
                           system_scope_only=True)
