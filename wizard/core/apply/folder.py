"""The plan's download requests for one ``apply`` run; with ``--dest DIR``, the files already there (a hand-over
folder) are checked first, before anything changes (wizard.core.download.in_folder)."""

from __future__ import annotations

from typing import Any

from wizard.basics.events import Step
from wizard.core.apply.model import ApplyState


def plan_requests(state: ApplyState) -> Step[list[Any]]:
    """The requests (kept in ``state.requests``; the files found verified in ``state.in_folder``)."""
    from wizard.core.download.in_folder import checked_in_folder
    from wizard.core.download.sources import load_network_settings, requests_for

    dest = state.options.dest
    requests: list[Any] = requests_for(state.plan.downloads, dest, load_network_settings())
    if dest is not None:
        requests, state.in_folder = yield from checked_in_folder(requests, dest)
    state.requests = requests
    return requests
