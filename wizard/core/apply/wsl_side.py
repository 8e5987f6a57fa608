"""A WSL2 plan applied from Windows: WSL set up here, then the plan's Python side carried out inside.

On the Windows side the plan's ``check-wsl`` step turns WSL on (pausing for the restart that may need, with a
RunOnce entry that continues after it), installs the pinned distribution and its user; ``create-env`` puts
the wizard's Linux build inside and runs the same plan there (``install-tensorflow`` and the inside
verification with it); ``verify`` reads the verification the inside run brought back. Every change is
journaled in this run, so ``undo --all`` on Windows reverses the inside too.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.apply.arguments import apply_arguments
from wizard.core.apply.linux_build import (
    fetch_linux_build,
    linux_build_request,
    pinned_linux_build,
    use_own_linux_build,
)
from wizard.core.apply.machine import preview_run
from wizard.core.apply.model import ApplyState, PlanBlockedError, RunPausedError
from wizard.core.apply.preview import preview_line
from wizard.core.apply.python_side import machine_facts
from wizard.core.download.network import NetworkSettings
from wizard.core.plan import StepId
from wizard.core.steps.run import StepRun
from wizard.core.steps.wsl import (
    distro_operations,
    enable_wsl_operations,
    inside_operations,
    restart_left_to_user,
    restart_operations,
    update_wsl_operations,
)
from wizard.core.wsl.bundle import linux_cli_bundle, local_linux_build, refuse_older_glibc
from wizard.core.wsl.facts import WSL2_GPU_MIN_BUILD, InsideFacts, WslFacts
from wizard.core.wsl.probe import distro_glibc, probe_inside, probe_wsl
from wizard.core.wsl.reboot import reboot_pending, windows_registry
from wizard.core.wsl.setup_ops import wsl_answers


class RestartNeededError(RunPausedError):
    """WSL was turned on and Windows must restart before it works: the run pauses (exit 4), nothing is lost.
    ``continues``: the sign-in entry that continues it was left (False: the user starts it again)."""

    reference = "wsl-restart-needed"

    def __init__(self, message: str, *, continues: bool, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.continues = continues


def set_up_wsl(state: ApplyState) -> Step[str]:
    """``check-wsl`` from Windows: WSL on (or the pause for the restart), the distribution and its user."""
    registry = windows_registry()
    facts = probe_wsl(registry, _windows_build(state))
    _refuse_unfit(facts)
    enable = enable_wsl_operations(facts)
    enabled = (yield from _journaled(state, enable)) if enable else []
    said_restart = any(record.get("restart") for record in enabled)  # dism's 3010
    if not state.dry_run and (enable or facts.reboot_pending) and (
            said_restart or reboot_pending(registry) or not wsl_answers()):
        options = state.options
        left_to_user = restart_left_to_user(options.resume_command)
        if left_to_user:
            yield LogLine("warning", left_to_user)
        yield from _journaled(state, restart_operations(options.resume_command, state_file=options.resume_file,
                                                        state=options.resume_state))
        raise RestartNeededError(
            tr("Wsl", "WSL is turned on; Windows must restart before it can be used."), continues=not left_to_user,
            hint=tr("Wsl", "Restart Windows, sign in again, then run the same command again.") if left_to_user
            else tr("Wsl", "Restart Windows. The setup continues by itself after you sign in again (or run the "
                           "same command again)."))
    facts = probe_wsl(registry, _windows_build(state)) if enable else facts
    update = update_wsl_operations(facts, enabling=bool(enable))
    if update:
        yield from _journaled(state, update)
        facts = facts if state.dry_run else probe_wsl(registry, _windows_build(state))
    options = state.options
    yield from _journaled(state, distro_operations(facts, distro=options.wsl_distro, user=options.wsl_user,
                                                   convert=options.wsl_convert))
    if state.dry_run:
        return tr("Wsl", "WSL and {distro} would be set up.").format(distro=options.wsl_distro)
    inside = state.wsl_inside = probe_inside(options.wsl_distro, options.wsl_user)
    for line in inside_warnings(inside):
        yield LogLine("warning", line)
    return tr("Wsl", "WSL with {distro} (Linux user {user}) is ready.").format(
        distro=options.wsl_distro, user=options.wsl_user)


def _windows_build(state: ApplyState) -> int | None:
    build = machine_facts(state).os.build
    return int(build) if build.isdigit() else None


def _refuse_unfit(facts: WslFacts) -> None:
    """A Windows too old for the GPU in WSL2, or virtualization off in the firmware: nothing can help here."""
    if facts.gpu_capable_windows is False:
        raise PlanBlockedError(
            tr("Wsl", "Windows build {build} cannot pass the graphics card into WSL2 (it needs Windows 11, or "
                      "Windows 10 build {needed} or newer).").format(build=facts.windows_build,
                                                                    needed=WSL2_GPU_MIN_BUILD),
            hint=tr("Wsl", "Update Windows, then run the setup again."), reference="wsl-windows-too-old")
    if facts.virtualization is False:
        raise PlanBlockedError(
            tr("Wsl", "Virtualization is turned off in this computer's firmware, and WSL2 needs it."),
            hint=tr("Wsl", "Turn on virtualization (Intel VT-x or AMD-V, sometimes called SVM) in the firmware "
                           "settings, then run the setup again."), reference="wsl-virtualization-off")


def inside_warnings(inside: InsideFacts) -> list[str]:
    """What inside the distribution stands in the GPU's way, in plain words with the fix."""
    lines = []
    if inside.linux_driver:
        lines.append(tr("Wsl", "A Linux NVIDIA driver is installed inside WSL ({packages}); NVIDIA says never to "
                               "install one there, since it replaces the Windows driver's way in. Remove it "
                               "inside WSL: sudo apt-get remove --purge {packages}").format(
            packages=" ".join(inside.linux_driver)))
    if not inside.libcuda:
        lines.append(tr("Wsl", "The Windows NVIDIA driver's CUDA library is not mapped into WSL "
                               "(/usr/lib/wsl/lib/libcuda.so.1 is missing): update the Windows NVIDIA driver "
                               "and run 'wsl --update'."))
    return lines


