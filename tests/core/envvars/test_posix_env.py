"""The POSIX env backend on real files in a temporary HOME: env script, rc blocks, exact undo."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wizard.basics.errors import WizardError
from wizard.core.envvars import posix_env_files
from wizard.core.envvars.model import PathChange, VariableChange
from wizard.core.envvars.posix_env import PosixEnvBackend
from wizard.core.envvars.rcblock import BEGIN_MARKER
from wizard.core.ops.base import OpContext, OperationError, Outcome

CUDA_BIN = "/usr/local/cuda-11.2/bin"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "user"
    home.mkdir()
    return home


def _backend(home: Path, **environ: str) -> PosixEnvBackend:
    config = home / ".config" / "tfgpu-wizard"
    return PosixEnvBackend(home, config, environ={"PATH": "/usr/bin:/bin", **environ})


def _ctx(tmp_path: Path, **options: bool) -> OpContext:
    return OpContext(step="test", backup_dir=tmp_path / "backups", **options)


def _snapshot(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file()}


def test_add_writes_one_guarded_script_and_one_block_per_rc_file(home: Path, tmp_path: Path) -> None:
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert result.outcome is Outcome.MODIFIED
    script = (home / ".config" / "tfgpu-wizard" / "env.sh").read_text()
    assert f"tfgpu_wizard_prepend PATH {CUDA_BIN}" in script
    for rc in (".profile", ".bashrc"):
        assert (home / rc).read_text().count(BEGIN_MARKER) == 1
    assert not (home / ".zshrc").exists()


def test_zshrc_and_bash_profile_get_the_block_only_when_they_exist(home: Path, tmp_path: Path) -> None:
    (home / ".zshrc").write_text("setopt autocd\n")
    (home / ".bash_profile").write_text("[ -f ~/.bashrc ] && . ~/.bashrc\n")
    _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert BEGIN_MARKER in (home / ".zshrc").read_text()
    assert BEGIN_MARKER in (home / ".bash_profile").read_text()
    assert not (home / ".bash_login").exists()


def test_applying_twice_changes_nothing_the_second_time(home: Path, tmp_path: Path) -> None:
    backend = _backend(home)
    backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    first = _snapshot(home)
    again = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert again.outcome is Outcome.NO_CHANGE and _snapshot(home) == first


@pytest.mark.parametrize(
    ("bashrc", "profile"),
    [
        (b"alias ll='ls -l'\n", None),
        (b"alias ll='ls -l'", b"PATH=$HOME/bin:$PATH"),
        (b"export A=1\r\nexport B=2\r\n", b"umask 022\r\n"),
        (b"\xff\xfe not utf-8 \x80\n", b""),
    ],
    ids=["final-newline-no-profile", "no-final-newline", "crlf", "undecodable-and-empty"],
)
def test_add_then_undo_leaves_every_file_byte_identical(
    home: Path, tmp_path: Path, bashrc: bytes, profile: bytes | None
) -> None:
    (home / ".bashrc").write_bytes(bashrc)
    if profile is not None:
        (home / ".profile").write_bytes(profile)
    before = _snapshot(home)
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert _snapshot(home) != before
    backend.reverse(result.record, _ctx(tmp_path))
    assert _snapshot(home) == before
    assert not (home / ".config" / "tfgpu-wizard" / "env.sh").exists()


def test_undo_after_the_user_edited_an_rc_file_removes_only_our_block(home: Path, tmp_path: Path) -> None:
    (home / ".bashrc").write_text("one\n")
    backend = _backend(home)
    result = backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    with (home / ".bashrc").open("a") as stream:
        stream.write("alias added_later=1\n")
    backend.reverse(result.record, _ctx(tmp_path))
    assert (home / ".bashrc").read_text() == "one\nalias added_later=1\n"


def test_an_unreadable_rc_file_is_a_clear_error_and_nothing_is_written(home: Path, tmp_path: Path) -> None:
    (home / ".bashrc").mkdir()  # in the way for any user, root included
    with pytest.raises(OperationError, match="could not be read"):
        _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert _snapshot(home) == {}


def test_a_write_failing_midway_puts_back_the_files_already_written(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk refuses the third file (injected at the atomic-write seam); the first two are restored."""
    (home / ".profile").write_bytes(b"umask 022")
    before = _snapshot(home)
    real_write = posix_env_files.write_bytes_atomically

    def refuse_bashrc(path: Path, data: bytes) -> None:
        if path.name == ".bashrc":
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real_write(path, data)

    monkeypatch.setattr(posix_env_files, "write_bytes_atomically", refuse_bashrc)
    with pytest.raises(OperationError, match="No space left"):
        _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert _snapshot(home) == before


