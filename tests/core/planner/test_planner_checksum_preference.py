"""R3 with checksums: inside the cuDNN series TensorFlow was built with, the plan takes a build whose archive
for this OS can be verified (a recorded sha256 or md5, or NVIDIA's published list) over a newer one that
cannot; with both verifiable, or neither, the newest still wins."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.planner.test_planner_rules import MINI, _cuda, _cudnn, _tf, machine
from wizard.core.catalog.model import CudnnRelease
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan


def _unverifiable_on_windows(release: CudnnRelease) -> CudnnRelease:
    """``release`` as NVIDIA publishes it: no checksum for its Windows zip."""
    archives = tuple(replace(a, sha256=None) if a.os == "windows" else a for a in release.archives)
    return replace(release, archives=archives)


@pytest.mark.parametrize(
    ("older_checked", "newer_checked", "family", "chosen"),
    [
        (True, False, "windows", "8.1.0.77"),
        (True, True, "windows", "8.1.1.33"),
        (False, False, "windows", "8.1.1.33"),
        (True, False, "linux", "8.1.1.33"),
    ],
    ids=["the-verifiable-older-build", "both-verifiable-the-newest", "neither-the-newest",
         "linux-archive-of-the-newer-is-verifiable"],
)
def test_a_build_of_the_series_whose_checksum_is_known_is_preferred(
    older_checked: bool, newer_checked: bool, family: str, chosen: str
) -> None:
    older = _cudnn("8.1.0.77", ("11.0", "11.1", "11.2"), "11.2")
    newer = _cudnn("8.1.1.33", ("11.0", "11.1", "11.2"), "11.2")
    catalog = replace(
        MINI,
        tensorflow=(_tf(family, ("2.5.0",), "11.2", "8.1"),),
        cuda=(_cuda("11.2.2", "460.32.03", "461.33"),),
        cudnn=(older if older_checked else _unverifiable_on_windows(older),
               newer if newer_checked else _unverifiable_on_windows(newer)),
    )
    driver = "461.33" if family == "windows" else "460.32.03"
    plan = make_plan(machine(family=family, driver=driver, cc="7.5"), Wishes(tensorflow="2.5"), catalog)
    assert plan.ok and plan.cudnn == chosen, plan.cudnn
    (archive,) = [d for d in plan.downloads if d.kind == "cudnn-archive"]
    assert archive.sha256 or not (older_checked or newer_checked) or family == "linux"
