"""The catalog's allowed sdists: real uv and real pip against a real index on 127.0.0.1, real sdists.

``tinytf`` stands for an old TensorFlow: 3.0.0 needs ``tinysrc`` 1.0, which the index has only as a source
archive whose in-tree backend really builds a pure-Python wheel and leaves a marker file when it runs. The
catalog is a real copy of the shipped one with one more ``sdists`` row (for tinytf), loaded by the real loader:
the shipped rows name TensorFlow releases, which cannot be installed here. Other sdists on the index leave
their own marker when their code runs; none may.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import SimpleIndex, make_sdist, make_wheel, pip_wheel, serving_index
from wizard.basics.events import run_to_completion
from wizard.core.catalog import load as catalog_load
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import Journal
from wizard.core.ops.pyenv_ops import CreateEnv
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv import sdists
from wizard.core.pyenv.envs import env_prefix, installed_version
from wizard.core.pyenv.explain import InstallerError
from wizard.resources import resource_path


@pytest.fixture
def old_index(tmp_path: Path, installer_isolation: Path) -> Iterator[SimpleIndex]:  # noqa: F811
    """tinytf 3.0.0 -> tinysrc==1.0 (buildable sdist); tinytf 4.0.0 -> tinysrc==1.0 and tinyother==1.0 (an sdist
    not on any list); tinysrc 2.0 (sdist). Markers: ``built-tinysrc-1.0``, ``ran-tinysrc-2.0``, ``ran-tinyother``."""
    wheels = tmp_path / "wheels"
    built = [make_wheel(wheels, "tinytf", "3.0.0", requires=("tinysrc==1.0",)),
             make_wheel(wheels, "tinytf", "4.0.0", requires=("tinysrc==1.0", "tinyother==1.0")),
             make_sdist(wheels, "tinysrc", "1.0", marker=tmp_path / "built-tinysrc-1.0", builds=True),
             make_sdist(wheels, "tinysrc", "2.0", marker=tmp_path / "ran-tinysrc-2.0"),
             make_sdist(wheels, "tinyother", "1.0", marker=tmp_path / "ran-tinyother"),
             pip_wheel()]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        yield index


def _allow(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, sha256: str | None = None,
           needed_by: str = "tinytf>=3,<5") -> None:
    """A copy of the shipped catalog whose allowlist also holds tinysrc 1.0 (its real sha256 unless given)."""
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    tooling = json.loads((folder / "tooling.json").read_text(encoding="utf-8"))
    digest = sha256 or hashlib.sha256((tmp_path / "wheels" / "tinysrc-1.0.tar.gz").read_bytes()).hexdigest()
    tooling["sdists"].append({"name": "tinysrc", "version": "1.0", "file": "tinysrc-1.0.tar.gz", "sha256": digest,
                              "needed_by": [needed_by], "sources": ["S39"]})
    (folder / "tooling.json").write_text(json.dumps(tooling), encoding="utf-8")
    monkeypatch.setattr(sdists, "load_catalog", lambda: catalog_load.load_catalog(folder))


def _create(index: SimpleIndex, installer: str, requirement: str) -> CreateEnv:
    return CreateEnv(name="tf", python=PYTHON, requirement=requirement, installer=installer,
                     index={"index_url": index.url})


def _no_foreign_code(tmp_path: Path) -> None:
    assert not (tmp_path / "ran-tinysrc-2.0").exists() and not (tmp_path / "ran-tinyother").exists()


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_an_allowed_sdist_with_its_checked_sha256_is_built_and_installed(
    installer: str, old_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _allow(tmp_path, monkeypatch)
    assert apply_operations([_create(old_index, installer, "tinytf==3.0.0")], Journal(), step="test").ok
    prefix = env_prefix("tf")
    assert installed_version(prefix, ("tinysrc",)) == "1.0" and installed_version(prefix, ("tinytf",)) == "3.0.0"
    assert (tmp_path / "built-tinysrc-1.0").exists()
    _no_foreign_code(tmp_path)


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_an_allowed_sdist_whose_file_differs_from_the_checked_sha256_is_refused_before_its_code_runs(
    installer: str, old_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _allow(tmp_path, monkeypatch, sha256="0" * 64)
    with pytest.raises(InstallerError) as caught:
        run_to_completion(_create(old_index, installer, "tinytf==3.0.0").apply_step(OpContext()))
    assert caught.value.reference == "sdist-hash-mismatch"
    assert "tinysrc==1.0" in str(caught.value) and "Nothing from that file was run" in caught.value.hint
    assert not (tmp_path / "built-tinysrc-1.0").exists(), "the sdist's code ran before its hash was checked"
    _no_foreign_code(tmp_path)
    assert not env_prefix("tf").exists()


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_an_sdist_the_list_holds_only_for_other_releases_is_refused_as_any_sdist(
    installer: str, old_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _allow(tmp_path, monkeypatch, needed_by="tinytf==9.0")
    with pytest.raises(InstallerError) as caught:
        run_to_completion(_create(old_index, installer, "tinytf==3.0.0").apply_step(OpContext()))
    assert caught.value.reference in ("install-no-wheel", "install-no-match")
    assert not (tmp_path / "built-tinysrc-1.0").exists()
    _no_foreign_code(tmp_path)
    assert not env_prefix("tf").exists()


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_a_release_needing_an_sdist_beside_the_allowed_one_is_refused_and_runs_no_other_code(
    installer: str, old_index: SimpleIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _allow(tmp_path, monkeypatch)
    with pytest.raises(InstallerError) as caught:
        run_to_completion(_create(old_index, installer, "tinytf==4.0.0").apply_step(OpContext()))
    assert caught.value.reference in ("install-no-wheel", "install-no-match")
    if installer == "uv":
        assert "tinyother" in str(caught.value)
    _no_foreign_code(tmp_path)
    assert not env_prefix("tf").exists()


def test_the_shipped_list_applies_only_to_the_releases_that_need_it() -> None:
    """The seeds' TF 2.4 on Python 3.8 gets termcolor and wrapt; 2.7 and later get nothing built."""
    def names(requirement: str, python: str) -> list[str]:
        return [f"{pin.name}=={pin.version}" for pin in sdists.needed_sdists([requirement], python)]

    assert names("tensorflow==2.4.4", "3.8") == ["termcolor==1.1.0", "wrapt==1.12.1"]
    assert names("tensorflow==2.6.5", "3.9") == ["termcolor==1.1.0", "wrapt==1.12.1", "clang==5.0"]
    assert names("tensorflow-gpu==1.15.5", "3.7") == ["gast==0.2.2"]
    assert names("tensorflow-gpu==1.12.0", "3.6") == ["termcolor==1.1.0"]
    assert names("tensorflow==2.3.0", "3.7") == [] and names("tensorflow==2.10.1", "3.8") == []
