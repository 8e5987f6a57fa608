"""The doctor's signature table against real log lines (each row's examples, and whole logs from public
reports in tests/fixtures/doctor/): every cause named once, most fundamental first."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.errors import CatalogError
from wizard.core.doctor.explain import diagnose
from wizard.core.doctor.signatures import load_signatures

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "doctor"
SIGNATURES = load_signatures()


@pytest.mark.parametrize("signature", SIGNATURES, ids=[s.code for s in SIGNATURES])
def test_each_real_example_line_is_explained_by_its_own_signature_only(signature: object) -> None:
    for example in signature.examples:  # type: ignore[attr-defined]
        assert [f.code for f in diagnose(example)] == [signature.code], example  # type: ignore[attr-defined]


def test_the_table_covers_the_m_table_and_the_issue_list() -> None:
    codes = {s.code for s in SIGNATURES}
    assert {"cuda-library-missing", "gpu-libraries-skipped", "cudnn-version-mismatch", "gpu-too-old",
            "kernel-image-invalid", "ptx-jit", "invalid-ptx", "driver-too-old", "ptxas-too-old",
            "tensorflow-gpu-removed", "pip-no-matching-distribution", "dll-load-failed", "msvc-runtime-missing",
            "zlibwapi-missing"} <= codes
    facts = {fact for s in SIGNATURES for fact in s.facts}
    assert {f"M{n}" for n in range(1, 26)} <= facts
    assert all(s.source.startswith("https://github.com/") for s in SIGNATURES)


def test_a_log_with_several_signatures_names_each_cause_once_most_fundamental_first() -> None:
    log = (FIXTURES / "behaviormetrics-385.log").read_text(encoding="utf-8")
    log += "\n" + (FIXTURES / "gpt-2-cloud-run-17.log").read_text(encoding="utf-8")
    log += "\n" + (FIXTURES / "tensorflow-64809.log").read_text(encoding="utf-8")
    findings = diagnose(log)
    codes = [f.code for f in findings]
    # "failed call to cuInit" and "Cannot dlopen some GPU libraries" only follow from causes found: not repeated
    assert codes == ["driver-missing", "cuda-library-missing", "cudnn-missing", "tensorrt-not-found",
                     "factory-already-registered"]
    assert len(codes) == len(set(codes))
    assert findings[1].values["lib"] == "libcusolver.so.11"
    assert findings[4].values["plugin"] == "cuDNN, cuFFT, cuBLAS"  # three lines, one cause, every value kept
    assert findings[4].severity == "info"


def test_a_library_that_fails_for_a_missing_dependency_is_named_as_the_one_tensorflow_asked_for() -> None:
    findings = diagnose((FIXTURES / "nvidia-tensorflow-110.log").read_text(encoding="utf-8"))
    assert [f.code for f in findings] == ["cuda-library-missing"]
    assert "libcusolver.so.11" in findings[0].cause


def test_a_consequence_alone_is_still_reported() -> None:
    line = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make "
            "sure the missing libraries mentioned above are installed properly if you would like to use GPU.")
    assert [f.code for f in diagnose(line)] == ["gpu-libraries-skipped"]
    cuinit = "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_NO_DEVICE"
    (finding,) = diagnose(cuinit)
    assert finding.code == "cuda-init-failed" and "CUDA_ERROR_NO_DEVICE" in finding.cause


def test_values_from_the_line_fill_the_cause_and_fix() -> None:
    line = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1283] Ignoring visible gpu device (device: 0, name: "
            "Quadro K2000M, pci bus id: 0000:01:00.0, compute capability: 3.0) with Cuda compute capability 3.0. "
            "The minimum required Cuda capability is 3.5.")
    (finding,) = diagnose(line)
    assert "3.0" in finding.cause and "3.5" in finding.cause and "3.0" in finding.fix


def test_a_signature_is_only_reported_for_the_versions_it_applies_to() -> None:
    line = "W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, " \
           "data)' failed with 'CUDA_ERROR_INVALID_PTX'"
    assert [f.code for f in diagnose(line, "2.17.0")] == ["invalid-ptx"]
    assert diagnose(line, "2.10.0") == []
    assert [f.code for f in diagnose(line, None)] == ["invalid-ptx"]


def test_a_log_without_known_signatures_gives_no_findings() -> None:
    assert diagnose("I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to "
                    "use available CPU instructions in performance-critical operations.") == []


def test_every_cause_and_fix_has_chinese_with_the_same_placeholders() -> None:
    table = i18n.load_table("zh_CN")
    for signature in SIGNATURES:
        for text in (signature.cause, signature.fix):
            assert ("Doctor", text) in table, (signature.code, text)
            translated = table[("Doctor", text)]
            assert sorted(re.findall(r"\{\w+\}", translated)) == sorted(re.findall(r"\{\w+\}", text))


def test_findings_are_in_chinese_when_asked() -> None:
    i18n.set_language("zh_CN")
    (finding,) = diagnose("ImportError: DLL load failed: The specified module could not be found.")
    assert any("\u4e00" <= ch <= "\u9fff" for ch in finding.cause)


@pytest.mark.parametrize("row", [
    {"code": "x", "rank": 1, "severity": "error", "patterns": ["("], "cause": "c", "fix": "f",
     "source": "https://x", "examples": ["e"]},
    {"code": "x", "rank": 1, "severity": "fatal", "patterns": ["a"], "cause": "c", "fix": "f",
     "source": "https://x", "examples": ["a"]},
    {"code": "x", "rank": 1, "severity": "error", "patterns": ["a"], "cause": "c", "fix": "f",
     "source": "https://x", "examples": []},
    {"code": "x", "rank": 1, "severity": "error", "patterns": ["a"], "applies_to": "two", "cause": "c", "fix": "f",
     "source": "https://x", "examples": ["a"]},
], ids=["bad-regex", "bad-severity", "no-example", "bad-versions"])
def test_a_broken_row_is_a_clear_catalog_error_naming_it(tmp_path: Path, row: dict[str, object]) -> None:
    path = tmp_path / "signatures.json"
    path.write_text(json.dumps({"schema": 1, "signatures": [row]}), encoding="utf-8")
    with pytest.raises(CatalogError, match="signature x"):
        load_signatures(path)
