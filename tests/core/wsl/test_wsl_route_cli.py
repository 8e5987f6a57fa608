"""The WSL2 route driven from Windows by the CLI's ``apply``, end to end, against a stand-in wsl.exe.

Stood in (there is no Windows, no wsl.exe and no GPU here): wsl.exe and the Windows state behind it
(tests/fakes/wsl_standin.py), the registry (MemoryRegistry: the RunOnce entry), this process's facts (a Windows
11 PC with an RTX 3060 on driver 552.22), and inside the distribution the GPU (a fake NVML in the launcher,
tests/core/wsl/inside_launcher.py). Real: the CLI, the journal, every operation and its undo, and inside the
distribution the wizard's own Linux CLI run through ``-e`` in a temporary HOME, making a real uv environment
from a package index on 127.0.0.1 that serves a tiny stand-in ``tensorflow`` wheel.
"""

from __future__ import annotations

import json
import platform
import shlex
import sys
from pathlib import Path

import pytest

from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.route_support import (
    cli,
    index,  # noqa: F401  (a fixture; tests/gui and tests/cli import it from here)
    linux_bundle,
    stand_in_windows,
    windows_rtx3060,  # noqa: F401  (tests/gui/test_wsl_route_standin.py's)
    write_plan,
)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.core.apply.resume import load_resume
from wizard.core.plan import plan_from_dict
from wizard.core.wsl.bundle import BUNDLE_VARIABLE
from wizard.core.wsl.reboot import run_once_command


@pytest.fixture
def windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[WslStandin, MemoryRegistry]:
    """Windows with its NVIDIA driver 552.22, whose folder WSL2 maps into the distribution (/usr/lib/wsl/lib)."""
    return stand_in_windows(tmp_path, monkeypatch, gpu_driver="552.22")


def _plan(tmp_path: Path) -> Path:
    return write_plan(tmp_path)


_cli = cli


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_apply_drives_wsl_from_off_through_the_restart_to_the_plan_inside_and_undo_reverses_it(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], index: SimpleIndex,  # noqa: F811
        capsys: pytest.CaptureFixture[str]) -> None:
    standin, registry = windows
    plan = _plan(tmp_path)
    before = standin.state()

    channel = f"{index.url.rstrip('/')}/conda-forge"  # a mirror's address: handed inside as it is
    assert _cli("apply", "--plan", str(plan), "--yes", "--index", index.url, "--wsl-user", "ada",
                "--conda-channel", channel, "--proxy", "none", "--package-index", "default") == 4
    paused = capsys.readouterr()
    assert "restart" in paused.err and standin.state()["installed"] and standin.state()["reboot_pending"]
    words = _console_resume(run_once_command(registry), plan, index.url, channel)

    standin.restart_windows()  # Windows restarts, removes the RunOnce value and runs its command once
    registry.delete("HKEY_CURRENT_USER", r"Software\Microsoft\Windows\CurrentVersion\RunOnce", "tfgpu-wizard-continue")
    code = _cli(*words[words.index("apply"):])
    done = capsys.readouterr()
    state = standin.state()
    assert "Ubuntu-24.04" in state["distros"], done.err
    distro = state["distros"]["Ubuntu-24.04"]
    assert distro["users"] == {"root": 0, "ada": 1000} and distro["version"] == 2
    conf = standin.distro_root("Ubuntu-24.04") / "etc" / "wsl.conf"
    assert conf.read_text(encoding="utf-8") == "[user]\ndefault=ada\n"
    home = standin.distro_root("Ubuntu-24.04") / "home" / "ada"
    env_python = next((home / ".local" / "share" / "tfgpu-wizard-windows" / "data").rglob("envs/tf/bin/python"),
                      None)
    assert env_python is not None, done.out + done.err
    assert not (home / ".local" / "share" / "tfgpu-wizard").exists()  # the user's own wizard data is not used
    assert ["--install", "-d", "Ubuntu-24.04", "--no-launch"] in standin.calls()
    inside_runs = [call for call in standin.calls() if "apply" in call]
    assert inside_runs and inside_runs[0][:7] == ["-d", "Ubuntu-24.04", "-u", "ada", "--cd", "~", "-e"]
    assert inside_runs[0][7:11] == ["env", f"TFGPU_WIZARD_DATA_DIR={home}/.local/share/tfgpu-wizard-windows/data",
                                    "TFGPU_WIZARD_LANG=en", ".local/share/tfgpu-wizard-windows/linux-cli/tfgpu-wizard"]
    _handed_inside(inside_runs[0][11:], index.url, channel)
    assert code == 0, done.err
    assert not Path(words[5]).exists()  # carried out: the saved state is gone
    # The verification ran inside (the real script, on the stand-in tensorflow that pretends the RTX 3060) and came
    # back: the Windows side's own report carries it.
    assert "== Inside Ubuntu-24.04: Check that TensorFlow sees the GPU" in done.out
    reports = list((tmp_path / "data" / "reports").glob("apply-*.md"))
    assert len(reports) == 1 and "trains on the GPU" in reports[0].read_text(encoding="utf-8")
    # Its Linux side is filled from the check inside, as the GUI's is: the driver's library and nvidia-smi that
    # WSL2 maps in, and the distribution's own glibc and Python (this machine's, in the stand-in).
    text = reports[0].read_text(encoding="utf-8")
    assert "- Windows driver's CUDA library (/usr/lib/wsl/lib/libcuda.so.1): yes" in text
    assert "- nvidia-smi inside WSL: yes" in text
    assert f"- glibc: {'.'.join(platform.libc_ver()[1].split('.')[:2])}" in text
    assert "- Python of the distribution: 3." in text

    capsys.readouterr()
    # --last: the run continued after the restart is the same run as the one before it. --yes: unregister the
    # distribution the wizard installed.
    undo_code = _cli("undo", "--last", "--yes")
    undone = capsys.readouterr()
    after = standin.state()
    assert after["distros"] == before["distros"] == {}, undone.out
    assert run_once_command(registry) is None
    assert "WSL stays on" in undone.out + undone.err and "disable-feature" in undone.err
    assert undo_code == 1  # only enabling WSL is not undone
    assert "journal --forget" in undone.err  # and once the user has read it, it can be forgotten


