"""The HTTP session every download uses: OS trust store, system or explicit proxy, keyring credentials.

Redirects are followed only to http(s) addresses: the ``file://`` transport serves what the user typed
(an offline mirror, a share), never a place a server points at (a redirect to ``file:///etc/passwd`` or,
on Windows, ``file://host/share`` reaching SMB).

TLS is always verified. We use ``truststore`` so that the operating system's roots (including a
company's inspection root that IT installed) are trusted, the way pip does since 24.2
(pip docs, topics/https-certificates). There is deliberately no option to switch verification off.
"""

from __future__ import annotations

import base64
import ssl
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import quote, unquote, urljoin, urlsplit, urlunsplit

import requests
import truststore
from requests.adapters import HTTPAdapter
from requests.auth import AuthBase

from wizard import __version__
from wizard.basics.i18n import tr

from .credentials import load_secret
from .errors import UnsafeRedirectError
from .fileurl import LocalFileAdapter

ProxyMode = Literal["system", "none", "explicit"]
REDIRECT_SCHEMES = frozenset({"http", "https"})
PROXY_SERVICE = "tfgpu-wizard/proxy"
MIRROR_SERVICE = "tfgpu-wizard/mirror"


@dataclass(frozen=True)
class NetworkSettings:
    """How to reach the files and packages. Secrets are never here: only user names, passwords live in keyring."""

    proxy_mode: ProxyMode = "system"
    proxy_url: str | None = None
    proxy_user: str | None = None
    mirror_base: str | None = None
    mirror_user: str | None = None
    package_index: str | None = None  # the id of the package index mirror picked last (pypi_mirrors.chosen_mirror)
    conda_channel: str | None = None  # the conda channel (a mirror's address) in place of conda-forge
    look_for_catalog_updates: bool = True  # the Welcome page asks the release address for a newer signed catalog


def trusted_ssl_context() -> ssl.SSLContext:
    """An SSL context backed by the OS trust store, verifying certificates and host names."""
    context: ssl.SSLContext = truststore.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    return context


class TrustStoreAdapter(HTTPAdapter):
    """An HTTPAdapter whose connections (direct and through a proxy) use the OS trust store."""

    def __init__(self, context: ssl.SSLContext, **kwargs: Any) -> None:
        self._context = context
        super().__init__(**kwargs)

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        kwargs["ssl_context"] = self._context
        super().init_poolmanager(*args, **kwargs)

    def proxy_manager_for(self, proxy: str, **proxy_kwargs: Any) -> Any:
        proxy_kwargs["ssl_context"] = self._context
        return super().proxy_manager_for(proxy, **proxy_kwargs)


class _MirrorAuth(AuthBase):
    """Basic auth sent only to the mirror's host (requests also drops it on a redirect elsewhere)."""

    def __init__(self, host: str, username: str, password: str) -> None:
        self._host = host
        token = base64.b64encode(f"{username}:{password}".encode()).decode("ascii")
        self._header = f"Basic {token}"

    def __call__(self, request: requests.PreparedRequest) -> requests.PreparedRequest:
        if urlsplit(request.url or "").hostname == self._host:
            request.headers["Authorization"] = self._header
        return request

    def __repr__(self) -> str:
        return f"_MirrorAuth({self._host!r}, ****)"  # never show the secret


class DownloadSession(requests.Session):
    """A session that follows a redirect only to an http(s) address (never to ``file://`` or others)."""

    def get_redirect_target(self, resp: requests.Response) -> str | None:
        target = super().get_redirect_target(resp)
        if target is None:
            return None
        absolute = urljoin(resp.url, target)
        if urlsplit(absolute).scheme.lower() not in REDIRECT_SCHEMES:
            resp.close()
            raise UnsafeRedirectError(
                tr("Download", "The server redirected the download to {target}, which is not a web "
                   "address (file and other kinds are never followed); nothing was saved.").format(
                    target=redact_url(absolute)),
                hint=tr("Download", "The server or mirror is misconfigured or hostile. Use another source; "
                        "to use a local file, give its file:// address yourself."),
                context={"url": redact_url(resp.url)},
            )
        return target


def make_session(settings: NetworkSettings | None = None, pool_size: int = 8) -> requests.Session:
    """A session ready for downloads: trust store, proxy, mirror credentials, ``file://`` support."""
    settings = settings or NetworkSettings()
    session = DownloadSession()
    session.headers["User-Agent"] = f"tfgpu-wizard/{__version__}"
    session.headers["Accept-Encoding"] = "identity"  # byte ranges and sizes refer to the raw file
    adapter = TrustStoreAdapter(trusted_ssl_context(), pool_connections=pool_size, pool_maxsize=pool_size)
    session.mount("https://", adapter)
    session.mount("http://", HTTPAdapter(pool_connections=pool_size, pool_maxsize=pool_size))
    session.mount("file://", LocalFileAdapter())
    _apply_proxy(session, settings)
    if settings.mirror_base and settings.mirror_user:
        host = urlsplit(settings.mirror_base).hostname or ""
        password = load_secret(MIRROR_SERVICE, settings.mirror_user)
        session.auth = _MirrorAuth(host, settings.mirror_user, password or "")
    return session


def _apply_proxy(session: requests.Session, settings: NetworkSettings) -> None:
    """system: environment / OS settings (requests' trust_env); none: direct; explicit: the given URL."""
    if settings.proxy_mode == "none":
        session.trust_env = False
        return
    if settings.proxy_mode == "explicit" and settings.proxy_url:
        url = settings.proxy_url
        if settings.proxy_user:
            url = proxy_url_with_credentials(
                url, settings.proxy_user, load_secret(PROXY_SERVICE, settings.proxy_user)
            )
        session.proxies = {"http": url, "https": url}


def proxy_url_with_credentials(url: str, user: str, password: str | None) -> str:
    """``http://user:pass@host:port``, percent-encoded (pip does the same); never log the result."""
    parts = urlsplit(url if "://" in url else f"http://{url}")
    userinfo = quote(user, safe="") + (f":{quote(password, safe='')}" if password else "")
    host = parts.hostname or ""
    netloc = f"{userinfo}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def split_credentials(url: str) -> tuple[str, str | None, str | None]:
    """``http://user:pass@host/x`` -> (``http://host/x``, user, pass), %-decoded; an address without a
    user part (or without a scheme, where ``@`` cannot be told apart) is returned as it is."""
    parts = urlsplit(url)
    if "://" not in url or "@" not in parts.netloc:
        return url, None, None
    userinfo, _, host = parts.netloc.rpartition("@")
    user, colon, password = userinfo.partition(":")
    clean = urlunsplit((parts.scheme, host, parts.path, parts.query, parts.fragment))
    return clean, unquote(user) or None, unquote(password) if colon else None


def redact_url(url: str) -> str:
    """The URL with any user:password removed, for logs and error context."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return urlunsplit(
        (parts.scheme, "****@" + parts.netloc.rsplit("@", 1)[1], parts.path, parts.query, parts.fragment)
    )
