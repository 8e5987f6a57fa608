"""Files the POSIX env backend writes keep their nature and their readers: links stay links, modes stay
readable, and a HOME that is not a folder is refused before anything is written. Real files in tmp_path."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.envvars.model import PathChange
from wizard.core.envvars.posix_env import PosixEnvBackend
from wizard.core.envvars.rcblock import BEGIN_MARKER
from wizard.core.ops.base import OpContext

CUDA_BIN = "/usr/local/cuda-11.2/bin"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "user"
    home.mkdir()
    return home


@pytest.fixture
def umask_077() -> Iterator[None]:
    """A strict umask, as under many sudo setups: a new file would be 0600 unless the wizard sets 0644."""
    old = os.umask(0o077)
    try:
        yield
    finally:
        os.umask(old)


def _backend(home: Path) -> PosixEnvBackend:
    return PosixEnvBackend(home, home / ".config" / "tfgpu-wizard", environ={"PATH": "/usr/bin:/bin"})


def _ctx(tmp_path: Path) -> OpContext:
    return OpContext(step="test", backup_dir=tmp_path / "backups")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.posix_only("symbolic links between rc files")
def test_a_symlinked_bashrc_is_edited_through_the_link_and_undo_restores_it(home: Path, tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    real = dotfiles / "bashrc"
    real.write_bytes(b"alias ll='ls -l'\n")
    (home / ".bashrc").symlink_to(real)
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert (home / ".bashrc").is_symlink() and os.readlink(home / ".bashrc") == str(real)
    assert BEGIN_MARKER in real.read_text()
    backend.reverse(result.record, _ctx(tmp_path))
    assert (home / ".bashrc").is_symlink() and os.readlink(home / ".bashrc") == str(real)
    assert real.read_bytes() == b"alias ll='ls -l'\n"


@pytest.mark.posix_only("symbolic links between rc files")
def test_two_rc_names_linked_to_one_file_get_one_block(home: Path, tmp_path: Path) -> None:
    """``.bash_profile -> .profile`` (a common dotfile layout): one target, so one edit and one block."""
    (home / ".profile").write_bytes(b"umask 022\n")
    (home / ".bash_profile").symlink_to(".profile")
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert (home / ".bash_profile").is_symlink()
    assert (home / ".profile").read_text().count(BEGIN_MARKER) == 1
    backend.reverse(result.record, _ctx(tmp_path))
    assert (home / ".profile").read_bytes() == b"umask 022\n" and (home / ".bash_profile").is_symlink()


@pytest.mark.posix_only("symbolic links between rc files")
def test_a_dangling_link_gets_its_target_created_and_undo_leaves_it_dangling(home: Path, tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "bashrc"
    (home / ".bashrc").symlink_to(target)
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert (home / ".bashrc").is_symlink() and BEGIN_MARKER in target.read_text()
    backend.reverse(result.record, _ctx(tmp_path))
    assert (home / ".bashrc").is_symlink() and not target.exists()


@pytest.mark.usefixtures("umask_077")
@pytest.mark.posix_only("POSIX file modes and the umask")
def test_the_system_script_is_readable_by_every_user(home: Path, tmp_path: Path) -> None:
    profile_d = tmp_path / "profile.d"
    profile_d.mkdir()
    script = profile_d / "tfgpu-wizard.sh"
    backend = PosixEnvBackend(home, home / ".config", system_script=script, environ={})
    backend.apply_path("system", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert _mode(script) == 0o644


@pytest.mark.posix_only("POSIX file modes and the umask")
def test_a_system_script_left_unreadable_by_an_older_version_becomes_readable(home: Path, tmp_path: Path) -> None:
    script = tmp_path / "tfgpu-wizard.sh"
    backend = PosixEnvBackend(home, home / ".config", system_script=script, environ={})
    backend.apply_path("system", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    script.chmod(0o600)
    backend.apply_path("system", PathChange("add", "/opt/other/bin"), _ctx(tmp_path))
    assert _mode(script) == 0o644


@pytest.mark.posix_only("POSIX file modes and the umask")
def test_new_rc_files_get_the_umasks_mode_and_existing_ones_keep_theirs(home: Path, tmp_path: Path) -> None:
    (home / ".bashrc").write_bytes(b"# mine\n")
    (home / ".bashrc").chmod(0o640)
    old = os.umask(0o022)
    try:
        _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    finally:
        os.umask(old)
    assert _mode(home / ".bashrc") == 0o640
    assert _mode(home / ".profile") == 0o644


@pytest.mark.parametrize("bad_home", ["", "missing", "relative/home", "/"], ids=["empty", "missing", "relative",
                                                                                 "root"])
def test_a_home_that_is_not_a_folder_is_refused_before_anything_is_written(
    tmp_path: Path, bad_home: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    home = Path(bad_home) if bad_home in ("", "/", "relative/home") else tmp_path / bad_home
    backend = PosixEnvBackend(home, tmp_path / "config", environ={})
    before = sorted(tmp_path.rglob("*"))
    with pytest.raises(BadInputError, match="HOME"):
        backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    with pytest.raises(BadInputError, match="HOME"):
        backend.preview_path("user", PathChange("add", CUDA_BIN))
    assert sorted(tmp_path.rglob("*")) == before
