"""``tfgpu-wizard catalog status [--json]`` says which catalog plans are made with (bundled or updated, version,
date, where from); ``catalog update [--from URL|FILE]`` takes a newer signed one (docs/catalog.md).

A refused update exits 2 with the reason (unsigned, signature not matching, not newer, expired, unknown schema);
an update that cannot be read (offline) exits 1. Either way the active catalog stays.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wizard.basics.i18n import tr


def register(subparsers: Any) -> None:
    """Add the ``catalog`` command with its ``status`` and ``update`` actions."""
    parser = subparsers.add_parser("catalog", help=tr("CatalogCli", "show or update the compatibility catalog"))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    status = actions.add_parser("status", help=tr("CatalogCli", "which catalog plans are made with"))
    status.add_argument("--json", action="store_true", help=tr("CatalogCli", "print the status as JSON"))
    status.set_defaults(handler=run_status)
    update = actions.add_parser("update", help=tr("CatalogCli", "take a newer signed catalog"))
    update.add_argument("--from", dest="source", metavar="URL|FILE",
                        help=tr("CatalogCli", "where to read it (default: the project's release address)"))
    update.set_defaults(handler=run_update)


def run_status(args: argparse.Namespace) -> int:
    """Print the active catalog, the bundled one, and why a stored update is not used (if so)."""
    from wizard.core.catalog.active import describe, stored_update
    from wizard.core.catalog.bundle import is_expired
    from wizard.core.catalog.load import bundled_catalog, load_catalog

    bundled, active = bundled_catalog(), load_catalog()
    _, ignored = stored_update(bundled)
    if args.json:
        document = {"active": _info(active.info, is_expired(active.info)), "bundled": _info(bundled.info, False),
                    "ignored_update": ignored}
        sys.stdout.write(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
        return 0
    lines = [tr("CatalogCli", "Active catalog: {which}, expires {expires}").format(
        which=describe(active.info), expires=active.info.expires)]
    if active.info.origin == "updated":
        lines.append(tr("CatalogCli", "Taken from: {source}").format(source=active.info.source))
        lines.append(tr("CatalogCli", "Bundled catalog: {which}").format(which=describe(bundled.info)))
    else:
        lines.append(tr("CatalogCli", "No update is in use: plans are made with the catalog this wizard carries."))
    if ignored:
        lines.append(tr("CatalogCli", "A stored update is not used: {why}.").format(why=ignored))
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def run_update(args: argparse.Namespace) -> int:
    """Fetch, check and take the update; say what changed."""
    from wizard.core.catalog.active import describe
    from wizard.core.catalog_update.take import take_update
    from wizard.core.download.settings_file import load_network_settings

    taken = take_update(args.source, load_network_settings())
    sys.stdout.write(tr("CatalogCli", "Catalog updated: {before} -> {after}.").format(
        before=describe(taken.before.info), after=describe(taken.after.info)) + "\n")
    return 0


def _info(info: Any, expired: bool) -> dict[str, Any]:
    return {"version": info.version, "date": info.date, "expires": info.expires, "origin": info.origin,
            "source": info.source, "expired": expired}
