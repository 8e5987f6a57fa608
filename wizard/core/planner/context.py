"""What one evaluation works with: the inputs (facts, wishes, catalog) and the findings it collects."""

from __future__ import annotations

from dataclasses import dataclass, field

from wizard.basics.facts import MachineFacts
from wizard.core.plan import Blocker, Plan, PlanWarning, Reason, Wishes
from wizard.core.planner.index import CatalogIndex


@dataclass(frozen=True)
class Context:
    """The planner's inputs; every rule reads from here and nothing else."""

    facts: MachineFacts
    wishes: Wishes
    index: CatalogIndex
    # Evaluations shared by the primary search and the alternatives of one make_plan call (pure, so safe).
    memo: dict[tuple[object, ...], Plan] = field(default_factory=dict, compare=False, repr=False)

    @property
    def on_windows(self) -> bool:
        """Native Windows facts (not WSL)."""
        return self.facts.os.family == "windows"

    @property
    def on_wsl(self) -> bool:
        """Facts probed inside a WSL distro."""
        return self.facts.os.family == "linux" and self.facts.os.wsl

    @property
    def on_linux(self) -> bool:
        """Native Linux facts (not WSL)."""
        return self.facts.os.family == "linux" and not self.facts.os.wsl

    @property
    def has_gpu(self) -> bool:
        """At least one NVIDIA GPU was found."""
        return bool(self.facts.gpus)


@dataclass
class Verdict:
    """Findings of one evaluation, in the order the rules produced them (a local, mutable collector)."""

    blockers: list[Blocker] = field(default_factory=list)
    warnings: list[PlanWarning] = field(default_factory=list)
    reasons: list[Reason] = field(default_factory=list)

    def block(self, code: str, message: str, fix: str) -> None:
        """Record why the wish cannot be met and what to do (codes are stable, kebab-case)."""
        if all(b.code != code for b in self.blockers):
            self.blockers.append(Blocker(code=code, message=message, fix=fix))

    def warn(self, code: str, message: str) -> None:
        """Record something that works but that the user should know."""
        if all(w.code != code for w in self.warnings):
            self.warnings.append(PlanWarning(code=code, message=message))

    def reason(self, key: str, choice: str, rule: str, source: str) -> None:
        """Record why a choice was made: what was chosen (``key``, one of REASON_KEYS), the rule, the source(s)."""
        self.reasons.append(Reason(choice=choice, rule=rule, source=source, key=key))

    @property
    def blocked(self) -> bool:
        """True once any blocker was recorded."""
        return bool(self.blockers)
