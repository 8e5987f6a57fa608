"""``conda-install``: Miniforge for this user when a conda route finds no conda, for the Python environment page
and ``conda install``.

Why here: the page fetched and journaled it through the kernel's runner itself (no preview, no elevated helper),
while ``conda install`` built the same operation and ran it through :class:`~wizard.core.steps.run.StepRun`; both
now take the operation from :func:`miniforge_operations` and run it as that step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wizard.basics.events import Step
    from wizard.core.download.network import NetworkSettings
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.runner import JournaledRun

CONDA_INSTALL = "conda-install"  # the journal's label: not a plan step, a route's conda put here when missing


def miniforge_operations(*, installer: str, sha256: str, prefix: str = "") -> list[Any]:
    """The Miniforge ``installer`` (checked against ``sha256`` before it runs) into ``prefix`` (else this user's
    default folder)."""
    from wizard.core.pyenv.miniforge_ops import InstallMiniforge

    return [InstallMiniforge(installer=installer, sha256=sha256, prefix=prefix)]


def install_miniforge_step(journal: Journal, settings: NetworkSettings, base: str | None = None,
                           cancelled: Callable[[], bool] = lambda: False) -> Step[JournaledRun]:
    """Fetch the installer (through the run's network settings, verified against its published SHA-256), then
    install it as the ``conda-install`` step run."""
    from wizard.core.download.network import make_session
    from wizard.core.pyenv.miniforge import fetch_miniforge_step
    from wizard.core.steps.run import StepRun

    installer, digest = yield from fetch_miniforge_step(make_session(settings), base)
    run = StepRun(CONDA_INSTALL, miniforge_operations(installer=str(installer), sha256=digest))
    return (yield from run.journal(journal, cancelled=cancelled))
