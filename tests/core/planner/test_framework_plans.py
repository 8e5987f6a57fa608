"""Planner table for PyTorch, Keras 3 and JAX (issue 33): release and build by the driver and the code for every GPU.

Each test names in its docstring the catalog sources its expectation rests on (resources/catalog/sources.json).
The machines are facts, as the probe writes them: no GPU exists here, so the cards and drivers are stand-ins.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from wizard.basics.errors import WizardError
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.basics.serial import SchemaError
from wizard.core.apply.host_check import plan_for_this_machine
from wizard.core.plan import StepId, Wishes, plan_from_dict
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id

GTX_1080_TI = GpuFacts("NVIDIA GeForce GTX 1080 Ti", "6.1", 11264)
RTX_3080 = GpuFacts("NVIDIA GeForce RTX 3080", "8.6", 10240)
RTX_5090 = GpuFacts("NVIDIA GeForce RTX 5090", "12.0", 32607)
T4 = GpuFacts("Tesla T4", "7.5", 15360)
H100 = GpuFacts("NVIDIA H100", "9.0", 81559)
CURRENT = "580.95.05"  # an R580 driver: runs CUDA 13 builds (S12)


def linux(*gpus: GpuFacts, driver: str = CURRENT) -> MachineFacts:
    return MachineFacts(os=OsFacts(family="linux", release="24.04", glibc="2.39", distro="ubuntu"),
                        driver=DriverFacts(driver, cuda="13.0" if driver >= "580" else "12.8") if gpus else None,
                        gpus=gpus, python=PythonFacts("3.12.3"))


def windows(*gpus: GpuFacts, driver: str = "581.57") -> MachineFacts:
    return MachineFacts(os=OsFacts(family="windows", release="11", build="26100"),
                        driver=DriverFacts(driver, cuda="13.0" if driver >= "580" else "12.8") if gpus else None,
                        gpus=gpus, python=PythonFacts("3.12.10"))


def macos() -> MachineFacts:
    return MachineFacts(os=OsFacts(family="macos", release="15.1", arch="arm64"), python=PythonFacts("3.12.7"))


def plan_for(facts: MachineFacts, framework: str, **wishes: object):
    return make_plan(facts, Wishes(framework=framework, **wishes))  # type: ignore[arg-type]


def sass(plan) -> set[str]:
    assert plan.framework_build is not None
    return set(plan.framework_build.sass)


def test_S45_S50_S51_a_pascal_card_with_a_current_driver_gets_a_build_with_sm_6x_code() -> None:
    """S45/S49: the cu126 build carries Pascal (6.0) code; S51: the CUDA 12.8+ builds dropped it; S50: 2.15 has
    no cu126, so the newest release for a GTX 1080 Ti is 2.14 on cu126 even with an R580 driver."""
    plan = plan_for(linux(GTX_1080_TI), "pytorch")
    assert plan.ok and plan.framework == "pytorch"
    build = plan.framework_build
    assert (build.version, build.build) == ("2.14.1", "cu126") and "6.0" in build.sass
    assert build.build_requirements == ("torch==2.14.1+cu126",) and build.requirements == ()
    assert build.build_index == "https://download.pytorch.org/whl/cu126"
    why = {reason.key: reason for reason in plan.reasons}
    assert "2.15.0" in why["framework"].why and "S49" in why["framework"].source_ids
    assert "sm_60" in why["build"].why and "compute capability 6.1" in why["build"].why


def test_S45_S46_an_rtx_50xx_gets_a_cuda_12_8_or_newer_build_with_its_code() -> None:
    """S45/S46: only the CUDA 12.8 and 13.x builds carry Blackwell 12.0 code; on an R570 driver that is 2.11's
    cu128 (S47: 2.12 dropped cu128), on an R580 driver the newest release's CUDA 13 build."""
    old = plan_for(linux(RTX_5090, driver="570.133.07"), "pytorch").framework_build
    new = plan_for(linux(RTX_5090), "pytorch").framework_build
    assert (old.version, old.build) == ("2.11.0", "cu128") and "12.0" in old.sass
    assert new.build in ("cu130", "cu132") and new.version == "2.15.0" and "12.0" in new.sass
    for build in (old, new):
        assert float(build.cuda) >= 12.8


