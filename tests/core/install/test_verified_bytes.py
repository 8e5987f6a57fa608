"""What runs or is installed is exactly what was verified (issue 8, item 4).

Each test swaps the user's file at the measured point between the checksum and the use: at the event the
step yields right after the checksum matched (the GUI or CLI consumer runs there, so another process can
too), or through a hook injected between the check and the use. Before the rule, the swapped bytes ran
(the CUDA installer) or were installed (cuDNN, zlibwapi). The FAKE INSTALLER of test_cuda_installer.py
stands in for NVIDIA's installer of this OS (3 GB, needs root or administrator rights): the Linux runfile, or on
Windows the .exe (a real program, tests/fakes/programs.py) installing under a %ProgramW6432% in tmp_path; the
installer's own subprocess, checksum and log are real. The cuDNN archive is this OS's: NVIDIA's Linux tarball,
or its Windows zip (tests/core/cudnn_windows_zip.py).
"""

from __future__ import annotations

import hashlib
import os
import sys
import zipfile
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest

from tests.core.archives.test_safe_extract import TarSpec, make_tar
from tests.core.cudnn_windows_zip import FILE as WINDOWS_CUDNN_FILE
from tests.core.cudnn_windows_zip import cudnn_windows_zip, windows_cuda_folder
from tests.core.http_server import serving
from tests.core.install.test_cuda_installer import (  # noqa: F401 - windows_program_files: a fixture
    request_for,
    windows_program_files,
    write_fake,
)
from tests.e2e.test_linux_install_undo import SUBLIBS, TOP, cuda_root
from tests.fakes.programs import program_bytes
from wizard.basics.events import LogLine, run_to_completion
from wizard.core.archives import zlibwapi
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.core.install.cuda_installer import install_cuda_step
from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda
from wizard.core.ops.base import OpContext

WINDOWS = sys.platform == "win32"
EVIL_RUNFILE = """#!/bin/sh
echo pwned > "{marker}"
exit 0
"""


def evil_installer(installer: Path, marker: Path) -> bytes:
    """Another installer of this OS for ``installer``'s place: it writes ``marker`` if it ever runs."""
    if WINDOWS:
        return program_bytes(installer.name, f"import pathlib\npathlib.Path({str(marker)!r}).write_text('pwned')\n")
    return EVIL_RUNFILE.format(marker=marker).encode()


def drive(step: Generator[Any, None, Any], when: Callable[[Any], bool], act: Callable[[], None]) -> Any:
    """Run a step to its end, calling ``act`` once, as soon as an event satisfies ``when``."""
    done = False
    try:
        while True:
            event = next(step)
            if not done and when(event):
                act()
                done = True
    except StopIteration as stop:
        assert done, "the measured point was never reached"
        return stop.value


def _swap(path: Path, data: bytes, how: str) -> None:
    if how == "replaced":
        other = path.with_name(path.name + ".other")
        other.write_bytes(data)
        os.replace(other, path)
    else:  # the same inode, rewritten in place (what a second open of the name cannot notice)
        with path.open("r+b") as stream:
            stream.write(data)
            stream.truncate()


@pytest.mark.usefixtures("windows_program_files")
@pytest.mark.parametrize("how", ["replaced", "rewritten in place"])
def test_the_cuda_installer_that_runs_is_the_one_whose_checksum_matched(tmp_path: Path, how: str) -> None:
    installer = write_fake(tmp_path)
    marker = tmp_path / "PWNED"
    evil = evil_installer(installer, marker)
    request = request_for(tmp_path, installer)
    result = drive(
        install_cuda_step(request),
        lambda event: isinstance(event, LogLine) and "Checksum matched" in event.text,
        lambda: _swap(installer, evil, how),
    )
    assert not marker.exists(), "an installer that was never verified ran"
    assert result.nvcc == "11.8"


@pytest.mark.usefixtures("windows_program_files")
def test_the_private_copy_of_the_installer_is_removed_after_the_run(tmp_path: Path) -> None:
    installer = write_fake(tmp_path)
    run_to_completion(install_cuda_step(request_for(tmp_path, installer)))
    argv_file = (tmp_path / "logs").glob("*.log")
    ran = next(argv_file).read_text().splitlines()[0]  # "$ sh /path/of/the/copy --silent ..." ("$ C:\\...\\copy -s")
    command = ran.removeprefix("$ ").removeprefix("sh ")
    copy = Path(command[: command.index(installer.name) + len(installer.name)])
    assert copy != installer and copy.name == installer.name
    assert not copy.exists() and not copy.parent.exists()


