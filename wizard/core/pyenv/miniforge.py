"""Fetch the Miniforge installer with the SHA-256 published beside it, through the wizard's download engine.

The ``<installer>.sha256`` file is read first (a few bytes, size-capped), then the installer is downloaded
and verified while it streams (resume, retries, proxy and trust store as every download). Nothing is run
here: :class:`wizard.core.pyenv.miniforge_ops.InstallMiniforge` checks the hash again just before it runs it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import requests

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Step
from wizard.basics.i18n import tr
from wizard.core.download.cache import downloads_dir
from wizard.core.download.engine import DownloadRequest, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.published import fetch_md5_list
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import JournaledRun
from wizard.platform.pyenv_layout import miniforge_installer_name
from wizard.resources import resource_path

_SHA256 = re.compile(r"\b([0-9a-fA-F]{64})\b")


def published_base() -> str:
    """Where the installers are published (``resources/mirrors/miniforge.json``)."""
    data = json.loads(resource_path("mirrors", "miniforge.json").read_text(encoding="utf-8"))
    return str(data["base"])


def parse_sha256_file(text: str, name: str) -> str:
    """The hash in a ``.sha256`` file (``HEX  NAME`` or just ``HEX``); a file without one is an error."""
    match = _SHA256.search(text)
    if match is None:
        raise WizardError(
            tr("Conda", "The published checksum of {name} could not be read.").format(name=name),
            hint=tr("Conda", "Try again later, or download the installer and its .sha256 file yourself."),
            reference="conda-installer-no-checksum",
        )
    return match.group(1).lower()


def fetch_miniforge_step(session: requests.Session, base: str | None = None,
                         dest_dir: Path | None = None) -> Step[tuple[Path, str]]:
    """Download this system's Miniforge installer and return (file, its published SHA-256)."""
    name = miniforge_installer_name()
    url = (base or published_base()).rstrip("/") + "/" + name
    digest = parse_sha256_file(fetch_md5_list(url + ".sha256", session), name)
    request = DownloadRequest(url, (dest_dir or downloads_dir()) / name, Expected("sha256", digest), key=name)
    outcome = yield from download_file(request, session)
    if outcome.status != "verified":
        raise Cancelled
    return outcome.path, digest


def install_miniforge_step(journal: Journal, base: str | None = None,
                           cancelled: Callable[[], bool] = lambda: False) -> Step[JournaledRun]:
    """Fetch the installer (through the saved network settings), then install it as a journaled operation."""
    from wizard.core.download.network import make_session
    from wizard.core.download.sources import load_network_settings
    from wizard.core.ops.runner import run_journaled_step
    from wizard.core.pyenv.miniforge_ops import InstallMiniforge

    installer, digest = yield from fetch_miniforge_step(make_session(load_network_settings()), base)
    operation = InstallMiniforge(installer=str(installer), sha256=digest)
    return (yield from run_journaled_step([operation], journal, step="conda-install", cancelled=cancelled))