@pytest.mark.parametrize("gpu", [T4, RTX_3080, H100, RTX_5090], ids=lambda gpu: gpu.compute_capability)
@pytest.mark.parametrize("machine", [linux, windows])
@pytest.mark.parametrize("driver", ["560.94", "575.51.03"])
@pytest.mark.parametrize("framework", ["pytorch", "keras", "jax"])
def test_S12_a_driver_older_than_r580_never_gets_a_cuda_13_build(gpu, machine, driver, framework) -> None:
    """S12: CUDA 13.x needs a driver of the R580 series or newer (minor-version compatibility floor)."""
    plan = plan_for(machine(gpu, driver=driver), framework, route="wsl2" if framework == "jax" and
                    machine is windows else None)
    build = plan.framework_build
    assert plan.ok or framework == "keras", plan.blockers  # Keras on Linux is TensorFlow's plan, its own rules
    for made in (plan, *plan.alternatives):
        build = made.framework_build
        assert build is not None and not build.cuda.startswith("13")
        assert build.build not in ("cu130", "cu132", "cuda13")


def test_S2_S52_keras_on_native_windows_gets_the_pytorch_backend_with_the_reason_and_wsl2_as_alternative() -> None:
    """S2: TensorFlow's native Windows GPU builds end at 2.10; S52: PyTorch's Windows CUDA wheels carry their
    CUDA libraries, so the driver alone is needed. Keras 3 then runs on torch (KERAS_BACKEND=torch)."""
    plan = plan_for(windows(RTX_3080), "keras")
    build = plan.framework_build
    assert plan.ok and plan.route == "windows-native" and plan.tensorflow is None
    assert (build.framework, build.backend, build.env) == ("keras", "torch", {"KERAS_BACKEND": "torch"})
    assert build.requirements == ("keras==3.15.1",) and build.build_requirements[0].startswith("torch==")
    assert [s.id for s in plan.steps] == [StepId.CHECK_DRIVER, StepId.CREATE_ENV, StepId.INSTALL_FRAMEWORK,
                                          StepId.VERIFY, StepId.REPORT]  # no CUDA, no cuDNN
    keras_reason = next(r for r in plan.reasons if r.key == "framework" and "Keras" in r.choice)
    assert "S2" in keras_reason.source_ids and "2.10" in keras_reason.why and "WSL2" in keras_reason.why
    wsl = next(a for a in plan.alternatives if a.route == "wsl2")
    assert wsl.tensorflow is not None and wsl.framework_build.backend == "tensorflow"
    assert wsl.framework_build.requirements == ("keras==3.15.1",)


def test_S3_keras_on_linux_is_the_tensorflow_plan_with_keras() -> None:
    """S3: TensorFlow's Linux GPU build; Keras 3 on it is that plan with the keras pin beside TensorFlow."""
    tf = make_plan(linux(RTX_3080), Wishes())
    keras = plan_for(linux(RTX_3080), "keras")
    assert keras.tensorflow == tf.tensorflow and keras.framework == "keras"
    assert keras.framework_build.requirements == ("keras==3.15.1",) and keras.framework_build.backend == "tensorflow"
    ids = [s.id for s in keras.steps]
    assert ids.index(StepId.INSTALL_FRAMEWORK) == ids.index(StepId.INSTALL_TENSORFLOW) + 1


def test_S53_jax_on_native_windows_is_refused_with_wsl2_offered() -> None:
    """S53: JAX publishes no GPU build for native Windows; its Linux GPU build runs in WSL2."""
    plan = plan_for(windows(RTX_3080), "jax")
    assert not plan.ok and [b.code for b in plan.blockers] == ["jax-no-windows-gpu"]
    assert {"route": "wsl2"} in [fix.params for fix in plan.blockers[0].fixes]
    wsl = next(a for a in plan.alternatives if a.route == "wsl2")
    assert wsl.ok and wsl.framework_build.requirements == ("jax[cuda13]==0.10.2",)
    assert StepId.CHECK_WSL in [s.id for s in wsl.steps]


def test_S12_S54_jax_takes_its_cuda_extra_by_the_driver() -> None:
    """S54: jax has cuda12 and cuda13 extras; S12: the CUDA 13 one needs an R580 driver."""
    assert plan_for(linux(RTX_3080), "jax").framework_build.requirements == ("jax[cuda13]==0.10.2",)
    older = plan_for(linux(RTX_3080, driver="570.133.07"), "jax").framework_build
    assert older.requirements == ("jax[cuda12]==0.10.2",) and older.build_index == ""


