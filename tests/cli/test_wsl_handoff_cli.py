"""``apply`` of a WSL2 plan from Windows ends with the hand-off to the Windows tools, and its report names both
sides. Stood in, as in the core's route test whose fixtures these are (tests/core/wsl/test_wsl_route_cli.py):
wsl.exe and the Windows state behind it, the registry, the Windows PC's facts, the GPU inside. Real: the CLI, the
journal, the wizard's Linux CLI run inside through ``-e`` making a real uv env, the verification script there."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.test_wsl_route_cli import _cli, _plan, index, windows  # noqa: F401  (fixtures)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_apply_from_windows_hands_the_env_inside_to_vs_code_jupyter_and_pycharm_and_reports_both_sides(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], index: SimpleIndex,  # noqa: F811
        capsys: pytest.CaptureFixture[str]) -> None:
    standin, _registry = windows
    standin.change(installed=True)  # WSL on already: no restart on the way
    report = tmp_path / "report.md"
    code = _cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--index", index.url, "--wsl-user", "ada",
                "--report", str(report))
    done = capsys.readouterr()
    assert code == 0, done.err
    handoff = done.out.split("Working in the environment from Windows:")[1]
    home = standin.distro_root("Ubuntu-24.04") / "home" / "ada"
    python = next((home / ".local" / "share" / "tfgpu-wizard-windows" / "data").rglob("envs/tf/bin/python"))
    assert "code --remote wsl+Ubuntu-24.04 /home/ada" in handoff
    assert f"wsl.exe -d Ubuntu-24.04 -u ada -e {python} -m jupyter lab --no-browser" in handoff
    assert "http://localhost:8888/lab" in handoff and "On WSL" in handoff
    assert "\\\\wsl.localhost\\Ubuntu-24.04\\" in handoff
    text = report.read_text(encoding="utf-8")
    assert "### Inside WSL" in text and "Ubuntu-24.04 (WSL 2)" in text
    assert "Verification: ran inside Ubuntu-24.04" in text
    assert "Windows 11" in text and "Linux user: ada" not in text  # the Linux user is hidden
