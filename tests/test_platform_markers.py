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


def test_known_windows_failures_cover_their_tests_and_each_has_a_reason() -> None:
    known = conftest.known_windows_failures(
        "# comment\ntests/a.py::test_x  # why x\ntests/b.py  # the whole file\ntests/c.py::test_p  # all parameters\n"
    )
    assert conftest.known_failure_reason("tests/a.py::test_x", known) == "why x"
    assert conftest.known_failure_reason("tests/a.py::test_y", known) is None
    assert conftest.known_failure_reason("tests/b.py::test_any[1]", known) == "the whole file"
    assert conftest.known_failure_reason("tests/c.py::test_p[en-1]", known) == "all parameters"
    with pytest.raises(AssertionError, match="needs its reason"):
        conftest.known_windows_failures("tests/a.py::test_x\n")


def test_every_known_windows_failure_names_a_test_that_exists() -> None:
    text = conftest.KNOWN_WINDOWS_FAILURES.read_text(encoding="utf-8")
    known = conftest.known_windows_failures(text)
    root = conftest.KNOWN_WINDOWS_FAILURES.parents[2]
    gone = []
    for node in known:
        path, _, test = node.partition("::")
        source = (root / path).read_text("utf-8") if (root / path).is_file() else None
        if source is None or (test and f"def {test.split('[')[0]}(" not in source):
            gone.append(node)
    listed = [line for line in text.splitlines() if line.startswith("tests/")]
    assert len(known) == len(listed) and not gone, gone  # every line read (the list only shrinks: no floor)


def test_every_entry_of_the_windows_tier_names_a_test_file_that_exists() -> None:
    tier = conftest.KNOWN_WINDOWS_FAILURES.with_name("tier.txt").read_text(encoding="utf-8")
    entries = [line.split("#")[0].strip() for line in tier.splitlines()]
    root = conftest.KNOWN_WINDOWS_FAILURES.parents[2]
    missing = [entry for entry in entries if entry and not (root / entry.split("::")[0]).is_file()]
    assert len([entry for entry in entries if entry]) > 70 and not missing, missing
