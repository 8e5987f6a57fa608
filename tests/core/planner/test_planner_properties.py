"""Property tests: for random machines and wishes, every working plan obeys every rule of compat-facts R1-R7.

The checks below re-derive each rule straight from the catalog rows, without the planner's own helpers,
so a planner bug and a checker bug would have to agree to slip through.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from packaging.version import Version

from wizard.basics.facts import (
    CondaFacts,
    CpuFacts,
    DriverFacts,
    GpuFacts,
    MachineFacts,
    OsFacts,
    PythonFacts,
    normalise_arch,
    wsl_version,
)
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog, CondaGpuBuild, CpuBuild, TfBuild
from wizard.core.plan import ROUTES, Plan, Wishes
from wizard.core.planner import apply_fix, make_plan

CATALOG = load_catalog()
VERSIONS = sorted({v for row in CATALOG.tensorflow for v in row.versions}, key=Version)
SERIES = sorted({".".join(v.split(".")[:2]) for v in VERSIONS}, key=Version)
PYTHONS = ["2.7", "3.5", "3.6", "3.7", "3.8", "3.9", "3.10", "3.11", "3.12", "3.13"]
CCS = [
    "3.0",
    "3.5",
    "3.7",
    "5.0",
    "5.2",
    "5.3",
    "6.0",
    "6.1",
    "7.0",
    "7.2",
    "7.5",
    "8.0",
    "8.6",
    "8.7",
    "8.9",
    "9.0",
    "10.0",
    "12.0",
]
DRIVERS = [
    "384.81",
    "385.54",
    "410.48",
    "411.31",
    "418.39",
    "418.96",
    "450.51.05",
    "451.48",
    "450.80.02",
    "452.39",
    "457.20",
    "460.32.03",
    "461.33",
    "470.82.01",
    "520.61.05",
    "525.60.13",
    "527.41",
    "528.33",
    "535.104.05",
    "546.12",
    "555.42.06",
    "570.124.06",
    "580.65.06",
]
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
# Deliver 2: GUI words carry no route ids, rule/source ids or command-line flags (``wsl --set-version`` is a
# Windows command the user types, not an option of this wizard).
ROUTE_ID = re.compile(r"(?<![\w-])(windows-native|windows-isolated|wsl2|linux|cpu)(?![\w-])")
SHORTHAND = re.compile(r"(?<![\w-])(R\d|S\d{1,2}|--[a-z-]+)(?![\w-])")


def _driver() -> st.SearchStrategy[str | None]:
    made_up = st.builds(lambda a, b: f"{a}.{b:02d}", st.integers(300, 620), st.integers(0, 99))
    return st.one_of(st.none(), st.sampled_from(DRIVERS), made_up)


@st.composite
def machines(draw: st.DrawFn) -> MachineFacts:
    kind = draw(st.sampled_from(["windows", "linux", "wsl", "macos"]))
    glibc = draw(st.sampled_from(["2.12", "2.17", "2.23", "2.27", "2.31", "2.35", "2.39"]))
    build = draw(st.sampled_from(["17134", "19041", "19044", "19045", "22631", ""]))
    arch = draw(st.sampled_from(["x86_64", "x86_64", "arm64", "aarch64"]))
    os_facts = {
        "windows": OsFacts(family="windows", build=build),
        "linux": OsFacts(family="linux", glibc=glibc, arch=arch),
        "wsl": OsFacts(family="linux", glibc=glibc, wsl=True, windows_build=build or None,
                       wsl_version=draw(st.sampled_from([None, 1, 2]))),
        "macos": OsFacts(family="macos", arch=draw(st.sampled_from(["x86_64", "arm64"]))),
    }[kind]
    driver = draw(_driver())
    return MachineFacts(
        os=os_facts,
        cpu=CpuFacts(avx=draw(st.booleans()) or draw(st.booleans()), avx2=draw(st.booleans())),
        driver=DriverFacts(driver) if driver else None,
        gpus=tuple(
            GpuFacts(f"GPU {i}", cc) for i, cc in enumerate(draw(st.lists(st.sampled_from(CCS), max_size=2)))
        ),
        python=PythonFacts(draw(st.sampled_from(PYTHONS)) + ".1"),
        conda=(CondaFacts("conda.exe"),) if draw(st.booleans()) else (),
    )


def wishes() -> st.SearchStrategy[Wishes]:
    return st.builds(
        Wishes,
        tensorflow=st.one_of(st.just("newest"), st.sampled_from(SERIES), st.sampled_from(VERSIONS)),
        route=st.one_of(st.none(), st.sampled_from(ROUTES)),
        python=st.one_of(st.none(), st.sampled_from(PYTHONS)),
        allow_driver_upgrade=st.booleans(),
    )


def _row(catalog: Catalog, os_name: str, version: str) -> TfBuild | None:
    base = "2.15.0" if version == "2.15.0.post1" and os_name == "windows" else version
    return next((r for r in catalog.tensorflow if r.os == os_name and base in r.versions), None)


def _at_least(found: str, needed: str) -> bool:
    return Version(found) >= Version(needed)


def _cc(text: str) -> tuple[int, int]:
    major, minor = text.split(".")
    return int(major), int(minor)


def check_route_and_os(plan: Plan, facts: MachineFacts) -> None:
    family, wsl = facts.os.family, facts.os.wsl
    allowed = {
        "windows-native": family == "windows",
        "windows-isolated": family == "windows",  # py-rattler makes the env: no conda needed
        "linux": family == "linux" and not wsl,
        "wsl2": family == "windows" or wsl,
        "cpu": True,
    }
    assert allowed[plan.route], plan.route
    if plan.route == "wsl2":
        build = facts.os.windows_build if wsl else facts.os.build
        assert not build or int(build) >= 19044


def cpu_rows(facts: MachineFacts, version: str) -> list[CpuBuild]:
    """The CPU wheel rows of this machine's own OS and architecture (WSL is Linux)."""
    arch = normalise_arch(facts.os.arch)
    return [r for r in CATALOG.cpu_builds if r.os == facts.os.family and r.arch == arch and version in r.versions]


