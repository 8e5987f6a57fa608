"""Windows environment variables: raw registry values, kept exact, then a WM_SETTINGCHANGE broadcast.

Why raw ``winreg`` and never ``setx`` or the .NET API: ``setx`` silently cuts values at 1024 characters,
and the .NET API expands ``%VAR%`` and turns ``REG_EXPAND_SZ`` into ``REG_SZ`` (dotnet/runtime #1442), so
``%SystemRoot%\\system32`` would be frozen forever. We read the raw value, change only our entry, write PATH
back as ``REG_EXPAND_SZ`` (rustup #261, conda), delete it when it becomes empty, and re-read just before
writing so a change made meanwhile by another program is merged instead of lost.
Scopes: ``user`` is ``HKCU\\Environment`` (no admin); ``system`` is HKLM's Session Manager key (admin).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.envvars.model import PathChange, Scope, VariableChange
from wizard.core.envvars.pathlist import (
    WINDOWS,
    EnvValueError,
    add_entry,
    check_value,
    reinsert,
    remove_exact,
    remove_matching,
    render_entries,
)
from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, OperationError, Outcome, Preview, in_tense
from wizard.platform.env_broadcast import broadcast_environment_change
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_EXPAND_SZ,
    REG_SZ,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    Registry,
    RegistryValue,
)

BACKEND_NAME = "windows-registry"
# reliability-tests.md: values above 2,047 characters break some older tools; warn, do not refuse.
LONG_VALUE_WARNING = 2_047
_KEYS: dict[Scope, tuple[str, str]] = {"user": (HKCU, USER_ENVIRONMENT), "system": (HKLM, SYSTEM_ENVIRONMENT)}
_ATTEMPTS = 3


class WindowsEnvBackend:
    """HKCU/HKLM ``Environment`` through a :class:`~wizard.platform.registry.Registry` seam."""

    name = BACKEND_NAME
    flavor = WINDOWS

    def __init__(
        self, registry: Registry, broadcast: Callable[[], bool] = broadcast_environment_change
    ) -> None:
        self.registry = registry
        self.broadcast = broadcast

    def needs_elevation(self, scope: Scope) -> bool:
        """HKLM needs admin; HKCU never does."""
        return scope == "system"

    def location(self, scope: Scope) -> str:
        """``HIVE\\key`` of the scope."""
        hive, key = _KEYS[scope]
        return f"{hive}\\{key}"

    def current_path(self, scope: Scope, variable: str) -> str:
        """The raw, unexpanded value of ``variable`` in ``scope`` ("" when missing)."""
        value = self.read(scope, variable)
        return str(value.data) if value else ""

    def effective_path(self, scope: Scope, value: str) -> str:
        """A new process gets the system PATH, then the user PATH (both expanded, which we do not do)."""
        if scope == "user":
            parts = [self.current_path("system", "Path"), value]
        else:
            parts = [value, self.current_path("user", "Path")]
        return WINDOWS.separator.join(part for part in parts if part)

    def read(self, scope: Scope, name: str) -> RegistryValue | None:
        """The raw value, refusing a non-string type or an embedded NUL (we would corrupt it)."""
        hive, key = _KEYS[scope]
        value = self.registry.read(hive, key, name)
        if value is None:
            return None
        if value.type not in (REG_SZ, REG_EXPAND_SZ) or not isinstance(value.data, str):
            # rustup: "is not a string. Not modifying the PATH variable" - leave REG_BINARY etc. alone.
            message = tr("EnvVars", "{variable} in {location} is not text (type {type}); left alone.")
            raise EnvValueError(
                message.format(variable=name, location=self.location(scope), type=value.type),
                hint=tr("EnvVars", "Fix the variable by hand in the system settings, then try again."),
            )
        check_value(value.data)
        return value

    def preview_path(self, scope: Scope, change: PathChange) -> Preview:
        """PATH entries before and after, one per line."""
        before = self.current_path(scope, change.variable)
        after = _changed_path(before, change)[0]
        title = tr("EnvVars", "{variable} in {location}").format(
            variable=change.variable, location=self.location(scope)
        )
        return Preview(title, render_entries(before, WINDOWS), render_entries(after, WINDOWS))

    def apply_path(self, scope: Scope, change: PathChange, ctx: OpContext) -> ApplyResult:
        """Add or remove the entry; PATH is written as ``REG_EXPAND_SZ``, deleted when empty."""

        def compute(before: RegistryValue | None) -> tuple[RegistryValue | None, JsonDict]:
            old = str(before.data) if before else ""
            new, removed = _changed_path(old, change)
            after = RegistryValue(new, REG_EXPAND_SZ) if new else None
            if new == old:
                after = before
            extra = {"action": change.action, "entry": change.entry, "position": change.position}
            return after, {**extra, "removed": [list(item) for item in removed]}

        return self._commit(scope, change.variable, compute, ctx)

    def preview_variable(self, scope: Scope, change: VariableChange) -> Preview:
        """The variable's value before and after."""
        current = self.read(scope, change.name)
        title = tr("EnvVars", "{variable} in {location}").format(
            variable=change.name, location=self.location(scope)
        )
        return Preview(title, str(current.data) if current else "", change.value or "")

    def apply_variable(self, scope: Scope, change: VariableChange, ctx: OpContext) -> ApplyResult:
        """Set (keeping an existing value's type; ``REG_EXPAND_SZ`` when it holds ``%``) or delete."""

        def compute(before: RegistryValue | None) -> tuple[RegistryValue | None, JsonDict]:
            if change.value is None:
                return None, {"action": "set"}
            kind = before.type if before else (REG_EXPAND_SZ if "%" in change.value else REG_SZ)
            after = RegistryValue(check_value(change.value), kind)
            return (before if before == after else after), {"action": "set"}

        return self._commit(scope, change.name, compute, ctx)

    def reverse(self, record: Mapping[str, Any], ctx: OpContext) -> str:
        """Put back the pre-image, or, if the value changed since, undo only our own edit."""
        scope: Scope = record["scope"]
        name = str(record["name"])
        current = self.read(scope, name)
        target = _value(record["before"]) if current == _value(record["after"]) else _remerge(current, record)
        if target == current:
            return tr("EnvVars", "{variable} was already as before.").format(variable=name)
        if not ctx.dry_run:
            self._write(scope, name, target)
            self.broadcast()
        return in_tense(ctx.dry_run, tr("EnvVars", "Restored {variable} in {location}."),
                        tr("EnvVars", "Would restore {variable} in {location}.")).format(
            variable=name, location=self.location(scope)
        )

    def reverse_interrupted(self, record: Mapping[str, Any], ctx: OpContext) -> str:
        """Undo an apply that never completed: nothing when the value is still the noted pre-image."""
        if "name" not in record:
            return tr("EnvVars", "Nothing had been changed yet.")
        if self.read(record["scope"], str(record["name"])) == _value(record["before"]):
            return tr("EnvVars", "{variable} was already as before.").format(variable=record["name"])
        return self.reverse(record, ctx)

    def _commit(
        self,
        scope: Scope,
        name: str,
        compute: Callable[[RegistryValue | None], tuple[RegistryValue | None, JsonDict]],
        ctx: OpContext,
    ) -> ApplyResult:
        for _ in range(_ATTEMPTS):
            before = self.read(scope, name)
            after, change = compute(before)
            if after == before:
                return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
            record = _record(scope, name, before, after, change)
            if ctx.dry_run:
                return ApplyResult(Outcome.MODIFIED, record, _warning(after), dry_run=True)
            if self.read(scope, name) != before:
                continue  # written meanwhile by someone else: compute again from the new value
            ctx.note_intent(record)  # journaled before the write (issue 8): a crash after it is undoable
            try:
                self._write(scope, name, after)
            except PermissionError:
                return ApplyResult(Outcome.NEEDS_ELEVATION, detail=self.location(scope))
            self.broadcast()
            return ApplyResult(Outcome.MODIFIED, record, _warning(after))
        raise OperationError(
            tr("EnvVars", "{variable} kept changing while the wizard tried to write it.").format(
                variable=name
            ),
            hint=tr("EnvVars", "Close programs that edit environment variables, then try again."),
            reference="env-concurrent-change",
        )

    def _write(self, scope: Scope, name: str, value: RegistryValue | None) -> None:
        hive, key = _KEYS[scope]
        if value is None:
            self.registry.delete(hive, key, name)
        else:
            check_value(value.data)
            self.registry.write(hive, key, name, value)


