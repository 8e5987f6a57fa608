"""The Windows half of the WSL2 route as journaled operations: enable WSL, the RunOnce entry that continues
after a restart, install the pinned distribution, convert a WSL 1 distribution to WSL 2.

None needs the wizard's elevated helper: ``wsl --install`` raises its own administrator prompt, and the other
commands work per user. Enabling WSL is never undone (other programs may use WSL by then): its reverse says
so and gives the commands that turn it off.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    ApplyResult,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    in_tense,
    register_kind,
)
from wizard.core.wsl import consent, reboot
from wizard.core.wsl.calls import must_run
from wizard.core.wsl.first_launch import launcher_file, not_registered, register_by_launcher
from wizard.core.wsl.parse import decode_wsl, parse_list
from wizard.platform.wsl_exe import run_wsl

WSL_FEATURE = "Microsoft-Windows-Subsystem-Linux"
VM_PLATFORM_FEATURE = "VirtualMachinePlatform"
FEATURES = (WSL_FEATURE, VM_PLATFORM_FEATURE)  # what ``wsl --install`` and the inbox route's dism turn on
DISABLE_FEATURES = "; ".join(f"dism.exe /online /disable-feature /featurename:{name} /norestart" for name in FEATURES)
DISABLE_WSL = f"wsl --uninstall; {DISABLE_FEATURES}"
INSTALL_TIMEOUT = 3600.0


def wsl_answers() -> bool:
    """True when wsl.exe can answer ``--status`` (the feature is on and active: no restart is waiting)."""
    return run_wsl(["--status"], timeout=60).code == 0


@dataclass(frozen=True)
class EnableWsl:
    """``wsl --install --no-distribution``: the WSL feature and the Virtual Machine Platform, no distribution."""

    kind = "wsl-enable"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Turn on WSL (wsl --install --no-distribution); Windows asks for administrator rights")

    def preview(self) -> Preview:
        """See Operation."""
        on = wsl_answers()
        return Preview(self.describe(), tr("Wsl", "WSL: on") if on else tr("Wsl", "WSL: off"), tr("Wsl", "WSL: on"))

    def needs_elevation(self) -> bool:
        """wsl.exe raises its own prompt; the wizard's helper is not needed."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: nothing to do when WSL already answers."""
        if wsl_answers():
            return ApplyResult(Outcome.NO_CHANGE, detail=tr("Wsl", "WSL is already on."))
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        ctx.note_intent({"enabled": True})
        must_run(["--install", "--no-distribution"], timeout=INSTALL_TIMEOUT)
        return ApplyResult(Outcome.MODIFIED, {"enabled": True})

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return {}


def _not_undone(_record: Mapping[str, Any], _ctx: OpContext) -> str:
    """Never undone: other programs may use WSL by now. Reported as not undone, with the commands."""
    raise wsl_left_on(DISABLE_WSL)


def wsl_left_on(command: str) -> OperationError:
    """The undo's report that WSL stays on, with ``command``, the commands that turn it off."""
    return OperationError(
        tr("Wsl", "Not undone: WSL stays on (other programs may use it)."),
        hint=tr("Wsl", "To turn it off, in an administrator terminal: {command}").format(command=command),
        reference="wsl-left-on")


