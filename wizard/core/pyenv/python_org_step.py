"""Before ``env-create`` on Windows: the planned Python from python.org, downloaded, checked and installed.

Where the planned Python is missing and uv cannot provide it (the user chose pip, a policy forbids uv's
managed Pythons, or ``uv python install`` failed), the recorded python.org installer is downloaded through the
download engine (verified against its recorded SHA-256, into the wizard's cache) and installed by the
``python-org-install`` operation as its own journaled step, then the env is made from that interpreter. Both
steps share one run id, so ``undo --last`` removes the env and then the Python. The OS is read through
:data:`wizard.platform.host.HOST_OS` at call time (the seam a test stands Windows in through).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from wizard.basics.errors import Cancelled
from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.download.cache import downloads_dir
from wizard.core.download.control import DownloadControl
from wizard.core.download.engine import DownloadRequest
from wizard.core.download.hashing import Expected
from wizard.core.download.network import NetworkSettings
from wizard.core.download.step import download_step
from wizard.core.ops.journal import Journal, data_dir, new_run_id
from wizard.core.ops.runner import Elevator, JournaledRun, run_journaled_step
from wizard.core.ops.undo import ReverseElevator, undo_entry
from wizard.core.pyenv import interpreters, python_org
from wizard.core.pyenv.backend import choose_installer
from wizard.core.pyenv.create import KEY, installer_env
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.core.pyenv.python_org import installer_for, interpreter_in
from wizard.core.pyenv.python_org_ops import InstallPythonOrg
from wizard.platform import host

STEP = "python-install"


def python_org_target(version: str) -> Path:
    """The wizard's own per-user folder for python.org's Python ``X.Y`` (so undo knows what it made)."""
    minor = ".".join(version.split(".")[:2])
    return data_dir() / "python" / f"Python{minor.replace('.', '')}"


def _needs_python(operation: CreateEnv) -> bool:
    """Windows, a new venv, and no interpreter of the planned version on this computer."""
    return (host.HOST_OS == "windows" and not operation.conda and not operation.interpreter
            and not operation.path.exists() and interpreters.find_interpreter(operation.python) is None)


def _uv_can_provide(operation: CreateEnv) -> bool:
    return operation.allow_python_download and choose_installer(operation.installer).uv is not None


def _install_operation(version: str) -> InstallPythonOrg:
    known = installer_for(version)  # no recorded checksum: refused with what to install and where
    return InstallPythonOrg(version=version, installer=str(downloads_dir() / known.file_name),
                            target=str(python_org_target(version)))


def python_org_for(operation: Any) -> InstallPythonOrg | None:
    """The python.org install ``operation`` needs first, known before anything runs (for the review).

    None where it needs none, or where uv may still provide the Python (a failure of uv is only known when
    it runs; then :func:`env_with_python_step` falls back to python.org).
    """
    if not isinstance(operation, CreateEnv) or not _needs_python(operation):
        return None
    return _planned_install(operation)


def _planned_install(operation: CreateEnv) -> InstallPythonOrg | None:
    """For an env that needs a Python: python.org's install, or None where uv may still provide it."""
    return None if _uv_can_provide(operation) else _install_operation(operation.python)


def fetch_installer_step(install: InstallPythonOrg, settings: NetworkSettings | None = None,
                         control: DownloadControl | None = None) -> Step[Path]:
    """Download the recorded installer, verified while it streams; offline or not verified: what to install.

    A pause or cancel through ``control`` stops it (a pause keeps the part downloaded, for the next try).
    """
    known = installer_for(install.version)
    request = DownloadRequest(known.url, Path(install.installer), Expected("sha256", known.sha256),
                              key=known.file_name)
    report = yield from download_step([request], settings=settings,
                                      controls={request.name: control} if control else None)
    [result] = report.files
    if result.status in ("cancelled", "paused"):
        raise Cancelled
    if result.status != "verified":
        raise interpreters.missing_python(install.version, result.detail)
    return Path(result.path)


def env_with_python_step(
    operations: Sequence[Any],
    journal: Journal,
    *,
    step: str,
    dry_run: bool = False,
    settings: NetworkSettings | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    elevator: Elevator | None = None,
    reverse_elevator: ReverseElevator | None = None,
    run_id: str | None = None,
    control: DownloadControl | None = None,
) -> Step[JournaledRun]:
    """``operations`` (the first one ``env-create``), preceded where needed by python.org's Python, one run.

    A failure of the env's step also undoes the Python this call installed: nothing is left half-done.
    ``control`` pauses or cancels the installer's download (the front-end's Cancel).
    """
    run_id = run_id or new_run_id()
    interpreter, python_run = yield from _python_first(operations[0], journal, run_id=run_id, dry_run=dry_run,
                                                       settings=settings, cancelled=cancelled, control=control)
    first = replace(operations[0], interpreter=interpreter) if interpreter else operations[0]
    try:
        env_run = yield from run_journaled_step(
            [first, *operations[1:]], journal, step=step, dry_run=dry_run, cancelled=cancelled,
            elevator=elevator, reverse_elevator=reverse_elevator, run_id=run_id)
    except BaseException:
        for entry in reversed(python_run.entries if python_run else ()):
            item = undo_entry(journal, entry, False, reverse_elevator)
            yield LogLine("info" if item.ok else "error", item.message)
        raise
    if python_run is None:
        return env_run
    return JournaledRun(run_id, python_run.entries + env_run.entries, python_run.results + env_run.results)


def _python_first(
    operation: Any, journal: Journal, *, run_id: str, dry_run: bool, settings: NetworkSettings | None,
    cancelled: Callable[[], bool], control: DownloadControl | None,
) -> Step[tuple[str, JournaledRun | None]]:
    """The interpreter to make the env from ("" to let ``env-create`` find it) and the install's run."""
    if not isinstance(operation, CreateEnv) or not _needs_python(operation):
        return "", None
    install = _planned_install(operation)  # _needs_python is known: no second probe of the Pythons
    if install is None:  # uv may provide it: try, fall back to python.org when it cannot
        if dry_run:
            return "", None
        try:
            return (yield from _uv_python(operation, cancelled)), None
        except InstallerError:
            if python_org.known_installers().get(".".join(operation.python.split(".")[:2])) is None:
                raise
            yield LogLine("warning", tr("PyEnv", "uv could not provide Python {version}: using the python.org "
                                                 "installer instead.").format(version=operation.python), KEY)
        install = _install_operation(operation.python)
    if not dry_run:
        yield LogLine("info", tr("PyEnv", "Python {version} is not installed here: downloading the python.org "
                                          "installer.").format(version=operation.python), KEY)
        yield from fetch_installer_step(install, settings, control)
    run = yield from run_journaled_step([install], journal, step=STEP, dry_run=dry_run, cancelled=cancelled,
                                        run_id=run_id)
    return ("" if dry_run else str(interpreter_in(Path(install.target)))), run


def _uv_python(operation: CreateEnv, cancelled: Callable[[], bool]) -> Step[str]:
    installer = choose_installer(operation.installer)
    env = installer_env(installer, operation.spec().index)
    return (yield from interpreters.interpreter_step(operation.python, installer, env, key=KEY,
                                                     cancelled=cancelled,
                                                     allow_download=operation.allow_python_download))
