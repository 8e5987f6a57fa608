"""Issue 29 item 3: no plan that cannot install. The planner offers a Python only where the catalog records that the
whole planned requirement resolves from wheels (resolution.json, S42); compat-facts A4 says why 2.14's [and-cuda]
cannot for Python 3.11 (its tensorrt==8.5.3.1 pin has wheels up to cp310 only).

The record under test is the one S42 holds for ``tensorflow[and-cuda]==2.14.1`` on Linux x86_64, put into the
bundled catalog here so that each case reads the rule, whatever else the bundled records hold; the facts are typed in
(no GPU on this machine).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from wizard.basics.facts import DriverFacts, GpuFacts, MachineFacts, OsFacts, PythonFacts
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog, Resolution
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan

AND_CUDA_2_14 = Resolution("tensorflow[and-cuda]", "linux-x86_64", ("2.14.0", "2.14.1"), ("3.9", "3.10"),
                           {"3.11": "tensorrt==8.5.3.1"}, sources=("S42",))


def catalog_with(*rows: Resolution) -> Catalog:
    bundled = load_catalog()
    keys = {(row.package, row.platform, version) for row in rows for version in row.versions}
    kept = tuple(row for row in bundled.resolution
                 if not any((row.package, row.platform, v) in keys for v in row.versions))
    return replace(bundled, resolution=(*kept, *rows))


def ubuntu(python: str) -> MachineFacts:
    return MachineFacts(os=OsFacts(family="linux", glibc="2.35", distro="ubuntu"), driver=DriverFacts("550.54.14"),
                        gpus=(GpuFacts("NVIDIA GeForce RTX 3060", "8.6"),), python=PythonFacts(python))


def test_S42_A4_python_3_11_for_tf_2_14_with_cuda_from_pip_is_refused_and_names_the_missing_wheel() -> None:
    plan = make_plan(ubuntu("3.11.9"), Wishes(tensorflow="2.14", python="3.11"), catalog_with(AND_CUDA_2_14))
    assert not plan.ok and [b.code for b in plan.blockers] == ["no-solution-for-python"]
    assert "tensorrt==8.5.3.1" in plan.blockers[0].message and "3.11" in plan.blockers[0].message
    assert plan.blockers[0].fixes[0].params == {"python": "3.10"}


def test_S42_a_machine_with_python_3_11_gets_tf_2_14_on_3_10_and_the_reason_says_why() -> None:
    plan = make_plan(ubuntu("3.11.9"), Wishes(tensorflow="2.14"), catalog_with(AND_CUDA_2_14))
    assert plan.ok and plan.python == "3.10"
    assert plan.tensorflow is not None and plan.tensorflow.requirement == "tensorflow[and-cuda]==2.14.1"
    reason = next(r for r in plan.reasons if r.key == "python")
    assert "S42" in reason.source and "tensorrt==8.5.3.1" in reason.why


@pytest.mark.parametrize("route", ["linux", "wsl2"], ids=["S42-linux", "S42-wsl2-installs-the-linux-build-too"])
def test_S42_without_a_resolving_python_the_release_is_skipped_for_the_next_one(route: str) -> None:
    nothing = replace(AND_CUDA_2_14, python=(), unresolved={"3.9": "x==1", "3.10": "x==1", "3.11": "x==1"})
    facts = ubuntu("3.11.9") if route == "linux" else MachineFacts(
        os=OsFacts(family="windows", release="11", build="22631"), driver=DriverFacts("560.94"),
        gpus=(GpuFacts("NVIDIA GeForce RTX 3060", "8.6"),))
    plan = make_plan(facts, Wishes(tensorflow="2.14", route=route), catalog_with(nothing))
    assert not plan.ok and "no-installable-python" in {b.code for b in plan.blockers}


def test_S42_every_plan_the_planner_makes_from_the_bundled_catalog_installs_where_it_is_recorded() -> None:
    """A grid of machines and wishes: each working plan's requirement resolves for its Python (where recorded)."""
    catalog = load_catalog()
    recorded = {(row.package, version, row.platform): row for row in catalog.resolution for version in row.versions}
    machines = [ubuntu(p) for p in ("3.9.19", "3.10.14", "3.11.9", "3.12.3")] + [MachineFacts(
        os=OsFacts(family="windows", release="11", build="22631"), driver=DriverFacts("560.94"),
        gpus=(GpuFacts("NVIDIA GeForce RTX 4070", "8.9"),), python=PythonFacts("3.13.1"))]
    checked = 0
    for facts in machines:
        for tf in ("newest", "2.14", "2.15", "2.16", "2.13", "2.10"):
            plan = make_plan(facts, Wishes(tensorflow=tf), catalog)
            for candidate in (plan, *plan.alternatives):
                if not candidate.ok or candidate.tensorflow is None or not candidate.tensorflow.requirement:
                    continue
                package, _, version = candidate.tensorflow.requirement.partition("==")
                system = "linux" if candidate.route in ("linux", "wsl2") or facts.os.family == "linux" else "windows"
                row = recorded.get((package, version, f"{system}-x86_64"))
                if row is not None:
                    checked += 1
                    assert candidate.python in row.python, (candidate.summary, row)
    assert checked, "the bundled records cover the plans of this grid"
