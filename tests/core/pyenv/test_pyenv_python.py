"""A Python of the planned version: found here, fetched by uv from the configured mirror, or named exactly."""

from __future__ import annotations

from pathlib import Path

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import serving_index
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.interpreters import find_interpreter
from wizard.core.pyenv.pyenv_ops import CreateEnv

MISSING = "3.14"  # no interpreter of this version exists on the test machine


def test_the_running_python_is_found_for_its_own_version() -> None:
    found = find_interpreter(PYTHON)
    assert found is not None and Path(found).is_file()
    assert find_interpreter("2.1") is None


def test_a_missing_python_is_fetched_from_the_python_mirror_and_its_failure_says_what_to_install(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    assert find_interpreter(MISSING) is None
    with serving_index(tmp_path / "mirror") as mirror:
        operation = CreateEnv(name="tf", python=MISSING, requirement="tinytf==1.0.0",
                              index={"python_mirror": f"http://127.0.0.1:{mirror.port}/cpython"})
        report = apply_operations([operation], Journal(), step="test")
    assert any(path.startswith("/cpython/") and f"cpython-{MISSING}" in path for path in mirror.requests)
    assert not report.ok
    assert report.items[0].error == f"Python {MISSING} is not installed on this computer and could not be downloaded."
    assert "python.org" in report.items[0].hint and f"python{MISSING}" in report.items[0].hint
    assert not env_prefix("tf").exists()


def test_with_pip_a_missing_python_is_not_downloaded_but_named(installer_isolation: Path) -> None:  # noqa: F811
    report = apply_operations([CreateEnv(name="tf", python=MISSING, requirement="tinytf==1.0.0", installer="pip")],
                              Journal(), step="test")
    assert not report.ok and f"Install Python {MISSING} (64-bit) yourself" in report.items[0].hint
