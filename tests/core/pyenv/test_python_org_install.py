"""``python-org-install`` against a stand-in installer: a program made by the test (tests/fakes/programs.py: an
.exe on Windows) that records its arguments and makes (or removes) the target folder as the real python.org
installer would. The real one cannot run in a test (it installs for the user, with UAC); the recorded checksum
is swapped for the stand-in's through ``known_installers`` (the seam)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from tests.core.python_org_fixtures import installer_calls, standin_source
from tests.fakes.programs import make_program
from wizard.basics.errors import BadInputError
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv import python_org
from wizard.core.pyenv.python_org import PythonOrgInstaller, installer_for, known_installers
from wizard.core.pyenv.python_org_ops import InstallPythonOrg


@pytest.fixture
def standin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The stand-in installer, downloaded to ``tmp_path``; its SHA-256 stands in the record for 3.10."""
    installer = make_program(tmp_path / "downloads", "python-3.10.11-amd64.exe", standin_source(tmp_path))
    digest = hashlib.sha256(installer.read_bytes()).hexdigest()
    record = PythonOrgInstaller("3.10.11", "https://www.python.org/ftp/python/3.10.11/python-3.10.11-amd64.exe",
                                digest, "test")
    monkeypatch.setattr(python_org, "known_installers", lambda: {"3.10": record})
    return installer


def test_installs_per_user_silently_from_the_verified_copy_and_undo_uninstalls(standin: Path, tmp_path: Path) -> None:
    target = tmp_path / "Programs" / "Python310"
    journal = Journal()
    report = apply_operations([InstallPythonOrg(version="3.10", installer=str(standin), target=str(target))],
                              journal, step="t")
    assert report.ok, report.items
    assert (target / "python.exe").is_file()
    [call] = installer_calls(tmp_path)
    assert call == ["/quiet", "InstallAllUsers=0", "PrependPath=0", "Include_launcher=0", "Include_test=0",
                    "Shortcuts=0", f"TargetDir={target}"]
    assert undo(journal, "last").ok
    assert installer_calls(tmp_path)[-1] == ["/uninstall", "/quiet"] and not target.exists()


def test_an_installer_whose_bytes_differ_is_never_run(standin: Path, tmp_path: Path) -> None:
    with standin.open("a") as out:
        out.write("# changed\n")
    target = tmp_path / "Programs" / "Python310"
    report = apply_operations([InstallPythonOrg(version="3.10", installer=str(standin), target=str(target))],
                              Journal(), step="t")
    assert not report.ok and "SHA-256" in report.items[0].error
    assert installer_calls(tmp_path) == [] and not target.exists()


def test_a_version_without_a_recorded_checksum_is_refused_with_what_to_install() -> None:
    with pytest.raises(BadInputError) as refused:
        installer_for("3.6")
    assert "python.org/downloads/windows" in refused.value.hint and "3.6" in refused.value.hint


def test_every_python_the_catalog_offers_on_windows_has_a_recorded_installer() -> None:
    recorded = known_installers()
    for minor in ("3.7", "3.8", "3.9", "3.10", "3.11", "3.12", "3.13"):
        row = recorded[minor]
        assert row.version.startswith(minor + ".") and re.fullmatch(r"[0-9a-f]{64}", row.sha256)
        assert row.url == f"https://www.python.org/ftp/python/{row.version}/python-{row.version}-amd64.exe"
        assert row.source.startswith("microsoft/winget-pkgs ")


def test_the_missing_python_error_names_the_exact_installer_and_its_checksum() -> None:
    from wizard.core.pyenv.interpreters import missing_python

    error = missing_python("3.10")
    assert "python-3.10.11-amd64.exe" in error.hint and known_installers()["3.10"].sha256 in error.hint
