"""The Python-side steps of ``apply``: the environment with TensorFlow (and a kernel), the verification,
the facts the report needs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.event_lines import VERIFICATION_KEY
from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.apply.machine import preview_run
from wizard.core.apply.model import ApplyState
from wizard.core.apply.preview import preview_line

if TYPE_CHECKING:
    from wizard.core.download.network import NetworkSettings


def create_env(state: ApplyState) -> Step[str]:
    """The planned env with exactly the planned TensorFlow, its activate block and a kernel with ``--kernel``:
    the operations ``env create`` and the GUI's page make (wizard.core.steps.python_env)."""
    from wizard.core.download.pypi_mirrors import chosen_mirror
    from wizard.core.steps.python_env import env_operations

    options, settings = state.options, state.options.network
    operations = env_operations(state.plan, name=options.env_name, index_url=options.index_url,
                                installer=options.installer, settings=settings, kernel=options.kernel,
                                mirror=None if options.index_url else chosen_mirror(settings),
                                cuda_root=options.cuda_root.resolve() if options.cuda_root else None,
                                conda_tool=options.conda_tool, driver_cuda=_driver_cuda(state))
    state.env = operation = operations[0]
    yield from _env_with_python(state, operations, settings)
    if state.dry_run:
        return tr("Apply", "Environment {name} would be made in {prefix}.").format(
            name=options.env_name, prefix=operation.path)
    state.python = env_python_of(options.env_name)
    return tr("Apply", "Environment {name} is ready: {python}").format(name=options.env_name, python=state.python)


def _driver_cuda(state: ApplyState) -> str | None:
    """The CUDA this machine's driver supports, for a conda env's ``__cuda`` (probed only for such a plan)."""
    from wizard.core.pyenv.plan_ops import plan_conda_specs

    if not plan_conda_specs(state.plan):
        return None
    driver = machine_facts(state).driver
    return driver.cuda if driver else None


def _env_with_python(state: ApplyState, operations: list[Any], settings: NetworkSettings) -> Step[None]:
    """As ``env create``: python.org's Python first where it is missing on Windows, then the env, this run."""
    from wizard.core.plan import StepId
    from wizard.core.steps.run import StepRun

    run = yield from StepRun(StepId.CREATE_ENV, operations, python_first=settings).run(
        state.journal, preview_run, dry_run=state.dry_run, run_id=state.run_id)
    if run.entries:
        state.changed.append(StepId.CREATE_ENV)


def env_python_of(name: str) -> Path:
    """The interpreter of the env ``name`` this wizard made (refused when there is none)."""
    from wizard.core.pyenv.envs import env_prefix, env_python

    python = env_python(env_prefix(name))
    if not python.is_file():
        raise BadInputError(tr("Apply", "There is no environment {name} to verify.").format(name=name),
                            hint=tr("Apply", "Keep the plan's create-env step, or make it with 'tfgpu-wizard env "
                                             "create'."))
    return python


def verify(state: ApplyState) -> Step[str]:
    """The proof in the env's interpreter: real work on the GPU (or the CPU checks on a CPU-only build)."""
    from wizard.core.verify.explain import interop_document
    from wizard.core.verify.runner import run_verification, save_log

    if state.options.skip_verify:
        return tr("Apply", "Skipped, as asked.")
    if state.dry_run:
        yield preview_line(tr("Apply", "Would run the verification in the environment's Python."))
        return tr("Apply", "The verification would run.")
    python = state.python or env_python_of(state.options.env_name)
    framework = state.plan.framework if state.plan is not None else "tensorflow"
    run = run_verification(python, timeout=state.options.verify_timeout, framework=framework)
    log = save_log(run)
    state.verification = interop_document(run.report)
    yield LogLine("debug", json.dumps(state.verification), VERIFICATION_KEY)  # for a Windows side reading events
    yield preview_line(str(state.verification["summary"]))
    from wizard.core.steps.proof import must_prove, proved_on_gpu

    if must_prove(state.plan) and run.report.passed and not proved_on_gpu(run.report):
        raise WizardError(tr("Apply", "The checks passed, but not on the graphics card: this environment's TensorFlow "
                                      "did no work on the GPU."), context={"log": log})
    if not run.report.passed:
        raise WizardError(str(state.verification["summary"]),
                          hint=tr("Apply", "See why with: tfgpu-wizard doctor --python {python}").format(
                              python=python), context={"log": log})
    return str(state.verification["summary"])


def machine_facts(state: ApplyState) -> Any:
    """This machine's facts, probed once per run (the driver checks and the report share them)."""
    if state.facts is None:
        from wizard.core.probe import probe_machine

        state.facts = probe_machine()
    return state.facts
