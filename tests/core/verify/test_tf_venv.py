"""The slow tier's cached TensorFlow venv is made once, also when several pytest sessions ask for it at once.

A cold CI machine's slow tier failed ten tests: its Qt process and an xdist worker both found no venv, one made it,
the other saw its python before ensurepip had put pip in it ("No module named pip"). Here two real child processes
ask for one cached venv at once, with a tiny wheel from a folder standing in for tensorflow-cpu (same code path,
seconds instead of minutes).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.core.pypi_index import make_wheel
from tests.core.verify.tf_venv import cached_venv, venv_python

REPO = Path(__file__).resolve().parents[3]
ASK = ("import sys; from pathlib import Path; from tests.core.verify.tf_venv import cached_venv; "
       "print(cached_venv(Path(sys.argv[1]), ['--no-index', '--find-links', sys.argv[2], 'tinytf']))")


def test_two_sessions_asking_at_once_get_one_working_venv(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    make_wheel(wheels, "tinytf", "1.0")
    venv = tmp_path / "cache" / "tf-cpu-venv"
    askers = [subprocess.Popen([sys.executable, "-c", ASK, str(venv), str(wheels)], cwd=REPO, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    outputs = [asker.communicate(timeout=240) for asker in askers]
    assert [asker.returncode for asker in askers] == [0, 0], outputs
    python = venv_python(venv)
    assert {out.strip() for out, _ in outputs} == {str(python)}
    imported = subprocess.run([str(python), "-c", "import tinytf; print(tinytf.__version__)"],
                              capture_output=True, text=True, check=True)
    assert imported.stdout.strip() == "1.0"


def test_a_half_made_venv_is_made_again(tmp_path: Path) -> None:
    """A venv left without its ready mark (a run stopped while pip installed) is not taken as it is."""
    wheels = tmp_path / "wheels"
    make_wheel(wheels, "tinytf", "1.0")
    venv = tmp_path / "tf-cpu-venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = cached_venv(venv, ["--no-index", "--find-links", str(wheels), "tinytf"])
    assert (venv / ".tfgpu-ready").is_file()
    subprocess.run([str(python), "-c", "import tinytf"], check=True)
