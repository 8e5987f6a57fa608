"""pip in an env made from a wheel folder with no index (:mod:`.create` explains the decision): the folder's
wheel of the pinned pip when it has one, else the interpreter's own ``ensurepip``, said plainly."""

from __future__ import annotations

import subprocess
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.pyenv.backend import Installer
from wizard.core.pyenv.explain import explain
from wizard.core.pyenv.process import CancelCheck, run_streamed
from wizard.core.pyenv.tooling import pinned_version
from wizard.platform.bounded_output import run_bounded

_CHECK_TIMEOUT_S = 30


def has_wheel(folder: Path, requirement: str) -> bool:
    """True when ``folder`` holds a wheel of exactly ``name==version`` (``requirement``)."""
    name, _, version = requirement.partition("==")
    for wheel in folder.glob("*.whl"):
        try:
            found, release, _build, _tags = parse_wheel_filename(wheel.name)
        except ValueError:
            continue
        if found == canonicalize_name(name) and str(release) == version:
            return True
    return False


def ensurepip_version(env_python: Path) -> str:
    """The pip release the env's interpreter bundles for ``ensurepip`` ("" when it cannot say)."""
    try:
        answer = run_bounded([str(env_python), "-c", "import ensurepip; print(ensurepip.version())"],
                             timeout=_CHECK_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return ""
    return answer.out_text().strip()


def ensurepip_step(
    env_python: Path, installer: Installer, env: dict[str, str], *, python: str, key: str, cancelled: CancelCheck
) -> Step[None]:
    """Give the env the pip of its interpreter's ``ensurepip`` (``python -m venv`` already did), and say which."""
    if installer.uv:  # uv's venvs have no pip
        result = yield from run_streamed([str(env_python), "-m", "ensurepip"], env, key=key, cancelled=cancelled)
        if not result.ok:
            raise explain(result, requirement="pip", python=python, what=tr("PyEnv", "install pip"))
    bundled, wanted = ensurepip_version(env_python), pinned_version("pip", python)
    if bundled == wanted:
        text = tr("PyEnv", "pip {version} comes from Python's own ensurepip: the release the wizard pins.")
        yield LogLine("info", text.format(version=bundled), key)
        return
    text = tr("PyEnv", "The wheel folder has no pip {wanted} wheel, so the environment keeps pip {version} from "
              "Python's own ensurepip instead of the release the wizard pins.")
    yield LogLine("warning", text.format(wanted=wanted, version=bundled or "?"), key)
