"""What the Environment variables page shows, without Qt: PATH now and after, the older-CUDA warning,
whether anything would change, and the result line of a run.

Two real backends: the POSIX one on real rc files in a temporary HOME, and the Windows one over
MemoryRegistry, the in-memory stand-in for winreg (no Windows registry exists on this test machine).
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

from tests.fakes.memory_registry import MemoryRegistry
from wizard.basics.events import Event
from wizard.core.envvars.env_ops import cuda_environment_operations
from wizard.core.envvars.posix_env import PosixEnvBackend
from wizard.core.envvars.windows_env import WindowsEnvBackend
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import RunReport, apply_operations_step
from wizard.gui.models.env_vars_review import applied_count, applied_text, previews_change_something, review_path
from wizard.platform.registry import HKCU, HKLM, REG_EXPAND_SZ, SYSTEM_ENVIRONMENT, USER_ENVIRONMENT, RegistryValue

CUDA_ROOT = "/usr/local/cuda-11.2"
WIN_ROOT = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"


def _posix(home: Path, path: str) -> PosixEnvBackend:
    return PosixEnvBackend(home, home / ".config" / "tfgpu-wizard", environ={"PATH": path})


def _drive(step: Generator[Event, None, RunReport]) -> RunReport:
    """Run a step to its end, as the CLI does, and return its result."""
    while True:
        try:
            next(step)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def test_new_folders_are_marked_and_kept_ones_indented(isolated_home: Path) -> None:
    operations = cuda_environment_operations(CUDA_ROOT, (11, 2), "user", backend=_posix(isolated_home, "/usr/bin:/bin"))
    review = review_path(list(operations), "user")
    assert review.before == ["/usr/bin", "/bin"]
    assert review.after == [f"+ {CUDA_ROOT}/bin", "  /usr/bin", "  /bin"]
    assert review.warning == ("", "")


def test_a_folder_already_on_path_is_not_new_and_nothing_would_change(isolated_home: Path) -> None:
    backend = _posix(isolated_home, f"{CUDA_ROOT}/bin:/usr/bin")
    (isolated_home / ".bashrc").write_text("")
    operations = list(cuda_environment_operations(CUDA_ROOT, (11, 2), "user", backend=backend))
    assert previews_change_something(operations)  # LD_LIBRARY_PATH still lacks lib64
    journal = Journal(isolated_home / "journal")
    report = _drive(apply_operations_step(operations, journal, step="env-vars"))
    assert applied_count(report) == 2
    assert applied_text(report).startswith("Done: 2 changes applied.")
    assert not previews_change_something(operations), "applied once: a second run changes nothing"


def test_without_a_path_change_there_is_nothing_to_compare() -> None:
    assert review_path([], "user").before == [] and review_path([], "user").after == []
    assert not previews_change_something([])


def test_the_windows_powershell_folder_every_path_holds_is_no_cuda_1_0() -> None:
    """Every Windows PATH has ``%SystemRoot%\\System32\\WindowsPowerShell\\v1.0``: it is no older CUDA."""
    registry = MemoryRegistry()
    default = "%SystemRoot%\\system32;%SystemRoot%;%SYSTEMROOT%\\System32\\WindowsPowerShell\\v1.0\\"
    registry.set_raw(HKLM, SYSTEM_ENVIRONMENT, "Path", RegistryValue(default, REG_EXPAND_SZ))
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("%USERPROFILE%\\bin", REG_EXPAND_SZ))
    backend = WindowsEnvBackend(registry, lambda: True)
    review = review_path(list(cuda_environment_operations(WIN_ROOT, (11, 2), "user", backend=backend)), "user")
    assert review.warning == ("", "")


def test_an_older_cuda_first_on_the_system_path_is_named_with_what_to_do() -> None:
    registry = MemoryRegistry()
    old_bin = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v10.1\\bin"
    registry.set_raw(HKLM, SYSTEM_ENVIRONMENT, "Path", RegistryValue(f"%SystemRoot%\\system32;{old_bin}",
                                                                     REG_EXPAND_SZ))
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("%USERPROFILE%\\bin", REG_EXPAND_SZ))
    backend = WindowsEnvBackend(registry, lambda: True)
    review = review_path(list(cuda_environment_operations(WIN_ROOT, (11, 2), "user", backend=backend)), "user")
    message, hint = review.warning
    assert message == f"An older CUDA (10.1) comes first on PATH: {old_bin}"
    assert "instead of CUDA 11.2" in hint
    assert review.before[:2] == ["%SystemRoot%\\system32", old_bin], "the system PATH comes before the user's"
    assert f"+ {WIN_ROOT}\\bin" in review.after
