"""Env-scoped variables through a conda environment's activate.d/deactivate.d scripts, run by a real sh.

conda itself is not installed here; what conda does on (de)activation, sourcing the scripts in order, is
done by a real POSIX shell on a real environment folder, which is the part this code is responsible for.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from wizard.core.ops.conda_env_ops import CondaEnvVar
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo


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
