"""The maintainers' check of catalog rows against wheels: a real wheel-shaped zip holding a real ELF library with
nvcc's fatbin (tests/fixtures/fatbin), compared with rows that agree and rows that do not, and the script's
exit status."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import find_tf_build
from wizard.core.preflight.catalog_code import WheelName, differences, wheel_code

REPO = Path(__file__).resolve().parents[3]
CARRIED = REPO / "tests" / "fixtures" / "fatbin" / "nvcc13-mixed.fatbin"


def _wheel(tmp_path: Path, name: str = "tensorflow-2.21.0-cp311-cp311-manylinux_2_27_x86_64.whl") -> Path:
    if shutil.which("cc") is None or shutil.which("objcopy") is None:
        pytest.skip("needs cc and objcopy")
    (tmp_path / "host.c").write_text("int host(void) { return 1; }\n")
    plain, library = tmp_path / "libplain.so", tmp_path / "libtensorflow_framework.so.2"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plain), str(tmp_path / "host.c")], check=True)
    subprocess.run(["objcopy", f"--add-section=.nv_fatbin={CARRIED}", str(plain), str(library)], check=True)
    wheel = tmp_path / name
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.write(library, "tensorflow/libtensorflow_framework.so.2")
        archive.write(plain, "tensorflow/python/_no_device_code.so")
        archive.writestr("tensorflow/__init__.py", "")
    return wheel


def test_the_wheel_name_says_release_and_os() -> None:
    assert WheelName.parse(Path("tensorflow-2.10.1-cp310-cp310-win_amd64.whl")) == WheelName(
        "tensorflow", "2.10.1", "windows")
    assert WheelName.parse(Path("tensorflow_cpu-2.21.0-cp311-cp311-manylinux_2_27_x86_64.whl")).os == "linux"
    with pytest.raises(ValueError):
        WheelName.parse(Path("tensorflow.tar.gz"))


def test_only_the_library_with_device_code_is_named(tmp_path: Path) -> None:
    code = wheel_code(_wheel(tmp_path))
    assert code.files == (Path("tensorflow/libtensorflow_framework.so.2"),)
    assert code.sass == ("sm_75", "sm_80", "sm_90a", "sm_100f", "sm_120") and code.ptx == ("compute_90",)


def test_a_row_that_disagrees_is_named_and_one_that_agrees_is_not(tmp_path: Path) -> None:
    code = wheel_code(_wheel(tmp_path))
    row = find_tf_build(load_catalog(), "linux", "2.21.0")
    assert row is not None
    problems = differences(code, row)
    assert any(p.startswith("sass: the catalog says sm_60") for p in problems), problems
    assert not any(p.startswith("ptx") for p in problems), problems  # both have compute_90
    agreeing = replace(row, sass=("7.5", "8.0", "9.0a", "10.0f", "12.0"), ptx=("9.0",))
    assert differences(code, agreeing) == []
    unknown = replace(row, sass=(), ptx=())
    assert differences(code, unknown)[0].startswith("sass: the catalog lists nothing")


def test_the_script_exits_1_on_a_disagreement(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "check_catalog_gpu_code.py"), str(_wheel(tmp_path))],
                          capture_output=True, text=True, cwd=REPO, env={"PYTHONPATH": str(REPO), "PATH": ""},
                          timeout=120, check=False)
    assert done.returncode == 1, done.stderr
    assert "sass sm_75 sm_80 sm_90a sm_100f sm_120; ptx compute_90" in done.stdout
    assert "the catalog says sm_60" in done.stdout
