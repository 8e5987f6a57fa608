"""The elevated helper's inputs: copied into an admin-only folder, hashed there, and only that copy used.

Why: the installer and the cuDNN archive arrive at paths the user can write (Downloads, the wizard's
cache). An elevated helper that hashes such a file and then runs or unpacks it by path leaves a window in
which any program of the user can swap the file, and what runs as administrator (or lands in
``Program Files\\...\\bin``, on everyone's PATH) is not what was checked. So, in the elevated helper and
before anything else: each input is copied into a fresh folder only administrators can write
(:func:`wizard.platform.private_folder.make_admin_only_folder`), hashed from the bytes written there (no
one else can change them afterwards), compared with the checksum the hash-pinned plan carries, and the
operation is rebuilt to use the copy; cuDNN is also unpacked inside that folder, not in the user's staging.
"""

from __future__ import annotations

import atexit
import hashlib
import hmac
import os
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.core.errors import BadInputError
from wizard.core.i18n import tr
from wizard.platform.private_folder import make_admin_only_folder, writable_only_by_owner

CHUNK = 1 << 20


@dataclass(frozen=True)
class InputField:
    """One file parameter of an operation kind, and the parameters holding its expected checksums."""

    path: str
    sha256: str | None = None
    md5: str | None = None


# Every file an elevated operation reads, per kind. A kind not listed here takes no file input.
INPUTS: dict[str, tuple[InputField, ...]] = {
    "cuda-install-toolkit": (InputField("installer", "sha256", "md5"),),
    "cudnn-copy-into-cuda": (InputField("archive", "sha256"), InputField("zlibwapi", "zlibwapi_sha256")),
}
# Where a kind unpacks its input: moved into the admin-only folder too.
STAGING: dict[str, str] = {"cudnn-copy-into-cuda": "staging_root"}


@dataclass(frozen=True)
class SecuredInput:
    """A copy in the admin-only folder and the digests of exactly its bytes."""

    original: Path
    copy: Path
    sha256: str
    md5: str


def copy_and_hash(source: Path, folder: Path) -> SecuredInput:
    """Copy ``source`` into ``folder`` (a new file, never through a link), hashing the bytes as written."""
    target = folder / source.name
    sha, md5 = hashlib.sha256(), hashlib.md5(usedforsecurity=False)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    with source.open("rb") as reader, os.fdopen(os.open(target, flags, 0o600), "wb") as writer:
        while block := reader.read(CHUNK):
            writer.write(block)
            sha.update(block)
            md5.update(block)
        writer.flush()
        os.fsync(writer.fileno())
    return SecuredInput(source, target, sha.hexdigest(), md5.hexdigest())


def _check(secured: SecuredInput, algorithm: str, expected: str | None) -> None:
    actual = secured.sha256 if algorithm == "sha256" else secured.md5
    if expected and not hmac.compare_digest(actual, expected.strip().lower()):
        raise BadInputError(
            tr("SecureInputs", "{name} changed after the wizard checked it ({algorithm} is now {actual}); "
               "nothing was run.").format(name=secured.original.name, algorithm=algorithm, actual=actual),
            hint=tr("SecureInputs", "Another program modified the file. Download it again, then retry."),
            context={"file": str(secured.original), "expected": expected},
            reference="elevated-input-changed",
        )


def secure_params(kind: str, params: Mapping[str, Any], folder: Path) -> dict[str, Any]:
    """``params`` with each input replaced by its checked copy in ``folder`` (and staging moved there).

    ``folder`` must be one only administrators can write; a checksum in the (pinned) plan that the copy
    does not have is refused before the operation exists.
    """
    if not writable_only_by_owner(folder):
        raise BadInputError(
            tr("SecureInputs", "The folder for the administrator's copies is not private: {folder}").format(
                folder=folder),
            hint=tr("SecureInputs", "Run the wizard again; if it keeps happening, tell the wizard's authors."),
            reference="elevated-folder-not-private",
        )
    secured = dict(params)
    for index, field in enumerate(INPUTS.get(kind, ())):
        if not params.get(field.path):
            continue
        slot = folder / f"input-{index}"
        slot.mkdir(mode=0o700)
        copy = copy_and_hash(Path(str(params[field.path])), slot)
        for algorithm, key in (("sha256", field.sha256), ("md5", field.md5)):
            _check(copy, algorithm, params.get(key) if key else None)
        secured[field.path] = str(copy.copy)
    if kind in STAGING:
        staging = folder / "staging"
        staging.mkdir(mode=0o700)
        secured[STAGING[kind]] = str(staging)
    return secured


_FOLDERS: list[Path] = []


def secure_params_in_private_folder(
    kind: str, params: Mapping[str, Any], make_folder: Callable[[], Path] = make_admin_only_folder
) -> dict[str, Any]:
    """What the elevated helper calls for each operation before building it: a fresh admin-only folder
    per operation, removed when the helper exits (it is a short-lived process)."""
    if kind not in INPUTS and kind not in STAGING:
        return dict(params)
    folder = make_folder()
    if not _FOLDERS:
        atexit.register(remove_private_folders)
    _FOLDERS.append(folder)
    try:
        return secure_params(kind, params, folder)
    except BaseException:
        remove_private_folders()
        raise


def remove_private_folders() -> None:
    """Delete the helper's private folders (the copies are only needed while it runs)."""
    while _FOLDERS:
        shutil.rmtree(_FOLDERS.pop(), ignore_errors=True)