def test_a_file_that_cannot_be_put_back_does_not_stop_the_others_and_is_named(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk refuses .bashrc, then also refuses to restore .profile (both injected); the new env
    script is still removed, and the error names .profile as left for the user."""
    from wizard.core.envvars import posix_env

    (home / ".profile").write_bytes(b"umask 022")
    real_write = posix_env_files.write_bytes_atomically

    def refuse_bashrc(path: Path, data: bytes) -> None:
        if path.name == ".bashrc":
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real_write(path, data)

    def refuse_restore(record: dict[str, object], *, dry_run: bool = False) -> str:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(posix_env_files, "write_bytes_atomically", refuse_bashrc)
    monkeypatch.setattr(posix_env, "restore_backup", refuse_restore)
    backend = _backend(home)
    with pytest.raises(OperationError, match="No space left") as caught:
        backend.apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert ".profile" in caught.value.hint
    assert not backend.script_path("user").exists()


def test_dry_run_reports_the_files_it_would_touch_and_writes_none(home: Path, tmp_path: Path) -> None:
    result = _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path, dry_run=True))
    assert result.outcome is Outcome.MODIFIED and result.dry_run
    assert {Path(f["path"]).name for f in result.record["files"]} == {"env.sh", ".profile", ".bashrc"}
    assert _snapshot(home) == {}


def test_a_variable_is_exported_and_undo_restores_the_previous_value(home: Path, tmp_path: Path) -> None:
    backend = _backend(home)
    backend.apply_variable("user", VariableChange("CUDA_HOME", "/usr/local/cuda-11.2"), _ctx(tmp_path))
    snapshot = _snapshot(home)
    second = backend.apply_variable("user", VariableChange("CUDA_HOME", "/opt/cuda"), _ctx(tmp_path))
    assert "export CUDA_HOME=/opt/cuda" in (home / ".config" / "tfgpu-wizard" / "env.sh").read_text()
    backend.reverse(second.record, _ctx(tmp_path))
    assert _snapshot(home) == snapshot


def test_removing_an_entry_the_wizard_did_not_add_changes_nothing(home: Path, tmp_path: Path) -> None:
    result = _backend(home).apply_path("user", PathChange("remove", "/usr/bin"), _ctx(tmp_path))
    assert result.outcome is Outcome.NO_CHANGE and _snapshot(home) == {}


def test_a_login_shell_really_gets_the_entry_once(home: Path, tmp_path: Path) -> None:
    """A real bash login shell with this HOME reads ~/.profile, which sources the script."""
    if shutil.which("bash") is None:
        pytest.skip("bash is not installed")
    _backend(home).apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    done = subprocess.run(
        ["bash", "-lc", 'printf %s "$PATH"'], env={"HOME": str(home), "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, check=True,
    )
    assert done.stdout.split(":").count(CUDA_BIN) == 1 and done.stdout.startswith(CUDA_BIN)


def test_the_preview_shows_the_path_and_the_blocks_before_and_after(home: Path) -> None:
    preview = _backend(home).preview_path("user", PathChange("add", CUDA_BIN))
    assert preview.before.splitlines()[:2] == ["/usr/bin", "/bin"]
    assert preview.after.splitlines()[:3] == [CUDA_BIN, "/usr/bin", "/bin"]
    assert "~/.bashrc:" in preview.after and BEGIN_MARKER in preview.after


def test_system_scope_asks_for_elevation_only_if_profile_d_is_unwritable(home: Path, tmp_path: Path) -> None:
    writable = tmp_path / "profile.d"
    writable.mkdir()
    open_backend = PosixEnvBackend(home, home / ".config", system_script=writable / "t.sh", environ={})
    absent = tmp_path / "absent" / "t.sh"
    closed_backend = PosixEnvBackend(home, home / ".config", system_script=absent, environ={})
    assert not open_backend.needs_elevation("user") and not closed_backend.needs_elevation("user")
    assert not open_backend.needs_elevation("system")
    assert closed_backend.needs_elevation("system")


def test_system_scope_writes_only_the_profile_d_script(home: Path, tmp_path: Path) -> None:
    profile_d = tmp_path / "profile.d"
    profile_d.mkdir()
    backend = PosixEnvBackend(home, home / ".config", system_script=profile_d / "tfgpu-wizard.sh", environ={})
    backend.apply_path("system", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert CUDA_BIN in (profile_d / "tfgpu-wizard.sh").read_text()
    assert _snapshot(home) == {}


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs to run as root")
def test_under_sudo_the_users_shell_files_are_not_touched(home: Path, tmp_path: Path) -> None:
    with pytest.raises(WizardError, match="sudo"):
        _backend(home, SUDO_USER="someone").apply_path("user", PathChange("add", CUDA_BIN), _ctx(tmp_path))
    assert _snapshot(home) == {}


RC_BYTES = st.one_of(
    st.binary(max_size=200),
    st.builds(
        lambda lines, newline, final: newline.join(lines) + (newline if final and lines else ""),
        st.lists(st.text(st.characters(blacklist_characters="\r\n"), max_size=30), max_size=8),
        st.sampled_from(["\n", "\r\n"]),
        st.booleans(),
    ).map(lambda text: text.encode("utf-8", "surrogatepass")),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(bashrc=RC_BYTES, profile=st.none() | RC_BYTES)
def test_install_twice_is_one_block_and_install_then_undo_is_byte_identical_for_any_rc(
    tmp_path: Path, bashrc: bytes, profile: bytes | None
) -> None:
    """Real files, any content (binary, CRLF, no final newline, absent): T-ENV-13."""
    assume(b"tfgpu-wizard" not in bashrc and b"tfgpu-wizard" not in (profile or b""))
    with tempfile.TemporaryDirectory(dir=tmp_path) as folder:
        home = Path(folder)
        (home / ".bashrc").write_bytes(bashrc)
        if profile is not None:
            (home / ".profile").write_bytes(profile)
        before = _snapshot(home)
        backend = _backend(home)
        ctx = OpContext(backup_dir=home.parent / f"{home.name}-backups")
        first = backend.apply_path("user", PathChange("add", CUDA_BIN), ctx)
        installed = _snapshot(home)
        assert backend.apply_path("user", PathChange("add", CUDA_BIN), ctx).outcome is Outcome.NO_CHANGE
        assert _snapshot(home) == installed and installed[".bashrc"].count(BEGIN_MARKER.encode()) == 1
        backend.reverse(first.record, ctx)
        assert _snapshot(home) == before
