"""Issue 29 item 3: the catalog records where each planned requirement resolves from wheels (resolution.json, S42),
``tools/check_catalog_resolution.py`` resolves what the planner really installs, and the slow tier resolves every
recorded Python again against the real package index.

The fast tests run the tool's resolution against a real PEP 503 index served on 127.0.0.1 (uv as a real child
process, its cache in a temp folder); the slow one reaches the index uv reaches by default.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.pypi_index import make_wheel, serving_index
from wizard.core.catalog.load import load_catalog
from wizard.core.planner.requirements import Planned
from wizard.core.planner.versions import parse

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "tools"))
import check_catalog_resolution as tool  # noqa: E402  (a maintainers' script, not a package)


@pytest.mark.parametrize(("os_name", "version", "planned"), [
    ("linux", "2.14.1", Planned("tensorflow[and-cuda]", "2.14.1")),
    ("linux", "2.15.0", Planned("tensorflow[and-cuda]", "2.15.0.post1")),
    ("linux", "2.13.1", Planned("tensorflow", "2.13.1")),
    ("linux", "1.14.0", Planned("tensorflow-gpu", "1.14.0")),
    ("windows", "2.10.1", Planned("tensorflow", "2.10.1")),
], ids=["S5-and-cuda-from-2.14", "S5-2.15.0-and-cuda-is-pinned-to-post1", "S5-no-and-cuda-before-2.14",
        "S7-tensorflow-gpu-before-2.1", "S2-windows-never-and-cuda"])
def test_the_tool_checks_exactly_the_requirement_the_planner_installs(
        os_name: str, version: str, planned: Planned) -> None:
    cases = tool.planned_cases(load_catalog())
    assert (planned.package, planned.version, f"{os_name}-x86_64") in cases


def test_a_requirement_without_a_record_is_named_by_the_check() -> None:
    """A catalog row added without ``--write`` would be planned on trust (its wheels' Pythons): the check names it
    and fails (fast, offline: only the list of what it would resolve)."""
    catalog = load_catalog()
    row = next(r for r in catalog.resolution if r.package == "tensorflow[and-cuda]" and "2.21.0" in r.versions)
    without = replace(catalog, resolution=tuple(r for r in catalog.resolution if r is not row))
    cases, unrecorded = tool.recorded_cases(without)
    assert "tensorflow[and-cuda]==2.21.0 on linux-x86_64" in unrecorded
    assert all(case.planned.requirement != "tensorflow[and-cuda]==2.21.0" for case in cases)
    again, _ = tool.recorded_cases(catalog)
    assert {case.python for case in again if case.planned.requirement == "tensorflow[and-cuda]==2.21.0"} == set(
        row.python)


def test_S42_tf_2_14_1_with_cuda_from_pip_resolves_for_python_3_9_and_3_10_but_not_3_11() -> None:
    """compat-facts A4: 2.14's [and-cuda] pins tensorrt==8.5.3.1, which has no wheel for Python 3.11."""
    row = next(r for r in load_catalog().resolution
               if r.package == "tensorflow[and-cuda]" and "2.14.1" in r.versions and r.platform == "linux-x86_64")
    assert "3.11" not in row.python and {"3.9", "3.10"} <= set(row.python)
    assert row.unresolved["3.11"].startswith("tensorrt")


@pytest.fixture
def uv_on_a_local_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """uv pointed at a served index, with a cache of its own (env variables: the tool reads no config file)."""
    wheels = tmp_path / "wheels"
    built = [make_wheel(wheels, "tinyok", "1.0", requires=("tinydep>=1",)),
             make_wheel(wheels, "tinybroken", "1.0", requires=("tinydep==2.0",)),
             make_wheel(wheels, "tinydep", "1.0")]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        monkeypatch.setenv("UV_DEFAULT_INDEX", index.url)
        monkeypatch.setenv("UV_CACHE_DIR", str(tmp_path / "uv-cache"))
        yield index


@pytest.mark.usefixtures("uv_on_a_local_index")
def test_a_requirement_whose_dependency_has_no_fitting_wheel_does_not_resolve() -> None:
    broken = tool.resolve(tool.Case(Planned("tinybroken", "1.0"), "linux-x86_64", "3.11"))
    fine = tool.resolve(tool.Case(Planned("tinyok", "1.0"), "linux-x86_64", "3.11"))
    assert fine.ok and not broken.ok
    assert "tinydep" in broken.detail


def test_records_group_releases_with_the_same_pythons_and_name_what_has_no_wheel() -> None:
    cases = {("pkg", "1.0", "linux-x86_64"): ("3.9", "3.10"), ("pkg", "1.1", "linux-x86_64"): ("3.9", "3.10")}
    outcomes = [tool.Outcome(tool.Case(Planned("pkg", v), "linux-x86_64", p), ok=not (v == "1.1" and p == "3.10"),
                             missing="dep==2" if (v == "1.1" and p == "3.10") else "")
                for v in ("1.0", "1.1") for p in ("3.9", "3.10")]
    rows = tool.records(outcomes, cases, "2026-12-06")
    assert [(r["versions"], r["python"], r["unresolved"]) for r in rows] == [
        (["1.0"], ["3.9", "3.10"], {}), (["1.1"], ["3.9"], {"3.10": "dep==2"})]


def test_uv_s_temporary_files_stay_in_a_folder_of_the_run_removed_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """uv leaves a lock file per source build in its temp folder (``uv-setuptools-<hash>.lock``, 1,600 of them in
    the last CI run's temp folder): every resolution gets the run's own folder, removed when the run ends."""
    system = Path(tempfile.gettempdir())
    before = set(system.iterdir())
    seen: list[Path] = []

    def resolve_like_uv(case: tool.Case, environment: dict[str, str] | None = None) -> tool.Outcome:
        assert environment is not None
        folder = Path(environment["TMPDIR"])
        assert environment["TEMP"] == environment["TMP"] == str(folder) and folder.parent == system
        (folder / f"uv-setuptools-{case.python}.lock").touch()
        seen.append(folder)
        return tool.Outcome(case, True)

    monkeypatch.setattr(tool, "resolve", resolve_like_uv)
    cases = [tool.Case(Planned("pkg", "1.0"), "linux-x86_64", python) for python in ("3.10", "3.11", "3.12")]
    assert all(outcome.ok for outcome in tool.run_all(cases, workers=2))
    assert len(set(seen)) == 1 and not seen[0].exists()
    assert set(system.iterdir()) == before


@pytest.mark.slow
@pytest.mark.timeout(1800)  # ~1,600 resolutions: 4.5 min here with uv's cache warm, longer cold
def test_each_record_still_resolves_at_its_corners_against_the_real_index() -> None:
    """The slow tier: each record's oldest and newest release, for its oldest and newest recorded Python and its
    platform, against the index uv reaches by default (wheels only; the four checked sdists of TF 1.12-2.6 allowed).
    Exit 1 names any that fail. Every recorded case (1,600, 20 minutes on a cold 2-core machine, the slow tier's
    longest part by far) is checked weekly and before a release (.github/workflows/catalog-watch.yml)."""
    done = subprocess.run([sys.executable, str(REPO / "tools" / "check_catalog_resolution.py"), "--edges"],
                          capture_output=True, text=True, cwd=REPO, timeout=3600, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    checked = int(done.stdout.strip().splitlines()[-1].split()[0])
    assert checked == len(tool.edge_cases(load_catalog())) > 0


def test_the_corners_cover_every_record_at_its_oldest_and_newest_release_and_python() -> None:
    catalog = load_catalog()
    every, _ = tool.recorded_cases(catalog)
    corners = tool.edge_cases(catalog)
    assert set(corners) <= set(every) and len(corners) == len(set(corners)) < len(every) / 3
    for row in catalog.resolution:
        mine = [case for case in corners if case.platform == row.platform and case.planned.package == row.package
                and case.planned.version in row.versions]
        versions = sorted({case.planned.version for case in every if case.platform == row.platform
                           and case.planned.package == row.package and case.planned.version in row.versions},
                          key=parse)
        if not versions:
            continue  # a record of releases the planner no longer offers
        pythons = sorted(row.python, key=parse)
        assert {(case.planned.version, case.python) for case in mine} == {
            (version, python) for version in (versions[0], versions[-1]) for python in (pythons[0], pythons[-1])}


def test_the_record_of_2_21_on_linux_is_checked_at_its_newest_python() -> None:
    """A concrete corner: TensorFlow 2.21.0 with CUDA from pip, for the newest Python its Linux wheels have."""
    catalog = load_catalog()
    row = next(r for r in catalog.resolution if r.package == "tensorflow[and-cuda]" and "2.21.0" in r.versions
               and r.platform == "linux-x86_64")
    newest = max(row.python, key=parse)
    assert tool.Case(Planned("tensorflow[and-cuda]", "2.21.0"), "linux-x86_64", newest) in tool.edge_cases(catalog)


@pytest.mark.parametrize(("said", "missing"), [
    ("  cause: Because tensorrt==8.5.3.1 has no wheels with a matching Python ABI tag (e.g., `cp311`)",
     "tensorrt==8.5.3.1"),
    ("  cause: Because tensorflow-cpu-aws{(platform_machine == 'aarch64' or platform_machine == 'arm64') and "
     "sys_platform == 'linux'}==2.11.1 has no wheels with a matching Python ABI tag", "tensorflow-cpu-aws==2.11.1"),
    ("error: something else entirely", ""),
], ids=["S42-tensorrt-for-2.14-on-3.11", "S42-a-marker-in-braces-after-the-name", "no-name-said"])
def test_what_has_no_wheel_is_read_from_uv_s_answer(said: str, missing: str) -> None:
    """uv's real words for two cases the S42 run met (2.14 [and-cuda] on 3.11; 2.11.1 on Linux aarch64, 3.10)."""
    assert tool._missing(said) == missing
