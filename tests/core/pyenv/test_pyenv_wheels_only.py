"""Wheels only, and the pip and ipykernel the catalog pins: real uv and real pip against a real index on 127.0.0.1.

The sdist-only project is a real sdist whose in-tree build backend leaves a marker file when an installer runs
its build code (what a setup.py would do): a refusal must come before that code runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, make_sdist, make_wheel, pip_wheel, serving_index
from wizard.basics.errors import BadInputError
from wizard.basics.events import run_to_completion
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv.envs import env_prefix, installed_version
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.kernel_ops import AddKernel
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.tooling import pinned_version
from wizard.platform.pyenv_layout import venv_python


@pytest.fixture
def sdist_index(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    """``tinytf`` 3.0.0 (a wheel) needs ``tinysrc`` 1.0, which the index offers only as an sdist; ``tinysrc`` 2.0
    is an sdist asked for directly. Their build code writes ``tmp_path / "build-code-ran"``."""
    wheels, marker = tmp_path / "wheels", tmp_path / "build-code-ran"
    built = [make_wheel(wheels, "tinytf", "3.0.0", requires=("tinysrc==1.0",)),
             make_sdist(wheels, "tinysrc", "1.0", marker=marker), make_sdist(wheels, "tinysrc", "2.0", marker=marker),
             pip_wheel()]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        yield index


@pytest.mark.parametrize("installer", ["uv", "pip"])
@pytest.mark.parametrize("requirement", ["tinytf==3.0.0", "tinysrc==2.0"])
def test_an_sdist_only_project_is_refused_plainly_before_its_build_code_runs(
    installer: str, requirement: str, sdist_index: SimpleIndex, tmp_path: Path
) -> None:
    operation = CreateEnv(name="tf", python=PYTHON, requirement=requirement, installer=installer,
                          index={"index_url": sdist_index.url})
    with pytest.raises(InstallerError) as caught:
        run_to_completion(operation.apply_step(OpContext()))
    assert not (tmp_path / "build-code-ran").exists(), "the installer ran the sdist's build code"
    error = caught.value
    assert error.exit_code == 1
    if installer == "uv":  # uv names the project that has no wheel
        assert error.reference == "install-no-wheel"
        assert str(error).startswith("The package index offers no wheel of tinysrc for Python")
        assert "source" in error.hint and "another package index" in error.hint
    else:  # pip says only "No matching distribution found", as for a missing release (checked: 23.2 to 26.2)
        assert error.reference == "install-no-match"
        assert str(error).startswith(f"No build of {requirement} exists for Python {PYTHON}")
    assert "Python" in error.hint
    assert not env_prefix("tf").exists() and "/simple/tinysrc/" in sdist_index.requests


def _index_with_newer_tools(tmp_path: Path) -> list[Path]:
    """tinytf, and pip and ipykernel both as the catalog's pinned release and as a newer one (99.0)."""
    wheels = tmp_path / "wheels"
    return [make_wheel(wheels, "tinytf", "1.0.0"), pip_wheel(), pip_wheel("99.0"),
            make_wheel(wheels, "ipykernel", pinned_version("ipykernel", PYTHON)),
            make_wheel(wheels, "ipykernel", "99.0")]


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_env_gets_the_pip_the_catalog_pins_not_the_newest_on_the_index(
    installer: str, tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    with serving_index(tmp_path / "index") as index:
        index.publish(_index_with_newer_tools(tmp_path))
        operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                              index={"index_url": index.url})
        assert apply_operations([operation], Journal(), step="test").ok
    prefix = env_prefix("tf")
    assert installed_version(prefix, ("pip",)) == pinned_version("pip", PYTHON)
    assert installed_version(prefix, ("tinytf",)) == "1.0.0"


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_kernel_add_installs_the_ipykernel_the_catalog_pins_not_the_newest_on_the_index(
    installer: str, tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """The ipykernel wheels here are tiny stand-ins (the real one needs a dozen packages): what is under test is
    which release the installer is told to take."""
    with serving_index(tmp_path / "index") as index:
        index.publish(_index_with_newer_tools(tmp_path))
        create = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                           index={"index_url": index.url})
        kernel = AddKernel(env="tf", gpu=False, installer=installer, index={"index_url": index.url})
        assert apply_operations([create, kernel], Journal(), step="test").ok
    assert installed_version(env_prefix("tf"), ("ipykernel",)) == pinned_version("ipykernel", PYTHON)
    assert venv_python(env_prefix("tf")).is_file()


def test_a_python_the_catalog_pins_no_pip_for_is_refused_before_anything_is_made(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    operation = CreateEnv(name="tf", python="2.7", requirement="tinytf==1.0.0", installer="pip",
                          index={"index_url": "http://127.0.0.1:9/simple/"}, allow_python_download=False)
    with pytest.raises(BadInputError) as caught:
        run_to_completion(operation.apply_step(OpContext()))
    assert caught.value.reference == "tool-not-pinned" and "Python 2.7" in str(caught.value)
    assert not env_prefix("tf").exists()
