"""Proxy and mirror secrets, stored only with ``keyring``: never in a file, a log, or a report.

Where no keyring backend exists (a bare Linux server without a Secret Service) we stop with a clear
error instead of quietly writing the password in plain text (jaraco/keyring README, "Security
Considerations"; reliability-tests.md T-SEC-02).
"""

from __future__ import annotations

from typing import Any

import keyring
import keyring.errors

from wizard.basics.i18n import tr

from .errors import NoKeyringError


def keyring_backend() -> Any:
    """The usable keyring backend, or a NoKeyringError saying what to do."""
    backend = keyring.get_keyring()
    priority = getattr(backend, "priority", 0)
    module = type(backend).__module__
    if (
        module.startswith("keyring.backends.fail")
        or module.startswith("keyring.backends.null")
        or priority <= 0
    ):
        raise NoKeyringError(
            tr("Credentials", "No secure password store is available, so the password was not saved."),
            hint=tr(
                "Credentials",
                "On Windows the Credential Manager is used. On Linux install and unlock a Secret Service "
                "keyring (GNOME Keyring or KWallet). The wizard never stores passwords in plain text.",
            ),
            context={"backend": f"{module}.{type(backend).__name__}"},
        )
    return backend


def store_secret(service: str, username: str, secret: str) -> None:
    """Save a password for ``username`` under ``service``."""
    backend = keyring_backend()
    try:
        backend.set_password(service, username, secret)
    except keyring.errors.KeyringError as error:
        raise _locked(service, error) from None


def load_secret(service: str, username: str) -> str | None:
    """The saved password, or None when none is stored."""
    backend = keyring_backend()
    try:
        value = backend.get_password(service, username)
    except keyring.errors.KeyringError as error:
        raise _locked(service, error) from None
    return value if isinstance(value, str) else None


def _locked(service: str, error: Exception) -> NoKeyringError:
    # The error text of a backend never contains the secret itself; the type name is enough here.
    return NoKeyringError(
        tr("Credentials", "The password store refused the request."),
        hint=tr("Credentials", "Unlock your keyring (log in again, or open the keyring app) and retry."),
        context={"service": service, "problem": type(error).__name__},
    )
