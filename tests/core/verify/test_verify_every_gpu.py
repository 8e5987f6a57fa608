"""Every GPU proved, each named by index and name, its UUID in ``verify --json`` and never in a report.

The GPUs are stand-ins (no GPU can exist here): a stand-in proof object answers proof_common's calls as a
framework with two cards would, and a stand-in NVML list gives their UUIDs; the sequence, the document, the
parser, the explanation, the ``prove-gpu`` verdict and the report are the real ones.
"""

from __future__ import annotations

import importlib
import sys
from types import SimpleNamespace
from typing import Any

import pytest

from wizard.core.report.documents import verification_from
from wizard.core.steps.proof import proved_on_gpu
from wizard.core.verify.explain import explain_check, interop_document
from wizard.core.verify.parse import parse_document
from wizard.core.verify.runner import script_path

UUIDS = ("GPU-11111111-2222-3333-4444-555555555555", "GPU-66666666-7777-8888-9999-aaaaaaaaaaaa")


@pytest.fixture
def common(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.syspath_prepend(str(script_path().parent))
    module = importlib.import_module("proof_common")
    monkeypatch.setattr(module, "nvml_gpus", lambda: [
        {"index": 0, "uuid": UUIDS[0], "pci_bus_id": "00000000:01:00.0", "compute_capability": "6.1"},
        {"index": 1, "uuid": UUIDS[1], "pci_bus_id": "00000000:02:00.0", "compute_capability": "12.0"}])
    return module


class TwoCards:
    """A stand-in for a CUDA build seeing a GTX 1080 Ti and an RTX 5090, whose build carries sm_61 only."""

    title = "PyTorch"
    version = "2.13.0+cu126"

    def __init__(self, broken: str = "") -> None:
        self.broken, self.ran = broken, []

    def build(self) -> dict[str, Any]:
        return {"built_with_cuda": True, "cuda": "12.6", "cudnn": "91000", "arch_list": ["sm_50", "sm_61", "sm_90"]}

    def gpus(self) -> list[dict[str, Any]]:
        return [{"index": 0, "name": "NVIDIA GeForce GTX 1080 Ti", "compute_capability": "6.1", "memory_mib": 11264,
                 "pci_bus_id": "0000:01:00.0"},
                {"index": 1, "name": "NVIDIA GeForce RTX 5090", "compute_capability": "12.0", "memory_mib": 32607,
                 "pci_bus_id": "0000:02:00.0"}]

    def _work(self, device: str) -> str:
        self.ran.append(device)
        if device == self.broken:
            raise RuntimeError("CUDA error: no kernel image is available for execution on the device")
        return device

    allocate = matmul = conv2d = _work

    def train(self, device: str, steps: int, batch: int) -> float:
        self._work(device)
        return 2.0 if device == "/CPU:0" else 0.25


def _prove(common: Any, proof: TwoCards) -> dict[str, Any]:
    doc = common.new_document("pytorch", {"steps": 3, "batch": 8, "mode": "auto"})
    doc["library"]["version"] = proof.version
    common.check(doc, "import", "pass", "imported")
    common.run_proof(doc, proof, SimpleNamespace(steps=3, batch=8))
    doc["complete"] = True
    return doc


def test_each_gpu_and_the_cpu_do_the_work_and_each_gpu_is_named_by_index_and_name(common: Any) -> None:
    proof = TwoCards()
    report = parse_document(_prove(common, proof))
    assert {"/GPU:0", "/GPU:1", "/CPU:0"} <= set(proof.ran)
    matmuls = [c.device for c in report.checks if c.id == "matmul"]
    assert matmuls == ["/GPU:0", "/GPU:1", "/CPU:0"]
    assert [c.device for c in report.checks if c.id == "train_gpu"] == ["/GPU:0", "/GPU:1"]
    assert [g.uuid for g in report.gpus] == list(UUIDS)
    words = [explain_check(c, report).message for c in report.checks if c.id == "matmul"]
    assert words[1].endswith("GPU 1 (NVIDIA GeForce RTX 5090)")
    assert report.timing.speedup == 8.0


def test_a_card_the_build_has_no_code_for_fails_its_gpu_code_check_and_the_gpu_is_not_proved(common: Any) -> None:
    report = parse_document(_prove(common, TwoCards()))
    code = {c.device: c.status for c in report.checks if c.id == "gpu_code"}
    assert code == {"/GPU:0": "pass", "/GPU:1": "fail"}
    assert [g.code for g in report.gpus] == ["sass", "none"]
    assert not report.passed and not proved_on_gpu(report)
    explained = explain_check(next(c for c in report.checks if c.id == "gpu_code" and not c.ok), report)
    assert "RTX 5090" in explained.message and explained.fix


def test_work_failing_on_the_second_gpu_only_is_a_failure_named_for_that_gpu(common: Any) -> None:
    report = parse_document(_prove(common, TwoCards(broken="/GPU:1")))
    failed = [c for c in report.checks if not c.ok and c.id != "gpu_code"]
    assert failed and {c.device for c in failed} == {"/GPU:1"}
    assert "no kernel image" in failed[0].message


def test_the_uuid_is_in_the_json_and_not_in_the_report(common: Any) -> None:
    document = interop_document(parse_document(_prove(common, TwoCards())))
    assert [g["uuid"] for g in document["gpus"]] == list(UUIDS)
    section = verification_from(document)
    assert UUIDS[0] not in repr(section) and UUIDS[1] not in repr(section)
    assert [g.name for g in section.gpus] == ["NVIDIA GeForce GTX 1080 Ti", "NVIDIA GeForce RTX 5090"]


@pytest.mark.parametrize(("arch", "cc", "verdict"), [
    (["sm_50", "sm_60", "sm_70"], "6.1", "sass"),   # same major, higher minor: the sm_60 code runs
    (["sm_75", "sm_80", "sm_90"], "6.1", "none"),   # CUDA 13's builds start at Turing: no Pascal code
    (["sm_80", "compute_90"], "12.0", "ptx"),       # only PTX: the driver compiles it
    (["sm_90a"], "9.0", "sass"), (["sm_90a"], "9.1", "none"),  # an 'a' build runs on its own card only
    (["sm_86"], "8.0", "none"), ([], "8.6", "unknown"), (["sm_86"], None, "unknown"),
])
def test_the_build_code_rule(common: Any, arch: list[str], cc: str | None, verdict: str) -> None:
    assert common.code_for(arch, cc) == verdict


def test_nvml_absent_means_no_uuid_not_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(script_path().parent))
    module = importlib.import_module("proof_common")
    monkeypatch.setattr(module, "_nvml_library", lambda: None)
    assert module.nvml_gpus() == []
    assert module.add_identities([{"name": "x"}], []) == [{"name": "x", "index": 0, "uuid": None}]
    sys.modules.pop("proof_common", None)


@pytest.mark.parametrize(("framework", "xla"), [("jax", True), ("tensorflow", False), ("pytorch", False)])
def test_a_build_that_lists_no_code_is_a_skip_explained_for_its_framework(common: Any, framework: str,
                                                                           xla: bool) -> None:
    doc = common.new_document(framework, {"steps": 1, "batch": 1, "mode": "auto"})
    doc["gpus"] = common.add_identities([{"name": "NVIDIA A100", "compute_capability": "8.0"}], [])
    common.arch_checks(doc, doc["gpus"], None, "this build")
    report = parse_document({**doc, "checks": [{"id": "import", "status": "pass", "message": ""}, *doc["checks"]]})
    check = report.checks[-1]
    assert (check.id, check.status, report.gpus[0].code) == ("gpu_code", "skip", "unknown")
    assert ("XLA" in explain_check(check, report).message) is xla
