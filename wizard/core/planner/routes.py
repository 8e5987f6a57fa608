"""The five routes: which OS each installs for, which is chosen automatically, and why CPU.

``windows-native`` is the seed documents' way (system CUDA, cuDNN copied in, PATH);
``windows-isolated`` puts the CUDA runtime and cuDNN inside a conda env, TensorFlow's own Windows
recommendation (``conda install cudatoolkit=11.2 cudnn=8.1.0``, S3), so it needs no admin rights;
``wsl2`` and ``linux`` use the Linux builds; ``cpu`` installs TensorFlow without any GPU stack.
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import OsName, TfBuild
from wizard.core.plan import Route
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import at_least, parse

GPU_ROUTES: tuple[Route, ...] = ("windows-native", "windows-isolated", "wsl2", "linux")
FIRST_PIP_CUDA = "2.14"  # S5 2.14.0: "pip install tensorflow[and-cuda]" first offered


def route_os(route: Route) -> OsName | None:
    """The OS whose TensorFlow build a GPU route installs; None for the CPU route."""
    if route in ("windows-native", "windows-isolated"):
        return "windows"
    if route in ("wsl2", "linux"):
        return "linux"
    return None


def cpu_build_os(ctx: Context, version: str) -> OsName:
    """Whose wheel list the CPU route follows: Windows rows where they exist, else the Linux rows."""
    if ctx.on_windows and ctx.index.build("windows", version) is not None:
        return "windows"
    return "linux"


def uses_pip_cuda(route: Route, version: str, build: TfBuild | None) -> bool:
    """True when CUDA and cuDNN come from pip (``tensorflow[and-cuda]``, Linux/WSL2, TF 2.14+)."""
    if route not in ("linux", "wsl2") or build is None:
        return False
    return build.and_cuda or at_least(version, FIRST_PIP_CUDA)


def last_native_windows(ctx: Context) -> str | None:
    """The newest TensorFlow with a native Windows GPU build in the catalog (2.10.1)."""
    versions = ctx.index.versions_for("windows")
    return versions[0] if versions else None


def auto_routes(ctx: Context, version: str) -> tuple[Route, ...]:
    """The route chosen when the user leaves it automatic (the brief's order)."""
    if ctx.facts.os.family not in ("windows", "linux") or not ctx.has_gpu:
        return ("cpu",)
    if ctx.facts.driver is None and not ctx.wishes.allow_driver_upgrade:
        return ("cpu",)
    if ctx.on_wsl:
        return ("wsl2",)
    if ctx.on_linux:
        return ("linux",)
    newest_native = last_native_windows(ctx)
    if ctx.facts.conda and newest_native and parse(version) <= parse(newest_native):
        return ("windows-isolated",)
    return ("windows-native",)


def explain_cpu_route(ctx: Context, verdict: Verdict) -> None:
    """When the automatic choice fell back to CPU, say why in plain words."""
    if ctx.wishes.route is not None:
        return
    if ctx.facts.os.family not in ("windows", "linux"):
        verdict.warn(
            "cpu-only-os",
            tr(
                "Planner",
                "TensorFlow has no NVIDIA GPU support on this operating system: the plan uses the CPU.",
            ),
        )
    elif not ctx.has_gpu:
        verdict.warn(
            "no-nvidia-gpu",
            tr("Planner", "No NVIDIA GPU was found: the plan installs TensorFlow for the CPU only."),
        )
    elif ctx.facts.driver is None:
        verdict.warn(
            "no-nvidia-driver",
            tr(
                "Planner",
                "No NVIDIA driver was found, so the GPU cannot be used: the plan installs TensorFlow "
                "for the CPU. Install the NVIDIA driver, or allow a driver upgrade, to get a GPU plan.",
            ),
        )
