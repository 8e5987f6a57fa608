"""SandboxRegistry: the REAL Windows registry (winreg), with every key moved under a per-test sandbox key.

On Windows (the Windows tier runs the suite under wine, whose registry is real) the registry tests use this instead
of the in-memory stand-in: ``HKCU\\Environment`` becomes ``HKCU\\Software\\tfgpu-wizard-test-<pid>\\<n>\\HKCU\\
Environment``, so values go through winreg's real type handling, case-insensitivity and raw bytes, and the real
user's keys are never touched (tests/conftest.py fails a test that changes them). It keeps MemoryRegistry's test
aids (``writes``, ``read_only_hives``, ``after_read``, ``set_raw``) so the same tests run on both.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
from dataclasses import dataclass, field

from tests.fakes.memory_registry import MemoryRegistry
from wizard.platform.registry import (
    HKCU,
    HKLM,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    RegistryValue,
    RootedRegistry,
    machine_registry,
)

SANDBOX_ROOT = f"Software\\tfgpu-wizard-test-{os.getpid()}"
_numbers = itertools.count(1)

# The interpreter's own platform, read once at import: tests that pretend to be on Windows patch sys.platform,
# and the guard must not then reach for a winreg this interpreter lacks.
RUNS_ON_WINDOWS = sys.platform == "win32"


@dataclass
class SandboxRegistry(MemoryRegistry):
    """MemoryRegistry's interface over the real registry, inside ``HKCU\\<SANDBOX_ROOT>\\<n>``.

    The same place the wizard's own registry seam uses when ``TFGPU_WIZARD_TEST_REGISTRY_ROOT`` names
    ``root`` (the ``sandboxed_registry`` fixture), so a test reads back here what the wizard wrote there.
    """

    root: str = field(default_factory=lambda: f"{SANDBOX_ROOT}\\{next(_numbers)}")

    @property
    def sandbox(self) -> RootedRegistry:
        """The real registry with every key moved under ``root``."""
        return RootedRegistry(machine_registry(), self.root)

    def read(self, hive: str, key: str, name: str) -> RegistryValue | None:
        """The real read (see MemoryRegistry.read for ``after_read``)."""
        stored = self.sandbox.read(hive, key, name)
        if self.after_read is not None:
            self.after_read(self, hive, key, name)
        return stored

    def write(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """The real write; refused for a read-only hive like a non-admin's write to HKLM."""
        if hive in self.read_only_hives:
            raise PermissionError(5, "Access is denied", f"{hive}\\{key}")
        self.sandbox.write(hive, key, name, value)
        self.writes.append((hive, key, name))

    def delete(self, hive: str, key: str, name: str) -> None:
        """The real delete."""
        if hive in self.read_only_hives:
            raise PermissionError(5, "Access is denied", f"{hive}\\{key}")
        self.sandbox.delete(hive, key, name)
        self.writes.append((hive, key, name))

    def subkeys(self, hive: str, key: str) -> list[str]:
        """The real subkeys."""
        return self.sandbox.subkeys(hive, key)

    def set_raw(self, hive: str, key: str, name: str, value: RegistryValue) -> None:
        """Plant a value without counting it (what another program might have left)."""
        self.sandbox.write(hive, key, name, value)


def remove_sandbox() -> None:
    """Delete this process's sandbox key and everything under it (end of the test session)."""
    if RUNS_ON_WINDOWS:
        import winreg

        def remove(parent: winreg.HKEYType, name: str) -> None:
            with winreg.OpenKey(parent, name, 0, winreg.KEY_ALL_ACCESS) as key:
                while True:
                    try:
                        remove(key, winreg.EnumKey(key, 0))
                    except OSError:
                        break
            winreg.DeleteKey(parent, name)

        with contextlib.suppress(FileNotFoundError):
            remove(winreg.HKEY_CURRENT_USER, SANDBOX_ROOT)


Snapshot = dict[str, list[tuple[str, int, object]]]
GUARDED_KEYS = ((HKCU, USER_ENVIRONMENT), (HKLM, SYSTEM_ENVIRONMENT))


def environment_snapshot() -> Snapshot:
    """Every value of the real user's and the system's Environment keys (empty off Windows), to compare."""
    snapshot: Snapshot = {}
    if RUNS_ON_WINDOWS:
        import winreg

        hives = {HKCU: winreg.HKEY_CURRENT_USER, HKLM: winreg.HKEY_LOCAL_MACHINE}
        for hive, key in GUARDED_KEYS:
            values: list[tuple[str, int, object]] = []
            with contextlib.suppress(FileNotFoundError), winreg.OpenKey(hives[hive], key) as handle:
                for index in range(winreg.QueryInfoKey(handle)[1]):
                    name, data, kind = winreg.EnumValue(handle, index)
                    values.append((name.casefold(), kind, data))
            snapshot[f"{hive}\\{key}"] = sorted(values, key=lambda value: value[0])
    return snapshot


def changed_values(before: Snapshot, after: Snapshot) -> list[str]:
    """The ``KEY\\name`` of each value added, removed or changed between two snapshots."""
    changed = []
    for key in sorted(set(before) | set(after)):
        old = {name: (kind, data) for name, kind, data in before.get(key, [])}
        new = {name: (kind, data) for name, kind, data in after.get(key, [])}
        changed += [f"{key}\\{name}" for name in sorted(set(old) | set(new)) if old.get(name) != new.get(name)]
    return changed


def new_registry() -> MemoryRegistry:
    """The registry a test writes: the real one in a sandbox key on Windows, the in-memory stand-in elsewhere."""
    return SandboxRegistry() if RUNS_ON_WINDOWS else MemoryRegistry()
