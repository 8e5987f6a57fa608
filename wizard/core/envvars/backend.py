"""The environment-variable seam: the Windows registry backend or the POSIX shell backend, chosen per call.

Callers use :func:`env_backend` and never branch on the OS. Tests build a backend directly
(``WindowsEnvBackend(MemoryRegistry())``, ``PosixEnvBackend(tmp_home, tmp_config)``) instead.
"""

from __future__ import annotations

from wizard.core.envvars.model import EnvBackend
from wizard.platform.host import HOST_OS


def env_backend() -> EnvBackend:
    """This machine's backend, built per call so that ``$HOME`` is read when needed (tests change it)."""
    if HOST_OS == "windows":
        from wizard.core.envvars.windows_env import WindowsEnvBackend
        from wizard.platform.registry import system_registry

        return WindowsEnvBackend(system_registry())
    from wizard.core.envvars.posix_env import default_backend

    return default_backend()