def linux_build(state: ApplyState) -> Step[Path]:
    """The wizard's Linux build to put inside: one named or beside the app, else the release's own, fetched and
    verified against the SHA-256 this app was built with (a wrong file stops here, before anything is copied)."""
    local = local_linux_build()
    if local is not None:
        return local
    pin = pinned_linux_build()
    if pin is None:
        return linux_cli_bundle()  # refused: a build without its Linux part and without a pin
    if state.dry_run:
        return linux_build_request(pin, state.options.dest).dest
    return (yield from fetch_linux_build(pin, state.options.dest, state.options.network))


def own_linux_build(chosen: Path, settings: NetworkSettings) -> Step[Path]:
    """The user's own copy of the build this app was made with ("Use my file…"), checked against its pinned
    SHA-256 and put where :func:`linux_build` finds it verified; a build without a pin has its own or none."""
    pin = pinned_linux_build()
    if pin is None:
        return linux_cli_bundle()
    return (yield from use_own_linux_build(pin, chosen, settings))


def apply_inside(state: ApplyState) -> Step[str]:
    """``create-env`` from Windows: the wizard's Linux build inside, and the plan carried out there."""
    options = state.options
    bundle = yield from linux_build(state)
    if not state.dry_run:  # before anything is copied: a glibc older than the build's own would not start it
        refuse_older_glibc(bundle, options.wsl_distro, distro_glibc(options.wsl_distro, options.wsl_user))
    operations = inside_operations(state.plan.to_json(), distro=options.wsl_distro, user=options.wsl_user,
                                   bundle=bundle, options=inside_options(state))
    run = yield from _journaled(state, operations, step=StepId.CREATE_ENV, cancelled=state.stop_inside)
    if state.dry_run:
        return tr("Wsl", "The plan would be carried out inside {distro}.").format(distro=options.wsl_distro)
    brought = run[-1].get("verification") if run else None
    state.verification = brought if isinstance(brought, dict) else None
    return tr("Wsl", "The plan was carried out inside {distro}.").format(distro=options.wsl_distro)


def inside_options(state: ApplyState) -> list[str]:
    """apply's own choices handed to the run inside (never a Windows path: those mean nothing there)."""
    return apply_arguments(state.options, inside=True)


def verify_inside(state: ApplyState) -> Step[str]:
    """``verify`` from Windows: the verification the inside run brought back."""
    if state.options.skip_verify:
        return tr("Apply", "Skipped, as asked.")
    if state.dry_run:
        yield preview_line(tr("Wsl", "Would bring back the verification made inside WSL."))
        return tr("Apply", "The verification would run.")
    document = state.verification
    if not document:
        raise WizardError(tr("Wsl", "No verification came back from inside WSL."),
                          hint=tr("Wsl", "Run the setup again; if it stays so, run 'tfgpu-wizard verify' inside."),
                          reference="wsl-no-verification")
    yield preview_line(str(document.get("summary", "")))
    if not document.get("passed"):
        raise WizardError(str(document.get("summary", "")),
                          hint=tr("Wsl", "See why inside WSL: tfgpu-wizard doctor"), reference="wsl-verify-failed")
    return str(document.get("summary", ""))


def _journaled(state: ApplyState, operations: list[object], *, step: str = StepId.CHECK_WSL,
               cancelled: Callable[[], bool] = lambda: False) -> Step[list[dict[str, object]]]:
    """Preview, then run journaled in this apply's run (:class:`~wizard.core.steps.run.StepRun`, as every step is
    run; without the elevated helper: wsl.exe and dism.exe raise their own prompt); the records of what changed,
    in order."""
    if not operations:
        return []
    run = yield from StepRun(step, list(operations), elevated_helper=False).run(
        state.journal, preview_run, dry_run=state.dry_run, run_id=state.run_id, cancelled=cancelled)
    if run.entries and step not in state.changed:
        state.changed.append(step)
    return [dict(result.record) for result in run.results]


WSL_STAGES = {StepId.CHECK_WSL: set_up_wsl, StepId.CREATE_ENV: apply_inside, StepId.VERIFY: verify_inside}
