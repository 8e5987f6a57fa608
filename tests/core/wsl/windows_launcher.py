"""The Windows-side CLI as a child process, for the tests that send it a real SIGINT: this checkout's CLI with
only what cannot exist here stood in, as tests/core/wsl/route_support.py stands it in within the test's process:
this machine's facts (a Windows 11 PC with an RTX 3060) and the registry (an empty MemoryRegistry: WSL is on and
no restart waits). wsl.exe is the stand-in its environment names."""

from __future__ import annotations

import sys

from tests.core.wsl.route_support import windows_rtx3060
from tests.fakes.memory_registry import MemoryRegistry


def main() -> int:
    import wizard.core.probe
    import wizard.core.wsl.reboot

    registry = MemoryRegistry()
    wizard.core.wsl.reboot.windows_registry = lambda: registry  # type: ignore[assignment]
    wizard.core.probe.probe_machine = windows_rtx3060  # type: ignore[assignment]
    from wizard.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
