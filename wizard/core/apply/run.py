"""Carry out a plan's steps in order, as one journaled run: stop at the first failure and say what is left.

Steps that only check (the driver) run before anything changes, so a blocked plan changes nothing. A
front-end passes ``confirm``, called once before the first step that changes the machine (downloads
included), and may add steps it owns (the report is written by the CLI's report writer).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import ExitStack
from typing import Any

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.events import Finished, LogLine, Started, Step
from wizard.basics.i18n import tr
from wizard.core.apply import machine, python_side
from wizard.core.apply.folder import plan_requests
from wizard.core.apply.host_check import plan_for_this_machine
from wizard.core.apply.model import ApplyState, PlanBlockedError, RunPausedError, StepFailedError
from wizard.core.ops.crashpoints import crash_point
from wizard.core.plan import StepId
from wizard.core.wsl.handoff import left_to_wsl

Stage = Callable[[ApplyState], Step[str]]

STAGES: dict[str, Stage] = {
    StepId.DOWNLOAD: machine.download_files,
    StepId.INSTALL_CUDA: machine.install_cuda,
    StepId.INSTALL_CUDNN: machine.install_cudnn,
    StepId.SET_ENV_VARS: machine.set_env_vars,
    StepId.CREATE_ENV: python_side.create_env,
    StepId.VERIFY: python_side.verify,
}
CHECKS = (StepId.CHECK_DRIVER, StepId.UPGRADE_DRIVER)
STEP_DONE = "apply-step-done"  # the crash point after each step
CHANGING = frozenset({StepId.DOWNLOAD, StepId.INSTALL_CUDA, StepId.INSTALL_CUDNN, StepId.SET_ENV_VARS,
                      StepId.CREATE_ENV})
# Steps the planner lists apart that one core operation carries out with another.
# prove-gpu is the verification's verdict on a conda GPU plan: a failed proof fails "verify", and the front-end
# then offers the undo and the CPU plan (wizard.core.steps.proof).
PART_OF = {
    StepId.INSTALL_TENSORFLOW: StepId.CREATE_ENV,
    StepId.INSTALL_FRAMEWORK: StepId.CREATE_ENV,  # the env step installs every pin of the plan
    StepId.INSTALL_CUDA_RUNTIME: StepId.CREATE_ENV,
    StepId.CHECK_WSL: StepId.CHECK_DRIVER,
    StepId.PROVE_GPU: StepId.VERIFY,
}


def check_plan(state: ApplyState, stages: Mapping[str, Stage]) -> list[str]:
    """The step ids to run; refused before anything changes: a blocked plan (3), an unknown step (2)."""
    from wizard.core.pyenv.names import validate_env_name

    plan = state.plan
    if not plan.ok:
        raise PlanBlockedError(
            tr("Apply", "The plan cannot be carried out: {why}").format(
                why="; ".join(blocker.message for blocker in plan.blockers)),
            hint=tr("Apply", "Look at its blockers and alternatives with 'tfgpu-wizard plan', then plan again."))
    ids = [step.id for step in plan.steps]
    unknown = [step_id for step_id in ids if step_id not in {*stages, *CHECKS, *PART_OF}]
    if unknown:
        raise BadInputError(tr("Apply", "This version of the wizard cannot carry out the step {step}.").format(
            step=unknown[0]), hint=tr("Apply", "Make the plan with this version: 'tfgpu-wizard plan --json'."))
    _refuse_unproven(state)
    validate_env_name(state.options.env_name)
    if state.options.index_url:
        from wizard.core.pyenv.index import split_user

        split_user(state.options.index_url)  # the address create-env will use: refused now, not after downloads
    return ids


def _refuse_unproven(state: ApplyState) -> None:
    """A plan kept only once proved on the GPU (``prove-gpu``) never keeps an unproven env: no skipping its proof."""
    from wizard.core.steps.proof import must_prove

    if state.options.skip_verify and must_prove(state.plan):
        raise BadInputError(
            tr("Apply", "This plan keeps its environment only once TensorFlow has computed on the graphics card, so "
                        "its verification cannot be left out; nothing was changed."),
            hint=tr("Apply", "Run the same command without --skip-verify: if the proof fails, the wizard offers to "
                             "undo the environment and plans for the processor instead."))


def check_driver(state: ApplyState) -> str:
    """The driver the plan needs must be here now (a plan that says "update the driver" waits for it)."""
    minimum = state.plan.driver_min
    if not minimum:
        return tr("Apply", "No particular driver needed.")
    driver = python_side.machine_facts(state).driver
    if driver is None or _version(driver.version) < _version(minimum):
        raise PlanBlockedError(
            tr("Apply", "The plan needs NVIDIA driver {minimum} or newer; this machine has {found}.").format(
                minimum=minimum, found=driver.version if driver else tr("Apply", "none")),
            hint=tr("Apply", "Install or update the NVIDIA driver first, then run the same command again."),
            reference="apply-driver-too-old")
    return tr("Apply", "NVIDIA driver {found} (needs {minimum} or newer).").format(found=driver.version,
                                                                                  minimum=minimum)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".") if part.isdigit())


def apply_plan_step(
    state: ApplyState, confirm: Callable[[], None], extra: Mapping[str, Stage] | None = None
) -> Step[list[str]]:
    """Run every step; returns the one-line summaries. :class:`StepFailedError` names a failed step."""
    stages = {**STAGES, **(extra or {})}
    ids = check_plan(state, stages)
    facts = python_side.machine_facts(state)
    from_windows = left_to_wsl(state.plan, facts.os.family)  # a WSL2 plan on Windows: its Python side inside WSL
    if from_windows:
        from wizard.core.apply.wsl_side import WSL_STAGES

        stages.update(WSL_STAGES)
    state.plan, checked = plan_for_this_machine(state.plan, facts)
    ids = [step.id for step in state.plan.steps]  # the plan made here, when the file came from elsewhere
    if checked:
        yield LogLine("info", checked)
    titles = {step.id: step.title for step in state.plan.steps}
    if StepId.DOWNLOAD in ids:
        yield from plan_requests(state)  # the files already in the folder and the user's own, before any change
    if any(step_id in CHECKS for step_id in ids):
        yield LogLine("info", check_driver(state))
    summaries: list[str] = []
    confirmed = state.dry_run
    changing = CHANGING | ({StepId.CHECK_WSL} if from_windows else set())
    with ExitStack() as whole_run:
        for index, step_id in enumerate(ids):
            if step_id in CHECKS or (step_id in PART_OF and step_id not in stages):
                continue
            if step_id in changing and not confirmed:
                confirm()
                confirmed = True
                # One lock from the first change to the last (issue 28): no undo or other run between two steps.
                whole_run.enter_context(state.journal.changing(state.run_id))
            summary = yield from _run_one(state, stages[step_id], step_id, titles[step_id], ids[index + 1:])
            summaries.append(f"{titles[step_id]}: {summary}")
            crash_point(STEP_DONE)  # between two steps: where an undo must not come in
    if not state.dry_run:  # what ``check`` compares with later
        from wizard.core.check.record import record_setup

        record_setup(state.plan, facts, state.python, [state.run_id],
                     distro=state.options.wsl_distro if from_windows else "")
    return summaries


def _run_one(state: ApplyState, stage: Stage, step_id: str, title: str, later: list[str]) -> Step[str]:
    yield Started(step_id, title)
    try:
        summary = yield from stage(state)
    except (PlanBlockedError, RunPausedError):
        raise
    except WizardError as error:
        left = tuple(item for item in later if item not in CHECKS and item not in PART_OF)
        raise StepFailedError(
            tr("Apply", "The step '{title}' failed: {reason}").format(title=title, reason=error.message),
            step=step_id, left=left, cause=error, hint=error.hint, context=error.context,
            reference=error.reference) from error
    yield Finished(step_id, ok=True, detail=summary)
    return summary


def new_state(plan: Any, options: Any, *, dry_run: bool) -> ApplyState:
    """A run's state: this data dir's journal, a fresh run id shared by every step."""
    from wizard.core.ops.journal import Journal, new_run_id
    from wizard.core.ops.kinds import load_all_kinds

    load_all_kinds()
    return ApplyState(plan=plan, options=options, journal=Journal(), run_id=new_run_id(), dry_run=dry_run)
