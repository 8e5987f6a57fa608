"""The restart Windows may need after enabling WSL, and the per-user RunOnce entry that continues after it.

Why: ``wsl --install --no-distribution`` exits 0 even when the feature only becomes active after a restart,
so its exit code cannot tell. Windows' own marks can: the servicing stack's ``RebootPending`` key, Windows
Update's ``RebootRequired`` key and the file renames queued for the next boot (``PendingFileRenameOperations``).
WSL itself is the last witness: when wsl.exe still cannot answer ``--status`` after the install, the feature
waits for the restart. After it, Windows runs (once) the command the wizard left in the user's ``RunOnce`` key.
"""

from __future__ import annotations

from wizard.platform.registry import HKCU, HKLM, REG_SZ, Registry, RegistryValue

CBS_REBOOT_PENDING = r"SOFTWARE\Microsoft\Windows\CurrentVersion\Component Based Servicing"
WU_REBOOT_REQUIRED = r"SOFTWARE\Microsoft\Windows\CurrentVersion\WindowsUpdate\Auto Update"
SESSION_MANAGER = r"SYSTEM\CurrentControlSet\Control\Session Manager"
RUN_ONCE_KEY = r"Software\Microsoft\Windows\CurrentVersion\RunOnce"
RUN_ONCE_NAME = "tfgpu-wizard-continue"
# Windows runs a Run/RunOnce command of at most 260 characters (Microsoft's "Run and RunOnce Registry Keys"); a
# longer one is kept in the registry and silently never started at sign-in.
RUN_ONCE_LIMIT = 260


def reboot_pending(registry: Registry) -> bool:
    """True when one of Windows' usual marks says a restart is waiting."""
    if _has_subkey(registry, CBS_REBOOT_PENDING, "RebootPending"):
        return True
    if _has_subkey(registry, WU_REBOOT_REQUIRED, "RebootRequired"):
        return True
    renames = registry.read(HKLM, SESSION_MANAGER, "PendingFileRenameOperations")
    return renames is not None and bool(renames.data)


def _has_subkey(registry: Registry, key: str, name: str) -> bool:
    """Registry names ignore case."""
    return name.lower() in (found.lower() for found in registry.subkeys(HKLM, key))


def run_once_command(registry: Registry) -> str | None:
    """The command the wizard left to run after the next sign-in, or None."""
    value = registry.read(HKCU, RUN_ONCE_KEY, RUN_ONCE_NAME)
    return str(value.data) if value is not None else None


def fits_run_once(command: str) -> bool:
    """True when Windows will start ``command`` from the RunOnce key."""
    return len(command) <= RUN_ONCE_LIMIT


def set_run_once(registry: Registry, command: str) -> None:
    """Leave ``command`` to run once at the next sign-in (per user: no admin)."""
    registry.write(HKCU, RUN_ONCE_KEY, RUN_ONCE_NAME, RegistryValue(command, REG_SZ))


def remove_run_once(registry: Registry) -> None:
    """Take the entry away (no error when Windows already ran and removed it)."""
    registry.delete(HKCU, RUN_ONCE_KEY, RUN_ONCE_NAME)


def windows_registry() -> Registry:
    """The registry the WSL steps read and write (tests put a stand-in here)."""
    from wizard.platform.registry import system_registry

    return system_registry()


RESTART_COMMAND = ("shutdown.exe", "/r", "/t", "0")  # Windows' own restart, at once (Microsoft's shutdown docs)


def restart_windows() -> None:
    """Restart Windows now (the user pressed "Restart now"); an OSError says why it could not be asked."""
    import subprocess

    subprocess.Popen(list(RESTART_COMMAND), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)
