"""Reading the script's document and explaining it: table tests over documents as the script writes them."""

from __future__ import annotations

import ast
from typing import Any

import pytest

from wizard.basics import i18n
from wizard.core.verify.explain import explain_check, interop_document, summary
from wizard.core.verify.parse import VerifyOutputError, parse_document
from wizard.core.verify.runner import failure_document, script_path


def _doc(checks: list[tuple[str, str]], **over: Any) -> dict[str, Any]:
    document: dict[str, Any] = {
        "schema": 1, "complete": True, "cpu_only": False, "mode": "v2",
        "tensorflow": {"version": "2.15.1", "built_with_cuda": True, "cuda": "12.2", "cudnn": "8"},
        "gpus": [{"name": "NVIDIA GeForce RTX 3060", "compute_capability": "8.6", "memory_mib": 10240}],
        "checks": [{"id": i, "ok": s != "fail", "status": s, "message": "raw " + i, "fix": None,
                    "device": "/GPU:0"} for i, s in checks],
        "timing": {"cpu_seconds": 2.5, "gpu_seconds": 0.25, "speedup": 10.0},
    }
    document.update(over)
    return document


ALL_PASS = [("import", "pass"), ("cuda_build", "pass"), ("gpu_visible", "pass"), ("matmul", "pass"),
            ("conv2d", "pass"), ("xla", "pass"), ("train_cpu", "pass"), ("train_gpu", "pass"), ("mirrored", "skip")]


def test_all_checks_passing_on_a_gpu_reports_the_speedup() -> None:
    report = parse_document(_doc(ALL_PASS))
    assert report.passed
    assert summary(report) == "TensorFlow 2.15.1 trains on the GPU, 10.0x faster than on the CPU."


def test_a_failed_convolution_points_at_cudnn_and_keeps_the_script_text() -> None:
    checks = [*ALL_PASS[:4], ("conv2d", "fail")]
    report = parse_document(_doc(checks))
    assert not report.passed
    explained = explain_check(report.checks[-1], report)
    assert explained.message == "Failed: A convolution runs on the GPU (cuDNN): GPU 0 (NVIDIA GeForce RTX 3060)."
    assert explained.fix and "cuDNN" in explained.fix
    assert explained.detail == "raw conv2d"


def test_an_unknown_status_is_read_as_a_failure_never_a_pass() -> None:
    document = _doc([("import", "pass")])
    document["checks"][0]["status"] = "maybe"
    assert not parse_document(document).passed


def test_an_incomplete_run_is_not_a_pass_even_without_a_failed_check() -> None:
    assert not parse_document(_doc(ALL_PASS, complete=False)).passed


@pytest.mark.parametrize("document", [[], {"schema": 2}, {"schema": 1, "checks": "x"}, {"schema": 1, "checks": [1]}])
def test_a_document_that_is_not_schema_1_is_refused(document: Any) -> None:
    with pytest.raises(VerifyOutputError):
        parse_document(document)


def test_the_interop_document_has_the_issue_keys_and_chinese_words_when_asked() -> None:
    i18n.set_language("zh_CN")
    document = interop_document(parse_document(failure_document("timeout", "raw")))
    assert document["checks"][0]["fix"] and document["checks"][0]["message"] != "raw"
    assert any("\u4e00" <= ch <= "\u9fff" for ch in document["summary"])
    assert set(document["timing"]) == {"cpu_seconds", "gpu_seconds", "speedup"}


@pytest.mark.parametrize("name", ["tf_verify.py", "tf_locate.py", "lib_load.py", "proof_common.py"])
def test_the_in_env_scripts_are_standalone_python_2_and_3_syntax_with_no_wizard_imports(name: str) -> None:
    source = (script_path().parent / name).read_text(encoding="utf-8")
    assert "from __future__ import" in source and "print_function" in source
    tree = ast.parse(source, feature_version=(3, 4))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "wizard" not in imported
    assert imported <= {"__future__", "argparse", "json", "os", "platform", "sys", "time", "traceback", "tensorflow",
                        "struct", "importlib", "imp", "pkg_resources", "ctypes", "proof_common"}
    assert not any(isinstance(node, ast.JoinedStr) for node in ast.walk(tree))  # no f-strings (Python 2.7, 3.5)
    assert not any(isinstance(node, ast.AnnAssign) or getattr(node, "returns", None) for node in ast.walk(tree))


def _script_module() -> Any:
    import importlib.util
    import sys

    if str(script_path().parent) not in sys.path:  # as when run by path: its folder first, for proof_common
        sys.path.insert(0, str(script_path().parent))
    spec = importlib.util.spec_from_file_location("tf_verify_under_test", script_path())
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_xla_error_meaning_no_xla_in_this_build_is_a_skip_and_any_other_xla_error_a_failure() -> None:
    script = _script_module()
    doc: dict[str, Any] = {"checks": []}

    def no_xla() -> tuple[str, str]:
        raise RuntimeError("InvalidArgumentError: XLA compilation disabled")

    def broken_ptxas() -> tuple[str, str]:
        raise RuntimeError("InternalError: ptxas exited with non-zero error code 65280")

    assert script._attempt(doc, "xla", no_xla, device="/GPU:0") is True
    assert script._attempt(doc, "xla", broken_ptxas, device="/GPU:0") is False
    assert [c["status"] for c in doc["checks"]] == ["skip", "fail"]
    assert "ptxas" in doc["checks"][1]["message"]


def test_the_device_description_of_every_tf_generation_is_read() -> None:
    script = _script_module()
    fields = script._parse_desc("device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5")
    assert fields["name"] == "Tesla T4" and fields["compute capability"] == "7.5"
    assert script._version_tuple("2.21.0") == (2, 21) and script._version_tuple("1.15.0rc2") == (1, 15)


def test_windows_build_info_versions_are_read_as_versions() -> None:
    report = parse_document(_doc(ALL_PASS, tensorflow={"version": "2.10.1", "built_with_cuda": True,
                                                       "cuda": "64_112", "cudnn": "64_8"}))
    assert (report.cuda, report.cudnn) == ("11.2", "8")
    assert interop_document(report)["tensorflow"]["cuda"] == "11.2"
