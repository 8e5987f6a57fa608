"""What the WSL2 route's pages decide and say, without widgets: the check in plain words, what setup still needs,
and the seam to the route's core steps.

Why a seam: the pages are views over the core's WSL steps (the facts of :mod:`wizard.core.wsl`, its journaled
enable / install / user steps and the ``apply`` run inside); :class:`WslRouteSteps` names exactly what a page
calls, so a page never reaches into wsl.exe itself, and the session holds the one implementation. The facts are
read through :class:`WslFactsView` and the report's :class:`~wizard.core.report.build.InsideFound`: the fields
the core's frozen facts carry.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from wizard.basics.events import LogLine, Started
from wizard.basics.i18n import tr
from wizard.core.by_hand.wsl_editors import InsideEnv, inside_env_from

if TYPE_CHECKING:
    from wizard.basics.events import Step
    from wizard.basics.facts import MachineFacts
    from wizard.core.apply.model import ApplyOptions, ApplyState
    from wizard.core.download.network import NetworkSettings
    from wizard.core.plan import Plan
    from wizard.core.report.build import InsideFound

WSL2_GPU_MIN_BUILD = 19044  # GPU in WSL2: Windows 11, or Windows 10 21H2 (build 19044) or newer (NVIDIA's guide)
Need = Literal["enable", "restart", "install", "convert", "user"]


class DistroView(Protocol):
    """One registered distribution: its name and WSL version (1 or 2)."""

    @property
    def name(self) -> str: ...
    @property
    def wsl_version(self) -> int: ...


# After the WSL setup: no restart needed, a restart after which the wizard continues by itself at sign-in, or one
# after which the user starts it again (the command would be longer than Windows starts from its RunOnce key).
Restart = Literal["none", "continues", "by-hand"]


class WslFactsView(Protocol):
    """WSL on this Windows, as the core's facts say it."""

    @property
    def installed(self) -> bool: ...
    @property
    def version(self) -> str | None: ...
    @property
    def inbox(self) -> bool: ...
    @property
    def distros(self) -> Sequence[DistroView]: ...
    @property
    def windows_build(self) -> int | None: ...
    @property
    def virtualization(self) -> bool | None: ...
    @property
    def reboot_pending(self) -> bool: ...


@dataclass(frozen=True)
class InsideResult:
    """What the run of the plan inside WSL brings back: where the env is, the verification document made there,
    and the distribution's facts (None when not read)."""

    env: InsideEnv
    verification: dict[str, Any] | None
    inside: InsideFound | None = None
    wsl_version: int = 2


class WslRouteSteps(Protocol):
    """The route's core steps, each a step generator (events, then its result), journaled by the core."""

    def check(self) -> Step[WslFactsView]:
        """Read WSL's facts (wsl.exe's answers, the registry)."""
        ...

    def set_up(self, distro: str, user: str, *, convert: bool) -> Step[Restart]:
        """Turn WSL on, install ``distro`` (converting a WSL 1 one only when ``convert``), make ``user`` its
        default; whether Windows must restart first, and whether the wizard then continues by itself after the
        sign-in (the core remembers how) or must be started again (no entry Windows would run could be left)."""
        ...

    def apply_inside(self, distro: str, user: str, plan: Plan) -> Step[InsideResult]:
        """Put the wizard inside and run the plan's ``apply`` there, its progress as events."""
        ...

    def verify_again(self, env: InsideEnv) -> Step[dict[str, Any]]:
        """Run the verification again inside, in ``env``; the document made there."""
        ...

    def use_own_linux_build(self, chosen: Path) -> Step[Path]:
        """Take the wizard's Linux build from the user's file (offline: downloaded on another computer), checked
        against the SHA-256 this app was built with; the next :meth:`apply_inside` then uses it."""
        ...


