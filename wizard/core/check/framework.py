"""``check`` for the frameworks beside TensorFlow: the env's framework still installed, and the GPU code of its
build (PyTorch's architecture list, asked of the env's own interpreter) for a card added since the setup."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from wizard.basics.i18n import tr
from wizard.core.check.model import Change
from wizard.core.check.record import SetupRecord
from wizard.core.preflight.fatbin import CodeTarget, LibraryCode

# The distribution whose absence means the framework is gone (Keras: keras itself, its backend is PyTorch's).
DISTRIBUTIONS = {"pytorch": "torch", "keras": "keras", "jax": "jax"}
# PyTorch's build list without importing CUDA: the flags the build was compiled with (torch.cuda.get_arch_list
# answers [] while no GPU is usable, and a check must also work when the card is the thing that changed).
_ARCH_FLAGS = ("import json, torch; f = getattr(torch._C, '_cuda_getArchFlags', None); "
               "print(json.dumps((f() or '').split() if f and torch.version.cuda else []))")
_VERSION_OF = "import importlib.metadata as m, sys; print(m.version(sys.argv[1]))"
_ARCH = re.compile(r"^(sm|compute)_(\d+)(\d)([af]?)$")


def framework_changes(record: SetupRecord, timeout: float = 120.0) -> list[Change]:
    """The framework of a non-TensorFlow setup, asked of the env's interpreter: gone is broken."""
    package = DISTRIBUTIONS.get(record.plan.framework)
    if package is None or not record.python or record.distro or not Path(record.python).exists():
        return []  # TensorFlow's own check, or the interpreter's absence, is said by env_changes
    try:
        done = subprocess.run([record.python, "-c", _VERSION_OF, package], capture_output=True, text=True,
                              timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return []
    if done.returncode == 0:
        return _version_change(record, package, done.stdout.strip())
    return [Change("framework-gone", "broken",
                   tr("Check", "{package} is no longer installed in the environment.").format(package=package),
                   tr("Check", "The environment has no {package} to run.").format(package=package),
                   tr("Check", "Set up again with the wizard (undo the last setup first), or make the environment "
                               "again."))]


def _version_change(record: SetupRecord, package: str, found: str) -> list[Change]:
    """Another release than the plan's in the env (the build tag, ``+cu126``, aside): something to look at."""
    build = record.plan.framework_build
    if build is None or not build.version or found.split("+", maxsplit=1)[0] == build.version.split("+")[0]:
        return []
    return [Change("framework-changed", "look",
                   tr("Check", "The environment now has {package} {found} (the setup installed {version}).")
                   .format(package=package, found=found, version=build.version),
                   tr("Check", "That version was not checked against this computer's driver and card."),
                   tr("Check", "Make a new plan for this computer and set it up again."))]


def framework_code(record: SetupRecord, timeout: float = 120.0) -> LibraryCode | None:
    """The GPU code of the env's PyTorch (also Keras's PyTorch backend), asked of its interpreter; else the GPU
    code the plan's build was chosen for (the catalog's record); None where neither says (a CPU build)."""
    asked = _asked_code(record, timeout)
    if asked is not None:
        return asked
    build = record.plan.framework_build
    pairs = (("sass", build.sass), ("ptx", build.ptx)) if build is not None else ()
    targets = frozenset(t for kind, ccs in pairs for cc in ccs if (t := _target(kind, cc)) is not None)
    return LibraryCode((), targets) if targets else None


def _target(kind: str, cc: str) -> CodeTarget | None:
    try:
        major, minor = (int(part) for part in cc.split(".")[:2])
    except ValueError:
        return None
    return CodeTarget(kind, major, minor)  # type: ignore[arg-type]


def _asked_code(record: SetupRecord, timeout: float) -> LibraryCode | None:
    if record.plan.framework not in ("pytorch", "keras") or not record.python or record.distro:
        return None
    try:
        done = subprocess.run([record.python, "-c", _ARCH_FLAGS], capture_output=True, text=True, timeout=timeout,
                              check=False)
        names = json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else []
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return None
    targets = set()
    for name in names if isinstance(names, list) else []:
        match = _ARCH.match(str(name))
        if match:
            kind = "sass" if match.group(1) == "sm" else "ptx"
            major, minor = int(match.group(2)), int(match.group(3))
            targets.add(CodeTarget(kind, major, minor, match.group(4)))  # type: ignore[arg-type]
    return LibraryCode((), frozenset(targets)) if targets else None
