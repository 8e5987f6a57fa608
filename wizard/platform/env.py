"""The environment-variable seam: the Windows registry backend or the POSIX shell backend, chosen once.

Callers use :func:`env_backend` and never branch on the OS. Tests build a backend directly
(``WindowsEnvBackend(MemoryRegistry())``, ``PosixEnvBackend(tmp_home, tmp_config)``) instead.
"""

from __future__ import annotations

import sys

from wizard.core.envvars.model import EnvBackend


def env_backend() -> EnvBackend:
    """This machine's backend, built per call so that ``$HOME`` is read when needed (tests change it)."""
    if sys.platform == "win32":
        from wizard.platform.registry import system_registry
        from wizard.platform.windows_env import WindowsEnvBackend

        return WindowsEnvBackend(system_registry())
    from wizard.platform.posix_env import default_backend

    return default_backend()
