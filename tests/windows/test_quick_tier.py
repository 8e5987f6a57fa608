"""The quick Windows tier (tests/windows/tier-quick.txt) is exactly the files whose code takes a Windows path."""

from __future__ import annotations

from tests.windows import quick_tier


def test_the_quick_tier_lists_every_file_that_takes_a_windows_path_and_no_other() -> None:
    listed = quick_tier.tier_entries(quick_tier.QUICK_TIER)
    wanted = quick_tier.quick_tier()
    missing, extra = sorted(set(wanted) - set(listed)), sorted(set(listed) - set(wanted))
    assert not missing and not extra, (
        f"missing {missing}, not wanted {extra}: "
        f"run `python -m tests.windows.quick_tier > tests/windows/{quick_tier.QUICK_TIER.name}`"
    )


def test_the_os_branching_modules_include_the_seam_and_the_windows_env_writer() -> None:
    branching = quick_tier.modules_that_branch_on_the_os()
    assert {"wizard.platform", "wizard.platform.registry", "wizard.core.envvars.windows_env"} <= branching
    assert "wizard.core.planner" not in branching  # the planner reads facts; it never asks the OS


def test_a_core_test_importing_a_branching_module_is_quick_and_a_pure_one_is_not() -> None:
    source = ("from wizard.basics import i18n\nimport wizard.platform\n"
              "from wizard.platform.registry import (\n    A,\n)\n")
    assert quick_tier.imported_names(source) == {
        "wizard.basics", "wizard.basics.i18n", "wizard.platform", "wizard.platform.registry",
        "wizard.platform.registry.A"}
    quick = quick_tier.quick_tier()
    assert "tests/core/by_hand/test_manual_windows_native.py" in quick  # imports wizard.platform.registry
    assert "tests/gui/test_page_flow.py" in quick  # the GUI always runs
    assert any(entry.startswith("tests/core/") for entry in quick_tier.tier_entries(quick_tier.FULL_TIER)
               if entry not in quick)  # the Qt-free, OS-free core files wait for the full tier
    assert "tests/windows/test_quick_tier.py" in quick_tier.tier_entries(quick_tier.FULL_TIER)


def test_every_file_of_the_fast_suite_is_in_the_full_tier() -> None:
    """27 test files of issues 29-33 had never joined tier.txt, so the Windows Python never ran them (two failed
    there when they did): a new file with a fast test now fails here until it is listed."""
    listed = {entry.split("::", 1)[0] for entry in quick_tier.tier_entries(quick_tier.FULL_TIER)}
    missing = [entry for entry in quick_tier.files_the_full_tier_needs() if entry not in listed]
    assert not missing, f"add to tests/windows/tier.txt (see tests/windows/known-failures.txt): {missing}"


def test_a_file_is_fast_unless_every_test_of_it_is_marked_slow() -> None:
    fast = quick_tier.has_fast_tests
    assert fast("def test_a():\n    pass\n")
    assert not fast("import pytest\npytestmark = pytest.mark.slow\ndef test_a():\n    pass\n")
    assert not fast("import pytest\npytestmark = [pytest.mark.qt, pytest.mark.slow]\ndef test_a():\n    pass\n")
    assert not fast("@pytest.mark.slow\n@pytest.mark.timeout(9)\ndef test_a():\n    pass\ndef helper():\n    pass\n")
    assert fast("@pytest.mark.slow\ndef test_a():\n    pass\ndef test_b():\n    pass\n")
    assert fast("class TestA:\n    def test_b(self):\n        pass\n")
    assert not fast("@pytest.mark.slow\nclass TestA:\n    def test_b(self):\n        pass\n")
    assert not fast("pytestmark = pytest.mark.skipif(True, reason='x')\n")  # no test at all