@pytest.mark.parametrize("facts", [linux(), windows(), macos()], ids=["linux", "windows", "macos"])
@pytest.mark.parametrize("framework", ["pytorch", "jax"])
def test_S52_S53_no_gpu_or_macos_gets_the_cpu_build(facts: MachineFacts, framework: str) -> None:
    """S52: PyTorch's cpu index; S53: JAX's CPU wheels on Linux, macOS and Windows."""
    plan = plan_for(facts, framework)
    assert plan.ok and plan.route == "cpu" and plan.framework_build.build == "cpu"
    assert StepId.CHECK_DRIVER not in [s.id for s in plan.steps] and plan.driver_min is None
    if framework == "pytorch":
        local = "" if facts.os.family == "macos" else "+cpu"
        assert plan.framework_build.build_requirements == (f"torch=={plan.framework_build.version}{local}",)
        assert plan.framework_build.build_index.endswith("/whl/cpu")


def test_S45_S50_cards_no_single_build_serves_are_refused_not_given_a_build_one_cannot_run() -> None:
    """S45/S50: no build carries both Pascal (cu126 line) and Blackwell (CUDA 12.8+) code."""
    plan = plan_for(linux(GTX_1080_TI, RTX_5090), "pytorch")
    assert not plan.ok and plan.blockers[0].code == "no-build-for-gpu"
    assert "6.1" in plan.blockers[0].message
    assert any(a.route == "cpu" for a in plan.alternatives)


def test_framework_plans_round_trip_and_older_plans_read_as_tensorflow() -> None:
    """Plan schema 3: the framework choice survives JSON; schema 1 and 2 documents read as TensorFlow plans."""
    plan = plan_for(windows(RTX_3080), "keras")
    assert plan_from_dict(json.loads(plan.to_json())) == plan and plan.schema == 3
    older = json.loads(make_plan(linux(RTX_3080), Wishes()).to_json())
    for field in ("framework", "framework_build"):
        older.pop(field)
    read = plan_from_dict({**older, "schema": 2})
    assert read.framework == "tensorflow" and read.framework_build is None
    with pytest.raises(SchemaError):
        plan_from_dict({**older, "schema": 4})


def test_a_pytorch_plan_file_with_a_forged_build_index_is_not_the_plan_made_here() -> None:
    """The plan is data: an index this machine's planner would not name is refused, nothing run."""
    facts = linux(RTX_3080)  # taken as this machine's own probe (the plan carries this machine's id)
    plan = replace(plan_for(facts, "pytorch"), host_id=current_host_id())
    plan_for_this_machine(plan, facts)  # the unedited file passes
    forged = replace(plan, framework_build=replace(plan.framework_build,
                                                   build_index="https://example.invalid/whl/cu126"))
    with pytest.raises(WizardError) as refused:
        plan_for_this_machine(forged, facts)
    assert refused.value.reference == "plan-not-made-here" and "example.invalid" in refused.value.message


def test_S12_an_old_driver_is_told_the_lowest_driver_any_fitting_build_needs() -> None:
    """S12: CUDA 12.x builds need 528.33 on Windows, CUDA 13.x builds R580; a 457 driver runs none of the catalog's
    PyTorch builds. The fix names the lowest floor (528.33), and with a driver upgrade allowed the plan is the
    build that floor runs, with the upgrade step."""
    facts = windows(GpuFacts("NVIDIA GeForce RTX 2060", "7.5", 6144), driver="457.51")
    blocked = plan_for(facts, "pytorch")
    assert [b.code for b in blocked.blockers] == ["driver-too-old-for-framework"]
    assert "528.33" in blocked.blockers[0].message
    assert {"driver": "528.33"} in [fix.params for fix in blocked.blockers[0].fixes]
    upgraded = plan_for(facts, "pytorch", allow_driver_upgrade=True)
    assert upgraded.ok and upgraded.driver_min == "528.33" and upgraded.framework_build.build == "cu126"
    assert [s.id for s in upgraded.steps][:2] == [StepId.CHECK_DRIVER, StepId.UPGRADE_DRIVER]