def check_package(plan: Plan, version: str, facts: MachineFacts) -> None:
    assert plan.tensorflow is not None
    requirement = plan.tensorflow.requirement
    if plan.route == "cpu":
        rows = cpu_rows(facts, version)
        with_cpu_build = [r for r in rows if r.package == "tensorflow-cpu" and plan.python in r.python]
        expected = "tensorflow-cpu" if with_cpu_build else "tensorflow"
        assert requirement == f"{expected}=={version}"
    elif plan.route in ("linux", "wsl2") and Version(version) >= Version("2.14"):
        assert requirement.startswith("tensorflow[and-cuda]==") and not requirement.endswith("==2.15.0")
    else:
        expected = "tensorflow-gpu" if Version(version) < Version("2.1") else "tensorflow"
        assert requirement == f"{expected}=={version}"
    assert not (requirement.startswith("tensorflow-gpu") and Version(version) >= Version("2.12"))
    assert not (plan.route.startswith("windows") and "[and-cuda]" in requirement)


def check_cudnn(plan: Plan, row: TfBuild) -> None:
    assert plan.cudnn is not None
    if plan.tensorflow and "[and-cuda]" in plan.tensorflow.requirement:
        assert plan.cudnn == row.cudnn
        return
    if plan.route == "windows-isolated":
        channel = {r.name: r.versions for r in CATALOG.conda if r.os == "windows"}
        fitting = [v for v in channel["cudnn"] if Version(v).major == Version(row.cudnn_min).major
                   and _at_least(v, row.cudnn_min)]
        assert plan.cudnn == min(fitting, key=Version) and row.cuda in channel["cudatoolkit"]
        assert plan.conda_packages == (f"cudatoolkit={row.cuda}", f"cudnn={plan.cudnn}")
        return
    release = next(r for r in CATALOG.cudnn if r.version == plan.cudnn)
    assert Version(release.version).major == Version(row.cudnn_min).major
    assert _at_least(release.version, row.cudnn_min)
    assert row.cuda in release.cuda or str(Version(row.cuda).major) in release.cuda


