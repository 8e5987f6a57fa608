"""The wizard's Linux CLI as the stand-in distribution runs it: this checkout's real CLI, with only what cannot
exist on this machine faked: the GPU and its driver (a fake NVML with an RTX 3060 on driver 552.22, as the
Windows driver shows it inside WSL2) and the kernel saying WSL2."""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from tests.fakes.fake_nvml import FakeCudaDriver, FakeGpu, FakeNvml
from wizard.platform import probe


def _wsl2_os(read_os: Any) -> Any:
    def read(ctx: Any) -> Any:
        return replace(read_os(ctx), wsl=True, wsl_version=2, windows_build="22631",
                       build="5.15.153.1-microsoft-standard-WSL2", wsl_distro="Ubuntu-24.04")
    return read


def main() -> int:
    original = probe.default_probe_context
    gpu = FakeGpu("NVIDIA GeForce RTX 3060", (8, 6), 12288, "GPU-0")

    def context(**overrides: Any) -> Any:
        ctx = original(**{"nvml_loader": lambda: FakeNvml("552.22", 12040, [gpu]),
                          "cuda_driver_loader": lambda _names: FakeCudaDriver(12040), **overrides})
        platform = ctx.platform
        object.__setattr__(platform, "read_os", _wsl2_os(type(platform).read_os.__get__(platform)))
        return ctx

    probe.default_probe_context = context
    import wizard.core.probe as core_probe
    import wizard.core.probe.steps as probe_steps

    core_probe.default_probe_context = context  # type: ignore[attr-defined]
    probe_steps.default_probe_context = context  # type: ignore[attr-defined]
    from wizard.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
