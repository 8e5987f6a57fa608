"""What WSL is on a Windows machine, and what one distribution holds: frozen, JSON-friendly facts.

Why apart from :class:`wizard.basics.facts.MachineFacts`: these are read on demand by the WSL2 route (asking
wsl.exe starts its service, and inside a distribution each question starts the distribution), not by every
probe; the GUI's WSL check page and ``apply`` share them.
"""

from __future__ import annotations

import getpass
import re
from dataclasses import dataclass, field

# CUDA in WSL2 needs Windows 11, or Windows 10 version 21H2 (build 19044) or newer (NVIDIA's CUDA on WSL guide).
WSL2_GPU_MIN_BUILD = 19044
PINNED_DISTRO = "Ubuntu-24.04"  # the plain "Ubuntu" moves to releases whose Python may outrun TensorFlow's wheels
WSL_LIBCUDA = "/usr/lib/wsl/lib/libcuda.so.1"  # the Windows driver's CUDA, mapped into every WSL2 distribution


@dataclass(frozen=True)
class WslDistro:
    """One registered distribution as ``wsl -l -v`` lists it (``state``: Running, Stopped, Installing...)."""

    name: str
    wsl_version: int
    state: str = ""
    default: bool = False


@dataclass(frozen=True)
class WslFacts:
    """WSL on this Windows. ``installed`` False: the feature is off (``wsl --install`` turns it on).

    ``version`` is the Store WSL's version (``wsl --version``); None with the old inbox wsl.exe (``inbox``, also
    while its feature is off), which has no ``--version`` and no ``--install --no-distribution``.
    ``default_version`` is what a new distribution gets (1 or 2). ``reboot_pending``:
    Windows waits for a restart (after enabling WSL, or for an update) before WSL can run.
    ``virtualization`` is the firmware's switch (None: unknown); ``vm_platform`` whether the Virtual Machine
    Platform feature runs (None: unknown, as before WSL is asked).
    """

    installed: bool
    version: str | None = None
    kernel: str | None = None
    inbox: bool = False
    default_version: int | None = None
    distros: tuple[WslDistro, ...] = ()
    windows_build: int | None = None
    virtualization: bool | None = None
    vm_platform: bool | None = None
    reboot_pending: bool = False

    def distro(self, name: str) -> WslDistro | None:
        """The distribution called ``name`` (case as wsl.exe ignores it), or None."""
        return next((item for item in self.distros if item.name.lower() == name.lower()), None)

    @property
    def gpu_capable_windows(self) -> bool | None:
        """True on a Windows build that passes the GPU into WSL2 (None: build unknown)."""
        return None if self.windows_build is None else self.windows_build >= WSL2_GPU_MIN_BUILD


@dataclass(frozen=True)
class InsideFacts:
    """What one distribution holds for the route: its glibc and Python, and the GPU's way in.

    ``libcuda`` is True when the Windows driver's ``libcuda.so.1`` is mapped in (WSL2 with a recent driver);
    ``nvidia_smi`` the driver version nvidia-smi reports inside ("" when it does not run); ``linux_driver`` the
    Linux NVIDIA driver packages installed by mistake (NVIDIA's guide: never install one inside WSL).
    """

    glibc: str | None = None
    python: str | None = None
    libcuda: bool = False
    nvidia_smi: str = ""
    linux_driver: tuple[str, ...] = field(default_factory=tuple)


def default_linux_user() -> str:
    """The Windows user's name as a Linux one (lower case, letters, digits, ``_`` and ``-``), or ``tf``."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError):
        name = ""
    cleaned = re.sub(r"[^a-z0-9_-]", "", name.lower()).lstrip("-0123456789")
    return cleaned[:32] or "tf"