class CoreWslSteps:
    """:class:`WslRouteSteps` over the core: the very stages ``apply`` runs for a WSL2 plan from Windows
    (:mod:`wizard.core.apply.wsl_side`), over one apply state, so the GUI journals what ``apply`` journals, under
    the same step ids, as one run (``undo --last`` reverses all of it)."""

    def __init__(self, facts: MachineFacts, plan: Plan, resume_folder: Path | None = None,
                 options: ApplyOptions | None = None, *, run_id: str = "", started_at: str = "") -> None:
        self.facts = facts
        self.plan = plan
        self.resume_folder = resume_folder  # where the state is kept for the run after a restart (None: no resume)
        self.options = options  # apply's own choices for the run inside (the package index...); None: defaults
        self.run_id = run_id  # the run this one continues after a restart ("": a new run)
        self.started_at = started_at  # when the session began (the resumed Finish page lists changes since then)
        self._state: ApplyState | None = None

    def use_network(self, settings: NetworkSettings) -> None:
        """New Network settings (proxy, mirrors, package index) for the steps still to run, the run inside WSL
        among them."""
        from dataclasses import replace

        self.options = replace(self.options or _default_options(), network=settings)
        if self._state is not None:
            self._state.options = replace(self._state.options, network=settings)

    def check(self) -> Step[WslFactsView]:
        from wizard.core.wsl import reboot
        from wizard.core.wsl.probe import probe_wsl

        yield Started("wsl-check", tr("WslCheck", "Asking WSL what is there"))
        build = self.facts.os.build
        facts: WslFactsView = probe_wsl(reboot.windows_registry(), int(build) if build.isdigit() else None)
        return facts

    def set_up(self, distro: str, user: str, *, convert: bool) -> Step[Restart]:
        from wizard.core.apply.wsl_side import RestartNeededError, set_up_wsl

        state = self.state(distro, user, convert=convert)
        try:
            with state.journal.changing(state.run_id):  # one lock from its first change to its last, as apply's
                summary = yield from set_up_wsl(state)
        except RestartNeededError as pause:
            return "continues" if pause.continues else "by-hand"
        yield LogLine("info", summary)
        return "none"

    def apply_inside(self, distro: str, user: str, plan: Plan) -> Step[InsideResult]:
        from wizard.core.apply import wsl_side
        from wizard.core.wsl.probe import probe_inside

        state = self.state(distro, user, convert=False)
        state.plan = plan
        with state.journal.changing(state.run_id):  # one lock from its first change to its last, as apply's
            summary = yield from wsl_side.apply_inside(state)
        yield LogLine("info", summary)
        if self.resume_folder is not None:
            from wizard.core.apply.resume import forget_resume, resume_file

            forget_resume(resume_file(self.resume_folder))  # carried out: nothing is left to continue
        document = state.verification
        env = inside_env_from(distro, user, document)
        inside: InsideFound = probe_inside(distro, user)
        return InsideResult(env, document, inside)

    def use_own_linux_build(self, chosen: Path) -> Step[Path]:
        from wizard.core.apply.wsl_side import own_linux_build

        return (yield from own_linux_build(chosen, (self.options or _default_options()).network))

    def verify_again(self, env: InsideEnv) -> Step[dict[str, Any]]:
        from wizard.core.wsl.inside_verify import verify_inside_again

        timeout = (self.options or _default_options()).verify_timeout
        return (yield from verify_inside_again(env.distro, env.user, env.python, timeout=timeout))

    def state(self, distro: str, user: str, *, convert: bool) -> ApplyState:
        """The one apply state of this session's WSL steps, with this call's choices."""
        from dataclasses import replace

        from wizard.core.apply.model import ApplyOptions
        from wizard.core.apply.run import new_state
        from wizard.core.ops.journal import utc_now
        from wizard.gui.models.wsl_continue import gui_resume

        if self._state is None:
            self._state = new_state(self.plan, self.options or ApplyOptions(), dry_run=False)
            self._state.facts = self.facts
            self._state.run_id = self.run_id or self._state.run_id
            self.started_at = self.started_at or utc_now()
        options = replace(self._state.options, wsl_distro=distro, wsl_user=user, wsl_convert=convert)
        if self.resume_folder is not None:
            options = gui_resume(self.facts, self.plan, options, self.resume_folder, run_id=self._state.run_id,
                                 started_at=self.started_at)
        self._state.options = options
        return self._state


