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
from wizard.core.pyenv.explain import InstallerError
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


@pytest.fixture
def index_without_pip(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    """An offline index (a local mirror of what ``pip download`` fetched): TensorFlow's stand-in and its
    dependency, and no pip."""
    with serving_index(tmp_path / "index") as index:
        index.publish([make_wheel(tmp_path / "served", "tinytf", "1.0.0", requires=("tinydep>=1",)),
                       make_wheel(tmp_path / "served", "tinydep", "1.0")])
        yield index


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_an_index_without_the_pinned_pip_makes_the_env_with_ensurepips_pip(
    installer: str, index_without_pip: SimpleIndex, tmp_path: Path
) -> None:
    """Failed before: the install asked the index for the pinned pip too and stopped with "No build of
    tinytf==1.0.0 exists for Python ...", which named the wrong package."""
    prefix = tmp_path / "env"
    lines = _create(installer, index_without_pip.url, prefix)
    assert installed_version(prefix, ("tinytf",)) == "1.0.0" and installed_version(prefix, ("tinydep",)) == "1.0"
    bundled = ensurepip_version(venv_python(prefix))
    assert bundled and installed_version(prefix, ("pip",)) == bundled
    said = " ".join(line.text for line in lines)
    if bundled != pinned_version("pip", PYTHON):
        assert (f"The package index has no pip {pinned_version('pip', PYTHON)}, so the environment keeps pip "
                f"{bundled} from Python's own ensurepip") in said


def _refused(installer: str, address: str, prefix: Path) -> InstallerError:
    with pytest.raises(InstallerError) as caught:
        _create(installer, address, prefix)
    assert not prefix.exists(), "the half-made env went with the error"
    return caught.value


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_a_wheel_folder_without_tensorflow_names_tensorflow(installer: str, tmp_path: Path,
                                                            installer_isolation: Path) -> None:  # noqa: F811
    folder = tmp_path / "wheels"
    make_wheel(folder, "tinydep", "1.0")
    error = _refused(installer, str(folder), tmp_path / "env")
    assert error.reference == "install-no-match" and error.context["missing"] == "tinytf"
    assert error.message == (f"The wheel folder {folder.resolve()} has no build of tinytf==1.0.0 for Python "
                             f"{PYTHON} on this system.")


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_a_wheel_folder_without_a_dependency_names_the_dependency(installer: str, tmp_path: Path,
                                                                 installer_isolation: Path) -> None:  # noqa: F811
    """Failed before: "No build of tinytf==1.0.0 exists", although the folder has it and lacks tinydep."""
    folder = tmp_path / "wheels"
    make_wheel(folder, "tinytf", "1.0.0", requires=("tinydep>=1",))
    make_wheel(folder, "tinydep", "0.5")  # only a release too old for tinytf
    error = _refused(installer, str(folder), tmp_path / "env")
    assert error.reference == "install-no-match" and error.context["missing"] == "tinydep"
    assert error.message.startswith(f"The wheel folder {folder.resolve()} has no build of tinydep for Python")
    assert error.message.endswith("which tinytf==1.0.0 needs.") and "tinydep" in error.hint


def test_an_index_without_a_dependency_names_the_dependency(tmp_path: Path,
                                                           installer_isolation: Path) -> None:  # noqa: F811
    with serving_index(tmp_path / "index") as index:
        index.publish([make_wheel(tmp_path / "served", "tinytf", "1.0.0", requires=("tinydep>=1",)), pip_wheel()])
        error = _refused("uv", index.url, tmp_path / "env")
    assert error.context["missing"] == "tinydep"
    assert error.message == (f"The package index has no build of tinydep for Python {PYTHON} on this system, "
                             "which tinytf==1.0.0 needs.")
