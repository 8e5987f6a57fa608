"""One wsl.exe run that must succeed, and the distribution's own programs run as a user: shared by the operations."""

from __future__ import annotations

from collections.abc import Sequence

from wizard.basics.i18n import current_language, tr
from wizard.core.ops.base import OperationError
from wizard.core.wsl.parse import decode_wsl
from wizard.core.wsl.probe import inside
from wizard.platform.wsl_exe import WslAnswer, run_wsl

# Where the Windows side keeps what it puts inside (relative to the Linux user's home: ``--cd ~``).
INSIDE_FOLDER = ".local/share/tfgpu-wizard-windows"
INSIDE_CLI = f"{INSIDE_FOLDER}/linux-cli"
INSIDE_PROGRAM = f"{INSIDE_CLI}/tfgpu-wizard"
INSIDE_PLAN = f"{INSIDE_FOLDER}/plan.json"
# The inside run's own data folder (journal, env, reports): its undo then reverses only what this route made,
# never what the user did with a wizard of their own inside.
INSIDE_DATA = f"{INSIDE_FOLDER}/data"


def must_run(args: Sequence[str], *, stdin: bytes | None = None, timeout: float = 600.0) -> WslAnswer:
    """Run ``wsl.exe ARGS``; an OperationError that quotes wsl.exe's own words when it fails."""
    answer = run_wsl(args, stdin=stdin, timeout=timeout)
    if answer.code != 0:
        said = (decode_wsl(answer.err).strip() or decode_wsl(answer.out).strip())[-600:]
        raise OperationError(
            tr("Wsl", "wsl.exe {args} failed (exit code {code}): {said}").format(
                args=" ".join(args), code=answer.code, said=said or tr("Wsl", "no message")),
            hint=tr("Wsl", "Check that WSL works ('wsl --status' in a terminal), then run the wizard again."),
            reference="wsl-command-failed")
    return answer


def run_as(distro: str, user: str, *program: str, stdin: bytes | None = None,
           timeout: float = 600.0) -> WslAnswer:
    """Run ``program`` in ``distro`` as ``user`` from their home; refused (OperationError) when it fails."""
    return must_run(inside(distro, user, program), stdin=stdin, timeout=timeout)


def answer_of(distro: str, user: str, *program: str, timeout: float = 120.0) -> WslAnswer:
    """Run ``program`` inside and return its answer whatever its exit code (a question, not a change)."""
    return run_wsl(inside(distro, user, program), timeout=timeout)


def home_of(distro: str, user: str) -> str:
    """The Linux user's home folder, as an absolute Linux path (where ``--cd ~`` starts)."""
    return run_as(distro, user, "pwd", timeout=60).out.decode("utf-8", errors="replace").strip()


def with_own_data(home: str, *program: str) -> list[str]:
    """``program`` run through ``env`` with the route's own data folder and the language the wizard speaks on
    Windows (what it says inside is streamed to the Windows page; ``env`` is a program: no shell)."""
    return ["env", f"TFGPU_WIZARD_DATA_DIR={home}/{INSIDE_DATA}", f"TFGPU_WIZARD_LANG={current_language()}",
            *program]
