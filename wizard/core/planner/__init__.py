"""The planner: a pure function of machine facts + wishes -> :class:`Plan` (route, versions, steps, why).

Rules follow compat-facts.md section 0 (R1-R7), one module per rule family under ``rules/``; every
choice carries a :class:`Reason` naming the rule and the catalog source. The only I/O is loading the
bundled catalog when none is given.
"""

from __future__ import annotations

from dataclasses import replace

from wizard.core.catalog.model import Catalog
from wizard.core.facts import MachineFacts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner.alternatives import find_alternatives
from wizard.core.planner.context import Context
from wizard.core.planner.index import index_catalog
from wizard.core.planner.search import find_plan
from wizard.core.planner.wishes import UnknownVersionError, check_wishes

__all__ = ["UnknownVersionError", "make_plan"]


def make_plan(facts: MachineFacts, wishes: Wishes, catalog: Catalog | None = None) -> Plan:
    """The best plan for ``wishes`` on the machine described by ``facts``, with working alternatives.

    Raises :class:`~wizard.core.errors.BadInputError` for a malformed wish and
    :class:`UnknownVersionError` for a TensorFlow release the catalog does not know.
    """
    check_wishes(wishes)
    if catalog is None:
        from wizard.core.catalog.load import load_catalog

        catalog = load_catalog()
    ctx = Context(facts=facts, wishes=wishes, index=index_catalog(catalog))
    primary = find_plan(ctx)
    from wizard.core.host_identity import host_key_of

    host = host_key_of(facts)
    alternatives = tuple(replace(plan, host_id=host) for plan in find_alternatives(ctx, primary))
    return replace(primary, alternatives=alternatives, host_id=host)
