"""Does a plan hold only what its own route has? Checked for every plan, this machine's too, before a change.

Why: a plan is a file, and a file can be edited. A CPU plan that carries ``download`` and ``install-cuda``
steps (and a download of someone's choosing) would fetch that file and run it as root; a requirement such
as ``tensorflow @ https://...`` or ``x==1 --index-url ...`` would install from anywhere. The route's steps are
what the planner (wizard.core.planner.steps) lists for that route; a plan may leave steps out (``apply``
runs what is listed) but never add one its route does not have, nor list one twice.
"""

from __future__ import annotations

import re

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.plan import TORCH_FAMILY, Plan, StepId

SYSTEM_CUDA_ROUTES = ("linux", "windows-native", "wsl2")  # the routes where NVIDIA's toolkit is installed
DOWNLOAD_KINDS = ("cuda-installer", "cudnn-archive")
_PACKAGE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[and-cuda\])?")
_FRAMEWORK_PACKAGE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[[a-z0-9-]+\])?")
_VERSION = re.compile(r"[0-9][0-9A-Za-z.+!-]*")
_NUMBERS = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,6}){0,3}")  # 3.11, 12.2, 8.1.0.77, 418.87.00
# A build index is an https address; a loopback one is the tests' stand-in (the plan is still compared with the
# plan made here, which names the catalog's address).
SAFE_INDEX_PREFIXES = ("https://", "http://127.0.0.1:", "http://localhost:")
VERSION_FIELDS = ("python", "cuda", "cudnn", "driver_min")  # each becomes part of a path or a command


class PlanShapeError(WizardError):
    """A plan holds a step, a download or a requirement its route does not have (exit 2, nothing changed)."""

    reference = "plan-not-of-its-route"
    exit_code = 2


def route_step_ids(plan: Plan) -> tuple[str, ...]:
    """Every step the plan's route can have, in the planner's order (system CUDA and a driver update included
    where the route has them)."""
    from wizard.core.planner.steps import StepInputs, make_steps

    requirement = plan.tensorflow.requirement if plan.tensorflow else ""
    conda_gpu = _conda_gpu(plan)
    system_cuda = plan.route in SYSTEM_CUDA_ROUTES and bool(plan.cuda) and "[and-cuda]" not in requirement
    own_wheels = plan.tensorflow is None and plan.framework != "tensorflow"  # wheels that carry CUDA: no CUDA steps
    system_cuda = system_cuda and not own_wheels
    inputs = StepInputs(plan.route, plan.python, requirement, plan.cuda, system_cuda and not conda_gpu,
                        driver_upgrade=plan.route != "cpu", conda_gpu=conda_gpu, framework=plan.framework,
                        own_wheels=own_wheels)
    return tuple(step.id for step in make_steps(inputs))


def check_route_shape(plan: Plan) -> None:
    """Refuse a plan with a step, a download or a requirement its route does not have."""
    _check_versions(plan)
    _check_steps(plan)
    _check_downloads(plan)
    _check_requirement(plan)
    _check_framework_pins(plan)
    _check_conda_gpu(plan)


def _conda_gpu(plan: Plan) -> bool:
    """A Linux or WSL2 plan whose TensorFlow comes from conda packages (a conda GPU build, conda_gpu.json)."""
    return plan.route in ("linux", "wsl2") and bool(plan.conda_packages)


def _check_conda_gpu(plan: Plan) -> None:
    """Such a plan's conda packages are exactly a catalog row's: its Python, its spec and pip, nothing else."""
    if not _conda_gpu(plan):
        return
    from wizard.core.catalog.load import load_catalog
    from wizard.core.catalog.model import CondaGpuBuild

    tf = plan.tensorflow
    allowed: dict[tuple[str, ...], CondaGpuBuild] = {
        (f"python={python}", row.spec, "pip"): row for row in load_catalog().conda_gpu for python in row.python}
    row = allowed.get(tuple(plan.conda_packages))
    if row is None or tf is None or (tf.package, tf.version, tf.requirement) != (row.package, row.version, "") \
            or plan.conda_packages[0] != f"python={plan.python}":
        raise _refused(tr("RouteSteps", "the conda packages {packages} are not a conda-forge build the catalog "
                                        "lists").format(packages=" ".join(plan.conda_packages)))


