"""The hand-over folder on the machine it was made for: ``apply --plan plan.json --dest .`` uses the files there.

A real server on 127.0.0.1 stands in for NVIDIA (the installer has only a published md5 list, as most CUDA
installers do; the archive has a sha256 in the plan). The hand-over downloads into a folder, the server is
shut down, and ``apply`` runs in a real child process in that folder: the files present must be hashed
there and accepted without any network. The plan is made for this machine (its host id), as it would be
from facts probed on the target.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from tests.cli.support import run_cli
from tests.core.http_server import FileServer, serving
from tests.fakes.made_here import planner_makes
from wizard.basics.events import run_to_completion
from wizard.core.by_hand.handover import download_handover
from wizard.core.download.engine import EngineOptions
from wizard.core.download.network import NetworkSettings
from wizard.core.install.cuda_installer import default_cuda_root
from wizard.core.plan import Download, Plan, PlanStep
from wizard.core.planner.host_identity import current_host_id

INSTALLER, ARCHIVE = b"#!/bin/sh\n# fake cuda installer\n" * 4000, b"fake cudnn archive " * 3000
OPTIONS = EngineOptions(chunk_size=16 * 1024, backoff_base=0.001, retries=1)


def _plan(server: FileServer) -> Plan:
    server.add("/cuda/cuda_9.0.176_384.81_linux.run", INSTALLER)
    server.add("/cuda/md5sum.txt", f"{hashlib.md5(INSTALLER).hexdigest()}  cuda_9.0.176_384.81_linux.run\n".encode())
    server.add("/cudnn/cudnn-9.0-linux-x64-v7.2.1.38.tgz", ARCHIVE)
    downloads = (
        Download("cuda-installer", "cuda_9.0.176_384.81_linux.run", server.url("/cuda/cuda_9.0.176_384.81_linux.run"),
                 size=len(INSTALLER), checksums_url=server.url("/cuda/md5sum.txt")),
        Download("cudnn-archive", "cudnn-9.0-linux-x64-v7.2.1.38.tgz",
                 server.url("/cudnn/cudnn-9.0-linux-x64-v7.2.1.38.tgz"), sha256=hashlib.sha256(ARCHIVE).hexdigest(),
                 size=len(ARCHIVE)),
    )
    # The files are served on 127.0.0.1, not from the catalog's addresses: the planner here is stood in for.
    return planner_makes(Plan(route="linux", tensorflow=None, python="3.11", cuda="9.0", cudnn="7.2",
                              downloads=downloads, steps=(PlanStep("download", "Download the files"),),
                              host_id=current_host_id()))


def _hand_over(folder: Path) -> Plan:
    """The hand-over as the Download-into-a-folder button does it, then the server goes away."""
    with serving() as server:
        plan = _plan(server)
        result = run_to_completion(download_handover(plan, folder, NetworkSettings(), options=OPTIONS))[1]
        assert result.missing == [], result
    return plan


def _apply(folder: Path, *extra: str, env: dict[str, str] | None = None) -> object:
    return run_cli("apply", "--plan", "plan.json", "--dest", ".", "--yes", "--skip-verify", *extra, cwd=folder,
                   env=env)


def test_apply_in_the_handover_folder_uses_the_files_there_without_the_network(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    _hand_over(folder)
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    result = _apply(folder)
    assert result.returncode == 0, result.stdout + result.stderr  # type: ignore[attr-defined]
    assert "already downloaded" in result.stderr + result.stdout  # type: ignore[attr-defined]
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before


def test_the_folder_records_what_each_file_was_verified_against(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    _hand_over(folder)
    records = {item["name"]: item for item in json.loads((folder / "checksums.json").read_text())["files"]}
    installer = records["cuda_9.0.176_384.81_linux.run"]
    assert installer["algorithm"] == "md5" and installer["hexdigest"] == hashlib.md5(INSTALLER).hexdigest()
    assert installer["size"] == len(INSTALLER) and installer["source"].endswith("/cuda/md5sum.txt")
    archive = records["cudnn-9.0-linux-x64-v7.2.1.38.tgz"]
    assert archive["algorithm"] == "sha256" and archive["source"] == "plan"


def test_a_file_changed_after_the_handover_is_refused_by_name_and_left_as_it_is(tmp_path: Path) -> None:
    """Same size, other bytes: only hashing it on this machine can tell (no marker from elsewhere counts)."""
    folder = tmp_path / "usb"
    _hand_over(folder)
    installer = folder / "cuda_9.0.176_384.81_linux.run"
    changed = b"X" + INSTALLER[1:]
    installer.write_bytes(changed)
    result = _apply(folder)
    assert result.returncode == 2, result.stdout + result.stderr  # type: ignore[attr-defined]
    err = result.stderr  # type: ignore[attr-defined]
    assert "cuda_9.0.176_384.81_linux.run" in err and "Traceback" not in err
    assert "does not match" in err and "copy it" in err.lower()
    assert installer.read_bytes() == changed


def test_a_file_missing_from_the_folder_is_still_fetched_when_the_network_is_there(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    with serving() as server:
        plan = _plan(server)
        run_to_completion(download_handover(plan, folder, NetworkSettings(), options=OPTIONS))
        (folder / "cuda_9.0.176_384.81_linux.run").unlink()
        result = _apply(folder)
        assert result.returncode == 0, result.stdout + result.stderr  # type: ignore[attr-defined]
        assert (folder / "cuda_9.0.176_384.81_linux.run").read_bytes() == INSTALLER
        fetched = [hit.path for hit in server.gets()]
    assert fetched.count("/cudnn/cudnn-9.0-linux-x64-v7.2.1.38.tgz") == 1, "the archive there is not fetched again"


def test_a_broken_checksum_record_is_bad_input_naming_it(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    _hand_over(folder)
    record = folder / "checksums.json"
    document = json.loads(record.read_text())
    document["files"][0]["hexdigest"] = "not hex"
    record.write_text(json.dumps(document))
    result = _apply(folder)
    assert result.returncode == 2, result.stdout + result.stderr  # type: ignore[attr-defined]
    assert "checksums.json cannot be read" in result.stderr and "Traceback" not in result.stderr  # type: ignore[attr-defined]


def test_a_file_put_there_by_hand_that_differs_is_refused_once_the_list_is_read_and_never_replaced(
    tmp_path: Path,
) -> None:
    """No record for it (the README's "get it yourself" case): the list is read online, the engine refuses."""
    folder = tmp_path / "usb"
    with serving() as server:
        plan = _plan(server)
        folder.mkdir()
        (folder / "plan.json").write_text(plan.to_json(), encoding="utf-8")
        (folder / "cuda_9.0.176_384.81_linux.run").write_bytes(b"an older download")
        result = _apply(folder)
        fetched = [hit.path for hit in server.gets()]
    assert result.returncode == 2, result.stdout + result.stderr  # type: ignore[attr-defined]
    assert "cuda_9.0.176_384.81_linux.run" in result.stderr and "does not match" in result.stderr  # type: ignore[attr-defined]
    assert (folder / "cuda_9.0.176_384.81_linux.run").read_bytes() == b"an older download"
    assert "/cuda/cuda_9.0.176_384.81_linux.run" not in fetched


def test_a_dry_run_in_the_folder_says_which_files_are_there_and_verified(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    _hand_over(folder)
    result = run_cli("apply", "--plan", "plan.json", "--dest", ".", "--dry-run", cwd=folder)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("already there and verified") == 2 and "Would download" not in result.stdout
    assert "0 files would be downloaded" in result.stdout


def test_a_handover_folder_for_another_machine_is_still_refused_here(tmp_path: Path) -> None:
    """The plan's facts are not this machine's (a Windows plan): refused before any file is looked at."""
    folder = tmp_path / "usb"
    _hand_over(folder)
    plan = json.loads((folder / "plan.json").read_text())
    plan.update(route="windows-native", host_id="another-machine")
    (folder / "plan.json").write_text(json.dumps(plan))
    installer = folder / "cuda_9.0.176_384.81_linux.run"
    installer.write_bytes(b"changed")  # would be refused by name if the folder were looked at
    result = _apply(folder)
    assert result.returncode == 2, result.stdout + result.stderr  # type: ignore[attr-defined]
    assert "made on another machine" in result.stderr and "does not match" not in result.stderr  # type: ignore[attr-defined]


def test_download_into_the_folder_checks_the_files_there_the_same_way(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    _hand_over(folder)
    offline = run_cli("download", "--plan", "plan.json", "--dest", ".", cwd=folder)
    assert offline.returncode == 0, offline.stdout + offline.stderr
    assert "All 2 files verified" in offline.stdout
    archive = folder / "cudnn-9.0-linux-x64-v7.2.1.38.tgz"
    archive.write_bytes(ARCHIVE[:-1] + b"?")
    refused = run_cli("download", "--plan", "plan.json", "--dest", ".", cwd=folder)
    assert refused.returncode == 2 and "cudnn-9.0-linux-x64-v7.2.1.38.tgz" in refused.stderr
    assert "sha256 checksum in the plan" in refused.stderr and "Traceback" not in refused.stderr
    assert archive.read_bytes() == ARCHIVE[:-1] + b"?"


WINDOWS = sys.platform == "win32"
# NVIDIA's CUDA 9.0 installer of this OS, under its name in NVIDIA's list.
INSTALLER_NAME = "cuda_9.0.176_win10.exe" if WINDOWS else "cuda_9.0.176_384.81_linux.run"


def _hand_over_installer(tmp_path: Path, folder: Path, steps: tuple[PlanStep, ...]) -> None:
    """A hand-over of the CUDA installer alone, as the FAKE INSTALLER of tests/core/install/test_cuda_installer.py for
    this OS (a runfile on Linux, a real .exe on Windows; vouched for only by NVIDIA's md5 list), in a plan of this
    OS's route with ``steps``; then the server goes away."""
    from dataclasses import replace

    from tests.core.install.test_cuda_installer import write_fake

    installer = write_fake(tmp_path, version="9.0.176", release="9.0").read_bytes()
    with serving() as server:
        plan = _plan(server)
        server.add(f"/cuda/{INSTALLER_NAME}", installer)
        server.add("/cuda/md5sum.txt", f"{hashlib.md5(installer).hexdigest()}  {INSTALLER_NAME}\n".encode())
        download = replace(plan.downloads[0], file=INSTALLER_NAME, url=server.url(f"/cuda/{INSTALLER_NAME}"),
                           size=len(installer))
        plan = planner_makes(replace(plan, route="windows-native" if WINDOWS else "linux", downloads=(download,),
                                     steps=steps))
        run_to_completion(download_handover(plan, folder, NetworkSettings(), options=OPTIONS))


def _cuda_folder(tmp_path: Path) -> tuple[Path, tuple[str, ...], dict[str, str]]:
    """Where CUDA 9.0 goes, the option that says so and the environment: on Linux a folder of the test's choosing
    (NVIDIA's default, /usr/local/cuda-9.0, needs root); on Windows NVIDIA's fixed folder under
    ``%ProgramW6432%``, which the child's environment points into ``tmp_path`` (no option: the silent installer
    takes no folder)."""
    env = {"ProgramW6432": str(tmp_path / "Program Files")}
    if WINDOWS:
        return default_cuda_root("windows", "9.0", env), (), env
    return tmp_path / "cuda-9.0", ("--cuda-root", str(tmp_path / "cuda-9.0")), env


def test_the_cuda_installer_vouched_for_only_by_nvidias_list_is_run_offline_from_the_folder(tmp_path: Path) -> None:
    """The FAKE INSTALLER of tests/core/install/test_cuda_installer.py stands in for NVIDIA's installer (3 GB, root or
    administrator); the checksum, the private copy, the subprocess and the check of what it installed are real."""
    folder = tmp_path / "usb"
    cuda, option, env = _cuda_folder(tmp_path)
    _hand_over_installer(tmp_path, folder, (PlanStep("download", "Download the files"),
                                            PlanStep("install-cuda", "Install CUDA")))
    result = _apply(folder, *option, env=env)
    assert result.returncode == 0, result.stdout + result.stderr  # type: ignore[attr-defined]
    assert json.loads((cuda / "version.json").read_text())["cuda"]["version"] == "9.0.176"


def test_the_readmes_manual_install_command_checks_the_recorded_md5_offline(tmp_path: Path) -> None:
    """The same fake installer; the README's command is run as written, with (on Linux) ``--into`` a temporary
    folder (NVIDIA's default, /usr/local/cuda-9.0, needs root)."""
    import shlex

    folder = tmp_path / "usb"
    cuda, _, env = _cuda_folder(tmp_path)
    _hand_over_installer(tmp_path, folder, (PlanStep("install-cuda", "Install CUDA"),))
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    command = next(line.split() for line in readme.splitlines() if "install-cuda" in line)
    assert "--md5" in command and command[0] == "tfgpu-wizard" and INSTALLER_NAME in command
    into = () if WINDOWS else ("--into", str(cuda))
    result = run_cli(*command[1:], *into, cwd=folder, env=env)
    assert result.returncode == 0, shlex.join(command) + result.stdout + result.stderr
    assert json.loads((cuda / "version.json").read_text())["cuda"]["version"] == "9.0.176"
