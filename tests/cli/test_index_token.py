"""An index address with a token in it (``http://host/<token>/simple/``, as private indexes hand them out):
the token reaches uv, yet no journal, env marker or printed line holds it, and ``undo`` of ``env remove``
makes the env again with it, from the password store (a file-backed keyring through keyring's own
``PYTHON_KEYRING_BACKEND`` seam, since no OS password store exists here), or says clearly what is missing.

Real CLI processes, a real venv, a real index on 127.0.0.1 served under the token's path.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.cli.file_keyring import keyring_env
from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from tests.windows.wine import pip_under_wine_too_slow
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import MARKER, env_prefix
from wizard.core.pyenv.package_cache import package_cache_dir

TOKEN = "Xy7Kq2Lm9Np4Rs6Tv8Wz3Ab5"


def _plan_file(tmp_path: Path) -> Path:
    plan = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON, cuda=None,
                cudnn=None, host_id=current_host_id())  # made here, for this machine
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # the catalog has no tinytf
    return path


@pytest.fixture
def token_index(tiny_index: SimpleIndex) -> SimpleIndex:  # noqa: F811
    """The tiny index's pages also served under ``/<TOKEN>/simple/`` (a copy: their links to the files are
    absolute, and wine 8 makes no symlink)."""
    shutil.copytree(tiny_index.root / "simple", tiny_index.root / TOKEN / "simple")
    return tiny_index


def _address(index: SimpleIndex) -> str:
    return f"http://127.0.0.1:{index.port}/{TOKEN}/simple/"


def _kept_files(data_dir: Path) -> str:
    """Everything the wizard wrote outside the env itself (journal, lock, settings), and the env's marker."""
    envs = env_prefix("tf").parent
    texts = [p.read_text(errors="replace") for p in data_dir.rglob("*") if p.is_file() and envs not in p.parents]
    marker = env_prefix("tf") / MARKER
    return "\n".join(texts + ([marker.read_text()] if marker.exists() else []))


@pytest.mark.parametrize("installer", ["uv", pip_under_wine_too_slow()])
def test_a_token_in_the_index_address_reaches_the_installer_and_no_file_or_line_and_undo_remakes_the_env(
    installer: str, tmp_path: Path, token_index: SimpleIndex, installer_isolation: Path  # noqa: F811
) -> None:
    """Before: the address went into the journal and the marker as typed, token and all (and pip's "Looking in
    indexes:" line printed it)."""
    env = keyring_env(tmp_path / "keyring.json")
    made = run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", _address(token_index), "--yes",
                   "--installer", installer, env=env)
    assert made.returncode == 0, made.stderr
    asked = [path for path in token_index.requests if path.startswith(f"/{TOKEN}/simple/tinytf")]
    assert asked, token_index.requests
    assert (env_prefix("tf") / MARKER).is_file() and "<redacted>" in (env_prefix("tf") / MARKER).read_text()
    removed = run_cli("env", "remove", "tf", env=env)
    assert removed.returncode == 0, removed.stderr
    shutil.rmtree(package_cache_dir(), ignore_errors=True)  # so that making the env again must ask the index
    undone = run_cli("undo", "--last", env=env)
    assert undone.returncode == 0, undone.stderr
    assert env_prefix("tf").is_dir()
    assert len([p for p in token_index.requests if p.startswith(f"/{TOKEN}/simple/tinytf")]) > len(asked)
    for done in (made, removed, undone):
        assert TOKEN not in done.stdout + done.stderr
    assert TOKEN not in _kept_files(installer_isolation)


def test_without_a_password_store_undo_says_the_token_is_missing_and_prints_none(
    tmp_path: Path, token_index: SimpleIndex, installer_isolation: Path  # noqa: F811
) -> None:
    """The run that was given the address installs from it; a later process has no token, and says so."""
    env = {"PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    made = run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", _address(token_index), "--yes",
                   env=env)
    assert made.returncode == 0, made.stderr
    assert run_cli("env", "remove", "tf", env=env).returncode == 0
    undone = run_cli("undo", "--last", env=env)
    assert undone.returncode != 0 and "Traceback" not in undone.stderr
    assert not env_prefix("tf").exists(), "nothing was made before the token was found missing"
    assert "needs its token" in undone.stdout + undone.stderr
    assert "password store" in undone.stdout + undone.stderr
    assert TOKEN not in made.stdout + made.stderr + undone.stdout + undone.stderr + _kept_files(installer_isolation)