def _check_versions(plan: Plan) -> None:
    """Python, CUDA, cuDNN and the driver are plain version numbers: they name folders (``cuda-12.2``) and
    interpreters, so ``12.2/../../etc`` or a path to someone's ``python`` never gets that far."""
    for name in VERSION_FIELDS:
        value = getattr(plan, name)
        if value is not None and not _NUMBERS.fullmatch(value):
            raise _refused(tr("RouteSteps", "{field} {value} is not a version number").format(
                field=name, value=value))


def _check_steps(plan: Plan) -> None:
    allowed, ids = route_step_ids(plan), [step.id for step in plan.steps]
    for step_id in ids:
        if step_id not in allowed:
            raise _refused(tr("RouteSteps", "the step {step} is not one of the {route} route's steps").format(
                step=step_id, route=plan.route))
        if ids.count(step_id) > 1:
            raise _refused(tr("RouteSteps", "the step {step} is listed twice").format(step=step_id))


def _check_downloads(plan: Plan) -> None:
    if not plan.downloads:
        return
    if StepId.DOWNLOAD not in route_step_ids(plan):
        raise _refused(tr("RouteSteps", "the {route} route downloads nothing, yet the plan lists {file}").format(
            route=plan.route, file=plan.downloads[0].file))
    kinds = [item.kind for item in plan.downloads]
    for kind in kinds:
        if kind not in DOWNLOAD_KINDS or kinds.count(kind) > 1:
            raise _refused(tr("RouteSteps", "the download {kind} is unknown or listed twice").format(kind=kind))


def _check_requirement(plan: Plan) -> None:
    """The requirement is exactly ``PACKAGE==VERSION`` of the plan's own TensorFlow: no URL, option or marker."""
    tf = plan.tensorflow
    if tf is None or not tf.requirement:
        return
    if not (_PACKAGE.fullmatch(tf.package) and _VERSION.fullmatch(tf.version)) or \
            tf.requirement != f"{tf.package}=={tf.version}":
        raise _refused(tr("RouteSteps", "the requirement {requirement} is not the plain pin {package}=={version}"
                          ).format(requirement=tf.requirement, package=tf.package, version=tf.version))


def _check_framework_pins(plan: Plan) -> None:
    """A PyTorch, JAX or Keras plan's pins are plain ``PACKAGE==VERSION`` (an extra allowed); the torch family
    comes only from the build index, and nothing else does; the index is an https address."""
    build = plan.framework_build
    if build is None:
        return
    for requirement in build.all_requirements:
        name, _, version = requirement.partition("==")
        if not (_FRAMEWORK_PACKAGE.fullmatch(name) and _VERSION.fullmatch(version)):
            raise _refused(tr("RouteSteps", "the requirement {requirement} is not a plain pin").format(
                requirement=requirement))
        family = name.split("[")[0].lower() in TORCH_FAMILY
        if family != (requirement in build.build_requirements):
            raise _refused(tr("RouteSteps", "the requirement {requirement} does not come from its own index").format(
                requirement=requirement))
    if build.build_requirements and not build.build_index.startswith(SAFE_INDEX_PREFIXES):
        raise _refused(tr("RouteSteps", "the build index {index} is not an https address").format(
            index=build.build_index))


def _refused(why: str) -> WizardError:
    return PlanShapeError(
        tr("RouteSteps", "This plan holds what its route does not have ({why}), so nothing was changed.").format(
            why=why),
        hint=tr("RouteSteps", "Use a plan the wizard made, unedited: make one on this machine with "
                              "'tfgpu-wizard plan --json > plan.json'."))
