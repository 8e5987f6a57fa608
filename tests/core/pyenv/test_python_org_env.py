"""``env create`` on Windows without the planned Python: python.org's installer downloaded, checked, installed as
its own journaled step before ``env-create``, and both undone by ``undo --last``.

Windows is stood in: :data:`wizard.platform.host.HOST_OS` is set to ``windows`` (the seam the core reads the OS
through), and the python.org installer, a Windows exe that cannot run here, is a stand-in script made by the
test, served by a real HTTP server on 127.0.0.1; its SHA-256 is recorded through ``known_installers`` (the seam
the installer tests use). The stand-in records its arguments and "installs" a ``python.exe`` that runs this
test's own Python, so the env is a real venv with a real package installed from a real local index.
"""

# ruff: noqa: F811 - the fixtures are imported from their modules
from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.http_server import FileServer
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.core.python_org_fixtures import FILE, MISSING, installer_calls, windows  # noqa: F401 - fixture
from tests.fakes.made_here import planner_makes
from wizard.basics.errors import BadInputError, Cancelled
from wizard.basics.events import run_to_completion
from wizard.cli import main
from wizard.core.download.control import DownloadControl
from wizard.core.ops.journal import Journal
from wizard.core.ops.undo import undo
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv import python_org
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.python_org import PythonOrgInstaller
from wizard.core.pyenv.python_org_step import env_with_python_step, python_org_for, python_org_target
from wizard.platform import host
from wizard.platform.pyenv_layout import site_packages


def _create(index: SimpleIndex, installer: str = "pip", **index_extra: str) -> CreateEnv:
    return CreateEnv(name="tf", python=MISSING, requirement="tinytf==1.0.0", installer=installer,
                     index={"index_url": index.url, **index_extra})


def test_with_pip_python_org_is_downloaded_installed_then_the_env_made_and_undo_removes_both(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex
) -> None:
    operation = _create(tiny_index)
    install = python_org_for(operation)
    assert install is not None and install.version == MISSING  # the review lists it before anything runs
    journal = Journal()
    run = run_to_completion(env_with_python_step([operation], journal, step="env-create"))[1]
    assert [entry.kind for entry in run.entries] == ["python-org-install", "env-create"]
    assert len({entry.run_id for entry in journal.entries()}) == 1
    target = python_org_target(MISSING)
    [install_call] = installer_calls(tmp_path)
    assert install_call[-1] == f"TargetDir={target}" and "InstallAllUsers=0" in install_call
    assert [hit.path for hit in windows.hits if hit.method == "GET"][:1] == ["/ftp/python/3.14.0/" + FILE]
    prefix = env_prefix("tf")
    assert any(any(folder.glob("tinytf*")) for folder in site_packages(prefix))
    assert undo(journal, "last").ok
    assert not prefix.exists() and not target.exists()
    assert installer_calls(tmp_path)[-1] == ["/uninstall", "/quiet"]


def test_an_installer_whose_bytes_differ_from_the_record_runs_nothing(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex
) -> None:
    windows.add("/ftp/python/3.14.0/" + FILE, b"#!/bin/sh\necho not the installer\n")
    journal = Journal()
    with pytest.raises(InstallerError) as refused:
        run_to_completion(env_with_python_step([_create(tiny_index)], journal, step="env-create"))
    assert "Install Python 3.14 (64-bit) yourself" in refused.value.hint
    assert installer_calls(tmp_path) == [] and journal.entries() == []
    assert not env_prefix("tf").exists() and not python_org_target(MISSING).exists()
    assert tiny_index.requests == []


