"""What the elevated helper may change: every path of a plan or journal record, checked in the child.

Why: the plan is pinned by its hash, but what the parent puts in it (and above all the journal records
that ``undo`` hands over) come from files the user's account can edit. An edited record must not make
an administrator run overwrite or delete an arbitrary file (issue 8, item 5). So the child accepts:
* only the kinds registered here (:func:`register_elevated_kind`), each with its own checks of the plan's
  parameters and of the journal record to undo, kept next to the operation: cuDNN copies only as cuDNN
  files under a CUDA toolkit (:mod:`wizard.core.install.cudnn_elevated`), the CUDA installer with
  absolute paths (:mod:`wizard.core.install.cuda_ops`), system environment changes only to the wizard's
  own profile.d script or PATH-like and CUDA variables (:mod:`wizard.core.envvars.env_ops`);
* plans only with absolute paths without ``..``;
* its own staging folder, and the dead runs' staging folders it is to remove, only with the name the
  wizard gives them, directly under the system's temporary folder (:mod:`elevated_staging`).
Anything else is refused before the first change.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.ops.elevated_staging import is_staging_folder


class ElevationError(WizardError):
    """The elevated helper refused its plan or could not start."""

    reference = "elevation-failed"


class ChildLostError(ElevationError):
    """The elevated helper ended without saying what it did (killed, crashed): it may have changed
    anything its plan allowed, so its operations' intents are not simply dropped."""

    reference = "elevation-no-result"


ParamsCheck = Callable[[Mapping[str, Any]], None]
RecordCheck = Callable[[Mapping[str, Any]], None]


@dataclass(frozen=True)
class _ElevatedKind:
    check_params: ParamsCheck
    check_record: RecordCheck | None
    system_scope_only: bool


_ELEVATED: dict[str, _ElevatedKind] = {}


def register_elevated_kind(
    kind: str, *, check_params: ParamsCheck, check_record: RecordCheck | None = None,
    system_scope_only: bool = False,
) -> None:
    """Let the elevated helper run ``kind``, once its plan parameters (and, to undo it, its journal record)
    pass the kind's own checks, which raise :func:`refused`; ``system_scope_only``: only with scope "system".

    Called at import by the module defining the operation, next to ``register_kind``; a kind nobody
    registered here is refused, so the child loads every kind before it reads its plan.
    """
    entry = _ElevatedKind(check_params, check_record, system_scope_only)
    existing = _ELEVATED.get(kind)
    if existing is not None and existing != entry:
        raise ValueError(f"elevated kind {kind!r} is already registered")
    _ELEVATED[kind] = entry


def check_operation(kind: str, params: Mapping[str, Any]) -> None:
    """Refuse a plan operation the child must not run as administrator."""
    entry = _check_kind(kind, params.get("scope", "system"))
    try:
        entry.check_params(params)
    except (KeyError, TypeError) as error:
        raise refused(repr(error)) from None


def check_record(kind: str, record: Mapping[str, Any]) -> None:
    """Refuse a journal record whose undo would touch anything the wizard does not own as administrator."""
    entry = _check_kind(kind, record.get("scope", "system"))
    try:
        if entry.check_record is not None:
            entry.check_record(record)
    except (KeyError, TypeError, AttributeError) as error:
        raise refused(repr(error)) from None


def _check_kind(kind: str, scope: object) -> _ElevatedKind:
    entry = _ELEVATED.get(kind)
    if entry is None or (entry.system_scope_only and scope != "system"):
        raise ElevationError(
            tr("Elevation", "The administrator helper does not run '{kind}' operations.").format(kind=kind),
            hint=tr("Elevation", "Only system-wide changes run as administrator. Run the wizard again."),
            reference="elevation-kind-refused",
        )
    return entry


def check_staging(value: object) -> Path:
    """A staging folder of the elevated helper: the wizard's name for one, under the system's temp folder."""
    path = absolute_path(value)
    if not is_staging_folder(path):
        raise refused(str(value))
    return path


def checked_folder(value: object) -> Path:
    """A folder the plan names for the child's own files (backups): absolute, without ``..``."""
    return absolute_path(value)


def absolute_path(value: object) -> Path:
    """An absolute path without ``..``, NUL or a drive-relative form; else refused (for the kinds' checks too)."""
    text = value if isinstance(value, str) else ""
    if not text or "\0" in text or not os.path.isabs(text) or ".." in PurePath(text).parts:
        raise refused(str(value))
    return Path(text)


def refused(what: str) -> ElevationError:
    """The refusal of one path (or name) a plan or record names: what every check raises."""
    return ElevationError(
        tr("Elevation", "The administrator helper may not change {path}: it is not something the wizard "
           "installed there; nothing was done.").format(path=what),
        hint=tr("Elevation", "The plan or the journal was edited or damaged. Run the wizard again; an entry "
                "it cannot undo as administrator can be undone by hand."),
        reference="elevation-path-refused",
    )
