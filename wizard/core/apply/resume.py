"""Where a WSL2 setup started in the GUI continues after the restart Windows needed: the saved state file.

Why a file of the wizard's own: the RunOnce entry holds one command line, and the GUI must come back with the
plan, this computer's facts, the choices made on the pages (as the words of :mod:`wizard.core.apply.arguments`),
the run id and when the session began, so that the resumed window journals in the same run and its Finish page
lists the changes made before the restart too. The RunOnce operation writes it and its undo removes it; the
resumed run removes it once the plan has been carried out inside.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts, facts_from_dict
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError, read_document
from wizard.core.plan import Plan, plan_from_dict

RESUME_FILE = "wsl-resume.json"
RESUME_SCHEMA = 1


class ResumeStateError(WizardError):
    """The state saved before the restart is missing or cannot be read: the wizard starts from the beginning."""

    reference = "wsl-resume-unreadable"


@dataclass(frozen=True)
class ResumeState:
    """What the GUI needs to open again at the WSL setup page, as it was left."""

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
        raise _unreadable(path, error.strerror or str(error)) from error
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


def _unreadable(path: Path, why: str) -> ResumeStateError:
    return ResumeStateError(
        tr("Resume", "The wizard cannot continue where it stopped before the restart: the saved setup {path} "
                     "cannot be read ({why}).").format(path=path, why=why),
        hint=tr("Resume", "The wizard starts from the beginning; what was done before the restart is kept and "
                          "is found again on the way."))
