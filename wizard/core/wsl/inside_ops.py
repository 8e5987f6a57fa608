"""Inside the distribution, as the Linux user: the wizard's Linux build put in place, and the plan applied there.

The plan runs inside through ``wsl.exe -d DISTRO -u USER --cd ~ -e PROGRAM apply ...`` (``-e``: no shell, the
arguments arrive exactly). Its progress comes back as JSON event lines (``apply --events``), so the Windows
page and terminal show each step as it happens; its verification document comes back the same way. Undo runs
the inside wizard's own ``undo --all`` (the env and what it made), then removes what the Windows side put in.
"""

from __future__ import annotations

import json
import queue
import subprocess
import threading
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from wizard.basics.errors import Cancelled
from wizard.basics.event_lines import VERIFICATION_KEY, line_event
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started, Step
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    ApplyResult,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    in_tense,
    register_kind,
)
from wizard.core.wsl.calls import (
    INSIDE_CLI,
    INSIDE_FOLDER,
    INSIDE_PLAN,
    INSIDE_PROGRAM,
    answer_of,
    home_of,
    run_as,
    with_own_data,
)
from wizard.core.wsl.probe import inside
from wizard.core.wsl.setup_ops import registered
from wizard.platform.bounded_output import LINE_QUEUE_DEPTH, read_lines_into
from wizard.platform.wsl_exe import start_wsl

INSIDE_KEY = "wsl:"  # the inside run's step keys, seen from Windows


@dataclass(frozen=True)
class PutWizardInside:
    """The wizard's Linux build unpacked into ``~/.local/share/tfgpu-wizard-windows/linux-cli`` inside."""

    distro: str
    user: str
    bundle: str
    kind = "wsl-wizard-inside"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Put the wizard's Linux version into {distro} (~/{folder})").format(
            distro=self.distro, folder=INSIDE_CLI)

    def preview(self) -> Preview:
        """See Operation."""
        return Preview(self.describe(), "", f"~/{INSIDE_PROGRAM}")

    def needs_elevation(self) -> bool:
        """The user's own home inside."""
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation: the folder is replaced by the build this Windows side ships."""
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record = {"distro": self.distro, "user": self.user}
        ctx.note_intent(record)
        run_as(self.distro, self.user, "rm", "-rf", INSIDE_CLI)
        run_as(self.distro, self.user, "mkdir", "-p", INSIDE_CLI)
        run_as(self.distro, self.user, "tar", "-xzf", "-", "-C", INSIDE_CLI, stdin=Path(self.bundle).read_bytes())
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


def _remove_inside_folder(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Everything the Windows side put in (``~/.local/share/tfgpu-wizard-windows``), nothing else."""
    distro, user = _where(record)
    if registered(distro) is None or answer_of(distro, user, "test", "-e", INSIDE_FOLDER).code != 0:
        return tr("Wsl", "The wizard's Linux version is already gone from {distro}.").format(distro=distro)
    if not ctx.dry_run:
        run_as(distro, user, "rm", "-rf", INSIDE_FOLDER)
    return in_tense(ctx.dry_run, tr("Wsl", "Removed the wizard's Linux version from {distro}.").format(distro=distro),
                    tr("Wsl", "Would remove the wizard's Linux version from {distro}.").format(distro=distro))


def _where(record: Mapping[str, Any]) -> tuple[str, str]:
    values = {**(record.get("_params") or {}), **{k: v for k, v in record.items() if not k.startswith("_")}}
    return str(values.get("distro", "")), str(values.get("user", ""))


