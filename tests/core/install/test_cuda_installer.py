"""The CUDA installer runs silently, toolkit only, and only after its checksum matched.

NVIDIA's installers cannot run here (3 GB, they need administrator rights and a GPU machine), so a FAKE
INSTALLER written by each test stands in for the one of this OS: on Linux the runfile (a shell script, which
the wizard runs with ``sh``), on Windows ``cuda_..._windows.exe`` (a real .exe, tests/fakes/programs.py). It
records the arguments it got and, like the real one, creates ``version.json`` and ``bin/nvcc`` (``nvcc.exe``)
under ``--installpath`` (Linux) or in its fixed default folder under ``%ProgramW6432%`` (Windows, where ``-s``
takes no folder). Everything else is real: the checksum, the subprocess, the log file, ``nvcc --version``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import sys
from pathlib import Path

import pytest

from tests.fakes.programs import make_program, program_name
from wizard.basics.errors import BadInputError
from wizard.basics.events import run_to_completion
from wizard.core.catalog.model import OsName
from wizard.core.install.cuda_installer import (
    CudaInstallError,
    CudaInstallRequest,
    default_cuda_root,
    install_cuda_step,
    installer_arguments,
)
from wizard.core.install.cuda_subpackages import windows_subpackages

HOST_OS: OsName = "windows" if sys.platform == "win32" else "linux"

# What both stand-ins do, in Python; the Linux runfile is a shell script that hands itself to it.
FAKE_INSTALLER = """\
import json, os, pathlib, shutil, sys
args = sys.argv[1:]
pathlib.Path({argv!r}).write_text("\\n".join(args) + "\\n")
print("fake installer: extracting toolkit", flush=True)
paths = [arg.split("=", 1)[1] for arg in args if arg.startswith("--installpath=")]
if "-s" in args:  # Windows: the silent installer always installs into its default folder
    root = pathlib.Path(os.environ["ProgramW6432"], "NVIDIA GPU Computing Toolkit", "CUDA", "v{release_folder}")
    if not root.is_relative_to({sandbox!r}):
        sys.exit(8)  # a test that did not point ProgramW6432 at its temporary folder: install nothing
elif paths:
    root = pathlib.Path(paths[0])
else:
    sys.exit(9)
(root / "bin").mkdir(parents=True, exist_ok=True)
(root / "version.json").write_text(json.dumps({{"cuda": {{"name": "CUDA SDK", "version": {version!r}}}}}))
shutil.copy({nvcc!r}, root / "bin" / {nvcc_name!r})
sys.exit({code})
"""


def write_fake(tmp_path: Path, version: str = "11.8.0", release: str = "11.8", code: int = 0) -> Path:
    """The fake installer of this OS in ``tmp_path``; on Windows it installs under ``%ProgramW6432%``, which the
    test points into ``tmp_path`` (see ``windows_program_files``)."""
    nvcc = make_program(tmp_path / "nvcc-template", "nvcc",
                        f"print('Cuda compilation tools, release {release}, V{version}')\n")
    source = FAKE_INSTALLER.format(argv=str(tmp_path / "argv.txt"), release_folder=".".join(version.split(".")[:2]),
                                   sandbox=str(tmp_path), version=version, nvcc=str(nvcc),
                                   nvcc_name=program_name("nvcc"), code=code)
    if HOST_OS == "windows":
        return make_program(tmp_path, "cuda_11.8.0_522.06_windows.exe", source)
    installer = tmp_path / "cuda_11.8.0_520.61.05_linux.run"
    installer.write_text(f"#!/bin/sh\n# Stand-in for NVIDIA's cuda_X.Y.Z_linux.run\n"
                         f"exec {shlex.quote(sys.executable)} - \"$@\" <<'PYTHON'\n{source}PYTHON\n")
    return installer


@pytest.fixture(autouse=True)
def windows_program_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the Windows installer's default folder is, here: a Program Files folder in the test's tmp_path."""
    folder = tmp_path / "Program Files"
    monkeypatch.setenv("ProgramW6432", str(folder))
    return folder


def cuda_root(tmp_path: Path, version: str = "11.8") -> Path:
    """Where the toolkit goes on this OS: the folder given to the runfile, or the Windows installer's default."""
    if HOST_OS == "windows":
        return default_cuda_root("windows", version, {"ProgramW6432": str(tmp_path / "Program Files")})
    return tmp_path / f"cuda-{version}"


def request_for(tmp_path: Path, installer: Path, **changes: object) -> CudaInstallRequest:
    fields: dict[str, object] = {
        "installer": installer, "version": "11.8", "os": HOST_OS, "into": cuda_root(tmp_path),
        "log_dir": tmp_path / "logs", "sha256": hashlib.sha256(installer.read_bytes()).hexdigest(),
    }
    fields.update(changes)
    return CudaInstallRequest(**fields)  # type: ignore[arg-type]


