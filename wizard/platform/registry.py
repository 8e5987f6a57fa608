"""A thin seam over the Windows registry: read, write and delete raw values, nothing more.

Everything clever (PATH merging, expand-string handling) lives in pure functions elsewhere; this
adapter only moves bytes, so tests swap it for an in-memory stand-in and the real one stays tiny.
Values are read raw (``REG_EXPAND_SZ`` stays unexpanded: ``%CUDA_PATH%\\bin`` keeps its ``%``).
The test suite can move every key of this machine's registry under a sandbox key of its own
(``TFGPU_WIZARD_TEST_REGISTRY_ROOT``), so tests that apply environment changes, in-process or through a CLI
child, write the real registry with its real types without touching the user's ``Environment``.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Protocol

REG_SZ = 1
REG_EXPAND_SZ = 2
REG_DWORD = 4
REG_MULTI_SZ = 7

HKCU = "HKEY_CURRENT_USER"
HKLM = "HKEY_LOCAL_MACHINE"
USER_ENVIRONMENT = "Environment"
SYSTEM_ENVIRONMENT = r"SYSTEM\CurrentControlSet\Control\Session Manager\Environment"
# Tests: a key under HKCU that stands for the whole registry (children inherit it); unset: the real keys. An
# elevated child does not get it (its environment is fixed), so sandboxed tests keep to the user scope.
TEST_ROOT_VARIABLE = "TFGPU_WIZARD_TEST_REGISTRY_ROOT"


@dataclass(frozen=True)
class RegistryValue:
    """A raw value and its registry type (REG_SZ, REG_EXPAND_SZ, REG_DWORD...)."""

    data: object
    type: int


class Registry(Protocol):
    """The only registry operations the wizard needs."""

    def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
        """The raw value, or None when the key or value does not exist."""
        ...

    def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """Create or replace a value (creating the key if needed)."""
        ...

    def delete(self, hive: str, key: str, name: str) -> None:
        """Remove a value; no error when it is already gone."""
        ...

    def subkeys(self, hive: str, key: str) -> list[str]:
        """Names of the subkeys of ``key``; empty when the key does not exist."""
        ...


if sys.platform == "win32":
    import ctypes
    import winreg
    from ctypes import wintypes

    _HIVES = {HKCU: winreg.HKEY_CURRENT_USER, HKLM: winreg.HKEY_LOCAL_MACHINE}

    class WindowsRegistry:
        """The real registry through ``winreg`` (64-bit view, so HKLM paths are not redirected)."""

        def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
            """See :class:`Registry`."""
            try:
                with winreg.OpenKey(_HIVES[hive], key, 0, winreg.KEY_READ | winreg.KEY_WOW64_64KEY) as handle:
                    data, kind = winreg.QueryValueEx(handle, name)
                    if kind in (REG_SZ, REG_EXPAND_SZ) and isinstance(data, str):
                        data = _keep_embedded_nul(handle, name, data)
            except FileNotFoundError:
                return None
            return RegistryValue(data, kind)

        def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
            """See :class:`Registry`."""
            data = value.data
            if not isinstance(data, (int, str, list, bytes)) and data is not None:
                raise TypeError(f"cannot store a {type(data).__name__} in the registry")
            access = winreg.KEY_SET_VALUE | winreg.KEY_WOW64_64KEY
            with winreg.CreateKeyEx(_HIVES[hive], key, 0, access) as handle:
                winreg.SetValueEx(handle, name, 0, value.type, data)

        def delete(self, hive: str, key: str, name: str) -> None:
            """See :class:`Registry`."""
            try:
                access = winreg.KEY_SET_VALUE | winreg.KEY_WOW64_64KEY
                with winreg.OpenKey(_HIVES[hive], key, 0, access) as handle:
                    winreg.DeleteValue(handle, name)
            except FileNotFoundError:
                return

        def subkeys(self, hive: str, key: str) -> list[str]:
            """See :class:`Registry`."""
            names: list[str] = []
            try:
                with winreg.OpenKey(_HIVES[hive], key, 0, winreg.KEY_READ | winreg.KEY_WOW64_64KEY) as handle:
                    index = 0
                    while True:
                        try:
                            names.append(winreg.EnumKey(handle, index))
                        except OSError:
                            return names
                        index += 1
            except FileNotFoundError:
                return names


    def _keep_embedded_nul(handle: winreg.HKEYType, name: str, data: str) -> str:
        """winreg cuts a string at its first NUL; read the raw bytes so the cut is never silent.

        Writing back a cut PATH would lose everything after the NUL, so the value is returned whole,
        embedded NULs included, and the PATH logic above the seam refuses it with a clear message.
        Trailing NUL terminators (one or several) are not content and are dropped.
        """
        advapi32 = ctypes.WinDLL("advapi32")  # private: never the shared windll object
        key = wintypes.HKEY(handle.handle)
        size = wintypes.DWORD(0)
        if advapi32.RegQueryValueExW(key, name, None, None, None, ctypes.byref(size)) != 0:
            return data
        if size.value // 2 <= len(data) + 1:
            return data
        buffer = ctypes.create_string_buffer(size.value)
        if advapi32.RegQueryValueExW(key, name, None, None, buffer, ctypes.byref(size)) != 0:
            return data
        whole = buffer.raw[: size.value].decode("utf-16-le", errors="replace").rstrip("\x00")
        return whole if len(whole) > len(data) else data


class NoRegistry:
    """Off Windows there is no registry: every read finds nothing and writes are refused."""

    def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
        """Nothing is ever there."""
        return None

    def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """Refuse: writing the registry off Windows is a programming error."""
        raise OSError("there is no Windows registry on this system")

    def delete(self, hive: str, key: str, name: str) -> None:
        """Nothing to delete."""

    def subkeys(self, hive: str, key: str) -> list[str]:
        """No keys."""
        return []


class RootedRegistry:
    """Another registry with every key moved under ``HKCU\\<root>\\HKCU`` or ``HKCU\\<root>\\HKLM``.

    Both hives go under the user's own key, so a sandboxed HKLM write needs no admin, and the values keep
    whatever the registry underneath does with them (on Windows: winreg's types, lengths and case rules).
    """

    def __init__(self, inner: Registry, root: str) -> None:
        self.inner, self.root = inner, root.strip("\\")

    def place(self, hive: str, key: str) -> tuple[str, str]:
        """Where ``hive\\key`` lies in the registry underneath."""
        return HKCU, f"{self.root}\\{'HKLM' if hive == HKLM else 'HKCU'}\\{key}"

    def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
        """See :class:`Registry`."""
        return self.inner.read(*self.place(hive, key), name)

    def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """See :class:`Registry`."""
        self.inner.write(*self.place(hive, key), name, value)

    def delete(self, hive: str, key: str, name: str) -> None:
        """See :class:`Registry`."""
        self.inner.delete(*self.place(hive, key), name)

    def subkeys(self, hive: str, key: str) -> list[str]:
        """See :class:`Registry`."""
        return self.inner.subkeys(*self.place(hive, key))


def machine_registry() -> Registry:
    """This machine's registry itself, whatever the environment says (a :class:`NoRegistry` off Windows)."""
    if sys.platform == "win32":
        return WindowsRegistry()
    return NoRegistry()


def system_registry() -> Registry:
    """The registry of this machine, or the test suite's sandbox of it when ``TFGPU_WIZARD_TEST_REGISTRY_ROOT``
    names one (a :class:`NoRegistry` off Windows)."""
    root = os.environ.get(TEST_ROOT_VARIABLE, "").strip("\\")
    machine = machine_registry()
    return RootedRegistry(machine, root) if root and sys.platform == "win32" else machine
