"""The two platform markers of tests/conftest.py skip where they say and nowhere else, with their reason."""

from __future__ import annotations

import sys

import pytest

from tests import conftest
from tests.windows import wine


class _Item:
    """What pytest_runtest_setup reads of a test item: its markers."""

    def __init__(self, *marks: pytest.MarkDecorator) -> None:
        self._marks = {mark.mark.name: mark.mark for mark in marks}

    def get_closest_marker(self, name: str) -> pytest.Mark | None:
        return self._marks.get(name)


def _skip_reason(item: _Item) -> str | None:
    try:
        conftest.pytest_runtest_setup(item)  # type: ignore[arg-type]
    except pytest.skip.Exception as skipped:
        return str(skipped)
    return None


@pytest.mark.parametrize(("platform", "wine_here", "skipped"), [
    ("linux", False, None),
    ("win32", False, "POSIX only: SIGKILL"),
    ("win32", True, "POSIX only: SIGKILL"),
])
def test_posix_only_skips_on_windows(
    monkeypatch: pytest.MonkeyPatch, platform: str, wine_here: bool, skipped: str | None
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(wine, "under_wine", lambda: wine_here)
    assert _skip_reason(_Item(pytest.mark.posix_only("SIGKILL"))) == skipped


@pytest.mark.parametrize(("platform", "wine_here", "skipped"), [
    ("linux", False, None),
    ("win32", False, None),  # a Windows runner runs it
    ("win32", True, "wine 8 lacks it: taskkill /T"),
])
def test_wine_gap_skips_only_under_wine(
    monkeypatch: pytest.MonkeyPatch, platform: str, wine_here: bool, skipped: str | None
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(wine, "under_wine", lambda: wine_here)
    assert _skip_reason(_Item(pytest.mark.wine_gap("taskkill /T"))) == skipped


def test_a_marker_without_a_reason_is_refused() -> None:
    with pytest.raises(AssertionError, match="needs a reason"):
        _skip_reason(_Item(pytest.mark.wine_gap()))