def test_offline_the_error_says_what_to_install_and_where_and_nothing_changes(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    dead = PythonOrgInstaller("3.14.0", "http://127.0.0.1:9/ftp/python/3.14.0/" + FILE, "0" * 64, "test")
    monkeypatch.setattr(python_org, "known_installers", lambda: {MISSING: dead})
    journal = Journal()
    with pytest.raises(InstallerError) as refused:
        run_to_completion(env_with_python_step([_create(tiny_index)], journal, step="env-create"))
    assert refused.value.message == f"Python {MISSING} is not installed on this computer and could not be downloaded."
    assert "python.org" in refused.value.hint
    assert installer_calls(tmp_path) == [] and journal.entries() == [] and not env_prefix("tf").exists()


def test_a_version_without_a_recorded_checksum_is_refused_before_anything_runs(
    windows: FileServer, tiny_index: SimpleIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(python_org, "known_installers", lambda: {})
    with pytest.raises(BadInputError) as refused:
        python_org_for(_create(tiny_index))
    assert "python.org/downloads/windows" in refused.value.hint and MISSING in refused.value.hint
    assert windows.hits == []


def test_when_uv_cannot_fetch_the_python_it_falls_back_to_python_org(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex
) -> None:
    operation = _create(tiny_index, installer="uv", python_mirror=f"http://127.0.0.1:{tiny_index.port}/cpython")
    assert python_org_for(operation) is None  # uv may still provide it: only its failure tells
    journal = Journal()
    run = run_to_completion(env_with_python_step([operation], journal, step="env-create"))[1]
    assert any(path.startswith("/cpython/") for path in tiny_index.requests)
    assert [entry.kind for entry in run.entries] == ["python-org-install", "env-create"]
    assert undo(journal, "last").ok
    assert not env_prefix("tf").exists() and not python_org_target(MISSING).exists()


def test_on_linux_nothing_of_python_org_is_planned(
    tiny_index: SimpleIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(host, "HOST_OS", "linux")
    assert python_org_for(_create(tiny_index)) is None


def test_a_cancel_during_the_installer_download_stops_before_anything_runs(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex
) -> None:
    control = DownloadControl()
    control.pause()  # the page's Cancel, pressed while the installer downloads
    journal = Journal()
    with pytest.raises(Cancelled):
        run_to_completion(env_with_python_step([_create(tiny_index)], journal, step="env-create", control=control))
    assert installer_calls(tmp_path) == [] and journal.entries() == [] and not env_prefix("tf").exists()


def test_a_failed_env_step_also_removes_the_python_this_run_installed(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex
) -> None:
    operation = CreateEnv(name="tf", python=MISSING, requirement="tinytf==9.9.9", installer="pip",
                          index={"index_url": tiny_index.url})
    journal = Journal()
    with pytest.raises(InstallerError):
        run_to_completion(env_with_python_step([operation], journal, step="env-create"))
    assert installer_calls(tmp_path)[-1] == ["/uninstall", "/quiet"]
    assert not env_prefix("tf").exists() and not python_org_target(MISSING).exists()
    assert journal.pending() == []


def test_the_cli_env_create_previews_the_python_install_runs_it_and_undo_last_removes_both(
    tmp_path: Path, windows: FileServer, tiny_index: SimpleIndex, capsys: pytest.CaptureFixture[str]
) -> None:
    """``env create`` in this process (the stood-in Windows does not reach a child process)."""
    plan = tmp_path / "plan.json"
    made_here = planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"),
                                   python=MISSING, cuda=None, cudnn=None, host_id=current_host_id()))  # no tinytf
    plan.write_text(made_here.to_json(), encoding="utf-8")
    args = ["env", "create", "--plan", str(plan), "--index", tiny_index.url, "--installer", "pip"]
    assert main([*args, "--dry-run"]) == 0
    assert f"Install Python {MISSING} from python.org for this user" in capsys.readouterr().out
    assert installer_calls(tmp_path) == [] and windows.hits == []
    assert main([*args, "--yes"]) == 0, capsys.readouterr().err
    assert (python_org_target(MISSING) / "python.exe").is_file() and env_prefix("tf").is_dir()
    assert main(["undo", "--last"]) == 0, capsys.readouterr().err
    assert not env_prefix("tf").exists() and not python_org_target(MISSING).exists()
    assert installer_calls(tmp_path)[-1] == ["/uninstall", "/quiet"]
