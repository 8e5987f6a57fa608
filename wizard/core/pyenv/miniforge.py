"""Fetch the Miniforge installer with the SHA-256 published beside it, through the wizard's download engine.

The ``<installer>.sha256`` file is read first (a few bytes, size-capped), then the installer is downloaded
and verified while it streams (resume, retries, proxy and trust store as every download). Nothing is run
here: :class:`wizard.core.pyenv.miniforge_ops.InstallMiniforge` checks the hash again just before it runs it
(the step that fetches and installs is composed in :mod:`wizard.core.steps.miniforge`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import requests

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Step
from wizard.basics.i18n import tr
from wizard.core.download.cache import downloads_dir
from wizard.core.download.engine import DownloadRequest, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.published import fetch_md5_list
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

