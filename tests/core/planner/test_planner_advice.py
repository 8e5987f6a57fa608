"""Issue 7, "known wrong answers" 1-9: each a planner rule, checked on machine profiles and the real catalog.

The profiles in ``tests/fixtures/facts`` are facts documents as ``tfgpu-wizard probe --json`` writes them;
their GPU values are typed in from the real cards (this test machine has no GPU, no Mac, no WSL).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from wizard.basics import i18n
from wizard.basics.facts import DriverFacts, MachineFacts, OsFacts, facts_from_dict, load_facts, wsl_version
from wizard.core.catalog.load import load_catalog
from wizard.core.plan import ROUTES, Fix, Plan, Wishes, plan_from_dict
from wizard.core.planner import apply_fix, make_plan
from wizard.core.planner.advice import render_fix, render_fixes, route_name

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
CATALOG = load_catalog()


def plan(profile: str, **wishes: object) -> Plan:
    return make_plan(load_facts(FACTS / profile), Wishes(**wishes), CATALOG)  # type: ignore[arg-type]


def codes(result: Plan) -> set[str]:
    return {b.code for b in result.blockers}


def warnings(result: Plan) -> set[str]:
    return {w.code for w in result.warnings}


def assert_every_fix_replans_ok(profile: str, result: Plan, **wishes: object) -> None:
    facts = load_facts(FACTS / profile)
    for blocker in result.blockers:
        for fix in blocker.fixes:
            fixed_facts, fixed_wishes = apply_fix(fix, facts, Wishes(**wishes))  # type: ignore[arg-type]
            assert make_plan(fixed_facts, fixed_wishes, CATALOG).ok, (blocker.code, fix)


# --- 1. Blackwell: no official package has code for it; on Windows itself the recommendation is the CPU ------
# plan (conda-forge's GPU build, tests/core/planner/test_planner_conda_gpu.py, is Linux and WSL2 only)


def test_blackwell_on_windows_itself_is_recommended_the_cpu_plan_with_the_gpu_plan_experimental_and_last() -> None:
    result = plan("windows-rtx5080-blackwell.json")
    assert result.ok and result.route == "cpu" and not result.experimental
    assert "no-windows-build-for-this-card" in warnings(result)
    experimental = [a for a in result.alternatives if a.experimental]
    assert experimental == [result.alternatives[-1]]
    assert experimental[0].route != "cpu" and "experimental" in warnings(experimental[0])


def test_blackwell_with_the_native_windows_route_chosen_is_blocked_with_the_cpu_fix() -> None:
    result = plan("windows-rtx5080-blackwell.json", route="windows-native")
    assert codes(result) == {"gpu-jit-known-to-fail"}
    assert [f.params for f in result.blockers[0].fixes] == [{"route": "cpu"}, {"route": "wsl2"}]
    assert_every_fix_replans_ok("windows-rtx5080-blackwell.json", result, route="windows-native")


# --- 2. Architecture: a GPU plan only where a CUDA build exists for that OS and processor -----------------


def test_linux_aarch64_gets_the_cpu_only_builds_and_says_what_the_gpu_options_are() -> None:
    result = plan("linux-gh200-aarch64.json")
    assert result.ok and result.route == "cpu" and "no-gpu-build-for-arch" in warnings(result)
    assert result.tensorflow and result.tensorflow.requirement == "tensorflow==2.21.0"  # no tensorflow-cpu there
    message = next(w.message for w in result.warnings if w.code == "no-gpu-build-for-arch")
    assert "container" in message and "ARM" in message
    forced = plan("linux-gh200-aarch64.json", route="linux")
    assert codes(forced) == {"no-gpu-build-for-arch"} and not any(a.route == "linux" for a in forced.alternatives)


# --- 3. macOS: CPU wheels of the machine's own architecture ---------------------------------------------


def test_an_intel_mac_gets_2_16_2_the_last_release_with_macos_x86_64_wheels() -> None:
    result = plan("macos-intel-x86_64.json")
    assert result.ok and result.route == "cpu"
    assert result.tensorflow and result.tensorflow.requirement == "tensorflow-cpu==2.16.2"
    assert codes(plan("macos-intel-x86_64.json", tensorflow="2.21")) == {"no-cpu-build"}


def test_an_apple_silicon_mac_gets_the_newest_arm64_wheel_for_a_python_it_has() -> None:
    result = plan("macos-apple-silicon-arm64.json")
    assert result.ok and result.tensorflow and result.tensorflow.requirement == "tensorflow==2.21.0"
    assert result.python == "3.13"  # macOS's own 3.9 has no 2.21 wheel (S8)
    assert codes(plan("macos-apple-silicon-arm64.json", tensorflow="2.12")) == {"no-cpu-build"}  # arm64 from 2.13
    assert codes(plan("macos-apple-silicon-arm64.json", route="linux")) >= {"no-gpu-support-on-this-os"}


# --- 4. PTX-only GPUs need a driver at least as new as the toolkit that produced the PTX -----------------


def test_a_ptx_only_gpu_on_an_older_driver_is_blocked_with_a_newer_driver_or_a_native_release() -> None:
    result = plan("linux-h100-ptx-older-driver.json", tensorflow="2.15")
    assert "ptx-needs-newer-driver" in codes(result)
    fixes = next(b for b in result.blockers if b.code == "ptx-needs-newer-driver").fixes
    assert {"allow-driver-upgrade", "upgrade-driver", "choose-tensorflow"} <= {f.kind for f in fixes}
    assert {f.params.get("driver") for f in fixes if "driver" in f.params} == {"535.104.05"}  # CUDA 12.2.2
    assert_every_fix_replans_ok("linux-h100-ptx-older-driver.json", result, tensorflow="2.15")
    assert plan("linux-h100-ptx-older-driver.json").ok  # 2.21 has native Hopper code: MVC is fine


# --- 5. Fixes that cannot help are never offered ----------------------------------------------------------


def test_a_kepler_card_is_never_told_to_upgrade_its_driver_for_a_cuda_12_build() -> None:
    facts = load_facts(FACTS / "linux-k40-kepler-driver-470.json")
    result = make_plan(facts, Wishes(tensorflow="2.15"), CATALOG)
    assert "gpu-below-minimum-cc" in codes(result)
    offered = [f for b in result.blockers for f in b.fixes]
    assert offered and not any(f.kind in ("upgrade-driver", "allow-driver-upgrade") for f in offered)
    assert all("driver" not in b.fix.lower() for b in result.blockers)
    assert {"tensorflow": "2.14.1"} in [f.params for f in offered]


def test_a_kepler_card_with_a_very_old_driver_is_told_the_driver_for_a_release_it_can_run() -> None:
    """Every release is blocked: the one explained is the newest that fits the card (2.14.1), not 2.21."""
    facts = replace(load_facts(FACTS / "linux-k40-kepler-driver-470.json"), driver=DriverFacts("370.28"))
    result = make_plan(facts, Wishes(), CATALOG)
    assert not result.ok and codes(result) == {"driver-too-old"}
    assert result.tensorflow and result.tensorflow.version == "2.14.1"
    assert {f.params.get("driver") for f in result.blockers[0].fixes if f.kind == "upgrade-driver"} == {"450.80.02"}


def test_kepler_3_5_asking_for_the_newest_gets_the_last_release_that_supports_it() -> None:
    result = plan("windows-k40-kepler-newest.json")
    assert result.ok and result.tensorflow and result.tensorflow.version == "2.10.1"
    # No WSL2 alternative: CUDA in WSL2 needs the R495 driver series (S28), Kepler's last is R470 (S29)
    assert not any(a.route == "wsl2" for a in result.alternatives)


# --- 6. The CPU route installs tensorflow-cpu where it exists --------------------------------------------


@pytest.mark.parametrize(
    ("profile", "requirement"),
    [
        ("linux-no-gpu.json", "tensorflow-cpu==2.21.0"),
        ("gui_no_gpu_linux.json", "tensorflow-cpu==2.21.0"),
        ("macos-apple-silicon-arm64.json", "tensorflow==2.21.0"),
    ],
)
def test_the_cpu_route_installs_the_cpu_build_where_one_exists(profile: str, requirement: str) -> None:
    result = plan(profile)
    assert result.tensorflow and result.tensorflow.requirement == requirement
    assert next(r for r in result.reasons if r.key == "tensorflow").source in ("S26, S3", "S8, S3")


def test_tensorflow_cpu_rows_are_1_15_0_and_2_1_0_to_2_21_0_only() -> None:
    versions = {v for row in CATALOG.cpu_builds if row.package == "tensorflow-cpu" for v in row.versions}
    assert min(versions, key=lambda v: [int(x) for x in v.split(".")[:3]]) == "1.15.0"
    assert not any(v.startswith(("1.12", "1.13", "1.14", "2.0.")) for v in versions)
    oses = {(row.os, row.arch) for row in CATALOG.cpu_builds if row.package == "tensorflow-cpu"}
    assert oses == {("linux", "x86_64"), ("windows", "x86_64"), ("macos", "x86_64")}
    assert all(row.sources[0] == "S26" for row in CATALOG.cpu_builds if row.package == "tensorflow-cpu")


# --- 7. Conda pins the channel really has ----------------------------------------------------------------


def test_windows_isolated_tf_2_4_pins_cudnn_8_0_5_39_which_conda_forge_has_never_8_0_2() -> None:
    result = plan("windows-isolated-gtx1080-conda.json", tensorflow="2.4")
    assert result.ok and result.route == "windows-isolated"
    assert result.conda_packages == ("cudatoolkit=11.0", "cudnn=8.0.5.39")


def test_windows_isolated_python_comes_with_the_conda_env_not_from_the_pythons_on_this_computer() -> None:
    """S26: the isolated route's env is a conda env whose ``python`` package conda-forge brings, so the machine's
    Python 3.9 is no reason for the choice (it said "Python 3.9 is already on this computer"): the newest Python
    the release has a package for, said so."""
    facts = load_facts(FACTS / "windows-gtx1060-isolated-conda.json")
    assert "3.9" in {p.version[:3] for p in (facts.python, *facts.pythons) if p is not None}
    result = plan("windows-gtx1060-isolated-conda.json", tensorflow="2.10", route="windows-isolated")
    assert result.ok and result.route == "windows-isolated" and result.python == "3.10"
    why = next(r.why for r in result.reasons if r.key == "python")
    assert "comes with the conda environment" in why and "already on this computer" not in why


def test_windows_isolated_tf_1_12_is_blocked_since_conda_forge_has_no_cuda_9_0() -> None:
    result = plan("windows-isolated-gtx1080-conda.json", tensorflow="1.12", route="windows-isolated")
    assert codes(result) == {"conda-has-no-cuda"}
    offered = [f.params for f in result.blockers[0].fixes]
    assert {"route": "windows-native"} in offered and any("tensorflow" in p for p in offered)
    assert_every_fix_replans_ok("windows-isolated-gtx1080-conda.json", result, tensorflow="1.12",
                                route="windows-isolated")
    automatic = plan("windows-isolated-gtx1080-conda.json", tensorflow="1.12")
    assert automatic.ok and automatic.route == "windows-native"


def test_every_conda_pin_of_every_windows_build_is_a_build_the_channel_has() -> None:
    channel = {row.name: set(row.versions) for row in CATALOG.conda if row.os == "windows"}
    facts = load_facts(FACTS / "windows-isolated-gtx1080-conda.json")
    for version in sorted({v for row in CATALOG.tensorflow if row.os == "windows" for v in row.versions}):
        result = make_plan(facts, Wishes(tensorflow=version, route="windows-isolated"), CATALOG)
        for spec in result.conda_packages:
            name, _, pinned = spec.partition("=")
            assert pinned in channel[name], (version, spec)


# --- 8. WSL 1 is not WSL2 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kernel", "version"),
    [("4.4.0-22631-Microsoft", 1), ("4.4.0-19041-Microsoft", 1), ("5.15.153.1-microsoft-standard-WSL2", 2),
     ("6.6.36.6-microsoft-standard-WSL2+", 2), ("6.8.0-45-generic", None)],
)
def test_the_wsl_version_is_read_from_the_kernel_string(kernel: str, version: int | None) -> None:
    assert wsl_version(OsFacts(family="linux", wsl=True, build=kernel)) == version


def test_older_facts_without_a_wsl_version_still_read_and_count_as_unknown() -> None:
    data = json.loads((FACTS / "wsl2-rtx4090-driver-546.json").read_text(encoding="utf-8"))
    assert "wsl_version" not in data["os"]
    facts = facts_from_dict(data)
    assert facts.os.wsl_version is None and wsl_version(facts.os) is None


def test_wsl1_without_a_visible_gpu_gets_the_cpu_plan_saying_how_to_convert() -> None:
    result = plan("wsl1-gtx1660.json")
    assert result.ok and result.route == "cpu" and warnings(result) == {"wsl1-no-gpu"}
    assert "wsl --set-version" in result.warnings[0].message
    assert "wsl1-no-gpu" in codes(plan("wsl1-gtx1660.json", route="wsl2"))


def test_wsl1_facts_get_no_gpu_plan_and_the_set_version_fix_re_plans_ok() -> None:
    result = plan("wsl1-with-gpu-facts.json")
    assert codes(result) == {"wsl1-no-gpu"} and not any(a.route != "cpu" for a in result.alternatives)
    fix = result.blockers[0].fixes[0]
    assert (fix.kind, fix.params) == ("wsl-set-version", {"wsl_version": "2", "distro": "Ubuntu-22.04"})
    assert "wsl --set-version Ubuntu-22.04 2" in render_fix(fix, "gui")
    assert_every_fix_replans_ok("wsl1-with-gpu-facts.json", result)


# --- 9. Catalog notes stay true ----------------------------------------------------------------------------


def test_no_cuda_note_denies_a_sha256_that_the_row_has() -> None:
    for release in CATALOG.cuda:
        if any(a.sha256 for a in release.installers):
            assert not any("none is given" in note or "only known truncated" in note for note in release.notes)


def test_the_tf_2_3_note_agrees_with_the_rule_on_compute_capability_5_3() -> None:
    from wizard.core.planner.rules.gpu import judge_gpu

    for row in (r for r in CATALOG.tensorflow if "2.3.0" in r.versions):
        assert judge_gpu("5.3", row) == "native" and judge_gpu("5.0", row) == "no-kernels"
        assert not any("5.0/5.3" in note or re.search(r"5\.3 GPUs? fail", note) for note in row.notes)
        assert any("5.3 run the 5.2 SASS" in note for note in row.notes)


# --- Deliver 2: words a user understands -------------------------------------------------------------------


ROUTE_ID = re.compile(r"(?<![\w-])(windows-native|windows-isolated|wsl2|linux|cpu)(?![\w-])")
SHORTHAND = re.compile(r"(?<![\w-])(R\d|S\d{1,2}|--[a-z-]+)(?![\w-])")
WINDOWS_COMMAND = "wsl --set-version"  # a command the user types in Windows, not an option of this wizard


def user_texts(result: Plan) -> list[str]:
    texts = [result.summary, *(r.choice for r in result.reasons), *(r.why for r in result.reasons)]
    texts += [w.message for w in result.warnings]
    texts += [text for b in result.blockers for text in (b.message, b.fix)]
    texts += [render_fixes(b.fixes, "gui") for b in result.blockers if b.fixes]
    return texts + [text for a in result.alternatives for text in user_texts(a)]


@pytest.mark.parametrize("profile", sorted(p.name for p in FACTS.glob("*.json") if "invalid" not in p.name))
@pytest.mark.parametrize("wish", [{}, {"tensorflow": "2.16"}, {"tensorflow": "2.4", "route": "windows-isolated"}])
def test_user_text_has_no_rule_ids_source_ids_route_ids_or_cli_flags(profile: str, wish: dict[str, str]) -> None:
    result = plan(profile, **wish)
    for text in user_texts(result):
        assert text and not ROUTE_ID.search(text), text
        assert not SHORTHAND.search(text.replace(WINDOWS_COMMAND, "")), text
    assert all(re.fullmatch(r"R\d", r.rule) and r.source_ids and r.why for r in result.reasons)


def test_the_newest_on_windows_says_2_10_is_the_last_native_gpu_release() -> None:
    result = plan("windows-rtx2060-driver-457.json")
    why = next(r.why for r in result.reasons if r.key == "route")
    assert "2.10 is the last version with GPU support on Windows itself; 2.11 and later need WSL2" in why
    assert any(a.route == "wsl2" for a in result.alternatives)


def test_one_fix_has_a_gui_and_a_cli_rendering() -> None:
    fix = Fix("allow-driver-upgrade", {"allow_driver_upgrade": "true", "driver": "528.33"})
    assert render_fix(fix, "gui") == "Tick 'Allow a driver upgrade' (driver 528.33 or newer)"
    assert "--allow-driver-upgrade" in render_fix(fix, "cli")
    route = Fix("choose-route", {"route": "wsl2", "allow_driver_upgrade": "true"})
    expected = "Choose the setup 'WSL2 (Linux inside Windows)' and tick 'Allow a driver upgrade'"
    assert render_fix(route, "gui") == expected


def test_route_names_are_plain_words_in_both_languages() -> None:
    assert route_name("windows-isolated") == "Windows, CUDA inside the Python environment"
    i18n.set_language("zh_CN")
    try:
        names = {route: route_name(route) for route in ROUTES}
        assert all(not ROUTE_ID.search(name) for name in names.values())
        assert all(re.search(r"[\u4e00-\u9fff]", name) for route, name in names.items() if route != "linux")
    finally:
        i18n.set_language("en")


def test_reasons_and_blockers_read_in_chinese() -> None:
    i18n.set_language("zh_CN")
    try:
        result = plan("windows-rtx2060-driver-457.json", tensorflow="2.16")
        texts = [r.why for r in result.reasons]
        texts += [text for b in result.blockers for text in (b.message, b.fix)]
        assert all(re.search(r"[\u4e00-\u9fff]", text) for text in texts), texts
    finally:
        i18n.set_language("en")


def test_a_schema_1_plan_document_still_reads() -> None:
    """Plans written before issue 7 (rule text in ``rule``, no ``why``/``fixes``) read back with defaults."""
    old = {"schema": 1, "route": "cpu", "tensorflow": {"version": "2.10.1", "package": "tensorflow"},
           "python": "3.10", "cuda": None, "cudnn": None,
           "blockers": [{"code": "x", "message": "m", "fix": "f"}],
           "reasons": [{"choice": "c", "rule": "R6: text", "source": "S1 title"}]}
    read = plan_from_dict(old)
    assert read.blockers[0].fixes == () and read.reasons[0].why == "" and not read.experimental


def test_a_fix_applied_to_the_machine_changes_the_facts_not_the_wishes() -> None:
    facts = MachineFacts(os=OsFacts(family="linux", wsl=True, build="4.4.0-22631-Microsoft"))
    fixed, wishes = apply_fix(Fix("wsl-set-version", {"wsl_version": "2", "distro": "Ubuntu"}), facts, Wishes())
    assert wsl_version(fixed.os) == 2 and wishes == Wishes()
    upgraded, _ = apply_fix(Fix("upgrade-driver", {"driver": "550.54.14"}), replace(facts, driver=None), Wishes())
    assert upgraded.driver is not None and upgraded.driver.version == "550.54.14"


def test_every_reason_s_sources_resolve_to_catalog_sources_with_titles() -> None:
    result = plan("windows-rtx2060-driver-457.json")
    catalogued = {source.id: source for source in CATALOG.sources}
    for reason in result.reasons:
        assert all(catalogued[source].title for source in reason.source_ids)
    cuda = next(r for r in result.reasons if r.key == "cuda")
    assert any(catalogued[source].url.startswith("https://docs.nvidia.com/") for source in cuda.source_ids)
