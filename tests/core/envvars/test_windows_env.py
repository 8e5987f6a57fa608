"""The Windows registry env backend, against the real registry on Windows and MemoryRegistry elsewhere.

On Linux the registry cannot exist, so these tests drive the real backend code through the Registry seam with an
in-memory stand-in that keeps winreg's case-insensitive names and value types. On Windows (the Windows tier, under
wine) ``new_registry()`` gives the real registry through winreg, inside a per-test sandbox key.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.sandbox_registry import new_registry
from wizard.core.envvars.model import PathChange, Scope, VariableChange
from wizard.core.envvars.pathlist import MAX_VALUE_CHARS, EnvValueError
from wizard.core.envvars.windows_env import WindowsEnvBackend
from wizard.core.ops.base import OpContext, OperationError, Outcome
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_DWORD,
    REG_EXPAND_SZ,
    REG_SZ,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    RegistryValue,
)

USER_PATH = "%USERPROFILE%\\AppData\\Local\\Microsoft\\WindowsApps;;C:\\tools\\bin;"
CUDA_BIN = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2\\bin"
CTX = OpContext(step="test")


class Broadcasts:
    """Counts WM_SETTINGCHANGE broadcasts instead of sending them (there is no window system here)."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> bool:
        self.count += 1
        return True


Setup = tuple[WindowsEnvBackend, MemoryRegistry, Broadcasts]


def _backend(path: str | None = USER_PATH, kind: int = REG_EXPAND_SZ) -> Setup:
    registry = new_registry()
    if path is not None:
        registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(path, kind))
    broadcasts = Broadcasts()
    return WindowsEnvBackend(registry, broadcasts), registry, broadcasts


def _user_path(registry: MemoryRegistry) -> RegistryValue | None:
    return registry.read(HKCU, USER_ENVIRONMENT, "PATH")


def test_add_prepends_once_keeps_percent_references_and_writes_expand_sz_with_one_broadcast() -> None:
    backend, registry, broadcasts = _backend(kind=REG_SZ)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert result.outcome is Outcome.MODIFIED
    assert _user_path(registry) == RegistryValue(f"{CUDA_BIN};{USER_PATH}", REG_EXPAND_SZ)
    assert broadcasts.count == 1 and len(registry.writes) == 1


def test_adding_again_makes_no_write_and_no_broadcast() -> None:
    backend, registry, broadcasts = _backend()
    backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    again = backend.apply_path("user", PathChange("add", CUDA_BIN.upper() + "\\"), CTX)
    assert again.outcome is Outcome.NO_CHANGE
    assert len(registry.writes) == 1 and broadcasts.count == 1


def test_dry_run_reports_the_change_but_writes_nothing() -> None:
    backend, registry, broadcasts = _backend()
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), OpContext(dry_run=True))
    assert result.outcome is Outcome.MODIFIED and result.dry_run
    assert registry.writes == [] and broadcasts.count == 0


def test_reverse_restores_the_exact_original_value_and_type() -> None:
    backend, registry, _ = _backend(kind=REG_SZ)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    backend.reverse(result.record, CTX)
    assert _user_path(registry) == RegistryValue(USER_PATH, REG_SZ)


def test_a_missing_path_is_created_with_one_entry_and_undo_deletes_the_value_again() -> None:
    backend, registry, _ = _backend(path=None)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert _user_path(registry) == RegistryValue(CUDA_BIN, REG_EXPAND_SZ)
    backend.reverse(result.record, CTX)
    assert _user_path(registry) is None


def test_undo_after_someone_else_changed_path_removes_only_our_entry() -> None:
    backend, registry, _ = _backend()
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    current = _user_path(registry)
    assert current is not None
    theirs = RegistryValue(f"{current.data};D:\\theirs", REG_EXPAND_SZ)
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", theirs)
    backend.reverse(result.record, CTX)
    assert _user_path(registry) == RegistryValue(f"{USER_PATH};D:\\theirs", REG_EXPAND_SZ)


def test_a_concurrent_write_between_read_and_write_is_merged_not_lost() -> None:
    backend, registry, _ = _backend()
    reads = 0

    def other_program_writes_once(reg: MemoryRegistry, hive: str, key: str, name: str) -> None:
        nonlocal reads
        reads += 1
        if reads == 1:
            reg.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("E:\\new;" + USER_PATH, REG_EXPAND_SZ))

    registry.after_read = other_program_writes_once
    backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    registry.after_read = None
    assert _user_path(registry) == RegistryValue(f"{CUDA_BIN};E:\\new;{USER_PATH}", REG_EXPAND_SZ)


def test_a_non_string_path_is_left_alone_with_a_clear_error() -> None:
    backend, registry, broadcasts = _backend()
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(7, REG_DWORD))
    with pytest.raises(EnvValueError, match="not text"):
        backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert registry.writes == [] and broadcasts.count == 0


