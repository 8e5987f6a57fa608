"""Where the wizard's Linux build is on this computer (named, or beside the app), and what it needs.

Why an archive: it goes into the distribution through wsl.exe's standard input (``tar -xzf -``), so no
Windows path has to be translated into a Linux one. ``TFGPU_WIZARD_LINUX_CLI`` names another archive (a
build of your own, or the tests' launcher of this checkout).

Why a frozen build (PyInstaller, installers/linux-cli.spec) and not the wizard's wheel installed inside: a fresh
Ubuntu has a ``python3`` but not ``python3-venv`` (nor pip), and installing those needs root inside; the frozen
build brings its own Python and uv and runs as the Linux user alone. What it cannot bring is glibc: its
``build-info.json`` names the newest glibc any of its programs needs, and an older distribution is refused
before anything is copied.
"""

from __future__ import annotations

import json
import os
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.planner.versions import at_least

BUNDLE_VARIABLE = "TFGPU_WIZARD_LINUX_CLI"
BUNDLE_NAME = "tfgpu-wizard-linux.tar.gz"  # holds ``tfgpu-wizard`` (the program) at its top
BUILD_INFO = "build-info.json"  # beside it: {"wizard_version": "0.1.0", "glibc_floor": "2.34"}


class GlibcTooOldError(WizardError):
    """The distribution's glibc is older than the one the Linux build was made against (it would not start)."""

    reference = "wsl-glibc-too-old"


@dataclass(frozen=True)
class LinuxBuildInfo:
    """What the Linux build says of itself: the wizard's version, and the newest glibc its programs need."""

    wizard_version: str
    glibc_floor: str


def local_linux_build() -> Path | None:
    """The archive named by ``TFGPU_WIZARD_LINUX_CLI``, or one beside the app (an installer that carried it);
    None when neither is there (the release's build is then fetched: wizard.core.apply.linux_build)."""
    named = os.environ.get(BUNDLE_VARIABLE)
    candidate = _candidate(named)
    return candidate if candidate.is_file() else None


def _candidate(named: str | None) -> Path:
    return Path(named) if named else Path(sys.executable).resolve().parent / "linux" / BUNDLE_NAME


def linux_cli_bundle() -> Path:
    """The archive of the Linux build here; refused when this installation has none."""
    candidate = _candidate(os.environ.get(BUNDLE_VARIABLE))
    if not candidate.is_file():
        raise WizardError(
            tr("Wsl", "The wizard's Linux build is not here ({path}), so it cannot be put inside WSL.").format(
                path=candidate),
            hint=tr("Wsl", "Reinstall tfgpu-wizard with its WSL part, or install it inside WSL yourself and run "
                           "'tfgpu-wizard apply --plan plan.json' there."),
            reference="wsl-linux-cli-missing")
    return candidate


def build_info(archive: Path) -> LinuxBuildInfo | None:
    """The archive's ``build-info.json`` (packed first, so only its start is read); None in an archive without
    one (a launcher of your own through ``TFGPU_WIZARD_LINUX_CLI``: taken as it is); refused when unreadable."""
    try:
        with tarfile.open(archive, "r:gz") as tar:
            for member in tar:
                if member.name.removeprefix("./") != BUILD_INFO:
                    continue
                stream = tar.extractfile(member)
                document = json.loads(stream.read().decode("utf-8")) if stream is not None else {}
                return LinuxBuildInfo(str(document.get("wizard_version", "")), str(document.get("glibc_floor", "")))
    except (OSError, EOFError, tarfile.TarError, ValueError, AttributeError) as error:
        raise WizardError(
            tr("Wsl", "The wizard's Linux build ({path}) cannot be read: {why}").format(path=archive, why=error),
            hint=tr("Wsl", "Reinstall tfgpu-wizard with its WSL part, or install it inside WSL yourself and run "
                           "'tfgpu-wizard apply --plan plan.json' there."),
            reference="wsl-linux-cli-missing") from error
    return None


def refuse_older_glibc(archive: Path, distro: str, glibc: str | None) -> None:
    """Refuse a distribution whose glibc (``ldd --version``'s) is older than the build's floor; an unknown one
    goes on (the build then says itself whether it starts)."""
    info = build_info(archive)
    if info is None or not info.glibc_floor or not glibc or at_least(glibc, info.glibc_floor):
        return
    raise GlibcTooOldError(
        tr("Wsl", "The wizard's Linux build needs glibc {needed} or newer, and {distro} has glibc {found}, so it "
                  "cannot run there.").format(needed=info.glibc_floor, distro=distro, found=glibc),
        hint=tr("Wsl", "Use the distribution the wizard installs (Ubuntu-24.04), or install tfgpu-wizard inside "
                       "{distro} yourself and run 'tfgpu-wizard apply --plan plan.json' there.").format(
            distro=distro))
