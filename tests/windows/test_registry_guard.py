"""The registry guard: a test that leaves the real Environment key changed fails (tests/fakes/registry_guard.py).

The comparison runs everywhere; the guard itself needs the real registry, so its run is Windows only (the Windows
tier, under wine): a real pytest child runs a test that writes the user's Environment key and forgets to put it back.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO, cli_env
from tests.fakes.sandbox_registry import changed_values
from wizard.platform.registry import HKCU, REG_SZ, USER_ENVIRONMENT, system_registry

FORGETFUL = '''
from wizard.platform.registry import HKCU, REG_SZ, USER_ENVIRONMENT, RegistryValue, system_registry


def test_writes_the_real_key_and_forgets_it():
    system_registry().write(HKCU, USER_ENVIRONMENT, "TFGPU_GUARD_PROBE", RegistryValue("left", REG_SZ))
'''


def test_a_changed_added_or_removed_value_is_named() -> None:
    before = {"K": [("path", 2, "a"), ("temp", 2, "t")]}
    after = {"K": [("cuda_path", 1, "c"), ("path", 2, "b")]}
    assert changed_values(before, after) == ["K\\cuda_path", "K\\path", "K\\temp"]
    assert changed_values(before, before) == []


@pytest.mark.skipif(sys.platform != "win32", reason="the real Windows registry")
def test_a_test_that_leaves_the_user_environment_changed_fails(tmp_path: Path) -> None:
    (tmp_path / "test_forgetful.py").write_text(FORGETFUL, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "tests.fakes.registry_guard",
             "-c", str(tmp_path / "pytest.ini"), str(tmp_path / "test_forgetful.py")],
            capture_output=True, text=True, encoding="utf-8", cwd=REPO, env=cli_env(), timeout=180, check=False,
        )
        left = system_registry().read(HKCU, USER_ENVIRONMENT, "TFGPU_GUARD_PROBE")
    finally:
        system_registry().delete(HKCU, USER_ENVIRONMENT, "TFGPU_GUARD_PROBE")
    assert left is not None and left.type == REG_SZ  # the child really wrote the real key
    assert run.returncode == 1, run.stdout + run.stderr
    assert "left the real registry changed" in run.stdout and "TFGPU_GUARD_PROBE".casefold() in run.stdout
