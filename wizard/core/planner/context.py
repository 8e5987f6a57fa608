"""What one evaluation works with: the inputs (facts, wishes, catalog) and the findings it collects."""

from __future__ import annotations

from dataclasses import dataclass, field

from wizard.basics.facts import MachineFacts, normalise_arch, wsl_version
from wizard.core.plan import Blocker, Fix, Plan, PlanWarning, Reason, Wishes
from wizard.core.planner.index import CatalogIndex


@dataclass(frozen=True)
class Context:
    """The planner's inputs; every rule reads from here and nothing else."""

    facts: MachineFacts
    wishes: Wishes
    index: CatalogIndex
    # True only while looking for an experimental alternative: a GPU path known to fail (Blackwell PTX JIT)
    # is then a warning instead of a blocker. The recommended plan is always searched with False.
    experimental: bool = False
    # True when the automatic route fell back to the CPU because every GPU path is known to fail.
    auto_cpu: bool = False
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
    def on_wsl1(self) -> bool:
        """Facts probed inside WSL 1, which has no GPU access at all (NVIDIA's CUDA-on-WSL guide)."""
        return self.on_wsl and wsl_version(self.facts.os) == 1

    @property
    def arch(self) -> str:
        """The machine's CPU architecture, one name per architecture (``x86_64``, ``arm64``)."""
        return normalise_arch(self.facts.os.arch)

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

    def block(self, code: str, message: str, advice: str = "", fixes: tuple[Fix, ...] = ()) -> None:
        """Record why the wish cannot be met (codes are stable, kebab-case), with the fixes to try.

        ``fixes`` are proposals: :func:`wizard.core.planner.fixes.settle_fixes` keeps only those that
        re-plan to a working plan. ``advice`` is what to say when none is left (something outside the
        wizard, e.g. a CPU with AVX), in plain words without command-line flags.
        """
        if all(b.code != code for b in self.blockers):
            self.blockers.append(Blocker(code=code, message=message, fix=advice, fixes=fixes))

    def warn(self, code: str, message: str) -> None:
        """Record something that works but that the user should know."""
        if all(w.code != code for w in self.warnings):
            self.warnings.append(PlanWarning(code=code, message=message))

    def reason(self, key: str, choice: str, rule: str, source: str, why: str) -> None:
        """Record a choice: what (``key``, one of REASON_KEYS), the bare rule id, source ids, the plain why."""
        self.reasons.append(Reason(choice=choice, rule=rule, source=source, key=key, why=why))

    @property
    def blocked(self) -> bool:
        """True once any blocker was recorded."""
        return bool(self.blockers)
