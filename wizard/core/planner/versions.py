"""Version arithmetic for the planner: parsing, ordering, prefixes and the TensorFlow wish syntax.

Versions are compared with ``packaging.version`` (PEP 440), as pip does, so ``2.15.0.post1`` sorts after
``2.15.0`` and driver versions like ``450.80.02`` compare part by part.
"""

from __future__ import annotations

import re
from functools import cache

from packaging.version import InvalidVersion, Version

NEWEST = "newest"
TF_WISH_PATTERN = re.compile(r"^\d+\.\d+(\.\d+(\.post\d+)?)?$")
PYTHON_WISH_PATTERN = re.compile(r"^\d+\.\d+$")


@cache
def parse(text: str) -> Version:
    """A comparable version; an unparsable string sorts as 0 (callers validate input first)."""
    try:
        return Version(text)
    except InvalidVersion:
        return Version("0")


def at_least(found: str, needed: str) -> bool:
    """``found`` >= ``needed`` as versions."""
    return parse(found) >= parse(needed)


@cache
def major(text: str) -> int:
    """``11.2`` -> 11."""
    return parse(text).major


@cache
def cc_pair(text: str) -> tuple[int, int]:
    """Compute capability ``7.5`` -> (7, 5); ``12.0`` -> (12, 0)."""
    head, _, tail = text.partition(".")
    return int(head), int(tail or 0)


@cache
def same_series(version: str, series: str) -> bool:
    """True when ``version`` is ``series`` or one of its patch releases (``2.4.1`` is in ``2.4``)."""
    parts, prefix = parse(version).release, parse(series).release
    return parts[: len(prefix)] == prefix


def is_valid_tf_wish(text: str) -> bool:
    """``newest``, ``2.4`` or ``2.4.0`` (also ``2.15.0.post1``)."""
    return text == NEWEST or bool(TF_WISH_PATTERN.match(text))


def is_valid_python_wish(text: str) -> bool:
    """``3.10``: CPython major.minor."""
    return bool(PYTHON_WISH_PATTERN.match(text))


def newest_first(versions: list[str] | tuple[str, ...]) -> list[str]:
    """Versions sorted newest first (deterministic)."""
    return sorted(set(versions), key=parse, reverse=True)
