"""Issue 21: Blackwell cards (RTX 50xx = CC 12.0, B200 = CC 10.0) get conda-forge's GPU build on Linux and in WSL2.

Table tests over the real catalog: each row is a machine (the GPU values typed in from the real cards, this test
machine has none) and what the plan must be, with the sources its reasons cite.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import Plan, TfChoice, Wishes
from wizard.core.planner import apply_fix, make_plan

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
CATALOG = load_catalog()
LINUX_5090 = load_facts(FACTS / "linux-rtx5090-blackwell.json")
WINDOWS_5080 = load_facts(FACTS / "windows-rtx5080-blackwell.json")
WSL_4090 = load_facts(FACTS / "wsl2-rtx4090-driver-546.json")
B200 = (GpuFacts("NVIDIA B200", "10.0"),)
RTX_5090 = (GpuFacts("NVIDIA GeForce RTX 5090", "12.0"),)
CONDA = ("python=3.12", "tensorflow=2.19.1=cuda128*", "pip")
HONEST = "Built by conda-forge with code for your card; the wizard proves it on your card before it keeps it."


def plan(facts: MachineFacts, **wishes: object) -> Plan:
    return make_plan(facts, Wishes(**wishes), CATALOG)  # type: ignore[arg-type]


def sources(result: Plan) -> dict[str, set[str]]:
    return {reason.key: set(reason.source_ids) for reason in result.reasons}


MACHINES = {
    "linux-5090": (LINUX_5090, {}),
    "linux-b200": (replace(LINUX_5090, gpus=B200), {}),
    "wsl-5090": (replace(WSL_4090, gpus=RTX_5090, driver=DriverFacts("576.28", "12.9")), {}),
    "windows-5080-wsl2": (WINDOWS_5080, {"route": "wsl2"}),
    "linux-5090-python-3.11": (LINUX_5090, {"python": "3.11"}),
    "linux-5090-route-linux": (LINUX_5090, {"route": "linux"}),
}


@pytest.mark.parametrize(
    ("machine", "route", "python", "steps"),
    [
        ("linux-5090", "linux", "3.12", ["check-driver", "create-env", "verify", "prove-gpu", "report"]),
        ("linux-b200", "linux", "3.12", ["check-driver", "create-env", "verify", "prove-gpu", "report"]),
        ("wsl-5090", "wsl2", "3.12", ["check-driver", "check-wsl", "create-env", "verify", "prove-gpu", "report"]),
        ("windows-5080-wsl2", "wsl2", "3.12",
         ["check-driver", "check-wsl", "create-env", "verify", "prove-gpu", "report"]),
        ("linux-5090-python-3.11", "linux", "3.11", ["check-driver", "create-env", "verify", "prove-gpu", "report"]),
        ("linux-5090-route-linux", "linux", "3.12", ["check-driver", "create-env", "verify", "prove-gpu", "report"]),
    ],
)
def test_a_blackwell_card_on_linux_or_wsl2_gets_the_conda_forge_gpu_plan(
    machine: str, route: str, python: str, steps: list[str]
) -> None:
    facts, wishes = MACHINES[machine]
    result = plan(facts, **wishes)
    assert result.ok and result.route == route and not result.experimental
    assert result.tensorflow == TfChoice(version="2.19.1", package="tensorflow", requirement="")
    assert result.python == python and result.conda_packages == (f"python={python}", *CONDA[1:])
    assert (result.cuda, result.cudnn, result.driver_min, result.downloads) == ("12.8", None, "570", ())
    assert [step.id for step in result.steps] == steps
    warning = next(w for w in result.warnings if w.code == "proved-before-kept")
    assert warning.message.startswith(HONEST)
    cited = sources(result)
    assert {"route", "python", "gpu", "driver", "tensorflow"} <= set(cited)
    assert all("S41" in ids for ids in cited.values())  # the feedstock recipe, at the merge of PR #464
    assert "S11" in cited["driver"]  # NVIDIA's Table 3: CUDA 12.8 needs R570
    assert ("S28" in cited["route"]) == (route == "wsl2")  # NVIDIA's CUDA on WSL guide


def test_the_reasons_say_why_in_plain_words() -> None:
    result = plan(LINUX_5090)
    why = {reason.key: reason.why for reason in result.reasons}
    assert "No official TensorFlow has ready-made code for NVIDIA GeForce RTX 5090" in why["gpu"]
    assert "compute capability 12.0" in why["gpu"]
    assert why["tensorflow"] == HONEST
    assert "3.10, 3.11, 3.12" in why["python"]


def test_the_honest_sentence_speaks_chinese() -> None:
    i18n.set_language("zh_CN")
    try:
        result = plan(LINUX_5090)
    finally:
        i18n.set_language("en")
    warning = next(w for w in result.warnings if w.code == "proved-before-kept")
    assert "conda-forge" in warning.message and HONEST not in warning.message


def test_an_old_driver_is_told_to_update_to_570_with_the_cpu_plan_as_alternative() -> None:
    facts = replace(LINUX_5090, driver=DriverFacts("560.35.03", "12.6"))
    result = plan(facts)
    assert [b.code for b in result.blockers] == ["driver-too-old"]
    assert "570 or newer" in result.blockers[0].message
    assert {"kind": "upgrade-driver", "driver": "570"} in [{"kind": f.kind, **f.params}
                                                            for f in result.blockers[0].fixes]
    assert any(a.route == "cpu" for a in result.alternatives)
    for fix in result.blockers[0].fixes:
        fixed_facts, fixed_wishes = apply_fix(fix, facts, Wishes())
        assert make_plan(fixed_facts, fixed_wishes, CATALOG).ok, fix


def test_an_allowed_driver_update_plans_it_first() -> None:
    result = plan(replace(LINUX_5090, driver=DriverFacts("560.35.03", "12.6")), allow_driver_upgrade=True)
    assert result.ok and result.conda_packages == CONDA
    assert [step.id for step in result.steps][:2] == ["check-driver", "upgrade-driver"]
    assert "needs-driver-upgrade" in {w.code for w in result.warnings}


def test_a_driver_of_unknown_version_that_reports_cuda_12_8_is_enough() -> None:
    result = plan(replace(LINUX_5090, driver=DriverFacts("0", "12.8")))
    assert result.ok and result.conda_packages == CONDA


def test_native_windows_gets_the_cpu_plan_saying_why_and_suggesting_wsl2() -> None:
    result = plan(WINDOWS_5080)
    assert result.ok and result.route == "cpu"
    warning = next(w for w in result.warnings if w.code == "no-windows-build-for-this-card")
    assert "No TensorFlow for Windows itself has code for this graphics card" in warning.message
    assert "WSL2" in warning.message
    wsl = next(a for a in result.alternatives if a.route == "wsl2")
    assert wsl.conda_packages == CONDA and "prove-gpu" in [s.id for s in wsl.steps]


def test_a_b200_on_native_windows_is_not_sent_to_wsl2() -> None:
    result = plan(replace(WINDOWS_5080, gpus=B200))
    warning = next(w for w in result.warnings if w.code == "no-windows-build-for-this-card")
    assert "data-centre" in warning.message and "choose the WSL2 setup" not in warning.message
    assert all(a.route != "wsl2" for a in result.alternatives)


@pytest.mark.parametrize("facts", [replace(WSL_4090, gpus=B200, driver=DriverFacts("580.88", "13.0")),
                                   replace(WINDOWS_5080, gpus=B200)])
def test_a_b200_in_wsl2_is_refused_with_nvidias_reason(facts: MachineFacts) -> None:
    result = plan(facts, route="wsl2")
    assert [b.code for b in result.blockers] == ["gpu-data-centre-not-in-wsl"]
    assert "NVIDIA's guide to CUDA on WSL" in result.blockers[0].message
    assert [f.params for f in result.blockers[0].fixes] == [{"route": "cpu"}]
    assert any(a.route == "cpu" and a.ok for a in result.alternatives)


@pytest.mark.parametrize("wishes", [{"python": "3.13"}, {"tensorflow": "2.21"}])
def test_a_wish_the_conda_build_cannot_meet_keeps_todays_answer(wishes: dict[str, str]) -> None:
    result = plan(LINUX_5090, **wishes)
    assert result.route == "cpu" and "gpu-path-known-to-fail" in {w.code for w in result.warnings}
    assert any(a.conda_packages == CONDA for a in result.alternatives)  # the relaxed wish finds it


@pytest.mark.parametrize("profile", ["linux-rtx3090-driver-535.json", "wsl2-rtx4090-driver-546.json",
                                     "linux-h100-ptx-older-driver.json"])
def test_older_cards_never_get_a_conda_gpu_plan(profile: str) -> None:
    result = plan(load_facts(FACTS / profile))
    assert result.conda_packages == () and all(a.conda_packages == () or a.route == "windows-isolated"
                                               for a in result.alternatives)
    assert "prove-gpu" not in [s.id for s in result.steps]


def test_a_machine_with_an_older_card_beside_a_blackwell_keeps_the_official_plan() -> None:
    facts = replace(LINUX_5090, gpus=(*RTX_5090, GpuFacts("NVIDIA GeForce RTX 4090", "8.9")))
    result = plan(facts)
    assert result.ok and result.route == "linux" and result.conda_packages == ()
    assert "gpu-ignored" in {w.code for w in result.warnings}
