"""NVIDIA's published md5 lists (``docs/sidebar/md5sum.txt``, S16): one small list, one file's md5.

For most CUDA installers NVIDIA publishes no checksum other than this list of ``<md5>  <file name>``
lines beside each release (the download page's "Installer Checksums" link). We read it through the
download session (TLS verified against the OS trust store, the proxy, the mirror's credentials),
refuse a list over :data:`MAX_LIST_BYTES` or one that is not exactly in md5sum's format, and take the
md5 of exactly the installer's file name. No list or no line: nothing is downloaded.

NVIDIA's own list is read first; the copy at the same path on a company mirror only where NVIDIA
cannot be reached (air-gapped networks), and the summary names the list that was used.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path

import requests

from wizard.basics.i18n import tr

from .errors import PublishedChecksumError
from .hashing import Expected
from .model import DownloadRequest
from .network import redact_url
from .parallel import break_read

MAX_LIST_BYTES = 1024 * 1024  # NVIDIA's lists are a few KiB; anything near this is not one
LIST_DEADLINE = 120.0  # seconds for a list of a few KiB: far more than any working connection needs
_LINE = re.compile(r"([0-9a-fA-F]{32})[ \t]+\*?(\S(?:.*\S)?)")  # md5sum's "<md5>  <name>" or " *<name>"


@dataclass(frozen=True)
class ListedRequest:
    """A file whose md5 is taken from a published list just before it is fetched.

    ``checksums_urls`` are tried in order (NVIDIA's list, then the mirror's copy); ``file_name`` is
    the name the list must hold. :func:`resolve_listed` turns it into an ordinary engine request.
    """

    url: str
    dest: Path
    checksums_urls: tuple[str, ...]
    size: int | None = None
    key: str = ""
    file_name: str = ""
    keep_existing: bool = False

    @property
    def name(self) -> str:
        """Event key and display name, as for :class:`DownloadRequest`."""
        return self.key or self.dest.name

    @property
    def listed_name(self) -> str:
        """The name looked up in the list."""
        return self.file_name or self.dest.name


def resolve_listed(
    request: ListedRequest, session: requests.Session, timeout: float = 30.0
) -> tuple[DownloadRequest, str]:
    """The engine request verified by the published md5, and the list it came from."""
    expected, source = published_md5(request, session, timeout)
    return DownloadRequest(request.url, request.dest, expected, request.size, request.key,
                           request.keep_existing), source


def published_md5(
    request: ListedRequest, session: requests.Session, timeout: float = 30.0
) -> tuple[Expected, str]:
    """The md5 of ``request.listed_name`` from the first list that can be read and names it."""
    problems: list[PublishedChecksumError] = []
    for url in request.checksums_urls:
        try:
            entries = parse_md5_list(fetch_md5_list(url, session, timeout), url)
        except PublishedChecksumError as error:
            problems.append(error)
            continue
        md5 = entries.get(request.listed_name)
        if md5 is not None:
            return Expected("md5", md5), url
        problems.append(_not_listed(request.listed_name, url))
    if not problems:
        problems.append(_not_listed(request.listed_name, ""))
    first = problems[0]
    first.context["tried"] = ", ".join(redact_url(url) for url in request.checksums_urls)
    raise first


def fetch_md5_list(
    url: str, session: requests.Session, timeout: float = 30.0, deadline: float = LIST_DEADLINE
) -> str:
    """The list's text, read through ``session``; at most :data:`MAX_LIST_BYTES` are accepted, within
    ``deadline`` seconds: a watchdog ends the read of a server trickling a few bytes now and then."""
    try:
        response = session.get(url, stream=True, timeout=timeout)
    except requests.exceptions.RequestException as error:
        raise _unreadable(url, type(error).__name__) from None
    late = threading.Event()

    def give_up() -> None:
        late.set()
        break_read(response)

    watchdog = threading.Timer(deadline, give_up)
    watchdog.daemon = True
    watchdog.start()
    try:
        body = _read_list(url, response)
    except requests.exceptions.RequestException as error:
        body, problem = bytearray(), type(error).__name__
    else:
        problem = ""
    finally:
        watchdog.cancel()
        response.close()
    if late.is_set():
        raise _unreadable(url, f"no complete answer within {deadline:g} s")
    if problem:
        raise _unreadable(url, problem)
    try:
        return body.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _malformed(url, 0) from None


def parse_md5_list(text: str, url: str = "") -> dict[str, str]:
    """``file name -> md5`` from md5sum output; blank lines are skipped, any other line is refused,
    and so is a name listed twice with different values."""
    entries: dict[str, str] = {}
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        if not line.strip():
            continue
        match = _LINE.fullmatch(line.strip())
        if match is None:
            raise _malformed(url, number)
        md5, name = match.group(1).lower(), match.group(2)
        if entries.setdefault(name, md5) != md5:
            raise _malformed(url, number)
    return entries


def _read_list(url: str, response: requests.Response) -> bytearray:
    if response.status_code != 200:
        raise _unreadable(url, f"HTTP {response.status_code}")
    length = response.headers.get("Content-Length", "")
    if length.isdigit() and int(length) > MAX_LIST_BYTES:
        raise _too_large(url)
    body = bytearray()
    for block in response.iter_content(64 * 1024):
        body += block
        if len(body) > MAX_LIST_BYTES:
            raise _too_large(url)
    return body


def _unreadable(url: str, detail: str) -> PublishedChecksumError:
    return PublishedChecksumError(
        tr("Published", "NVIDIA's checksum list could not be read from {url}, so nothing was downloaded.").format(
            url=redact_url(url)
        ),
        hint=tr(
            "Published",
            "Check the network, proxy and mirror settings, then retry. A company mirror must also hold "
            "NVIDIA's list, under the same path as on NVIDIA's server.",
        ),
        context={"url": redact_url(url), "detail": detail},
    )


def _too_large(url: str) -> PublishedChecksumError:
    return PublishedChecksumError(
        tr(
            "Published",
            "The checksum list at {url} is larger than {limit} KiB, so it is not NVIDIA's list; "
            "nothing was downloaded.",
        ).format(url=redact_url(url), limit=MAX_LIST_BYTES // 1024),
        hint=tr("Published", "Check the proxy and mirror settings: that address serves something else."),
        context={"url": redact_url(url)},
    )


def _malformed(url: str, line: int) -> PublishedChecksumError:
    return PublishedChecksumError(
        tr(
            "Published",
            "The checksum list at {url} is not a list of md5 checksums (line {line}); nothing was downloaded.",
        ).format(url=redact_url(url), line=line),
        hint=tr("Published", "Check the proxy and mirror settings: that address serves something else."),
        context={"url": redact_url(url)},
    )


def _not_listed(name: str, url: str) -> PublishedChecksumError:
    return PublishedChecksumError(
        tr(
            "Published",
            "NVIDIA's checksum list {url} has no line for {name}, so it cannot be verified and was not "
            "downloaded.",
        ).format(url=redact_url(url), name=name),
        hint=tr(
            "Published",
            "Update the wizard (its catalog may name the wrong list), or download the file with the "
            "checksum NVIDIA publishes for it: tfgpu-wizard download URL --md5 HEX --out FILE",
        ),
        context={"url": redact_url(url), "file": name},
    )
