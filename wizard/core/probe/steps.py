"""The probe as a step generator: one Started/LogLine/Finished group per sub-probe, MachineFacts at the end.

Each sub-probe is isolated: an unexpected exception in one becomes a note and the others still run, so
a broken registry value or an odd folder never costs the user the whole report (and never a traceback).
"""

from __future__ import annotations

import datetime
import socket
from collections.abc import Callable, Generator

from wizard.basics.events import Advanced, Event, Finished, LogLine, Started, run_synchronously
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.planner.host_identity import current_host_id
from wizard.core.probe.conda import probe_conda
from wizard.core.probe.cpu import probe_cpu
from wizard.core.probe.cuda_toolkits import probe_cuda_toolkits
from wizard.core.probe.cudnn import probe_cudnn
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.note_words import STEP_FAILED, check_labels
from wizard.core.probe.nvidia import probe_driver
from wizard.core.probe.osinfo import probe_os
from wizard.core.probe.pathcheck import probe_path
from wizard.core.probe.pythons import probe_pythons
from wizard.core.probe.windows_extras import probe_windows_extras
from wizard.platform.probe import default_probe_context
from wizard.platform.probe_context import ProbeContext

SubProbe = Callable[[ProbeContext, FactsDraft], None]
PROBE_KEY = "probe"


def sub_probes() -> list[tuple[str, str, SubProbe]]:
    """(key, translated label, function) in run order; cuDNN and PATH come after the toolkits they use."""
    labels = check_labels()
    functions: list[tuple[str, SubProbe]] = [
        ("os", probe_os), ("cpu", probe_cpu), ("driver", probe_driver), ("python", probe_pythons),
        ("cuda", probe_cuda_toolkits), ("cudnn", probe_cudnn), ("conda", probe_conda),
        ("windows", probe_windows_extras), ("path", probe_path),
    ]
    return [(key, labels[key], function) for key, function in functions]


def probe_step(ctx: ProbeContext | None = None) -> Generator[Event, None, MachineFacts]:
    """Probe this machine (or the one ``ctx`` describes), reporting progress; returns the facts."""
    ctx = ctx or default_probe_context()
    draft = FactsDraft(family=ctx.platform.family)
    plan = sub_probes()
    yield Started(PROBE_KEY, tr("Probe", "Checking this computer"), total=len(plan), unit="checks")
    for done, (key, label, function) in enumerate(plan, start=1):
        step_key = f"{PROBE_KEY}.{key}"
        yield Started(step_key, label)
        before = len(draft.notes)
        ok = run_isolated(key, function, ctx, draft)
        for note in draft.notes[before:]:
            yield LogLine(note.level, note.message, key=step_key)
        yield Finished(step_key, ok=ok, detail="" if ok else draft.notes[-1].message)
        yield Advanced(PROBE_KEY, done, len(plan))
    yield Finished(PROBE_KEY)
    return draft.freeze(hostname=socket.gethostname(),
                        probed_at=datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                        host_id=current_host_id())


def run_isolated(key: str, function: SubProbe, ctx: ProbeContext, draft: FactsDraft) -> bool:
    """Run one sub-probe; any exception becomes a note (the probe must never fail as a whole)."""
    try:
        function(ctx, draft)
    except Exception as error:  # isolation is the point: one broken source must not hide the others
        draft.note(f"{key}-failed", "warning", variant=STEP_FAILED, check=key,
                   error=f"{type(error).__name__}: {error}")
        return False
    return True


probe_machine = run_synchronously(probe_step)
"""Probe synchronously and return the facts (the CLI and scripts use this)."""
