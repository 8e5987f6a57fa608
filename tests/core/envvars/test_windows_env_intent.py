"""The registry backend notes its undo record before writing (issue 8, item 1).

Off Windows the registry cannot exist and MemoryRegistry stands in for winreg behind the Registry seam; on Windows
(the Windows tier, under wine) ``new_registry()`` is the real registry inside a per-test sandbox key.
"""

from __future__ import annotations

from tests.core.envvars.test_windows_env import CUDA_BIN, USER_PATH, Broadcasts
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.sandbox_registry import new_registry
from wizard.core.envvars.model import PathChange
from wizard.core.envvars.windows_env import WindowsEnvBackend
from wizard.core.ops.base import JsonDict, OpContext
from wizard.platform.registry import HKCU, REG_EXPAND_SZ, USER_ENVIRONMENT, RegistryValue


def _setup() -> tuple[WindowsEnvBackend, MemoryRegistry]:
    registry = new_registry()
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(USER_PATH, REG_EXPAND_SZ))
    return WindowsEnvBackend(registry, Broadcasts()), registry


def test_the_record_is_noted_before_the_write_and_undoes_an_interrupted_remove() -> None:
    backend, registry = _setup()
    noted: list[tuple[JsonDict, object]] = []

    def note(record: JsonDict) -> None:
        noted.append((record, registry.read(HKCU, USER_ENVIRONMENT, "PATH")))

    backend.apply_path("user", PathChange("add", CUDA_BIN, "PATH", "front"), OpContext(step="t"))
    original = registry.read(HKCU, USER_ENVIRONMENT, "PATH")
    ctx = OpContext(step="t", intent=note)
    backend.apply_path("user", PathChange("remove", CUDA_BIN, "PATH"), ctx)
    [(record, seen)] = noted
    assert seen == original  # noted while the value was still the pre-image
    # A crash right after the note, before the write: the value is the pre-image; nothing to undo.
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", original)  # type: ignore[arg-type]
    assert "already as before" in backend.reverse_interrupted(record, OpContext(step="undo"))
    assert registry.read(HKCU, USER_ENVIRONMENT, "PATH") == original
    # A crash after the write: undo puts the entry back.
    backend.apply_path("user", PathChange("remove", CUDA_BIN, "PATH"), OpContext(step="t"))
    backend.reverse_interrupted(record, OpContext(step="undo"))
    assert registry.read(HKCU, USER_ENVIRONMENT, "PATH") == original
    assert "Nothing had been changed" in backend.reverse_interrupted({}, OpContext(step="undo"))
