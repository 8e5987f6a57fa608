"""``doctor`` reads which GPUs the checked TensorFlow has code for from its own libraries, and judges the
machine's GPUs: here a stand-in ``tensorflow`` package whose ``libtensorflow_framework.so.2`` is a real ELF
library carrying nvcc's real fatbin (tests/fixtures/fatbin). The GPUs come from a facts file (``--facts``):
no GPU exists on this machine, which is the one thing faked."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.verify.hostile_python import wrapper_python

CARRIED = REPO / "tests" / "fixtures" / "fatbin" / "nvcc13-mixed.fatbin"
FACTS = REPO / "tests" / "fixtures" / "facts"


def _tensorflow_with_device_code(tmp_path: Path) -> Path:
    if shutil.which("cc") is None or shutil.which("objcopy") is None:
        pytest.skip("needs cc and objcopy")
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("raise ImportError('libcudart.so.12: cannot open shared object file')\n")
    (tmp_path / "host.c").write_text("int host(void) { return 1; }\n")
    plain = tmp_path / "libplain.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(plain), str(tmp_path / "host.c")], check=True)
    subprocess.run(["objcopy", f"--add-section=.nv_fatbin={CARRIED}", str(plain),
                    str(package / "libtensorflow_framework.so.2")], check=True)
    return wrapper_python(tmp_path / "bin", str(package.parent))


def _doctor(tmp_path: Path, facts: str, *extra: str) -> subprocess.CompletedProcess[str]:
    python = _tensorflow_with_device_code(tmp_path)
    return run_cli("doctor", "--python", str(python), "--facts", str(FACTS / facts), *extra,
                   env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data")})


def test_the_json_lists_the_libraries_code_and_each_gpus_verdict(tmp_path: Path) -> None:
    result = _doctor(tmp_path, "linux-rtx5090-blackwell.json", "--json")
    assert result.returncode == 1, result.stderr  # the stand-in does not import
    code = json.loads(result.stdout)["gpu_code"]
    assert code["sass"] == ["sm_75", "sm_80", "sm_90a", "sm_100f", "sm_120"] and code["ptx"] == ["compute_90"]
    assert [Path(f).name for f in code["files"]] == ["libtensorflow_framework.so.2"]
    (gpu,) = code["gpus"]
    assert gpu["compute_capability"] == "12.0" and gpu["verdict"] == "native" and gpu["target"] == "sm_120"


def test_the_text_says_it_in_plain_words_and_the_report_shows_it(tmp_path: Path) -> None:
    result = _doctor(tmp_path, "linux-rtx3060-ubuntu-22.04.json")
    assert "GPU code in TensorFlow's libraries: sm_75 sm_80 sm_90a sm_100f sm_120 compute_90" in result.stdout
    assert "ready-made code for it (sm_80)" in result.stdout
    saved = tmp_path / "doctor.json"
    saved.write_text(_doctor(tmp_path / "again", "linux-rtx3060-ubuntu-22.04.json", "--json").stdout)
    for form, target in (("md", "(sm\\_80)"), ("html", "(sm_80)")):  # Markdown escapes the underscore
        report = run_cli("report", "--doctor", str(saved), "--format", form, "--no-redact")
        assert report.returncode == 0, report.stderr
        assert "GPU code in TensorFlow" in report.stdout and target in report.stdout, form


def test_no_gpus_means_the_code_is_listed_with_no_verdicts(tmp_path: Path) -> None:
    code = json.loads(_doctor(tmp_path, "linux-no-gpu.json", "--json").stdout)["gpu_code"]
    assert code["gpus"] == [] and code["ptx"] == ["compute_90"]


def test_in_chinese_the_verdict_is_chinese(tmp_path: Path) -> None:
    python = _tensorflow_with_device_code(tmp_path)
    result = run_cli("doctor", "--python", str(python), "--facts", str(FACTS / "linux-rtx3060-ubuntu-22.04.json"),
                     env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data"), "TFGPU_WIZARD_LANG": "zh_CN"})
    assert "现成代码" in result.stdout, result.stdout
