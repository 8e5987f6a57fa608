"""``plan --list-versions``: the TensorFlow releases and Pythons offered for this machine and route.

The same lists the Choose setup page offers (both come from :mod:`wizard.core.catalog.offers`), narrowed by
``--tf`` and ``--python``; a wish nothing offered meets is bad input (exit 2) whose hint names what is.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from wizard.basics.i18n import tr
from wizard.core.planner.advice import route_name

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.catalog.offers import TfOffer
    from wizard.core.plan import Wishes


def list_versions(facts: MachineFacts, wishes: Wishes, as_json: bool) -> int:
    """Print the offers for ``wishes`` on the machine ``facts`` describe (text or JSON); 0, else BadInputError."""
    from wizard.core.catalog.load import load_catalog
    from wizard.core.catalog.offers import offers_matching, tf_offers
    from wizard.core.planner.wishes import check_wishes

    check_wishes(wishes)
    offers = offers_matching(tf_offers(load_catalog(), facts, wishes.route), wishes.tensorflow, wishes.python)
    sys.stdout.write(offers_json(offers, wishes) if as_json else offers_text(offers, wishes))
    return 0


def offers_json(offers: tuple[TfOffer, ...], wishes: Wishes) -> str:
    """``{"route", "tensorflow": [{"version", "python"}], "python"}``: the route null when automatic."""
    from wizard.core.catalog.offers import offered_pythons

    rows = [{"version": offer.version, "python": list(offer.pythons)} for offer in offers]
    document = {"route": wishes.route, "tensorflow": rows, "python": offered_pythons(offers)}
    return json.dumps(document, indent=2) + "\n"


def offers_text(offers: tuple[TfOffer, ...], wishes: Wishes) -> str:
    """A heading naming the route, then one release a line with the Pythons it takes."""
    if wishes.route is None:
        head = tr("PlanCli", "TensorFlow releases offered on this machine, automatic route, newest first:")
    else:
        head = tr("PlanCli", "TensorFlow releases offered on this machine for {route}, newest first:").format(
            route=route_name(wishes.route))
    width = max(len(offer.version) for offer in offers)
    lines = [f"  {offer.version:<{width}}  Python {', '.join(offer.pythons)}" for offer in offers]
    return "\n".join([head, *lines]) + "\n"
