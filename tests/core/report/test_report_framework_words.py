"""A PyTorch or JAX setup's report on a machine without a driver never says TensorFlow (issue 33).

The report ``apply`` writes for a CPU PyTorch plan carried the probe's note "No NVIDIA driver was found, so
TensorFlow can only use the CPU here": the note is the machine's, not the framework's. Real facts, plans and
renderings; the verification document has the keys ``apply`` hands the report (verify's interop document).
"""

from __future__ import annotations

import pytest

from wizard.basics.facts import MachineFacts, OsFacts, ProbeNote
from wizard.core.plan import FrameworkBuild, Plan
from wizard.core.report import make_report, render_text

NO_DRIVER = ProbeNote("no-driver", "(the stored words are not shown)", "warning")
CHECKS = ("import", "cuda_build", "allocate", "matmul", "conv2d", "train_cpu")


def _verification(framework: str, version: str) -> dict[str, object]:
    """A passed CPU-only proof as ``verify --json`` writes it (``tensorflow`` is schema 1's key for any build)."""
    build = {"version": version, "built_with_cuda": False}
    return {"schema": 1, "framework": framework, "tensorflow": build, "library": {"name": framework, **build},
            "cpu_only": True, "gpus": [],
            "checks": [{"id": check, "ok": True, "status": "skip" if check == "cuda_build" else "pass",
                        "device": "/CPU:0", "message": ""} for check in CHECKS],
            "timing": {"cpu_seconds": 1.5, "gpu_seconds": None, "speedup": None}}


@pytest.mark.parametrize(("build", "name", "version"), [
    (FrameworkBuild("pytorch", "2.13.0", (), "cpu", "", "https://example.invalid/whl/cpu", ("torch==2.13.0+cpu",)),
     "PyTorch", "2.13.0+cpu"),
    (FrameworkBuild("jax", "0.10.2", ("jax==0.10.2",), "cpu"), "JAX", "0.10.2"),
])
@pytest.mark.parametrize("form", ["md", "html"])
def test_a_cpu_setup_report_without_a_driver_names_its_framework_and_never_tensorflow(
        build: FrameworkBuild, name: str, version: str, form: str) -> None:
    facts = MachineFacts(os=OsFacts(family="linux"), notes=(NO_DRIVER,))
    plan = Plan(route="cpu", tensorflow=None, python="3.11", cuda=None, cudnn=None, framework=build.framework,
                framework_build=build)
    text = render_text(make_report(facts=facts, plan=plan, journal=None,
                                   verification=_verification(build.framework, version)), form).decode()
    assert f"{name} GPU setup report" in text and f"{name} built with CUDA" in text
    assert "only the CPU can be used here" in text
    assert "TensorFlow" not in text
