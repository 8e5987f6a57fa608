"""A wheel folder as the index (offline, air-gapped): real uv and real pip install from the folder alone.

The folder holds exactly a tiny TensorFlow stand-in and its dependency (built here, no network); a real index
on 127.0.0.1 is set as the machine's own pip/uv index and must see no request. pip in the env is the
interpreter's ensurepip one (the folder has no pip wheel) or the folder's pinned one (when it has it).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from wizard.basics.events import LogLine, run_to_completion
from wizard.core.ops.base import OpContext
from wizard.core.pyenv.envs import installed_version
from wizard.core.pyenv.index import index_config
from wizard.core.pyenv.offline import ensurepip_version
from wizard.core.pyenv.package_cache import cache_size, package_cache_dir
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.tooling import pinned_version
from wizard.platform.pyenv_layout import venv_python


@pytest.fixture
def wheel_folder(tmp_path: Path, installer_isolation: Path) -> Path:  # noqa: F811
    """``tinytf`` 1.0.0 needing ``tinydep`` 1.0, and nothing else."""
    folder = tmp_path / "wheels"
    make_wheel(folder, "tinytf", "1.0.0", requires=("tinydep>=1",))
    make_wheel(folder, "tinydep", "1.0")
    return folder


@pytest.fixture
def watched_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SimpleIndex]:
    """An index on 127.0.0.1 set as this machine's own uv/pip index: an install that asks any index asks it."""
    with serving_index(tmp_path / "index") as index:
        index.publish([make_wheel(tmp_path / "served", "tinytf", "1.0.0"), pip_wheel()])
        monkeypatch.setenv("UV_DEFAULT_INDEX", index.url)
        monkeypatch.setenv("PIP_INDEX_URL", index.url)
        yield index


def _create(installer: str, folder_address: str, prefix: Path) -> list[LogLine]:
    config = index_config(index_url=folder_address)
    operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                          prefix=str(prefix), index={"index_url": config.index_url})
    events, _ = run_to_completion(operation.apply_step(OpContext()))
    return [event for event in events if isinstance(event, LogLine)]


@pytest.mark.parametrize("installer", ["uv", "pip"])
@pytest.mark.parametrize("as_url", [False, True])
def test_a_wheel_folder_alone_makes_the_env_and_pip_comes_from_ensurepip(
    installer: str, as_url: bool, wheel_folder: Path, watched_index: SimpleIndex, tmp_path: Path
) -> None:
    prefix = tmp_path / "env"
    lines = _create(installer, wheel_folder.as_uri() if as_url else str(wheel_folder), prefix)
    assert installed_version(prefix, ("tinytf",)) == "1.0.0"
    assert installed_version(prefix, ("tinydep",)) == "1.0"
    assert watched_index.requests == [], "an index was asked although the wheel folder was given"
    bundled = ensurepip_version(venv_python(prefix))
    assert bundled and installed_version(prefix, ("pip",)) == bundled
    said = " ".join(line.text for line in lines)
    assert str(wheel_folder) in said and "no package index" in said
    if bundled != pinned_version("pip", PYTHON):
        assert f"keeps pip {bundled} from Python's own ensurepip" in said


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_folders_own_pinned_pip_wheel_is_used_when_it_has_one(
    installer: str, wheel_folder: Path, watched_index: SimpleIndex, tmp_path: Path
) -> None:
    pip = pip_wheel()
    (wheel_folder / pip.name).write_bytes(pip.read_bytes())
    prefix = tmp_path / "env"
    _create(installer, str(wheel_folder), prefix)
    assert installed_version(prefix, ("pip",)) == pinned_version("pip", PYTHON)
    assert watched_index.requests == []


def test_the_installs_cache_lands_in_the_wizards_own_folder(wheel_folder: Path, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    users_cache = tmp_path / "users-uv-cache"
    monkeypatch.setenv("UV_CACHE_DIR", str(users_cache))
    _create("uv", str(wheel_folder), tmp_path / "env")
    assert cache_size() > 0 and (package_cache_dir() / "uv").is_dir()
    assert not users_cache.exists(), "the wizard's install wrote into the user's own uv cache"


def test_a_folder_without_wheels_stays_an_index_address(tmp_path: Path) -> None:
    (tmp_path / "simple").mkdir()
    address = (tmp_path / "simple").as_uri()
    assert index_config(index_url=address).wheel_folder is None
