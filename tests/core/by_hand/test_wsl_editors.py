"""The hand-off of an environment inside WSL to VS Code, JupyterLab and PyCharm on Windows: words and argument
lists only (nothing runs here), checked exactly, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.facts import load_facts
from wizard.core.by_hand.wsl_editors import (
    InsideEnv,
    command_line,
    handoff_steps,
    inside_env_from,
    jupyter_args,
    jupyter_url,
    vscode_args,
    windows_path,
    wsl_steps_left,
)
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan

ENV = InsideEnv("Ubuntu-24.04", "ada", "/home/ada/.local/share/tfgpu-wizard/envs/tf/bin/python")


@pytest.mark.parametrize(("linux", "windows"), [
    ("/home/ada/tf/bin/python", r"\\wsl.localhost\Ubuntu-24.04\home\ada\tf\bin\python"),
    ("/", r"\\wsl.localhost\Ubuntu-24.04"),
    ("/root//x/", r"\\wsl.localhost\Ubuntu-24.04\root\x"),
], ids=["a-home-path", "the-root", "doubled-and-trailing-slashes"])
def test_a_linux_path_as_windows_programs_open_it(linux: str, windows: str) -> None:
    assert windows_path("Ubuntu-24.04", linux) == windows


@pytest.mark.parametrize("relative", ["home/ada", "", "~/tf"])
def test_a_path_that_is_not_absolute_has_no_windows_name(relative: str) -> None:
    with pytest.raises(ValueError, match="absolute"):
        windows_path("Ubuntu-24.04", relative)


def test_vs_code_opens_the_users_home_inside_the_distribution() -> None:
    assert vscode_args(ENV) == ("code", "--remote", "wsl+Ubuntu-24.04", "/home/ada")
    assert vscode_args(InsideEnv("Debian", "root", "/root/tf/bin/python"))[-1] == "/root"
    assert vscode_args(InsideEnv("Debian", "bo", "/x/bin/python", folder="/srv/work"))[-1] == "/srv/work"


def test_jupyter_runs_inside_as_the_user_without_a_shell_and_without_a_browser_there() -> None:
    args = jupyter_args(ENV, port=8890, token="f00d")
    assert args[:7] == ("wsl.exe", "-d", "Ubuntu-24.04", "-u", "ada", "-e", ENV.python)
    assert args[7:] == ("-m", "jupyter", "lab", "--no-browser", "--port=8890", "--ServerApp.root_dir=/home/ada",
                        "--IdentityProvider.token=f00d")
    assert not any(arg.startswith("--IdentityProvider") for arg in jupyter_args(ENV))  # Jupyter makes its own
    assert jupyter_url(8890, "f00d") == "http://localhost:8890/lab?token=f00d"
    assert jupyter_url() == "http://localhost:8888/lab"


def test_the_steps_name_every_tool_and_the_interpreter_from_both_sides() -> None:
    vscode, jupyter, pycharm, both = handoff_steps(ENV)
    assert vscode.commands == ("code --install-extension ms-vscode-remote.remote-wsl",
                               "code --remote wsl+Ubuntu-24.04 /home/ada")
    assert ENV.python in vscode.note
    assert jupyter.commands[0].endswith(f"-e {ENV.python} -m pip install jupyterlab")
    assert jupyter.commands[1] == command_line(jupyter_args(ENV))
    assert "http://localhost:8888/lab" in jupyter.note
    assert pycharm.commands == (ENV.python,) and "On WSL" in pycharm.note and "Ubuntu-24.04" in pycharm.note
    assert both.commands == (ENV.python,
                             r"\\wsl.localhost\Ubuntu-24.04\home\ada\.local\share\tfgpu-wizard\envs\tf\bin\python")


def test_the_steps_read_in_chinese_with_the_commands_unchanged() -> None:
    english = handoff_steps(ENV)
    i18n.set_language("zh_CN")
    try:
        chinese = handoff_steps(ENV)
    finally:
        i18n.set_language("en")
    for en, zh in zip(english, chinese, strict=True):
        assert zh.commands == en.commands
        assert zh.title != en.title and zh.note != en.note
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh.title + zh.note)


def _wsl2_plan() -> Plan:
    facts = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "gui_rtx4070_windows11.json")
    plan = make_plan(facts, Wishes(route="wsl2"))
    assert plan.ok and plan.route == "wsl2", plan.blockers
    return plan


def test_after_the_inside_verification_only_the_hand_off_is_left() -> None:
    plan = _wsl2_plan()
    assert wsl_steps_left(plan, ENV, verified=True) == handoff_steps(ENV)


def test_before_it_passes_the_check_runs_inside_from_windows_with_the_envs_own_python() -> None:
    plan = _wsl2_plan()
    check, *rest = wsl_steps_left(plan, ENV, verified=False)
    assert tuple(rest) == handoff_steps(ENV)
    assert check.commands == (f"wsl.exe -d Ubuntu-24.04 -u ada -e {ENV.python} -c \"import tensorflow as tf; "
                              "print(tf.config.list_physical_devices('GPU'))\"",)
    assert "GPU" in check.note


def test_the_env_is_where_the_verification_inside_ran_else_in_the_inside_runs_own_folder() -> None:
    ran = {"python": {"version": "3.12.3", "executable": "/home/ada/x/envs/tf/bin/python"}}
    assert inside_env_from("Ubuntu-24.04", "ada", ran) == InsideEnv("Ubuntu-24.04", "ada",
                                                                     "/home/ada/x/envs/tf/bin/python")
    skipped = inside_env_from("Ubuntu-24.04", "ada", None)
    assert skipped.python == "/home/ada/.local/share/tfgpu-wizard-windows/data/envs/tf/bin/python"
    assert inside_env_from("Ubuntu-24.04", "ada", {"python": "3.12"}).python == skipped.python