def _default_options() -> ApplyOptions:
    from wizard.core.apply.model import ApplyOptions

    return ApplyOptions()


def distro_in(facts: WslFactsView, name: str) -> DistroView | None:
    """The distribution called ``name`` (wsl.exe ignores case), or None."""
    return next((item for item in facts.distros if item.name.lower() == name.lower()), None)


def needs(facts: WslFactsView, distro: str) -> list[Need]:
    """What setup still has to do, in order: turn WSL on, restart Windows, install the distribution, convert
    it to WSL 2, make its Linux user (the user is always made or checked: a new distribution has none)."""
    if facts.reboot_pending:
        return ["restart"]
    if not facts.installed:
        return ["enable", "restart", "install", "user"]
    found = distro_in(facts, distro)
    if found is None:
        return ["install", "user"]
    convert: list[Need] = ["convert"] if found.wsl_version == 1 else []
    return [*convert, "user"]


def windows_fits(facts: WslFactsView) -> bool | None:
    """True when this Windows passes the GPU into WSL2 (None: build unknown)."""
    return None if facts.windows_build is None else facts.windows_build >= WSL2_GPU_MIN_BUILD


def check_rows(facts: WslFactsView, distro: str) -> list[tuple[bool | None, str]]:
    """The check in plain words: (True there / False missing / None unknown, sentence), one per fact."""
    rows: list[tuple[bool | None, str]] = []
    build = facts.windows_build
    fits = windows_fits(facts)
    if fits is None:
        rows.append((None, tr("WslCheck", "The Windows version could not be read.")))
    elif fits:
        rows.append((True, tr("WslCheck", "Windows build {build} can pass the graphics card to WSL2.")
                     .format(build=build)))
    else:
        rows.append((False, tr("WslCheck", "Windows build {build} is too old for the graphics card in WSL2: it needs "
                                           "Windows 11, or Windows 10 version 21H2 or newer. Update Windows first.")
                     .format(build=build)))
    if facts.virtualization is False:
        rows.append((False, tr("WslCheck", "Virtualization is turned off in the computer's firmware (BIOS or UEFI). "
                                           "WSL2 needs it: turn it on there, then start the wizard again.")))
    elif facts.virtualization:
        rows.append((True, tr("WslCheck", "Virtualization is on in the computer's firmware.")))
    rows.append(_wsl_row(facts))
    if facts.reboot_pending:
        rows.append((False, tr("WslCheck", "Windows is waiting for a restart before WSL can run.")))
    rows.append(_distro_row(facts, distro))
    return rows


def _wsl_row(facts: WslFactsView) -> tuple[bool | None, str]:
    if not facts.installed:
        return False, tr("WslCheck", "WSL is not turned on yet. The wizard turns it on (Windows asks for "
                                     "administrator rights once).")
    if facts.inbox or not facts.version:
        return True, tr("WslCheck", "WSL is on (the version built into Windows; the wizard updates it first).")
    return True, tr("WslCheck", "WSL {version} is on.").format(version=facts.version)


def _distro_row(facts: WslFactsView, distro: str) -> tuple[bool | None, str]:
    found = distro_in(facts, distro) if facts.installed else None
    if found is None:
        return False, tr("WslCheck", "{distro} is not installed yet. The wizard installs it (a download of "
                                     "several hundred megabytes).").format(distro=distro)
    if found.wsl_version == 1:
        return False, tr("WslCheck", "{distro} runs on WSL 1, which cannot reach the graphics card. The wizard "
                                     "converts it to WSL 2 (it asks first; this can take several minutes).").format(
            distro=distro)
    return True, tr("WslCheck", "{distro} is installed and runs on WSL 2.").format(distro=distro)


def blocked(facts: WslFactsView) -> bool:
    """True when the user must act first (an old Windows, virtualization off): setup cannot help."""
    return windows_fits(facts) is False or facts.virtualization is False
