"""``env create`` from a conda channel that serves a hostile package: real ``python -m wizard`` children, a real
channel the test builds and indexes (tests/core/hostile_conda.py), py-rattler for real. Each attack of issue 28
(a ``paths.json`` entry climbing through a link the package keeps in the cache to the user's ``.bashrc``, one
reaching a folder beside the env, ``../../..``, an absolute path, a link to a folder outside, an archive changed
after the channel was indexed over ``file://``, a package that ships the wizard's marker or ``bin/python``) is
refused with a clear error and exit 2 before anything is linked, and every file outside the env is
byte-identical afterwards (the wizard's own cache, settings and journal aside)."""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.cli.test_env_create_rattler import isolated_plan  # noqa: F401 - fixture
from tests.core.conda_channel import make_channel
from tests.core.hostile_conda import KINDS, change_after_indexing, hostile_route
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.core.download.cache import cache_root
from wizard.core.ops.journal import data_dir
from wizard.core.pyenv.envs import env_prefix, envs_root

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a linux-64 env from the local channel")
BASHRC = b"# the user's own start-up file\n"


def _outside(root: Path, prefix: Path) -> dict[str, str]:
    """Every file and link under ``root`` outside ``prefix`` with its sha256 or link target, the wizard's own
    cache, settings, state and journal left out (the envs folder is kept in)."""
    skipped = (prefix, cache_root(), data_dir(), root / "home" / ".config" / "tfgpu-wizard",
               root / "home" / ".local" / "state" / "tfgpu-wizard")
    found: dict[str, str] = {}
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        dirs[:] = [d for d in dirs if here / d not in skipped]
        for name in [*files, *(d for d in dirs if (here / d).is_symlink())]:
            found[(here / name).relative_to(root).as_posix()] = _state(here / name)
    for path in envs_root().rglob("*") if envs_root().is_dir() else ():
        if prefix not in path.parents and path != prefix:
            found[path.relative_to(root).as_posix()] = _state(path)
    return found


def _state(path: Path) -> str:
    if path.is_symlink():
        return "-> " + os.readlink(path)
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "folder"


@pytest.mark.timeout(300)
@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_conda_package_is_refused_before_anything_is_linked(
    kind: str, tmp_path: Path, isolated_plan: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    home, prefix = Path(os.environ["HOME"]), env_prefix("tf")
    (home / ".bashrc").write_bytes(BASHRC)
    (home / "outside").mkdir()
    (home / "outside" / "notes.txt").write_text("the user's\n")
    channel = make_channel(tmp_path / "channel", hostile_route(kind, home=home, prefix=prefix))
    if kind == "changed":
        change_after_indexing(channel)
    before = _outside(tmp_path, prefix)
    made = run_cli("env", "create", "--plan", str(isolated_plan), "--index", tiny_index.url, "--installer", "uv",
                   "--conda-channel", channel.as_uri(), "--yes", timeout=300)
    output = made.stdout + made.stderr
    assert made.returncode == 2, output
    reference = "conda-package-changed" if kind == "changed" else "conda-package-unsafe"
    assert f"(reference: {reference})" in output and "is refused" in output, output
    assert "Traceback" not in output and "panicked" not in output
    assert (home / ".bashrc").read_bytes() == BASHRC
    assert _outside(tmp_path, prefix) == before
    assert not prefix.exists()  # the half-made env went with the refusal
