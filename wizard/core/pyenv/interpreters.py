"""A Python of the planned version: found on this machine, or fetched as uv's managed Python.

Found first, through the probe's own lists (the running interpreter, ``python3.X`` on PATH with pyenv's shims
resolved, the ``py`` launcher's list on Windows), because a Python the user already has is the one they
know. Missing, it is fetched with ``uv python install X.Y``, which honours a mirror for users who cannot
reach the default host (``UV_PYTHON_INSTALL_MIRROR``). Offline with nothing found, the error says exactly
what to install and where; it does not guess.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.pythons import probe_pythons
from wizard.core.pyenv.backend import Installer
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.process import CancelCheck, run_streamed
from wizard.core.pyenv.python_org import known_installers
from wizard.platform.bounded_output import run_bounded
from wizard.platform.probe import default_probe_context
from wizard.platform.probe_context import ProbeContext

_FIND_TIMEOUT_S = 30


def find_interpreter(version: str, ctx: ProbeContext | None = None) -> str | None:
    """The first interpreter of ``version`` (``3.10``) the probe knows, as a path; None when none is."""
    ctx = ctx or default_probe_context()
    draft = FactsDraft(family=ctx.platform.family)
    probe_pythons(ctx, draft)
    for python in draft.pythons:
        if _same_minor(python.version, version) and python.executable and Path(python.executable).is_file():
            return python.executable
    return None


def _same_minor(found: str, wanted: str) -> bool:
    return found.split(".")[:2] == wanted.split(".")[:2]


def interpreter_step(
    version: str, installer: Installer, env: dict[str, str], *, key: str, cancelled: CancelCheck,
    allow_download: bool = True,
) -> Step[str]:
    """The path of a Python ``version``; fetches uv's managed one when none is found (and allowed)."""
    found = find_interpreter(version)
    if found is not None:
        yield LogLine("info", tr("PyEnv", "Using Python {version} at {path}").format(version=version, path=found),
                      key)
        return found
    if installer.uv is None or not allow_download:
        raise missing_python(version)
    yield LogLine("info", tr("PyEnv", "Python {version} is not installed here: downloading it with uv.").format(
        version=version), key)
    result = yield from run_streamed([installer.uv, "python", "install", version], env, key=key,
                                     cancelled=cancelled)
    if not result.ok:
        raise missing_python(version, result.output)
    return _managed_python(installer.uv, version, env)


def _managed_python(uv: str, version: str, env: dict[str, str]) -> str:
    try:
        done = run_bounded([uv, "python", "find", "--managed-python", "--no-project", version], env=env,
                           timeout=_FIND_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError) as error:
        raise missing_python(version, str(error)) from error
    out = done.out_text().strip()
    path = out.splitlines()[-1] if out else ""
    if done.returncode != 0 or not Path(path).is_file():
        raise missing_python(version, done.err_text())
    return path


def missing_python(version: str, output: str = "") -> InstallerError:
    """Nothing found and nothing fetched: exactly what to install, where, and the checksum to check it by."""
    hint = tr("PyEnv", "Install Python {version} (64-bit) yourself: on Windows the installer from python.org, "
              "\"Install for me only\" is enough; on Linux your distribution's python{version} and "
              "python{version}-venv packages, or pyenv. Then try again.").format(version=version)
    known = known_installers().get(".".join(version.split(".")[:2]))
    if known is not None:  # the exact file, and the SHA-256 to check it against
        hint += " " + tr("PyEnv", "The Windows installer: {url} (SHA-256 {sha256}).").format(url=known.url,
                                                                                           sha256=known.sha256)
    return InstallerError(
        tr("PyEnv", "Python {version} is not installed on this computer and could not be downloaded.").format(
            version=version),
        hint=hint,
        context={"output": output[-2000:]} if output else {},
        reference="install-python-missing",
    )
