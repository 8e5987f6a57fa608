"""A newer catalog than the setup's: does it change the advice for this computer?"""

from __future__ import annotations

from wizard.basics.errors import WizardError
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.catalog.model import Catalog
from wizard.core.check.model import Change
from wizard.core.check.record import SetupRecord
from wizard.core.plan import Wishes


def catalog_changes(record: SetupRecord, now: MachineFacts, catalog: Catalog) -> list[Change]:
    """The newest TensorFlow the active catalog plans for this route here, when it differs from the installed one."""
    plan, tf = record.plan, record.plan.tensorflow
    if tf is None or not plan.catalog_version or catalog.version == plan.catalog_version:  # 0: not recorded
        return []
    from wizard.core.planner import make_plan

    try:
        advice = make_plan(now, Wishes(route=plan.route), catalog)
    except WizardError:
        return []
    if not advice.ok or advice.tensorflow is None or advice.tensorflow.version == tf.version:
        return [Change("catalog-newer", "info", tr(
            "Check", "The catalog is now version {new} (the setup used version {old}); its advice for this computer "
                     "is unchanged.").format(new=catalog.version, old=plan.catalog_version or "?"))]
    return [Change("catalog-newer-advice", "look", tr(
        "Check", "The catalog is now version {new} (the setup used version {old}) and recommends TensorFlow {advice} "
                 "for this computer; TensorFlow {installed} is installed.").format(
        new=catalog.version, old=plan.catalog_version or "?", advice=advice.tensorflow.version, installed=tf.version),
        "", tr("Check", "Nothing is broken. To move to it, make a new plan and set it up."))]
