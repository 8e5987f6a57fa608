"""WSL turned on where the old inbox wsl.exe cannot do it, then brought up to date: journaled operations.

Windows 10 before the Store WSL ships a wsl.exe that knows no ``--version`` and no ``--install
--no-distribution`` (it answers "Invalid command line option"). There WSL is turned on the way Microsoft's
manual installation steps for older versions of Windows do it (learn.microsoft.com/windows/wsl/install-manual):
the two optional features (``dism.exe /online /enable-feature /featurename:Microsoft-Windows-Subsystem-Linux
/featurename:VirtualMachinePlatform /all /norestart``: one command, so Windows asks for administrator rights
once; DISM takes several ``/featurename`` of one package), a restart, then WSL 2 as the default
(``wsl --set-default-version 2``). DISM's exit code 3010 is Windows' ERROR_SUCCESS_REBOOT_REQUIRED ("the
requested operation is successful; changes will not be effective until the system is rebooted"): done,
a restart pending. After the restart ``wsl --update`` replaces the inbox WSL with the current one (the manual
steps' kernel package is part of it), which knows ``--install -d DISTRO --no-launch``.

The features and the update are never undone (other programs may use WSL by then): their reverse says so, with
the commands that turn them off. The default version goes back to what it was.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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
from wizard.core.wsl.calls import must_run
from wizard.core.wsl.parse import decode_wsl, parse_status_default_version, parse_version
from wizard.core.wsl.setup_ops import DISABLE_FEATURES, FEATURES, INSTALL_TIMEOUT, wsl_answers, wsl_left_on
from wizard.platform.wsl_exe import run_dism, run_wsl

DISM_DONE = 0
DISM_RESTART_NEEDED = 3010  # ERROR_SUCCESS_REBOOT_REQUIRED (winerror.h)
DISM_NOT_ADMIN = 740  # ERROR_ELEVATION_REQUIRED


def enable_command(features: Sequence[str]) -> list[str]:
    """DISM's arguments that turn ``features`` on for the running Windows, with their parents, without a
    restart: one run, one administrator prompt."""
    return ["/online", "/enable-feature", *(f"/featurename:{name}" for name in features), "/all", "/norestart"]


@dataclass(frozen=True)
class EnableWslFeatures:
    """The WSL and Virtual Machine Platform features turned on with dism.exe (the old inbox wsl.exe's way)."""

    kind = "wsl-enable-features"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Turn on WSL and the 'Virtual Machine Platform' feature (dism.exe /online "
                         "/enable-feature); Windows asks for administrator rights")

    def preview(self) -> Preview:
        """See Operation."""
        after = "dism.exe " + " ".join(enable_command(FEATURES))
        return Preview(self.describe(), tr("Wsl", "WSL: off"), after)

    def needs_elevation(self) -> bool:
        """dism.exe raises its own prompt (through the seam); the wizard's helper is not needed."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: nothing to do when WSL already answers."""
        if wsl_answers():
            return ApplyResult(Outcome.NO_CHANGE, detail=tr("Wsl", "WSL is already on."))
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record: dict[str, Any] = {"features": list(FEATURES), "enabled": [], "restart": False}
        ctx.note_intent({**record, "enabling": list(FEATURES)})  # a kill while dism runs: they may be on
        code = run_dism(enable_command(FEATURES))
        if code not in (DISM_DONE, DISM_RESTART_NEEDED):
            ctx.note_intent(record)  # dism said no: nothing was turned on
            raise _dism_failed(FEATURES, code)
        record["enabled"] = list(FEATURES)
        record["restart"] = code == DISM_RESTART_NEEDED
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return {}


def _dism_failed(features: Sequence[str], code: int) -> OperationError:
    command = "dism.exe " + " ".join(enable_command(features))
    why = tr("Wsl", "it needs administrator rights") if code == DISM_NOT_ADMIN else \
        tr("Wsl", "exit code {code}").format(code=code)
    return OperationError(
        tr("Wsl", "Windows could not turn on the features {features} ({why}).").format(
            features=", ".join(features), why=why),
        hint=tr("Wsl", "Run it yourself in an administrator terminal: {command}, restart Windows, then run the "
                       "setup again.").format(command=command),
        reference="wsl-feature-failed")


def _features_stay(record: Mapping[str, Any], _ctx: OpContext) -> str:
    """Never undone: other programs may use WSL by now. Reported as not undone, with the commands (unless dism
    turned nothing on: a refused first feature)."""
    if not record.get("enabled") and not record.get("enabling") and "features" in record:
        return tr("Wsl", "Nothing was turned on.")
    raise wsl_left_on(DISABLE_FEATURES)


@dataclass(frozen=True)
class UpdateWsl:
    """``wsl --update``: the inbox WSL replaced by the current one, which the rest of the route needs."""

    kind = "wsl-update"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Update WSL to its current version (wsl --update)")

    def preview(self) -> Preview:
        """See Operation."""
        return Preview(self.describe(), tr("Wsl", "WSL: the version built into Windows"),
                       tr("Wsl", "WSL: the current version"))

    def needs_elevation(self) -> bool:
        """wsl.exe raises its own prompt when it needs one."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: nothing to do when wsl.exe already knows ``--version`` (the current WSL)."""
        if current_wsl() is not None:
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        ctx.note_intent({"updated": True})
        must_run(["--update"], timeout=INSTALL_TIMEOUT)
        return ApplyResult(Outcome.MODIFIED, {"updated": True, "version": current_wsl() or ""})

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return {}


def current_wsl() -> str | None:
    """The Store WSL's version (``wsl --version``), or None with the inbox wsl.exe."""
    answer = run_wsl(["--version"], timeout=60)
    found = parse_version(decode_wsl(answer.out)) if answer.code == 0 else None
    return found.wsl if found else None


def _update_stays(_record: Mapping[str, Any], _ctx: OpContext) -> str:
    raise OperationError(
        tr("Wsl", "Not undone: WSL stays at its current version (other programs may use it)."),
        hint=tr("Wsl", "To go back to the WSL built into Windows, in an administrator terminal: wsl --uninstall"),
        reference="wsl-update-kept")


@dataclass(frozen=True)
class DefaultToWsl2:
    """``wsl --set-default-version 2``: a distribution installed from now on runs under WSL 2 (GPU's way in)."""

    kind = "wsl-default-version"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Make WSL 2 the default for new distributions (wsl --set-default-version 2)")

    def preview(self) -> Preview:
        """See Operation."""
        return Preview(self.describe(), f"WSL {default_version() or '?'}", "WSL 2")

    def needs_elevation(self) -> bool:
        """Per user."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation."""
        before = default_version()
        if before == 2:
            return ApplyResult(Outcome.NO_CHANGE)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record = {"before": before}
        ctx.note_intent(record)
        must_run(["--set-default-version", "2"], timeout=600)
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return {}


def default_version() -> int | None:
    """The WSL version a new distribution gets (``wsl --status``), None when unknown."""
    answer = run_wsl(["--status"], timeout=60)
    return parse_status_default_version(decode_wsl(answer.out)) if answer.code == 0 else None


def _default_back(record: Mapping[str, Any], ctx: OpContext) -> str:
    before = record.get("before")
    if before != 1:
        return tr("Wsl", "WSL 2 stays the default (it was so before, or the earlier default is unknown).")
    if not ctx.dry_run and default_version() == 2:
        must_run(["--set-default-version", "1"], timeout=600)
    return in_tense(ctx.dry_run, tr("Wsl", "WSL 1 is the default for new distributions again."),
                    tr("Wsl", "Would make WSL 1 the default for new distributions again."))


register_kind(EnableWslFeatures.kind, reverse=_features_stay, build=build_with_keywords(EnableWslFeatures),
              reverse_interrupted=_features_stay)
register_kind(UpdateWsl.kind, reverse=_update_stays, build=build_with_keywords(UpdateWsl),
              reverse_interrupted=_update_stays)
register_kind(DefaultToWsl2.kind, reverse=_default_back, build=build_with_keywords(DefaultToWsl2),
              reverse_interrupted=_default_back)
