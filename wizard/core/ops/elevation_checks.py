"""What the elevated helper may change: every path of a plan or journal record, checked in the child.

Why: the plan is pinned by its hash, but what the parent puts in it (and above all the journal records
that ``undo`` hands over) come from files the user's account can edit. An edited record must not make
an administrator run overwrite or delete an arbitrary file (issue 8, item 5). So the child accepts:
* cuDNN copies only as cuDNN files (``cudnn*``, ``libcudnn*``, ``zlibwapi.dll``) under ``bin``,
  ``include`` or ``lib*`` of a folder that holds a CUDA toolkit (a version file or nvcc), and never
  through a link that leaves it; an interrupted copy's record only for such a folder (what it undoes then
  comes from the copy's own admin-only folder there, and a completed record must match the record kept
  there: :mod:`wizard.core.install.copy_admin`);
* system environment changes only to the wizard's own profile.d script (POSIX) or to PATH-like and CUDA
  variables (the registry);
* plans only with absolute paths without ``..``;
* its own staging folder, and the dead runs' staging folders it is to remove, only with the name the
  wizard gives them, directly under the system's temporary folder (:mod:`elevated_staging`).
Anything else is refused before the first change.
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Mapping
from pathlib import Path, PurePath
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.ops.base import INTERRUPTED_KEY, PARAMS_KEY
from wizard.core.ops.elevated_staging import is_staging_folder

ELEVATED_KINDS = frozenset({
    "env-add-to-path", "env-remove-from-path", "env-set-variable",
    "cudnn-copy-into-cuda", "cuda-install-toolkit",
})
CUDNN_FOLDERS = frozenset({"bin", "include", "lib", "lib64"})
CUDNN_NAMES = ("cudnn*", "libcudnn*", "zlibwapi.dll")
TOOLKIT_MARKERS = ("version.json", "version.txt", "bin/nvcc", "bin/nvcc.exe")
VARIABLE = re.compile(r"PATH|LD_LIBRARY_PATH|CUDA_[A-Z0-9_]+|CUDNN_[A-Z0-9_]+", re.IGNORECASE)


class ElevationError(WizardError):
    """The elevated helper refused its plan or could not start."""

    reference = "elevation-failed"


class ChildLostError(ElevationError):
    """The elevated helper ended without saying what it did (killed, crashed): it may have changed
    anything its plan allowed, so its operations' intents are not simply dropped."""

    reference = "elevation-no-result"


def check_operation(kind: str, params: Mapping[str, Any]) -> None:
    """Refuse a plan operation the child must not run as administrator."""
    _check_kind(kind, params.get("scope", "system"))
    try:
        if kind == "cudnn-copy-into-cuda":
            for key in ("archive", "into", "zlibwapi"):
                if params.get(key) is not None:
                    _absolute(params[key])
            if params.get("user_folder"):
                raise _refused(str(params["into"]))
        elif kind == "cuda-install-toolkit":
            _absolute(params["installer"])
            _absolute(params["into"])
        else:
            _variable(str(params.get("variable") or params.get("name") or "PATH"))
    except (KeyError, TypeError) as error:
        raise _refused(repr(error)) from None


def check_record(kind: str, record: Mapping[str, Any]) -> None:
    """Refuse a journal record whose undo would touch anything the wizard does not own as administrator."""
    _check_kind(kind, record.get("scope", "system"))
    try:
        if kind == "cudnn-copy-into-cuda":
            _check_cudnn_record(record)
        elif kind.startswith("env-"):
            _check_env_record(record)
    except (KeyError, TypeError, AttributeError) as error:
        raise _refused(repr(error)) from None


def _check_kind(kind: str, scope: object) -> None:
    if kind not in ELEVATED_KINDS or (kind.startswith("env-") and scope != "system"):
        raise ElevationError(
            tr("Elevation", "The administrator helper does not run '{kind}' operations.").format(kind=kind),
            hint=tr("Elevation", "Only system-wide changes run as administrator. Run the wizard again."),
            reference="elevation-kind-refused",
        )


def _check_cudnn_record(record: Mapping[str, Any]) -> None:
    if record.get(INTERRUPTED_KEY):  # a killed copy: its own folder in the CUDA root says what it did
        params = record[PARAMS_KEY]
        _toolkit_root(params["into"])
        if params.get("user_folder"):
            raise _refused(str(params["into"]))
        return
    root = _toolkit_root(record["root"])
    for entry in record["files"]:
        _cudnn_target(root, _absolute(entry["target"]), file=True)
        if entry.get("backup") is not None:
            _absolute(entry["backup"])
    for folder in record["created_dirs"]:
        _cudnn_target(root, _absolute(folder), file=False)


def _toolkit_root(value: object) -> Path:
    root = _absolute(value)
    if not any((root / marker).is_file() for marker in TOOLKIT_MARKERS):
        raise _refused(str(root))
    return root


def _cudnn_target(root: Path, path: Path, *, file: bool) -> None:
    """``path`` is a cuDNN file (or a folder for one) under the toolkit's bin/include/lib*, no link out."""
    try:
        parts = path.relative_to(root).parts
        inside = Path(os.path.realpath(path.parent)).relative_to(os.path.realpath(root))
    except ValueError:
        raise _refused(str(path)) from None
    named = not file or any(fnmatch.fnmatch(path.name.lower(), pattern) for pattern in CUDNN_NAMES)
    if not parts or not inside.parts or parts[0].lower() not in CUDNN_FOLDERS or not named:
        raise _refused(str(path))


def _check_env_record(record: Mapping[str, Any]) -> None:
    if record.get("backend") == "windows-registry":
        _variable(str(record["name"]))
        return
    from wizard.core.envvars.posix_env import default_backend

    script = default_backend().script_path("system")
    for item in record["files"]:
        backup = item.get("backup")
        if Path(item["path"]) != script or (backup is not None and Path(backup["target"]) != script):
            raise _refused(str(item["path"]))
        for folder in item.get("created_dirs", []):
            if Path(folder) not in script.parents:
                raise _refused(str(folder))


def check_staging(value: object) -> Path:
    """A staging folder of the elevated helper: the wizard's name for one, under the system's temp folder."""
    path = _absolute(value)
    if not is_staging_folder(path):
        raise _refused(str(value))
    return path


def checked_folder(value: object) -> Path:
    """A folder the plan names for the child's own files (backups): absolute, without ``..``."""
    return _absolute(value)


def _absolute(value: object) -> Path:
    """An absolute path without ``..``, NUL or a drive-relative form; else refused."""
    text = value if isinstance(value, str) else ""
    if not text or "\0" in text or not os.path.isabs(text) or ".." in PurePath(text).parts:
        raise _refused(str(value))
    return Path(text)


def _variable(name: str) -> None:
    if not VARIABLE.fullmatch(name):
        raise _refused(name)


def _refused(what: str) -> ElevationError:
    return ElevationError(
        tr("Elevation", "The administrator helper may not change {path}: it is not something the wizard "
           "installed there; nothing was done.").format(path=what),
        hint=tr("Elevation", "The plan or the journal was edited or damaged. Run the wizard again; an entry "
                "it cannot undo as administrator can be undone by hand."),
        reference="elevation-path-refused",
    )