def test_a_value_with_an_embedded_nul_is_refused_without_writing() -> None:
    backend, registry, _ = _backend(path="C:\\a\x00C:\\hidden")
    with pytest.raises(EnvValueError, match="NUL"):
        backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert registry.writes == []


def test_a_result_over_32767_characters_is_refused_without_writing() -> None:
    backend, registry, _ = _backend(path="C:\\" + "x" * (MAX_VALUE_CHARS - 10))
    with pytest.raises(EnvValueError, match="limit"):
        backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert registry.writes == []


def test_a_long_but_valid_value_is_written_with_a_warning() -> None:
    backend, _, _ = _backend(path="C:\\" + "x" * 3000)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), CTX)
    assert result.outcome is Outcome.MODIFIED and "2047" in result.detail


def test_remove_takes_every_spelling_off_and_undo_puts_them_back_in_place() -> None:
    original = f"C:\\a;{CUDA_BIN};C:\\b;{CUDA_BIN.lower()}\\"
    backend, registry, _ = _backend(path=original)
    result = backend.apply_path("user", PathChange("remove", CUDA_BIN), CTX)
    assert _user_path(registry) == RegistryValue("C:\\a;C:\\b", REG_EXPAND_SZ)
    backend.reverse(result.record, CTX)
    assert _user_path(registry) == RegistryValue(original, REG_EXPAND_SZ)


def test_system_scope_writes_hklm_only_and_needs_elevation() -> None:
    backend, registry, _ = _backend()
    assert backend.needs_elevation("system") and not backend.needs_elevation("user")
    backend.apply_path("system", PathChange("add", CUDA_BIN), OpContext(elevated=True))
    assert registry.writes == [(HKLM, SYSTEM_ENVIRONMENT, "PATH")]


def test_writing_hklm_without_admin_reports_needs_elevation_not_a_crash() -> None:
    backend, registry, _ = _backend()
    registry.read_only_hives.add(HKLM)
    result = backend.apply_path("system", PathChange("add", CUDA_BIN), CTX)
    assert result.outcome is Outcome.NEEDS_ELEVATION


def test_cuda_path_is_set_as_text_and_undo_deletes_it() -> None:
    backend, registry, _ = _backend()
    root = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"
    result = backend.apply_variable("user", VariableChange("CUDA_PATH_V11_2", root), CTX)
    assert registry.read(HKCU, USER_ENVIRONMENT, "cuda_path_v11_2") == RegistryValue(root, REG_SZ)
    backend.reverse(result.record, CTX)
    assert registry.read(HKCU, USER_ENVIRONMENT, "CUDA_PATH_V11_2") is None


def test_undo_of_a_variable_the_user_changed_since_keeps_their_value_and_says_so() -> None:
    backend, registry, _ = _backend()
    result = backend.apply_variable("user", VariableChange("CUDA_PATH", "C:\\cuda"), CTX)
    registry.set_raw(HKCU, USER_ENVIRONMENT, "CUDA_PATH", RegistryValue("D:\\mine", REG_SZ))
    with pytest.raises(OperationError, match="was changed after"):
        backend.reverse(result.record, CTX)
    assert registry.read(HKCU, USER_ENVIRONMENT, "CUDA_PATH") == RegistryValue("D:\\mine", REG_SZ)


def test_the_preview_shows_path_entries_before_and_after() -> None:
    backend, _, _ = _backend()
    preview = backend.preview_path("user", PathChange("add", CUDA_BIN))
    assert preview.after.splitlines() == [CUDA_BIN, *preview.before.splitlines()]
    assert f"+{CUDA_BIN}" in preview.diff()


PATH_CHARS = st.characters(blacklist_characters="\x00", codec=None)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(PATH_CHARS.filter(lambda c: c != ";"), max_size=25), max_size=12),
    st.sampled_from([REG_SZ, REG_EXPAND_SZ]),
    st.sampled_from(["user", "system"]),
)
def test_add_then_undo_gives_back_the_raw_value_and_type_for_any_path(
    entries: list[str], kind: int, scope: Scope
) -> None:
    """Any existing value (%VAR%, ;;, trailing ;, unicode, lone surrogates) survives add + undo exactly."""
    original = ";".join(entries)
    registry = new_registry()
    hive, key = (HKCU, USER_ENVIRONMENT) if scope == "user" else (HKLM, SYSTEM_ENVIRONMENT)
    registry.set_raw(hive, key, "Path", RegistryValue(original, kind))
    backend = WindowsEnvBackend(registry, Broadcasts())
    result = backend.apply_path(scope, PathChange("add", CUDA_BIN), OpContext(elevated=True))
    written = registry.read(hive, key, "Path")
    if result.outcome is Outcome.MODIFIED:
        assert written is not None and written.type == REG_EXPAND_SZ
        assert str(written.data).split(";")[1:] == (original.split(";") if original else [])
    if result.record:
        backend.reverse(result.record, OpContext(elevated=True))
    assert registry.read(hive, key, "Path") == RegistryValue(original, kind)
