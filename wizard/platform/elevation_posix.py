"""Linux/macOS elevation: run the helper through pkexec (graphical prompt) or sudo (terminal prompt)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping
from typing import TYPE_CHECKING

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.i18n import tr

if TYPE_CHECKING:
    from wizard.platform.child_launch import ChildLaunch

# pkexec(1): "126 - the authorization could not be obtained because the user dismissed the
# authentication dialog"; 127 - not authorized.
PKEXEC_DISMISSED = 126
PKEXEC_NOT_AUTHORIZED = 127


def elevation_prefix(environ: Mapping[str, str] | None = None) -> list[str]:
    """What to put in front of the command: nothing as root, pkexec in a desktop session, else sudo."""
    env = os.environ if environ is None else environ
    if _euid() == 0:
        return []
    desktop = bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    pkexec = shutil.which("pkexec")
    if desktop and pkexec:
        return [pkexec]
    sudo = shutil.which("sudo")
    if sudo:
        return [sudo, "--"]
    raise WizardError(
        tr("Elevation", "This change needs root, but neither pkexec nor sudo is available."),
        hint=tr("Elevation", "Choose the user scope, or run the command as root."),
        reference="elevation-unavailable",
    )


def _euid() -> int:
    geteuid = getattr(os, "geteuid", None)  # absent on Windows, where this module is never chosen
    return int(geteuid()) if geteuid is not None else -1


def helper_start(environ: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """The helper's fixed working folder and PATH: the root folder and the system's own binaries."""
    del environ  # nothing of the user's: the same start for everyone
    return "/", {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin"}


def restrict_new_files() -> None:
    """What the helper makes in admin-only folders is never group- or world-writable (copy_admin)."""
    os.umask(0o022)


def launch_elevated(launch: ChildLaunch) -> int:
    """Run the child as root in its fixed folder with only its own environment (sudo and pkexec get that
    environment, so nothing of the user's can leak through a ``--preserve-env`` policy); wait for it.
    A dismissed prompt is a cancel, not an error."""
    prefix = elevation_prefix()
    completed = subprocess.run([*prefix, *launch.argv], cwd=launch.cwd, env=dict(launch.env), check=False)
    if prefix and prefix[0].endswith("pkexec") and completed.returncode == PKEXEC_DISMISSED:
        raise Cancelled()
    if prefix and completed.returncode == PKEXEC_NOT_AUTHORIZED:
        raise WizardError(
            tr("Elevation", "You are not allowed to make system-wide changes on this computer."),
            hint=tr("Elevation", "Choose the user scope, or ask an administrator."),
            reference="elevation-refused",
        )
    return completed.returncode