def _cudnn_entries(payload: Callable[[str], bytes]) -> TarSpec:
    version = b"#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 9\n#define CUDNN_PATCHLEVEL 7\n"
    entries: TarSpec = [(f"{TOP}/include/cudnn_version.h", "file", version),
                        (f"{TOP}/include/cudnn.h", "file", b"/* cudnn 8.9.7 */\n" * 50)]
    for sub in SUBLIBS:
        entries.append((f"{TOP}/lib/libcudnn{sub}.so.8.9.7", "file", payload(sub)))
        entries.append((f"{TOP}/lib/libcudnn{sub}.so.8", "symlink", f"libcudnn{sub}.so.8.9.7"))
    return entries


GOOD = _cudnn_entries(lambda sub: b"\x7fELF" + sub.encode() * 300 + b"good")
EVIL = _cudnn_entries(lambda sub: b"\x7fELF" + sub.encode() * 300 + b"evil")  # same names, same sizes


def _tagged_zip(source: Path, path: Path, tag: bytes) -> Path:
    """The Windows zip ``source`` again at ``path``, each DLL's bytes followed by ``tag`` (same names and sizes
    whatever the tag)."""
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as tagged:
        for entry in original.infolist():
            data = original.read(entry)
            tagged.writestr(entry.filename, data + tag if entry.filename.endswith(".dll") else data)
    return path


def _cudnn_archives(tmp_path: Path) -> tuple[Path, bytes, Path, Path]:
    """This OS's cuDNN archive whose libraries end in ``good``, the bytes of its ``evil`` twin, the CUDA folder it
    goes into and the main library's place there."""
    if WINDOWS:
        plain = cudnn_windows_zip(tmp_path / "plain.zip")
        archive = _tagged_zip(plain, tmp_path / WINDOWS_CUDNN_FILE, b"good")
        evil = _tagged_zip(plain, tmp_path / "evil.zip", b"evil").read_bytes()
        root = windows_cuda_folder(tmp_path / "v11.0")
        return archive, evil, root, root / "bin" / "cudnn64_8.dll"
    archive = make_tar(tmp_path / "cudnn.tar.xz", GOOD)
    evil = make_tar(tmp_path / "evil.tar.xz", EVIL).read_bytes()
    root = cuda_root(tmp_path / "cuda-12.2")
    return archive, evil, root, root / "lib64" / "libcudnn.so.8.9.7"


@pytest.mark.parametrize("how", ["replaced", "rewritten in place"])
def test_the_cudnn_libraries_installed_are_those_of_the_archive_whose_checksum_matched(
    tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    archive, evil, root, library = _cudnn_archives(tmp_path)
    op = CopyCudnnIntoCuda(archive=str(archive), into=str(root), os="windows" if WINDOWS else "linux",
                           sha256=hashlib.sha256(archive.read_bytes()).hexdigest())
    ctx = OpContext(step="test", backup_dir=tmp_path / "data" / "backups" / "run")
    drive(
        op.apply_step(ctx),
        lambda event: isinstance(event, LogLine) and event.text.startswith("Checked "),
        lambda: _swap(archive, evil, how),
    )
    assert library.read_bytes().endswith(b"good"), "another archive's libraries were installed"


def test_the_zlibwapi_dll_used_is_the_one_whose_sha256_matched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hook is injected between the checksum and the use (the DLL header check runs there)."""
    from tests.core.archives.test_cudnn_layouts import pe_image

    dll = tmp_path / "zlibwapi.dll"
    good = pe_image(0x8664) + b"good"
    dll.write_bytes(good)
    real_check = zlibwapi.is_amd64_dll

    def swap_then_check(path: Path) -> bool:
        dll.write_bytes(pe_image(0x8664) + b"evil")
        return real_check(path)

    monkeypatch.setattr(zlibwapi, "is_amd64_dll", swap_then_check)
    work = tmp_path / "work"
    work.mkdir()
    source = zlibwapi.zlib_from_file(dll, hashlib.sha256(good).hexdigest(), work)
    assert source.path.read_bytes() == good
    assert source.sha256 == hashlib.sha256(good).hexdigest()


@pytest.mark.parametrize("how", ["replaced", "rewritten in place"])
def test_already_verified_is_not_trusted_from_size_and_time_alone(tmp_path: Path, how: str) -> None:
    data = os.urandom(64 * 1024)
    dest = tmp_path / "cuda.run"
    options = EngineOptions(connections=1)
    with serving() as server, make_session() as session:
        request = DownloadRequest(server.add("/cuda.run", data), dest, Expected("sha256",
                                                                                hashlib.sha256(data).hexdigest()))
        run_to_completion(download_file(request, session, options))
        seen = dest.stat()
        _swap(dest, os.urandom(len(data)), how)
        os.utime(dest, ns=(seen.st_atime_ns, seen.st_mtime_ns))  # same size, same modification time
        _, outcome = run_to_completion(download_file(request, session, options))
    assert outcome.how != "already-verified"
    assert dest.read_bytes() == data
