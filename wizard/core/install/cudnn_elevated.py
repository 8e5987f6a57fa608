"""What the elevated helper may do for a cuDNN copy: only cuDNN files under a CUDA toolkit's own folders.

The checks of :mod:`wizard.core.ops.elevation_checks` for the ``cudnn-copy-into-cuda`` kind (issue 8,
item 5): a plan's paths are absolute, never the user's own folder; a journal record to undo names only
cuDNN files (``cudnn*``, ``libcudnn*``, ``zlibwapi.dll``) or folders for them under ``bin``, ``include``
or ``lib*`` of a folder that holds a CUDA toolkit (a version file or nvcc), never through a link that leaves
it. An interrupted copy's record is accepted only for such a folder: what it undoes then comes from the
copy's own admin-only folder there, and a completed record must match the record kept there
(:mod:`wizard.core.install.copy_admin`).
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wizard.core.ops.base import INTERRUPTED_KEY, PARAMS_KEY
from wizard.core.ops.elevation_checks import absolute_path, refused

CUDNN_FOLDERS = frozenset({"bin", "include", "lib", "lib64"})
CUDNN_NAMES = ("cudnn*", "libcudnn*", "zlibwapi.dll")
TOOLKIT_MARKERS = ("version.json", "version.txt", "bin/nvcc", "bin/nvcc.exe")


def check_cudnn_params(params: Mapping[str, Any]) -> None:
    """A plan's copy: absolute paths, and never into a folder of the user's (that needs no admin)."""
    for key in ("archive", "into", "zlibwapi"):
        if params.get(key) is not None:
            absolute_path(params[key])
    if params.get("user_folder"):
        raise refused(str(params["into"]))


def check_cudnn_record(record: Mapping[str, Any]) -> None:
    """A record to undo: only cuDNN files and folders under a toolkit's bin/include/lib*."""
    if record.get(INTERRUPTED_KEY):  # a killed copy: its own folder in the CUDA root says what it did
        params = record[PARAMS_KEY]
        _toolkit_root(params["into"])
        if params.get("user_folder"):
            raise refused(str(params["into"]))
        return
    root = _toolkit_root(record["root"])
    for entry in record["files"]:
        _cudnn_target(root, absolute_path(entry["target"]), file=True)
        if entry.get("backup") is not None:
            absolute_path(entry["backup"])
    for folder in record["created_dirs"]:
        _cudnn_target(root, absolute_path(folder), file=False)


def _toolkit_root(value: object) -> Path:
    root = absolute_path(value)
    if not any((root / marker).is_file() for marker in TOOLKIT_MARKERS):
        raise refused(str(root))
    return root


def _cudnn_target(root: Path, path: Path, *, file: bool) -> None:
    """``path`` is a cuDNN file (or a folder for one) under the toolkit's bin/include/lib*, no link out."""
    try:
        parts = path.relative_to(root).parts
        inside = Path(os.path.realpath(path.parent)).relative_to(os.path.realpath(root))
    except ValueError:
        raise refused(str(path)) from None
    named = not file or any(fnmatch.fnmatch(path.name.lower(), pattern) for pattern in CUDNN_NAMES)
    if not parts or not inside.parts or parts[0].lower() not in CUDNN_FOLDERS or not named:
        raise refused(str(path))