def _changed_path(old: str, change: PathChange) -> tuple[str, list[tuple[int, str]]]:
    if change.action == "add":
        return add_entry(old, change.entry, WINDOWS, change.position), []
    return remove_matching(old, change.entry, WINDOWS)


def _record(
    scope: Scope, name: str, before: RegistryValue | None, after: RegistryValue | None, change: JsonDict
) -> JsonDict:
    return {
        "backend": BACKEND_NAME, "scope": scope, "name": name,
        "before": _raw(before), "after": _raw(after), "change": change,
    }


def _raw(value: RegistryValue | None) -> JsonDict | None:
    return None if value is None else {"data": value.data, "type": value.type}


def _value(raw: Mapping[str, Any] | None) -> RegistryValue | None:
    return None if raw is None else RegistryValue(raw["data"], int(raw["type"]))


def _remerge(current: RegistryValue | None, record: Mapping[str, Any]) -> RegistryValue | None:
    """Undo only our edit on a value someone changed after us; never overwrite their change."""
    change = record["change"]
    if change["action"] == "set":
        raise OperationError(
            tr("EnvVars", "{variable} was changed after the wizard set it, so it was kept.").format(
                variable=record["name"]
            ),
            hint=tr("EnvVars", "Set it yourself in the system settings if it is wrong."),
            reference="env-changed-since",
        )
    old = str(current.data) if current else ""
    if change["action"] == "add":
        new = remove_exact(old, change["entry"], WINDOWS, change["position"])
    else:
        new = reinsert(old, [(int(i), str(t)) for i, t in change["removed"]], WINDOWS)
    if new == old:
        return current
    kind = current.type if current else REG_EXPAND_SZ
    return RegistryValue(new, kind) if new else None


def _warning(value: RegistryValue | None) -> str:
    if value is not None and len(str(value.data)) > LONG_VALUE_WARNING:
        text = tr("EnvVars", "The value is longer than {limit} characters; some older programs cut it.")
        return text.format(limit=LONG_VALUE_WARNING)
    return ""
