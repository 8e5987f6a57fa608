"""``env-activate-libraries`` in ``activate.fish`` and ``activate.csh`` of real venvs (the standard library's and
uv's), checked by sourcing them in the real fish and tcsh; skipped, saying so, where a shell is not installed."""

from __future__ import annotations

import base64
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.core.pyenv.test_activate_libraries import _libs, venv  # noqa: F401 - the fixture
from tests.core.pyenv_fixtures import remake_real_venv
from wizard.core.ops.base import OpContext, reverse_record
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.activate_ops import SetActivateLibraries

pytestmark = pytest.mark.posix_only("POSIX activate scripts (bin/activate, .fish, .csh) in their shells")

FISH = pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed (apt-get install fish)")
TCSH = pytest.mark.skipif(shutil.which("tcsh") is None, reason="tcsh is not installed (apt-get install tcsh)")
SHOW_CHILD = "python -c 'import os; print(os.environ.get(\"LD_LIBRARY_PATH\", \"unset\"))'"


def _run(command: list[str], prefix: Path, script: str, ld: str | None) -> list[str]:
    """``script`` run by the real shell (from a file: csh reads an alias defined on a line only from the next
    line on), with a clean environment and LD_LIBRARY_PATH as given (None: unset)."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(prefix.parent)}
    if ld is not None:
        env["LD_LIBRARY_PATH"] = ld
    file = prefix.parent / "drive"
    file.write_text(script, encoding="utf-8")
    done = subprocess.run([*command, str(file)], env=env, capture_output=True, text=True, check=False,
                          cwd=prefix.parent)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return done.stdout.splitlines()


def _fish(prefix: Path, ld: str | None = "/opt/mine") -> list[str]:
    activate = f"source '{prefix}/bin/activate.fish'"
    shell_value = "if set -q LD_LIBRARY_PATH; echo \"[$LD_LIBRARY_PATH]\"; else; echo unset; end"
    return _run(["fish", "--no-config"], prefix, "\n".join([
        activate, SHOW_CHILD, activate, SHOW_CHILD, "deactivate", shell_value,
        "functions -q deactivate; or echo gone", "set -n | string match -q -r '^_TFGPU'; or echo clean", "",
    ]), ld)


def _csh(prefix: Path, ld: str | None = "/opt/mine") -> list[str]:
    """A prompt is set: venv's activate.csh reads ``$prompt``, which a non-interactive tcsh does not have."""
    activate = f"source '{prefix}/bin/activate.csh'"
    return _run(["tcsh", "-f"], prefix, "\n".join([
        "set prompt='> '", activate, SHOW_CHILD, activate, SHOW_CHILD, "deactivate",
        'if ( $?LD_LIBRARY_PATH ) then', '    echo "[$LD_LIBRARY_PATH:q]"', "else", "    echo unset", "endif",
        "alias deactivate | grep -q . || echo gone", "set | grep -q '^_TFGPU' || echo clean", "",
    ]), ld)


def _apply(prefix: Path, journal: Journal | None = None, **fields: object) -> None:
    operation = SetActivateLibraries(prefix=str(prefix), **fields)  # type: ignore[arg-type]
    assert apply_operations([operation], journal or Journal(), step="t").ok


@FISH
def test_fish_activate_puts_the_libraries_first_and_deactivate_restores_or_unsets(venv: Path) -> None:  # noqa: F811
    """Before: activate.fish had no block, so python started from fish did not see the wheels' libraries."""
    _apply(venv, pip_cuda=True)
    wanted = ":".join([*_libs(venv), "/opt/mine"])
    assert _fish(venv) == [wanted, wanted, "[/opt/mine]", "gone", "clean"]
    assert _fish(venv, ld=None) == [":".join(_libs(venv))] * 2 + ["unset", "gone", "clean"]
    assert _fish(venv, ld="") == [":".join(_libs(venv))] * 2 + ["[]", "gone", "clean"]


@TCSH
def test_csh_activate_puts_the_libraries_first_and_deactivate_restores_or_unsets(venv: Path) -> None:  # noqa: F811
    """Before: activate.csh had no block, so python started from tcsh did not see the wheels' libraries."""
    _apply(venv, pip_cuda=True)
    wanted = ":".join([*_libs(venv), "/opt/mine"])
    assert _csh(venv) == [wanted, wanted, "[/opt/mine]", "gone", "clean"]
    assert _csh(venv, ld=None) == [":".join(_libs(venv))] * 2 + ["unset", "gone", "clean"]
    assert _csh(venv, ld="") == [":".join(_libs(venv))] * 2 + ["[]", "gone", "clean"]


