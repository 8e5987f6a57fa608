"""``tfgpu-wizard apply --plan PLAN.json [--yes] [--dry-run] [--report FILE]``: a whole plan, unattended.
``apply --continue-wsl FILE``: a WSL2 setup continued after the Windows restart (the sign-in entry's command).

Every step of the plan's ``steps`` in order (downloads, CUDA, cuDNN, PATH, env and TensorFlow, kernel,
verification, report) through the same core steps as the GUI and the other commands, as one journaled
run: ``undo --last`` reverses all of it. Exit 0 done, 1 a step failed (the rest not done), 2 bad input,
3 the plan is blocked on this machine, 4 paused until Windows restarts (a WSL2 setup; the RunOnce
entry continues it), 5 the proof on the GPU of a plan that keeps its environment only once
proved (conda-forge's Blackwell build, step ``prove-gpu``) failed: the environment was undone (with ``--yes``
or when confirmed; else the undo command is printed) and the plan for the processor is printed, 130 cancelled.
Ctrl-C while a WSL2 plan from Windows runs inside WSL asks first (``wizard.cli.inside_stop``): No carries on,
Yes stops it there, undoing what it made inside (130); with ``--yes`` or no terminal to ask it stops at once.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.i18n import tr
from wizard.cli.conda_options import add_conda_arguments
from wizard.cli.framework_option import add_framework_option
from wizard.core.plan import StepId
from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.core.wsl.facts import PINNED_DISTRO, default_linux_user

if TYPE_CHECKING:
    from wizard.basics.events import Event, Step
    from wizard.core.apply.model import ApplyOptions, ApplyState
    from wizard.core.download.network import NetworkSettings

EXIT_PROOF_FAILED = 5


def register(subparsers: Any) -> None:
    """Add the ``apply`` command."""
    parser = subparsers.add_parser("apply", help=tr("ApplyCli", "carry out every step of a plan, unattended"))
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--plan", type=Path, metavar="PLAN.json",
                        help=tr("ApplyCli", "the plan (tfgpu-wizard plan --json > plan.json)"))
    source.add_argument("--continue-wsl", type=Path, metavar="FILE",
                        help=tr("ApplyCli", "continue a WSL2 setup after the Windows restart, from the state it "
                                            "saved (what the sign-in entry runs)"))
    add_framework_option(parser, for_plan=False)
    parser.add_argument("--yes", action="store_true", help=tr("ApplyCli", "do not ask before changing anything"))
    parser.add_argument("--dry-run", action="store_true",
                        help=tr("ApplyCli", "show every change, make none, download nothing"))
    parser.add_argument("--report", type=Path, metavar="FILE",
                        help=tr("ApplyCli", "write the report here (.md, .html, .json or .pdf)"))
    parser.add_argument("--dest", type=Path, metavar="DIR", help=tr("ApplyCli", "folder for the downloads "
                                                                                "(default: the cache)"))
    parser.add_argument("--cuda-root", type=Path, metavar="DIR",
                        help=tr("ApplyCli", "the CUDA folder (default: NVIDIA's for the plan's CUDA)"))
    parser.add_argument("--name", default=DEFAULT_ENV_NAME, help=tr("EnvCli", "environment name (default: tf)"))
    parser.add_argument("--index", metavar="URL", help=tr("EnvCli", "package index (default: the chosen mirror)"))
    parser.add_argument("--installer", choices=["uv", "pip"], help=tr("EnvCli", "installer (default: uv)"))
    parser.add_argument("--kernel", action="store_true", help=tr("EnvCli", "also register a Jupyter kernel"))
    add_conda_arguments(parser)
    parser.add_argument("--package-index", metavar="ID",
                        help=tr("ApplyCli", "the package index mirror to use for this run, by its id in the list "
                                            "(default: the one chosen in the settings)"))
    parser.add_argument("--proxy", metavar="URL|system|none",
                        help=tr("ApplyCli", "proxy to use for this run (default: the saved setting, else the "
                                            "system's)"))
    parser.add_argument("--skip-verify", action="store_true",
                        help=tr("ApplyCli", "leave out the verification step"))
    parser.add_argument("--timeout", type=float, default=600.0,
                        help=tr("ApplyCli", "seconds to wait for the verification (default 600)"))
    parser.add_argument("--events", action="store_true",
                        help=tr("ApplyCli", "write progress as JSON lines on standard output (for a program "
                                            "driving this one, such as the wizard on Windows driving WSL)"))
    parser.add_argument("--wsl-distro", default=PINNED_DISTRO, metavar="NAME",
                        help=tr("ApplyCli", "WSL2 plans on Windows: the distribution to use or install "
                                            "(default: {distro})").format(distro=PINNED_DISTRO))
    parser.add_argument("--wsl-user", metavar="NAME",
                        help=tr("ApplyCli", "WSL2 plans on Windows: the Linux user to use or create (default: "
                                            "your Windows user name)"))
    parser.add_argument("--wsl-convert", action="store_true",
                        help=tr("ApplyCli", "WSL2 plans on Windows: convert a WSL 1 distribution to WSL 2 (copies "
                                            "all its files: minutes per gigabyte)"))
    parser.set_defaults(handler=run_apply)


def run_apply(args: argparse.Namespace) -> int:
    """Read the plan, run its steps with a terminal renderer, say how it ended."""
    from wizard.basics.errors import BadInputError, Cancelled
    from wizard.cli.conda_options import with_conda_channel
    from wizard.cli.inside_stop import inside_stop_for, interrupts_to
    from wizard.core.apply.model import ApplyOptions, RunPausedError, StepFailedError
    from wizard.core.apply.resume import forget_resume
    from wizard.core.apply.run import apply_plan_step
    from wizard.core.download.settings_file import load_network_settings

    if not args.timeout > 0:
        raise BadInputError(tr("ApplyCli", "--timeout must be more than 0 seconds."),
                            hint=tr("ApplyCli", "600 suits a first run; the verification stops at the limit."))
    options = ApplyOptions(dest=args.dest, cuda_root=args.cuda_root, env_name=args.name, index_url=args.index,
                           installer=args.installer, kernel=args.kernel, skip_verify=args.skip_verify,
                           report=args.report, verify_timeout=args.timeout, conda_tool=args.conda_tool,
                           network=_run_network(args, with_conda_channel(load_network_settings(),  # read once
                                                                         args.conda_channel)),
                           wsl_distro=args.wsl_distro, wsl_user=args.wsl_user or default_linux_user(),
                           wsl_convert=args.wsl_convert)
    state = run_state(args, options)
    confirm = (lambda: None) if args.yes or args.continue_wsl else (lambda: _ask(state))
    show = as_event_lines if args.events else render
    stop = inside_stop_for(yes=args.yes, events=args.events, wsl_route=lambda: _from_windows(state))
    state.stop_inside = stop.should_stop
    try:
        with interrupts_to(stop):
            summaries = show(stop.watch(apply_plan_step(state, confirm, {StepId.REPORT: write_apply_report})))
    except RunPausedError as paused:
        sys.stderr.write(paused.render() + "\n")
        return paused.exit_code
    except StepFailedError as error:
        if error.step == StepId.VERIFY and not args.dry_run and _proof_failed(state, yes=args.yes):
            return EXIT_PROOF_FAILED
        _print_failure(state, error)
        return error.exit_code
    except (Cancelled, KeyboardInterrupt):
        _print_cancelled(state)
        return 130
    if args.continue_wsl is not None and not args.dry_run:
        forget_resume(args.continue_wsl)  # carried out: nothing is left to continue
    for line in summaries:
        sys.stdout.write(f"  {line}\n")
    if args.dry_run:
        sys.stdout.write(tr("ApplyCli", "Dry run: nothing was downloaded, run or changed.") + "\n")
    elif state.changed:
        sys.stdout.write(tr("ApplyCli", "Done. To undo all of it: tfgpu-wizard undo --last") + "\n")
        _hand_off_inside_wsl(state)
    else:
        sys.stdout.write(tr("ApplyCli", "Done: everything was already in place.") + "\n")
    return 0


def _run_network(args: argparse.Namespace, settings: NetworkSettings) -> NetworkSettings:
    """The saved network settings with this run's ``--proxy`` and ``--package-index`` (not saved: the run inside
    WSL gets them from the Windows side for one run)."""
    from dataclasses import replace

    from wizard.core.apply.arguments import with_proxy_word
    from wizard.core.download.pypi_mirrors import find_mirror

    if args.package_index:
        settings = replace(settings, package_index=find_mirror(args.package_index).id)
    return with_proxy_word(settings, args.proxy)


def run_state(args: argparse.Namespace, options: ApplyOptions) -> ApplyState:
    """The run: a new one of ``--plan``, or the one ``--continue-wsl`` saved; a WSL2 plan from Windows also
    knows how to continue after a restart."""
    from wizard.cli.framework_option import check_plan_framework
    from wizard.cli.inputs import read_plan
    from wizard.core.apply.run import new_state

    if args.continue_wsl is not None:
        state = continued_state(args.continue_wsl, options, dry_run=args.dry_run)
    else:
        plan = read_plan(args.plan)
        check_plan_framework(plan, args.framework)
        state = new_state(plan, options, dry_run=args.dry_run)
    if state.plan.route == "wsl2" and _from_windows(state):
        state.options = with_resume(state)
    return state


def with_resume(state: ApplyState) -> ApplyOptions:
    """The run's options with what continues it after a restart: this console program's ``apply --continue-wsl
    FILE``, the state saved in the wizard's data folder holding the plan and every choice (the same file the GUI
    continues from: wizard.core.apply.resume). The command stays short enough for Windows to start it."""
    from wizard.core.apply.python_side import machine_facts
    from wizard.core.apply.resume import resumable
    from wizard.core.ops.journal import data_dir

    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "wizard"]
    return resumable(state.options, state.plan, machine_facts(state), data_dir(), program=[*program, "apply"],
                     run_id=state.run_id)


def continued_state(path: Path, options: ApplyOptions, *, dry_run: bool) -> ApplyState:
    """The run a restart interrupted, from its saved state: its plan and choices, in the same run (one
    ``undo --last`` reverses what was done before the restart and after it). The facts saved with it are not
    used: the plan is made again from this machine's own probe, as every plan is (issue 28: a file carrying
    another machine's facts would otherwise pass as this machine's)."""
    from dataclasses import replace

    from wizard.basics.errors import BadInputError
    from wizard.core.apply.arguments import options_from_arguments
    from wizard.core.apply.model import ApplyOptions
    from wizard.core.apply.resume import ResumeStateError, load_resume
    from wizard.core.apply.run import new_state

    try:
        saved = load_resume(path)
    except ResumeStateError as error:
        raise BadInputError(error.message, hint=tr("ApplyCli", "Start the setup again with 'tfgpu-wizard apply "
                                                               "--plan PLAN.json': what was done before the restart "
                                                               "is kept and found again on the way."),
                            reference=error.reference) from None
    chosen = options_from_arguments(saved.arguments, ApplyOptions(network=options.network))
    state = new_state(saved.plan, replace(chosen, dest=options.dest, cuda_root=options.cuda_root), dry_run=dry_run)
    state.run_id = saved.run_id
    return state


def as_event_lines(step: Step[Any]) -> Any:
    """Every event as one JSON line on standard output (``--events``); the step's result."""
    from wizard.basics.event_lines import event_line

    while True:
        try:
            event = next(step)
        except StopIteration as stop:
            return stop.value
        sys.stdout.write(event_line(event) + "\n")
        sys.stdout.flush()


