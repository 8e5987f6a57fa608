"""The fish and csh conda activate.d/deactivate.d scripts, sourced by the real fish and tcsh around conda's own
PATH change; skipped, saying so, where a shell is not installed.

conda cannot run here, so what it does is done by the test's driver script, as for the ``.sh`` scripts
(tests/core/envvars/test_conda_sh_scripts.py): the env's ``bin`` first on PATH, our activate script sourced; then that
folder taken off PATH again and our deactivate script sourced (conda's order).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from wizard.core.envvars.conda_scripts import CondaVars
from wizard.core.pyenv.conda_shells import (
    render_activate_csh,
    render_activate_fish,
    render_deactivate_csh,
    render_deactivate_fish,
)

OUTER = "/usr/bin:/bin:/opt/tools it's *here*"
FOLDER = "/env/lib/extras it's \"[x]\" $HOME `y` !1 \\n"
FISH = pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed (apt-get install fish)")
TCSH = pytest.mark.skipif(shutil.which("tcsh") is None, reason="tcsh is not installed (apt-get install tcsh)")


def _fish_driver(activate: Path, deactivate: Path, inside: Path) -> tuple[list[str], str]:
    return ["fish", "--no-config"], "\n".join([
        "set -gx PATH /env/bin $PATH", f"source '{activate}'",
        f"env | sort > '{inside}'",
        "set -gx PATH (string match -v /env/bin $PATH)", f"source '{deactivate}'", "env | sort", "",
    ])


def _csh_driver(activate: Path, deactivate: Path, inside: Path) -> tuple[list[str], str]:
    return ["tcsh", "-f"], "\n".join([
        'setenv PATH "/env/bin:$PATH:q"', f"source '{activate}'",
        f"env | sort > '{inside}'",
        "setenv PATH \"`printenv PATH | sed 's,/env/bin:,,'`\"", f"source '{deactivate}'", "env | sort", "",
    ])


Driver = Callable[[Path, Path, Path], tuple[list[str], str]]
Render = Callable[[CondaVars], str]
Flavour = tuple[Driver, Render, Render]
FLAVOURS = [
    pytest.param((_fish_driver, render_activate_fish, render_deactivate_fish), marks=FISH, id="fish"),
    pytest.param((_csh_driver, render_activate_csh, render_deactivate_csh), marks=TCSH, id="csh"),
]


def _run(flavour: Flavour, state: CondaVars, tmp_path: Path, env: dict[str, str]) -> tuple[dict[str, str],
                                                                                            dict[str, str]]:
    """(variables inside the env, variables after deactivating)."""
    driver, activate, deactivate = flavour
    files = tmp_path / "a.script", tmp_path / "d.script", tmp_path / "inside"
    files[0].write_text(activate(state), encoding="utf-8")
    files[1].write_text(deactivate(state), encoding="utf-8")
    command, script = driver(*files)
    (tmp_path / "drive").write_text(script, encoding="utf-8")
    done = subprocess.run([*command, str(tmp_path / "drive")], env={"HOME": str(tmp_path), **env},
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return _variables(files[2].read_text(encoding="utf-8")), _variables(done.stdout)


def _variables(text: str) -> dict[str, str]:
    """``env`` output as a mapping, without the variables the shells set for themselves."""
    pairs = (line.split("=", 1) for line in text.splitlines() if "=" in line)
    return {name: value for name, value in pairs if name not in ("SHLVL", "PWD", "OLDPWD", "_", "HOSTTYPE",
            "VENDOR", "NLSPATH", "OSTYPE", "MACHTYPE", "LOGNAME", "USER", "GROUP", "HOST", "TERM", "LANG", "HOME")}


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_deactivate_leaves_every_variable_as_before_activation(flavour: Flavour, tmp_path: Path) -> None:
    """Variables unset before stay unset after; PATH is as before, though conda's own folder came and went."""
    state = CondaVars(exports=(("CUDA_HOME", "/env"),), prepends=(("PATH", FOLDER), ("LD_LIBRARY_PATH", "/env/lib")))
    inside, after = _run(flavour, state, tmp_path, {"PATH": OUTER})
    assert inside["PATH"] == f"{FOLDER}:/env/bin:{OUTER}"
    assert inside["CUDA_HOME"] == "/env" and inside["LD_LIBRARY_PATH"] == "/env/lib"
    assert after == {"PATH": OUTER}


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_values_set_before_come_back_and_only_the_first_copy_of_a_folder_goes(flavour: Flavour, tmp_path: Path) -> None:
    state = CondaVars(exports=(("CUDA_HOME", FOLDER),), prepends=(("LD_LIBRARY_PATH", "/env/lib"),))
    before = {"PATH": OUTER, "CUDA_HOME": "/usr/local/cuda it's", "LD_LIBRARY_PATH": "/opt::/env/lib"}
    inside, after = _run(flavour, state, tmp_path, before)
    assert inside["CUDA_HOME"] == FOLDER and inside["LD_LIBRARY_PATH"] == "/env/lib:/opt::/env/lib"
    assert after == before


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_a_folder_someone_else_took_off_is_not_looked_for_again(flavour: Flavour, tmp_path: Path) -> None:
    """The list no longer holds our folder at deactivation (the driver's PATH edit took nothing of ours):
    deactivate leaves it as it is instead of cutting something else."""
    state = CondaVars(prepends=(("XLA_EXTRA_DIRS", "/env/xla"),))
    before = {"PATH": OUTER, "XLA_EXTRA_DIRS": ""}
    inside, after = _run(flavour, state, tmp_path, before)
    assert inside["XLA_EXTRA_DIRS"] == "/env/xla"
    assert after == {"PATH": OUTER}, "an emptied list is unset, as the .sh script does"


@pytest.mark.parametrize(("driver", "suffix"), [pytest.param(_fish_driver, ".fish", marks=FISH, id="fish"),
                                                pytest.param(_csh_driver, ".csh", marks=TCSH, id="csh")])
def test_the_scripts_the_operation_writes_work_in_their_shell(driver: Driver, suffix: str, tmp_path: Path) -> None:
    """The files ``env-conda-variable`` writes into a real env folder (not only the renderers' text)."""
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import apply_operations
    from wizard.core.pyenv.conda_env_ops import CondaEnvVar

    prefix = tmp_path / "env"
    prefix.mkdir()
    operations = [CondaEnvVar(prefix=str(prefix), name="CUDA_HOME", value=str(prefix)),
                  CondaEnvVar(prefix=str(prefix), name="LD_LIBRARY_PATH", value=str(prefix / "lib"), prepend=True)]
    assert apply_operations(operations, Journal(), step="conda").ok
    activate, deactivate = operations[0].scripts(suffix)
    command, script = driver(activate, deactivate, tmp_path / "inside")
    (tmp_path / "drive").write_text(script, encoding="utf-8")
    done = subprocess.run([*command, str(tmp_path / "drive")], env={"HOME": str(tmp_path), "PATH": OUTER},
                          capture_output=True, text=True, check=True)
    inside = _variables((tmp_path / "inside").read_text(encoding="utf-8"))
    assert inside["CUDA_HOME"] == str(prefix) and inside["LD_LIBRARY_PATH"] == str(prefix / "lib")
    assert _variables(done.stdout) == {"PATH": OUTER}
