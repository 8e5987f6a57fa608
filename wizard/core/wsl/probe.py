"""Ask wsl.exe (and the registry) what WSL is on this Windows, and a distribution what it holds.

Each question is one ``wsl.exe`` run through :mod:`wizard.platform.wsl_exe`; the answers are read by
:mod:`wizard.core.wsl.parse`. Inside a distribution every question runs its program with ``-e`` (no shell).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.wsl.facts import WSL_LIBCUDA, InsideFacts, WslFacts
from wizard.core.wsl.parse import decode_wsl, is_unknown_option, parse_list, parse_status_default_version, parse_version
from wizard.core.wsl.reboot import reboot_pending
from wizard.platform.registry import Registry
from wizard.platform.wsl_exe import run_wsl, virtualization_in_firmware

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_GLIBC = re.compile(r"(\d+\.\d+)\s*$")
_PYTHON = re.compile(r"Python (\d+\.\d+(?:\.\d+)?)")
# The Linux driver's packages (Ubuntu's names); inside WSL the Windows driver serves CUDA, and these break it.
LINUX_DRIVER_PATTERNS = ("nvidia-driver-*", "nvidia-dkms-*", "libnvidia-compute-*", "cuda-drivers*")


class WslNameError(BadInputError):
    """A distribution or user name wsl.exe's ``-e`` cannot carry exactly (a space, a quote...)."""

    reference = "wsl-bad-name"


def checked_name(name: str) -> str:
    """``name`` when it is a plain distribution or user name (letters, digits, ``.``, ``_``, ``-``)."""
    if not _NAME.match(name):
        raise WslNameError(
            tr("Wsl", "The name '{name}' cannot be used for WSL: only letters, digits, '.', '_' and '-'.").format(
                name=name), hint=tr("Wsl", "Choose a name without spaces or other signs."))
    return name


def probe_wsl(registry: Registry, windows_build: int | None) -> WslFacts:
    """WSL on this Windows: installed, its version, the distributions, the restart Windows waits for."""
    version_answer = run_wsl(["--version"], timeout=30)
    version = parse_version(decode_wsl(version_answer.out)) if version_answer.code == 0 else None
    status = run_wsl(["--status"], timeout=30)
    listed = run_wsl(["-l", "-v"], timeout=30)
    distros = parse_list(decode_wsl(listed.out)) if listed.code == 0 else ()
    status_text = decode_wsl(status.out + status.err)
    installed = version is not None or status.code == 0 or bool(distros)
    return WslFacts(
        installed=installed,
        version=version.wsl if version else None,
        kernel=version.kernel if version else None,
        # the old inbox wsl.exe: it knows no --version, whether its feature is on (installed) or not yet
        inbox=version is None and (installed or is_unknown_option(decode_wsl(version_answer.out + version_answer.err))),
        default_version=parse_status_default_version(status_text) if status.code == 0 else None,
        distros=distros,
        windows_build=(version.windows_build if version else None) or windows_build,
        virtualization=virtualization_in_firmware(),
        vm_platform=False if "Virtual Machine Platform" in status_text else (True if status.code == 0 else None),
        reboot_pending=reboot_pending(registry),
    )


def inside(distro: str, user: str, program: Sequence[str]) -> list[str]:
    """wsl.exe's arguments that run ``program`` in ``distro`` as ``user``, from their home, with no shell."""
    return ["-d", checked_name(distro), "-u", checked_name(user), "--cd", "~", "-e", *program]


def probe_inside(distro: str, user: str) -> InsideFacts:
    """glibc, Python, the driver's libcuda and nvidia-smi, and a Linux driver installed by mistake."""
    def text(*program: str) -> tuple[int, str]:
        answer = run_wsl(inside(distro, user, program), timeout=60)
        return answer.code, answer.out.decode("utf-8", errors="replace")

    _, python = text("python3", "--version")
    found_python = _PYTHON.search(python)
    libcuda_code, _ = text("test", "-e", WSL_LIBCUDA)
    smi_code, smi = text("nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader")
    _, packages = text("dpkg-query", "-W", "-f=${db:Status-Abbrev} ${binary:Package}\\n", *LINUX_DRIVER_PATTERNS)
    return InsideFacts(
        glibc=distro_glibc(distro, user),
        python=found_python.group(1) if found_python else None,
        libcuda=libcuda_code == 0,
        nvidia_smi=smi.strip().splitlines()[0] if smi_code == 0 and smi.strip() else "",
        linux_driver=installed_packages(packages),
    )


def distro_glibc(distro: str, user: str) -> str | None:
    """The distribution's glibc as ``ldd --version`` names it on its first line (``2.39``); None when unknown."""
    answer = run_wsl(inside(distro, user, ("ldd", "--version")), timeout=60)
    lines = answer.out.decode("utf-8", errors="replace").splitlines()
    found = _GLIBC.search(lines[0]) if lines else None
    return found.group(1) if found else None


def installed_packages(listing: str) -> tuple[str, ...]:
    """The packages ``dpkg-query -W -f='${db:Status-Abbrev} ${binary:Package}\\n'`` lists as installed (ii)."""
    found = []
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "ii":
            found.append(parts[1])
    return tuple(found)
