"""The words of an ``apply`` run, written once (wizard.core.apply.arguments): what every choice becomes on a
command line, what the run inside WSL gets of them, and the same choices read back. Pure: no process runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.apply.arguments import WORDS, apply_arguments, options_from_arguments
from wizard.core.apply.model import ApplyOptions
from wizard.core.download.network import NetworkSettings

REPORT = Path("/tmp/run/report.md").resolve()  # absolute on this OS (on Windows: on the current drive)
EVERY_CHOICE = ApplyOptions(env_name="ml", index_url="https://mirror.example/simple", installer="pip", kernel=True,
                            conda_tool="conda", skip_verify=True, report=REPORT,
                            verify_timeout=90.0, network=NetworkSettings(conda_channel="https://mirror.example/cf"),
                            wsl_distro="Ubuntu-22.04", wsl_user="ada", wsl_convert=True)


def test_every_choice_survives_the_words_and_back() -> None:
    words = apply_arguments(EVERY_CHOICE)
    assert options_from_arguments(words, ApplyOptions(wsl_user="someone")) == EVERY_CHOICE
    assert {word.flag for word in WORDS} <= set(words)  # each flag in the table is written when chosen


def test_the_defaults_still_name_the_environment_timeout_tool_distribution_and_user() -> None:
    words = apply_arguments(ApplyOptions(wsl_user="ada"))
    assert words == ["--wsl-distro", "Ubuntu-24.04", "--wsl-user", "ada", "--name", "tf", "--timeout", "600.0",
                     "--conda-tool", "rattler"]


def test_the_run_inside_gets_apply_s_own_choices_and_none_of_windows() -> None:
    words = apply_arguments(EVERY_CHOICE, inside=True)
    assert words == ["--name", "ml", "--timeout", "90.0", "--index", "https://mirror.example/simple", "--installer",
                     "pip", "--kernel", "--skip-verify", "--conda-tool", "conda", "--conda-channel",
                     "https://mirror.example/cf"]


@pytest.mark.parametrize("where", [r"C:\mirror\conda-forge", "D:/conda", r"\\server\share\cf",
                                   "file:///C:/mirror/cf"])
def test_a_windows_path_is_never_handed_inside(where: str) -> None:
    options = ApplyOptions(index_url=where, network=NetworkSettings(conda_channel=where))
    inside = apply_arguments(options, inside=True)
    assert where not in inside and "--conda-channel" not in inside and "--index" not in inside
    assert where in apply_arguments(options)  # the Windows side's own run keeps it


@pytest.mark.parametrize("words", [["--dest", "x"], ["--name"], ["--timeout", "soon"]],
                         ids=["unknown-flag", "value-missing", "not-a-number"])
def test_words_this_version_cannot_read_are_bad_input(words: list[str]) -> None:
    with pytest.raises(BadInputError) as raised:
        options_from_arguments(words, ApplyOptions())
    assert raised.value.reference == "apply-bad-saved-choices"


def test_a_runonce_command_line_keeps_windows_paths_with_spaces_whole() -> None:
    from wizard.core.apply.arguments import command_line

    line = command_line([r"C:\Program Files\tfgpu-wizard\tfgpu-wizard-gui.exe"], "--continue-wsl",
                        r"C:\Users\Jane Doe\AppData\Local\tfgpu-wizard\wsl-resume.json")
    assert line == (r'"C:\Program Files\tfgpu-wizard\tfgpu-wizard-gui.exe" --continue-wsl '
                    r'"C:\Users\Jane Doe\AppData\Local\tfgpu-wizard\wsl-resume.json"')