def _ask(state: ApplyState) -> None:
    """The one question before the first change: the steps, in order, then Go ahead?"""
    from wizard.cli.prompts import confirm

    sys.stdout.write(tr("ApplyCli", "This will carry out, in order:") + "\n")
    for number, step in enumerate(state.plan.steps, 1):
        sys.stdout.write(f"  {number}. {step.title}\n")
    sys.stdout.flush()
    confirm()


def _hand_off_inside_wsl(state: ApplyState) -> None:
    """A WSL2 plan run from Windows: how Windows tools reach the env made inside (VS Code, JupyterLab, PyCharm)."""
    from wizard.core.by_hand.wsl_editors import handoff_text, inside_env_from

    if state.verification is not None and _from_windows(state):
        options = state.options
        sys.stdout.write(handoff_text(inside_env_from(options.wsl_distro, options.wsl_user, state.verification)))


def _from_windows(state: ApplyState) -> bool:
    from wizard.core.apply.python_side import machine_facts
    from wizard.core.wsl.handoff import left_to_wsl

    return left_to_wsl(state.plan, machine_facts(state).os.family)


def _wsl_section(state: ApplyState) -> Any:
    """The report's Linux side of a WSL2 plan run from Windows (None otherwise, or before the run inside)."""
    from wizard.core.by_hand.wsl_editors import inside_env_from
    from wizard.core.report.build import inside_wsl_section

    if state.verification is None or not _from_windows(state):
        return None
    options = state.options
    return inside_wsl_section(inside_env_from(options.wsl_distro, options.wsl_user, state.verification),
                              state.wsl_inside, state.verification)


