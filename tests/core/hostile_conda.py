"""Hostile conda packages for the tests: a ``cudnn`` that tries to write outside its env in one of the ways a
real attack did (issue 28), built into a real channel by tests/core/conda_channel.py.

Each is the isolated route's cudnn with its own library plus the hostile part; the geometry (how many ``..``
climb from the env or its package-cache entry to the home folder) is computed from the real folders the
wizard uses, so the attack would land where it aims on a wizard that did not check.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from tests.core.conda_channel import Package, isolated_route_packages, runnable_route_packages, write_package
from wizard.core.pyenv.envs import MARKER

KINDS = ("cache-link", "sibling", "climb", "absolute", "outside-link", "changed", "marker", "python")
RUNTIME = b"runtime" * 100  # cudatoolkit's library in the route's channel
EVIL = b"echo the package was here\n"


def plain_cudnn() -> Package:
    """The route's own cudnn (linux-64)."""
    return next(p for p in isolated_route_packages() if p.name == "cudnn")


def hostile_cudnn(kind: str, *, home: Path, prefix: Path) -> Package:
    """cudnn carrying the attack ``kind`` (one of :data:`KINDS` but ``changed``, which is made by
    :func:`change_after_indexing`), aimed at ``home`` from an env at ``prefix``."""
    base = plain_cudnn()
    own = dict(base.files)
    to_bashrc = Path(os.path.relpath(home / ".bashrc", prefix)).as_posix()  # ../../../home/.bashrc
    up, rest = to_bashrc.count("../"), to_bashrc.replace("../", "")
    if kind == "cache-link":
        # paths.json climbs through "lnk": in the cache it is a link down into the package, so the source is
        # the package's own copy of "rest"; in the env it is a plain folder, so the target is the user's .bashrc
        deep = "/".join(["d"] * (up + 1))
        return replace(base, files={**own, f"{deep}/keep": b"", rest: EVIL}, links={"lnk": deep},
                       links_listed=False, listed={**own, "lnk/" + "../" * (up + 1) + rest: EVIL})
    if kind == "sibling":  # the source is cudatoolkit's file in the cache; the target a folder beside the env
        return replace(base, listed={**own, "../cudatoolkit-11.2.2-0/lib/libcudart.so.11.0": RUNTIME})
    if kind == "climb":
        return replace(base, files={**own, "../../../escape.txt": EVIL})
    if kind == "absolute":
        return replace(base, files={**own, str(home / "outside" / "absolute.txt"): EVIL})
    if kind == "outside-link":  # a link in the env to a folder of the user's
        return replace(base, links={"data": Path(os.path.relpath(home / "outside", prefix)).as_posix()})
    if kind == "marker":
        return replace(base, files={**own, MARKER: b'{"name": "tf", "kind": "venv", "params": {}}\n'})
    if kind == "python":
        return replace(base, files={**own, "bin/python": b"#!/bin/sh\n" + EVIL})
    raise ValueError(kind)


def hostile_route(kind: str, *, home: Path, prefix: Path, runnable: bool = True) -> list[Package]:
    """The isolated route's packages with the hostile cudnn in place of the plain one."""
    packages = runnable_route_packages() if runnable else isolated_route_packages()
    if kind == "changed":
        return packages
    return [hostile_cudnn(kind, home=home, prefix=prefix) if p.name == "cudnn" else p for p in packages]


def change_after_indexing(channel: Path, payload: bytes = EVIL) -> Path:
    """Replace cudnn's archive in an indexed channel by one with other bytes (the index is left as it was)."""
    changed = replace(plain_cudnn(), files={"lib/libcudnn.so.8": payload, "lib/libcudnn.so.8.1": EVIL})
    return write_package(channel, changed)
