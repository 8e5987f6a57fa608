"""The report of a WSL2 setup made from Windows names both sides: Windows with its driver (a real facts file of a
Windows 11 RTX 4070 PC, planned by the real planner), and the Linux inside WSL with the environment and the
verification that ran there. Nothing here runs wsl.exe: the Linux side is the section the route hands the report."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core import report_inputs as inputs
from wizard.basics.facts import MachineFacts, load_facts
from wizard.basics.i18n import set_language
from wizard.core.by_hand.wsl_editors import InsideEnv
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.report import make_report, render_text
from wizard.core.report.build import wsl_section
from wizard.core.report.model import WslSection, report_from_dict

WINDOWS = Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "gui_rtx4070_windows11.json"
ENV = InsideEnv("Ubuntu-24.04", "ada", "/home/ada/.local/share/tfgpu-wizard/envs/tf/bin/python")
UNC = r"\\wsl.localhost\Ubuntu-24.04\home\ada\.local\share\tfgpu-wizard\envs\tf\bin\python"


def _windows() -> MachineFacts:
    return load_facts(WINDOWS)


def _wsl2(facts: MachineFacts) -> Plan:
    plan = make_plan(facts, Wishes(route="wsl2"))
    assert plan.ok and plan.route == "wsl2", plan.blockers
    return plan


def _section(**overrides: object) -> WslSection:
    section = wsl_section(ENV, wsl_version=2, glibc="2.39", python="3.12.3", libcuda=True, nvidia_smi=True,
                          verified_inside=True)
    return replace(section, **overrides)  # type: ignore[arg-type]


def test_the_markdown_names_windows_and_its_driver_and_the_linux_with_the_env_and_where_it_was_verified() -> None:
    facts = _windows()
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), verification=inputs.verification(),
                         redact=False, wsl=_section())
    markdown = render_text(report, "md").decode()
    system = markdown.split("### System information")[1].split("###")[0]
    assert "Windows" in system and "TensorFlow inside WSL 2: Ubuntu-24.04" in system
    assert facts.driver is not None and f"**NVIDIA driver**: {facts.driver.version}" in system
    inside = markdown.split("### Inside WSL")[1]
    assert "Ubuntu-24.04 (WSL 2)" in inside and "Linux user: ada" in inside
    assert ENV.python.replace("_", "\\_") in inside
    assert UNC.replace("\\", "\\\\") in inside  # the Windows name, backslashes escaped for Markdown
    assert "libcuda.so.1): yes" in inside and "nvidia-smi inside WSL: yes" in inside
    assert "installed inside (it must not be): none" in inside
    assert "Verification: ran inside Ubuntu-24.04" in inside
    assert "wsl" not in report.missing


def test_a_linux_driver_found_inside_and_unknown_facts_are_said_plainly() -> None:
    facts = _windows()
    section = _section(libcuda=None, nvidia_smi=False, linux_driver=("nvidia-driver-550",), verified_inside=False)
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), redact=False, wsl=section)
    inside = render_text(report, "md").decode().split("### Inside WSL")[1]
    assert "libcuda.so.1): unknown" in inside and "nvidia-smi inside WSL: no" in inside
    assert "(it must not be): nvidia-driver-550" in inside and "Verification: not run inside yet" in inside


def test_the_json_carries_the_linux_side_and_reads_back_the_same() -> None:
    facts = _windows()
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), redact=False, wsl=_section())
    document = json.loads(render_text(report, "json"))
    assert document["wsl"]["distro"] == "Ubuntu-24.04" and document["wsl"]["env_python_windows"] == UNC
    assert document["facts"]["os"]["family"] == "windows"
    assert report_from_dict(document) == report


def test_the_html_has_the_linux_side_as_a_table_with_everything_escaped() -> None:
    facts = _windows()
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), redact=False,
                         wsl=_section(linux_driver=("<b>nvidia</b>",)))
    page = render_text(report, "html").decode()
    inside = page.split("Inside WSL")[1]
    assert "<td>Ubuntu-24.04 (WSL 2)</td>" in inside and f"<td>{UNC}</td>" in inside
    assert "&lt;b&gt;nvidia&lt;/b&gt;" in inside and "<b>nvidia</b>" not in page


def test_the_linux_user_is_hidden_on_both_sides_of_the_path() -> None:
    facts = _windows()
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), wsl=_section(user="zoltan",
                         env_python="/home/zoltan/tf/bin/python",
                         env_python_windows=r"\\wsl.localhost\Ubuntu-24.04\home\zoltan\tf\bin\python"))
    text = report.to_json()
    assert "zoltan" not in text.lower()
    assert report.wsl is not None and report.wsl.user == "<user>"
    assert report.wsl.env_python == "/home/<user>/tf/bin/python"
    assert report.wsl.env_python_windows == r"\\wsl.localhost\Ubuntu-24.04\home\<user>\tf\bin\python"


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_a_wsl2_plan_from_windows_without_the_linux_side_says_so(fmt: str) -> None:
    facts = _windows()
    report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), redact=False)
    assert "wsl" in report.missing
    assert "the Linux inside WSL was not examined" in render_text(report, fmt).decode()  # type: ignore[arg-type]


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_a_report_without_wsl_has_no_linux_side_to_name(fmt: str) -> None:
    facts = inputs.facts()
    report = make_report(facts=facts, plan=inputs.plan_for(facts), journal=Journal(), redact=False)
    assert "wsl" not in report.missing and report.wsl is None
    assert "Inside WSL" not in render_text(report, fmt).decode()  # type: ignore[arg-type]


def test_the_linux_side_reads_in_chinese() -> None:
    facts = _windows()
    set_language("zh_CN")
    try:
        report = make_report(facts=facts, plan=_wsl2(facts), journal=Journal(), redact=False, wsl=_section())
        markdown = render_text(report, "md").decode()
    finally:
        set_language("en")
    assert "Inside WSL" not in markdown and "Ubuntu-24.04" in markdown
    assert "WSL 内" in markdown
