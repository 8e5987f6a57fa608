"""The setup record: what a finished ``apply`` leaves for ``check`` (the plan, the facts it was made for, the env's
interpreter and the run id that finds its changes in the journal), one JSON file in the data folder."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts, facts_from_dict
from wizard.basics.i18n import tr
from wizard.basics.jsondoc import DocumentError, read_document
from wizard.basics.serial import SchemaError
from wizard.core.ops.journal import data_dir, utc_now
from wizard.core.plan import Plan, plan_from_dict

SETUP_FILE = "setup.json"
SETUP_SCHEMA = 1


class NoSetupError(WizardError):
    """There is no setup to check (or its record cannot be read)."""

    reference = "no-setup-recorded"
    exit_code = 2


@dataclass(frozen=True)
class SetupRecord:
    """One finished setup: its plan, the facts it was planned for, the env's interpreter, its run."""

    plan: Plan
    facts: MachineFacts
    python: str  # the env's interpreter ("" for a setup without an env, e.g. CUDA only)
    run_ids: tuple[str, ...]  # the journal's runs that made it (apply: one; the GUI: one per page that changed)
    made_at: str
    distro: str = ""  # a WSL2 setup made from Windows: the distribution its env lives in


def setup_path() -> Path:
    """Where the last finished setup is recorded."""
    return data_dir() / SETUP_FILE


def record_setup(plan: Plan, facts: MachineFacts, python: Path | None, run_ids: Sequence[str],
                 distro: str = "") -> Path:
    """Write the record of a setup that just finished (replacing the previous one)."""
    document = {"schema": SETUP_SCHEMA, "made_at": utc_now(), "run_ids": list(run_ids), "distro": distro,
                "python": str(python) if python else "", "plan": plan.to_dict(),
                "facts": json.loads(facts.to_json())}
    path = setup_path()
    write_text_atomically(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    return path


def read_setup(path: Path | None = None) -> SetupRecord:
    """The recorded setup; :class:`NoSetupError` when there is none or it cannot be read."""
    path = path or setup_path()
    if not path.exists():
        raise NoSetupError(tr("Check", "No setup made by the wizard was found on this computer."),
                           hint=tr("Check", "Set up TensorFlow with the wizard first; then check it."),
                           context={"record": str(path)})
    try:
        document: Any = read_document(path)
        return SetupRecord(plan=plan_from_dict(document["plan"]), facts=facts_from_dict(document["facts"]),
                           python=str(document.get("python", "")),
                           run_ids=tuple(str(run) for run in document.get("run_ids", [])),
                           made_at=str(document.get("made_at", "")), distro=str(document.get("distro", "")))
    except (OSError, DocumentError, SchemaError, WizardError, KeyError, TypeError) as error:
        raise NoSetupError(tr("Check", "The record of the setup cannot be read ({error}).").format(error=error),
                           hint=tr("Check", "Set up again with the wizard; it writes a new record."),
                           context={"record": str(path)}) from None
