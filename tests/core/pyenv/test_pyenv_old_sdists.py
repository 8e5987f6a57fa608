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
from tests.windows.wine import pip_under_wine_too_slow
from wizard.basics.errors import CatalogError
from wizard.basics.events import run_to_completion
from wizard.core.catalog import load as catalog_load
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.pyenv import sdists
from wizard.core.pyenv.envs import env_prefix, installed_version
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.tooling import pinned_version
from wizard.platform.pyenv_layout import venv_python
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


@pytest.mark.parametrize("installer", ["uv", pip_under_wine_too_slow()])
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
    assert caught.value.reference in ("install-no-wheel", "install-no-match"), caught.value.context
    if installer == "uv":
        assert "tinyother" in str(caught.value)
    assert caught.value.hint.startswith("The wizard builds only the source packages it has checked for this "
                                        "release (tinysrc 1.0); the missing one is not among them.")
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



@pytest.mark.parametrize(("field", "value", "words"), [
    ("sha256", "ABC", "sha256 is not 64 lowercase hexadecimal digits"),
    ("file", "termcolor-1.1.0.zip", 'file "termcolor-1.1.0.zip" is not the sdist of this release'),
    ("needed_by", ["tensorflow>>2"], 'needed_by "tensorflow>>2" is not a requirement'),
    ("build_env", ["switch off"], 'build_env "switch off" is not NAME=value'),
])
def test_a_broken_allowlist_row_is_refused_when_the_catalog_loads(
    field: str, value: object, words: str, tmp_path: Path
) -> None:
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    tooling = json.loads((folder / "tooling.json").read_text(encoding="utf-8"))
    tooling["sdists"][0][field] = value
    (folder / "tooling.json").write_text(json.dumps(tooling), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        catalog_load.load_catalog(folder)
    assert words in str(caught.value) and "termcolor 1.1.0" in str(caught.value)


@pytest.mark.slow
@pytest.mark.parametrize(("requirement", "python", "platform"), [
    ("tensorflow==2.4.4", "3.8", "windows"), ("tensorflow==2.5.3", "3.8", "windows"),
    ("tensorflow==2.6.5", "3.8", "linux"), ("tensorflow-gpu==1.15.5", "3.7", "windows"),
    ("tensorflow-gpu==1.12.0", "3.6", "windows"), ("tensorflow==2.1.4", "3.7", "windows"),
    ("tensorflow-gpu==2.0.4", "3.7", "linux"), ("tensorflow-gpu==1.14.0", "3.6", "windows"),
    ("tensorflow==2.4.4", "3.6", "linux"), ("tensorflow==2.6.2", "3.9", "windows"),
])
def test_the_real_release_resolves_from_wheels_once_its_listed_sdists_are_built(
    requirement: str, python: str, platform: str, tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """Needs the real package index (uv's default): the wizard's own build step makes the catalog's sdists for
    this release into wheels, then ``uv pip compile --no-build`` resolves the release's whole requirement set
    with that folder as ``--find-links``: no sdist other than the listed ones is left. Without the folder the
    same resolution fails on one of the listed packages."""
    import os
    import subprocess
    import sys

    import uv

    pins = sdists.needed_sdists([requirement], python)
    assert pins, "the catalog lists no sdist for this release"
    _events, wheels = run_to_completion(sdists.build_step(Path(sys.executable), pins, tmp_path, dict(os.environ),
                                                          python=python, key="env"))
    command = [str(uv.find_uv_bin()), "pip", "compile", "--no-build", "--no-header", "--python-version", python,
               "--python-platform", platform, "-"]
    resolved = subprocess.run([*command, "--find-links", str(wheels)], input=requirement, capture_output=True,
                              text=True, timeout=600, check=False)
    assert resolved.returncode == 0, resolved.stderr
    listed = {f"{pin.name}=={pin.version}" for pin in pins}
    assert listed <= set(resolved.stdout.split())
    refused = subprocess.run(command, input=requirement, capture_output=True, text=True, timeout=600, check=False)
    assert refused.returncode != 0 and any(pin.name in refused.stderr for pin in pins), refused.stderr


@pytest.mark.slow
def test_wrapt_builds_pure_python_only_with_its_switch_and_a_compiled_build_is_refused(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """Needs the real package index and a C compiler (this machine has gcc): wrapt 1.12.1 compiles its C
    extension unless the row's ``build_env`` switches it off; the compiled wheel is refused, not installed."""
    import dataclasses
    import os
    import sys

    row = next(pin for pin in sdists.needed_sdists(["tensorflow==2.4.4"], "3.8") if pin.name == "wrapt")
    (tmp_path / "with").mkdir()
    _events, wheels = run_to_completion(sdists.build_step(Path(sys.executable), (row,), tmp_path / "with",
                                                          dict(os.environ), python="3.8", key="env"))
    assert [path.name for path in wheels.glob("*.whl")] == ["wrapt-1.12.1-py3-none-any.whl"]
    compiled = dataclasses.replace(row, build_env=())
    (tmp_path / "without").mkdir()
    with pytest.raises(InstallerError) as caught:
        run_to_completion(sdists.build_step(Path(sys.executable), (compiled,), tmp_path / "without",
                                            dict(os.environ), python="3.8", key="env"))
    assert caught.value.reference == "sdist-not-pure" and "cp3" in str(caught.value)


@pytest.mark.slow
def test_the_pip_pinned_for_python_3_6_builds_the_sdists_in_an_env_that_holds_nothing_else(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    """Needs the real package index: pip 21.3.1 (the catalog's pip for Python 3.6, run here on this Python) in a
    venv without setuptools or wheel builds the TF 2.6 sdists in its own isolated build environment (without
    ``--use-pep517`` that old pip fails: it wants setuptools in the env)."""
    import os
    import subprocess
    import sys

    import uv

    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120)
    python = venv_python(env)
    subprocess.run([str(uv.find_uv_bin()), "pip", "install", "--python", str(python), "--no-build",
                    f"pip=={pinned_version('pip', '3.6')}"], check=True, capture_output=True, timeout=300)
    pins = sdists.needed_sdists(["tensorflow==2.6.5"], "3.8")
    (tmp_path / "build").mkdir()
    _events, wheels = run_to_completion(sdists.build_step(python, pins, tmp_path / "build", dict(os.environ),
                                                          python="3.6", key="env"))
    assert sorted(path.name for path in wheels.glob("*.whl")) == [
        "clang-5.0-py3-none-any.whl", "termcolor-1.1.0-py3-none-any.whl", "wrapt-1.12.1-py3-none-any.whl"]
