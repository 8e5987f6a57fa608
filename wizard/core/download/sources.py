"""Where files come from: catalog URLs, optionally mapped onto a mirror base URL with the same relative paths.

A company artifact mirror typically copies the vendor's tree (``compute/cuda/12.2.0/local_installers/...``),
so the mirror URL is the mirror base plus the vendor URL's path. The checksum never changes with the
source: a mirror can only give us the same verified bytes, or an error. The one exception is a file
whose md5 comes from NVIDIA's published list (``published.py``): the mirror's copy of that list is
read only where NVIDIA's own cannot be, and the summary names the list that was used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.plan import Download

from .cache import downloads_dir, safe_file_name
from .engine import DownloadRequest
from .errors import MissingChecksumError
from .hashing import expected_from
from .network import NetworkSettings
from .published import ListedRequest


def mirror_url(url: str, mirror_base: str | None) -> str:
    """``url`` rewritten onto ``mirror_base`` (same relative path and query); unchanged without a mirror."""
    if not mirror_base:
        return url
    parts = urlsplit(url)
    relative = parts.path.lstrip("/") + (f"?{parts.query}" if parts.query else "")
    return mirror_base.rstrip("/") + "/" + relative


def check_mirror_base(value: str) -> str:
    """Accept ``http(s)://host/...`` or ``file://...`` only; anything else is a clear input error."""
    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https", "file") or (parts.scheme != "file" and not parts.hostname):
        raise BadInputError(
            tr("Sources", "{value!r} is not a mirror address.").format(value=value),
            hint=tr(
                "Sources", "Use the mirror's base URL, for example https://artifacts.example.com/nvidia/"
            ),
        )
    return value.strip()


_CHANNEL_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


def check_conda_channel(value: str) -> str | None:
    """A conda channel to use instead of conda-forge: a mirror's address (``http(s)://`` or ``file://``) or a
    channel's name; None when empty (conda-forge). The one rule for the Network settings dialog."""
    text = value.strip()
    if not text:
        return None
    if "://" in text:
        return check_mirror_base(text).rstrip("/")
    if not _CHANNEL_NAME.match(text):
        raise BadInputError(
            tr("Sources", "{value!r} is not a conda channel.").format(value=value),
            hint=tr("Sources", "Use the address of a conda-forge mirror, for example "
                    "https://artifacts.example.com/conda-forge, or leave it empty for conda-forge itself."),
        )
    return text


PROXY_EXAMPLE = "http://proxy.example.com:8080"


def check_proxy_address(value: str) -> str:
    """The proxy address, stripped, when it is one the downloads (and uv/pip) can use: ``http(s)://host[:port]``.

    The one rule for the Network settings dialog and ``download --proxy``. A user part stays (the settings
    move it to the keyring); a path or query means a setup script (a .pac file) or a web page, not a proxy:
    following those is the system proxy settings' business. BadInputError, with an example, otherwise.
    """
    address = value.strip()
    if not address:
        raise BadInputError(
            tr("NetworkSettings", "Enter the proxy's address."),
            hint=tr("NetworkSettings", "For example http://proxy.example.com:8080, or choose another proxy setting."),
        )
    parts = urlsplit(address)
    if "://" not in address or parts.scheme.lower() not in ("http", "https"):
        example = PROXY_EXAMPLE if "://" in address else f"http://{address}"
        raise _not_a_proxy(tr("NetworkSettings", "{value} is not a proxy address: a proxy address starts with "
                                                 "http:// or https://."), address, example)
    if not parts.hostname:
        raise _not_a_proxy(tr("NetworkSettings", "{value} names no proxy server."), address, PROXY_EXAMPLE)
    _check_proxy_port(address, parts.netloc)
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise BadInputError(
            tr("NetworkSettings", "{value} is a web address or a setup script (.pac), not a proxy.").format(
                value=address),
            hint=tr("NetworkSettings", "Enter only the proxy's server and port, or choose the system proxy "
                                       "settings, which follow a setup script."),
        )
    return address


def _check_proxy_port(address: str, netloc: str) -> None:
    """A port, where given, is a number from 1 to 65535 (urlsplit itself lets 0 through)."""
    after_host = netloc.rpartition("@")[2].rpartition("]")[2]  # an IPv6 literal's colons are inside [...]
    port = after_host.partition(":")[2] if ":" in after_host else None
    if port is not None and not (port.isdigit() and 1 <= int(port) <= 65535):
        raise BadInputError(
            tr("NetworkSettings", "{value} has no valid port.").format(value=address),
            hint=tr("NetworkSettings", "A port is a number from 1 to 65535, for example {example}.").format(
                example=PROXY_EXAMPLE),
        )


def _not_a_proxy(message: str, address: str, example: str) -> BadInputError:
    """``message`` about ``address``, with the hint to write it as ``example``."""
    return BadInputError(message.format(value=address),
                         hint=tr("NetworkSettings", "For example {example}.").format(example=example))


def request_for(
    download: Download, dest_dir: Path | None = None, settings: NetworkSettings | None = None
) -> DownloadRequest | ListedRequest:
    """The engine request for one plan download (refused when no checksum is known).

    Without a checksum in the plan but with NVIDIA's published list, a :class:`ListedRequest` takes
    the md5 from that list just before fetching: NVIDIA's list first, then its copy on the mirror.
    """
    folder = dest_dir or downloads_dir()
    name = safe_file_name(download.file)
    mirror_base = settings.mirror_base if settings else None
    url = mirror_url(download.url, mirror_base)
    if not download.sha256 and not download.md5 and download.checksums_url:
        lists = dict.fromkeys((download.checksums_url, mirror_url(download.checksums_url, mirror_base)))
        return ListedRequest(url, folder / name, tuple(lists), download.size, name, name)
    expected = expected_from(download.sha256, download.md5, download.file)
    return DownloadRequest(url, folder / name, expected, download.size, name)


@dataclass(frozen=True)
class Unverifiable:
    """A plan download with no published checksum: never fetched, but a user's own copy can be checked
    by size and expected members (``local_file.verify_local_file``), and the user is told so."""

    name: str
    url: str
    size: int | None
    members: tuple[str, ...]
    error: MissingChecksumError
    kind: str = ""  # the plan's download kind ("cudnn-archive"): what else can be checked in the user's copy


# Members every archive of that kind holds (cuDNN zips and tars all carry include/cudnn*.h).
EXPECTED_MEMBERS = {"cudnn-archive": ("*include/cudnn*.h",)}


def split_downloads(
    downloads: Iterable[Download], dest_dir: Path | None = None, settings: NetworkSettings | None = None
) -> list[DownloadRequest | ListedRequest | Unverifiable]:
    """Engine requests for the downloads that have a checksum or a published list,
    :class:`Unverifiable` for the others."""
    result: list[DownloadRequest | ListedRequest | Unverifiable] = []
    for download in downloads:
        try:
            result.append(request_for(download, dest_dir, settings))
        except MissingChecksumError as error:
            name = safe_file_name(download.file)
            members = EXPECTED_MEMBERS.get(download.kind, ())
            result.append(Unverifiable(name, download.url, download.size, members, error, download.kind))
    return result


def requests_for(
    downloads: Iterable[Download], dest_dir: Path | None = None, settings: NetworkSettings | None = None
) -> list[DownloadRequest | ListedRequest]:
    """Engine requests for every download of a plan."""
    return [request_for(download, dest_dir, settings) for download in downloads]