@dataclass(frozen=True)
class ApplyInside:
    """``tfgpu-wizard apply --plan PLAN --yes --events`` inside: the same plan, made and carried out there."""

    distro: str
    user: str
    plan: str  # the plan's JSON text, as the Windows side has it: the inside run remakes it from its own facts
    options: list[str] = field(default_factory=list)  # apply's own options (--index URL, --name NAME...)
    kind = "wsl-apply-inside"

    def describe(self) -> str:
        """See Operation."""
        return tr("Wsl", "Carry out the plan inside {distro} as {user}: the environment, TensorFlow, the "
                         "verification").format(distro=self.distro, user=self.user)

    def preview(self) -> Preview:
        """See Operation."""
        return Preview(self.describe(), "", " ".join(self.command("~")))

    def needs_elevation(self) -> bool:
        """The user's own home inside."""
        return False

    def command(self, home: str) -> list[str]:
        """The inside program and its arguments, with the route's own data folder under ``home``."""
        return with_own_data(home, INSIDE_PROGRAM, "apply", "--plan", INSIDE_PLAN, "--yes", "--events",
                             *self.options)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See Operation (without progress: :meth:`apply_step` streams it)."""
        from wizard.basics.events import run_to_completion

        return run_to_completion(self.apply_step(ctx, lambda: False))[1]

    def apply_step(self, ctx: OpContext, cancelled: Callable[[], bool]) -> Step[ApplyResult]:
        """Run the plan inside, its events passed on; cancel stops the inside run (it rolls its step back)."""
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, dry_run=True)
        record: dict[str, Any] = {"distro": self.distro, "user": self.user}
        ctx.note_intent(record)
        run_as(self.distro, self.user, "dd", f"of={INSIDE_PLAN}", "status=none", stdin=self.plan.encode("utf-8"))
        child = start_wsl(inside(self.distro, self.user, self.command(home_of(self.distro, self.user))))
        stopped = threading.Event()
        lines = _lines_of(child, stopped)
        last_error = ""
        try:
            while (raw := _next_line(lines, cancelled)) is not None:
                event = line_event(raw.decode("utf-8", errors="replace"))
                if isinstance(event, LogLine) and event.key == VERIFICATION_KEY:
                    record["verification"] = json.loads(event.text)
                    continue
                if isinstance(event, LogLine) and event.level == "error":
                    last_error = event.text
                yield self.seen_from_windows(event)
                if cancelled():
                    raise Cancelled()
        finally:
            stopped.set()
            if child.poll() is None:  # cancelled, Ctrl-C, or the front-end went away: the inside run stops too
                child.terminate()
                child.wait()
        code = child.wait()
        if code != 0 and "verification" not in record:
            raise OperationError(
                tr("Wsl", "The wizard inside {distro} stopped (exit code {code}): {why}").format(
                    distro=self.distro, code=code, why=last_error or tr("Wsl", "no message")),
                hint=tr("Wsl", "Open {distro} and run '~/{program} apply --plan ~/{plan}' there to see every "
                               "line.").format(distro=self.distro, program=INSIDE_PROGRAM, plan=INSIDE_PLAN),
                reference="wsl-inside-failed")
        record["code"] = code
        return ApplyResult(Outcome.MODIFIED, record)

    def seen_from_windows(self, event: Event) -> Event:
        """An inside step's event under a key of its own (``wsl:KEY``) and a label that says where it runs."""
        if isinstance(event, Started):
            label = tr("Wsl", "Inside {distro}: {label}").format(distro=self.distro, label=event.label)
            return replace(event, key=INSIDE_KEY + event.key, label=label)
        if isinstance(event, (Advanced, Finished)):
            return replace(event, key=INSIDE_KEY + event.key)
        return event

    def to_params(self) -> dict[str, Any]:
        """See Operation."""
        return asdict(self)


POLL_SECONDS = 0.2  # how often a quiet run inside is asked whether to stop (pip can be silent for minutes)


def _lines_of(child: subprocess.Popen[bytes], stopped: threading.Event) -> queue.Queue[bytes | None]:
    """The child's output lines, read on a thread of their own (None at its end), so that a quiet run inside
    still hears a stop at once instead of at its next line; a line without end comes in pieces, and a flood waits
    for its reader (at most :data:`LINE_QUEUE_DEPTH` lines read ahead) until ``stopped`` is set."""
    lines: queue.Queue[bytes | None] = queue.Queue(maxsize=LINE_QUEUE_DEPTH)
    threading.Thread(target=read_lines_into, args=(child.stdout, lines, stopped, bytes), name="wsl-inside-output",
                     daemon=True).start()
    return lines


def _next_line(lines: queue.Queue[bytes | None], cancelled: Callable[[], bool]) -> bytes | None:
    """The next line (None: the run ended); Cancelled as soon as ``cancelled`` says so."""
    while True:
        try:
            return lines.get(timeout=POLL_SECONDS)
        except queue.Empty:
            if cancelled():
                raise Cancelled() from None


def _undo_inside(record: Mapping[str, Any], ctx: OpContext) -> str:
    """The inside wizard's own ``undo --all`` over the route's own data folder: the env, its kernel and activate
    block, as that journal says (nothing the user made with a wizard of their own)."""
    distro, user = _where(record)
    if registered(distro) is None or answer_of(distro, user, "test", "-x", INSIDE_PROGRAM).code != 0:
        return tr("Wsl", "Nothing of the plan is left inside {distro}.").format(distro=distro)
    run_as(distro, user, *with_own_data(home_of(distro, user), INSIDE_PROGRAM, "undo", "--all",
                                        *(["--dry-run"] if ctx.dry_run else [])), timeout=1800)
    return in_tense(ctx.dry_run, tr("Wsl", "Undid the plan's changes inside {distro}.").format(distro=distro),
                    tr("Wsl", "Would undo the plan's changes inside {distro}.").format(distro=distro))


register_kind(PutWizardInside.kind, reverse=_remove_inside_folder, build=build_with_keywords(PutWizardInside),
              reverse_interrupted=_remove_inside_folder)
register_kind(ApplyInside.kind, reverse=_undo_inside, build=build_with_keywords(ApplyInside),
              reverse_interrupted=_undo_inside)
