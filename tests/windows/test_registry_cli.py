"""``path add`` and ``undo`` through the REAL Windows registry, in real child processes (Windows only).

The Windows tier (``make test-windows``) runs this under wine, whose registry is real: each run starts from the
registry its setup saved, so the ``HKCU\\Environment`` written here is the tier's own prefix's, never a person's;
each test puts the value back and conftest's guard fails a test that leaves the key changed. A child killed at
every crash point (TerminateProcess, what ``kill -9`` is on Windows) is undone to the same bytes.
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_EXPAND_SZ,
    REG_SZ,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    RegistryValue,
    system_registry,
)

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="the real Windows registry")

CUDA_BIN = "C:\\CUDA\\v12.3\\bin"
SEEDED = "%USERPROFILE%\\bin;C:\\Tools"
KEYS = {HKCU: USER_ENVIRONMENT, HKLM: SYSTEM_ENVIRONMENT}


def raw_value(hive: str, name: str = "Path") -> tuple[int, bytes] | None:
    """The value's type and its exact bytes (embedded and trailing NULs included), or None when absent."""
    import winreg
    from ctypes import wintypes

    roots = {HKCU: winreg.HKEY_CURRENT_USER, HKLM: winreg.HKEY_LOCAL_MACHINE}
    advapi32 = ctypes.WinDLL("advapi32")
    try:
        key = winreg.OpenKey(roots[hive], KEYS[hive], 0, winreg.KEY_READ | winreg.KEY_WOW64_64KEY)
    except FileNotFoundError:
        return None
    with key:
        size, kind = wintypes.DWORD(0), wintypes.DWORD(0)
        handle = wintypes.HKEY(key.handle)
        if advapi32.RegQueryValueExW(handle, name, None, ctypes.byref(kind), None, ctypes.byref(size)):
            return None
        buffer = ctypes.create_string_buffer(size.value)
        advapi32.RegQueryValueExW(handle, name, None, ctypes.byref(kind), buffer, ctypes.byref(size))
        return kind.value, buffer.raw[: size.value]


@pytest.fixture
def user_path() -> Iterator[RegistryValue]:
    """The user's PATH seeded as REG_EXPAND_SZ with a %VAR%; the value found before is put back after."""
    registry, before = system_registry(), system_registry().read(HKCU, USER_ENVIRONMENT, "Path")
    seeded = RegistryValue(SEEDED, REG_EXPAND_SZ)
    registry.write(HKCU, USER_ENVIRONMENT, "Path", seeded)
    yield seeded
    if before is None:
        registry.delete(HKCU, USER_ENVIRONMENT, "Path")
    else:
        registry.write(HKCU, USER_ENVIRONMENT, "Path", before)


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, env=env, timeout=180)


def test_path_add_puts_the_folder_first_keeps_the_type_and_undo_restores_the_bytes(user_path: RegistryValue) -> None:
    before = raw_value(HKCU)
    added = _cli("path", "add", CUDA_BIN, "--scope", "user")
    assert added.returncode == 0, added.stderr
    written = system_registry().read(HKCU, USER_ENVIRONMENT, "PATH")
    assert written == RegistryValue(f"{CUDA_BIN};{SEEDED}", REG_EXPAND_SZ)
    assert "CUDA 1.0" not in added.stdout + added.stderr  # PowerShell's v1.0 folder is no CUDA
    journal = _cli("journal")
    assert CUDA_BIN in journal.stdout
    undone = _cli("undo", "--last")
    assert undone.returncode == 0, undone.stderr
    assert raw_value(HKCU) == before


def test_a_long_reg_sz_path_is_kept_whole_and_undo_gives_back_reg_sz(user_path: RegistryValue) -> None:
    """Longer than the 2,047 characters where old tools cut PATH: written whole as REG_EXPAND_SZ, warned."""
    long = ";".join(f"C:\\Tools\\tool{index:03d}\\bin" for index in range(120))
    system_registry().write(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(long, REG_SZ))
    before = raw_value(HKCU)
    added = _cli("path", "add", CUDA_BIN)
    assert added.returncode == 0, added.stderr
    assert "2047" in added.stdout + added.stderr
    after = system_registry().read(HKCU, USER_ENVIRONMENT, "Path")
    assert after == RegistryValue(f"{CUDA_BIN};{long}", REG_EXPAND_SZ)
    assert _cli("undo", "--last").returncode == 0
    assert raw_value(HKCU) == before


def test_a_path_with_an_embedded_nul_is_refused_and_left_as_it_was(user_path: RegistryValue) -> None:
    system_registry().write(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("C:\\A\x00C:\\B", REG_EXPAND_SZ))
    before = raw_value(HKCU)
    refused = _cli("path", "add", CUDA_BIN)
    assert refused.returncode == 2 and "NUL" in refused.stderr and "Traceback" not in refused.stderr
    assert raw_value(HKCU) == before


def test_the_system_path_is_written_by_the_elevated_child_and_undone_exactly() -> None:
    """HKLM through the elevation seam (ShellExecuteExW "runas"; wine runs it as administrator, no prompt)."""
    before = raw_value(HKLM)
    added = _cli("path", "add", CUDA_BIN, "--scope", "system")
    assert added.returncode == 0, added.stderr
    after = system_registry().read(HKLM, SYSTEM_ENVIRONMENT, "PATH")
    assert after is not None and str(after.data).startswith(f"{CUDA_BIN};")
    assert _cli("undo", "--last").returncode == 0
    assert raw_value(HKLM) == before


def test_a_child_killed_at_every_crash_point_is_undone_to_the_same_bytes(
    user_path: RegistryValue, tmp_path: Path
) -> None:
    """Counted first, then killed at each point k (TerminateProcess); ``undo`` must leave the seeded bytes."""
    before = raw_value(HKCU)
    log = tmp_path / "points.log"
    assert _cli("path", "add", CUDA_BIN, env={CRASH_LOG_ENV: str(log)}).returncode == 0
    assert _cli("undo", "--last").returncode == 0
    points = log.read_text(encoding="utf-8").splitlines()
    assert points, "path add reached no crash point"
    for k in range(1, len(points) + 1):
        killed = _cli("path", "add", CUDA_BIN, env={CRASH_AT_ENV: str(k)})
        assert killed.returncode != 0, f"point {k} ({points[k - 1]}) did not kill the child"
        undone = _cli("undo", "--all")
        assert undone.returncode in (0, 1), undone.stderr
        assert raw_value(HKCU) == before, f"after a kill at point {k} ({points[k - 1]}): {undone.stdout}"
    assert os.environ.get(CRASH_AT_ENV) is None
