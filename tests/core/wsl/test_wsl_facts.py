"""WSL's facts read from wsl.exe's own answers: the stand-in wsl.exe (tests/fakes/wsl_standin.py; there is no
Windows here) writes them in wsl.exe's real format (UTF-16LE, CRLF, localized labels, the inbox variant), and
the real probe runs it through the platform seam."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin, make_wsl_standin
from wizard.core.wsl.facts import WslDistro
from wizard.core.wsl.parse import decode_wsl, parse_list, parse_status_default_version, parse_version
from wizard.core.wsl.probe import WslNameError, checked_name, installed_packages, probe_wsl
from wizard.core.wsl.reboot import CBS_REBOOT_PENDING, SESSION_MANAGER, reboot_pending
from wizard.platform.registry import HKLM, REG_MULTI_SZ, RegistryValue
from wizard.platform.wsl_exe import WSL_EXE_VARIABLE


def _standin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **state: object) -> WslStandin:
    standin = make_wsl_standin(tmp_path / "windows", **state)  # type: ignore[arg-type]
    monkeypatch.setenv(WSL_EXE_VARIABLE, str(standin.program))
    return standin


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_installed_store_wsl_is_read_in_any_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        language: str) -> None:
    standin = _standin(tmp_path, monkeypatch, installed=True, language=language)
    standin.change(distros={"Ubuntu-24.04": {"version": 2, "users": {}, "root": ""},
                            "Debian": {"version": 1, "users": {}, "root": ""}})
    facts = probe_wsl(MemoryRegistry(), None)
    assert facts.installed and not facts.inbox and facts.version == "2.1.5.0"
    assert facts.windows_build == 22631 and facts.gpu_capable_windows and facts.default_version == 2
    assert facts.distros == (WslDistro("Ubuntu-24.04", 2, "Stopped" if language == "en" else "Beendet", True),
                             WslDistro("Debian", 1, "Stopped" if language == "en" else "Beendet", False))
    assert facts.distro("ubuntu-24.04") is not None and not facts.reboot_pending


def test_the_old_inbox_wsl_has_no_version_but_is_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _standin(tmp_path, monkeypatch, installed=True, inbox=True, windows_build=19045)
    facts = probe_wsl(MemoryRegistry(), 19045)
    assert facts.installed and facts.inbox and facts.version is None and facts.windows_build == 19045


def test_wsl_off_is_a_fact_not_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _standin(tmp_path, monkeypatch)
    facts = probe_wsl(MemoryRegistry(), 22631)
    assert not facts.installed and facts.distros == () and facts.windows_build == 22631


def test_no_wsl_exe_at_all_reads_as_wsl_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(WSL_EXE_VARIABLE, "/nonexistent/wsl.exe")
    assert not probe_wsl(MemoryRegistry(), None).installed


def test_utf16_and_utf8_answers_decode_alike() -> None:
    text = "WSL version: 2.0.14.0\r\nKernel version: 5.15.133.1-1\r\n"
    assert decode_wsl(text.encode("utf-16-le")) == decode_wsl(text.encode("utf-8")) == text.replace("\r\n", "\n")
    assert decode_wsl(b"\xff\xfe" + "a".encode("utf-16-le")) == "a"


@pytest.mark.parametrize(("text", "wsl", "build"), [
    ("WSL version: 2.0.14.0\nKernel version: 5.15.133.1-1\nWSLg version: 1.0.59\nMSRDC version: 1.2.4677\n"
     "Direct3D version: 1.611.1-81528511\nDXCore version: 10.0.25131.1002-220531-1700\n"
     "Windows version: 10.0.22631.2861\n", "2.0.14.0", 22631),
    ("WSL 版本： 2.0.14.0\n内核版本： 5.15.133.1-1\nWSLg 版本： 1.0.59\nWindows 版本： 10.0.19045.3803\n",
     "2.0.14.0", 19045),
], ids=["english", "chinese-fullwidth-colons"])
def test_version_answers_are_read_by_place_not_label(text: str, wsl: str, build: int) -> None:
    answer = parse_version(text)
    assert answer is not None and answer.wsl == wsl and answer.windows_build == build


def test_the_inbox_answer_holds_no_version() -> None:
    assert parse_version("Invalid command line option: --version\nUsage: wsl.exe [Argument]\n") is None
    assert parse_version("Ungültige Befehlszeilenoption: --version\n") is None


def test_status_and_list_answers() -> None:
    assert parse_status_default_version("Standardverteilung: Ubuntu\nStandardversion: 2\n") == 2
    assert parse_status_default_version("Default Version: 1\n") == 1
    assert parse_list("Windows Subsystem for Linux has no installed distributions.\n") == ()
    listed = parse_list("  NAME      STATE      VERSION\n* Ubuntu    Running    2\n  Old       Gestoppt   1\n")
    assert [(d.name, d.wsl_version, d.default) for d in listed] == [("Ubuntu", 2, True), ("Old", 1, False)]


def test_the_usual_reboot_marks_are_seen() -> None:
    registry = MemoryRegistry()
    assert not reboot_pending(registry)
    registry.write(HKLM, CBS_REBOOT_PENDING + r"\RebootPending", "x", RegistryValue("1", 1))
    assert reboot_pending(registry)
    renames = MemoryRegistry()
    renames.write(HKLM, SESSION_MANAGER, "PendingFileRenameOperations", RegistryValue(["a", "b"], REG_MULTI_SZ))
    assert reboot_pending(renames)


def test_names_that_minus_e_cannot_carry_are_refused() -> None:
    assert checked_name("Ubuntu-24.04") == "Ubuntu-24.04"
    for bad in ("my distro", "a;b", "", "-rf"):
        with pytest.raises(WslNameError):
            checked_name(bad)


def test_a_mistaken_linux_driver_is_found_in_dpkg_listing() -> None:
    listing = "ii  nvidia-driver-535\nun  nvidia-dkms-535\nii  libnvidia-compute-535\n"
    assert installed_packages(listing) == ("nvidia-driver-535", "libnvidia-compute-535")
