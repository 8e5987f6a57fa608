"""Byte-range splitting and Content-Range parsing: pure logic, checked by properties."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wizard.core.download.ranges import Segment, connections_for, parse_content_range, split_ranges


@given(size=st.integers(min_value=0, max_value=10**12), parts=st.integers(min_value=1, max_value=64))
def test_split_ranges_covers_the_file_exactly_without_overlap(size: int, parts: int) -> None:
    segments = split_ranges(size, parts)
    assert segments[0].start == 0 and segments[-1].end == size
    for left, right in itertools.pairwise(segments):
        assert left.end == right.start
    assert all(s.end is not None and s.end > s.start for s in segments) or size == 0
    assert sum((s.end or 0) - s.start for s in segments) == size
    assert len(segments) <= max(1, min(parts, size))


@given(size=st.integers(min_value=1, max_value=10**12), parts=st.integers(min_value=1, max_value=64))
def test_segments_are_nearly_equal(size: int, parts: int) -> None:
    lengths = [(s.end or 0) - s.start for s in split_ranges(size, parts)]
    assert max(lengths) - min(lengths) <= 1


def test_only_the_whole_file_is_requested_without_a_range_header() -> None:
    whole = split_ranges(100, 1)[0]
    assert whole.range_header() is None
    first, second = split_ranges(100, 2)
    assert first.range_header() == "bytes=0-49"
    assert second.range_header() == "bytes=50-99"
    second.pos = 70
    assert second.range_header() == "bytes=70-99"
    assert Segment(0, 10, None, whole=True).range_header() == "bytes=10-"


@pytest.mark.parametrize(
    ("size", "ranges", "wanted", "threshold", "expected"),
    [
        (100 * 2**20, True, 4, 64 * 2**20, 4),
        (10 * 2**20, True, 4, 64 * 2**20, 1),
        (5 * 2**20 + 1, True, 8, 4 * 2**20, 8),
        (100 * 2**20, False, 4, 64 * 2**20, 1),
        (None, True, 4, 64 * 2**20, 1),
        (100 * 2**20, True, 1, 64 * 2**20, 1),
    ],
    ids=[
        "large-and-ranged", "below-threshold", "few-mib-over-threshold", "no-accept-ranges", "unknown-size",
        "one-wanted",
    ],
)
def test_several_connections_only_for_a_large_file_on_a_ranged_server(
    size: int | None, ranges: bool, wanted: int, threshold: int, expected: int
) -> None:
    assert connections_for(size, ranges, wanted, threshold) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("bytes 0-99/100", (0, 99, 100)),
        ("bytes 5-9/*", (5, 9, None)),
        ("bytes */100", None),
        ("items 0-1/2", None),
        (None, None),
    ],
    ids=["full", "unknown-total", "unsatisfied", "other-unit", "missing"],
)
def test_content_range_parsing(value: str | None, expected: tuple[int, int, int | None] | None) -> None:
    assert parse_content_range(value) == expected