def _console_resume(command: str | None, plan: Path, index_url: str, channel: str) -> list[str]:
    """The RunOnce command of a run started with ``apply``: the console program again, continuing from the state
    it saved (a short command: Windows starts none over 260 characters), which holds the plan and every choice."""
    assert command is not None and len(command) <= 260
    words = shlex.split(command)
    assert words[:3] == [sys.executable, "-m", "wizard"] and words[3:5] == ["apply", "--continue-wsl"], words
    saved = load_resume(Path(words[5]))
    assert saved.plan.to_json() == plan_from_dict(json.loads(plan.read_text(encoding="utf-8"))).to_json()
    chosen = list(saved.arguments)
    for flag, value in (("--wsl-user", "ada"), ("--index", index_url), ("--conda-tool", "rattler"),
                        ("--conda-channel", channel), ("--name", "tf"), ("--proxy", "none"),
                        ("--package-index", "default")):
        assert chosen[chosen.index(flag) + 1] == value, chosen
    return words


def _handed_inside(words: list[str], index_url: str, channel: str) -> None:
    """What the run inside was given (as the stand-in wsl.exe recorded it): apply's own choices, no Windows one."""
    assert words[words.index("--conda-channel") + 1] == channel, words
    assert words[words.index("--index") + 1] == index_url
    # issue 29: the Network settings chosen on Windows (proxy, PyPI mirror) go inside too, from the same words
    assert words[words.index("--proxy") + 1] == "none" and words[words.index("--package-index") + 1] == "default"
    assert not {"--wsl-user", "--wsl-distro", "--report"} & set(words)


@pytest.mark.parametrize("variant", [("en", False), ("de", True)], ids=["english-store", "german-inbox"])
def test_undo_without_a_yes_keeps_the_distribution_and_says_so(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, variant: tuple[str, bool]) -> None:
    """WSL already on (a German Store WSL, or the old inbox wsl.exe): no restart, straight to the distribution; an
    installation without the Linux build stops at the inside step, and what ``check-wsl`` made stays for undo,
    which asks before unregistering."""
    standin, _registry = windows
    language, inbox = variant
    standin.change(installed=True, language=language, inbox=inbox)
    plan = _plan(tmp_path)
    monkeypatch.setenv(BUNDLE_VARIABLE, str(tmp_path / "no-such-bundle.tar.gz"))
    code = _cli("apply", "--plan", str(plan), "--yes", "--wsl-user", "ada")
    out = capsys.readouterr()
    assert code == 1 and "(reference: wsl-linux-cli-missing)" in out.err, out.err
    assert "Ubuntu-24.04" in standin.state()["distros"]  # check-wsl's changes stay, as any step's before a failure
    assert ["--install", "--no-distribution"] not in standin.calls()  # WSL was on: not enabled again

    assert _cli("undo", "--all") == 1  # no terminal to ask: the distribution stays
    kept = capsys.readouterr()
    assert "every file in it is deleted" in kept.out and "Ubuntu-24.04 stays" in kept.out
    assert "wsl --unregister Ubuntu-24.04" in kept.err
    state = standin.state()
    assert list(state["distros"]) == ["Ubuntu-24.04"] and state["distros"]["Ubuntu-24.04"]["users"] == {"root": 0}
    assert not (standin.distro_root("Ubuntu-24.04") / "etc" / "wsl.conf").exists()


def test_a_dry_run_on_windows_says_every_wsl_change_and_makes_none(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], capsys: pytest.CaptureFixture[str]) -> None:
    standin, registry = windows
    before = standin.state()
    assert _cli("apply", "--plan", str(_plan(tmp_path)), "--dry-run", "--wsl-user", "ada") == 0
    shown = capsys.readouterr()
    assert "wsl --install --no-distribution" in shown.out and "Ubuntu-24.04" in shown.out
    assert "Create the Linux user ada in Ubuntu-24.04" in shown.out
    assert "The plan would be carried out inside Ubuntu-24.04." in shown.out
    after = standin.state()
    assert {key: after[key] for key in after if key != "calls"} == {key: before[key] for key in before
                                                                     if key != "calls"}
    changing = {"--install", "--set-version", "--unregister", "useradd", "dd", "tar", "rm"}
    assert not [call for call in standin.calls() if changing & set(call)]  # wsl.exe was only asked
    assert run_once_command(registry) is None and not (tmp_path / "data" / "journal.jsonl").exists()


