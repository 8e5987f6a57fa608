"""Where the installer gets packages: index, extra indexes, proxy and trusted CAs, from the wizard's settings.

Everything reaches uv or pip through environment variables, never the command line: a URL carrying a
password would otherwise show in the process list, the log and the journal. Passwords come only from keyring
(:mod:`wizard.core.download.credentials`); a URL typed with a password in it is refused. An address that holds
a token in itself (``https://host/<token>/simple``, ``?token=``, ``https://ghp_...@host``) is kept in this
config masked (``https://host/<redacted>/simple``), so the journal and the env's marker never hold the token:
the real address is kept aside for this process and in the keyring under the masked one, and put back only
into the installer's environment. TLS verification is
always on: uv is told to use the operating system's trust store (as the wizard's own downloads do, through
truststore) and pip 24.2+ does so by itself; a CA bundle file, when given, is added for both.

A folder of wheels given as the index (a local path or a ``file://`` address of a folder holding ``*.whl``
files, the offline and air-gapped case) is no index at all: the installers get ``--no-index`` and the folder as
their only find-links (uv also ``--offline``, so not one request leaves the machine), see :func:`wheel_folder`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit
from urllib.request import url2pathname

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.secrets_mask import HIDDEN, has_secret, mask_secrets
from wizard.core.download.credentials import load_secret, store_secret
from wizard.core.download.errors import NoKeyringError
from wizard.core.download.network import PROXY_SERVICE, NetworkSettings, proxy_url_with_credentials
from wizard.core.download.pypi_mirrors import PypiMirror

INDEX_SERVICE = "tfgpu-wizard/index"
_PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")
_KEPT: dict[str, str] = {}  # masked address -> real one, for this process (the keyring keeps it for later ones)


@dataclass(frozen=True)
class IndexConfig:
    """The package sources of one install; no secret is ever stored here (only user names and masked addresses)."""

    index_url: str | None = None
    extra_index_urls: tuple[str, ...] = ()
    index_user: str | None = None
    proxy_mode: str = "system"
    proxy_url: str | None = None
    proxy_user: str | None = None
    ca_bundle: str | None = None
    python_mirror: str | None = None

    @property
    def wheel_folder(self) -> Path | None:
        """The local folder of wheels the index address names (installed from with no index), else None."""
        return wheel_folder(self.index_url) if self.index_url else None

    def describe(self) -> str:
        """One line for logs and previews (no credentials)."""
        if (folder := self.wheel_folder) is not None:
            return tr("PyEnv", "packages only from the wheel folder {folder} (no package index)").format(
                folder=folder)
        index = self.index_url or tr("PyEnv", "the installer's default index")
        extras = "".join(f" + {url}" for url in self.extra_index_urls)
        return tr("PyEnv", "packages from {index}").format(index=index + extras)


def index_config(
    settings: NetworkSettings | None = None,
    mirror: PypiMirror | None = None,
    index_url: str | None = None,
    *,
    extra_index_urls: tuple[str, ...] = (),
    ca_bundle: str | None = None,
    python_mirror: str | None = None,
) -> IndexConfig:
    """Precedence: an explicit ``index_url`` (``--index``), then the chosen mirror, then the default."""
    settings = settings or NetworkSettings()
    chosen = index_url or (mirror.url if mirror else None)
    user = None
    if chosen and (folder := wheel_folder(chosen)) is not None:
        chosen = folder.as_uri()
    elif chosen:
        chosen, user = masked_index(*split_user(chosen))
    extras = tuple(masked_index(split_user(url)[0], None)[0] for url in extra_index_urls)
    return IndexConfig(chosen, extras, user, settings.proxy_mode, settings.proxy_url, settings.proxy_user, ca_bundle,
                       python_mirror)


def wheel_folder(address: str) -> Path | None:
    """``address`` as a local folder that holds wheels (a path, or a ``file://`` URL), else None (an index)."""
    parts = urlsplit(address)
    if parts.scheme == "file":
        path = Path(url2pathname(parts.path))
    elif parts.scheme in ("http", "https"):
        return None
    else:  # a plain path (``C:\\wheels`` splits with the drive as its "scheme")
        path = Path(address).expanduser()
    try:
        return path.resolve() if path.is_dir() and any(path.glob("*.whl")) else None
    except OSError:
        return None


def split_user(url: str) -> tuple[str, str | None]:
    """The URL without its user name, and the name; a password in the URL is refused (keyring only)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https", "file") or (parts.scheme != "file" and not parts.hostname):
        raise BadInputError(
            tr("PyEnv", "'{url}' is not a package index address.").format(url=mask_secrets(url)),
            hint=tr("PyEnv", "Give the full address of a simple index, e.g. https://mirror.example/simple"),
            reference="index-url-invalid",
        )
    if parts.password is not None:
        raise BadInputError(
            tr("PyEnv", "The index address contains a password."),
            hint=tr("PyEnv", "Give the address with only the user name (https://user@host/simple) and save the "
                    "password in the wizard's network settings; it is kept in the system's password store."),
            reference="index-url-password",
        )
    if parts.username is None:
        return url, None
    netloc = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment)), parts.username


def masked_index(url: str, user: str | None) -> tuple[str, str | None]:
    """``url`` and ``user`` as a journal may hold them: an address with a token (a user name that is one
    included) is masked, and the real one kept aside (:func:`real_index`) for this process and the keyring."""
    if user and has_secret(user):
        parts = urlsplit(url)
        url = urlunsplit((parts.scheme, f"{quote(user, safe='')}@{parts.netloc}", parts.path, parts.query,
                          parts.fragment))
        user = None
    if not has_secret(url):
        return url, user
    masked = mask_secrets(url)
    _KEPT[masked] = url
    with contextlib.suppress(NoKeyringError):  # then only this process knows it; undo later says what to do
        store_secret(INDEX_SERVICE, masked, url)
    return masked, user


def real_index(url: str) -> str:
    """The address a masked one (:func:`masked_index`) stands for; a clear error when it is known nowhere."""
    if HIDDEN not in url:
        return url
    real = _KEPT.get(url)
    if real is None:
        with contextlib.suppress(NoKeyringError):
            real = load_secret(INDEX_SERVICE, url)
    if real is None:
        raise BadInputError(
            tr("PyEnv", "The package index {url} needs its token, and the system's password store does not "
               "have it.").format(url=url),
            hint=tr("PyEnv", "Unlock or set up the system's password store (Credential Manager, GNOME Keyring or "
                    "KWallet), then make the environment again and give the index's full address."),
            reference="index-token-missing",
        )
    return real


def with_credentials(url: str, user: str | None) -> str:
    """``url`` with ``user`` and its keyring password in it: only ever put into a child's environment."""
    if not user:
        return url
    password = load_secret(INDEX_SERVICE, user)
    parts = urlsplit(url)
    userinfo = quote(user, safe="") + (f":{quote(password, safe='')}" if password else "")
    return urlunsplit((parts.scheme, f"{userinfo}@{parts.netloc}", parts.path, parts.query, parts.fragment))


def installer_environment(config: IndexConfig, installer: str, base: Mapping[str, str]) -> dict[str, str]:
    """The child's environment: ``base`` with the index, proxy and trust settings for ``uv`` or ``pip``."""
    env = dict(base)
    _proxy_environment(config, env)
    index = with_credentials(real_index(config.index_url), config.index_user) if config.index_url else None
    extras = " ".join(real_index(url) for url in config.extra_index_urls) or None
    folder = config.wheel_folder
    if folder is not None:
        index = extras = None
    if installer == "uv":
        _offline(env, "UV_NO_INDEX", "UV_FIND_LINKS", folder)
        if folder is not None:
            env["UV_OFFLINE"] = "1"
        env["UV_SYSTEM_CERTS"] = env["UV_NATIVE_TLS"] = "1"  # the OS trust store (older uv: UV_NATIVE_TLS)
        _set(env, "UV_DEFAULT_INDEX", index)
        _set(env, "UV_INDEX", extras)
        _set(env, "SSL_CERT_FILE", config.ca_bundle)
        if config.python_mirror:  # where ``uv python install`` fetches CPython builds from
            env["UV_PYTHON_INSTALL_MIRROR"] = config.python_mirror
        env.pop("UV_INDEX_URL", None)
        env.pop("UV_EXTRA_INDEX_URL", None)
    else:
        env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
        _offline(env, "PIP_NO_INDEX", "PIP_FIND_LINKS", folder)
        _set(env, "PIP_INDEX_URL", index)
        _set(env, "PIP_EXTRA_INDEX_URL", extras)
        _set(env, "PIP_CERT", config.ca_bundle)
    return env


def _proxy_environment(config: IndexConfig, env: dict[str, str]) -> None:
    """system: leave the variables the user has; none: drop them; explicit: ours, with the keyring password."""
    if config.proxy_mode == "system":
        return
    for name in _PROXY_VARIABLES:
        env.pop(name, None)
    if config.proxy_mode == "none":
        env["NO_PROXY"] = env["no_proxy"] = "*"
        return
    if config.proxy_url:
        url = config.proxy_url
        if config.proxy_user:
            url = proxy_url_with_credentials(url, config.proxy_user, load_secret(PROXY_SERVICE, config.proxy_user))
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"):
            env[name] = url


def _offline(env: dict[str, str], no_index: str, find_links: str, folder: Path | None) -> None:
    """With a wheel folder: no index, the folder the only place packages come from (else left as they are)."""
    if folder is not None:
        env[no_index], env[find_links] = "1", str(folder)


def _set(env: dict[str, str], name: str, value: str | None) -> None:
    if value:
        env[name] = value
    else:
        env.pop(name, None)

