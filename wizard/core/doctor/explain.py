"""Match a log against the signatures: each cause once, most fundamental first, in the user's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.doctor.signatures import Signature, load_signatures

MAX_SAMPLE_LINES = 3


@dataclass(frozen=True)
class Finding:
    """One cause found in the log (or by the preflight), with the fix and where the signature comes from."""

    code: str
    cause: str
    fix: str
    source: str
    severity: str = "error"
    rank: int = 0
    lines: tuple[str, ...] = ()
    values: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "cause": self.cause, "fix": self.fix, "source": self.source,
                "severity": self.severity, "lines": list(self.lines), "values": dict(self.values)}


class _Hit:
    """What one signature matched across the whole log: every distinct value of each named group."""

    def __init__(self) -> None:
        self.values: dict[str, list[str]] = {}
        self.lines: list[str] = []

    def add(self, groups: dict[str, str | None], line: str) -> None:
        for key, value in groups.items():
            if value and value not in self.values.setdefault(key, []):
                self.values[key].append(value)
        if len(self.lines) < MAX_SAMPLE_LINES:
            self.lines.append(line.strip()[:500])


def _fill(text: str, values: dict[str, str]) -> str:
    class _Missing(dict[str, str]):
        def __missing__(self, key: str) -> str:
            return "?"

    return text.format_map(_Missing(values))


def _finding(signature: Signature, hit: _Hit) -> Finding:
    values = {key: ", ".join(found) for key, found in hit.values.items()}
    return Finding(
        code=signature.code,
        cause=_fill(tr("Doctor", signature.cause), values),
        fix=_fill(tr("Doctor", signature.fix), values),
        source=signature.source,
        severity=signature.severity,
        rank=signature.rank,
        lines=tuple(hit.lines),
        values=values,
    )


def diagnose(log: str, tf_version: str | None = None,
             signatures: Sequence[Signature] | None = None) -> list[Finding]:
    """Every known cause in ``log``, once each, ordered from the most fundamental."""
    table = load_signatures() if signatures is None else signatures
    hits: dict[str, _Hit] = {}
    for line in log.splitlines():
        for signature in table:
            if not signature.applies(tf_version):
                continue
            for pattern in signature.patterns:
                match = pattern.search(line)
                if match and signature.holds(match.groupdict()):
                    hits.setdefault(signature.code, _Hit()).add(match.groupdict(), line)
                    break
    # A line that only follows from a cause already found ("Cannot dlopen some GPU libraries" after the
    # library it could not open) is not a second cause.
    ordered = [s for s in table if s.code in hits and not any(code in hits for code in s.suppressed_by)]
    return [_finding(s, hits[s.code]) for s in sorted(ordered, key=lambda s: s.rank)]