def test_a_distribution_with_an_older_glibc_than_the_linux_build_is_refused_before_anything_is_copied(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The stand-in's distribution answers ``ldd --version`` as an Ubuntu 20.04 would (glibc 2.31); the build says
    it needs 2.35 (what PyInstaller's libraries from a newer Linux ask for): the inside step stops with the versions
    and the way out, and no tar, no plan and no run reach the distribution."""
    standin, _registry = windows
    standin.change(installed=True, glibc="2.31")
    monkeypatch.setenv(BUNDLE_VARIABLE, str(linux_bundle(tmp_path / "installer" / "linux", glibc_floor="2.35")))
    code = _cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--wsl-user", "ada")
    out = capsys.readouterr()
    assert code == 1 and "(reference: wsl-glibc-too-old)" in out.err, out.err
    assert "needs glibc 2.35 or newer, and Ubuntu-24.04 has glibc 2.31" in out.err
    assert "install tfgpu-wizard inside Ubuntu-24.04 yourself" in out.err
    inside = [call[7:] for call in standin.calls() if call[:4] == ["-d", "Ubuntu-24.04", "-u", "ada"]]
    assert ["ldd", "--version"] in inside
    assert not [call for call in inside if {"tar", "dd", "mkdir"} & set(call) or "apply" in call]
    assert not (standin.distro_root("Ubuntu-24.04") / "home" / "ada" / ".local").exists()


def test_a_distribution_whose_glibc_meets_the_floor_takes_the_build(tmp_path: Path) -> None:
    """The floor compared as versions (2.39 meets 2.35, 2.27 does not), an archive without build-info.json (one
    of your own) is taken as it is, and a broken one is refused with what to do."""
    from wizard.basics.errors import WizardError
    from wizard.core.wsl.bundle import GlibcTooOldError, build_info, refuse_older_glibc

    archive = linux_bundle(tmp_path / "with", glibc_floor="2.35")
    assert build_info(archive) is not None and build_info(archive).glibc_floor == "2.35"  # type: ignore[union-attr]
    refuse_older_glibc(archive, "Ubuntu-24.04", "2.39")
    refuse_older_glibc(archive, "Ubuntu-24.04", None)  # ldd gave no answer: the build's own start says it
    with pytest.raises(GlibcTooOldError):
        refuse_older_glibc(archive, "Ubuntu-18.04", "2.27")
    bare = linux_bundle(tmp_path / "bare")
    assert build_info(bare) is None
    refuse_older_glibc(bare, "Ubuntu-18.04", "2.27")
    broken = tmp_path / "broken.tar.gz"
    whole = bare.read_bytes()
    broken.write_bytes(whole[:len(whole) // 2])  # an interrupted copy: the gzip stream ends early
    with pytest.raises(WizardError, match="cannot be read") as refused:
        build_info(broken)
    assert refused.value.reference == "wsl-linux-cli-missing"


def test_a_continue_command_longer_than_windows_starts_is_not_left_and_the_pause_says_to_run_it_again(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Windows starts no RunOnce command over 260 characters (it keeps it and never runs it): a data folder deep
    enough to make the command longer leaves no entry and no saved state, and the pause says to run it again."""
    standin, registry = windows
    deep = tmp_path.joinpath("d" * 70, "e" * 70, "f" * 70, "data")
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(deep))
    assert _cli("apply", "--plan", str(_plan(tmp_path)), "--yes", "--wsl-user", "ada") == 4
    paused = capsys.readouterr()
    said = " ".join((paused.out + paused.err).split())
    assert standin.state()["reboot_pending"] and run_once_command(registry) is None
    assert not (deep / "wsl-resume.json").exists()
    assert "cannot continue by itself after the restart" in said and "Windows starts no more than 260" in said
    assert "Restart Windows, sign in again, then run the same command again." in said


@pytest.mark.parametrize("saved", [None, "{not json", '{"schema": 99}'], ids=["missing", "garbage", "other-schema"])
def test_continuing_from_a_saved_state_that_cannot_be_read_is_bad_input_that_says_how_to_start_again(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], capsys: pytest.CaptureFixture[str],
        saved: str | None) -> None:
    standin, _registry = windows
    state = tmp_path / "wsl-resume.json"
    if saved is not None:
        state.write_text(saved, encoding="utf-8")
    assert _cli("apply", "--continue-wsl", str(state)) == 2
    said = capsys.readouterr()
    assert "cannot continue where it stopped before the restart" in said.err and str(state) in said.err
    assert "tfgpu-wizard apply --plan PLAN.json" in said.err and "Traceback" not in said.err
    assert standin.calls() == []  # nothing was asked of WSL, nothing changed
