"""``env create --index WHEEL-FOLDER``, ``env list --json`` and ``undo --all [--cache]`` end to end: real CLI
processes, a real wheel folder (no index anywhere), real venvs and real files in the package cache."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.support import run_cli
from tests.cli.test_env_cli import _plan_file
from tests.core.pyenv_fixtures import installer_isolation  # noqa: F401 - fixture
from tests.core.pypi_index import make_wheel
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.package_cache import package_cache_dir
from wizard.platform.pyenv_layout import venv_python


def _made_from_folder(tmp_path: Path) -> None:
    folder = tmp_path / "wheels"
    make_wheel(folder, "tinytf", "1.0.0", requires=("tinydep>=1",))
    make_wheel(folder, "tinydep", "1.0")
    made = run_cli("env", "create", "--plan", str(_plan_file(tmp_path)), "--index", str(folder), "--yes")
    assert made.returncode == 0, made.stderr


def test_env_list_json_gives_each_envs_interpreter(tmp_path: Path, installer_isolation: Path) -> None:  # noqa: F811
    _made_from_folder(tmp_path)
    listed = json.loads(run_cli("env", "list", "--json").stdout)
    assert [e["interpreter"] for e in listed] == [str(venv_python(env_prefix("tf")))]
    assert Path(listed[0]["interpreter"]).is_file()


def test_undo_all_says_what_the_cache_holds_and_cache_removes_only_the_wizards(
    tmp_path: Path, installer_isolation: Path  # noqa: F811
) -> None:
    _made_from_folder(tmp_path)
    assert any(package_cache_dir().rglob("*")), "the install put nothing into the wizard's package cache"
    (package_cache_dir() / "pip").mkdir(parents=True, exist_ok=True)
    (package_cache_dir() / "pip" / "big.bin").write_bytes(b"\0" * (3 * 1024 * 1024))
    users_own = Path.home() / ".cache" / "pip" / "http" / "kept.bin"
    users_own.parent.mkdir(parents=True)
    users_own.write_bytes(b"mine")
    looked = run_cli("undo", "--all", "--dry-run")
    assert looked.returncode == 0, looked.stderr
    assert "take 3 MB" in looked.stdout and str(package_cache_dir()) in looked.stdout
    would = run_cli("undo", "--all", "--cache", "--dry-run")
    assert "Would remove the downloaded packages (3 MB)." in would.stdout
    assert (package_cache_dir() / "pip" / "big.bin").is_file() and env_prefix("tf").is_dir()
    refused = run_cli("undo", "--cache")
    assert refused.returncode == 2 and "undo --all --cache" in refused.stderr
    removed = run_cli("undo", "--all", "--cache")
    assert removed.returncode == 0, removed.stderr
    assert "Removed the downloaded packages (3 MB)." in removed.stdout
    assert not package_cache_dir().exists() and not env_prefix("tf").exists()
    assert users_own.read_bytes() == b"mine"
    again = run_cli("undo", "--all")
    assert again.returncode == 0 and "downloaded packages" not in again.stdout, "an empty cache is not mentioned"
