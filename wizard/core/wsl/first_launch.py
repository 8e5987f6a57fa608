"""A Store distribution that registers only at its first launch, registered by its launcher without questions.

Why: ``wsl --install -d Ubuntu-24.04 --no-launch`` installs the Store package (an appx) but, with several WSL
releases, does not register the distribution: ``wsl -l -v`` lists it only once its launcher ran, and a
launcher started plainly asks for a Linux user in a console the wizard cannot answer. The launchers made from
Microsoft's WSL-DistroLauncher sample know ``install --root``: register, keep root as the default user, ask
nothing (the wizard makes its own user next). The launcher is the Store's app alias, ``ubuntu2404.exe`` for
``Ubuntu-24.04``, in the user's ``%LOCALAPPDATA%\\Microsoft\\WindowsApps``, found through the seam.
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.ops.base import OperationError
from wizard.core.wsl.parse import decode_wsl
from wizard.platform.wsl_exe import distro_launcher, run_launcher

LAUNCHER_INSTALL = ("install", "--root")


def launcher_file(distro: str) -> str:
    """The launcher's file name: the name in lower case without ``-`` and ``.`` (``Ubuntu-24.04``:
    ``ubuntu2404.exe``), as the Ubuntu and Debian Store packages name their aliases."""
    return distro.lower().replace("-", "").replace(".", "") + ".exe"


def register_by_launcher(distro: str) -> str:
    """Run the distribution's launcher with ``install --root``; what it said. Refused when there is none."""
    launcher = distro_launcher(launcher_file(distro))
    if launcher is None:
        raise not_registered(distro, tr("Wsl", "its launcher {launcher} is not there").format(
            launcher=launcher_file(distro)))
    answer = run_launcher(launcher, LAUNCHER_INSTALL)
    said = (decode_wsl(answer.out) + decode_wsl(answer.err)).strip()
    if answer.code != 0:
        raise not_registered(distro, said[-400:] or tr("Wsl", "its launcher stopped with exit code {code}").format(
            code=answer.code))
    return said


def not_registered(distro: str, why: str) -> OperationError:
    """WSL installed the distribution and still does not list it: what the user can do."""
    return OperationError(
        tr("Wsl", "WSL installed {distro} but does not list it ({why}).").format(distro=distro, why=why),
        hint=tr("Wsl", "Start {distro} once from the Start menu (it asks for a Linux user name and password: any "
                       "will do), close it, then run the setup again. If it is not in the Start menu, restart "
                       "Windows first.").format(distro=distro),
        reference="wsl-distro-missing")