def check_gpu(plan: Plan, facts: MachineFacts, row: TfBuild) -> None:
    codes_in_row = [_cc(x) for x in (*row.sass, *row.ptx)]

    def jit_fails(cc: tuple[int, int]) -> bool:
        return str(cc[0]) in row.jit_fails

    def native(cc: tuple[int, int]) -> bool:
        if not codes_in_row:
            return not jit_fails(cc)  # no recorded list: trusted, except for a family marked as failing
        return any(c[0] == cc[0] and c[1] <= cc[1] for c in codes_in_row)

    def by_ptx(cc: tuple[int, int]) -> bool:
        return any(_cc(p) <= cc for p in row.ptx) or (not codes_in_row and jit_fails(cc))

    ccs = [_cc(g.compute_capability) for g in facts.gpus if _cc(g.compute_capability) >= _cc(row.min_cc)]
    major = next(m for m in CATALOG.cuda_majors if m.major == Version(row.cuda).major)
    ccs = [cc for cc in ccs if cc >= _cc(major.min_cc)]
    assert any(native(cc) or by_ptx(cc) for cc in ccs)
    safe = any(native(cc) or (by_ptx(cc) and not jit_fails(cc)) for cc in ccs)
    codes = {w.code for w in plan.warnings}
    if any(not native(cc) and by_ptx(cc) and not (jit_fails(cc) and safe) for cc in ccs):
        assert codes & {"ptx-jit", "experimental"}
    if any((not native(cc) and not by_ptx(cc)) or (not native(cc) and jit_fails(cc) and safe) for cc in ccs):
        assert "gpu-ignored" in codes


def check_driver(plan: Plan, facts: MachineFacts, row: TfBuild) -> None:
    if any(step.id == "upgrade-driver" for step in plan.steps):
        return
    assert facts.driver is not None
    have, column = facts.driver.version, "linux" if plan.route == "linux" else "windows"
    series = [r for r in CATALOG.cuda if ".".join(r.version.split(".")[:2]) == row.cuda]
    full = any(
        getattr(r, f"driver_{column}") and _at_least(have, getattr(r, f"driver_{column}")) for r in series
    )
    major = next(m for m in CATALOG.cuda_majors if m.major == Version(row.cuda).major)
    floor = getattr(major, f"mvc_{column}")
    if floor and plan.route == "wsl2" and major.major == 12:
        floor = max(floor, "528.33", key=Version)
    assert full or (major.major >= 11 and floor is not None and _at_least(have, floor))


def check_gpu_plan_only_where_a_cuda_build_exists(plan: Plan, facts: MachineFacts) -> None:
    """A GPU plan needs a CUDA build for the OS *and* the processor (S6-S9), and WSL 2 inside WSL."""
    if plan.route == "cpu":
        return
    assert facts.os.family in ("windows", "linux") and wsl_version(facts.os) != 1
    os_name = "windows" if plan.route.startswith("windows") else "linux"
    arch = normalise_arch(facts.os.arch)
    assert plan.tensorflow is not None
    conda_row = conda_gpu_row(plan)
    if conda_row is not None:
        assert plan.route in conda_row.routes and arch == conda_row.arch
        return
    assert any(r.os == os_name and r.arch == arch and _base(plan.tensorflow.version) in r.versions
               for r in CATALOG.tensorflow)


def relies_on_a_failing_path(plan: Plan, facts: MachineFacts) -> bool:
    """True when every GPU TensorFlow could use runs only through a PTX JIT the catalog marks as failing."""
    if plan.route == "cpu" or plan.tensorflow is None:
        return False
    conda_row = conda_gpu_row(plan)
    if conda_row is not None:
        return not all(conda_native(conda_row, _cc(g.compute_capability)) for g in facts.gpus)
    row = _row(CATALOG, "windows" if plan.route.startswith("windows") else "linux", plan.tensorflow.version)
    assert row is not None
    major = next(m for m in CATALOG.cuda_majors if m.major == Version(row.cuda).major)
    floor = max(_cc(row.min_cc), _cc(major.min_cc))
    ccs = [_cc(g.compute_capability) for g in facts.gpus if _cc(g.compute_capability) >= floor]
    native = [cc for cc in ccs if any(_cc(x)[0] == cc[0] and _cc(x) <= cc for x in (*row.sass, *row.ptx))
              or (not row.sass and str(cc[0]) not in row.jit_fails)]
    return bool(ccs) and not native and all(str(cc[0]) in row.jit_fails for cc in ccs)


