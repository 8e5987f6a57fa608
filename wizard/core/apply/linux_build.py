"""The wizard's Linux build for the WSL2 route: the release's own asset, fetched and verified when the route runs.

Why not inside the installer: it is 58 MB, already gzip (LZMA cannot shrink it), and only WSL2 users need it,
who download gigabytes at that step anyway. The release writes its address and SHA-256 into
``resources/linux-build.json`` before it freezes the app (installers/pin_linux_build.py), so the file fetched is the
one built with this app and nothing else: the download engine refuses any other bytes before they are renamed
into place, so nothing unverified is ever unpacked inside WSL.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.events import Step
from wizard.basics.i18n import tr
from wizard.core.download.cache import downloads_dir
from wizard.core.download.engine import download_file
from wizard.core.download.errors import NetworkError
from wizard.core.download.hashing import Expected
from wizard.core.download.model import DownloadRequest
from wizard.core.download.network import NetworkSettings, make_session
from wizard.core.wsl.bundle import BUNDLE_NAME
from wizard.resources import resource_path

PIN_FILE = "linux-build.json"  # {"url": ..., "sha256": ..., "size": ...}: written when the release is built
DOWNLOAD_KEY = "linux-build"


class LinuxBuildOfflineError(NetworkError):
    """The Linux build could not be fetched: no network (or the release cannot be reached); nothing was changed
    inside WSL, and the partial file is kept for the next run (reference: download-network, as every download's)."""


@dataclass(frozen=True)
class LinuxBuildPin:
    """Where the release's Linux build is and the SHA-256 it must have (the release wrote both)."""

    url: str
    sha256: str
    size: int | None = None


def pinned_linux_build(path: Path | None = None) -> LinuxBuildPin | None:
    """The pin this app was built with; None in a build without one (a checkout: TFGPU_WIZARD_LINUX_CLI then)."""
    pin = path or resource_path(PIN_FILE)
    try:
        document = json.loads(pin.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise WizardError(
            tr("Wsl", "The wizard's record of its Linux build ({path}) cannot be read: {why}").format(
                path=pin, why=error),
            hint=tr("Wsl", "Reinstall tfgpu-wizard."), reference="wsl-linux-cli-missing") from error
    size = document.get("size")
    return LinuxBuildPin(str(document["url"]), str(document["sha256"]), int(size) if size else None)


def linux_build_request(pin: LinuxBuildPin, folder: Path | None) -> DownloadRequest:
    """The download of the pinned build: into the download cache, or into the folder the user gave (``--dest``),
    where a copy the user put there is used once it verifies ("Use my file") and refused, never replaced, when
    it does not."""
    return DownloadRequest(pin.url, (folder or downloads_dir()) / BUNDLE_NAME, Expected("sha256", pin.sha256),
                           pin.size, key=DOWNLOAD_KEY, keep_existing=folder is not None)


def fetch_linux_build(pin: LinuxBuildPin, folder: Path | None, settings: NetworkSettings) -> Step[Path]:
    """Fetch (or resume, or find already verified) the pinned build; its path once its SHA-256 matched."""
    request = linux_build_request(pin, folder)
    session = make_session(settings)
    try:
        outcome = yield from download_file(request, session)
    except NetworkError as error:
        raise LinuxBuildOfflineError(
            tr("Wsl", "The wizard's Linux build, which it puts inside WSL, could not be downloaded: this computer "
                      "seems to be offline, or {url} cannot be reached.").format(url=pin.url),
            hint=tr("Wsl", "Connect to the internet and run the setup again: the download goes on where it "
                           "stopped. Or download {name} from the same release on another computer, put it in a "
                           "folder here and run 'tfgpu-wizard apply --dest FOLDER' with that folder: it is checked "
                           "the same way.").format(name=BUNDLE_NAME),
            context={"url": pin.url}) from error
    finally:
        session.close()
    if outcome.status != "verified":
        raise LinuxBuildOfflineError(
            tr("Wsl", "The download of the wizard's Linux build was paused."),
            hint=tr("Wsl", "Run the setup again: the download goes on where it stopped."))
    return outcome.path


def use_own_linux_build(pin: LinuxBuildPin, chosen: Path, settings: NetworkSettings) -> Step[Path]:
    """The user's own copy of the build ("Use my file…": downloaded on another computer): it goes through the same
    download engine from its ``file://`` address into the place the route looks first, checked against the same
    pinned SHA-256. A wrong file is refused and left as it is, and nothing of it is kept; the right one is then
    found verified by the route's next run, which needs no network for it."""
    return (yield from fetch_linux_build(replace(pin, url=chosen.resolve().as_uri()), None, settings))
