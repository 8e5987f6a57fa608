"""The WSL operations one by one, journaled, against the stand-in wsl.exe (tests/fakes/wsl_standin.py: there is
no Windows here) and the in-memory registry; what runs inside as the Linux user runs for real."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin, make_wsl_standin
from wizard.basics.errors import Cancelled
from wizard.basics.events import LogLine, run_to_completion
from wizard.basics.i18n import current_language, set_language
from wizard.core.ops.journal import Journal
from wizard.core.ops.kinds import load_all_kinds
from wizard.core.ops.runner import run_journaled_step
from wizard.core.ops.undo import undo
from wizard.core.steps.wsl import ConversionNotAgreedError, distro_operations, restart_operations
from wizard.core.wsl.calls import INSIDE_PROGRAM
from wizard.core.wsl.facts import WslDistro, WslFacts
from wizard.core.wsl.inside_ops import ApplyInside
from wizard.core.wsl.probe import probe_inside
from wizard.core.wsl.reboot import run_once_command, set_run_once
from wizard.core.wsl.wsl_conf import with_default_user
from wizard.platform.wsl_exe import WSL_EXE_VARIABLE

# The commands run inside the distribution (dd, id, the Linux CLI) are this Linux machine's own, run by the
# stand-in wsl.exe: on Windows there are none.
LINUX_INSIDE = pytest.mark.posix_only("runs Linux programs inside the stand-in distribution")


@pytest.fixture
def standin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> WslStandin:
    made = make_wsl_standin(tmp_path / "windows", installed=True)
    monkeypatch.setenv(WSL_EXE_VARIABLE, str(made.program))
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    load_all_kinds()
    return made


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> MemoryRegistry:
    made = MemoryRegistry()
    monkeypatch.setattr("wizard.core.wsl.reboot.windows_registry", lambda: made)
    return made


def _run(operations: list[object], **kwargs: object) -> object:
    return run_to_completion(run_journaled_step(operations, Journal(), step="check-wsl", **kwargs))[1]  # type: ignore[arg-type]


@pytest.mark.parametrize(("before", "after"), [
    ("", "[user]\ndefault=ada\n"),
    ("[boot]\nsystemd=true\n", "[boot]\nsystemd=true\n\n[user]\ndefault=ada\n"),
    ("[user]\ndefault=bob\n[boot]\nsystemd=true\n", "[user]\ndefault=ada\n[boot]\nsystemd=true\n"),
    ("[User]\n# mine\n[network]\nhostname=x\n", "[User]\ndefault=ada\n# mine\n[network]\nhostname=x\n"),
], ids=["no-file", "other-section-kept", "old-default-replaced", "section-without-default"])
def test_wsl_conf_gets_its_default_user_and_keeps_the_rest(before: str, after: str) -> None:
    assert with_default_user(before, "ada") == after


@LINUX_INSIDE
def test_a_wsl1_distribution_is_converted_only_when_agreed_and_undo_converts_it_back(standin: WslStandin) -> None:
    standin.change(distros={"Ubuntu-24.04": {"version": 1, "users": {"root": 0, "ada": 1000},
                                             "root": str(standin.state_file.parent / "d")}})
    (standin.state_file.parent / "d" / "etc").mkdir(parents=True)
    facts = WslFacts(installed=True, distros=(WslDistro("Ubuntu-24.04", 1),))
    with pytest.raises(ConversionNotAgreedError) as refused:
        distro_operations(facts, distro="Ubuntu-24.04", user="ada", convert=False)
    assert "a few minutes per gigabyte" in refused.value.message and standin.calls() == []
    _run(distro_operations(facts, distro="Ubuntu-24.04", user="ada", convert=True))
    assert ["--set-version", "Ubuntu-24.04", "2"] in standin.calls()
    assert standin.state()["distros"]["Ubuntu-24.04"]["version"] == 2
    assert not any(call[-2:] == ["--groups", "sudo"] or "useradd" in call for call in standin.calls())  # ada was there
    report = undo(Journal(), "all")
    assert report.ok, report.items
    assert standin.state()["distros"]["Ubuntu-24.04"]["version"] == 1
    assert not (standin.state_file.parent / "d" / "etc" / "wsl.conf").exists()


def test_the_run_once_entry_goes_with_undo_and_a_changed_one_stays(standin: WslStandin,
                                                                   registry: MemoryRegistry) -> None:
    _run(restart_operations("tfgpu-wizard apply --plan C:\\p.json --yes"))
    assert run_once_command(registry) == "tfgpu-wizard apply --plan C:\\p.json --yes"
    assert undo(Journal(), "all").ok and run_once_command(registry) is None
    _run(restart_operations("tfgpu-wizard apply --plan C:\\p.json --yes"))
    set_run_once(registry, "someone-else.exe")
    assert undo(Journal(), "all").ok and run_once_command(registry) == "someone-else.exe"


def test_the_gui_s_resume_state_is_written_with_the_entry_and_goes_with_its_undo(
        standin: WslStandin, registry: MemoryRegistry, tmp_path: Path) -> None:
    state = tmp_path / "data" / "wsl-resume.json"
    command = f"tfgpu-wizard-gui.exe --continue-wsl {state}"
    _run(restart_operations(command, state_file=str(state), state='{"schema": 1}'))
    assert run_once_command(registry) == command and state.read_text(encoding="utf-8") == '{"schema": 1}'
    entry = Journal().entries()[-1]
    assert entry.kind == "wsl-run-once" and entry.record["state_file"] == str(state)
    assert undo(Journal(), "all").ok
    assert run_once_command(registry) is None and not state.exists()


@LINUX_INSIDE
def test_the_inside_facts_are_asked_for_real_inside(standin: WslStandin) -> None:
    """The stand-in's distribution is this machine: its glibc and Python are real; it has no WSL libcuda."""
    root = standin.state_file.parent / "d"
    (root / "home" / "ada").mkdir(parents=True)
    standin.change(distros={"Ubuntu-24.04": {"version": 2, "users": {"root": 0, "ada": 1000}, "root": str(root)}})
    inside = probe_inside("Ubuntu-24.04", "ada")
    assert inside.glibc and inside.glibc[0].isdigit() and inside.python and inside.python.startswith("3.")
    assert not inside.libcuda and inside.linux_driver == ()


