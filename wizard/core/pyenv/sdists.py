"""The few sdists an old TensorFlow needs, built by the wizard from the exact files it checked, never others.

TensorFlow 2.6 and older pin dependencies that the package index has as source archives only (termcolor 1.1.0,
wrapt 1.12.1, gast 0.2.2, clang 5.0). Installs are wheels only (:mod:`.backend`), so without this those releases
could not be installed at all. The catalog (``tooling.json``, ``sdists``) lists each such archive as an exact
``name==version``, its file name and sha256, and the planned requirements that need it (``needed_by``); each is
pure Python (its setup.py copies ``.py`` files; wrapt's optional C extension is switched off by ``build_env``).

How "no arbitrary build at install time" still holds:

1. Only the rows whose ``needed_by`` matches a planned requirement apply (TF 2.4 gets termcolor and wrapt, TF
   2.10 gets nothing).
2. Before the install, the env's own pip builds those rows in a step of their own: ``pip wheel --no-deps
   --require-hashes -r FILE`` where FILE holds ``name==version --hash=sha256:...`` per row. pip compares the
   downloaded archive with that sha256 before it unpacks it, so other bytes (another release, a changed file
   on a mirror) are refused before any of their code runs; ``--no-cache-dir``: no wheel pip built earlier from
   some other file is reused; ``--use-pep517``: even the older pips (21.3 for Python 3.6) build in an isolated
   environment of their own instead of calling ``setup.py`` with whatever the env holds. ``--only-binary
   :all: --no-binary NAMES`` lets only those names come as source; the build tools pip fetches for the
   isolated build (setuptools, wheel) come as wheels like everything else.
3. What the build made must be one pure-Python wheel per row (``...-none-any.whl``), else it is refused.
4. The env install itself stays ``--no-build`` / ``--only-binary :all:`` with no exception: the folder of those
   wheels is one more ``--find-links`` source. An sdist not on the list is refused as before; nothing else is
   ever built.

pip's ``--require-hashes`` cannot cover only some packages of one install (it then wants a hash for every
package), and uv's per-package build switches check no hash: hence the separate, fully hashed build step.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from wizard.basics.events import LogLine, Step
from wizard.basics.i18n import tr
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import SdistPin
from wizard.core.catalog.query import major_minor
from wizard.core.pyenv.explain import InstallerError, explain, match_signature
from wizard.core.pyenv.process import CancelCheck, never_cancelled, run_streamed

REQUIREMENTS_FILE = "allowed-sdists.txt"


def needed_sdists(requirements: Iterable[str], python: str) -> tuple[SdistPin, ...]:
    """The catalog's allowed sdists that one of the planned ``requirements`` (``name==version``) needs on the
    env's Python ``python`` (X.Y; a row's marker such as ``python_version < "3.7"`` is read for it)."""
    planned = [_exact(text) for text in requirements]
    return tuple(pin for pin in load_catalog().sdists
                 if any(_needs(need, planned, python) for need in pin.needed_by))


def _exact(text: str) -> tuple[str, str] | None:
    """``(name, version)`` of a pinned requirement, None for anything else."""
    try:
        parsed = Requirement(text)
    except InvalidRequirement:
        return None
    specs = list(parsed.specifier)
    if len(specs) != 1 or specs[0].operator not in ("==", "==="):
        return None
    return canonicalize_name(parsed.name), specs[0].version


def _needs(need: str, planned: list[tuple[str, str] | None], python: str) -> bool:
    """True when a planned release is one that ``need`` (``tensorflow~=2.4.0``, maybe with a marker) names."""
    wanted = Requirement(need)
    if wanted.marker is not None and not wanted.marker.evaluate({"python_version": major_minor(python)}):
        return False
    return any(item is not None and item[0] == canonicalize_name(wanted.name)
               and wanted.specifier.contains(item[1], prereleases=True) for item in planned)


def hashed_requirements(pins: Iterable[SdistPin]) -> str:
    """The requirements file of the build step: each sdist pinned to its version and its catalog sha256."""
    return "".join(f"{pin.name}=={pin.version} --hash=sha256:{pin.sha256}\n" for pin in pins)


def wheel_command(env_python: Path, pins: tuple[SdistPin, ...], folder: Path) -> list[str]:
    """pip's build of exactly ``pins`` (hash-checked, no dependencies) into ``folder / "wheels"``."""
    names = ",".join(pin.name for pin in pins)
    return [str(env_python), "-m", "pip", "wheel", "--no-deps", "--require-hashes", "--no-cache-dir", "--use-pep517",
            "--no-input", "--progress-bar", "off", "--only-binary", ":all:", "--no-binary", names,
            "--wheel-dir", str(folder / "wheels"), "-r", str(folder / REQUIREMENTS_FILE)]


