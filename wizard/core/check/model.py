"""What ``check`` found: each change with what it breaks and its fix, and the exit code fleets read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

Level = Literal["broken", "look", "info"]
EXIT_FINE, EXIT_BROKEN, EXIT_LOOK = 0, 1, 3


@dataclass(frozen=True)
class Change:
    """One difference from the recorded setup. ``code`` is stable (dashboards match on it); ``what`` says what
    changed, ``breaks`` what that breaks (empty for a harmless change), ``fix`` what to do in plain words (both
    front-ends show it), ``command`` the wizard's command that does it, where one does (the CLI adds it)."""

    code: str
    level: Level
    what: str
    breaks: str = ""
    fix: str = ""
    command: str = ""


@dataclass(frozen=True)
class CheckResult:
    """Every change found, against the setup made at ``made_at`` with catalog ``catalog_version``: a setup of
    ``framework`` at ``framework_version`` (``tensorflow`` keeps the TensorFlow version alone, "" without one)."""

    changes: tuple[Change, ...]
    made_at: str
    route: str
    tensorflow: str
    catalog_version: int
    framework: str = "tensorflow"
    framework_version: str = ""

    @property
    def exit_code(self) -> int:
        """0 all fine, 1 something broken, 3 something to look at."""
        levels = {change.level for change in self.changes}
        return EXIT_BROKEN if "broken" in levels else EXIT_LOOK if "look" in levels else EXIT_FINE

    def to_dict(self) -> dict[str, Any]:
        """The JSON a fleet dashboard reads."""
        status = {EXIT_FINE: "fine", EXIT_BROKEN: "broken", EXIT_LOOK: "look"}[self.exit_code]
        return {"schema": 1, "status": status, "exit_code": self.exit_code, "setup_made_at": self.made_at,
                "route": self.route, "tensorflow": self.tensorflow, "framework": self.framework,
                "framework_version": self.framework_version, "catalog_version": self.catalog_version,
                "changes": [{"code": c.code, "level": c.level, "what": c.what, "breaks": c.breaks, "fix": c.fix,
                             "command": c.command}
                            for c in self.changes]}
