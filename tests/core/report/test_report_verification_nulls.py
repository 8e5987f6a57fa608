"""The report reads the verification document exactly as ``verify --json`` and ``apply`` write it.

A CPU-only TensorFlow has no CUDA or cuDNN version and passed checks have no fix: the document says
``null`` there, which means "not known", and the report must read it (it refused it before, so
``apply --report`` failed at its last step after a successful CPU-only setup).
"""

from __future__ import annotations

from wizard.core.report import make_report, render_text
from wizard.core.report.documents import verification_from
from wizard.core.verify.explain import interop_document
from wizard.core.verify.parse import parse_document

CPU_ONLY = {
    "schema": 1, "complete": True, "cpu_only": True, "mode": "v2",
    "tensorflow": {"version": "2.21.0", "built_with_cuda": False, "cuda": None, "cudnn": None},
    "gpus": [],
    "checks": [{"id": "import", "ok": True, "status": "pass", "message": "raw import", "fix": None, "device": None},
               {"id": "train_cpu", "ok": True, "status": "pass", "message": "raw train", "fix": None,
                "device": "/CPU:0"}],
    "timing": {"cpu_seconds": 1.25, "gpu_seconds": None, "speedup": None},
}


def test_a_cpu_only_verification_document_reads_into_the_report() -> None:
    document = interop_document(parse_document(CPU_ONLY))
    assert document["tensorflow"]["cuda"] is None  # what verify --json really writes
    section = verification_from(document)
    assert section.cpu_only and section.tensorflow.cuda == "" and section.tensorflow.version == "2.21.0"
    assert section.timing is not None and section.timing.cpu_seconds == 1.25
    text = render_text(make_report(facts=None, plan=None, journal=None, verification=document), "md").decode()
    assert "2.21.0" in text


def test_a_gpu_without_a_known_compute_capability_reads_too() -> None:
    section = verification_from({"gpus": [{"name": "NVIDIA T4", "compute_capability": None, "memory_mib": None}]})
    assert section.gpus[0].name == "NVIDIA T4" and section.gpus[0].compute_capability == ""
