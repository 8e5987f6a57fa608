"""The PyTorch, Keras 3 (torch backend) and JAX proofs against the real CPU builds (slow, ``make test-slow``).

One venv per session (python3.11, ``torch==2.13.0`` from the local wheel, ``jax==0.10.2``/``jaxlib==0.10.2``,
``keras``), made once in the session folder. There is no GPU here: each proof must say CPU-only, do and time the
CPU work, and never claim the GPU (``prove-gpu``'s verdict stays false).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests import suite_temp
from wizard.core.steps.proof import proved_on_gpu
from wizard.core.verify.explain import interop_document, summary
from wizard.core.verify.runner import run_verification

pytestmark = pytest.mark.slow

PACKAGES = ("torch==2.13.0", "jax==0.10.2", "jaxlib==0.10.2", "keras")


@pytest.fixture(scope="module")
def frameworks_python() -> Path:
    base = shutil.which("python3.11")
    if base is None:
        pytest.skip("python3.11 is not installed here")
    venv = suite_temp.session_folder("frameworks-cpu-venv")
    python = venv / "bin" / "python"
    if not (venv / ".ready").is_file():
        subprocess.run([base, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", *PACKAGES], check=True, timeout=1500)
        (venv / ".ready").write_text("ok\n", encoding="utf-8")
    return python


@pytest.mark.parametrize(("framework", "version"), [("pytorch", "2.13.0"), ("keras", "3."), ("jax", "0.10.2")])
def test_a_cpu_build_is_proved_on_the_cpu_and_never_claims_the_gpu(frameworks_python: Path, framework: str,
                                                                    version: str) -> None:
    run = run_verification(frameworks_python, timeout=600, args=["--steps", "3"], framework=framework)
    report = run.report
    assert report.complete, run.log[-3000:]
    assert report.framework == framework and (report.tf_version or "").startswith(version)
    assert report.cpu_only is True and report.built_with_cuda is False and report.gpus == ()
    statuses = {c.id: c.status for c in report.checks}
    assert statuses == {"import": "pass", "cuda_build": "skip", "allocate": "pass", "matmul": "pass",
                        "conv2d": "pass", "train_cpu": "pass"}
    assert all(c.device == "/CPU:0" for c in report.checks if c.id in ("allocate", "matmul", "conv2d", "train_cpu"))
    assert report.passed and not proved_on_gpu(report)
    assert report.timing.cpu_seconds and report.timing.cpu_seconds > 0 and report.timing.gpu_seconds is None
    assert "CPU only" in summary(report)
    assert interop_document(report)["framework"] == framework


def test_the_doctor_proves_the_framework_it_is_told_and_skips_tensorflow_s_preflight(
        frameworks_python: Path) -> None:
    from wizard.core.doctor.run import run_doctor

    report = run_doctor(frameworks_python, None, timeout=600, gpus=(), framework="pytorch")
    assert report.preflight is None and report.verification is not None
    assert report.verification.report.framework == "pytorch" and report.verification.report.passed
    assert not [f for f in report.findings if f.severity == "error"], report.findings
