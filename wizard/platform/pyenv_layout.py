"""Where things live inside a Python environment and in Jupyter's folders, as each OS lays them out.

A venv keeps its interpreter in ``bin/python`` (POSIX) or ``Scripts\\python.exe`` (Windows); a conda env in
``bin/python`` or at the prefix root (``python.exe``), with its DLLs in ``Library\\bin``. Jupyter's per-user
data folder is ``$JUPYTER_DATA_DIR``, else ``%APPDATA%\\jupyter`` on Windows and
``$XDG_DATA_HOME/jupyter`` (default ``~/.local/share/jupyter``) elsewhere, as jupyter_core's
``jupyter_data_dir`` reads it (macOS: ``~/Library/Jupyter``).
"""

from __future__ import annotations

import os
import platform
import sys
from pathlib import Path


def venv_python(prefix: Path) -> Path:
    """The interpreter of the venv at ``prefix``."""
    if sys.platform == "win32":
        return prefix / "Scripts" / "python.exe"
    return prefix / "bin" / "python"


def conda_python(prefix: Path) -> Path:
    """The interpreter of the conda env at ``prefix``."""
    if sys.platform == "win32":
        return prefix / "python.exe"
    return prefix / "bin" / "python"


def env_library_dirs(prefix: Path) -> list[Path]:
    """Folders of a conda env that must be on PATH for its DLLs to load (Windows); none elsewhere."""
    if sys.platform == "win32":
        return [prefix, prefix / "Library" / "mingw-w64" / "bin", prefix / "Library" / "usr" / "bin",
                prefix / "Library" / "bin", prefix / "Scripts"]
    return []


def library_path_variable() -> str:
    """The variable the dynamic loader searches: PATH on Windows, LD_LIBRARY_PATH on Linux."""
    if sys.platform == "win32":
        return "PATH"
    if sys.platform == "darwin":
        return "DYLD_LIBRARY_PATH"
    return "LD_LIBRARY_PATH"


def site_packages(prefix: Path) -> list[Path]:
    """The site-packages folders of the env at ``prefix`` (one, normally)."""
    if sys.platform == "win32":
        return [prefix / "Lib" / "site-packages"]
    return sorted((prefix / "lib").glob("python3*/site-packages"))


def future_site_packages(prefix: Path, python: str) -> Path:
    """Where the site-packages of an env for Python ``python`` (X.Y) at ``prefix`` will be, before it exists."""
    if sys.platform == "win32":
        return prefix / "Lib" / "site-packages"
    return prefix / "lib" / f"python{python}" / "site-packages"


def pip_cuda_lib_dirs(prefix: Path) -> list[Path]:
    """The ``nvidia/*/lib`` folders of the pip CUDA wheels (``tensorflow[and-cuda]``) in the env at ``prefix``."""
    return [lib for packages in site_packages(prefix) for lib in sorted(packages.glob("nvidia/*/lib"))
            if lib.is_dir()]


def jupyter_data_dir() -> Path:
    """Jupyter's per-user data folder (its ``kernels/`` holds the user's kernelspecs)."""
    override = os.environ.get("JUPYTER_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) / "jupyter" if appdata else Path.home() / "AppData" / "Roaming" / "jupyter"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Jupyter"
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / "jupyter"


def default_miniforge_prefix() -> Path:
    """Where Miniforge goes for this user: ``%USERPROFILE%\\miniforge3`` or ``~/miniforge3`` (its default)."""
    return Path.home() / "miniforge3"


def miniforge_install_command(installer: Path, prefix: Path) -> list[str]:
    """The silent per-user install: NSIS switches on Windows (``/D=`` must come last, unquoted), the shell
    installer's batch mode elsewhere. No PATH change, no registration as the system's Python. The shell
    installer gets ``-u`` because the wizard made the prefix (with its marker) first: see
    :func:`miniforge_prefix_premade`."""
    if sys.platform == "win32":
        return [str(installer), "/S", "/InstallationType=JustMe", "/AddToPath=0", "/RegisterPython=0",
                "/NoShortcuts=1", "/NoRegistry=1", f"/D={prefix}"]
    return ["bash", str(installer), "-b", "-p", str(prefix), "-u"]


def miniforge_prefix_premade() -> bool:
    """True where the Miniforge installer accepts a prefix the wizard made (holding only its marker) before
    it runs: the shell installer with ``-u``. The NSIS one may refuse a folder that is not empty, so on Windows
    the prefix is left for the installer to make."""
    return sys.platform != "win32"


def miniforge_installer_name() -> str:
    """The Miniforge installer for this OS and CPU, as the project names its release files."""
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    if sys.platform == "win32":
        return "Miniforge3-Windows-x86_64.exe"
    if sys.platform == "darwin":
        return f"Miniforge3-MacOSX-{'arm64' if machine == 'aarch64' else 'x86_64'}.sh"
    return f"Miniforge3-Linux-{machine}.sh"
