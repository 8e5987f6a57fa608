"""What ``apply`` is given (options), what its steps hand on to each other (state), and how it ends."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.errors import WizardError
from wizard.core.download.errors import FileDiffersError
from wizard.core.download.network import NetworkSettings
from wizard.core.pyenv.names import DEFAULT_ENV_NAME
from wizard.core.wsl.facts import PINNED_DISTRO, default_linux_user

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.download.hashing import Expected
    from wizard.core.ops.journal import Journal
    from wizard.core.plan import Plan
    from wizard.core.pyenv.pyenv_ops import CreateEnv
    from wizard.core.wsl.facts import InsideFacts


class PlanBlockedError(WizardError):
    """The plan cannot be carried out on this machine as it is (exit 3, docs/cli.md's "cannot be met")."""

    reference = "apply-plan-blocked"
    exit_code = 3


class RunPausedError(WizardError):
    """The run stopped, not failed: it waits for something only the user can do (a restart), then the same
    command continues where it stopped (exit 4)."""

    reference = "apply-paused"
    exit_code = 4


class StepFailedError(WizardError):
    """One step of the plan failed; ``step`` names it, ``left`` the steps not done (exit 1; 2 when it failed
    on a file in the folder given that is not the expected one)."""

    reference = "apply-step-failed"

    def __init__(self, message: str, *, step: str, left: tuple[str, ...], cause: WizardError | None,
                 **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.step, self.left, self.cause = step, left, cause
        # the folder given holds a wrong file: bad input
        if cause is not None and cause.reference == FileDiffersError.reference:
            self.exit_code = 2


@dataclass(frozen=True)
class ApplyOptions:
    """The command line's choices; None means what the other commands would choose."""

    dest: Path | None = None  # downloads (default: the cache)
    cuda_root: Path | None = None  # the toolkit folder (default: NVIDIA's for the plan's CUDA)
    env_name: str = DEFAULT_ENV_NAME
    index_url: str | None = None
    installer: str | None = None  # uv or pip
    kernel: bool = False
    conda_tool: str = "rattler"  # who makes a conda env: the wizard itself (py-rattler), or the conda installed here
    skip_verify: bool = False
    report: Path | None = None
    verify_timeout: float = 600.0
    network: NetworkSettings = field(default_factory=NetworkSettings)  # loaded once by the front-end, never again
    # The WSL2 route from Windows: the distribution and Linux user to set up, whether a WSL 1 distribution may
    # be converted, and the command that continues after the restart enabling WSL may need (with, from the GUI,
    # the state file it opens again from and that file's text: wizard.core.apply.resume).
    wsl_distro: str = PINNED_DISTRO
    wsl_user: str = field(default_factory=default_linux_user)
    wsl_convert: bool = False
    resume_command: str = ""
    resume_file: str = ""
    resume_state: str = ""


@dataclass
class ApplyState:
    """One run: the plan, the journal and the run id every step shares, and what each step hands on."""

    plan: Plan
    options: ApplyOptions
    journal: Journal
    run_id: str
    dry_run: bool = False
    downloaded: dict[str, Path] = field(default_factory=dict)  # by the plan's download kind
    requests: list[Any] | None = None  # the download requests, once the files in --dest were checked
    in_folder: set[str] = field(default_factory=set)  # names of files found in --dest and verified there
    digests: dict[str, Expected] = field(default_factory=dict)  # by kind: what each file was verified against
    env: CreateEnv | None = None
    python: Path | None = None
    verification: dict[str, Any] | None = None
    facts: MachineFacts | None = None
    wsl_inside: InsideFacts | None = None  # a WSL2 plan from Windows: what the check inside found (the report's)
    # Asked again and again while the plan runs inside WSL: True stops it (its step rolled back). The CLI's answer
    # to Ctrl-C there; the GUI's Stop goes through its worker.
    stop_inside: Callable[[], bool] = field(default=lambda: False)
    changed: list[str] = field(default_factory=list)  # the steps that changed something, in order
