"""Words for the plan that both front-ends share: route names and fixes (one message table, two renderings).

Why here and not in the GUI: the CLI and the GUI must say the same thing, and the GUI must never show a
command-line flag while the CLI may. So each fix is data (:class:`~wizard.core.plan.Fix`) and this module
words it for a front-end: ``render_fix(fix, "gui")`` says "tick 'Allow a driver upgrade'",
``render_fix(fix, "cli")`` says the same with ``--allow-driver-upgrade``.
"""

from __future__ import annotations

from typing import Literal

from wizard.basics.i18n import tr
from wizard.core.plan import Fix

Frontend = Literal["gui", "cli"]
# The order in which a fix's changes are worded (the main change first).
PARAM_ORDER = ("route", "tensorflow", "python", "allow_driver_upgrade", "driver", "conda", "wsl_version",
               "windows_build")


def route_name(route: str) -> str:
    """A route in plain words ("windows-isolated" -> "Windows, CUDA inside the Python environment")."""
    names = {
        "windows-native": tr("Advice", "Windows, CUDA installed for the whole system"),
        "windows-isolated": tr("Advice", "Windows, CUDA inside the Python environment"),
        "wsl2": tr("Advice", "WSL2 (Linux inside Windows)"),
        "linux": tr("Advice", "Linux"),
        "cpu": tr("Advice", "Processor only (no GPU)"),
    }
    return names.get(route, route)


def render_fix(fix: Fix, frontend: Frontend) -> str:
    """One fix as a sentence for ``frontend``: every change it makes, the main one first."""
    params = fix.params
    # an allowed upgrade names the driver itself, so "driver" is not worded twice
    skip = {"driver"} if "allow_driver_upgrade" in params else set()
    keys = [key for key in PARAM_ORDER if key in params and key not in skip]
    parts = [_part(key, params, frontend) for key in keys]
    if not parts:
        return ""
    text = tr("Advice", " and ").join(parts)
    return text[:1].upper() + text[1:]


def render_fixes(fixes: tuple[Fix, ...], frontend: Frontend) -> str:
    """Several fixes as one paragraph: the first, then "Or: ..." for each other."""
    texts = [render_fix(fix, frontend) for fix in fixes]
    texts = [text for text in texts if text]
    if not texts:
        return ""
    first = tr("Advice", "{fix}.").format(fix=texts[0])
    rest = [tr("Advice", " Or: {fix}.").format(fix=text) for text in texts[1:]]
    return "".join([first, *rest])


def _part(key: str, params: dict[str, str], frontend: Frontend) -> str:
    value = params[key]
    if key == "route":
        return _route_part(value, frontend)
    if key == "tensorflow":
        if frontend == "cli":
            return tr("Advice", "choose TensorFlow {version} (--tf {version})").format(version=value)
        return tr("Advice", "choose TensorFlow {version}").format(version=value)
    if key == "python":
        return _python_part(value, frontend)
    if key == "allow_driver_upgrade":
        return _upgrade_part(params.get("driver", ""), frontend)
    return _machine_part(key, params)


def _route_part(route: str, frontend: Frontend) -> str:
    if frontend == "cli":
        return tr("Advice", "choose the setup '{name}' (--route {route})").format(
            name=route_name(route), route=route)
    return tr("Advice", "choose the setup '{name}'").format(name=route_name(route))


def _python_part(python: str, frontend: Frontend) -> str:
    if not python:
        if frontend == "cli":
            return tr("Advice", "let the wizard choose the Python version (leave out --python)")
        return tr("Advice", "let the wizard choose the Python version")
    if frontend == "cli":
        return tr("Advice", "choose Python {python} (--python {python})").format(python=python)
    return tr("Advice", "choose Python {python}").format(python=python)


def _upgrade_part(driver: str, frontend: Frontend) -> str:
    if frontend == "cli":
        if driver:
            return tr("Advice", "allow a driver upgrade to {driver} or newer (--allow-driver-upgrade)").format(
                driver=driver)
        return tr("Advice", "allow a driver upgrade (--allow-driver-upgrade)")
    if driver:
        return tr("Advice", "tick 'Allow a driver upgrade' (driver {driver} or newer)").format(driver=driver)
    return tr("Advice", "tick 'Allow a driver upgrade'")


def _machine_part(key: str, params: dict[str, str]) -> str:
    """Changes to the machine itself read the same in both front-ends (they name no wizard option)."""
    if key == "driver":
        return tr("Advice", "install NVIDIA driver {driver} or newer (NVIDIA's driver download page), "
                            "then check this computer again").format(driver=params["driver"])
    if key == "conda":
        # Miniforge (conda-forge only): the Python environment page and `tfgpu-wizard conda install` provide it
        return tr("Advice", "install Miniforge for this user (the wizard can do it on the Python environment step), "
                            "then check this computer again")
    if key == "wsl_version":
        distro = params.get("distro") or "DISTRO"
        return tr("Advice", "convert the Linux distribution to WSL 2 (in Windows: wsl --set-version {distro} 2), "
                            "then check this computer again inside it").format(distro=distro)
    if key == "windows_build":
        return tr("Advice", "update Windows to Windows 10 version 21H2 (build {build}) or newer").format(
            build=params["windows_build"])
    return ""
