"""``kernel add`` from an offline index (issue 29, item 4): real venvs, a real index on 127.0.0.1 that holds
TensorFlow's stand-in and pip but not the ipykernel release the catalog pins. The env gets the ipykernel the
index has, said plainly; an index with no ipykernel at all gets an error that names ipykernel."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from wizard.basics.events import LogLine, run_to_completion
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv.envs import env_prefix, installed_version
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.kernel_ops import AddKernel
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.tooling import pinned


def _served(tmp_path: Path, *, ipykernel: bool) -> Iterator[SimpleIndex]:
    wheels = [make_wheel(tmp_path / "served", "tinytf", "1.0.0"), pip_wheel()]
    if ipykernel:  # a release other than the pinned one (a stand-in: the module only)
        wheels.append(make_wheel(tmp_path / "served", "ipykernel", "0.1"))
    with serving_index(tmp_path / "index") as index:
        index.publish(wheels)
        yield index


@pytest.fixture
def partial_index(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    yield from _served(tmp_path, ipykernel=True)


@pytest.fixture
def index_without_ipykernel(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    yield from _served(tmp_path, ipykernel=False)


def _add_kernel(index: SimpleIndex) -> list[str]:
    create = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer="uv",
                       index={"index_url": index.url})
    assert apply_operations([create], Journal(), step="test").ok
    add = AddKernel(env="tf", installer="uv", index={"index_url": index.url})
    events, _ = run_to_completion(add.apply_step(OpContext()))
    return [event.text for event in events if isinstance(event, LogLine)]


def test_an_index_without_the_pinned_ipykernel_gives_the_one_it_has_and_says_so(
    partial_index: SimpleIndex,
) -> None:
    """Failed before: the kernel step stopped with "No build of ipykernel exists"."""
    said = _add_kernel(partial_index)
    assert installed_version(env_prefix("tf"), ("ipykernel",)) == "0.1"
    wanted = pinned("ipykernel", PYTHON)
    assert f"The package index has no {wanted}, so the environment gets the ipykernel the index has" in " ".join(
        said)


def test_an_index_without_ipykernel_names_ipykernel(index_without_ipykernel: SimpleIndex) -> None:
    with pytest.raises(InstallerError) as caught:
        _add_kernel(index_without_ipykernel)
    assert caught.value.reference == "install-no-match" and caught.value.context["missing"] == "ipykernel"
    assert "ipykernel" in caught.value.message and "tinytf" not in caught.value.message
