"""Which machine a facts document, and a plan made from it, describes: this one, or another.

Why: a plan can be made here for another machine (a student's laptop, a fleet), and its steps must then
never change *this* machine. The probe records a fingerprint of the host (``MachineFacts.host_id``): a
hash of the OS, the architecture, the OS's machine id and the host name, so no id leaves the machine in
clear. The planner copies it into the plan (``Plan.host_id``). Facts from older versions carry no
fingerprint: they count as this machine only when their host name, OS and architecture match this host's
(a plan made from them is made again here before it changes anything).
"""

from __future__ import annotations

import hashlib
import platform
import socket
from typing import TYPE_CHECKING

from wizard.basics.errors import WizardError
from wizard.basics.facts import normalise_arch
from wizard.basics.i18n import tr
from wizard.platform.host import HOST_OS, machine_id

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.plan import Plan


class OtherMachineError(WizardError):
    """A step that changes a machine was given a plan or facts of another machine."""

    reference = "plan-for-another-machine"
    exit_code = 2


def fingerprint(family: str, arch: str, os_machine_id: str, hostname: str) -> str:
    """The host fingerprint recorded by the probe (``h1-`` and 24 hex digits)."""
    text = "\0".join(("tfgpu-host-1", family, normalise_arch(arch), os_machine_id, hostname.lower()))
    return "h1-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def legacy_key(family: str, arch: str, hostname: str) -> str:
    """What stands for the fingerprint of facts written before it existed: host name, OS, architecture."""
    if not hostname:
        return ""
    text = "\0".join(("tfgpu-host-0", family, normalise_arch(arch), hostname.lower()))
    return "h0-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def current_host_id() -> str:
    """This host's fingerprint (what the probe writes into the facts)."""
    return fingerprint(HOST_OS, platform.machine(), machine_id(), socket.gethostname())


def this_host_keys() -> frozenset[str]:
    """Every key that names this host: its fingerprint, and the older facts' stand-in."""
    keys = {current_host_id(), legacy_key(HOST_OS, platform.machine(), socket.gethostname())}
    return frozenset(key for key in keys if key)


def host_key_of(facts: MachineFacts) -> str:
    """The key of the machine ``facts`` describe ("" when nothing identifies it)."""
    return facts.host_id or legacy_key(facts.os.family, facts.os.arch, facts.hostname)


def describes_this_host(facts: MachineFacts) -> bool:
    """True when ``facts`` were probed on this machine (by this version or, with a matching name, earlier)."""
    return host_key_of(facts) in this_host_keys()


def plan_is_for_this_host(plan: Plan) -> bool:
    """True when ``plan`` carries this machine's fingerprint. The older facts' stand-in is a hash of the host
    name, OS and architecture, which anyone who knows the host name can write into a plan file: a plan that
    carries only that is checked as one from elsewhere (made again here: wizard.core.apply.host_check)."""
    return bool(plan.host_id) and plan.host_id == current_host_id()


def ensure_plan_for_this_host(plan: Plan) -> None:
    """Refuse, before anything changes, a plan made from another machine's facts."""
    if not plan_is_for_this_host(plan):
        raise _other_machine()


def ensure_facts_of_this_host(facts: MachineFacts | None) -> None:
    """Refuse, before anything changes, to act on facts of another machine (the GUI's loaded facts file)."""
    if facts is not None and not describes_this_host(facts):
        raise _other_machine()


def _other_machine() -> OtherMachineError:
    return OtherMachineError(
        tr("HostIdentity", "This plan was made for another machine, so it changes nothing on this one."),
        hint=tr("HostIdentity", "Copy the plan to that machine and run it there, or check this computer "
                                "and make a plan for it first."),
    )
