"""The whole preflight on an environment laid out like a pip TensorFlow 2.18 with ``[and-cuda]``: a real
site-packages folder with ``tensorflow/python/platform/build_info.py`` (CUDA 12.5.1, cuDNN 9) and a real
``libtensorflow_framework.so.2`` compiled by the test with RUNPATH ``$ORIGIN/../nvidia/cudnn/lib``, where only
``libcudnn.so.8`` lies. The interpreter is this test's own Python (TensorFlow itself is never imported)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.verify.hostile_python import wrapper_python
from wizard.core.preflight.tensorflow import run_preflight

pytestmark = pytest.mark.skipif(shutil.which("cc") is None or sys.platform != "linux", reason="needs cc on Linux")

BUILD_INFO = """# generated
import collections
build_info = collections.OrderedDict([('cuda_compute_capabilities', ['sm_60', 'compute_90']),
    ('cuda_version', '12.5.1'), ('cudnn_version', '9'), ('is_cuda_build', True), ('is_rocm_build', False)])
"""


def _site(tmp_path: Path, cudnn_soname: str) -> Path:
    site = tmp_path / "site-packages"
    tf = site / "tensorflow"
    (tf / "python" / "platform").mkdir(parents=True)
    (tf / "__init__.py").write_text("raise ImportError('the preflight must not import TensorFlow')\n")
    (tf / "python" / "platform" / "build_info.py").write_text(BUILD_INFO)
    lib = site / "nvidia" / "cudnn" / "lib"
    lib.mkdir(parents=True)
    (tmp_path / "c.c").write_text("int c(void) { return 3; }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(lib / cudnn_soname), f"-Wl,-soname,{cudnn_soname}",
                    str(tmp_path / "c.c")], check=True)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(tf / "libtensorflow_framework.so.2"), str(tmp_path / "c.c"),
                    "-Wl,--enable-new-dtags,-rpath,$ORIGIN/../nvidia/cudnn/lib"], check=True)
    return site


def test_cudnn_8_where_9_is_needed_is_named_and_ctypes_confirms_it(tmp_path: Path) -> None:
    # The env's own wrapper puts the site on its PYTHONPATH: the user's PYTHONPATH never reaches the env.
    result = run_preflight(wrapper_python(tmp_path / "bin", str(_site(tmp_path, "libcudnn.so.8"))))
    assert result.tensorflow_found and result.build["cuda"] == "12.5" and result.build["cudnn"] == "9"
    assert "libcudnn.so.9" in result.needed and "libcudart.so.12" in result.needed
    problems = {p.name: p for p in result.report.problems}
    cudnn = problems["libcudnn.so.9"]
    assert cudnn.kind == "wrong-version"
    assert cudnn.found_instead[0].endswith("nvidia/cudnn/lib/libcudnn.so.8")
    assert problems["libcudart.so.12"].kind == "missing"
    loaded = {item["name"]: item for item in result.confirm}
    assert loaded["libcudnn.so.9"]["ok"] is False and "libcudnn.so.9" in loaded["libcudnn.so.9"]["error"]
    assert not result.ok
    assert result.to_dict()["problems"][0]["message"]


def test_the_right_cudnn_in_the_runpath_folder_is_resolved_there(tmp_path: Path) -> None:
    site = _site(tmp_path, "libcudnn.so.9")
    result = run_preflight(wrapper_python(tmp_path / "bin", str(site)))
    assert result.report.resolved["libcudnn.so.9"] == str(site / "nvidia" / "cudnn" / "lib" / "libcudnn.so.9")
    assert "libcudnn.so.9" not in {p.name for p in result.report.problems}
    loaded = {item["name"]: item for item in result.confirm}
    assert loaded[str(site / "nvidia" / "cudnn" / "lib" / "libcudnn.so.9")]["ok"] is True


def test_an_environment_without_tensorflow_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    result = run_preflight(Path(sys.executable))
    assert not result.tensorflow_found and not result.ok
    assert result.report.notes == ["TensorFlow is not installed in this environment."]


def test_a_conda_environment_gets_the_folders_conda_activate_puts_on_path(tmp_path: Path) -> None:
    from wizard.core.preflight.tensorflow import conda_activation_dirs

    assert conda_activation_dirs(tmp_path) == []
    (tmp_path / "conda-meta").mkdir()
    dirs = conda_activation_dirs(tmp_path)
    assert dirs[0] == tmp_path and tmp_path / "Library" / "bin" in dirs
