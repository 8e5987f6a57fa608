"""Env-scoped variables through a conda environment's activate.d/deactivate.d scripts, run by a real sh.

conda itself is not installed here; what conda does on (de)activation, sourcing the scripts in order, is
done by a real POSIX shell on a real environment folder, which is the part this code is responsible for.
The .bat/.ps1 flavours are checked for their bytes here and for their behaviour in test_conda_win_scripts.py
(neither cmd.exe nor PowerShell exists on this machine).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from wizard.core.ops.base import OpContext
from wizard.core.ops.files import write_file_undoably
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.conda_env_ops import CondaEnvVar, reverse_conda_variable


def _tree(root: Path) -> dict[str, bytes | None]:
    paths = sorted(root.rglob("*"))
    return {str(p.relative_to(root)): p.read_bytes() if p.is_file() else None for p in paths}


@pytest.fixture
def prefix(tmp_path: Path) -> Path:
    env = tmp_path / "envs" / "tf"
    (env / "conda-meta").mkdir(parents=True)
    (env / "conda-meta" / "history").write_text("==> created <==\n")
    return env


def _operations(prefix: Path) -> list[CondaEnvVar]:
    return [
        CondaEnvVar(prefix=str(prefix), name="CUDA_HOME", value=str(prefix)),
        CondaEnvVar(prefix=str(prefix), name="LD_LIBRARY_PATH", value=str(prefix / "lib"), prepend=True),
    ]


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")
@pytest.mark.parametrize("outer", [{}, {"CUDA_HOME": "/usr/local/cuda", "LD_LIBRARY_PATH": "/opt/lib"}],
                         ids=["variables-unset-before", "variables-set-before"])
def test_activate_sets_the_variables_and_deactivate_leaves_the_shell_exactly_as_before(
    prefix: Path, outer: dict[str, str]
) -> None:
    apply_operations(_operations(prefix), Journal(), step="conda")
    activate = prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.sh"
    deactivate = prefix / "etc" / "conda" / "deactivate.d" / "tfgpu-wizard_vars.sh"
    script = (
        'env | sort > "$1/before"; . "$2"; printf "%s|%s" "$CUDA_HOME" "$LD_LIBRARY_PATH" > "$1/inside"; '
        '. "$3"; env | sort > "$1/after"'
    )
    work = prefix.parent
    subprocess.run(["sh", "-c", script, "sh", str(work), str(activate), str(deactivate)],
                   env={"PATH": "/usr/bin:/bin", **outer}, check=True)
    expected_lib = f"{prefix / 'lib'}:{outer['LD_LIBRARY_PATH']}" if outer else str(prefix / "lib")
    assert (work / "inside").read_text() == f"{prefix}|{expected_lib}"
    assert (work / "after").read_text() == (work / "before").read_text()


def test_applying_twice_changes_nothing_and_undo_leaves_the_environment_as_it_was(prefix: Path) -> None:
    before = _tree(prefix)
    journal = Journal()
    apply_operations(_operations(prefix), journal, step="conda")
    after_first = _tree(prefix)
    again = apply_operations(_operations(prefix), journal, step="conda")
    assert [item.outcome.value for item in again.items if item.outcome] == ["no-change", "no-change"]
    assert _tree(prefix) == after_first
    assert undo(journal, "all").ok
    assert _tree(prefix) == before


def test_a_script_the_user_edited_afterwards_is_kept_and_reported(prefix: Path) -> None:
    journal = Journal()
    apply_operations(_operations(prefix)[:1], journal, step="conda")
    activate = prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.sh"
    activate.write_text(activate.read_text() + "export MINE=1\n")
    report = undo(journal, "all")
    assert not report.ok and "was changed after" in report.failures[0].message
    assert "MINE=1" in activate.read_text()
    assert (prefix / "etc" / "conda" / "deactivate.d" / "tfgpu-wizard_vars.sh").exists()  # both or neither


def test_a_script_that_cannot_be_written_undoes_the_others_and_says_what_to_do(prefix: Path) -> None:
    (prefix / "etc" / "conda").mkdir(parents=True)
    (prefix / "etc" / "conda" / "deactivate.d").write_text("a file where conda wants a folder")
    before = _tree(prefix)
    report = apply_operations(_operations(prefix)[:1], Journal(), step="conda")
    assert not report.ok and report.items[0].error and report.items[0].hint
    assert _tree(prefix) == before


SUFFIXES = (".sh", ".bat", ".ps1", ".fish", ".csh")


def _scripts(prefix: Path) -> list[Path]:
    return [prefix / "etc" / "conda" / f"{d}.d" / f"tfgpu-wizard_vars{s}" for s in SUFFIXES
            for d in ("activate", "deactivate")]


def test_apply_writes_the_sh_bat_and_ps1_pairs_each_in_its_shells_encoding(prefix: Path) -> None:
    report = apply_operations(_operations(prefix), Journal(), step="conda")
    assert report.ok
    assert all(path.is_file() for path in _scripts(prefix))
    bat = (prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.bat").read_bytes()
    ps1 = (prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.ps1").read_bytes()
    sh = (prefix / "etc" / "conda" / "activate.d" / "tfgpu-wizard_vars.sh").read_bytes()
    assert bat.startswith(b"@REM ") and bat.count(b"\n") == bat.count(b"\r\n")
    assert ps1.startswith(b"\xef\xbb\xbf# Written by tfgpu-wizard")
    assert b"\r" not in sh and b"export CUDA_HOME=" in sh
    assert f'@set "CUDA_HOME={prefix}"'.encode() in bat
    assert f"$Env:LD_LIBRARY_PATH = '{prefix / 'lib'}' +".encode() in ps1


def test_dry_run_lists_all_ten_scripts_and_writes_nothing(prefix: Path) -> None:
    before = _tree(prefix)
    result = _operations(prefix)[0].apply(OpContext(dry_run=True))
    assert sorted(result.record["files"]) == sorted(str(p) for p in _scripts(prefix))
    assert apply_operations(_operations(prefix)[:1], Journal(), step="conda", dry_run=True).ok
    assert _tree(prefix) == before


def test_undo_restores_scripts_that_existed_before_byte_for_byte(prefix: Path) -> None:
    """An older wizard's .sh pair (LF) and someone's .bat/.ps1 of the same names (CRLF, BOM) come back as they were."""
    old = CondaEnvVar(prefix=str(prefix), name="OLD_VAR", value="1")
    for number, path in enumerate(_scripts(prefix)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\xef\xbb\xbfold\r\n" if path.suffix != ".sh" else f"# old {number}\n".encode())
    old_sh = old.planned_files()[0][1]
    _scripts(prefix)[0].write_bytes(old_sh)
    before = _tree(prefix)
    journal = Journal()
    assert apply_operations(_operations(prefix), journal, step="conda").ok
    assert b"OLD_VAR" in _scripts(prefix)[2].read_bytes()  # the state read from the .sh is kept
    assert undo(journal, "all").ok
    assert _tree(prefix) == before


def test_a_journal_record_listing_only_the_sh_pair_still_undoes(prefix: Path, tmp_path: Path) -> None:
    """The record an earlier version journaled: two written-file items, for the .sh scripts only."""
    before = _tree(prefix)
    ctx = OpContext(step="conda", backup_dir=tmp_path / "backups")
    op = _operations(prefix)[0]
    items = [write_file_undoably(path, data, ctx) for path, data in op.planned_files()[:2]]
    record = json.loads(json.dumps({"files": items}))
    assert len(record["files"]) == 2 and all(i["path"].endswith(".sh") for i in record["files"])
    reverse_conda_variable(record, OpContext(step="undo"))
    assert _tree(prefix) == before


@pytest.mark.parametrize("value", ['C:\\say "hi"', "bang!", ""])
def test_a_value_a_windows_shell_cannot_hold_is_refused_before_any_script_is_written(
    prefix: Path, value: str
) -> None:
    before = _tree(prefix)
    journal = Journal()
    report = apply_operations([CondaEnvVar(prefix=str(prefix), name="MY_VALUE", value=value)], journal, step="conda")
    assert not report.ok
    assert "cannot be written safely into a cmd.exe activation script" in report.items[0].error
    assert report.items[0].hint
    assert _tree(prefix) == before
