"""Validation of the CPU-wheel rows (tensorflow_cpu.json), the conda channel rows (conda.json) and the env
tool pins (tooling.json)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CondaPackage, CpuBuild, ToolPin
from wizard.core.catalog.rowcheck import Where, check_cited, check_major_minor, check_unique, fail, version

CPU_PACKAGES = ("tensorflow", "tensorflow-cpu")
PINNED_TOOLS = ("pip", "ipykernel")


def check_cpu_builds(rows: list[tuple[Where, CpuBuild]], known: set[str]) -> None:
    """Each (package, OS, architecture, release) once; Python X.Y; glibc only on Linux; a source."""
    seen: dict[str, Where] = {}
    for where, build in rows:
        if build.package not in CPU_PACKAGES:
            fail(where, tr("Catalog", 'package "{value}" is not tensorflow or tensorflow-cpu'), value=build.package)
        if not build.versions:
            fail(where, tr("Catalog", "versions lists no release"))
        for value in build.versions:
            version(where, "versions", value)
            check_unique(seen, f"{build.package} {build.os} {build.arch} {value}", where)
        if not build.python:
            fail(where, tr("Catalog", "python lists no Python version"))
        for value in build.python:
            check_major_minor(where, "python", value)
        if build.glibc_min is not None:
            if build.os != "linux":
                fail(where, tr("Catalog", "glibc_min is set, but glibc exists on Linux only"))
            version(where, "glibc_min", build.glibc_min)
        check_cited(where, build.sources, known)


def check_conda_packages(rows: list[tuple[Where, CondaPackage]], known: set[str]) -> None:
    """Each (channel, OS, package) once, versions that parse and ascend, and a source."""
    seen: dict[str, Where] = {}
    for where, package in rows:
        check_unique(seen, f"{package.channel} {package.os} {package.name}", where)
        if not package.versions:
            fail(where, tr("Catalog", "versions lists no release"))
        parsed = [version(where, "versions", value) for value in package.versions]
        if parsed != sorted(set(parsed)):
            fail(where, tr("Catalog", "{field} must be sorted ascending without duplicates"), field="versions")
        check_cited(where, package.sources, known)


def check_tool_pins(rows: list[tuple[Where, ToolPin]], known: set[str]) -> None:
    """A known tool, a version that parses, each (tool, Python X.Y) in one row only, and a source."""
    seen: dict[str, Where] = {}
    for where, pin in rows:
        if pin.name not in PINNED_TOOLS:
            fail(where, tr("Catalog", 'tool "{value}" is not pip or ipykernel'), value=pin.name)
        version(where, "version", pin.version)
        if not pin.python:
            fail(where, tr("Catalog", "python lists no Python version"))
        for value in pin.python:
            check_major_minor(where, "python", value)
            check_unique(seen, f"{pin.name} {value}", where)
        check_cited(where, pin.sources, known)
