"""Validation of the PyTorch, JAX and Keras 3 rows (``pytorch.json``, ``jax.json``, ``keras.json``)."""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.framework_model import BUILD_STATUS_ORDER, BuildKind, FrameworkRelease
from wizard.core.catalog.rowcheck import (
    Where,
    check_cc_list,
    check_cited,
    check_major_minor,
    check_unique,
    fail,
    version,
)

FRAMEWORK_FILES = {"pytorch.json": ("pytorch", "torch"), "jax.json": ("jax", "jax"), "keras.json": ("keras", "keras")}
"""Each framework's catalog file, the framework it describes and the package its releases are of."""
KERAS_BACKENDS = ("tensorflow", "torch", "jax")
_OSES = ("linux", "windows", "macos")
_ARCHES = ("x86_64", "arm64")


def check_build_kinds(rows: list[tuple[Where, BuildKind]], framework: str, known: set[str]) -> set[str]:
    """Each tag once, of this file's framework; drivers that parse; a CUDA build has a Linux driver; a source.
    Returns the tags."""
    seen: dict[str, Where] = {}
    for where, kind in rows:
        if kind.framework != framework:
            fail(where, tr("Catalog", 'framework "{value}" does not belong in this file'), value=kind.framework)
        check_unique(seen, kind.tag, where)
        for field, driver in (("driver_linux", kind.driver_linux), ("driver_windows", kind.driver_windows)):
            if driver is not None:
                version(where, field, driver)
        if kind.cuda is not None and kind.driver_linux is None:
            fail(where, tr("Catalog", "a CUDA build names no Linux driver"))
        if kind.index and not kind.index.startswith("https://"):
            fail(where, tr("Catalog", "index must be an https address"))
        check_cited(where, kind.sources, known)
    return set(seen)


def check_framework_releases(
    rows: list[tuple[Where, FrameworkRelease]], package: str, tags: set[str], known: set[str]
) -> None:
    """Each release once, of this file's package; Pythons X.Y; builds of known tags on known systems, their GPU
    code sorted; Keras's backends known; a source."""
    seen: dict[str, Where] = {}
    for where, release in rows:
        if release.package != package:
            fail(where, tr("Catalog", 'package "{value}" does not belong in this file'), value=release.package)
        version(where, "version", release.version)
        check_unique(seen, release.version, where)
        if not release.python:
            fail(where, tr("Catalog", "python lists no Python version"))
        for value in release.python:
            check_major_minor(where, "python", value)
        for build in release.builds:
            if build.tag not in tags:
                fail(where, tr("Catalog", 'build "{value}" is not a build this file describes'), value=build.tag)
            if build.status not in BUILD_STATUS_ORDER or not build.os or not build.arch:
                fail(where, tr("Catalog", 'build "{value}" needs a known status, systems and architectures'),
                     value=build.tag)
            if set(build.os) - set(_OSES) or set(build.arch) - set(_ARCHES) or set(build.ptx_os) - set(build.os):
                fail(where, tr("Catalog", 'build "{value}" names an unknown system or architecture'), value=build.tag)
            check_cc_list(where, "sass", build.sass)
            check_cc_list(where, "ptx", build.ptx)
        if set(release.backends) - set(KERAS_BACKENDS):
            fail(where, tr("Catalog", "backends may name only tensorflow, torch and jax"))
        check_cited(where, release.sources, known)
