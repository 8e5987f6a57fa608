"""``tfgpu-wizard probe``: run for real in a subprocess on this GPU-less machine (no fakes)."""

from __future__ import annotations

import json
import os
import sys

from tests.cli.support import run_cli
from wizard.basics.facts import facts_from_dict
from wizard.cli.commands.probe import display_width, pad, render_findings
from wizard.core.probe.findings import Finding

SECTIONS = [
    "System",
    "CPU",
    "Driver",
    "GPUs",
    "Python",
    "CUDA toolkits",
    "cuDNN",
    "conda",
    "PATH problems",
    "Notes",
]


def test_probe_prints_every_section_marks_each_finding_and_exits_0_without_a_gpu() -> None:
    result = run_cli("probe")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    headings = [line for line in lines if line and not line.startswith(" ")]
    assert headings == SECTIONS
    rows = [line for line in lines if line.startswith("  [")]
    assert all(line[3:7] in {"ok  ", "info", "warn", "fail"} for line in rows)
    assert any(  # no card here: no driver is information, a normal result (issue 29), not a failure
        line.startswith("  [info]") and "NVIDIA driver" in line and "not needed" in line for line in rows
    )
    assert "Traceback" not in result.stdout


def test_probe_rows_are_aligned_in_columns() -> None:
    rows = [line for line in run_cli("probe").stdout.splitlines() if line.startswith("  [")]
    assert {line.index("]") for line in rows} == {7}
    python_rows = [line for line in rows if "(running)" in line or "(PATH)" in line]
    assert python_rows and len({line.index(os.sep) for line in python_rows}) == 1


def test_probe_json_is_the_facts_document_and_exits_0() -> None:
    result = run_cli("probe", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["schema"] == 1 and data["driver"] is None and data["gpus"] == []
    family = "windows" if sys.platform == "win32" else "linux"
    assert data["os"]["family"] == family and data["python"]["version"] == ".".join(map(str, sys.version_info[:3]))
    facts = facts_from_dict(data)
    assert any(note.code == "no-driver" for note in facts.notes)


def test_probe_speaks_chinese_when_asked() -> None:
    result = run_cli("probe", lang="zh_CN")
    assert result.returncode == 0, result.stderr
    assert "驱动程序" in result.stdout and "[信息]" in result.stdout


def test_wide_characters_take_two_columns_when_padding() -> None:
    assert display_width("驱动") == 4 and pad("驱动", 6) == "驱动  "
    text = render_findings([Finding("driver", "fail", "驱动", "x"), Finding("driver", "ok", "GPU", "y")])
    assert text.splitlines()[1:] == ["  [fail]  驱动  x", "  [ok  ]  GPU   y"]
