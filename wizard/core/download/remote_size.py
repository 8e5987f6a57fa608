"""A file's size before it is downloaded, where the catalog does not record it: one HEAD request per file.

Why: the Download page shows each file's size and the total before "Download all" (the CUDA installer alone is
several GB). The catalog's size comes first; a server's ``Content-Length`` answers for the others. Bounded: the
files in parallel, a short timeout each, and a file whose size cannot be learnt stays unknown (never an error).
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import requests

from wizard.core.download.network import NetworkSettings, make_session

HEAD_TIMEOUT = 8.0  # seconds per request: the sizes are a courtesy, the page never waits long for them


def remote_size(session: requests.Session, url: str, timeout: float = HEAD_TIMEOUT) -> int | None:
    """``Content-Length`` of ``url`` after redirects, or None when the server does not say or cannot be reached."""
    if not url.startswith(("http://", "https://")):
        return None
    try:
        response = session.head(url, allow_redirects=True, timeout=timeout)
    except (requests.RequestException, OSError):
        return None
    length = response.headers.get("Content-Length", "")
    return int(length) if response.ok and length.isdigit() and int(length) > 0 else None


def remote_sizes(urls: Sequence[str], settings: NetworkSettings | None = None,
                 timeout: float = HEAD_TIMEOUT) -> dict[str, int | None]:
    """The size of each of ``urls`` (None where unknown), asked in parallel through the user's proxy."""
    if not urls:
        return {}
    session = make_session(settings, pool_size=max(1, len(urls)))
    try:
        with ThreadPoolExecutor(max_workers=min(8, len(urls))) as pool:
            sizes = list(pool.map(lambda url: remote_size(session, url, timeout), urls))
    finally:
        session.close()
    return dict(zip(urls, sizes, strict=True))
