"""Read the verification and doctor documents (another part of the wizard writes them) by their interop keys.

Only the documented keys are read (verification: ``schema``, ``tensorflow``, ``gpus``, ``cpu_only``,
``checks``, ``timing``; doctor: ``findings``), so a newer document with more keys still reads, and nothing
unexpected (a raw log, an environment dump) slips into a report unredacted.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import read_document
from wizard.basics.os_errors import os_error_text
from wizard.basics.serial import SchemaError, from_dict
from wizard.core.report.model import DoctorSection, VerificationSection

VERIFICATION_KEYS = ("schema", "tensorflow", "gpus", "cpu_only", "checks", "timing")


def verification_from(document: Mapping[str, Any], origin: str = "") -> VerificationSection:
    """The verification section of a report, from the verification document."""
    data = {key: _known(document[key]) for key in VERIFICATION_KEYS if key in document}
    if "schema" in data:
        data["schema"] = str(data["schema"])
    section: VerificationSection = _typed(VerificationSection, {**data, "origin": origin},
                                          tr("Report", "verification"))
    return section


def _known(value: Any) -> Any:
    """``null`` in the verification document means "not known" (a CPU-only TensorFlow has no CUDA version, a
    passed check no fix): read it as the field's default ("" for a text, None for a number), not as an error."""
    if isinstance(value, Mapping):
        return {key: _known(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [_known(item) for item in value]
    return value


def doctor_from(document: Mapping[str, Any], origin: str = "") -> DoctorSection:
    """The doctor section of a report, from the doctor document."""
    given = document.get("gpu_code")
    code: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
    data = {"findings": document.get("findings", []), "origin": origin,
            "code_targets": [*code.get("sass", []), *code.get("ptx", [])],
            "gpu_verdicts": _known(code.get("gpus", []))}
    section: DoctorSection = _typed(DoctorSection, data, tr("Report", "doctor"))
    return section


def load_document(path: Path, what: str) -> dict[str, Any]:
    """A JSON object from ``path``; a clear error when the file cannot be read or is not a JSON object (the one
    bounded reader, wizard.basics.jsondoc, as for facts and plans: a huge or deeply nested file is refused)."""
    try:
        data = read_document(path)
    except OSError as error:
        raise BadInputError(
            tr("Report", "Cannot read the {what} file {path}: {reason}").format(
                what=what, path=path, reason=os_error_text(error)),
            hint=tr("Report", "Check the path, or leave the option out to make the report without it."),
            reference="report-input-unreadable",
        ) from error
    except ValueError as error:
        raise BadInputError(
            tr("Report", "The {what} file {path} is not JSON.").format(what=what, path=path),
            hint=tr("Report", "Give the file the wizard wrote, unchanged."),
            reference="report-input-unreadable",
        ) from error
    if not isinstance(data, dict):
        raise _not_valid(what, path, "(document)", tr("Report", "must be a JSON object"))
    return data


def _typed(cls: Any, data: dict[str, Any], what: str) -> Any:
    try:
        return from_dict(cls, data)
    except SchemaError as error:
        raise _not_valid(what, None, error.field, error.problem) from error


def _not_valid(what: str, path: Path | None, field_name: str, problem: str) -> BadInputError:
    where = f" {path}" if path is not None else ""
    return BadInputError(
        tr("Report", "The {what} document{where} is not valid: {field} {problem}.").format(
            what=what, where=where, field=field_name, problem=problem),
        hint=tr("Report", "Give the file the wizard wrote, unchanged."),
        reference="report-input-invalid",
    )
