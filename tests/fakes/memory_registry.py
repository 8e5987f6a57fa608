"""MemoryRegistry: an in-memory stand-in for the Windows registry (``winreg``), for tests on any OS.

It implements :class:`wizard.platform.registry.Registry` the way ``winreg`` behaves where it matters to us:
key paths and value names are case-insensitive (a value keeps the spelling it was created with), values
keep their type, string types must hold ``str`` and ``REG_DWORD`` an ``int``, and nothing is expanded.
It also counts writes and can refuse writes to a hive (a non-admin writing HKLM) or run a hook between
reads, so tests can stage a concurrent change by another program.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from wizard.platform.registry import REG_DWORD, REG_EXPAND_SZ, REG_MULTI_SZ, REG_SZ, RegistryValue

_STRING_TYPES = (REG_SZ, REG_EXPAND_SZ)


@dataclass
class MemoryRegistry:
    """The registry as nested dicts; ``writes`` lists every (hive, key, name) written or deleted."""

    values: dict[tuple[str, str], dict[str, tuple[str, RegistryValue]]] = field(default_factory=dict)
    writes: list[tuple[str, str, str]] = field(default_factory=list)
    read_only_hives: set[str] = field(default_factory=set)
    after_read: Callable[[MemoryRegistry, str, str, str], None] | None = None

    def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
        """See ``Registry.read``; runs ``after_read`` (once per call) to simulate another writer."""
        stored = self.values.get(_key(hive, key), {}).get(name.casefold())
        if self.after_read is not None:
            self.after_read(self, hive, key, name)
        return stored[1] if stored else None

    def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """See ``Registry.write``; raises like ``winreg.SetValueEx`` for a type/data mismatch."""
        if hive in self.read_only_hives:
            raise PermissionError(5, "Access is denied", f"{hive}\\{key}")
        _check_type(value)
        bucket = self.values.setdefault(_key(hive, key), {})
        spelling = bucket.get(name.casefold(), (name, value))[0]
        bucket[name.casefold()] = (spelling, value)
        self.writes.append((hive, key, name))

    def delete(self, hive: str, key: str, name: str) -> None:
        """See ``Registry.delete``."""
        if hive in self.read_only_hives:
            raise PermissionError(5, "Access is denied", f"{hive}\\{key}")
        self.values.get(_key(hive, key), {}).pop(name.casefold(), None)
        self.writes.append((hive, key, name))

    def subkeys(self, hive: str, key: str) -> list[str]:
        """See ``Registry.subkeys`` (keys that hold at least one value, one level down)."""
        prefix = _key(hive, key)[1] + "\\"
        keys = [k for h, k in self.values if h == hive and k.startswith(prefix)]
        found = {k[len(prefix) :].split("\\")[0] for k in keys}
        return sorted(found)

    def set_raw(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """Plant a value without type checks or counting (what another program might have left)."""
        self.values.setdefault(_key(hive, key), {})[name.casefold()] = (name, value)


def _key(hive: str, key: str) -> tuple[str, str]:
    return hive, key.casefold()


def _check_type(value: RegistryValue) -> None:
    if value.type in _STRING_TYPES and not isinstance(value.data, str):
        raise TypeError("Objects of type 'bytes' can not be used as REG_SZ values")
    if value.type == REG_DWORD and not isinstance(value.data, int):
        raise TypeError("Objects of type 'str' can not be used as REG_DWORD values")
    if value.type == REG_MULTI_SZ and not isinstance(value.data, list):
        raise TypeError("REG_MULTI_SZ values must be lists")
