"""Small file helpers for the POSIX env backend: exact-byte reads, atomic writes, previews, the sudo guard."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal, Protocol

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.core.envvars.pathlist import POSIX, render_entries
from wizard.core.envvars.rcblock import find_block
from wizard.core.ops.base import OperationError

_SPECIAL_IN_DOUBLE_QUOTES = ("\\", '"', "$", "`")


class _Edit(Protocol):
    @property
    def path(self) -> Path: ...
    @property
    def before(self) -> bytes | None: ...
    @property
    def after(self) -> bytes | None: ...


def read(path: Path) -> bytes | None:
    """The file's exact bytes, or None when it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise OperationError(
            tr("EnvVars", "{path} could not be read: {error}").format(path=path, error=os_error_text(error)),
            hint=tr("EnvVars", "Check that you own the file and that it is a normal file."),
            reference="env-rc-unreadable",
        ) from error


def write_or_remove(path: Path, data: bytes | None, mode: int | None = None) -> None:
    """Write atomically (then set ``mode`` when given), or delete when ``data`` is None (no error when gone).

    An existing file keeps its permissions (the atomic write copies them); ``mode`` is for a new file,
    which would otherwise be 0600 like every temporary file.
    """
    if data is None:
        path.unlink(missing_ok=True)
    else:
        write_bytes_atomically(path, data)
        if mode is not None:
            os.chmod(path, mode)


def new_file_mode() -> int:
    """The mode any program gives a new file here: 0666 less the umask (read from /proc: setting the
    umask to read it would change it for every thread meanwhile)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o644


def target_of(path: Path) -> Path:
    """Where writing ``path`` must go: through a symlink (a dotfile manager's ``~/.bashrc``) to its target,
    so that the link stays a link; ``path`` itself otherwise."""
    if not path.is_symlink():
        return path
    try:
        return Path(os.path.realpath(path, strict=False))
    except (OSError, RuntimeError) as error:  # a loop of links
        raise OperationError(
            tr("EnvVars", "{path} is a symbolic link that cannot be followed: {error}").format(
                path=path, error=error),
            hint=tr("EnvVars", "Fix or remove the link, then try again."),
            reference="env-rc-bad-link",
        ) from error


def check_home(home: Path, config_dir: Path) -> None:
    """Refuse a HOME that is empty, relative or missing: the rc files would land in ``/`` or the current
    folder (``HOME=""`` makes every ``~`` the root folder)."""
    if home.is_absolute() and home.is_dir() and str(home) != "/" and config_dir.is_absolute():
        return
    raise BadInputError(
        tr("EnvVars", "HOME is '{home}', which is not an existing folder, so the wizard will not write shell "
                      "files there.").format(home=os.environ.get("HOME", str(home))),
        hint=tr("EnvVars", "Set HOME to your home folder (for example export HOME=/home/you) and try again."),
        reference="env-bad-home",
    )


def display(path: Path, home: Path) -> str:
    """``~/.bashrc`` rather than ``/home/someone/.bashrc`` (shorter, and no user name in screenshots)."""
    try:
        return "~/" + path.relative_to(home).as_posix()
    except ValueError:
        return str(path)


def block_body(script: Path, home: Path) -> list[str]:
    """The lines inside the managed block: source the script when it exists."""
    quoted = _double_quoted(script, home)
    return [
        # Not translated: file contents must not depend on the UI language, or a re-run would rewrite them.
        "# Added by tfgpu-wizard; `tfgpu-wizard undo` removes this block.",
        f"if [ -f {quoted} ]; then . {quoted}; fi",
    ]


def _double_quoted(script: Path, home: Path) -> str:
    try:
        text = "$HOME/" + _escape(script.relative_to(home).as_posix())
    except ValueError:
        text = _escape(str(script))
    return f'"{text}"'


def _escape(text: str) -> str:
    for char in _SPECIAL_IN_DOUBLE_QUOTES:
        text = text.replace(char, "\\" + char)
    return text


def render(value: str, edits: Sequence[_Edit], home: Path, side: Literal["before", "after"]) -> str:
    """Preview text: the PATH-like value one entry per line, then each touched file (rc files: the block)."""
    parts = [render_entries(value, POSIX) if ":" in value or "/" in value else value]
    for edit in edits:
        data = edit.before if side == "before" else edit.after
        parts.append(f"\n{display(edit.path, home)}:")
        parts.append(_file_view(data))
    return "\n".join(parts)


def _file_view(data: bytes | None) -> str:
    if data is None:
        return tr("EnvVars", "(no file)")
    text = data.decode("utf-8", "replace")
    span = find_block(text)
    if text.startswith("# Written by tfgpu-wizard"):
        return text.rstrip("\n")
    if span is None:
        return tr("EnvVars", "(no tfgpu-wizard block)")
    return text[span.start : span.end].rstrip("\r\n")


def refuse_under_sudo(environ: Mapping[str, str]) -> None:
    """Refuse to edit a user's rc files as root via sudo: they would end up owned by root (as rustup does)."""
    geteuid = getattr(os, "geteuid", None)
    if geteuid is not None and geteuid() == 0 and environ.get("SUDO_USER"):
        raise WizardError(
            tr("EnvVars", "The wizard runs under sudo, so it will not edit your shell files."),
            hint=tr("EnvVars", "Run it again as yourself; it asks for admin rights only when needed."),
            reference="env-under-sudo",
        )
