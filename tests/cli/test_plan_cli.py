"""``tfgpu-wizard plan`` run for real in a subprocess: exit codes 0/2/3, the JSON keys, the readable table."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.plan_document import PLAN_DOCUMENT_KEYS

FACTS = REPO / "tests" / "fixtures" / "facts"


def as_json(result: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_a_working_plan_exits_0_with_the_documented_json() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "linux-rtx3090-driver-535.json"), "--json")
    assert result.returncode == 0, result.stderr
    data = as_json(result)
    assert set(data) >= PLAN_DOCUMENT_KEYS
    assert data["route"] == "linux" and data["tensorflow"]["version"] == "2.21.0"
    assert data["tensorflow"]["package"] == "tensorflow[and-cuda]" and data["python"] == "3.10"
    assert data["cuda"] == "12.5" and data["blockers"] == []
    assert all({"choice", "rule", "source"} <= set(r) for r in data["reasons"])
    assert [s["id"] for s in data["steps"]][-1] == "report"


def test_an_impossible_wish_exits_3_and_still_prints_blockers_and_alternatives() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "windows-rtx2060-driver-457.json"), "--tf", "2.16", "--json")
    assert result.returncode == 3, result.stderr
    data = as_json(result)
    assert [b["code"] for b in data["blockers"]] == ["native-windows-gpu-ends-at-2-10"]
    assert all({"code", "message", "fix"} <= set(b) for b in data["blockers"])
    assert {a["route"] for a in data["alternatives"]} >= {"wsl2", "cpu"}
    assert all(a["blockers"] == [] and a["alternatives"] == [] for a in data["alternatives"])


def test_wishes_change_the_plan() -> None:
    result = run_cli(
        "plan",
        "--facts",
        str(FACTS / "windows-rtx2060-driver-457.json"),
        "--route",
        "wsl2",
        "--python",
        "3.10",
        "--allow-driver-upgrade",
        "--json",
    )
    data = as_json(result)
    assert result.returncode == 0 and data["route"] == "wsl2" and data["python"] == "3.10"
    assert data["tensorflow"]["version"] == "2.21.0" and "upgrade-driver" in [s["id"] for s in data["steps"]]


def test_the_readable_table_shows_versions_reasons_and_alternatives() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "windows-rtx2060-driver-457.json"))
    assert result.returncode == 0
    out = result.stdout
    for text in (
        "windows-native",
        'pip install "tensorflow==2.10.1"',
        "11.2",
        "8.1.0",
        "452.39 or newer",
        "Why:",
        "minor-version compatibility",
        "Sources:\n",
        "https://docs.nvidia.com/",
        "Alternatives:",
        "needs administrator rights",
    ):
        assert text in out
    assert not re.search(r"\b[RS][0-9]+\b", out), "no rule or source ids: titles and addresses instead"
    assert "Traceback" not in result.stderr


def test_blockers_are_shown_with_their_fix() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "linux-no-avx-gtx1060.json"))
    assert result.returncode == 3
    assert "Blockers:" in result.stdout and "fix:" in result.stdout and "AVX" in result.stdout


def test_fixes_are_worded_for_the_command_line_with_their_options() -> None:
    """One message table, two renderings: the CLI names the option, the plan JSON keeps the GUI words."""
    facts = str(FACTS / "windows-rtx2060-driver-457.json")
    result = run_cli("plan", "--facts", facts, "--tf", "2.16")
    assert result.returncode == 3 and "--tf 2.10.1" in result.stdout and "--allow-driver-upgrade" in result.stdout
    data = as_json(run_cli("plan", "--facts", facts, "--tf", "2.16", "--json"))
    blocker = data["blockers"][0]
    assert blocker["fixes"] and all("--" not in (b["fix"]) for b in data["blockers"])
    assert "windows-native" not in blocker["message"] and "wsl2" not in blocker["fix"]


def test_an_invalid_facts_file_exits_2_naming_the_field(tmp_path: Path) -> None:
    data = json.loads((FACTS / "linux-rtx3090-driver-535.json").read_text(encoding="utf-8"))
    data["gpus"][0]["compute_capability"] = 8.6
    bad = tmp_path / "facts.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("plan", "--facts", str(bad), "--json")
    assert result.returncode == 2 and result.stdout == ""
    assert "gpus[0].compute_capability" in result.stderr and "Traceback" not in result.stderr


def test_a_missing_facts_file_exits_2(tmp_path: Path) -> None:
    result = run_cli("plan", "--facts", str(tmp_path / "nowhere.json"))
    assert result.returncode == 2 and "Cannot read" in result.stderr


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--tf", "two"], "is not a TensorFlow version"),
        (["--python", "3"], "is not a Python version"),
        (["--tf", "2.99"], "2.21, 2.20"),
        (["--route", "docker"], "invalid choice"),
    ],
)
def test_bad_options_exit_2_and_say_why(args: list[str], expected: str) -> None:
    result = run_cli("plan", "--facts", str(FACTS / "linux-no-gpu.json"), *args)
    assert result.returncode == 2 and expected in result.stderr
    assert "Traceback" not in result.stderr


def test_without_facts_it_plans_for_this_machine() -> None:
    """This test machine has no NVIDIA driver, so the probe's facts lead to a CPU plan (exit 0)."""
    result = run_cli("plan", "--json")
    assert result.returncode == 0, result.stderr
    assert as_json(result)["route"] == "cpu"


def test_messages_are_chinese_when_asked() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "linux-no-avx-gtx1060.json"), lang="zh_CN")
    assert result.returncode == 3
    assert "阻碍" in result.stdout and "AVX" in result.stdout
