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
        return []
    return [Change("framework-gone", "broken",
                   tr("Check", "{package} is no longer installed in the environment.").format(package=package),
                   tr("Check", "The environment has no {package} to run.").format(package=package),
                   tr("Check", "Set up again with the wizard (undo the last setup first), or make the environment "
                               "again."))]


def framework_code(record: SetupRecord, timeout: float = 120.0) -> LibraryCode | None:
    """The GPU code of the env's PyTorch (also Keras's PyTorch backend); None where it cannot be said (JAX:
    XLA compiles for the card at run time; a CPU build; an interpreter that does not answer)."""
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