def _base(version: str) -> str:
    return version


def conda_gpu_row(plan: Plan) -> CondaGpuBuild | None:
    """The conda GPU build a plan's env is made from (conda_gpu.json), if any."""
    return next((row for row in CATALOG.conda_gpu if row.spec in plan.conda_packages), None)


def conda_native(row: CondaGpuBuild, cc: tuple[int, int]) -> bool:
    return any(_cc(x)[0] == cc[0] and _cc(x) <= cc for x in row.sass)


def check_conda_gpu_plan(plan: Plan, facts: MachineFacts, row: CondaGpuBuild) -> None:
    """conda-forge's build: its route, Python, CUDA and driver floor; native code for every GPU; no pip
    TensorFlow; proved on the card before it is kept; only where no official package has code for the cards."""
    assert plan.tensorflow is not None and plan.tensorflow.requirement == ""
    assert (plan.tensorflow.package, plan.tensorflow.version) == (row.package, row.version)
    assert plan.route in row.routes and plan.python in row.python and f"python={plan.python}" in plan.conda_packages
    assert plan.cuda == row.cuda and plan.driver_min == row.driver_min and plan.downloads == ()
    assert facts.gpus and all(conda_native(row, _cc(g.compute_capability)) for g in facts.gpus)
    official = [r for r in CATALOG.tensorflow if r.os == "linux"]
    assert all(any(str(_cc(g.compute_capability)[0]) in r.jit_fails for r in official) for g in facts.gpus)
    ids = [step.id for step in plan.steps]
    assert ids[-3:] == ["verify", "prove-gpu", "report"] and "install-tensorflow" not in ids
    if "upgrade-driver" not in ids:
        assert facts.driver is not None
        assert _at_least(facts.driver.version, row.driver_min) or (
            facts.driver.version in ("", "0") and _at_least(facts.driver.cuda or "0", row.cuda))


def check_working_plan(plan: Plan, facts: MachineFacts) -> None:
    assert plan.tensorflow is not None and plan.python is not None
    version = plan.tensorflow.version
    assert version in VERSIONS
    check_route_and_os(plan, facts)
    conda_row = conda_gpu_row(plan)
    if conda_row is not None:
        check_conda_gpu_plan(plan, facts, conda_row)
        return
    check_package(plan, version, facts)
    row: TfBuild | CpuBuild | None
    if plan.route == "cpu":
        row = next(r for r in cpu_rows(facts, version) if plan.python in r.python)
        assert plan.cuda is None and plan.cudnn is None and plan.downloads == ()
    else:
        row = _row(CATALOG, "windows" if plan.route.startswith("windows") else "linux", version)
        assert row is not None and plan.cuda == row.cuda and facts.gpus
        check_cudnn(plan, row)
        check_gpu(plan, facts, row)
        check_driver(plan, facts, row)
    assert row is not None and plan.python in row.python
    if facts.os.family == "linux" and row.os == "linux" and facts.os.glibc and row.glibc_min:
        assert _at_least(facts.os.glibc, row.glibc_min)
    if normalise_arch(facts.os.arch) == "x86_64":
        assert facts.cpu.avx or not row.avx
        assert facts.cpu.avx2 or not row.avx2
    check_downloads(plan)
    assert plan.steps and plan.steps[-1].id == "report"


def check_downloads(plan: Plan) -> None:
    known = {(a.file, a.url) for r in CATALOG.cuda for a in r.installers}
    known |= {(a.file, a.url) for r in CATALOG.cudnn for a in r.archives}
    assert all((d.file, d.url) in known for d in plan.downloads)


