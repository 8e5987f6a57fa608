"""Create a venv with the planned Python and install exactly the planned requirement into it, as a step.

A venv this run makes also gets the pip the catalog pins for its Python (:mod:`.tooling`), so that two
machines carrying out one plan end with the same pip; everything comes from wheels (:mod:`.backend`), the
few checked sdists an old TensorFlow needs as wheels built beforehand from their exact files (:mod:`.sdists`).

With a wheel folder as the index (offline, air-gapped: :func:`~wizard.core.pyenv.index.wheel_folder`) there is
no index to fetch the pinned pip from. Decision: when the folder holds the pinned pip's wheel, it is installed
from there like everything else; when it does not, the env keeps the pip of the interpreter's own
``ensurepip`` (``python -m venv`` runs it; a venv uv made gets it by ``python -m ensurepip``), and a log line
says plainly which pip that is and that it is not the pinned one (when ensurepip bundles exactly the pinned
release, it says so instead). Failing would leave an offline user with no env for want of a tool their
Python already carries, and ensurepip's pip is fixed by the interpreter, so the env is still reproducible.

Cleanup belongs to whoever made the folder: when this run created the env (``created``), any failure,
cancel or Ctrl-C removes it before the error goes on; an env that existed before is never removed, only
installed into. The installer's error is turned into plain words with the fix (:mod:`.explain`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.events import Finished, LogLine, Started, Step
from wizard.basics.i18n import tr
from wizard.core.catalog.model import SdistPin
from wizard.core.ops.scratch import scratch_folder
from wizard.core.pyenv.backend import Installer, choose_installer, pip_has_raw_progress
from wizard.core.pyenv.conda import CondaTool, conda_error, create_command, run_conda
from wizard.core.pyenv.conda_paths import check_marker
from wizard.core.pyenv.envs import (
    TENSORFLOW_DISTS,
    conda_package_version,
    installed_version,
    python_version,
    write_marker,
)
from wizard.core.pyenv.explain import InstallerError, explain
from wizard.core.pyenv.index import IndexConfig, installer_environment
from wizard.core.pyenv.interpreters import interpreter_step
from wizard.core.pyenv.offline import ensurepip_step, has_wheel
from wizard.core.pyenv.package_cache import cache_environment
from wizard.core.pyenv.process import CancelCheck, never_cancelled, run_streamed
from wizard.core.pyenv.progress import InstallProgress, is_raw_progress
from wizard.core.pyenv.rattler_env import RattlerRequest, licence_files
from wizard.core.pyenv.sdists import announce, build_step, needed_sdists, not_listed
from wizard.core.pyenv.tombstone import delete_tree
from wizard.core.pyenv.tooling import pinned
from wizard.core.pyenv.torch_family import build_index_config, family_dependencies
from wizard.platform.pyenv_layout import conda_python, venv_python

KEY = "env"
CONDA_KEY = "env-conda"  # the conda packages linked, before pip installs into the env
QUIET_OUTPUT = {"NO_COLOR": "1", "UV_NO_PROGRESS": "1", "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}


@dataclass(frozen=True)
class EnvSpec:
    """One env to make: name, folder, Python ``X.Y``, the pinned requirements, installer and package sources."""

    name: str
    prefix: Path
    python: str
    requirements: tuple[str, ...]
    installer: str | None = None
    index: IndexConfig = field(default_factory=IndexConfig)
    allow_python_download: bool = True
    conda: CondaTool | None = None
    conda_specs: tuple[str, ...] = ()
    interpreter: str = ""
    rattler: RattlerRequest | None = None  # a conda env made by py-rattler, no conda needed (rattler_env)
    build_index: str = ""  # the torch family's index: its pins come from there only (torch_family)
    build_requirements: tuple[str, ...] = ()  # those pins (also among ``requirements``)

    @property
    def python_path(self) -> Path:
        """The env's interpreter (where a venv or a conda env keeps it)."""
        return conda_python(self.prefix) if self.conda or self.rattler else venv_python(self.prefix)


