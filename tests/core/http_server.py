"""A real HTTP(S) server on 127.0.0.1 for download tests, with switches for every fault we must survive.

It serves in-memory bytes or files on disk, honours ``Range`` and ``If-Range`` like a good server, and
can be told to misbehave: ignore ranges, change its ETag on every request, drop the connection at a byte
offset, lie about ``Content-Length``, send a wrong ``Content-Range``, answer 404/500/407, redirect,
cap each connection's rate, or serve TLS with a self-signed certificate nobody trusts.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import socket
import ssl
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

CHUNK = 64 * 1024


@dataclass
class Behaviour:
    """Switches; tests flip them between requests."""

    ignore_range: bool = False
    change_etag: bool = False
    drop_at: int | None = None
    drop_times: int = 1
    lie_length: int = 0
    wrong_content_range: bool = False
    status: int | None = None
    status_times: int = -1
    rate: int | None = None
    no_length: bool = False
    no_ranges: bool = False
    chunk: int = CHUNK
    delay: float = 0.0
    proxy_auth: str | None = None  # act as a proxy wanting this Proxy-Authorization value
    content_encoding: str | None = None  # sent as Content-Encoding (the stored bytes are sent as they are)


@dataclass(frozen=True)
class Hit:
    """One request as the server saw it."""

    method: str
    path: str
    range: str | None
    if_range: str | None


@dataclass
class FileServer:
    """The server's state: what it serves, how it misbehaves, and what it saw."""

    files: dict[str, bytes | Path] = field(default_factory=dict)
    redirects: dict[str, str] = field(default_factory=dict)
    behaviour: Behaviour = field(default_factory=Behaviour)
    hits: list[Hit] = field(default_factory=list)
    bytes_sent: int = 0
    etag_counter: int = 0
    port: int = 0
    scheme: str = "http"
    lock: threading.Lock = field(default_factory=threading.Lock)

    def url(self, path: str) -> str:
        """Full URL of ``path`` on this server."""
        return f"{self.scheme}://127.0.0.1:{self.port}{path}"

    def add(self, path: str, data: bytes | Path) -> str:
        """Serve ``data`` at ``path``; returns its URL."""
        self.files[path] = data
        return self.url(path)

    def gets(self) -> list[Hit]:
        """GET requests seen so far."""
        return [hit for hit in self.hits if hit.method == "GET"]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    state: FileServer

    def log_message(self, format: str, *args: object) -> None:  # http.server's signature
        """Quiet: the tests read ``hits`` instead."""

    def do_HEAD(self) -> None:
        self._serve(body=False)

    def do_GET(self) -> None:
        self._serve(body=True)

    def _serve(self, body: bool) -> None:
        state, rules = self.state, self.state.behaviour
        with state.lock:
            state.hits.append(
                Hit(
                    self.command,
                    urlsplit(self.path).path,
                    self.headers.get("Range"),
                    self.headers.get("If-Range"),
                )
            )
            if rules.change_etag:
                state.etag_counter += 1
        if rules.delay:
            time.sleep(rules.delay)
        path = urlsplit(self.path).path if self.path.startswith("http") else self.path  # proxy requests
        if rules.proxy_auth is not None and self.headers.get("Proxy-Authorization") != rules.proxy_auth:
            self._empty(407, {"Proxy-Authenticate": 'Basic realm="proxy"'})
            return
        if path in state.redirects:
            self._empty(302, {"Location": state.redirects[path]})
            return
        if rules.status is not None and rules.status_times != 0:
            rules.status_times -= 1
            self._empty(
                rules.status, {"Proxy-Authenticate": 'Basic realm="proxy"'} if rules.status == 407 else {}
            )
            return
        data = state.files.get(path)
        if data is None:
            self._empty(404, {})
            return
        self._send_file(data, body)

    def _send_file(self, data: bytes | Path, body: bool) -> None:
        rules = self.state.behaviour
        size = len(data) if isinstance(data, bytes) else data.stat().st_size
        etag = f'"v{self.state.etag_counter}-{size}"'
        first, last = self._range(size, etag)
        partial = (first, last) != (0, size - 1)
        self.send_response(206 if partial else 200)
        if partial:
            start = 0 if rules.wrong_content_range else first
            self.send_header("Content-Range", f"bytes {start}-{start + last - first}/{size}")
        if not rules.no_length:
            self.send_header("Content-Length", str(last - first + 1 + rules.lie_length))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        if not rules.no_ranges:
            self.send_header("Accept-Ranges", "bytes")
        self.send_header("ETag", etag)
        if rules.content_encoding:
            self.send_header("Content-Encoding", rules.content_encoding)
        self.end_headers()
        if body:
            self._send_body(data, first, last)

    def _range(self, size: int, etag: str) -> tuple[int, int]:
        rules = self.state.behaviour
        wanted = self.headers.get("Range", "")
        if_range = self.headers.get("If-Range")
        if rules.ignore_range or rules.no_ranges or not wanted.startswith("bytes="):
            return 0, size - 1
        if if_range is not None and if_range != etag:
            return 0, size - 1
        first_text, _, last_text = wanted[len("bytes=") :].partition("-")
        return int(first_text), min(int(last_text), size - 1) if last_text else size - 1

    def _send_body(self, data: bytes | Path, first: int, last: int) -> None:
        rules, state = self.state.behaviour, self.state
        drop = rules.drop_at if rules.drop_times != 0 and rules.drop_at is not None else None
        if drop is not None and first <= drop <= last:
            last = drop - 1
        else:
            drop = None
        started = time.monotonic()
        sent = 0
        for block in _blocks(data, first, last, rules.chunk):
            try:
                self.wfile.write(block)
            except OSError:
                return
            sent += len(block)
            with state.lock:
                state.bytes_sent += len(block)
            if rules.rate:
                time.sleep(max(0.0, sent / rules.rate - (time.monotonic() - started)))
        if drop is not None or rules.lie_length > 0:  # a short body ends with the connection, as it would
            rules.drop_times -= drop is not None
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True

    def _empty(self, status: int, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", "0")
        self.end_headers()


def _blocks(data: bytes | Path, first: int, last: int, chunk: int) -> Iterator[bytes]:
    if isinstance(data, bytes):
        for offset in range(first, last + 1, chunk):
            yield data[offset : min(offset + chunk, last + 1)]
        return
    with data.open("rb") as stream:
        stream.seek(first)
        left = last - first + 1
        while left > 0 and (block := stream.read(min(chunk, left))):
            left -= len(block)
            yield block


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        """Clients that hang up (a pause, a kill, a refused certificate) are normal here: stay quiet."""


def start_server(tls_dir: Path | None = None) -> tuple[FileServer, ThreadingHTTPServer]:
    """Start a server on a free port (TLS with a fresh self-signed certificate when ``tls_dir`` is given)."""
    state = FileServer()
    handler = type("Handler", (_Handler,), {"state": state})
    server = _Server(("127.0.0.1", 0), handler)
    if tls_dir is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*self_signed_certificate(tls_dir))
        server.socket = context.wrap_socket(server.socket, server_side=True)
        state.scheme = "https"
    state.port = server.server_address[1]
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return state, server


