"""The WSL2 route's steps on the Windows side, composed once: WSL on, the distribution and its user, the plan
inside. The GUI's WSL pages and ``apply`` call these; nothing else builds the WSL operations.

* :func:`enable_wsl_operations`: WSL's feature, when it is off (``check-wsl``): ``wsl --install`` or, with the old
  inbox wsl.exe, the two optional features through dism.exe.
* :func:`update_wsl_operations`: the inbox WSL, once on, updated to the current one with WSL 2 the default.
* :func:`restart_operations`: the RunOnce entry that continues after the restart enabling WSL needs.
* :func:`distro_operations`: the pinned distribution, WSL 1 converted (only when agreed), its user, default.
* :func:`inside_operations`: the wizard's Linux build inside, and the plan applied there (``create-env``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.wsl.facts import WslFacts
from wizard.core.wsl.inbox_ops import DefaultToWsl2, EnableWslFeatures, UpdateWsl
from wizard.core.wsl.inside_ops import ApplyInside, PutWizardInside
from wizard.core.wsl.probe import checked_name
from wizard.core.wsl.reboot import RUN_ONCE_LIMIT, fits_run_once
from wizard.core.wsl.setup_ops import AddRunOnce, ConvertToWsl2, EnableWsl, InstallDistro
from wizard.core.wsl.user_ops import CreateLinuxUser, SetDefaultUser


class ConversionNotAgreedError(WizardError):
    """The distribution runs under WSL 1 and the user has not agreed to convert it (exit 3: not here yet)."""

    reference = "wsl1-conversion-not-agreed"
    exit_code = 3


def enable_wsl_operations(facts: WslFacts) -> list[Any]:
    """``wsl --install --no-distribution`` when WSL is off (the features through dism.exe where the inbox wsl.exe
    knows no such option); nothing when it is on."""
    if facts.installed:
        return []
    return [EnableWslFeatures()] if facts.inbox else [EnableWsl()]


def update_wsl_operations(facts: WslFacts, *, enabling: bool = False) -> list[Any]:
    """The inbox WSL (on, or being turned on in this run: ``enabling``) updated, then WSL 2 made the default."""
    return [UpdateWsl(), DefaultToWsl2()] if facts.inbox and (facts.installed or enabling) else []


def restart_operations(resume_command: str, *, state_file: str = "", state: str = "") -> list[Any]:
    """The entry that runs ``resume_command`` once after the restart (per user), with the state file the run
    continues from (written with the entry, removed by its undo). None for a command longer than Windows starts
    from the key (:func:`restart_left_to_user` then says so)."""
    if not resume_command or not fits_run_once(resume_command):
        return []
    return [AddRunOnce(resume_command, state_file, state)]


def restart_left_to_user(resume_command: str) -> str | None:
    """Why the setup will not continue by itself after the restart, or None when it will."""
    if not resume_command or fits_run_once(resume_command):
        return None
    return tr("Wsl", "The setup cannot continue by itself after the restart: the command that continues it is "
                     "{length} characters long, and Windows starts no more than {limit} at sign-in (the folders "
                     "it names are too deep). After the restart, run it again yourself.").format(
        length=len(resume_command), limit=RUN_ONCE_LIMIT)


def distro_operations(facts: WslFacts, *, distro: str, user: str, convert: bool) -> list[Any]:
    """Install ``distro`` when missing, convert it from WSL 1 only when ``convert``, then its user, default."""
    checked_name(distro)
    checked_name(user)
    found = facts.distro(distro)
    operations: list[Any] = []
    if found is None:
        operations.append(InstallDistro(distro))
    elif found.wsl_version == 1:
        if not convert:
            raise ConversionNotAgreedError(
                tr("Wsl", "{distro} runs under WSL 1, which cannot use the graphics card; converting it to WSL 2 "
                          "copies all its files (a few minutes per gigabyte).").format(distro=distro),
                hint=tr("Wsl", "Agree to the conversion and run the setup again, or choose another "
                               "distribution."))
        operations.append(ConvertToWsl2(distro))
    operations += [CreateLinuxUser(distro, user), SetDefaultUser(distro, user)]
    return operations


def inside_operations(plan_json: str, *, distro: str, user: str, bundle: Path, options: list[str]) -> list[Any]:
    """The wizard's Linux build put inside, then the plan carried out there as ``user``."""
    return [PutWizardInside(checked_name(distro), checked_name(user), str(bundle)),
            ApplyInside(distro, user, plan_json, list(options))]