@dataclass(frozen=True)
class AddRunOnce:
    """The per-user RunOnce entry that starts the wizard again after the restart, where it stopped; with
    ``state_file`` the state the GUI opens again from (:mod:`wizard.core.apply.resume`), written with the entry
    and removed by its undo."""

    command: str
    state_file: str = ""
    state: str = ""
    kind = "wsl-run-once"

    def describe(self) -> str:
        """See Operation. What the entry does, not its command line, which names the wizard's own options (no CLI
        option in the GUI's lists): the review shows the command (:meth:`preview`)."""
        return tr("Wsl", "Continue the setup by itself after the restart (Windows starts the wizard once at the next "
                         "sign-in)")

    def preview(self) -> Preview:
        """See Operation."""
        before = reboot.run_once_command(reboot.windows_registry()) or ""
        return Preview(self.describe(), before, self.command)

    def needs_elevation(self) -> bool:
        """HKCU: no admin."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation."""
        registry = reboot.windows_registry()
        before = reboot.run_once_command(registry)
        if before == self.command and self._state_saved():
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record = {"command": self.command, "before": before, "state_file": self.state_file}
        ctx.note_intent(record)
        if self.state_file:
            Path(self.state_file).parent.mkdir(parents=True, exist_ok=True)
            write_text_atomically(Path(self.state_file), self.state)
        reboot.set_run_once(registry, self.command)
        return ApplyResult(Outcome.MODIFIED, record)

    def _state_saved(self) -> bool:
        path = Path(self.state_file)
        return not self.state_file or (path.is_file() and path.read_text(encoding="utf-8") == self.state)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _remove_run_once(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Only the wizard's own command goes (Windows removes it itself when it runs it)."""
    registry = reboot.windows_registry()
    params = record.get("_params") or {}
    ours = record.get("command") or params.get("command")
    if not ctx.dry_run and reboot.run_once_command(registry) == ours:
        reboot.remove_run_once(registry)
    state_file = record.get("state_file") or params.get("state_file")
    if state_file and not ctx.dry_run:
        Path(state_file).unlink(missing_ok=True)  # the wizard's own file (wizard.core.apply.resume)
    return in_tense(ctx.dry_run, tr("Wsl", "Removed the entry that continued after the restart."),
                    tr("Wsl", "Would remove the entry that continues after the restart."))


def registered(distro: str) -> int | None:
    """The WSL version of ``distro`` when it is registered, else None."""
    answer = run_wsl(["-l", "-v"], timeout=60)
    found = [item for item in parse_list(decode_wsl(answer.out)) if item.name.lower() == distro.lower()]
    return found[0].wsl_version if found else None


@dataclass(frozen=True)
class InstallDistro:
    """``wsl --install -d DISTRO --no-launch``: the pinned distribution, registered, not started."""

    distro: str
    kind = "wsl-install-distro"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Install the Linux distribution {distro} in WSL (a download of about 0.5 GB)").format(
            distro=self.distro)

    def preview(self) -> Preview:
        """See Operation."""
        there = registered(self.distro) is not None
        return Preview(self.describe(), self.distro if there else "", self.distro)

    def needs_elevation(self) -> bool:
        """Per user."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: a distribution already registered is left as it is."""
        if registered(self.distro) is not None:
            return ApplyResult(Outcome.NO_CHANGE, detail=tr("Wsl", "{distro} is already installed.").format(
                distro=self.distro))
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record = {"distro": self.distro}
        ctx.note_intent(record)
        must_run(["--install", "-d", self.distro, "--no-launch"], timeout=INSTALL_TIMEOUT)
        if registered(self.distro) is None:  # a Store package that registers at its first launch
            register_by_launcher(self.distro)
            record["registered_by"] = launcher_file(self.distro)
            if registered(self.distro) is None:
                raise not_registered(self.distro, tr("Wsl", "its launcher ran, and it is still not listed"))
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _unregister(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Unregister the distribution the wizard installed: only with the user's yes (everything in it goes)."""
    distro = str(record.get("distro") or (record.get("_params") or {}).get("distro") or "")
    if not distro or registered(distro) is None:
        return tr("Wsl", "The distribution {distro} is already gone.").format(distro=distro)
    if not consent.may_unregister(distro):
        raise OperationError(
            tr("Wsl", "Not unregistered: {distro}, because that deletes every file in it.").format(distro=distro),
            hint=tr("Wsl", "Run undo again and confirm, or remove it yourself: wsl --unregister {distro}").format(
                distro=distro), reference="wsl-unregister-not-confirmed")
    if not ctx.dry_run:
        must_run(["--unregister", distro], timeout=600)
    return in_tense(ctx.dry_run, tr("Wsl", "Unregistered {distro} and everything in it.").format(distro=distro),
                    tr("Wsl", "Would unregister {distro} and everything in it.").format(distro=distro))


@dataclass(frozen=True)
class ConvertToWsl2:
    """``wsl --set-version DISTRO 2``: a WSL 1 distribution moved into WSL 2's virtual disk (minutes per GB)."""

    distro: str
    kind = "wsl-set-version"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Convert {distro} from WSL 1 to WSL 2 (this copies all its files: a few minutes per "
                         "gigabyte)").format(distro=self.distro)

    def preview(self) -> Preview:
        """See Operation."""
        return Preview(self.describe(), f"{self.distro}: WSL {registered(self.distro)}", f"{self.distro}: WSL 2")

    def needs_elevation(self) -> bool:
        """Per user."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation."""
        if registered(self.distro) == 2:
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        ctx.note_intent({"distro": self.distro})
        must_run(["--set-version", self.distro, "2"], timeout=INSTALL_TIMEOUT)
        return ApplyResult(Outcome.MODIFIED, {"distro": self.distro})

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _back_to_wsl1(record: Mapping[str, Any], ctx: OpContext) -> str:
    distro = str(record.get("distro") or (record.get("_params") or {}).get("distro") or "")
    if registered(distro) == 2 and not ctx.dry_run:
        must_run(["--set-version", distro, "1"], timeout=INSTALL_TIMEOUT)
    return in_tense(ctx.dry_run, tr("Wsl", "{distro} is WSL 1 again.").format(distro=distro),
                    tr("Wsl", "Would convert {distro} back to WSL 1.").format(distro=distro))


register_kind(EnableWsl.kind, reverse=_not_undone, build=build_with_keywords(EnableWsl),
              reverse_interrupted=_not_undone)
register_kind(AddRunOnce.kind, reverse=_remove_run_once, build=build_with_keywords(AddRunOnce),
              reverse_interrupted=_remove_run_once)
register_kind(InstallDistro.kind, reverse=_unregister, build=build_with_keywords(InstallDistro),
              reverse_interrupted=_unregister)
register_kind(ConvertToWsl2.kind, reverse=_back_to_wsl1, build=build_with_keywords(ConvertToWsl2))
