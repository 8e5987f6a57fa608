"""The POSIX conda activate.d/deactivate.d scripts, sourced by real sh, dash and bash around conda's own PATH change.

conda is not installed here; what it does to PATH is done by the test's shell line (its folder first on
activate, removed again on deactivate before the deactivate.d scripts run), as the issue describes it.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from wizard.core.envvars.conda_scripts import CondaVars, render_activate, render_deactivate

SHELLS = [name for name in ("sh", "dash", "bash") if shutil.which(name)]
OUTER = "/usr/bin:/bin:/opt/tools it's *here*"
CONDA = (
    'PATH="/env/bin:$PATH"; . "$1"; printf "%s" "$PATH" > "$3"; '
    'PATH=$(printf "%s" "$PATH" | sed "s#/env/bin:##"); . "$2"; env | sort > "$4"'
)


@pytest.mark.parametrize("shell", SHELLS)
@pytest.mark.parametrize(
    "folder", ["/env/bin", "/env/lib/extras it's [x]*"], ids=["condas-own-folder", "our-own-folder"]
)
def test_conda_deactivate_leaves_path_as_before_activation(shell: str, folder: str, tmp_path: Path) -> None:
    """Before: deactivate restored the PATH saved after conda's activation, with the env's folder in it."""
    state = CondaVars(exports=(("CUDA_HOME", "/env"),), prepends=(("PATH", folder), ("LD_LIBRARY_PATH", "/env/lib")))
    activate, deactivate = tmp_path / "a.sh", tmp_path / "d.sh"
    activate.write_text(render_activate(state))
    deactivate.write_text(render_deactivate(state))
    inside, after = tmp_path / "inside", tmp_path / "after"
    subprocess.run(
        [shell, "-c", CONDA, shell, str(activate), str(deactivate), str(inside), str(after)],
        env={"PATH": OUTER}, check=True,
    )  # fmt: skip
    assert inside.read_text() == f"{folder}:/env/bin:{OUTER}"
    lines = after.read_text().splitlines()
    assert f"PATH={OUTER}" in lines
    assert not [line for line in lines if line.startswith(("CUDA_HOME=", "LD_LIBRARY_PATH=", "_TFGPU", "_tfgpu"))]


@pytest.mark.parametrize("shell", SHELLS)
def test_deactivate_removes_only_the_first_copy_of_the_folder(shell: str, tmp_path: Path) -> None:
    """The user had the folder on the list already: activate put one copy in front, deactivate takes that one."""
    state = CondaVars(prepends=(("LD_LIBRARY_PATH", "/env/lib"),))
    (tmp_path / "a.sh").write_text(render_activate(state))
    (tmp_path / "d.sh").write_text(render_deactivate(state))
    script = '. "$1"; printf "%s|" "$LD_LIBRARY_PATH"; . "$2"; printf "%s" "$LD_LIBRARY_PATH"'
    result = subprocess.run(
        [shell, "-c", script, shell, str(tmp_path / "a.sh"), str(tmp_path / "d.sh")],
        env={"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "/opt:/env/lib"}, check=True, capture_output=True, text=True,
    )  # fmt: skip
    assert result.stdout == "/env/lib:/opt:/env/lib|/opt:/env/lib"