@dataclass(frozen=True)
class CreatedEnv:
    """What the step made: where, with which Python and TensorFlow, through which installer."""

    prefix: Path
    python: str
    tensorflow: str | None
    installer: str
    licences: tuple[Path, ...] = ()  # licence files the user must be shown (NVIDIA's, in a conda env)


def check_pinned(requirement: str) -> str:
    """``requirement`` when it pins one exact version (``pkg==1.2.3``, extras allowed), else BadInputError."""
    try:
        parsed = Requirement(requirement)
    except InvalidRequirement as error:
        raise _not_pinned(requirement) from error
    specs = list(parsed.specifier)
    if parsed.url or len(specs) != 1 or specs[0].operator not in ("==", "===") or "*" in specs[0].version:
        raise _not_pinned(requirement)
    return requirement


def _not_pinned(requirement: str) -> BadInputError:
    return BadInputError(
        tr("PyEnv", "'{req}' is not one exact version.").format(req=requirement),
        hint=tr("PyEnv", "The plan must name one release, e.g. tensorflow==2.10.1: plan again."),
        reference="requirement-not-pinned",
    )


def installer_env(installer: Installer, index: IndexConfig, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment every installer process of this run gets."""
    env = installer_environment(index, installer.name, os.environ if base is None else base)
    env.update(QUIET_OUTPUT)
    return cache_environment(env)


def create_env_step(
    spec: EnvSpec, *, created: bool, marker: Mapping[str, Any], cancelled: CancelCheck = never_cancelled
) -> Step[CreatedEnv]:
    """Make the venv (when ``created``), install the requirements, report; removes only a venv it made."""
    installer = choose_installer(spec.installer)
    tooling = _tooling(spec, created)  # a Python without a pinned pip is refused before anything is made
    env = installer_env(installer, spec.index)
    yield Started(KEY, tr("PyEnv", "Installing {req}").format(req=", ".join(spec.requirements)), unit="packages")
    if installer.fallback:
        yield LogLine("warning", tr("PyEnv", "{why} Using pip instead.").format(why=installer.fallback), KEY)
    if sdists := needed_sdists(spec.requirements, spec.python):  # said before anything is made
        yield announce(sdists, " ".join(spec.requirements), KEY)
    try:
        if created and spec.rattler:
            yield from _make_rattler_env(spec, spec.rattler, marker, cancelled)
        elif created and spec.conda:
            yield from _make_conda_env(spec, env, marker, cancelled)
        elif created:
            yield from _make_venv(spec, installer, env, marker, cancelled)
            if not tooling and spec.index.wheel_folder is not None:
                yield from ensurepip_step(spec.python_path, installer, env, python=spec.python, key=KEY,
                                          cancelled=cancelled)
        if not spec.requirements:  # TensorFlow came with the conda packages: pip installs nothing
            return (yield from _finished(spec, installer))
        yield LogLine("info", spec.index.describe(), KEY)
        if spec.build_requirements:
            yield from _install_family(spec, installer, cancelled)
        with scratch_folder("sdists-") as folder:
            links, tooling = yield from _checked_sdists(spec, installer, env, tooling, folder=folder,
                                                        cancelled=cancelled)
            built = needed_sdists(spec.requirements, spec.python)
            try:
                yield from _install(spec, installer, env, [*spec.requirements, *tooling], links=links,
                                    cancelled=cancelled, built=built)
            except InstallerError as error:
                if not tooling or not lacks_pinned_pip(error):
                    raise
                yield from ensurepip_step(spec.python_path, installer, env, python=spec.python, key=KEY,
                                          cancelled=cancelled, from_index=True)
                yield from _install(spec, installer, env, list(spec.requirements), links=links,
                                    cancelled=cancelled, built=built)
    except BaseException:
        if created:
            remove_env_tree(spec.prefix)
        raise
    return (yield from _finished(spec, installer))


def _finished(spec: EnvSpec, installer: Installer) -> Step[CreatedEnv]:
    """The step's end: what was made, and the licence NVIDIA's CUDA package carries (said, not hidden)."""
    licences = licence_files(spec.prefix, "cudatoolkit") if spec.conda or spec.rattler else ()
    for path in licences:
        yield LogLine("warning", licence_line(path), KEY)
    yield Finished(KEY)
    tensorflow = installed_version(spec.prefix, TENSORFLOW_DISTS) or conda_package_version(spec.prefix, "tensorflow")
    return CreatedEnv(spec.prefix, python_version(spec.prefix), tensorflow, installer.name, licences)


def licence_line(path: Path) -> str:
    """The sentence that points the user at NVIDIA's licence for the CUDA libraries in the env."""
    return tr("PyEnv", "The CUDA libraries in this environment come under NVIDIA's licence; read it at {path}. "
              "Using them means accepting it.").format(path=path)




def _install_family(spec: EnvSpec, installer: Installer, cancelled: CancelCheck) -> Step[None]:
    """The torch family's pins from the build index alone, without dependencies, then the family members they
    pin themselves (triton), the same way (:mod:`.torch_family`); the user's index then brings the rest."""
    index = build_index_config(spec.index, spec.build_index)
    env = installer_env(installer, index)
    yield LogLine("info", index.describe(), KEY)
    yield from _install(spec, installer, env, list(spec.build_requirements), links=None, cancelled=cancelled,
                        no_deps=True)
    if more := family_dependencies(spec.prefix, spec.python, spec.build_requirements):
        yield from _install(spec, installer, env, more, links=None, cancelled=cancelled, no_deps=True)


def _install(
    spec: EnvSpec, installer: Installer, env: dict[str, str], requirements: list[str], *, links: Path | None,
    cancelled: CancelCheck, built: tuple[SdistPin, ...] = (), no_deps: bool = False,
) -> Step[None]:
    """One wheels-only install of ``requirements`` into the env (``links``: a local folder of checked wheels)."""
    progress = InstallProgress(KEY)
    raw = installer.uv is None and pip_has_raw_progress(spec.python_path)
    folders = tuple(folder for folder in (links, spec.index.wheel_folder) if folder is not None)
    command = installer.install_command(spec.python_path, requirements, raw_progress=raw, find_links=folders,
                                        no_deps=no_deps)
    result = yield from run_streamed(command, env, key=KEY, cancelled=cancelled, on_line=progress.feed,
                                     hide=is_raw_progress)
    if not result.ok:
        raise not_listed(explain(result, requirement=" ".join(spec.requirements), python=spec.python,
                                 what=tr("PyEnv", "install"), folder=spec.index.wheel_folder), built)


def lacks_pinned_pip(error: InstallerError) -> bool:
    """True when an install failed only because the index has no build of the pinned pip (an offline or partial
    index): the env then keeps its interpreter's own ``ensurepip`` pip (:mod:`.offline`)."""
    return error.reference == "install-no-match" and error.context.get("missing") == "pip"


def _checked_sdists(
    spec: EnvSpec, installer: Installer, env: dict[str, str], tooling: list[str], *, folder: Path,
    cancelled: CancelCheck,
) -> Step[tuple[Path | None, list[str]]]:
    """The folder of wheels built from the catalog's checked sdists this plan needs (:mod:`.sdists`), or None,
    and the tooling still to install. The env's own pip builds them, so a venv uv made gets its pinned pip
    first (from wheels, like all else), or ensurepip's when the index has none."""
    pins = needed_sdists(spec.requirements, spec.python)
    if not pins:
        return None, tooling
    if tooling:
        try:
            yield from _install(spec, installer, env, tooling, links=None, cancelled=cancelled)
        except InstallerError as error:
            if not lacks_pinned_pip(error):
                raise
            yield from ensurepip_step(spec.python_path, installer, env, python=spec.python, key=KEY,
                                      cancelled=cancelled, from_index=True)
        tooling = []
    pip_env = installer_env(Installer("pip"), spec.index)
    links = yield from build_step(spec.python_path, pins, folder, pip_env, python=spec.python, key=KEY,
                                  cancelled=cancelled)
    return links, tooling


def _tooling(spec: EnvSpec, created: bool) -> list[str]:
    """The pinned pip, in a venv this run makes: uv's venvs have none (a ``pip install`` typed in the activated
    env would run some other Python's pip, the "works in the terminal, not in Jupyter" trap), and the one
    ``python -m venv`` brings varies with the Python's patch release. conda's Python brings conda's own."""
    if not created or spec.conda or spec.rattler:  # a conda env lists pip among its conda packages
        return []
    pip = pinned("pip", spec.python)
    folder = spec.index.wheel_folder
    return [pip] if folder is None or has_wheel(folder, pip) else []  # else ensurepip's (the module docstring)


def _make_venv(
    spec: EnvSpec, installer: Installer, env: dict[str, str], marker: Mapping[str, Any], cancelled: CancelCheck
) -> Step[None]:
    if spec.interpreter and Path(spec.interpreter).is_file():  # installed by the step before (python.org)
        python = spec.interpreter
        yield LogLine("info", tr("PyEnv", "Using Python {version} at {path}").format(version=spec.python,
                                                                                    path=python), KEY)
    else:
        python = yield from interpreter_step(spec.python, installer, env, key=KEY, cancelled=cancelled,
                                             allow_download=spec.allow_python_download)
    result = yield from run_streamed(installer.venv_command(python, spec.prefix), env, key=KEY, cancelled=cancelled)
    if not result.ok:
        raise explain(result, requirement=" ".join(spec.requirements), python=spec.python,
                      what=tr("PyEnv", "create the environment"))
    write_marker(spec.prefix, spec.name, dict(marker), "venv")


def _make_conda_env(
    spec: EnvSpec, env: dict[str, str], marker: Mapping[str, Any], cancelled: CancelCheck
) -> Step[None]:
    """Check the pins with a dry run (nothing made yet), then create the env from conda-forge."""
    if spec.conda is None:
        raise ValueError("a conda env needs a conda executable")
    specs = list(spec.conda_specs) or [f"python={spec.python}"]
    yield LogLine("info", tr("PyEnv", "Asking conda-forge for {specs}").format(specs=" ".join(specs)), KEY)
    for dry_run in (True, False):
        answer = yield from run_conda(create_command(spec.conda, spec.prefix, specs, dry_run=dry_run), env,
                                      key=KEY, cancelled=cancelled)
        if not answer.get("success"):
            raise conda_error(answer, specs)
    write_marker(spec.prefix, spec.name, dict(marker), "conda")


def _make_rattler_env(
    spec: EnvSpec, request: RattlerRequest, marker: Mapping[str, Any], cancelled: CancelCheck
) -> Step[None]:
    """Solve (nothing made yet), then mark the prefix as the wizard's and link the packages into it.

    The marker goes in first, so a kill while rattler links leaves a folder undo knows as ours and removes; it is
    written again after linking and read back, so what ``env list`` and undo read is the wizard's own record."""
    from wizard.core.pyenv.rattler_env import install, names, solve

    yield LogLine("info", tr("PyEnv", "Asking {channels} for {specs}").format(
        channels=", ".join(request.channels), specs=" ".join(request.specs)), KEY)
    solved = yield from solve(request, cancelled=cancelled)
    yield LogLine("info", tr("PyEnv", "Chosen: {packages}").format(packages=" ".join(names(solved))), KEY)
    spec.prefix.mkdir(parents=True)
    write_marker(spec.prefix, spec.name, dict(marker), "conda")
    yield from install(solved, spec.prefix, request, cancelled=cancelled, key=CONDA_KEY)
    write_marker(spec.prefix, spec.name, dict(marker), "conda")  # again: no package wrote it (install refuses)
    check_marker(spec.prefix, spec.name, "conda")


def remove_created_prefix(prefix: Path, *, still_ours: bool, kept: WizardError, dry_run: bool) -> None:
    """Undo of a folder a run created (an env, Miniforge): remove it, unless it no longer looks like what the
    wizard made (``still_ours`` False), which raises ``kept`` and leaves the folder to its owner."""
    if not still_ours:
        raise kept
    if not dry_run:
        remove_env_tree(prefix)


def remove_env_tree(prefix: Path) -> None:
    """Delete an env folder this wizard made, read-only files included (Windows marks some so); a symbolic
    link is refused, never followed or chmodded through (:func:`~wizard.core.pyenv.tombstone.delete_tree`)."""
    delete_tree(prefix)
