"""``tfgpu-wizard undo [--all|--last] [--dry-run]``: reverse journaled changes, newest first.

It carries on past a change it cannot restore and lists those at the end with what to do; the exit code
is 1 when anything stayed. Changes a crash interrupted are undone too (their journal entries are pending),
and what crashed runs left in the data folder (unpacked cuDNN staging) is removed first, as is what a killed
administrator helper left in its admin-only staging folder when this user may remove it; what only an
administrator may remove is listed with why (the next administrator run removes it). ``--dry-run`` says
what it would remove and what it would leave.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from wizard.basics.i18n import tr

# Failures only the user can resolve (then they clear the entry): an interrupted change of unknown effect,
# an entry this version cannot read.
FORGETTABLE = frozenset({"ops-interrupted-unknown", "ops-damaged", "ops-unknown-kind", "cuda-undo-manual",
                         "wsl-left-on"})
ID_SHOWN = 8


def register(subparsers: Any) -> None:
    """Add the ``undo`` command."""
    parser = subparsers.add_parser("undo", help=tr("UndoCli", "undo the wizard's changes, newest first"))
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--last", action="store_true", help=tr("UndoCli", "undo the latest run (default)"))
    which.add_argument("--all", action="store_true", help=tr("UndoCli", "undo every change in the journal"))
    parser.add_argument("--dry-run", action="store_true", help=tr("UndoCli", "say what would be undone"))
    parser.add_argument("--cache", action="store_true",
                        help=tr("UndoCli", "with --all: also remove the packages the wizard's installs downloaded"))
    parser.add_argument("--yes", action="store_true",
                        help=tr("UndoCli", "also unregister the WSL distributions the wizard installed, without "
                                           "asking (everything in them is deleted)"))
    parser.set_defaults(handler=run_undo)


def run_undo(args: argparse.Namespace) -> int:
    """Undo and print one line per change, then what could not be restored."""
    from wizard.core.ops.journal import Journal
    from wizard.core.ops.kinds import load_all_kinds
    from wizard.core.ops.undo import UndoScope

    load_all_kinds()
    _refuse_cache_without_all(args)
    scope: UndoScope = "all" if args.all else "last"
    from wizard.core.wsl.consent import withdraw_agreements

    try:
        if not args.dry_run:
            _ask_to_unregister(Journal(), scope, args.yes)
        report = _undo_holding_the_lock(Journal(), scope, dry_run=args.dry_run)
    finally:
        withdraw_agreements()
    if args.all:
        _package_cache(remove=args.cache, dry_run=args.dry_run)
    for line in report.recovered:
        sys.stdout.write(line + "\n")
    if not report.items:
        if not report.recovered:
            sys.stdout.write(tr("UndoCli", "Nothing to undo.") + "\n")
        return 0
    for item in report.items:
        mark = tr("UndoCli", "undone") if item.ok else tr("UndoCli", "NOT undone")
        if report.dry_run and item.ok:
            mark = tr("UndoCli", "would undo")
        sys.stdout.write(f"[{mark}] {item.description}\n    {item.message}\n")
    for item in report.failures:
        sys.stderr.write(
            tr("UndoCli", "could not restore: {what}").format(what=item.description) + f"\n  {item.hint}\n"
        )
        if item.reference in FORGETTABLE:
            text = tr("UndoCli", "When you have checked it: tfgpu-wizard journal --forget {id}")
            sys.stderr.write("  " + text.format(id=item.entry_id[:ID_SHOWN]) + "\n")
    return 0 if report.ok else 1


def _ask_to_unregister(journal: Any, scope: Any, yes: bool) -> None:
    """A WSL distribution the wizard installed is unregistered only after a yes that names what is lost."""
    from wizard.basics.errors import BadInputError
    from wizard.cli.prompts import confirm
    from wizard.core.ops.undo import entries_to_undo
    from wizard.core.wsl.consent import agree_to_unregister, distros_installed_by

    for distro in distros_installed_by(entries_to_undo(journal, scope)):
        if not yes:
            sys.stdout.write(tr("UndoCli", "Undo unregisters the Linux distribution {distro} the wizard installed: "
                                           "every file in it is deleted (the Linux user's home folder, the "
                                           "environment, anything you made there).").format(distro=distro) + "\n")
            try:
                confirm()
            except BadInputError:
                sys.stdout.write(tr("UndoCli", "{distro} stays; the other changes are undone.").format(
                    distro=distro) + "\n")
                continue
        agree_to_unregister(distro)


def _undo_holding_the_lock(journal: Any, scope: Any, *, dry_run: bool) -> Any:
    """The undo as one run under the machine lock: never between two steps of a running ``apply`` (that one's
    changes would be undone under it); refused naming it (exit 2) when it still runs after the lock's wait."""
    from contextlib import nullcontext

    from wizard.core.ops.elevation import make_reverse_elevator
    from wizard.core.ops.undo import undo

    with nullcontext() if dry_run else journal.changing():
        return undo(journal, scope, dry_run=dry_run, elevator=make_reverse_elevator())


def _refuse_cache_without_all(args: argparse.Namespace) -> None:
    """``--cache`` belongs to ``--all``: the downloaded packages serve every env, not only the latest run's."""
    from wizard.basics.errors import BadInputError

    if args.cache and not args.all:
        raise BadInputError(tr("UndoCli", "The downloaded packages are removed only when everything is undone."),
                            hint=tr("UndoCli", "Run: tfgpu-wizard undo --all --cache"),
                            reference="undo-cache-needs-all")


def _package_cache(*, remove: bool, dry_run: bool) -> None:
    """Say how much the wizard's package cache holds (nothing when empty); with ``remove`` delete it (a dry run:
    say it would) and say so."""
    from wizard.core.pyenv.package_cache import cache_line, cache_size, remove_package_cache, size_text

    size = cache_size()
    if not size:
        return
    if remove and not dry_run:
        sys.stdout.write(cache_line(remove_package_cache(), removed=True) + "\n")
    elif remove:
        text = tr("UndoCli", "Would remove the downloaded packages ({mb} MB).")
        sys.stdout.write(text.format(mb=size_text(size)) + "\n")
    else:
        sys.stdout.write(cache_line(size) + "\n")


