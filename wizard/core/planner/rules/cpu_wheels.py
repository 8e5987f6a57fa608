"""R1/R2 on the CPU route: the CPU wheels that exist for this OS and architecture (S8, S26).

The CPU route follows the machine's own OS and processor: an Intel Mac has wheels up to 2.16.2, an
Apple-silicon Mac from 2.13, Linux aarch64 from 2.10 (CPU-only builds). Where ``tensorflow-cpu`` exists
for the release and the chosen Python it is installed (no CUDA code inside: 273.8 MB against 572.4 MB
for ``tensorflow`` 2.21.0 cp311 on Linux), else the plain ``tensorflow``.
"""

from __future__ import annotations

from dataclasses import replace

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CpuBuild
from wizard.core.plan import Fix, TfChoice
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import newest_first
from wizard.core.planner.words import arch_label, os_label


def cpu_os(ctx: Context) -> str:
    """The OS whose CPU wheels apply: WSL is Linux; ``other`` has none."""
    return ctx.facts.os.family


def cpu_rows(ctx: Context, version: str, verdict: Verdict) -> tuple[CpuBuild, ...]:
    """The CPU wheel rows of ``version`` for this machine, ``tensorflow-cpu`` first; blocked when none."""
    rows = ctx.index.cpu_rows(cpu_os(ctx), ctx.arch, version)
    if not rows:
        newest = newest_cpu_version(ctx)
        verdict.block(
            "no-cpu-build",
            tr("Planner", "TensorFlow {version} has no package for {os} on {arch} processors.").format(
                version=version, os=os_label(cpu_os(ctx)), arch=arch_label(ctx.arch)),
            tr("Planner", "TensorFlow publishes no package for this kind of computer."),
            (Fix("choose-tensorflow", {"tensorflow": newest}),) if newest else (),
        )
    return rows


def newest_cpu_version(ctx: Context) -> str | None:
    """The newest release with a CPU wheel for this OS and architecture."""
    versions = list(ctx.index.cpu.get((cpu_os(ctx), ctx.arch), {}))
    return newest_first(versions)[0] if versions else None


def merged_row(rows: tuple[CpuBuild, ...]) -> CpuBuild:
    """One row whose Python list is every Python any of ``rows`` has a wheel for (for choosing Python)."""
    pythons = tuple(dict.fromkeys(p for row in rows for p in row.python))
    sources = tuple(dict.fromkeys(s for row in rows for s in row.sources))
    return replace(rows[0], python=pythons, sources=sources)


def pick_row(rows: tuple[CpuBuild, ...], python: str | None) -> CpuBuild:
    """The first row (``tensorflow-cpu`` first) with a wheel for ``python``."""
    return next((row for row in rows if python in row.python), rows[0])


def choose_cpu_package(ctx: Context, version: str, row: CpuBuild, verdict: Verdict) -> TfChoice:
    """``tensorflow-cpu==V`` where it exists for this machine, else ``tensorflow==V``, with the reason."""
    choice = TfChoice(version, row.package, f"{row.package}=={version}")
    if row.package == "tensorflow-cpu":
        why = tr("Planner", "tensorflow-cpu {version} is the processor-only build: a smaller download, with "
                            "no GPU code inside.").format(version=version)
    else:
        why = tr("Planner", "There is no tensorflow-cpu {version} package for this computer, so the plain "
                            "tensorflow package is installed; it runs on the processor.").format(version=version)
    verdict.reason("tensorflow", tr("Planner", "TensorFlow {version} ({requirement})").format(
        version=version, requirement=choice.requirement), "R2", ctx.index.cite_row(row, "S26", "S8"), why)
    return choice
