"""The installer backend: uv where it runs (fast, parallel downloads), pip where it does not or when asked.

uv comes from the ``uv`` package (its wheel ships the binary for each OS; ``uv.find_uv_bin()`` finds it, also
in a frozen bundle). pip needs an interpreter of the planned version to make the venv with ``-m venv``, and
runs as ``ENV_PYTHON -m pip`` so it always installs into that env. Commands are argument lists; index and
proxy settings go through the environment (:mod:`wizard.core.pyenv.index`).

Installs take wheels only (uv ``--no-build``, pip ``--only-binary :all:``), for the requirement and every
dependency: an sdist runs its own setup code at install time and needs compilers most users do not have, so
an index offering only source code is refused (:mod:`.explain` says so plainly) instead of built. The few
sdists an old TensorFlow needs are built beforehand from hash-checked files (:mod:`.sdists`) and reach the
install as wheels in a local folder (``find_links``), so the install itself keeps the switch with no exception.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from packaging.version import InvalidVersion, Version

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.platform.bounded_output import run_bounded
from wizard.platform.probe import CURRENT_PLATFORM

InstallerName = Literal["uv", "pip"]
INSTALLERS: tuple[InstallerName, ...] = ("uv", "pip")
_CHECK_TIMEOUT_S = 15
RAW_PROGRESS_PIP = Version("24.1")


@dataclass(frozen=True)
class Installer:
    """Which tool installs; ``uv`` is its binary (None for pip). ``fallback`` says why pip was chosen."""

    name: InstallerName
    uv: str | None = None
    fallback: str = ""

    def venv_command(self, python: str, prefix: Path) -> list[str]:
        """Create a venv at ``prefix`` from the interpreter ``python`` (a path)."""
        if self.uv:
            return [self.uv, "venv", "--no-project", "--python", python, str(prefix)]
        return [python, "-m", "venv", str(prefix)]

    def install_command(
        self, env_python: Path, requirements: list[str], *, raw_progress: bool = False,
        find_links: tuple[Path, ...] = (), no_deps: bool = False,
    ) -> list[str]:
        """Install exactly ``requirements`` into the env whose interpreter is ``env_python``, from wheels only.

        ``raw_progress``: pip prints ``Progress X of Y`` per download (pip >= 24.1, :func:`pip_has_raw_progress`).
        ``find_links``: local folders of wheels (the checked sdists' builds, a wheel folder given as the index).
        """
        links = [arg for folder in find_links for arg in ("--find-links", str(folder))]
        links += ["--no-deps"] if no_deps else []  # ``no_deps``: these exact pins only (the torch family's index)
        if self.uv:
            return [self.uv, "pip", "install", "--python", str(env_python), "--no-build", *links, *requirements]
        bar = "raw" if raw_progress else "off"
        return [str(env_python), "-m", "pip", "install", "--progress-bar", bar, "--no-input", "--only-binary", ":all:",
                *links, *requirements]

    def uninstall_command(self, env_python: Path, names: list[str]) -> list[str]:
        """Remove the distributions ``names`` from the env."""
        if self.uv:
            return [self.uv, "pip", "uninstall", "--python", str(env_python), *names]
        return [str(env_python), "-m", "pip", "uninstall", "--yes", *names]


def pip_has_raw_progress(env_python: Path) -> bool:
    """True when the env's pip has ``--progress-bar raw`` (added in pip 24.1, pypa/pip#12586)."""
    try:
        answer = run_bounded([str(env_python), "-m", "pip", "--version"], timeout=_CHECK_TIMEOUT_S, tied=True)
    except (OSError, subprocess.SubprocessError):
        return False
    match = re.match(r"pip (\S+) ", answer.out_text())
    try:
        return match is not None and Version(match.group(1)) >= RAW_PROGRESS_PIP
    except InvalidVersion:
        return False


def bundled_uv() -> Path | None:
    """In the frozen app, the uv binary that build.spec put in ``_internal/bin`` (where uv's own lookup looks)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    candidate = Path(bundle) / "bin" / CURRENT_PLATFORM.executable_name("uv")
    return candidate if candidate.is_file() else None


def find_uv() -> tuple[str | None, str]:
    """uv's binary when it runs here, else None and why (shown when pip is used instead)."""
    try:
        bundled = bundled_uv()
        if bundled is not None:
            binary = str(bundled)
        else:
            import uv

            binary = str(uv.find_uv_bin())
    except (ImportError, FileNotFoundError) as error:
        return None, tr("Installer", "uv is not available ({error}).").format(error=error)
    try:
        if (code := run_bounded([binary, "--version"], timeout=_CHECK_TIMEOUT_S, tied=True).returncode) != 0:
            raise subprocess.CalledProcessError(code, [binary, "--version"])
    except (OSError, subprocess.SubprocessError) as error:
        return None, tr("Installer", "uv cannot run on this system ({error}).").format(error=error)
    return binary, ""


def choose_installer(requested: str | None = None) -> Installer:
    """``pip`` when asked; else uv when it runs; else pip (saying why), or an error when uv was demanded."""
    if requested not in (None, *INSTALLERS):
        raise BadInputError(
            tr("Installer", "Unknown installer '{name}'.").format(name=requested),
            hint=tr("Installer", "Choose uv or pip."),
        )
    if requested == "pip":
        return Installer("pip")
    binary, problem = find_uv()
    if binary is not None:
        return Installer("uv", binary)
    if requested == "uv":
        raise BadInputError(problem, hint=tr("Installer", "Use pip instead (--installer pip)."),
                            reference="installer-uv-unavailable")
    return Installer("pip", fallback=problem)