def write_apply_report(state: ApplyState) -> Step[str]:
    """The report of this run (``--report``, else ``<data dir>/reports/apply-<run>.md``) by the report command's
    writer; in dry-run only where it would go."""
    from wizard.cli.report_writer import write_report
    from wizard.core.apply.preview import preview_line
    from wizard.core.apply.python_side import machine_facts
    from wizard.core.ops.journal import data_dir
    from wizard.core.report import format_for

    path = state.options.report or data_dir() / "reports" / f"apply-{state.run_id}.md"
    if state.dry_run:
        yield preview_line(tr("ApplyCli", "Would write the report to {path}").format(path=path))
        return tr("ApplyCli", "The report would be written.")
    path.parent.mkdir(parents=True, exist_ok=True)
    write_report(path, format_for(path.suffix) or "md", facts=machine_facts(state), plan=state.plan,
                 journal=state.journal, verification=state.verification, settings=state.options.network,
                 wsl=_wsl_section(state))
    return tr("ApplyCli", "Report written to {path}").format(path=path)


def render(step: Step[Any]) -> Any:
    """Previews to standard output, progress and installer output to standard error; the step's result."""
    from wizard.basics.event_lines import VERIFICATION_KEY
    from wizard.basics.events import Finished, LogLine, Started
    from wizard.cli.drive import drive
    from wizard.core.apply.preview import PREVIEW
    from wizard.core.wsl.inside_ops import INSIDE_KEY

    def shown() -> Step[Any]:
        while True:
            try:
                event: Event = next(step)
            except StopIteration as stop:
                return stop.value
            if isinstance(event, LogLine) and event.key == VERIFICATION_KEY:
                continue  # the document itself: for --events readers, the summary follows
            if isinstance(event, LogLine) and event.key == PREVIEW:
                sys.stdout.write(event.text + "\n\n")
                sys.stdout.flush()
            elif isinstance(event, Started) and (event.key in _step_keys() or event.key.startswith(INSIDE_KEY)):
                sys.stdout.write(f"== {event.label}\n")
                sys.stdout.flush()
            elif isinstance(event, Finished) and event.ok and (event.key in _step_keys() or
                                                               event.key.startswith(INSIDE_KEY)):
                sys.stdout.write(f"   {event.detail}\n")
            else:
                yield event

    return drive(shown())