@contextlib.contextmanager
def serving(tls_dir: Path | None = None) -> Iterator[FileServer]:
    """A started server for the ``with`` block, shut down and closed after it, also on failure."""
    state, server = start_server(tls_dir)
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


def self_signed_certificate(folder: Path) -> tuple[str, str]:
    """A self-signed certificate for 127.0.0.1 (cert path, key path): ``cryptography``, else ``openssl``."""
    try:
        import cryptography  # noqa: F401 - only probing whether it is installed
    except ImportError:
        return _openssl_certificate(folder)
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    import ipaddress

    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return str(cert_path), str(key_path)


def _openssl_certificate(folder: Path) -> tuple[str, str]:
    import subprocess

    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", str(key_path), "-out", str(cert_path), "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    return str(cert_path), str(key_path)


def sha256_of(data: bytes) -> str:
    """Hex sha256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


if __name__ == "__main__":  # `python -m tests.core.http_server FILE [RATE [CHUNK]]`: one file, for bench/
    import sys

    served, _ = start_server()
    served.add("/file", Path(sys.argv[1]))
    served.behaviour.rate = int(sys.argv[2]) if len(sys.argv) > 2 and int(sys.argv[2]) > 0 else None
    served.behaviour.chunk = int(sys.argv[3]) if len(sys.argv) > 3 else CHUNK
    print(served.url("/file"), flush=True)
    threading.Event().wait()
