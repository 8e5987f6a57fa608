"""The CLI front door: version, help, exit codes for errors, and language selection."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import REPO, cli_env, run_cli
from wizard import __version__
from wizard.cli import EXIT_BAD_INPUT, main


def test_version_prints_the_package_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert __version__ in result.stdout


def test_no_command_prints_help_and_exits_with_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == EXIT_BAD_INPUT
    assert "usage: tfgpu-wizard" in capsys.readouterr().out


def test_help_lists_the_foundation_commands() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for command in ("probe", "plan"):
        assert command in result.stdout


def test_help_is_chinese_when_asked() -> None:
    result = run_cli("--lang", "zh_CN", "--help")
    assert result.returncode == 0
    assert "在 NVIDIA GPU 上配置 TensorFlow" in result.stdout


def test_a_wizard_error_is_rendered_with_hint_and_reference_not_a_traceback(tmp_path: Path) -> None:
    result = run_cli("plan", "--facts", str(tmp_path / "nowhere.json"))
    assert result.returncode == EXIT_BAD_INPUT
    assert "Traceback" not in result.stderr
    assert "hint:" in result.stderr
    assert "reference: invalid-facts" in result.stderr


@pytest.mark.parametrize(
    ("args", "cli"),
    [
        (["probe"], True),
        (["--lang", "zh_CN", "probe"], True),
        (["--lang=zh_CN", "plan", "--json"], True),
        (["--help"], True),
        ([], False),
        (["--self-test"], False),
        (["--lang", "zh_CN"], False),
    ],
)
def test_python_m_wizard_routes_subcommands_to_the_cli_and_the_rest_to_the_gui(args: list[str], cli: bool) -> None:
    from wizard.__main__ import wants_cli

    assert wants_cli(args) is cli


@pytest.mark.parametrize(
    ("args", "cli"),
    [(["--help"], False), (["-h", "--lang", "zh_CN"], False), (["probe", "--help"], True), (["--version"], True)],
)
def test_the_gui_program_keeps_its_own_help_and_passes_commands_on(args: list[str], cli: bool) -> None:
    from wizard.__main__ import started_as_gui_program, wants_cli

    assert started_as_gui_program("/opt/bin/tfgpu-wizard-gui") and started_as_gui_program("C:\\TFGPU-WIZARD-GUI.EXE")
    assert not started_as_gui_program("/opt/bin/tfgpu-wizard")
    assert wants_cli(args, gui_program=True) is cli


def test_the_gui_programs_help_lists_the_gui_options() -> None:
    """The real entry point, run as the installed script's name (argv[0]) would be."""
    import subprocess
    import sys

    code = "import sys; sys.argv[0] = 'tfgpu-wizard-gui'; from wizard.__main__ import main; sys.exit(main())"
    result = subprocess.run([sys.executable, "-c", code, "--help"], capture_output=True, text=True, check=False,
                            cwd=REPO, env=cli_env("en"), timeout=60)
    assert result.returncode == 0, result.stderr
    assert "--self-test" in result.stdout and "usage: tfgpu-wizard-gui" in result.stdout
    assert "install-cudnn" not in result.stdout


def test_plan_takes_the_tensorflow_wish_from_the_environment_unless_the_option_says_otherwise() -> None:
    import json

    facts = str(REPO / "tests" / "fixtures" / "facts" / "linux-rtx3090-driver-535.json")
    from_env = run_cli("plan", "--facts", facts, "--json", env={"TFGPU_WIZARD_TF": "2.10"})
    assert from_env.returncode == 0, from_env.stderr
    assert json.loads(from_env.stdout)["tensorflow"]["version"].startswith("2.10.")
    explicit = run_cli("plan", "--facts", facts, "--tf", "2.12", "--json", env={"TFGPU_WIZARD_TF": "2.10"})
    assert json.loads(explicit.stdout)["tensorflow"]["version"].startswith("2.12.")
    bad = run_cli("plan", "--facts", facts, env={"TFGPU_WIZARD_TF": "latest"})
    assert bad.returncode == 2 and "TFGPU_WIZARD_TF" in bad.stderr


def test_install_cudnn_with_a_missing_archive_says_so_and_changes_nothing(tmp_path: Path) -> None:
    into = tmp_path / "cuda"
    result = run_cli("install-cudnn", "--archive", str(tmp_path / "missing.tar.xz"), "--into", str(into))
    assert result.returncode == 2
    assert "does not exist" in result.stderr and "Traceback" not in result.stderr
    assert not into.exists()


def test_every_command_module_is_listed_for_the_frozen_build() -> None:
    """The frozen bundle cannot discover modules, so the explicit list must name every file there is."""
    from wizard.cli import COMMAND_MODULES

    folder = REPO / "wizard" / "cli" / "commands"
    on_disk = {path.stem for path in folder.glob("*.py") if path.stem != "__init__"}
    assert set(COMMAND_MODULES) == on_disk
    assert len(COMMAND_MODULES) == len(set(COMMAND_MODULES))


def test_chinese_output_into_a_file_in_a_code_page_without_chinese_is_utf8_not_escapes() -> None:
    """Windows writes redirected output in the ANSI code page (cp1252 on an English system), which
    ``PYTHONIOENCODING=cp1252`` stands in for: the output is UTF-8 all the same, Chinese as Chinese."""
    result = run_cli("--lang", "zh_CN", "probe", env={"PYTHONIOENCODING": "cp1252"})
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "\\u" not in result.stdout and "系统" in result.stdout
