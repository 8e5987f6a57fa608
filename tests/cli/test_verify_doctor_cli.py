"""``verify`` and ``doctor`` run for real as a user runs them: exit codes, JSON keys, no tracebacks. The
interpreter checked is this test's Python (no TensorFlow) or it with a stand-in ``tensorflow`` package that
fails to import the way TF 1.12 does without CUDA 9.0; real TensorFlow runs are in the slow tests."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.verify.hostile_python import wrapper_python
from wizard.platform.pyenv_layout import site_packages

FIXTURES = REPO / "tests" / "fixtures" / "doctor"


def _stand_in_tensorflow(tmp_path: Path) -> Path:
    """An env whose own wrapper interpreter puts the stand-in on its PYTHONPATH (the user's PYTHONPATH never
    reaches the env's interpreter, so the stand-in cannot come from the wizard's environment)."""
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        "raise ImportError('libcublas.so.9.0: cannot open shared object file: No such file or directory')\n")
    return wrapper_python(tmp_path / "bin", str(package.parent))


def test_verify_without_a_python_that_exists_is_bad_input(tmp_path: Path) -> None:
    result = run_cli("verify", "--python", str(tmp_path / "nope" / "python"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "hint:" in result.stderr


def test_verify_a_python_without_tensorflow_exits_1_with_the_import_check_failed(tmp_path: Path) -> None:
    result = run_cli("verify", "--python", sys.executable, "--json", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 1, result.stderr
    document = json.loads(result.stdout)
    assert document["checks"][0]["id"] == "import" and document["checks"][0]["ok"] is False
    assert document["checks"][0]["fix"]
    assert Path(document["log_file"]).is_file()


def test_verify_timeout_must_be_positive() -> None:
    assert run_cli("verify", "--python", sys.executable, "--timeout", "0").returncode == 2


def test_verify_speaks_chinese_when_asked(tmp_path: Path) -> None:
    result = run_cli("verify", "--python", sys.executable, lang="zh_CN", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 1
    assert "验证" in result.stdout


def test_doctor_explains_a_saved_log_as_json_findings() -> None:
    result = run_cli("doctor", "--log", str(FIXTURES / "behaviormetrics-385.log"), "--json")
    assert result.returncode == 1, result.stderr
    document = json.loads(result.stdout)
    assert [f["code"] for f in document["findings"]] == ["cuda-library-missing", "cudnn-missing"]
    assert all(set(f) >= {"code", "cause", "fix", "source"} for f in document["findings"])
    assert document["preflight"] is None and document["verification"] is None


def test_doctor_with_only_benign_noise_exits_0() -> None:
    result = run_cli("doctor", "--log", str(FIXTURES / "tensorflow-64809.log"))
    assert result.returncode == 0, result.stdout


def test_doctor_needs_a_python_or_a_log_and_a_log_that_exists() -> None:
    assert run_cli("doctor").returncode == 2
    result = run_cli("doctor", "--log", str(REPO / "no-such.log"))
    assert result.returncode == 2 and "Traceback" not in result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="the env wrapper runs through #!")
def test_doctor_on_a_python_whose_tensorflow_fails_to_import_names_the_library(tmp_path: Path) -> None:
    python = _stand_in_tensorflow(tmp_path)
    result = run_cli("doctor", "--python", str(python), "--json", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 1, result.stderr
    document = json.loads(result.stdout)
    codes = [f["code"] for f in document["findings"]]
    assert "cuda-library-missing" in codes
    finding = next(f for f in document["findings"] if f["code"] == "cuda-library-missing")
    assert "libcublas.so.9.0" in finding["cause"]
    assert document["verification"]["checks"][0]["id"] == "import"
    assert document["preflight"]["tensorflow_found"] is True


def _wizard_env(tmp_path: Path, name: str = "tf") -> Path:
    """A real venv where the wizard keeps its environments (TFGPU_WIZARD_ENVS_DIR), as ``env create`` leaves it."""
    import venv

    prefix = tmp_path / "envs" / name
    venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(prefix)  # Windows: venv's copies
    [site] = site_packages(prefix)
    (site / "tensorflow").mkdir()  # a stand-in whose import error names this env: proof of which Python ran
    (site / "tensorflow" / "__init__.py").write_text(f"raise ImportError('only in env {name}')\n")
    return prefix


def test_verify_and_doctor_check_the_wizards_environment_when_no_python_is_named(tmp_path: Path) -> None:
    _wizard_env(tmp_path)
    env = {"TFGPU_WIZARD_ENVS_DIR": str(tmp_path / "envs"), "TFGPU_WIZARD_DATA_DIR": str(tmp_path)}
    result = run_cli("verify", "--json", env=env)
    assert result.returncode == 1, result.stderr
    document = json.loads(result.stdout)
    assert document["checks"][0]["id"] == "import" and document["checks"][0]["ok"] is False
    assert "only in env tf" in Path(document["log_file"]).read_text(encoding="utf-8")
    doctor = run_cli("doctor", "--json", env=env)
    assert doctor.returncode == 1, doctor.stderr
    assert json.loads(doctor.stdout)["verification"]["checks"][0]["id"] == "import"


def test_without_the_wizards_environment_verify_and_doctor_say_what_to_give(tmp_path: Path) -> None:
    env = {"TFGPU_WIZARD_ENVS_DIR": str(tmp_path / "envs")}
    for command in (("verify",), ("doctor",), ("verify", "--name", "other")):
        result = run_cli(*command, env=env)
        assert result.returncode == 2, result.stderr
        assert "no environment" in result.stderr and "--python PATH" in result.stderr
        assert "Traceback" not in result.stderr


def test_doctor_on_a_log_alone_needs_no_environment(tmp_path: Path) -> None:
    result = run_cli("doctor", "--log", str(FIXTURES / "tensorflow-64809.log"),
                     env={"TFGPU_WIZARD_ENVS_DIR": str(tmp_path / "envs")})
    assert result.returncode == 0, result.stderr