def build_env(pins: Iterable[SdistPin], base: Mapping[str, str]) -> dict[str, str]:
    """``base`` plus each row's ``build_env`` switches."""
    env = dict(base)
    for item in (item for pin in pins for item in pin.build_env):
        name, _, value = item.partition("=")
        env[name] = value
    return env


def announce(pins: tuple[SdistPin, ...], requirement: str, key: str) -> LogLine:
    """Said before anything is made: which source archives this release needs and that only they are built."""
    names = ", ".join(f"{pin.name} {pin.version}" for pin in pins)
    return LogLine("info", tr("PyEnv", "{req} needs packages that the package index has as source code only: "
                              "{names}. The wizard builds only these, from the exact files it has checked, "
                              "and installs everything else ready-built.").format(req=requirement, names=names),
                   key)


def built_sdists_line(requirement: str, python: str) -> list[str]:
    """For a plan's preview: the one line naming the checked source archives its env builds, if any."""
    pins = needed_sdists([requirement], python)
    if not pins:
        return []
    return [tr("PyEnv", "builds from the exact source files the wizard has checked (the package index has no "
               "ready-built package of them): {names}").format(names=", ".join(f"{pin.name} {pin.version}"
                                                                         for pin in pins))]


def not_listed(error: InstallerError, pins: tuple[SdistPin, ...]) -> InstallerError:
    """An install that found no wheel after the checked sdists were built: the hint says first that the missing
    package is not one the wizard has checked for this release (so it is not built), then the usual ways out."""
    if not pins or error.reference not in ("install-no-wheel", "install-no-match"):
        return error
    names = ", ".join(f"{pin.name} {pin.version}" for pin in pins)
    hint = tr("PyEnv", "The wizard builds only the source packages it has checked for this release ({names}); "
              "the missing one is not among them.").format(names=names)
    return InstallerError(error.message, hint=f"{hint} {error.hint}", context=error.context,
                          reference=error.reference)


def build_step(
    env_python: Path, pins: tuple[SdistPin, ...], folder: Path, env: Mapping[str, str], *, python: str, key: str,
    cancelled: CancelCheck = never_cancelled,
) -> Step[Path]:
    """Build ``pins`` into ``folder / "wheels"`` (see the module docstring); returns that folder."""
    (folder / REQUIREMENTS_FILE).write_text(hashed_requirements(pins), encoding="utf-8")
    result = yield from run_streamed(wheel_command(env_python, pins, folder), build_env(pins, env), key=key,
                                     cancelled=cancelled)
    names = " ".join(f"{pin.name}=={pin.version}" for pin in pins)
    if not result.ok and match_signature(result.output) == "install-hash-mismatch":
        raise InstallerError(
            tr("PyEnv", "The package index serves a different file for {names} than the one the wizard has "
               "checked.").format(names=names),
            hint=tr("PyEnv", "Nothing from that file was run or installed. Choose another package index (try "
                    "the default index), or plan a newer TensorFlow that needs no source packages."),
            context={"output": "\n".join(result.tail[-15:])}, reference="sdist-hash-mismatch")
    if not result.ok:
        raise explain(result, requirement=names, python=python, what=tr("PyEnv", "build the checked source "
                                                                               "packages"))
    wheels = folder / "wheels"
    for pin in pins:
        _check_pure(wheels, pin)
    return wheels


_WHEEL = re.compile(r"(?P<name>[^-]+)-(?P<version>[^-]+)-.*\.whl")


def _check_pure(wheels: Path, pin: SdistPin) -> None:
    """The build made one wheel of ``pin`` and it is pure Python (``none-any``), else the install stops."""
    made = [path.name for path in wheels.glob("*.whl")
            if (found := _WHEEL.fullmatch(path.name)) and canonicalize_name(found["name"]) == canonicalize_name(
                pin.name) and found["version"] == pin.version]
    if len(made) != 1 or not made[0].endswith("-none-any.whl"):
        raise InstallerError(
            tr("PyEnv", "Building {name} {version} did not give one pure-Python package ({made}).").format(
                name=pin.name, version=pin.version, made=", ".join(made) or "-"),
            hint=tr("PyEnv", "Nothing was installed. Plan a newer TensorFlow that needs no source packages, or "
                    "update the wizard."), reference="sdist-not-pure")
