"""The signature table in ``resources/doctor/signatures.json``, validated at load (a broken row is named)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from wizard.basics.errors import CatalogError
from wizard.basics.i18n import tr
from wizard.resources import resource_path

SEVERITIES = ("error", "warning", "info")


@dataclass(frozen=True)
class Signature:
    """One known log signature: patterns, the TF versions it applies to, cause, fix and where it was seen."""

    code: str
    rank: int
    severity: str
    patterns: tuple[re.Pattern[str], ...]
    applies_to: SpecifierSet
    cause: str
    fix: str
    source: str
    examples: tuple[str, ...]
    facts: tuple[str, ...] = ()
    suppressed_by: tuple[str, ...] = ()  # codes of causes this line is only a consequence of
    # Two named groups whose versions must rise (``("wanted", "first")``: the release asked for is older
    # than the oldest one pip offers), for a cause a pattern alone cannot tell apart.
    ordered: tuple[str, ...] = ()

    def applies(self, tf_version: str | None) -> bool:
        """True when the version is unknown or inside ``applies_to``."""
        if tf_version is None or not str(self.applies_to):
            return True
        try:
            return Version(tf_version) in self.applies_to
        except InvalidVersion:
            return True

    def holds(self, groups: dict[str, str | None]) -> bool:
        """True unless ``ordered`` names two groups whose versions do not rise (unreadable ones count as not)."""
        if not self.ordered:
            return True
        try:
            low, high = (Version(groups.get(name) or "") for name in self.ordered)
        except InvalidVersion:
            return False
        return low < high


def table_path() -> Path:
    return resource_path("doctor", "signatures.json")


def _row(raw: dict[str, Any]) -> Signature:
    code = str(raw.get("code", "?"))
    try:
        patterns = tuple(re.compile(p) for p in raw["patterns"])
        signature = Signature(
            code=code, rank=int(raw["rank"]), severity=str(raw["severity"]), patterns=patterns,
            applies_to=SpecifierSet(raw.get("applies_to", "")), cause=str(raw["cause"]), fix=str(raw["fix"]),
            source=str(raw["source"]), examples=tuple(raw["examples"]), facts=tuple(raw.get("facts", ())),
            suppressed_by=tuple(raw.get("suppressed_by", ())), ordered=tuple(raw.get("ordered", ())),
        )
    except (KeyError, TypeError, ValueError, re.error, InvalidSpecifier) as error:
        raise CatalogError(tr("Doctor", "Doctor signature {code} is invalid: {error}").format(code=code, error=error),
                           context={"file": table_path()}) from error
    groups = {name for p in patterns for name in p.groupindex}
    if len(signature.ordered) not in (0, 2) or not set(signature.ordered) <= groups:
        message = tr("Doctor", "Doctor signature {code} orders groups its patterns do not have.")
        raise CatalogError(message.format(code=code), context={"file": table_path()})
    if signature.severity not in SEVERITIES or not signature.patterns or not signature.examples:
        message = tr("Doctor", "Doctor signature {code} needs a known severity, patterns and examples.")
        raise CatalogError(message.format(code=code), context={"file": table_path()})
    if not signature.source.startswith("https://"):
        raise CatalogError(tr("Doctor", "Doctor signature {code} needs a source address.").format(code=code),
                           context={"file": table_path()})
    return signature


@cache
def load_signatures(path: Path | None = None) -> tuple[Signature, ...]:
    """Every signature, most fundamental first (lowest rank)."""
    source = path or table_path()
    try:
        document = json.loads(source.read_text(encoding="utf-8"))
        rows = document["signatures"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise CatalogError(tr("Doctor", "The doctor's signature table cannot be read: {error}").format(error=error),
                           context={"file": source}) from error
    signatures = tuple(sorted((_row(r) for r in rows), key=lambda s: s.rank))
    codes = [s.code for s in signatures]
    if len(set(codes)) != len(codes):
        raise CatalogError(tr("Doctor", "The doctor's signature table repeats a code."), context={"file": source})
    unknown = {code for s in signatures for code in s.suppressed_by} - set(codes)
    if unknown:
        raise CatalogError(tr("Doctor", "The doctor's signature table names unknown codes: {codes}").format(
            codes=", ".join(sorted(unknown))),
                           context={"file": source})
    return signatures
