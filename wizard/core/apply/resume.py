"""Where a WSL2 setup continues after the restart Windows needed: the saved state file, for the GUI and ``apply``.

Why a file of the wizard's own: the RunOnce entry holds one command line of at most 260 characters (longer ones
Windows never starts), and the run must come back with the plan, this computer's facts, the choices made (as the
words of :mod:`wizard.core.apply.arguments`), the run id and when the session began, so that the resumed run
journals in the same run (one ``undo --last``) and the GUI's Finish page lists the changes made before the restart
too. So the entry names only the program and this file: ``PROGRAM ... --continue-wsl FILE``. The RunOnce operation
writes the file and its undo removes it; the resumed run removes it once the plan has been carried out inside.
What the file brings is a label (design 4b): the run that continues re-probes this machine and runs the plan made
here for the saved plan's wishes (:func:`plan_made_here`), never the saved facts or the saved plan itself.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts, facts_from_dict
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError, read_document
from wizard.basics.os_errors import os_error_text
from wizard.core.apply.arguments import apply_arguments, command_line
from wizard.core.apply.model import ApplyOptions
from wizard.core.ops.journal import utc_now
from wizard.core.plan import Plan, plan_from_dict

RESUME_FILE = "wsl-resume.json"
RESUME_SCHEMA = 1
CONTINUE_FLAG = "--continue-wsl"  # the GUI's option and apply's: continue from this saved state


class ResumeStateError(WizardError):
    """The state saved before the restart is missing or cannot be read: the wizard starts from the beginning."""

    reference = "wsl-resume-unreadable"


class ResumePlanRefusedError(ResumeStateError):
    """The saved plan is not the one this machine's planner makes now for its wishes (another machine's facts, an
    edited download...): the window does not continue it, it starts from the beginning."""

    reference = "wsl-resume-plan-refused"


@dataclass(frozen=True)
class ResumeState:
    """What the GUI needs to open again at the WSL setup page, as it was left (``facts`` are what was probed
    before the restart: a label, the continuing run probes again)."""

    plan: Plan
    facts: MachineFacts
    arguments: tuple[str, ...]  # apply's words: distribution, Linux user, conversion, index...
    run_id: str
    started_at: str

    def to_json(self) -> str:
        """The file's text."""
        return json.dumps({"schema": RESUME_SCHEMA, "plan": json.loads(self.plan.to_json()),
                           "facts": json.loads(self.facts.to_json()), "arguments": list(self.arguments),
                           "run_id": self.run_id, "started_at": self.started_at}, indent=1, ensure_ascii=False)


def resume_file(folder: Path) -> Path:
    """The state file in the wizard's data ``folder``."""
    return folder / RESUME_FILE


def resumable(options: ApplyOptions, plan: Plan, facts: MachineFacts, folder: Path, *, program: Sequence[str],
              run_id: str, started_at: str = "") -> ApplyOptions:
    """``options`` with what continues this run after the restart: the command ``PROGRAM --continue-wsl FILE``
    (``program``: the words before the flag, such as the console program and ``apply``), the state file in the
    wizard's data ``folder`` and its text (the RunOnce operation writes both; its undo removes them)."""
    state_file = resume_file(folder)
    saved = ResumeState(plan, facts, tuple(apply_arguments(options)), run_id, started_at or utc_now())
    return replace(options, resume_command=command_line(program, CONTINUE_FLAG, str(state_file)),
                   resume_file=str(state_file), resume_state=saved.to_json())


def forget_resume(path: Path) -> None:
    """The state is no longer needed (the run it continued is done, or undone)."""
    path.unlink(missing_ok=True)


def load_resume(path: Path) -> ResumeState:
    """The state saved before the restart; :class:`ResumeStateError` when it is missing or unreadable."""
    try:
        data: Any = read_document(path)  # bounded, and a FIFO is refused, never waited on
    except FileNotFoundError as error:
        raise _unreadable(path, tr("Resume", "it is not there")) from error
    except DocumentError as error:
        raise _unreadable(path, error.problem) from error
    except OSError as error:
        raise _unreadable(path, os_error_text(error)) from error
    try:
        if data.get("schema") != RESUME_SCHEMA:
            raise ValueError(tr("Resume", "it was written by another version of the wizard"))
        arguments = data["arguments"]
        if not (isinstance(arguments, list) and all(isinstance(word, str) for word in arguments)):
            raise ValueError(tr("Resume", "the saved choices are not a list of words"))
        return ResumeState(plan_from_dict(data["plan"]), facts_from_dict(data["facts"]), tuple(arguments),
                           str(data["run_id"]), str(data["started_at"]))
    except WizardError as error:
        raise _unreadable(path, error.message) from error
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise _unreadable(path, str(error)) from error


def plan_made_here(saved: ResumeState) -> tuple[Plan, MachineFacts]:
    """The plan to continue with and this machine's facts: the plan the planner makes now from this machine's own
    probe for the saved plan's wishes, by the check every ``apply`` runs (wizard.core.apply.host_check); the facts
    saved with it are not used. :class:`ResumePlanRefusedError`, naming the first difference, when the saved plan
    is not that plan."""
    from wizard.core.apply.host_check import plan_for_this_machine
    from wizard.core.probe import probe_machine

    facts = probe_machine()
    try:
        plan, _checked = plan_for_this_machine(saved.plan, facts)
    except WizardError as error:
        raise ResumePlanRefusedError(
            tr("Resume", "The wizard does not continue the setup saved before the restart: {why}").format(
                why=error.message),
            hint=tr("Resume", "The wizard starts from the beginning and makes the plan for this computer again; "
                              "what was done before the restart is kept and is found again on the way."),
        ) from error
    return plan, facts


def _unreadable(path: Path, why: str) -> ResumeStateError:
    return ResumeStateError(
        tr("Resume", "The wizard cannot continue where it stopped before the restart: the saved setup {path} "
                     "cannot be read ({why}).").format(path=path, why=why),
        hint=tr("Resume", "The wizard starts from the beginning; what was done before the restart is kept and "
                          "is found again on the way."))
