"""Checks of command-line file arguments, made before a command plans anything (bad input: exit 2)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.basics.validate import printable

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.plan import Plan


def existing_file(path: Path, option: str) -> Path:
    """``path`` when it is a readable regular file; a clear error naming ``option`` otherwise."""
    shown = printable(str(path))
    if not path.exists():
        raise BadInputError(
            tr("CliInput", "{option} {path}: there is no such file.").format(option=option, path=shown),
            hint=tr("CliInput", "Check the name and the folder, or download the file first."),
            reference="input-file-missing",
        )
    if not path.is_file():
        raise BadInputError(
            tr("CliInput", "{option} {path}: this is not a file.").format(option=option, path=shown),
            hint=tr("CliInput", "Give the file itself, not the folder that holds it."),
            reference="input-file-missing",
        )
    return path


def read_plan(path: Path) -> Plan:
    """The ``--plan`` document; bad input that names the file and the field when it cannot be read as a plan."""
    from wizard.basics.jsondoc import read_document
    from wizard.basics.serial import SchemaError
    from wizard.core.plan import plan_from_dict

    try:
        return plan_from_dict(read_document(path))
    except (OSError, ValueError) as error:  # DocumentError, SchemaError, a field's own check
        where = error.field if isinstance(error, SchemaError) else str(path)
        problem = os_error_text(error)
        raise BadInputError(
            tr("DownloadCli", "Cannot read the plan {path}: {problem}").format(path=path, problem=problem),
            hint=tr("DownloadCli", "Write it with 'tfgpu-wizard plan --json > plan.json'."),
            context={"field": where},
        ) from None


def read_plan_for_this_machine(path: Path) -> Plan:
    """The ``--plan`` document of a command that changes this machine, checked before anything changes
    (wizard.core.apply.host_check): the plan made here when the file came from another machine."""
    return plan_and_facts_for_this_machine(path)[0]


def plan_and_facts_for_this_machine(path: Path) -> tuple[Plan, MachineFacts]:
    """:func:`read_plan_for_this_machine`, and the facts it was checked against (probed once)."""
    import sys

    from wizard.core.apply.host_check import plan_for_this_machine
    from wizard.core.probe import probe_machine

    facts = probe_machine()
    plan, checked = plan_for_this_machine(read_plan(path), facts)
    if checked:
        sys.stderr.write(checked + "\n")
    return plan, facts
