"""Validation of the CPU-wheel rows (tensorflow_cpu.json), the conda channel rows (conda.json) and the env
tool pins and allowed sdists (tooling.json)."""

from __future__ import annotations

import re

from packaging.requirements import InvalidRequirement, Requirement

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CondaPackage, CpuBuild, SdistPin, ToolPin
from wizard.core.catalog.rowcheck import Where, check_cited, check_major_minor, check_unique, fail, version

CPU_PACKAGES = ("tensorflow", "tensorflow-cpu")
PINNED_TOOLS = ("pip", "ipykernel")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_BUILD_ENV = re.compile(r"[A-Z][A-Z0-9_]*=\S*")


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


def check_sdist_pins(rows: list[tuple[Where, SdistPin]], known: set[str]) -> None:
    """Each sdist once, its file ``name-version.tar.gz``, a full sha256, requirements that parse, and a source."""
    seen: dict[str, Where] = {}
    for where, pin in rows:
        version(where, "version", pin.version)
        check_unique(seen, f"{pin.name} {pin.version}", where)
        if pin.file != f"{pin.name}-{pin.version}.tar.gz":
            fail(where, tr("Catalog", 'file "{value}" is not the sdist of this release'), value=pin.file)
        if not _SHA256.fullmatch(pin.sha256):
            fail(where, tr("Catalog", "sha256 is not 64 lowercase hexadecimal digits"))
        if not pin.needed_by:
            fail(where, tr("Catalog", "needed_by lists no requirement"))
        for value in pin.needed_by:
            try:
                Requirement(value)
            except InvalidRequirement:
                fail(where, tr("Catalog", 'needed_by "{value}" is not a requirement'), value=value)
        for value in pin.build_env:
            if not _BUILD_ENV.fullmatch(value):
                fail(where, tr("Catalog", 'build_env "{value}" is not NAME=value'), value=value)
        check_cited(where, pin.sources, known)