def test_the_runfile_gets_exactly_silent_toolkit_and_the_install_path(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    _, result = run_to_completion(install_cuda_step(request_for(tmp_path, installer)))
    argv = (tmp_path / "argv.txt").read_text().splitlines()
    if HOST_OS == "windows":  # -s and the sub-packages: the installer takes no folder
        assert argv == ["-s", *windows_subpackages("11.8"), f"-log:{tmp_path / 'logs'}", "-loglevel:6"]
    else:
        assert argv == ["--silent", "--toolkit", f"--installpath={tmp_path / 'cuda-11.8'}"]
    assert not any("driver" in arg.lower() for arg in argv)
    assert result.version == "11.8.0"
    assert result.nvcc == "11.8"
    assert not result.skipped


def test_a_checksum_mismatch_refuses_to_run_the_installer(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    request = request_for(tmp_path, installer, sha256="0" * 64)
    with pytest.raises(CudaInstallError, match="wrong sha256") as caught:
        run_to_completion(install_cuda_step(request))
    assert caught.value.reference == "cuda-installer-checksum"
    assert not (tmp_path / "argv.txt").exists()
    assert not cuda_root(tmp_path).exists()


def test_an_installer_without_any_known_checksum_is_never_run(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    with pytest.raises(CudaInstallError, match="No checksum"):
        run_to_completion(install_cuda_step(request_for(tmp_path, installer, sha256=None)))
    assert not (tmp_path / "argv.txt").exists()


def test_nvidias_md5_alone_is_accepted_when_it_matches(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    md5 = hashlib.md5(installer.read_bytes(), usedforsecurity=False).hexdigest()
    _, result = run_to_completion(install_cuda_step(request_for(tmp_path, installer, sha256=None, md5=md5)))
    assert result.nvcc == "11.8"


def test_the_installer_log_is_kept_with_the_command_and_its_output(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    _, result = run_to_completion(install_cuda_step(request_for(tmp_path, installer)))
    assert result.log is not None
    text = result.log.read_text()
    assert ("-s nvcc_11.8" if HOST_OS == "windows" else "--silent --toolkit") in text
    assert "fake installer: extracting toolkit" in text


def test_a_matching_toolkit_already_present_is_detected_and_the_installer_skipped(tmp_path: Path) -> None:
    root = cuda_root(tmp_path)
    root.mkdir(parents=True)
    (root / "version.json").write_text(json.dumps({"cuda": {"version": "11.8.89"}}))
    installer = write_fake(tmp_path)
    _, result = run_to_completion(install_cuda_step(request_for(tmp_path, installer, sha256=None)))
    assert result.skipped
    assert result.version == "11.8.89"
    assert not (tmp_path / "argv.txt").exists()


def test_a_toolkit_of_another_version_in_the_folder_does_not_count_as_installed(tmp_path: Path) -> None:
    root = cuda_root(tmp_path)
    root.mkdir(parents=True)
    (root / "version.txt").write_text("CUDA Version 11.2.152")
    installer = write_fake(tmp_path)
    _, result = run_to_completion(install_cuda_step(request_for(tmp_path, installer)))
    assert not result.skipped
    assert (tmp_path / "argv.txt").exists()


def test_a_failing_installer_is_reported_with_its_log(tmp_path: Path) -> None:
    installer = write_fake(tmp_path, code=3)
    with pytest.raises(CudaInstallError, match="exit code 3") as caught:
        run_to_completion(install_cuda_step(request_for(tmp_path, installer)))
    assert Path(caught.value.context["log"]).is_file()


def test_an_installer_that_leaves_the_wrong_nvcc_fails_the_check(tmp_path: Path) -> None:
    installer = write_fake(tmp_path, release="11.7")
    with pytest.raises(CudaInstallError, match=r"does not hold a working CUDA 11\.8"):
        run_to_completion(install_cuda_step(request_for(tmp_path, installer)))


def test_the_windows_command_lists_only_toolkit_sub_packages_never_the_driver(tmp_path: Path) -> None:
    installer = tmp_path / "cuda_11.2.2_461.33_win10.exe"
    installer.write_bytes(b"MZ")
    request = request_for(tmp_path, installer, os="windows", version="11.2.2")
    args = installer_arguments(request)
    assert args[:2] == [str(installer), "-s"]
    assert [a for a in args if a.endswith("_11.2")] == windows_subpackages("11.2")
    assert "nvcc_11.2" in args and "cupti_11.2" in args
    assert "cudart_11.2" in args and "cublas_11.2" in args
    assert not any("driver" in a.lower() for a in args)


def test_a_batch_file_is_never_accepted_as_the_windows_installer(tmp_path: Path) -> None:
    installer = tmp_path / "setup.bat"
    installer.write_text("@echo off")
    with pytest.raises(BadInputError):
        installer_arguments(request_for(tmp_path, installer, os="windows"))


def test_the_subprocess_gets_an_argument_list_not_a_shell_string(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    seen: list[list[str]] = []

    def run(args: list[str] | tuple[str, ...], log: Path) -> int:
        seen.append(list(args))
        return 1

    with pytest.raises(CudaInstallError):
        run_to_completion(install_cuda_step(request_for(tmp_path, installer), run=run))
    program = 0 if HOST_OS == "windows" else 1  # Linux: ["sh", runfile, ...]
    assert seen[0][:program] == ([] if HOST_OS == "windows" else ["sh"]) and len(seen[0]) > 2
    assert os.path.basename(seen[0][program]) == installer.name  # the verified private copy, under the same name
    assert seen[0][program] != str(installer)
