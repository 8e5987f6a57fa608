"""The proof script against a real TensorFlow (``tensorflow-cpu`` in a cached venv): slow, run by ``make test-slow``.

Covers the 2.x eager path, the 1.x graph/Session path on TF 2's real ``tf.compat.v1`` (``--mode v1``), and the
MirroredStrategy code on two logical CPUs (``--mirrored-on-cpu``; no GPUs here). CPU timing must be measured,
so it grows with the number of steps.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.verify.tf_venv import tensorflow_cpu_python
from wizard.core.verify.runner import run_verification

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def tf_python() -> Path:
    return tensorflow_cpu_python()


@pytest.mark.parametrize("mode", ["v2", "v1"])
def test_cpu_only_tensorflow_is_reported_as_such_and_every_cpu_check_passes(tf_python: Path, mode: str) -> None:
    run = run_verification(tf_python, timeout=300, args=["--mode", mode, "--steps", "3"])
    report = run.report
    assert report.complete, run.log[-2000:]
    assert report.raw["mode"] == mode
    assert report.cpu_only is True and report.built_with_cuda is False
    assert report.tf_version and report.tf_version.startswith("2.")
    assert report.gpus == ()
    statuses = {c.id: c.status for c in report.checks}
    assert statuses == {"import": "pass", "cuda_build": "skip", "matmul": "pass", "conv2d": "pass", "xla": "pass",
                        "train_cpu": "pass", "mirrored": "skip"}
    assert report.passed
    assert report.timing.cpu_seconds is not None and report.timing.cpu_seconds > 0
    assert report.timing.gpu_seconds is None and report.timing.speedup is None
    assert "tensorflow" in run.log.lower()  # TF's own log went to the log, not into the JSON


def test_cpu_timing_is_measured_it_grows_with_the_steps(tf_python: Path) -> None:
    def seconds(steps: int) -> float:
        run = run_verification(tf_python, timeout=300, args=["--steps", str(steps), "--batch", "128"])
        value = run.report.timing.cpu_seconds
        assert value is not None, run.log[-2000:]
        return value

    few, many = seconds(2), seconds(40)
    assert many > few * 3


@pytest.mark.parametrize("mode", ["v2", "v1"])
def test_the_mirrored_strategy_step_runs_on_two_logical_devices(tf_python: Path, mode: str) -> None:
    run = run_verification(tf_python, timeout=300, args=["--mode", mode, "--steps", "1", "--mirrored-on-cpu"])
    check = run.report.check("mirrored")
    assert check is not None and check.status == "pass", run.log[-2000:]
    assert "2 replicas" in check.message


def test_the_cli_prints_the_interop_json_and_exits_0_for_cpu_only(tf_python: Path) -> None:
    result = run_cli("verify", "--python", str(tf_python), "--json", "--steps", "2", timeout=300)
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["schema"] == 1
    assert document["cpu_only"] is True
    assert set(document["tensorflow"]) >= {"version", "built_with_cuda", "cuda", "cudnn"}
    assert all(set(c) >= {"id", "ok", "message", "fix"} for c in document["checks"])
    assert set(document["timing"]) == {"cpu_seconds", "gpu_seconds", "speedup"}
    assert Path(document["log_file"]).is_file()


def test_the_preflight_reads_the_real_tensorflow_binaries_without_importing_it(tf_python: Path) -> None:
    from wizard.core.preflight.tensorflow import run_preflight

    result = run_preflight(tf_python)
    assert result.tensorflow_found and result.ok, result.to_dict()
    assert result.build["is_cuda_build"] is False and result.needed == []
    assert any(name.startswith("libtensorflow_framework.so") for name in result.report.resolved)
    assert "libc.so.6" in result.report.resolved  # the chain was really followed into the system libraries


def test_the_doctor_on_a_working_cpu_tensorflow_finds_nothing_and_carries_both_documents(tf_python: Path,
                                                                                        tmp_path: Path) -> None:
    result = run_cli("doctor", "--python", str(tf_python), "--json", timeout=300,
                     env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stdout + result.stderr
    document = json.loads(result.stdout)
    assert [f for f in document["findings"] if f["severity"] != "info"] == []
    assert document["preflight"]["ok"] is True
    assert document["verification"]["cpu_only"] is True and document["verification"]["passed"] is True


def test_the_mirrored_step_reduces_without_nccl_as_on_windows(tf_python: Path) -> None:
    """Windows has no NCCL: ``--no-nccl`` takes the Windows path (ReductionToOneDevice) on two logical CPUs."""
    run = run_verification(tf_python, timeout=300, args=["--steps", "1", "--mirrored-on-cpu", "--no-nccl"])
    check = run.report.check("mirrored")
    assert check is not None and check.status == "pass", run.log[-2000:]
    assert "ReductionToOneDevice" in check.message
    assert run.report.raw["mirrored"] == {"cross_device_ops": "ReductionToOneDevice"}


def test_keras_on_the_tensorflow_backend_is_proved_with_keras_own_api(tf_python: Path) -> None:
    """Keras on Linux and WSL2 is the TensorFlow plan with keras: with no KERAS_BACKEND, the Keras proof takes the
    backend the env has (TensorFlow here) and reads its build facts."""
    run = run_verification(tf_python, timeout=300, args=["--steps", "2"], framework="keras",
                           env={"KERAS_BACKEND": ""})
    report = run.report
    assert report.complete and report.passed, run.log[-2000:]
    assert report.framework == "keras" and report.raw["mode"] == "backend-tensorflow"
    assert report.cpu_only is True and report.timing.cpu_seconds
