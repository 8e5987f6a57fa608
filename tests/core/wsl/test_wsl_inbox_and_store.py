"""Two Windows the WSL2 route meets besides a current Windows 11: the old inbox wsl.exe of Windows 10 (WSL turned
on with dism.exe, then updated), and a Store distribution that registers only at its first launch.

Stood in (there is no Windows here): wsl.exe, dism.exe and the Store launcher with the Windows state behind them
(tests/fakes/wsl_standin.py, in their real output formats), the registry (MemoryRegistry) and this process's
facts. Real: the CLI, the journal, every operation and its undo, the commands inside run through ``-e``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.wsl.route_support import cli, stand_in_windows, write_plan
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.basics.events import run_to_completion
from wizard.core.ops.base import OperationError
from wizard.core.ops.journal import Journal
from wizard.core.ops.kinds import load_all_kinds
from wizard.core.ops.runner import run_journaled_step
from wizard.core.ops.undo import undo
from wizard.core.steps.wsl import distro_operations
from wizard.core.wsl import consent
from wizard.core.wsl.bundle import BUNDLE_VARIABLE
from wizard.core.wsl.probe import probe_wsl
from wizard.core.wsl.reboot import run_once_command

DISM_ON = [["dism.exe", "/online", "/enable-feature", "/featurename:Microsoft-Windows-Subsystem-Linux",
            "/featurename:VirtualMachinePlatform", "/all", "/norestart"]]  # one run: one administrator prompt


def test_the_old_inbox_wsl_is_turned_on_with_dism_then_updated_after_the_restart_and_undo_says_what_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A Windows 10 22H2 whose inbox wsl.exe knows no --version: the two features through dism.exe (3010: a
    restart), then ``wsl --update`` and WSL 2 as the default before the distribution; an installation without
    the Linux build stops at the inside step, which is enough here."""
    standin, registry = stand_in_windows(tmp_path, monkeypatch, inbox=True, default_version=1,
                                         windows_build=19045)
    facts = probe_wsl(registry, 19045)
    assert facts.inbox and not facts.installed
    plan = write_plan(tmp_path)
    assert cli("apply", "--plan", str(plan), "--dry-run", "--wsl-user", "ada") == 0
    shown = capsys.readouterr().out
    assert "dism.exe /online /enable-feature /featurename:Microsoft-Windows-Subsystem-Linux /featurename:" \
           "VirtualMachinePlatform /all /norestart" in shown
    assert "Update WSL to its current version (wsl --update)" in shown and "wsl --set-default-version 2" in shown
    assert not [call for call in standin.calls() if call[0] == "dism.exe" or call[0] == "--update"]
    monkeypatch.setenv(BUNDLE_VARIABLE, str(tmp_path / "no-such-bundle.tar.gz"))

    assert cli("apply", "--plan", str(plan), "--yes", "--wsl-user", "ada") == 4
    paused = capsys.readouterr()
    assert "restart" in paused.err
    assert [call for call in standin.calls() if call[0] == "dism.exe"] == DISM_ON
    assert ["--install", "--no-distribution"] not in standin.calls()
    state = standin.state()
    assert state["features"] == {"Microsoft-Windows-Subsystem-Linux": True, "VirtualMachinePlatform": True}
    assert state["reboot_pending"] and state["inbox"] and run_once_command(registry)

    standin.restart_windows()
    assert cli("apply", "--plan", str(plan), "--yes", "--wsl-user", "ada") == 1
    stopped = capsys.readouterr()
    assert "(reference: wsl-linux-cli-missing)" in stopped.err
    calls = standin.calls()
    update, default = calls.index(["--update"]), calls.index(["--set-default-version", "2"])
    assert update < default < calls.index(["--install", "-d", "Ubuntu-24.04", "--no-launch"])
    state = standin.state()
    assert not state["inbox"] and state["default_version"] == 2 and state["distros"]["Ubuntu-24.04"]["version"] == 2
    assert len([call for call in calls if call[0] == "dism.exe"]) == 1  # not turned on twice

    capsys.readouterr()
    assert cli("undo", "--all", "--yes") == 1  # the features and the update stay
    undone = capsys.readouterr()
    state = standin.state()
    assert state["distros"] == {} and state["default_version"] == 1 and state["features"]["VirtualMachinePlatform"]
    assert "WSL stays on" in undone.out + undone.err
    assert "dism.exe /online /disable-feature /featurename:VirtualMachinePlatform /norestart" in undone.err
    assert "built into Windows, in an administrator terminal: wsl --uninstall" in undone.err


def test_dism_refused_is_a_clear_error_and_nothing_waits_for_a_restart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    standin, registry = stand_in_windows(tmp_path, monkeypatch, inbox=True, default_version=1)
    standin.change(dism_refuses=True)
    assert cli("apply", "--plan", str(write_plan(tmp_path)), "--yes", "--wsl-user", "ada") == 1
    said = capsys.readouterr().err
    assert "features Microsoft-Windows-Subsystem-Linux, VirtualMachinePlatform (it needs administrator rights)" \
        in said, said
    assert "(reference: wsl-feature-failed)" in said and "administrator terminal: dism.exe /online" in said
    assert run_once_command(registry) is None and not standin.state()["reboot_pending"]
    assert Journal().pending() == []


@pytest.fixture
def store_windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[WslStandin, MemoryRegistry]:
    made = stand_in_windows(tmp_path, monkeypatch, installed=True, register_on_launch=True)
    load_all_kinds()
    return made


def _set_up(registry: MemoryRegistry) -> None:
    operations = distro_operations(probe_wsl(registry, 22631), distro="Ubuntu-24.04", user="ada", convert=False)
    run_to_completion(run_journaled_step(operations, Journal(), step="check-wsl"))


def test_a_store_distribution_missing_after_install_is_registered_by_its_launcher_and_undo_unregisters_it(
        store_windows: tuple[WslStandin, MemoryRegistry]) -> None:
    standin, registry = store_windows
    _set_up(registry)
    calls = standin.calls()
    assert calls.index(["--install", "-d", "Ubuntu-24.04", "--no-launch"]) < \
        calls.index(["ubuntu2404.exe", "install", "--root"])
    assert standin.state()["distros"]["Ubuntu-24.04"]["users"] == {"root": 0, "ada": 1000}
    consent.agree_to_unregister("Ubuntu-24.04")
    try:
        report = undo(Journal(), "all")
    finally:
        consent.withdraw_agreements()
    assert report.ok, report.items
    assert standin.state()["distros"] == {} and ["--unregister", "Ubuntu-24.04"] in standin.calls()


def test_a_store_distribution_its_launcher_cannot_register_is_a_clear_error(
        store_windows: tuple[WslStandin, MemoryRegistry]) -> None:
    standin, registry = store_windows
    standin.change(launcher_fails=True)
    with pytest.raises(OperationError) as refused:
        _set_up(registry)
    assert refused.value.reference == "wsl-distro-missing"
    assert "0x8007019e" in refused.value.message and "Start Ubuntu-24.04 once from the Start menu" in (
        refused.value.hint or "")
    assert standin.state()["distros"] == {} and Journal().pending() == []