def _step_keys() -> frozenset[str]:
    from wizard.core.apply.run import STAGES

    return frozenset({*STAGES, StepId.REPORT, StepId.CHECK_WSL})


def _print_failure(state: ApplyState, error: Any) -> None:
    titles = {step.id: step.title for step in state.plan.steps}
    sys.stderr.write(error.render() + "\n")
    if error.left:
        sys.stderr.write(tr("ApplyCli", "Not done: {steps}").format(
            steps=", ".join(titles.get(item, item) for item in error.left)) + "\n")
    if state.changed:
        sys.stderr.write(tr("ApplyCli", "What this run changed before the failure stays; 'tfgpu-wizard undo "
                                        "--last' reverses it.") + "\n")
    else:
        sys.stderr.write(tr("ApplyCli", "Nothing was changed.") + "\n")


def _proof_failed(state: ApplyState, *, yes: bool) -> bool:
    """A plan kept only once proved failed its proof: say so, undo the env (asked unless ``--yes``), print the
    CPU plan. False for any other plan (the usual failure report follows)."""
    from wizard.basics.errors import BadInputError
    from wizard.cli.drive import drive
    from wizard.cli.prompts import confirm
    from wizard.core.apply.python_side import machine_facts
    from wizard.core.steps.proof import cpu_plan_for, must_prove, proof_failed_message, undo_environment, undo_hint

    if not must_prove(state.plan):
        return False
    sys.stderr.write(proof_failed_message(state.plan) + "\n")
    undone = False
    if state.changed:
        try:
            if not yes:
                sys.stdout.write(tr("ApplyCli", "Undo the environment now?") + "\n")
                sys.stdout.flush()
                confirm()
            report = drive(undo_environment(state.journal))
            undone = report.ok
        except BadInputError as declined:
            sys.stderr.write(declined.message + "\n")
    sys.stdout.write((tr("ApplyCli", "The environment was undone.") if undone else undo_hint()) + "\n")
    cpu = cpu_plan_for(machine_facts(state))
    sys.stdout.write(tr("ApplyCli", "The plan for the processor: {summary}").format(summary=cpu.summary) + "\n")
    for number, step in enumerate(cpu.steps, 1):
        sys.stdout.write(f"  {number}. {step.title}\n")
    sys.stdout.write(tr("ApplyCli", "To set it up: tfgpu-wizard plan --route cpu --json > cpu-plan.json, then "
                                    "tfgpu-wizard apply --plan cpu-plan.json") + "\n")
    return True


def _print_cancelled(state: ApplyState) -> None:
    sys.stderr.write(tr("Cli", "Cancelled.") + "\n")
    if state.changed:
        sys.stderr.write(tr("ApplyCli", "The step that was running was rolled back; 'tfgpu-wizard undo --last' "
                                        "reverses the steps before it.") + "\n")
