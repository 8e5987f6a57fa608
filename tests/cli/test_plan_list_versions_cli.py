"""``tfgpu-wizard plan --list-versions`` run for real: the releases and Pythons offered here, exit 0 or 2.

The lists themselves are the catalog's (tests/core/catalog/test_catalog_offers.py); the GUI offers the same ones
(tests/gui/test_version_lists_match_cli.py). Real facts files, a real subprocess.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.cli.support import REPO, run_cli

FACTS = REPO / "tests" / "fixtures" / "facts"
WINDOWS = str(FACTS / "gui_rtx4070_windows11.json")
LINUX = str(FACTS / "gui_rtx3090_linux.json")


def listed(*args: str) -> dict[str, Any]:
    result = run_cli("plan", "--list-versions", "--json", *args)
    assert result.returncode == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_json_lists_each_release_with_its_pythons_newest_first() -> None:
    data = listed("--facts", WINDOWS, "--route", "windows-native")
    assert data["route"] == "windows-native"
    assert data["tensorflow"][0] == {"version": "2.10.1", "python": ["3.10", "3.9", "3.8", "3.7"]}
    assert "2.11.0" not in [row["version"] for row in data["tensorflow"]], "native Windows GPU builds end at 2.10"
    assert data["python"] == ["3.10", "3.9", "3.8", "3.7", "3.6", "3.5"]


def test_the_automatic_route_is_null_and_follows_the_machine() -> None:
    data = listed("--facts", LINUX)
    assert data["route"] is None and data["tensorflow"][0]["version"] == "2.21.0"
    assert "2.15.0.post1" in [row["version"] for row in data["tensorflow"]]


def test_wishes_narrow_the_list() -> None:
    data = listed("--facts", LINUX, "--tf", "2.20", "--python", "3.13")
    assert data["tensorflow"] == [{"version": "2.20.0", "python": ["3.13", "3.12", "3.11", "3.10", "3.9"]}]


def test_the_route_can_come_from_the_environment() -> None:
    result = run_cli("plan", "--list-versions", "--json", "--facts", WINDOWS, env={"TFGPU_WIZARD_ROUTE": "wsl2"})
    assert result.returncode == 0 and json.loads(result.stdout)["route"] == "wsl2"


def test_the_text_shows_one_release_a_line_with_its_pythons() -> None:
    result = run_cli("plan", "--list-versions", "--facts", WINDOWS, "--route", "wsl2")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "WSL2 (Linux inside Windows)" in lines[0] and "newest first" in lines[0]
    assert lines[1].split() == ["2.21.0", "Python", "3.13,", "3.12,", "3.11,", "3.10"]
    assert any(line.split()[:1] == ["2.15.0.post1"] for line in lines)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        pytest.param(["--facts", WINDOWS, "--route", "windows-native", "--tf", "2.16"], "2.10, 2.9",
                     id="a release the route does not build names the series it does"),
        pytest.param(["--facts", LINUX, "--tf", "2.21", "--python", "3.9"], "3.13, 3.12, 3.11, 3.10",
                     id="a Python the release has no package for names those it has"),
        pytest.param(["--facts", str(FACTS / "macos-intel-x86_64.json")], "processor",
                     id="a machine TensorFlow builds no GPU support for"),
        pytest.param(["--facts", LINUX, "--tf", "two"], "is not a TensorFlow version", id="a malformed wish"),
    ],
)
def test_bad_combinations_exit_2_with_a_hint(args: list[str], expected: str) -> None:
    result = run_cli("plan", "--list-versions", *args)
    assert result.returncode == 2 and expected in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_the_list_speaks_chinese_when_asked() -> None:
    result = run_cli("plan", "--list-versions", "--facts", LINUX, lang="zh_CN")
    assert result.returncode == 0 and "从新到旧" in result.stdout.splitlines()[0]
