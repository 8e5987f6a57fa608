"""The OS probe records the WSL version (only WSL 2 reaches the GPU) from a fake filesystem root."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.fake_nvml import probe_test_context
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.osinfo import probe_os
from wizard.platform.posix_probe import PosixProbe


@pytest.mark.parametrize(
    ("kernel", "proc_version", "expected"),
    [
        ("4.4.0-22631-Microsoft", "Linux version 4.4.0-22631-Microsoft (Microsoft@Microsoft.com)\n", 1),
        ("5.15.153.1-microsoft-standard-WSL2", "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@x)\n", 2),
        ("6.5.0-14-generic", "Linux version 6.5.0-14-generic\n", None),
    ],
)
def test_the_wsl_version_and_distro_name_are_recorded(
    tmp_path: Path, kernel: str, proc_version: str, expected: int | None
) -> None:
    env = {"PATH": str(tmp_path / "bin")} | ({"WSL_DISTRO_NAME": "Ubuntu-22.04"} if expected else {})
    ctx = probe_test_context(tmp_path, platform=PosixProbe("linux"), env=env)
    for name, text in {"/proc/sys/kernel/osrelease": kernel + "\n", "/proc/version": proc_version}.items():
        path = ctx.at_root(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    draft = FactsDraft(family="linux")
    probe_os(ctx, draft)
    assert draft.os is not None and draft.os.wsl_version == expected and draft.os.wsl == bool(expected)
    assert draft.os.wsl_distro == ("Ubuntu-22.04" if expected else None)
