"""The frameworks as the GUI names them: proper names, a one-line description, and a plan's framework in words.

Proper names (TensorFlow, PyTorch, Keras 3, JAX) stay English in every language; the descriptions and the words
around a plan's build are translated. A plan's framework is ``Plan.framework`` (issue 33): TensorFlow plans keep
their choice in ``Plan.tensorflow``, the others in ``Plan.framework_build`` when the planner gives one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from wizard.basics.i18n import tr
from wizard.core.plan import Framework, framework_name
from wizard.core.planner.advice import route_name

if TYPE_CHECKING:
    from wizard.core.plan import Plan

FRAMEWORKS: tuple[Framework, ...] = get_args(Framework)


def framework_description(framework: str) -> str:
    """One plain line saying what the framework is, in the current language."""
    descriptions = {
        "tensorflow": tr("Frameworks", "Google's framework for training and running models; the default."),
        "pytorch": tr("Frameworks", "Meta's framework, the most used one in research and in new projects."),
        "keras": tr("Frameworks", "The simple model-building layer; runs on TensorFlow, or on PyTorch where "
                                  "TensorFlow has no graphics card support."),
        "jax": tr("Frameworks", "Google's framework for fast numerical computing; graphics cards on Linux and "
                                "WSL2 only."),
    }
    return descriptions.get(framework, "")


def plan_framework(plan: Plan | None) -> str:
    """The proper name of what ``plan`` sets up (TensorFlow without a plan)."""
    return framework_name(plan.framework if plan is not None else "tensorflow")


def carries_own_cuda(plan: Plan) -> bool:
    """True for a PyTorch, JAX or Keras-on-PyTorch plan: its wheels carry CUDA, nothing else is installed for it."""
    return plan.tensorflow is None and plan.framework_build is not None


def plan_route_name(plan: Plan) -> str:
    """The plan's route in plain words; native Windows without a CUDA install for a framework whose wheels
    carry their CUDA (the TensorFlow words would say CUDA is installed for the whole system)."""
    if plan.route == "windows-native" and carries_own_cuda(plan):
        return tr("Frameworks", "Windows, only the NVIDIA driver (the packages carry CUDA)")
    return route_name(plan.route)


def framework_version(plan: Plan) -> str:
    """``PyTorch 2.14.1``, ``Keras 3.15.1 on PyTorch 2.14.1``, ``TensorFlow 2.21.0`` (``—`` for none)."""
    build = plan.framework_build
    if plan.framework == "keras" and build is not None:
        backend = plan.tensorflow.version if plan.tensorflow else build.backend_version
        name = "TensorFlow" if plan.tensorflow else framework_name(BACKENDS.get(build.backend, build.backend))
        keras = tr("Frameworks", "Keras {version} on {backend} {backend_version}").format(
            version=build.version, backend=name, backend_version=backend)
        return keras if backend else f"Keras {build.version}"
    if build is not None:
        return f"{framework_name(build.framework)} {build.version}"
    version = plan.tensorflow.version if plan.tensorflow else "—"
    return f"{framework_name(plan.framework)} {version}"


BACKENDS = {"torch": "pytorch", "tensorflow": "tensorflow", "jax": "jax"}


def build_text(plan: Plan, gpu_names: tuple[str, ...] = ()) -> str:
    """The build in words: "2.14.1 for CUDA 12.6 (cu126, carries code for your GeForce GTX 1060)", or the
    processor-only build; empty for a TensorFlow plan (its row says its package)."""
    build = plan.framework_build
    if build is None or not carries_own_cuda(plan):
        return ""
    version = build.backend_version if build.framework == "keras" and build.backend_version else build.version
    if not build.cuda:
        return tr("Frameworks", "{version}, the processor-only build").format(version=version)
    cards = ", ".join(name.removeprefix("NVIDIA ") for name in gpu_names)
    if cards:
        return tr("Frameworks", "{version} for CUDA {cuda} ({build}, carries code for your {cards})").format(
            version=version, cuda=build.cuda, build=build.build, cards=cards)
    return tr("Frameworks", "{version} for CUDA {cuda} ({build})").format(
        version=version, cuda=build.cuda, build=build.build)


def env_subtitle(plan: Plan | None) -> str:
    """The Python environment page's subtitle: what the environment gets (TensorFlow before a plan)."""
    return tr("PythonEnvPage", "A separate Python environment with exactly the planned {framework}. Review first; "
                               "everything can be undone.").format(
        framework=framework_version(plan) if plan is not None else "TensorFlow")


def env_ready(plan: Plan | None, path: object, tensorflow: str | None) -> str:
    """The line once the environment is made: its folder and what it holds."""
    if plan is not None and plan.framework != "tensorflow":
        return tr("PythonEnvPage", "The environment is ready in {path}, with {framework}.").format(
            path=path, framework=framework_version(plan))
    return tr("PythonEnvPage", "The environment is ready in {path}, with TensorFlow {tf}.").format(
        path=path, tf=tensorflow or "-")


def press_check(plan: Plan | None) -> str:
    """The Verify page's line after the environment was made on the page before."""
    return tr("VerifyPage", "Press Check: {framework} runs these checks in the environment made on the page before "
                            "(the first run can take a minute).").format(framework=plan_framework(plan))


def no_env_yet(plan: Plan | None) -> str:
    """The Verify page's line when there is no environment to check yet."""
    return tr("VerifyPage", "No environment was made on the previous page. Go back and make one there, or type the "
                            "path of the Python of an environment that has {framework} (python.exe on Windows, "
                            "bin/python elsewhere), then press Check.").format(framework=plan_framework(plan))


def verify_title(plan: Plan | None) -> str:
    """The Verify page's title, naming the plan's framework (its subtitle says on what)."""
    return tr("VerifyPage", "Check that {framework} works").format(framework=plan_framework(plan))


def env_python_hint(plan: Plan | None) -> str:
    """The Verify page's empty interpreter field."""
    return tr("VerifyPage", "The Python of the environment with {framework}").format(framework=plan_framework(plan))
