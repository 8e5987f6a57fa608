"""judge_facts(): the one source of findings for the CLI and the GUI, judged on the machine profiles."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics.facts import CpuFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts, load_facts
from wizard.core.probe.findings import SECTIONS, judge_facts

FACTS_DIR = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
PROFILES = [p for p in sorted(FACTS_DIR.glob("*.json")) if "invalid" not in p.stem]  # valid documents only
KNOWN_KEYS = {"os", "vc-runtime", "long-paths", "admin", "cpu", "driver", "gpu", "python", "cuda", "cudnn",
              "conda", "path"}


def _levels(facts: MachineFacts) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for finding in judge_facts(facts):
        found.setdefault(finding.key, []).append(finding.level)
    return found


@pytest.mark.parametrize("profile", PROFILES, ids=[p.stem for p in PROFILES])
def test_every_finding_has_a_known_key_words_and_comes_in_section_order(profile: Path) -> None:
    findings = judge_facts(load_facts(profile))
    assert all(f.key in KNOWN_KEYS or f.key.startswith("note:") for f in findings)
    assert all(f.title and f.text for f in findings)
    order = [SECTIONS.index(f.section) for f in findings]
    assert order == sorted(order), "a section's rows stay together, in SECTIONS order"
    assert {"os", "cpu", "driver", "gpu", "python", "cuda", "cudnn", "conda", "path"} <= {f.key for f in findings}


def test_a_card_below_compute_capability_3_5_fails_and_a_kepler_one_is_a_warning() -> None:
    facts = MachineFacts(os=OsFacts(family="linux"), gpus=(GpuFacts("GTX 680", "3.0"), GpuFacts("K80", "3.7")))
    assert _levels(facts)["gpu"] == ["fail", "warn"]
    unreadable = replace(facts, gpus=(GpuFacts("odd", "seven point five"),))
    assert _levels(unreadable)["gpu"] == ["fail"], "an unreadable compute capability is not trusted"


def test_the_operating_system_processor_and_python_are_judged_on_their_own() -> None:
    macos = MachineFacts(os=OsFacts(family="macos", release="14"))
    assert _levels(macos)["os"] == ["fail"]
    arm = MachineFacts(os=OsFacts(family="linux", arch="aarch64"))
    assert _levels(arm)["os"] == ["warn"]
    no_avx = MachineFacts(os=OsFacts(family="linux"), cpu=CpuFacts(avx=False, avx2=False, name="Atom"))
    cpu = next(f for f in judge_facts(no_avx) if f.key == "cpu")
    assert cpu.level == "fail" and cpu.details == "Atom"
    assert _levels(replace(no_avx, cpu=CpuFacts(avx=True, avx2=False)))["cpu"] == ["info"]
    x86 = MachineFacts(os=OsFacts(family="windows"), python=PythonFacts("3.8.10", "C:\\py\\python.exe", "x86"))
    assert _levels(x86)["python"] == ["fail"]


@pytest.mark.parametrize("arch", ["x86_64", "AMD64", "amd64", "x64", "X64"])
def test_every_name_of_64_bit_x86_that_the_planner_accepts_is_ok_here_too(arch: str) -> None:
    """A facts file from elsewhere may spell the architecture as Windows or Go do; the planner's AVX rule
    treats all of them as x86-64, so the system row must not warn about them."""
    assert _levels(MachineFacts(os=OsFacts(family="windows", arch=arch)))["os"] == ["ok"]


def test_the_python_row_names_the_interpreter_and_lists_every_one_found_in_its_details() -> None:
    running = PythonFacts("3.11.7", "/opt/venv/bin/python", source="running")
    other = PythonFacts("3.9", "/usr/bin/python3.9", source="PATH")
    python = next(f for f in judge_facts(MachineFacts(os=OsFacts(family="linux"), python=running,
                                                      pythons=(running, other))) if f.key == "python")
    assert python.level == "ok" and "/opt/venv/bin/python (running)" in python.text
    assert python.details.splitlines() == ["3.11.7  /opt/venv/bin/python (running)", "3.9  /usr/bin/python3.9 (PATH)"]


def test_wsl1_says_the_gpu_needs_wsl2_instead_of_no_gpu_found() -> None:
    """A WSL 1 kernel ("4.4.0-22631-Microsoft") never sees the GPU: the finding says how to convert."""
    facts = MachineFacts(os=OsFacts(family="linux", wsl=True, build="4.4.0-22631-Microsoft", windows_build="22631",
                                    wsl_distro="Ubuntu-22.04"))
    gpu = next(f for f in judge_facts(facts) if f.section == "gpus")
    assert gpu.level == "fail" and "WSL 1" in gpu.text and "wsl --set-version Ubuntu-22.04 2" in gpu.text
    system = next(f for f in judge_facts(facts) if f.key == "os")
    assert "WSL 1" in system.text and "WSL2" not in system.text


def test_without_a_card_the_check_does_not_offer_to_install_cuda_or_cudnn() -> None:
    machine = load_facts(FACTS_DIR / "gui_no_gpu_linux.json")
    assert not machine.gpus and machine.driver is None
    texts = {f.key: f.text for f in judge_facts(machine)}
    assert "can install" not in texts["cuda"] and "can install" not in texts["cudnn"]
    with_card = replace(machine, gpus=(GpuFacts("RTX 3060", "8.6"),))
    assert "can install" in {f.key: f.text for f in judge_facts(with_card)}["cuda"]
