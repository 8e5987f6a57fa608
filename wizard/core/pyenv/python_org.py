"""The python.org Windows installer of a planned Python: which file, its known SHA-256, and how to run it.

Used on Windows when the planned Python is not installed and uv cannot fetch its managed one. Only an
installer whose SHA-256 is recorded in ``resources/python/windows_installers.json`` (with its source) is ever
run; for any other version the error names exactly what to install by hand. The installer runs per user and
silent: ``InstallAllUsers=0`` (no administrator), ``PrependPath=0`` (the user's PATH is left alone; the wizard
uses the interpreter by its path), ``Include_launcher=0`` (the ``py`` launcher is a machine-wide install),
``TargetDir`` (a folder the wizard chose, so undo knows what it made). Options: python.org's "Using Python on
Windows", section "Installing Without UI".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.resources import resource_path

DATA = ("python", "windows_installers.json")
DOWNLOADS_PAGE = "https://www.python.org/downloads/windows/"


@dataclass(frozen=True)
class PythonOrgInstaller:
    """One installer: the full version, where python.org publishes it, its SHA-256 and where that came from."""

    version: str
    url: str
    sha256: str
    source: str

    @property
    def file_name(self) -> str:
        """``python-3.10.11-amd64.exe``."""
        return self.url.rsplit("/", 1)[-1]


def known_installers() -> dict[str, PythonOrgInstaller]:
    """The recorded installers by minor version (``3.10``)."""
    data = json.loads(resource_path(*DATA).read_text(encoding="utf-8"))
    found = [PythonOrgInstaller(**row) for row in data["installers"]]
    return {".".join(row.version.split(".")[:2]): row for row in found}


def installer_for(version: str) -> PythonOrgInstaller:
    """The recorded installer of ``version`` (``3.10`` or ``3.10.11``); refused when none is recorded."""
    minor = ".".join(version.split(".")[:2])
    found = known_installers().get(minor)
    if found is None:
        raise BadInputError(
            tr("PyEnv", "The wizard knows no verified python.org installer of Python {version}, so it will not "
               "run one.").format(version=minor),
            hint=tr("PyEnv", "Install Python {version} (64-bit) yourself from {url}: choose \"Install Now\" without "
                    "administrator rights. Then try again.").format(version=minor, url=DOWNLOADS_PAGE),
            reference="python-org-unverified",
        )
    return found


def install_command(installer: Path, target: Path) -> list[str]:
    """Per user, silent, PATH and the py launcher untouched, into ``target``."""
    return [str(installer), "/quiet", "InstallAllUsers=0", "PrependPath=0", "Include_launcher=0",
            "Include_test=0", "Shortcuts=0", f"TargetDir={target}"]


def uninstall_command(installer: Path) -> list[str]:
    """The same installer removes what it installed."""
    return [str(installer), "/uninstall", "/quiet"]


def interpreter_in(target: Path) -> Path:
    """Where the installed interpreter is."""
    return target / "python.exe"
