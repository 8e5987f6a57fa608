"""Choose setup: version lists follow the chosen route, patches fold under their minor, plans that need
something the user lacks are amber with the reason, and "newest" on Windows says where GPU support ends."""

from __future__ import annotations

from collections.abc import Callable

from wizard.core.catalog.query import major_minor
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.setup_wizard import SetupWizard


def to_choose(wizard: SetupWizard) -> ChooseSetupPage:
    wizard.next()
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, ChooseSetupPage)
    return page


def versions(choose: ChooseSetupPage) -> list[str]:
    return [str(choose.tf_combo.itemData(i)) for i in range(1, choose.tf_combo.count())]


def choose_route(choose: ChooseSetupPage, route: str) -> None:
    choose.route_combo.setCurrentIndex(choose.route_combo.findData(route))


def test_the_version_list_follows_the_route_on_windows(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    choose = to_choose(wizard)
    choose_route(choose, "windows-native")
    native = versions(choose)
    assert native[0] == "2.10" and "2.11" not in native, "native Windows GPU builds end at 2.10"
    choose_route(choose, "wsl2")
    wsl = versions(choose)
    assert wsl[0] == "2.21" and "2.15" in wsl, "WSL2 offers every Linux release"
    choose_route(choose, "cpu")
    cpu = versions(choose)
    assert set(wsl) <= set(cpu) and set(native) <= set(cpu), "the CPU route runs every release here"
    assert wizard.session.wishes is not None and wizard.session.wishes.route == "cpu"


def test_patches_are_folded_under_their_minor_and_shown_on_demand(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    choose = to_choose(wizard)
    folded = versions(choose)
    assert len(folded) == len(set(folded)) and all(v.count(".") == 1 for v in folded)
    choose.tf_combo.setCurrentIndex(choose.tf_combo.findData("2.15"))
    plan = wizard.session.recommended
    assert plan is not None and plan.tensorflow is not None
    assert plan.tensorflow.version.startswith("2.15.") and plan.tensorflow.version != "2.15.0", \
        "2.15 picks a working patch by itself (2.15.0's [and-cuda] pins cannot resolve)"
    choose.patches_check.setChecked(True)
    patches = versions(choose)
    assert "2.15.1" in patches and "2.15.0" in patches and len(patches) > len(folded)
    assert {major_minor(v) for v in patches} == set(folded)
    assert choose.tf_combo.currentData() == plan.tensorflow.version, "the patch the planner picked is selected"
    choose.patches_check.setChecked(False)
    assert choose.tf_combo.currentData() == "2.15", "folded again: its series"


def test_plans_needing_what_the_user_lacks_are_amber_with_the_reason(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    choose = to_choose(wizard)
    texts, levels = choose.item_texts(), choose.item_levels
    assert choose.plans[0].route == "wsl2" and levels[0] == "ok", "WSL2 first, on Ubuntu 24.04's own Python 3.12"
    native = next(i for i, p in enumerate(choose.plans) if p.route == "windows-native")
    assert levels[native] == "warn" and "Python 3.10 is not installed on Windows" in texts[native], (
        "the 4070 has Python 3.12 only")
    cpu = next(i for i, p in enumerate(choose.plans) if p.route == "cpu")
    assert levels[cpu] == "ok" and "⚠" not in texts[cpu], "Python 3.12 is there for the CPU plan"
    choose.driver_check.setChecked(True)
    upgrade = [i for i, p in enumerate(choose.plans) if any(s.id == "upgrade-driver" for s in p.steps)]
    assert all("driver" not in choose.item_texts()[i] for i in upgrade), "allowed: no longer a reason"


def test_newest_on_windows_says_where_native_gpu_support_ends(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    choose = to_choose(wizard)
    assert not choose.newest_label.isHidden()
    assert "2.10" in choose.newest_label.text() and "WSL2" in choose.newest_label.text()
    assert any(plan.route == "wsl2" for plan in choose.plans), "the WSL2 plan is among the alternatives"
    choose.tf_combo.setCurrentIndex(choose.tf_combo.findData("2.9"))
    assert choose.newest_label.isHidden(), "only for the wish 'newest'"


def test_newest_on_linux_says_nothing_about_windows(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    choose = to_choose(wizard)
    assert choose.newest_label.isHidden()


def test_newest_says_nothing_about_wsl2_when_no_gpu_plan_works(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_kepler_windows.json")
    choose = to_choose(wizard)
    assert not any(plan.ok and plan.route != "cpu" for plan in choose.plans)
    assert choose.newest_label.isHidden()