@pytest.mark.parametrize("run", [pytest.param(_fish, marks=FISH), pytest.param(_csh, marks=TCSH)], ids=["fish", "csh"])
def test_a_folder_with_quotes_spaces_and_shell_characters_arrives_as_it_is(run: object, venv: Path) -> None:  # noqa: F811
    folder = "/opt/it's a \"cuda\" $HOME `x` !1 \\ *[x]/lib64"
    _apply(venv, folders=(folder,))
    assert run(venv, ld=None)[:2] == [folder, folder]  # type: ignore[operator]


def test_a_folder_csh_cannot_hold_is_refused_before_any_script_changes(venv: Path) -> None:  # noqa: F811
    before = {path: path.read_bytes() for path in (venv / "bin").iterdir() if path.is_file()}
    report = apply_operations([SetActivateLibraries(prefix=str(venv), folders=("/opt/a\nb",))], Journal(), step="t")
    assert not report.ok
    assert {path: path.read_bytes() for path in (venv / "bin").iterdir() if path.is_file()} == before


def test_every_script_gets_one_block_and_undo_restores_each_byte_for_byte(venv: Path) -> None:  # noqa: F811
    scripts = [venv / "bin" / name for name in ("activate", "activate.fish", "activate.csh")]
    before = [path.read_bytes() for path in scripts]
    journal = Journal()
    _apply(venv, journal, pip_cuda=True)
    _apply(venv, journal, pip_cuda=True)
    for path, old in zip(scripts, before, strict=True):
        data = path.read_bytes()
        assert data.startswith(old) and data.count(b"# <<< tfgpu-wizard <<<") == 1, path
    assert undo(journal, "all").ok
    assert [path.read_bytes() for path in scripts] == before


def test_undo_keeps_what_the_user_wrote_around_the_fish_and_csh_blocks(venv: Path) -> None:  # noqa: F811
    fish, csh = venv / "bin" / "activate.fish", venv / "bin" / "activate.csh"
    before = {fish: fish.read_bytes(), csh: csh.read_bytes()}
    journal = Journal()
    _apply(venv, journal, folders=("/usr/local/cuda-12.3/lib64",))
    for path in (fish, csh):
        path.write_bytes(b"# mine above\n" + path.read_bytes() + b"set MINE=1\n")
    assert undo(journal, "last").ok
    for path in (fish, csh):
        assert path.read_bytes() == b"# mine above\n" + before[path] + b"set MINE=1\n"


def test_a_venv_without_fish_and_csh_scripts_gets_only_bash_s_block(venv: Path) -> None:  # noqa: F811
    for name in ("activate.fish", "activate.csh"):
        (venv / "bin" / name).unlink()
    journal = Journal()
    _apply(venv, journal, folders=("/opt/cuda/lib64",))
    assert b"/opt/cuda/lib64" in (venv / "bin" / "activate").read_bytes()
    assert not (venv / "bin" / "activate.fish").exists() and not (venv / "bin" / "activate.csh").exists()
    assert undo(journal, "last").ok and not (venv / "bin" / "activate.fish").exists()


def test_a_record_of_the_older_version_naming_only_bin_activate_is_still_undone(venv: Path) -> None:  # noqa: F811
    """Journals written before the fish and csh blocks hold ``{"script", "previous"}`` at the top level."""
    script = venv / "bin" / "activate"
    before = script.read_bytes()
    _apply(venv, folders=("/opt/cuda/lib64",))
    old_record = {"script": str(script), "previous": base64.b64encode(before).decode("ascii")}
    reverse_record("env-activate-libraries", old_record, OpContext())
    assert script.read_bytes() == before


def test_the_hooks_an_env_remove_keeps_go_back_into_the_remade_env_exactly(venv: Path) -> None:  # noqa: F811
    """What ``env remove`` records (blocks and the conda scripts the wizard wrote) and its undo writes back,
    on real files: the env deleted and made again by the same tool, as the undo does."""
    from wizard.core.pyenv.conda_env_ops import CondaEnvVar
    from wizard.core.pyenv.env_hooks import restore_hooks, saved_hooks

    _apply(venv, folders=("/opt/cuda/lib64",))
    assert apply_operations([CondaEnvVar(prefix=str(venv), name="CUDA_HOME", value="/opt/cuda")], Journal(),
                            step="t").ok
    ours = [path for path in venv.rglob("*") if path.is_file() and (b"tfgpu-wizard" in path.read_bytes())]
    before = {path: path.read_bytes() for path in ours}
    assert len([p for p in ours if "conda" in p.parts]) >= 6 and len([p for p in ours if p.parent.name == "bin"]) == 3
    saved = saved_hooks(venv)
    assert restore_hooks(venv, saved, dry_run=True) and (venv / "bin" / "activate").read_bytes() == before[
        venv / "bin" / "activate"]
    remake_real_venv(venv)
    restore_hooks(venv, saved)
    assert {path: path.read_bytes() for path in ours} == before
