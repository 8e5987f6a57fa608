"""The planner: a pure function of machine facts + wishes -> :class:`Plan` (route, versions, steps, why).

Rules follow compat-facts.md section 0 (R1-R7), one module per rule family under ``rules/``; every
choice carries a :class:`Reason`: the bare rule id, the catalog source ids and the plain sentence. A
blocked plan's fixes are re-checked by re-planning (``fixes.py``); a GPU plan that relies on a path
known to fail is only ever an experimental alternative. The only I/O is loading the bundled catalog
when none is given.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from wizard.basics.facts import MachineFacts
from wizard.core.catalog.model import Catalog
from wizard.core.plan import Plan, Wishes
from wizard.core.planner.alternatives import MAX_ALTERNATIVES, experimental_plan, relaxed_plans
from wizard.core.planner.context import Context
from wizard.core.planner.fixes import apply_fix, fix_from_relaxation, settle_fixes
from wizard.core.planner.index import index_catalog
from wizard.core.planner.search import find_plan
from wizard.core.planner.wishes import UnknownVersionError, check_wishes

__all__ = ["UnknownVersionError", "apply_fix", "make_plan"]


def make_plan(facts: MachineFacts, wishes: Wishes, catalog: Catalog | None = None) -> Plan:
    """The best plan for ``wishes`` on the machine described by ``facts``, with working alternatives.

    Raises :class:`~wizard.basics.errors.BadInputError` for a malformed wish and
    :class:`UnknownVersionError` for a TensorFlow release the catalog does not know.
    """
    check_wishes(wishes)
    if catalog is None:
        from wizard.core.catalog.load import load_catalog

        catalog = load_catalog()
    ctx = Context(facts=facts, wishes=wishes, index=index_catalog(catalog))
    primary = find_plan(ctx)
    from wizard.core.planner.host_identity import host_key_of

    host = host_key_of(facts)  # the machine these facts describe: steps that change a machine run there only

    def for_that_machine(plan: Plan, **changes: Any) -> Plan:
        """``plan`` marked with the machine it is for (its host, and its OS for the commands written for it)."""
        return replace(plan, host_id=host, os_family=facts.os.family, **changes)

    relaxed = relaxed_plans(ctx, primary)
    alternatives = [for_that_machine(plan) for _, plan in relaxed][:MAX_ALTERNATIVES]
    experimental = experimental_plan(ctx)
    if experimental is not None and all(experimental != plan for plan in (primary, *alternatives)):
        alternatives.append(for_that_machine(experimental))  # last, marked experimental: never the recommendation
    primary = for_that_machine(primary, alternatives=tuple(alternatives))
    if primary.ok:
        return primary
    fixes = [fix for w, plan in relaxed if (fix := fix_from_relaxation(wishes, w, plan)) is not None]
    return for_that_machine(settle_fixes(ctx, primary, fixes))
