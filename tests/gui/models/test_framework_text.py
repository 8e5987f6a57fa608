"""A plan's framework in words, on the real planner's plans (facts files stand in for the machines' GPUs): the
release, the backend of Keras, the build and the cards it carries code for, and the route of wheels that carry
CUDA."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.gui.models.framework_text import build_text, framework_version, plan_framework, plan_route_name

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


def plan_for(facts: str, **wishes: object) -> Plan:
    return make_plan(load_facts(FACTS / facts), Wishes(**wishes))  # type: ignore[arg-type]


def test_a_tensorflow_plan_reads_as_before() -> None:
    plan = plan_for("gui_rtx3090_linux.json")
    assert plan.tensorflow is not None
    assert framework_version(plan) == f"TensorFlow {plan.tensorflow.version}"
    assert build_text(plan, ("NVIDIA GeForce RTX 3090",)) == "", "TensorFlow's row names its package itself"
    assert plan_route_name(plan) == "Linux" and plan_framework(None) == "TensorFlow"


def test_keras_names_its_backend_on_linux_and_on_windows() -> None:
    linux = plan_for("gui_rtx3090_linux.json", framework="keras")
    assert linux.tensorflow is not None and linux.framework_build is not None
    assert framework_version(linux) == (f"Keras {linux.framework_build.version} on TensorFlow "
                                        f"{linux.tensorflow.version}")
    assert build_text(linux) == "", "Keras on TensorFlow is TensorFlow's plan: CUDA is installed as for it"
    windows = plan_for("gui_rtx4070_windows11.json", framework="keras")
    assert framework_version(windows).endswith("on PyTorch 2.14.1")
    assert plan_route_name(windows) == "Windows, only the NVIDIA driver (the packages carry CUDA)"
    assert build_text(windows, ("NVIDIA GeForce RTX 4070",)) == (
        "2.14.1 for CUDA 12.6 (cu126, carries code for your GeForce RTX 4070)"), "the build is PyTorch's"


def test_a_processor_only_build_says_so() -> None:
    plan = plan_for("gui_rtx3090_linux.json", framework="pytorch", route="cpu")
    assert plan.route == "cpu" and plan.framework_build is not None
    assert build_text(plan, ("NVIDIA GeForce RTX 3090",)) == f"{plan.framework_build.version}, the processor-only build"
