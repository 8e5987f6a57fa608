"""The words of an ``apply`` run, written once: the command that continues after a restart (from the CLI and the
GUI alike) and the run handed inside WSL are all made from :data:`WORDS`, and read back by
:func:`options_from_arguments`.

Why one table: each front-end used to write its own flag list, and each forgot a different flag (the run inside
lost ``--conda-channel``). A flag named here reaches every run made from these options: the run inside WSL gets
every choice made on Windows (environment, index and remembered PyPI mirror, proxy, conda tool and mirror), and
the resume entry after the restart reads back the same words. Secrets never travel: a proxy's password stays in
the Windows keyring.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.apply.model import ApplyOptions
from wizard.core.download.network import NetworkSettings

Kind = Literal["text", "number", "switch", "path"]
# A Windows path, or a file: address (one on Windows names a Windows folder): meaningless inside WSL.
_WINDOWS_PATH = re.compile(r"^([A-Za-z]:[\\/]|\\\\|file:)", re.IGNORECASE)


@dataclass(frozen=True)
class Word:
    """One flag of ``apply``: the option it carries, and whether the run inside WSL gets it."""

    flag: str
    field: str
    kind: Kind
    inside: bool = True  # False: a Windows-side choice (the distribution, the report's Windows path)

    def value(self, options: ApplyOptions) -> Any:
        """This flag's value in ``options`` (the proxy, package index and conda channel live in the network
        settings)."""
        if self.field == "proxy":
            return proxy_word(options.network)
        if self.field in NETWORK_FIELDS:
            return getattr(options.network, self.field)
        return getattr(options, self.field)

    def with_value(self, options: ApplyOptions, value: Any) -> ApplyOptions:
        """``options`` with this flag's value."""
        if self.field == "proxy":
            return replace(options, network=with_proxy_word(options.network, value))
        if self.field in NETWORK_FIELDS:
            return replace(options, network=replace(options.network, **{self.field: value}))
        return replace(options, **{self.field: value})


NETWORK_FIELDS = ("conda_channel", "package_index", "proxy")


def proxy_word(settings: NetworkSettings) -> str | None:
    """The proxy as one word: its address, ``none`` for no proxy, None for the system's (the default)."""
    if settings.proxy_mode == "explicit" and settings.proxy_url:
        return settings.proxy_url
    return "none" if settings.proxy_mode == "none" else None


def with_proxy_word(settings: NetworkSettings, word: str | None) -> NetworkSettings:
    """``settings`` with the proxy of :func:`proxy_word` (``system``, ``none`` or an address checked as the Network
    settings check it); the proxy's user name stays (its password is in this computer's keyring)."""
    from wizard.core.download.sources import check_proxy_address

    if not word:
        return settings
    if word == "system":
        return replace(settings, proxy_mode="system")
    if word == "none":
        return replace(settings, proxy_mode="none")
    return replace(settings, proxy_mode="explicit", proxy_url=check_proxy_address(word))


WORDS: tuple[Word, ...] = (
    Word("--wsl-distro", "wsl_distro", "text", inside=False),
    Word("--wsl-user", "wsl_user", "text", inside=False),
    Word("--wsl-convert", "wsl_convert", "switch", inside=False),
    Word("--name", "env_name", "text"),
    Word("--timeout", "verify_timeout", "number"),
    Word("--index", "index_url", "text"),
    Word("--installer", "installer", "text"),
    Word("--report", "report", "path", inside=False),
    Word("--kernel", "kernel", "switch"),
    Word("--skip-verify", "skip_verify", "switch"),
    Word("--conda-tool", "conda_tool", "text"),
    Word("--conda-channel", "conda_channel", "text"),
    Word("--package-index", "package_index", "text"),
    Word("--proxy", "proxy", "text"),
)


def apply_arguments(options: ApplyOptions, *, inside: bool = False) -> list[str]:
    """The flags that give ``options`` to ``apply``; ``inside``: only those the run inside WSL takes, and never a
    Windows path (it means nothing there)."""
    words: list[str] = []
    for word in WORDS:
        value = word.value(options)
        if inside and not word.inside:
            continue
        if word.kind == "switch":
            words += [word.flag] if value else []
        elif value is not None and value != "":
            text = str(Path(value).resolve()) if word.kind == "path" else str(value)
            if not (inside and _WINDOWS_PATH.match(text)):
                words += [word.flag, text]
    return words


def options_from_arguments(words: Sequence[str], base: ApplyOptions) -> ApplyOptions:
    """``base`` with the flags of :func:`apply_arguments` read back (a flag this table does not know is bad
    input: the words were written by another version of the wizard)."""
    by_flag = {word.flag: word for word in WORDS}
    options, rest = base, list(words)
    while rest:
        flag = rest.pop(0)
        word = by_flag.get(flag)
        if word is None or (word.kind != "switch" and not rest):
            raise BadInputError(tr("Apply", "The saved choices hold a word this wizard does not know: {word}")
                                .format(word=flag), hint=tr("Apply", "Start the setup again."),
                                reference="apply-bad-saved-choices")
        options = word.with_value(options, True if word.kind == "switch" else _read(word.kind, rest.pop(0)))
    return options


def _read(kind: Kind, text: str) -> Any:
    readers: dict[str, Callable[[str], Any]] = {"number": float, "path": Path, "text": str}
    try:
        return readers[kind](text)
    except ValueError as error:
        raise BadInputError(tr("Apply", "The saved choices hold a value this wizard cannot read: {value}").format(
            value=text), hint=tr("Apply", "Start the setup again."), reference="apply-bad-saved-choices") from error


def command_line(program: Sequence[str], *words: str) -> str:
    """One Windows command line (what a RunOnce entry holds): each word quoted as programs split them back."""
    return subprocess.list2cmdline([*program, *words])
