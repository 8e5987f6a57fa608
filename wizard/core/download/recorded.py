"""The checksums a hand-over folder's files were verified against, recorded beside them (``checksums.json``).

Why: a CUDA installer's md5 often comes from NVIDIA's published list, read online when the folder was
filled. The machine the folder is taken to may have no network, so the folder keeps what each file was
checked against (algorithm, digest, size, where the checksum came from). It is only a statement of what
to expect: every file is hashed again on that machine (a marker made on another machine proves nothing).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text

from .cache import safe_file_name
from .errors import MissingChecksumError
from .hashing import Expected

CHECKSUMS_NAME = "checksums.json"
RECORD_SCHEMA = 1
FROM_PLAN = "plan"  # the source of a checksum the plan itself carries (from the wizard's catalog)


@dataclass(frozen=True)
class RecordedFile:
    """One file of the folder and the checksum it was verified against."""

    name: str
    kind: str
    algorithm: str
    hexdigest: str
    size: int
    source: str  # the published list's address, or FROM_PLAN

    @property
    def expected(self) -> Expected:
        """The checksum as the engine checks it."""
        return Expected("md5" if self.algorithm == "md5" else "sha256", self.hexdigest)

    def describe(self) -> str:
        """What the file was verified against, in words (for messages)."""
        if self.source == FROM_PLAN:
            return checksum_in_plan(self.algorithm)
        return tr("Recorded", "the {algorithm} checksum recorded from {source}").format(
            algorithm=self.algorithm, source=self.source)


def checksum_in_plan(algorithm: str) -> str:
    """"the sha256 checksum in the plan", for messages about a file checked against the plan's own checksum."""
    return tr("Recorded", "the {algorithm} checksum in the plan").format(algorithm=algorithm)


def write_records(folder: Path, records: Iterable[RecordedFile]) -> Path:
    """``folder/checksums.json`` with ``records`` (atomically: never half a record); returns its path."""
    path = folder / CHECKSUMS_NAME
    document = {"schema": RECORD_SCHEMA, "files": [asdict(record) for record in records]}
    write_text_atomically(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    return path


def read_records(folder: Path) -> dict[str, RecordedFile]:
    """The records of ``folder`` by file name; none when there is no record; BadInputError for a broken one."""
    from wizard.basics.jsondoc import read_document

    path = folder / CHECKSUMS_NAME
    if not path.is_file():
        return {}
    try:
        document = read_document(path)
        if not isinstance(document, dict) or document.get("schema") != RECORD_SCHEMA:
            raise ValueError(tr("Recorded", "it is not a checksum record of this version of the wizard"))
        records = [_record(item) for item in _list(document.get("files"))]
    except (OSError, ValueError) as error:  # DocumentError and MissingChecksumError are ValueErrors
        problem = os_error_text(error) if isinstance(error, OSError) else getattr(error, "message", str(error))
        raise BadInputError(
            tr("Recorded", "{path} cannot be read: {problem}").format(path=path, problem=problem),
            hint=tr("Recorded", "Copy the folder again from the computer that made it, or delete {name} to "
                    "have the checksums read from NVIDIA's lists again (that needs the network).").format(
                name=CHECKSUMS_NAME),
        ) from None
    return {record.name: record for record in records}


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(tr("Recorded", "it has no list of files"))
    return value


def _record(item: Any) -> RecordedFile:
    fields = RecordedFile.__dataclass_fields__
    if not isinstance(item, Mapping) or set(item) != set(fields):
        raise ValueError(tr("Recorded", "an entry does not have exactly the fields {fields}").format(
            fields=", ".join(fields)))
    texts = ("name", "kind", "algorithm", "hexdigest", "source")
    if not all(isinstance(item[key], str) for key in texts) or type(item["size"]) is not int or item["size"] < 0:
        raise ValueError(tr("Recorded", "an entry has a field of the wrong type"))
    if item["algorithm"] not in ("sha256", "md5") or safe_file_name(item["name"]) != item["name"]:
        raise ValueError(tr("Recorded", "the entry for {name} is not valid").format(name=item["name"]))
    record = RecordedFile(**item)
    try:
        record.expected  # noqa: B018 - validates the digest
    except MissingChecksumError as error:
        raise ValueError(error.message) from None
    return record
