"""The test suite's registry sandbox: ``TFGPU_WIZARD_TEST_REGISTRY_ROOT`` moves every key the wizard reads and
writes under a key of the test's own (``sandboxed_registry``), in this process and in its CLI children.

The mapping is checked on any OS over the in-memory stand-in; on Windows (the Windows tier, under wine, whose
registry is real) the wizard's own default backend and a real ``path add`` child write the sandbox key through
winreg (REG_EXPAND_SZ kept, a long value whole) while the real ``HKCU\\Environment`` stays as it was.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.envvars.env_ops import AddToPath
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_EXPAND_SZ,
    REG_SZ,
    SYSTEM_ENVIRONMENT,
    TEST_ROOT_VARIABLE,
    USER_ENVIRONMENT,
    NoRegistry,
    RegistryValue,
    RootedRegistry,
    machine_registry,
    system_registry,
)

ROOT = r"Software\tfgpu-wizard-test-0\7"
windows_only = pytest.mark.skipif(sys.platform != "win32", reason="the real Windows registry")


def test_both_hives_go_under_the_root_of_the_users_own_key() -> None:
    inner = MemoryRegistry()
    rooted = RootedRegistry(inner, ROOT + "\\")
    rooted.write(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("C:\\a", REG_EXPAND_SZ))
    rooted.write(HKLM, SYSTEM_ENVIRONMENT, "CUDA_PATH", RegistryValue("C:\\cuda", REG_SZ))
    assert inner.writes == [(HKCU, ROOT + "\\HKCU\\Environment", "Path"),
                            (HKCU, ROOT + "\\HKLM\\" + SYSTEM_ENVIRONMENT, "CUDA_PATH")]
    assert inner.read(HKCU, USER_ENVIRONMENT, "Path") is None, "the real user's key is never written"
    assert rooted.read(HKCU, USER_ENVIRONMENT, "path") == RegistryValue("C:\\a", REG_EXPAND_SZ)
    assert rooted.subkeys(HKLM, r"SYSTEM\CurrentControlSet\Control") == ["session manager"]
    rooted.delete(HKLM, SYSTEM_ENVIRONMENT, "CUDA_PATH")
    assert rooted.read(HKLM, SYSTEM_ENVIRONMENT, "CUDA_PATH") is None


def test_without_the_variable_the_registry_is_the_machines_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TEST_ROOT_VARIABLE, raising=False)
    assert type(system_registry()) is type(machine_registry())
    monkeypatch.setenv(TEST_ROOT_VARIABLE, "\\")  # names no key: not a sandbox of the whole HKCU
    assert type(system_registry()) is type(machine_registry())
    monkeypatch.setenv(TEST_ROOT_VARIABLE, ROOT)
    if sys.platform == "win32":
        rooted = system_registry()
        assert isinstance(rooted, RootedRegistry) and rooted.root == ROOT
    else:
        assert isinstance(system_registry(), NoRegistry), "off Windows there is still no registry"


def _user_environment(registry: object, name: str = "Path") -> RegistryValue | None:
    """A value of the user's Environment key as ``registry`` holds it."""
    return registry.read(HKCU, USER_ENVIRONMENT, name)  # type: ignore[attr-defined, no-any-return]


@windows_only
def test_the_wizards_own_backend_writes_the_sandbox_key_with_the_real_types(
    sandboxed_registry: MemoryRegistry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    real_before = _user_environment(machine_registry())
    long_path = ";".join(["%SystemRoot%\\system32", *(f"C:\\Tools\\t{n:04}" for n in range(300))])
    sandboxed_registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(long_path, REG_EXPAND_SZ))
    folder = tmp_path / "cuda" / "bin"
    assert apply_operations([AddToPath(entry=str(folder))], Journal(), step="test").ok
    written = _user_environment(sandboxed_registry)
    assert written == RegistryValue(f"{folder};{long_path}", REG_EXPAND_SZ) and len(str(written.data)) > 4096
    assert _user_environment(machine_registry()) == real_before
    assert undo(Journal(), "all").ok
    assert _user_environment(sandboxed_registry) == RegistryValue(long_path, REG_EXPAND_SZ)


@windows_only
def test_a_cli_child_writes_the_same_sandbox_key(sandboxed_registry: MemoryRegistry, tmp_path: Path) -> None:
    real_before = _user_environment(machine_registry())
    folder = str(tmp_path / "tools")
    added = run_cli("path", "add", folder, "--scope", "user", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data")},
                    timeout=180)
    assert added.returncode == 0, added.stdout + added.stderr
    assert _user_environment(sandboxed_registry) == RegistryValue(folder, REG_EXPAND_SZ)
    assert _user_environment(machine_registry()) == real_before
