"""A requests transport for ``file://`` URLs, so offline mirrors and the cache use the same engine path.

It answers like an HTTP server that honours ``Range`` and ``If-Range`` (206 with ``Content-Range``),
with an ETag made from size and modification time, so resume and multi-connection logic are the same
code for a shared drive as for a web server. Only regular files are served: a FIFO would block the open
(and the download) forever, and ``/dev/zero`` or ``/dev/urandom`` never end.
"""

from __future__ import annotations

import email.utils
import io
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import urlparse
from urllib.request import url2pathname

from requests import PreparedRequest, Response
from requests.adapters import BaseAdapter
from requests.structures import CaseInsensitiveDict

from wizard.basics.i18n import tr
from wizard.basics.regular_file import NotRegularFileError, open_regular

from .errors import DownloadError


class _Window(io.RawIOBase):
    """At most ``length`` bytes of an open file, read in place (no copy of the file)."""

    def __init__(self, stream: BinaryIO, length: int) -> None:
        super().__init__()
        self._stream = stream
        self._left = length

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        size = self._left if size is None or size < 0 else min(size, self._left)
        block = self._stream.read(size)
        self._left -= len(block)
        return block

    def close(self) -> None:
        self._stream.close()
        super().close()


def path_from_file_url(url: str) -> Path:
    """``file:///C:/x``, ``file:///home/x`` or ``file://server/share/x`` (a Windows share) -> a path.

    ``url2pathname`` decodes the %-escapes itself (decoding twice turns ``a%2541`` into ``aA``) and
    makes ``//server/share/x`` a UNC path on Windows, so the host goes in front of the path.
    """
    parsed = urlparse(url)
    host = "" if parsed.netloc in ("", "localhost") else parsed.netloc
    return Path(url2pathname(f"//{host}{parsed.path}" if host else parsed.path))


class LocalFileAdapter(BaseAdapter):
    """Serve ``file://`` requests (GET/HEAD) with HTTP semantics."""

    def send(  # type: ignore[override]  # noqa: PLR0917 - requests' BaseAdapter.send signature
        self,
        request: PreparedRequest,
        stream: bool = False,
        timeout: Any = None,
        verify: Any = True,
        cert: Any = None,
        proxies: Mapping[str, str] | None = None,
    ) -> Response:
        path = path_from_file_url(request.url or "")
        try:
            stream_in = _open_regular(path)
        except OSError:
            return _response(request, 404, {}, b"")
        size = os.fstat(stream_in.fileno()).st_size
        headers = _validators(path, size)
        first, last = _wanted_range(request, headers["ETag"], size)
        if first >= size > 0 or (first > 0 and size == 0):
            stream_in.close()
            return _response(request, 416, {"Content-Range": f"bytes */{size}"}, b"")
        status = 200
        if (first, last) != (0, size - 1):
            status = 206
            headers["Content-Range"] = f"bytes {first}-{last}/{size}"
        headers["Content-Length"] = str(last - first + 1)
        stream_in.seek(first)
        body = _Window(stream_in, 0 if request.method == "HEAD" else last - first + 1)
        return _response(request, status, headers, body)

    def close(self) -> None:
        """Nothing to release: each response owns its file handle."""


def _open_regular(path: Path) -> BinaryIO:
    """Open ``path`` for reading without blocking (:func:`~wizard.basics.regular_file.open_regular`); anything
    but a regular file is refused as a download."""
    try:
        return open_regular(path)
    except NotRegularFileError as error:
        raise DownloadError(
            tr("Download", "{path} is not a regular file (a pipe, device or folder), so it cannot be "
               "downloaded.").format(path=path),
            hint=tr("Download", "Give the file:// address of the archive or installer file itself."),
            reference="download-not-a-file",
        ) from error


def _validators(path: Path, size: int) -> dict[str, str]:
    stat = path.stat()
    return {
        "Accept-Ranges": "bytes",
        "ETag": f'"{size:x}-{stat.st_mtime_ns:x}"',
        "Last-Modified": email.utils.formatdate(stat.st_mtime, usegmt=True),
    }


def _wanted_range(request: PreparedRequest, etag: str, size: int) -> tuple[int, int]:
    """The byte range to serve; the whole file when there is no Range or If-Range does not match."""
    value = request.headers.get("Range", "")
    if_range = request.headers.get("If-Range")
    if not value.startswith("bytes=") or (if_range is not None and if_range != etag):
        return 0, size - 1
    first_text, _, last_text = value[len("bytes=") :].partition("-")
    try:
        first = int(first_text)
        last = min(int(last_text), size - 1) if last_text else size - 1
    except ValueError:
        return 0, size - 1
    return first, last


def _response(request: PreparedRequest, status: int, headers: dict[str, str], body: Any) -> Response:
    response = Response()
    response.status_code = status
    response.reason = {200: "OK", 206: "Partial Content", 404: "Not Found", 416: "Range Not Satisfiable"}[
        status
    ]
    response.headers = CaseInsensitiveDict(headers)
    response.raw = body if not isinstance(body, bytes) else io.BytesIO(body)
    response.url = request.url or ""
    response.request = request
    return response