def check_any_plan(plan: Plan) -> None:
    assert all(re.fullmatch(r"R\d", r.rule) and r.why and r.source_ids for r in plan.reasons)
    assert all(s.startswith("S") for r in plan.reasons for s in r.source_ids)
    texts = [plan.summary, *(r.choice for r in plan.reasons), *(r.why for r in plan.reasons)]
    texts += [w.message for w in plan.warnings] + [t for b in plan.blockers for t in (b.message, b.fix)]
    for text in texts:
        assert not ROUTE_ID.search(text) and not SHORTHAND.search(text.replace("wsl --set-version", "")), text
    for blocker in plan.blockers:
        assert KEBAB.match(blocker.code) and blocker.message and blocker.fix
    if not plan.ok:
        assert not plan.steps and not plan.downloads


MAXWELL_50 = MachineFacts(
    os=OsFacts(family="linux", glibc="2.31"),
    driver=DriverFacts("450.80.02"),
    gpus=(GpuFacts("GTX 750 Ti", "5.0"),),
    python=PythonFacts("3.8.10"),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(facts=machines(), wish=wishes())
@example(facts=MAXWELL_50, wish=Wishes(tensorflow="2.3"))  # the one "no kernel image" case in the catalog
@example(facts=MAXWELL_50, wish=Wishes(tensorflow="2.21", route="linux"))
def test_every_plan_and_every_alternative_obeys_every_rule(facts: MachineFacts, wish: Wishes) -> None:
    plan = make_plan(facts, wish, CATALOG)
    check_any_plan(plan)
    if plan.ok:
        check_working_plan(plan, facts)
        check_gpu_plan_only_where_a_cuda_build_exists(plan, facts)
    for alternative in plan.alternatives:
        assert alternative.ok and alternative.alternatives == ()
        check_any_plan(alternative)
        check_working_plan(alternative, facts)
        check_gpu_plan_only_where_a_cuda_build_exists(alternative, facts)


BLACKWELL = MachineFacts(
    os=OsFacts(family="linux", glibc="2.39"),
    driver=DriverFacts("570.133.07"),
    gpus=(GpuFacts("RTX 5090", "12.0"),),
    python=PythonFacts("3.12.3"),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(facts=machines(), wish=wishes())
@example(facts=BLACKWELL, wish=Wishes())
@example(facts=BLACKWELL, wish=Wishes(route="linux"))
def test_no_recommended_plan_relies_on_a_path_the_catalog_marks_as_failing(facts: MachineFacts, wish: Wishes) -> None:
    """Blackwell PTX JIT (jit_fails): never the recommendation; only an experimental alternative, last."""
    plan = make_plan(facts, wish, CATALOG)
    assert not plan.experimental and not (plan.ok and relies_on_a_failing_path(plan, facts))
    for index, alternative in enumerate(plan.alternatives):
        failing = relies_on_a_failing_path(alternative, facts)
        assert alternative.experimental == failing
        assert not failing or index == len(plan.alternatives) - 1
        assert failing == ("experimental" in {w.code for w in alternative.warnings})


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(facts=machines(), wish=wishes())
@example(facts=BLACKWELL, wish=Wishes(route="linux"))
@example(facts=MAXWELL_50, wish=Wishes(tensorflow="2.3"))
def test_every_fix_offered_re_plans_to_a_working_plan(facts: MachineFacts, wish: Wishes) -> None:
    """Apply each structured fix to the facts or the wishes and plan again: it must work (issue 7, item 5)."""
    plan = make_plan(facts, wish, CATALOG)
    for blocker in plan.blockers:
        for fix in blocker.fixes:
            fixed_facts, fixed_wishes = apply_fix(fix, facts, wish)
            again = make_plan(fixed_facts, fixed_wishes, CATALOG)
            assert again.ok and not again.experimental, (blocker.code, fix)


@settings(max_examples=60, deadline=None)
@given(facts=machines(), wish=wishes())
def test_planning_is_deterministic(facts: MachineFacts, wish: Wishes) -> None:
    assert make_plan(facts, wish, CATALOG) == make_plan(facts, wish, CATALOG)


@settings(max_examples=100, deadline=None)
@given(facts=machines())
def test_a_gpu_route_is_never_offered_to_a_machine_without_a_gpu(facts: MachineFacts) -> None:
    plan = make_plan(MachineFacts(os=facts.os, cpu=facts.cpu, python=facts.python), Wishes(), CATALOG)
    assert all(p.route == "cpu" for p in (plan, *plan.alternatives) if p.ok)
