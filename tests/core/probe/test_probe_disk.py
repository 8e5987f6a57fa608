"""CUDA toolkits, cuDNN, conda and Pythons found on disk: real folders and files laid out in tmp_path.

The programs (nvcc, conda) are real ones made by tests/fakes/programs.py, in each OS's layout where the test is
about a folder both have (``bin\\nvcc.exe``, ``Scripts\\conda.exe`` on Windows). The Linux-only places (/usr/local,
/usr/include, lib64, pyenv shims, ``python3.X`` names on PATH) are POSIX-only here; Windows' own places are
tests/platform/test_probe_windows.py's and tests/core/install/test_cuda_windows_details.py's.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.core.conda_standin import conda_folder
from tests.fakes.fake_nvml import probe_test_context
from tests.fakes.programs import make_program
from wizard.core.probe.conda import probe_conda, version_from_meta
from wizard.core.probe.cuda_toolkits import probe_cuda_toolkits
from wizard.core.probe.cudnn import header_version, library_version, probe_cudnn
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.pythons import probe_pythons
from wizard.platform.probe_context import ProbeContext

CUDNN_8_1_HEADER = "#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 1\n#define CUDNN_PATCHLEVEL 0\n"


def _executable(path: Path, source: str = "") -> Path:
    """A real program at ``path`` (``path.exe`` on Windows) running the Python ``source``."""
    return make_program(path.parent, path.name, source)


def _posix_executable(path: Path, text: str = "#!/bin/sh\n") -> Path:
    """A file with exactly ``text``, executable (the POSIX-only tests read what is in it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


LINUX_FOLDERS = "the Linux places (/usr/local, /usr/include, lib64); see tests/platform/test_probe_windows.py"


def _toolkit(folder: Path, version: str | None, *, style: str = "json", nvcc: bool = True) -> Path:
    folder.mkdir(parents=True)
    (folder / "bin").mkdir()
    if nvcc:
        _executable(folder / "bin" / "nvcc")
    if version and style == "json":
        (folder / "version.json").write_text(json.dumps({"cuda": {"name": "CUDA SDK", "version": version}}))
    elif version:
        (folder / "version.txt").write_text(f"CUDA Version {version}\n")
    return folder


def _run(probe: object, ctx: ProbeContext, draft: FactsDraft | None = None) -> FactsDraft:
    draft = draft or FactsDraft(family="linux")
    probe(ctx, draft)  # type: ignore[operator]
    return draft


@pytest.mark.posix_only(LINUX_FOLDERS)
def test_toolkits_in_standard_folders_read_their_version_files(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    _toolkit(ctx.at_root("/usr/local/cuda-11.2"), "11.2.2")
    _toolkit(ctx.at_root("/usr/local/cuda-10.1"), "10.1.243", style="txt")
    (ctx.at_root("/usr/local/cuda")).symlink_to(ctx.at_root("/usr/local/cuda-11.2"))
    draft = _run(probe_cuda_toolkits, ctx)
    assert [(t.version, Path(t.root).name) for t in draft.cuda_toolkits] == [
        ("10.1.243", "cuda-10.1"),
        ("11.2.2", "cuda-11.2"),
    ]  # the cuda symlink is the same toolkit


def test_cuda_path_variables_come_first_and_name_their_source(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    v11 = _toolkit(tmp_path / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v11.2", "11.2.2")
    v10 = _toolkit(tmp_path / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v10.0", None, style="txt")
    env = {**ctx.env, "CUDA_PATH": str(v11), "CUDA_PATH_V11_2": str(v11), "CUDA_PATH_V10_0": str(v10)}
    draft = _run(probe_cuda_toolkits, probe_test_context(tmp_path, env=env))
    assert [(t.version, t.source) for t in draft.cuda_toolkits] == [
        ("11.2.2", "CUDA_PATH"),
        ("10.0", "CUDA_PATH_V10_0"),
    ]


def test_toolkit_without_version_files_asks_nvcc(tmp_path: Path) -> None:
    """Real subprocess: a fake nvcc printing what nvcc 11.2 prints, in a folder the probe looks in (Arch's
    /opt/cuda; on Windows the installer's folder under %ProgramW6432%)."""
    ctx = probe_test_context(tmp_path)
    if sys.platform == "win32":
        program_files = tmp_path / "Program Files"
        ctx = probe_test_context(tmp_path, env={**ctx.env, "ProgramW6432": str(program_files)})
        folder = _toolkit(program_files / "NVIDIA GPU Computing Toolkit" / "CUDA" / "v11.2", None, nvcc=False)
    else:
        folder = _toolkit(ctx.at_root("/opt/cuda"), None, nvcc=False)
    nvcc = _executable(folder / "bin" / "nvcc", "print('Cuda compilation tools, release 11.2, V11.2.152')\n")
    draft = _run(probe_cuda_toolkits, ctx)
    assert [(t.version, t.nvcc) for t in draft.cuda_toolkits] == [("11.2.152", str(nvcc))]


def test_a_folder_that_is_not_a_toolkit_is_ignored(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    ctx.at_root("/usr/local/cuda-docs").mkdir(parents=True)
    assert _run(probe_cuda_toolkits, ctx).cuda_toolkits == []


@pytest.mark.parametrize(
    ("text", "version"),
    [
        (CUDNN_8_1_HEADER, "8.1.0"),
        ("#define CUDNN_MAJOR      7\n#define CUDNN_MINOR      6\n#define CUDNN_PATCHLEVEL 5\n", "7.6.5"),
        ('#include "cudnn_version.h"\n', None),
    ],
    ids=["cudnn_version.h-8.1.0", "old-cudnn.h-7.6.5", "cudnn8-cudnn.h-only-includes"],
)
def test_cudnn_header_defines_give_the_version(text: str, version: str | None) -> None:
    assert header_version(text) == version


def test_cudnn_library_names_give_the_most_precise_version() -> None:
    assert library_version(["cudnn64_8.dll", "cudnn_ops_infer64_8.dll"]) == "8"
    assert library_version(["libcudnn.so", "libcudnn.so.8", "libcudnn.so.8.9.2"]) == "8.9.2"


@pytest.mark.posix_only(LINUX_FOLDERS)
def test_cudnn_copied_into_a_toolkit_is_found_with_header_and_libraries(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    root = _toolkit(ctx.at_root("/usr/local/cuda-11.2"), "11.2.2")
    (root / "include").mkdir()
    (root / "include" / "cudnn_version.h").write_text(CUDNN_8_1_HEADER)
    (root / "lib64").mkdir()
    for name in ("libcudnn.so", "libcudnn.so.8", "libcudnn.so.8.1.0", "libcudnn_ops_infer.so.8"):
        (root / "lib64" / name).write_text("")
    draft = _run(probe_cuda_toolkits, ctx)
    _run(probe_cudnn, ctx, draft)
    [found] = draft.cudnn
    assert (found.version, found.location) == ("8.1.0", str(root))
    assert found.libraries == ("libcudnn.so", "libcudnn.so.8", "libcudnn.so.8.1.0")


def test_cudnn_dll_on_path_without_header_reports_its_major(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    folder = tmp_path / "tools" / "cudnn" / "bin"
    folder.mkdir(parents=True)
    (folder / "cudnn64_7.dll").write_text("")
    draft = _run(probe_cudnn, probe_test_context(tmp_path, env={"PATH": f"{ctx.env['PATH']}{os.pathsep}{folder}"}))
    assert [(c.version, c.source, c.libraries) for c in draft.cudnn] == [
        ("7", "library name", ("cudnn64_7.dll",))
    ]


@pytest.mark.posix_only(LINUX_FOLDERS)
def test_cudnn_from_distribution_packages_in_usr(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    include = ctx.at_root("/usr/include/x86_64-linux-gnu")
    include.mkdir(parents=True)
    (include / "cudnn_version.h").write_text(
        CUDNN_8_1_HEADER.replace("1\n#define CUDNN_PATCHLEVEL 0", "9\n#define CUDNN_PATCHLEVEL 2")
    )
    assert [c.version for c in _run(probe_cudnn, ctx).cudnn] == ["8.9.2"]


def _conda(root: Path, version: str | None = "23.1.0", envs: tuple[str, ...] = ()) -> Path:
    _executable(conda_folder(root) / "conda")
    (root / "conda-meta").mkdir(parents=True)
    if version:
        (root / "conda-meta" / f"conda-{version}-py310h06a4308_0.json").write_text("{}")
    (root / "condabin").mkdir()
    (root / "condabin" / "conda.bat").write_text("@echo off\n")
    for name in envs:
        (root / "envs" / name / "conda-meta").mkdir(parents=True)
    (root / "envs").mkdir(exist_ok=True)
    (root / "envs" / "not-an-env").mkdir()
    return root


def test_conda_in_the_home_is_found_with_version_and_envs(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    root = _conda(ctx.home / "miniconda3", envs=("tf", "tf-2.10"))
    [found] = _run(probe_conda, ctx).conda
    assert (found.executable, found.version, found.root, found.envs) == (
        str(_executable(conda_folder(root) / "conda")),
        "23.1.0",
        str(root),
        ("tf", "tf-2.10"),
    )


def test_conda_exe_points_at_a_root_outside_the_standard_folders(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    root = _conda(tmp_path / "tools" / "forge", version="24.3.0")
    env = {**ctx.env, "CONDA_EXE": str(_executable(conda_folder(root) / "conda"))}
    assert [c.version for c in _run(probe_conda, probe_test_context(tmp_path, env=env)).conda] == ["24.3.0"]


def test_conda_version_falls_back_to_the_history_file(tmp_path: Path) -> None:
    root = _conda(tmp_path / "anaconda3", version=None)
    (root / "conda-meta" / "history").write_text(
        "==> 2021-01-01 <==\n+defaults::conda-4.9.2-py38h06a4308_0\n"
        "==> 2023-05-01 <==\n-defaults::conda-4.9.2-py38h06a4308_0\n+defaults::conda-23.3.1-py38h06a4308_0\n"
    )
    assert version_from_meta(root) == "23.3.1"


def test_conda_without_version_files_asks_conda_with_a_timeout(tmp_path: Path) -> None:
    """Real subprocess: a fake conda that prints its version (given time to start: the Windows stand-in is a
    launcher and a Python, slower under wine than the probe's short default)."""
    ctx = probe_test_context(tmp_path, timeout=30.0)
    root = _conda(ctx.home / "miniforge3", version=None)
    _executable(conda_folder(root) / "conda", "print('conda 24.1.2')\n")
    assert [c.version for c in _run(probe_conda, ctx).conda] == ["24.1.2"]


@pytest.mark.posix_only("POSIX names its Pythons python3.X on PATH; Windows' are found through the registry (PEP 514)")
def test_running_python_comes_first_and_path_pythons_follow_once_each(tmp_path: Path) -> None:
    ctx = probe_test_context(tmp_path)
    bin_dir = Path(ctx.env["PATH"])
    _posix_executable(bin_dir / "python3.10")
    _posix_executable(bin_dir / "python3.9")
    (bin_dir / "python3.12").write_text("not executable")
    (bin_dir / "python3.10-config").write_text("")
    other = tmp_path / "other"
    other.mkdir()
    (other / "python3.10").symlink_to(bin_dir / "python3.10")
    draft = _run(
        probe_pythons,
        probe_test_context(
            tmp_path,
            env={"PATH": f"{bin_dir}:{other}"},
            python_version="3.11.7",
            python_executable="/x/python",
        ),
    )
    assert [(p.version, p.source) for p in draft.pythons] == [
        ("3.11.7", "running"),
        ("3.9", "PATH"),
        ("3.10", "PATH"),
    ]


@pytest.mark.posix_only("pyenv's shims are bash scripts: pyenv is POSIX's (pyenv-win is not looked for)")
def test_a_pyenv_shim_is_reported_as_the_interpreter_it_stands_for_or_not_at_all(tmp_path: Path) -> None:
    """pyenv shims only run selected versions; the probe names the installed interpreter behind each."""
    shims = tmp_path / "pyenv" / "shims"
    shim = '#!/usr/bin/env bash\nset -e\nexec "/opt/pyenv/libexec/pyenv" exec "$program" "$@"\n'
    _posix_executable(shims / "python3.12", shim)
    _posix_executable(shims / "python3.9", shim)
    _posix_executable(tmp_path / "pyenv" / "versions" / "3.12.9" / "bin" / "python3.12", "\x7fELF")
    real = _posix_executable(tmp_path / "pyenv" / "versions" / "3.12.10" / "bin" / "python3.12", "\x7fELF")
    draft = _run(
        probe_pythons,
        probe_test_context(
            tmp_path,
            env={"PATH": str(shims), "PYENV_ROOT": str(tmp_path / "pyenv")},
            python_version="3.11.7",
            python_executable="/x/python",
        ),
    )
    assert [(p.version, p.executable) for p in draft.pythons[1:]] == [("3.12", str(real))]
