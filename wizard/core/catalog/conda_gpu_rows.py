"""Validation of the conda GPU builds (conda_gpu.json): the spec, Pythons, CUDA line, driver floor, routes and
compiled compute capabilities the planner trusts when it sends a card no official package serves to conda-forge."""

from __future__ import annotations

import re

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CondaGpuBuild
from wizard.core.catalog.rowcheck import (
    Where,
    check_cc_list,
    check_cited,
    check_major_minor,
    check_unique,
    fail,
    version,
)

CONDA_GPU_ROUTES = ("linux", "wsl2")  # conda-forge's CUDA builds are linux-64: Linux itself, or inside WSL2
_BUILD = re.compile(r"cuda\d{2,3}\*")  # cuda128*: every build string of that CUDA line (cuda128py312h..._201)
_NAME = re.compile(r"[a-z0-9][a-z0-9._-]*")


def check_conda_gpu_builds(rows: list[tuple[Where, CondaGpuBuild]], known: set[str], cuda_lines: set[str]) -> None:
    """Each spec once, with parts that parse, Pythons X.Y holding the default, a CUDA line cuda.json has, a
    driver floor, known routes, compute capabilities sorted (PTX also as SASS), and a source."""
    seen: dict[str, Where] = {}
    for where, row in rows:
        if not (_NAME.fullmatch(row.channel) and _NAME.fullmatch(row.package)):
            fail(where, tr("Catalog", "channel and package must be plain conda names"))
        version(where, "version", row.version)
        if not _BUILD.fullmatch(row.build):
            fail(where, tr("Catalog", 'build "{value}" is not of the form cudaNNN*'), value=row.build)
        check_unique(seen, f"{row.channel} {row.spec}", where)
        _check_pythons(where, row)
        check_major_minor(where, "cuda", row.cuda)
        if row.cuda not in cuda_lines:
            fail(where, tr("Catalog", "CUDA {cuda} is not the major.minor of any release in cuda.json"), cuda=row.cuda)
        if row.build != f"cuda{row.cuda.replace('.', '')}*":
            fail(where, tr("Catalog", "build {value} is not the build of CUDA {cuda}"), value=row.build, cuda=row.cuda)
        version(where, "driver_min", row.driver_min)
        if not row.routes or any(route not in CONDA_GPU_ROUTES for route in row.routes):
            fail(where, tr("Catalog", "routes must list linux and/or wsl2"))
        if not row.sass:
            fail(where, tr("Catalog", "sass lists no compute capability"))
        check_cc_list(where, "sass", row.sass)
        check_cc_list(where, "ptx", row.ptx)
        for value in row.ptx:
            if value not in row.sass:
                fail(where, tr("Catalog", "PTX entry {value} has no SASS entry (compute_XY embeds both)"), value=value)
        check_cited(where, row.sources, known)


def _check_pythons(where: Where, row: CondaGpuBuild) -> None:
    if not row.python:
        fail(where, tr("Catalog", "python lists no Python version"))
    for value in row.python:
        check_major_minor(where, "python", value)
    if row.python_default not in row.python:
        fail(where, tr("Catalog", "python_default {value} is not in python"), value=row.python_default)
