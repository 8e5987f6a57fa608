"""TensorFlow's proof on two GPUs: each GPU does the work and is named, the build's code is compared with each
card, and the MirroredStrategy step reduces without NCCL where there is none (Windows).

The GPUs are a stand-in ``tensorflow`` package (tests/core/gpu_tensorflow_standin.py) in a real venv's
site-packages; the script, its child process, the runner, the parser and the explanation are the real ones.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.core.gpu_tensorflow_standin import two_gpu_env
from wizard.core.steps.proof import proved_on_gpu
from wizard.core.verify.explain import explain_check, interop_document
from wizard.core.verify.runner import run_verification


@pytest.fixture(scope="module")
def two_gpu_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return two_gpu_env(tmp_path_factory.mktemp("two-gpus"))


def test_each_gpu_runs_the_work_and_is_named_by_index_and_name(two_gpu_python: Path) -> None:
    run = run_verification(two_gpu_python, timeout=120, args=["--steps", "1", "--no-nccl"])
    report = run.report
    assert report.complete, run.log[-2000:]
    assert [(g.index, g.name, g.compute_capability) for g in report.gpus] == [
        (0, "NVIDIA GeForce GTX 1080 Ti", "6.1"), (1, "NVIDIA GeForce RTX 3090", "8.6")]
    for check_id in ("matmul", "conv2d", "train_gpu", "gpu_code"):
        assert [c.device for c in report.checks if c.id == check_id] == ["/GPU:0", "/GPU:1"], check_id
    assert [g.code for g in report.gpus] == ["sass", "ptx"]  # sm_60 runs on 6.1; 8.6 has compute_80 only
    assert report.passed and proved_on_gpu(report), [(c.id, c.status, c.message) for c in report.checks]
    second = next(c for c in report.checks if c.id == "conv2d" and c.device == "/GPU:1")
    assert explain_check(second, report).message.endswith("GPU 1 (NVIDIA GeForce RTX 3090)")
    document = interop_document(report)
    assert [g["index"] for g in document["gpus"]] == [0, 1] and all("uuid" in g for g in document["gpus"])


def test_the_mirrored_step_on_several_gpus_reduces_without_nccl(two_gpu_python: Path) -> None:
    run = run_verification(two_gpu_python, timeout=120, args=["--steps", "1", "--no-nccl"])
    mirrored = run.report.check("mirrored")
    assert mirrored is not None and mirrored.status == "pass", mirrored
    assert "2 replicas" in mirrored.message and "ReductionToOneDevice" in mirrored.message


@pytest.mark.skipif(sys.platform == "win32", reason="on Windows the proof always reduces without NCCL")
def test_with_nccl_asked_for_where_there_is_none_the_mirrored_step_fails(two_gpu_python: Path) -> None:
    run = run_verification(two_gpu_python, timeout=120, args=["--steps", "1"])
    mirrored = run.report.check("mirrored")
    assert mirrored is not None and mirrored.status == "fail" and "NCCL" in mirrored.message
