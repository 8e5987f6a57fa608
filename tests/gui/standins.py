"""Stand-ins for the planner and catalog, used ONLY while ``wizard.core.planner``/``catalog.load`` are not
importable (they are being written at the same time as the GUI). Once the real ones import, the tests
use them: see ``conftest.real_or_standin``. The stand-in plans are shaped like real ones (reasons,
blockers with fixes, warnings, alternatives) but are not a claim about compatibility.
"""

from __future__ import annotations

from dataclasses import replace

from wizard.core.facts import MachineFacts
from wizard.core.plan import Blocker, Plan, PlanWarning, Reason, TfChoice, Wishes


def _cc(facts: MachineFacts) -> float:
    return max((float(g.compute_capability) for g in facts.gpus), default=0.0)


def _cpu_plan(why: str) -> Plan:
    return Plan(
        route="cpu", tensorflow=TfChoice("2.16.1", "tensorflow", "tensorflow==2.16.1"), python="3.11",
        cuda=None, cudnn=None,
        reasons=(Reason("route", why, "stand-in"), Reason("tensorflow", "newest CPU build", "stand-in")),
    )


def _gpu_plan(facts: MachineFacts, wishes: Wishes) -> Plan:
    windows = facts.os.family == "windows"
    version = "2.10.1" if windows else "2.15.1"
    return Plan(
        route="windows-native" if windows else "linux",
        tensorflow=TfChoice(version, "tensorflow" if windows else "tensorflow[and-cuda]", f"tensorflow=={version}"),
        python=wishes.python or "3.10", cuda="11.2" if windows else "12.2", cudnn="8.1.0" if windows else "8.9.4",
        driver_min="452.39" if windows else "525.60.13",
        warnings=(PlanWarning("ptx-jit", "Stand-in warning: the first start compiles kernels."),) if windows else (),
        reasons=(
            Reason("tensorflow", "newest release with a native GPU build for this OS", "stand-in S1"),
            Reason("python", "newest Python with a wheel", "stand-in S1"),
            Reason("cuda", "the CUDA this release was tested with", "stand-in S2"),
            Reason("cudnn", "the cuDNN this release was tested with", "stand-in S2"),
            Reason("driver", "minor-version compatibility floor", "stand-in S3"),
            Reason("route", "automatic", "stand-in"),
        ),
    )


def standin_plan(facts: MachineFacts, wishes: Wishes) -> Plan:
    """A plausible plan: CPU without a driver, a blocker for old GPUs, otherwise a GPU plan."""
    if facts.driver is None or not facts.gpus:
        return _cpu_plan("no NVIDIA driver or GPU")
    if _cc(facts) < 3.5:
        blocked = Plan(
            route="windows-native" if facts.os.family == "windows" else "linux", tensorflow=None, python=None,
            cuda=None, cudnn=None,
            blockers=(Blocker("gpu-too-old", "The GPU's compute capability is below 3.5.",
                              "Use a newer NVIDIA GPU, or TensorFlow on the processor."),),
        )
        return replace(blocked, alternatives=(_cpu_plan("the GPU is too old"),))
    gpu = _gpu_plan(facts, wishes)
    return replace(gpu, alternatives=(_cpu_plan("alternative without GPU"),))


def standin_versions(facts: MachineFacts) -> list[str]:
    """TensorFlow releases the stand-in offers."""
    return ["2.15.1", "2.10.1", "2.4.0"]


def standin_pythons(facts: MachineFacts) -> list[str]:
    """Python versions the stand-in offers."""
    return ["3.11", "3.10", "3.8"]
