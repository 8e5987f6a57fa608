"""``check``'s one entry: the recorded setup against this computer's facts now, the journal and the catalog."""

from __future__ import annotations

from wizard.basics.facts import MachineFacts
from wizard.core.catalog.model import Catalog
from wizard.core.check.advice import catalog_changes
from wizard.core.check.framework import framework_changes
from wizard.core.check.installed import env_changes, file_changes, variable_changes, wsl_changes
from wizard.core.check.machine import driver_changes, gpu_changes
from wizard.core.check.model import CheckResult
from wizard.core.check.record import SetupRecord
from wizard.core.ops.journal import Journal
from wizard.core.wsl.facts import WslFacts


def check_setup(record: SetupRecord, now: MachineFacts, catalog: Catalog, journal: Journal,
                wsl: WslFacts | None = None, *, verify: bool = False) -> CheckResult:
    """Every change since ``record`` was made; ``now`` and ``wsl`` are the seams (a facts file, a stand-in);
    ``verify``: then a short verification on every GPU (:mod:`wizard.core.check.verification`)."""
    from wizard.core.ops.kinds import load_all_kinds

    load_all_kinds()  # the journal's PATH entries are rebuilt as their operations to be read again
    entries = [entry for entry in journal.entries() if entry.run_id in record.run_ids and not entry.undone]
    changes = [*driver_changes(record, now), *gpu_changes(record, now, catalog), *env_changes(record),
               *framework_changes(record), *file_changes(entries), *variable_changes(entries),
               *wsl_changes(record, wsl), *catalog_changes(record, now, catalog)]
    if verify:
        from wizard.core.check.verification import verification_changes

        changes += verification_changes(record)
    plan = record.plan
    tf_version = plan.tensorflow.version if plan.tensorflow else ""
    return CheckResult(tuple(changes), record.made_at, plan.route, tf_version, plan.catalog_version,
                       plan.framework, plan.framework_build.version if plan.framework_build else tf_version)