@LINUX_INSIDE
def test_cancel_stops_the_inside_run_and_its_child(standin: WslStandin, tmp_path: Path) -> None:
    """A Linux build whose ``apply`` prints a line a second for a minute stands in for a long inside run (its
    ``undo`` notes that it was called)."""
    root = standin.state_file.parent / "d"
    program = root / "home" / "ada" / INSIDE_PROGRAM
    program.parent.mkdir(parents=True)
    marker = tmp_path / "still-running"
    undo_log = tmp_path / "undo-called"
    program.write_text(f"#!{sys.executable}\nimport sys, time, pathlib\n"
                       f"if sys.argv[1] == 'undo':\n"
                       f"    pathlib.Path({str(undo_log)!r}).write_text(' '.join(sys.argv[1:]))\n"
                       "    sys.exit(0)\nfor i in range(60):\n"
                       f"    print('tick', i, flush=True)\n    pathlib.Path({str(marker)!r}).write_text(str(i))\n"
                       "    time.sleep(1)\n")
    program.chmod(0o755)
    standin.change(distros={"Ubuntu-24.04": {"version": 2, "users": {"root": 0, "ada": 1000}, "root": str(root)}})
    def cancelled() -> bool:  # asked between lines and while the run is quiet: yes once it has counted twice
        return marker.exists() and marker.read_text() not in ("", "0")

    started = time.monotonic()
    with pytest.raises(Cancelled):
        _run([ApplyInside("Ubuntu-24.04", "ada", "{}", [])], cancelled=cancelled)
    assert time.monotonic() - started < 20
    seen = marker.read_text()
    time.sleep(2.5)
    assert marker.read_text() == seen  # the inside program is gone, not left running
    assert undo_log.read_text() == "undo --all"  # the roll back: the inside wizard's own undo (its own data)
    assert Journal().pending() == []  # nothing left for undo


@LINUX_INSIDE
def test_the_run_inside_speaks_the_language_the_wizard_speaks_on_windows(standin: WslStandin) -> None:
    """A Linux build that says which language it was asked for stands in for the wizard inside: its lines come
    back to the Windows page, so they must be in the Windows side's language (Chinese here), not the
    distribution's locale."""
    root = standin.state_file.parent / "d"
    program = root / "home" / "ada" / INSIDE_PROGRAM
    program.parent.mkdir(parents=True)
    program.write_text(f"#!{sys.executable}\nimport os\nprint('lang=' + os.environ['TFGPU_WIZARD_LANG'])\n",
                       encoding="utf-8")
    program.chmod(0o755)
    standin.change(distros={"Ubuntu-24.04": {"version": 2, "users": {"root": 0, "ada": 1000}, "root": str(root)}},
                   pass_env={"TFGPU_WIZARD_LANG": "en"})  # what the distribution itself would say
    before = current_language()
    set_language("zh_CN")
    try:
        events, _report = run_to_completion(run_journaled_step([ApplyInside("Ubuntu-24.04", "ada", "{}", [])],
                                                               Journal(), step="check-wsl"))
    finally:
        set_language(before)
    assert any(isinstance(event, LogLine) and event.text == "lang=zh_CN" for event in events), events
