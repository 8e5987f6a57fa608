"""The settings file (``network.json`` in the config folder): the one module that reads or writes it.

Settings are values: a front-end loads them once per run (the GUI session, each CLI handler, ``apply``'s
handler) and hands them down; no step reads the file again, so a run never mixes the settings it started with
and a file another wizard rewrote meanwhile (tests/test_settings_readers.py holds this). The file keeps
the proxy and mirror addresses, their user names, the package index the user picked last and whether the Welcome
page looks for a newer catalog; passwords live in the system keyring only.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, replace
from pathlib import Path
from typing import get_args

from wizard.basics.atomic import write_text_atomically
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr

from .cache import config_dir
from .credentials import store_secret
from .errors import NoKeyringError
from .network import MIRROR_SERVICE, PROXY_SERVICE, NetworkSettings, ProxyMode, split_credentials

_SWITCHES = frozenset({"look_for_catalog_updates"})  # the settings that are on or off; the others are text


def settings_path() -> Path:
    """Where the network settings (no secrets) are remembered."""
    return config_dir() / "network.json"


def load_network_settings() -> NetworkSettings:
    """The remembered settings, or the defaults (system proxy, no mirror) when none, unreadable, or not
    what :func:`save_network_settings` writes (a hand-edited file must not break the session or dialog)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return NetworkSettings()
    if not isinstance(data, dict) or data.get("proxy_mode", "system") not in get_args(ProxyMode):
        return NetworkSettings()
    known = {key: value for key, value in data.items() if key in NetworkSettings.__dataclass_fields__}
    if not all(isinstance(value, bool) if key in _SWITCHES else value is None or isinstance(value, str)
               for key, value in known.items()):
        return NetworkSettings()
    settings = NetworkSettings(**known)
    try:
        moved = move_address_credentials(settings)
    except BadInputError:  # two different user names: keep neither address's password, change nothing here
        return replace(settings, proxy_url=split_credentials(settings.proxy_url or "")[0] or None,
                       mirror_base=split_credentials(settings.mirror_base or "")[0] or None)
    if moved != settings:  # an older version kept a password typed into an address: take it out of the file
        with contextlib.suppress(OSError):
            save_network_settings(moved)
    return moved


def move_address_credentials(settings: NetworkSettings, strict: bool = False) -> NetworkSettings:
    """The settings without any user:password inside the proxy or mirror address: the user goes to its
    field, the password to the keyring. Where no keyring exists the password is never written anywhere:
    ``strict`` raises NoKeyringError (the dialog says so), else it is dropped (an old file's cleanup).
    BadInputError when the address names another user than the user field."""
    proxy_url, proxy_user = _moved(settings.proxy_url, settings.proxy_user, PROXY_SERVICE, strict)
    mirror, mirror_user = _moved(settings.mirror_base, settings.mirror_user, MIRROR_SERVICE, strict)
    return replace(settings, proxy_url=proxy_url, proxy_user=proxy_user, mirror_base=mirror,
                   mirror_user=mirror_user)


def _moved(url: str | None, user: str | None, service: str, strict: bool) -> tuple[str | None, str | None]:
    if not url:
        return url, user
    clean, in_url, password = split_credentials(url)
    if in_url is None and password is None:
        return url, user
    if user and in_url and user != in_url:
        raise BadInputError(
            tr("Sources", "The address names the user {in_url}, but the user field says {user}.").format(
                in_url=in_url, user=user),
            hint=tr("Sources", "Put the user name only in the user field, and the password in the password "
                    "field."),
        )
    user = user or in_url
    if password and user:
        try:
            store_secret(service, user, password)
        except NoKeyringError:
            if strict:
                raise
    return clean, user


def save_network_settings(settings: NetworkSettings) -> None:
    """Remember the settings atomically. Passwords are never part of them (they live in keyring): an
    address still holding a user:password part is refused, so that no caller can write one."""
    for url in (settings.proxy_url, settings.mirror_base):
        if url and split_credentials(url)[1:] != (None, None):
            raise BadInputError(
                tr("Sources", "A user name or password inside an address is not saved in the settings file."),
                hint=tr("Sources", "Use the user and password fields; the password is kept in the system "
                        "keyring."),
            )
    write_text_atomically(settings_path(), json.dumps(asdict(settings), indent=2))


def remember_package_index(settings: NetworkSettings, mirror_id: str) -> NetworkSettings:
    """``settings`` with ``mirror_id`` as the remembered package index, saved; the new value is returned (an
    unwritable config folder only loses the memory: the run goes on with the value)."""
    chosen = replace(settings, package_index=mirror_id)
    with contextlib.suppress(OSError):
        save_network_settings(chosen)
    return chosen


def remember_conda_channel(settings: NetworkSettings, channel: str) -> NetworkSettings:
    """``settings`` with ``channel`` (a conda channel's address or name) as the conda channel, saved like
    :func:`remember_package_index`; an empty ``channel`` goes back to conda-forge."""
    chosen = replace(settings, conda_channel=channel.strip() or None)
    with contextlib.suppress(OSError):
        save_network_settings(chosen)
    return chosen
