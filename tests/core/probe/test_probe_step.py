"""probe_step(): events per sub-probe, isolation of failures, and a valid facts document at the end."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from tests.fakes.fake_nvml import FakeGpu, FakeNvml, probe_test_context
from wizard.basics.events import Advanced, Finished, LogLine, Started, run_to_completion
from wizard.basics.facts import CpuFacts, facts_from_dict
from wizard.basics.i18n import set_language
from wizard.core.probe import probe_machine, probe_step, sub_probes
from wizard.core.probe.findings import judge_facts
from wizard.platform.probe import CURRENT_PLATFORM
from wizard.platform.probe_context import RunResult


class _BrokenCpuPlatform:
    """The real platform reader, except that reading the CPU raises (a surprise on some odd machine)."""

    def __getattr__(self, name: str) -> object:
        return getattr(CURRENT_PLATFORM, name)

    def read_cpu(self, ctx: object) -> CpuFacts:
        raise PermissionError("cpuinfo is not readable")


def test_every_sub_probe_reports_started_and_finished_then_the_facts_come_back(tmp_path: Path) -> None:
    events, facts = run_to_completion(probe_step(probe_test_context(tmp_path)))
    keys = [key for key, _, _ in sub_probes()]
    assert events[0] == Started("probe", "Checking this computer", total=len(keys), unit="checks")
    assert [e.key for e in events if isinstance(e, Started)][1:] == [f"probe.{k}" for k in keys]
    assert [e.key for e in events if isinstance(e, Finished)] == [*(f"probe.{k}" for k in keys), "probe"]
    assert [e.done for e in events if isinstance(e, Advanced)] == list(range(1, len(keys) + 1))
    assert facts.python is not None and facts.pythons[0] == facts.python
    assert facts_from_dict(json.loads(facts.to_json())) == facts


def test_notes_are_also_logged_under_the_sub_probe_that_made_them(tmp_path: Path) -> None:
    events, facts = run_to_completion(probe_step(probe_test_context(tmp_path)))
    logged = [(e.key, e.text) for e in events if isinstance(e, LogLine)]
    assert ("probe.driver", next(n.message for n in facts.notes if n.code == "no-driver")) in logged


def test_a_failing_sub_probe_becomes_a_note_and_the_others_still_run(tmp_path: Path) -> None:
    ctx = replace(
        probe_test_context(tmp_path, nvml_loader=lambda: FakeNvml(gpus=[FakeGpu("G", (8, 6), 1, "u")])),
        platform=_BrokenCpuPlatform(),
    )  # type: ignore[arg-type]
    events, facts = run_to_completion(probe_step(ctx))
    cpu_finished = next(e for e in events if isinstance(e, Finished) and e.key == "probe.cpu")
    assert not cpu_finished.ok and "cpuinfo is not readable" in cpu_finished.detail
    assert [n.code for n in facts.notes if n.level == "warning"][:1] == ["cpu-failed"]
    assert facts.driver is not None and facts.gpus[0].compute_capability == "8.6"


def test_probe_machine_returns_the_same_facts_as_the_step(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    first, second = probe_machine(ctx), run_to_completion(probe_step(ctx))[1]
    assert replace(first, probed_at="") == replace(second, probed_at="")


def test_notes_and_findings_follow_the_chosen_language(tmp_path: Path) -> None:
    set_language("zh_CN")
    facts = probe_machine(probe_test_context(tmp_path))
    no_driver = next(n for n in facts.notes if n.code == "no-driver")
    assert "没有找到 NVIDIA 驱动程序" in no_driver.message
    assert any(f.text == "未找到" and f.level == "fail" for f in judge_facts(facts))


def test_findings_mark_a_gpu_machine_ok_and_a_gpu_less_one_fail(tmp_path: Path) -> None:
    nvml = FakeNvml(
        driver_version="457.20", cuda_version=11010, gpus=[FakeGpu("RTX 2060", (7, 5), 6144, "u")]
    )
    with_gpu = judge_facts(probe_machine(probe_test_context(tmp_path, nvml_loader=lambda: nvml)))
    assert {f.section: f.level for f in with_gpu if f.section in {"driver", "gpus"}} == {
        "driver": "ok",
        "gpus": "ok",
    }
    assert any("supports CUDA up to 11.1" in f.text for f in with_gpu)
    without = judge_facts(probe_machine(probe_test_context(tmp_path)))
    assert {f.section: f.level for f in without if f.section in {"driver", "gpus"}} == {
        "driver": "fail",
        "gpus": "fail",
    }


class _RecordingRunner:
    """A runner stand-in that records every command instead of starting it."""

    def __init__(self) -> None:
        self.commands: list[list[str]] = []

    def __call__(self, args: Sequence[str], *, timeout: float, env: Mapping[str, str]) -> RunResult:
        self.commands.append(list(args))
        return RunResult(1, "", "")


def test_a_gpu_less_machine_with_nothing_installed_starts_no_subprocess(tmp_path: Path) -> None:
    """Speed by design: nothing to ask means no process is started (runner seam records the calls)."""
    runner = _RecordingRunner()
    facts = probe_machine(probe_test_context(tmp_path, runner=runner))
    assert runner.commands == []
    assert facts.driver is None
