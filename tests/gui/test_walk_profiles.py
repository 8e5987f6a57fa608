"""Walking the first three pages for several machine profiles, with screenshots under artifacts/gui/."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.gui.conftest import FACTS_DIR
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.pages.welcome_page import WelcomePage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.widgets.cards import NoticeCard

Shoot = Callable[[SetupWizard, str], Path]


def levels_by_key(page: SystemCheckPage) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for row in page.rows:
        found.setdefault(row.finding.key, []).append(row.finding.level)
    return found


def walk_to_choose(wizard: SetupWizard, shoot: Shoot, name: str) -> tuple[SystemCheckPage, ChooseSetupPage]:
    shoot(wizard, f"{name}-1-welcome")
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage)
    assert wizard.currentPage() is check
    assert check.isComplete(), "after the probe the user can go on"
    shoot(wizard, f"{name}-2-system-check")
    wizard.next()
    choose = wizard.page_of(ChooseSetupPage)
    assert isinstance(choose, ChooseSetupPage)
    assert wizard.currentPage() is choose
    shoot(wizard, f"{name}-3-choose-setup")
    return check, choose


def test_the_welcome_page_lists_seven_steps_and_both_languages(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    welcome = wizard.currentPage()
    assert isinstance(welcome, WelcomePage)
    assert len(welcome.step_labels) == 7
    assert all(label.text() for label in welcome.step_labels)
    combo = welcome.language_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["English", "简体中文"]


def test_a_machine_without_gpu_shows_no_driver_and_no_gpu_as_information_and_plans(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    check, choose = walk_to_choose(wizard, shoot, "no-gpu")
    levels = levels_by_key(check)
    assert levels["driver"] == ["info"] and levels["gpu"] == ["info"], "a normal result (issue 29)"
    assert levels["os"] == ["ok"] and levels["cpu"] == ["ok"]
    assert "note:nvml-missing" in levels, "probe notes are shown as findings"
    plan = wizard.session.plan
    assert plan is not None and plan is choose.plans[0], "the recommended plan is preselected"
    assert choose.isComplete() == plan.ok


def test_rtx_2060_on_windows_with_driver_457_shows_the_cuda_the_driver_supports(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("gui_rtx2060_windows_457.json")
    check, choose = walk_to_choose(wizard, shoot, "rtx2060-win")
    rows = {row.finding.key: row for row in check.rows}
    assert "457.20" in rows["driver"].finding.text and "11.1" in rows["driver"].finding.text
    assert rows["gpu"].finding.level == "ok" and "7.5" in rows["gpu"].finding.text
    levels = levels_by_key(check)
    assert levels["path"] == ["warn"], "a missing folder on PATH is amber"
    assert levels["long-paths"] == ["warn"]
    plan = wizard.session.plan
    assert plan is not None and plan.ok, "a 2060 with driver 457.20 has a working plan"
    assert plan.route != "cpu"
    assert choose.isComplete()
    labels = [line.label for line in choose.plan_view.table.lines]
    assert labels[:6] == ["Route", "TensorFlow", "Python", "CUDA", "cuDNN", "NVIDIA driver"]
    assert all(line.reasons for line in choose.plan_view.table.lines[1:5]), "every version has its reason"


def test_rtx_3090_on_linux_is_all_green(make_wizard: Callable[..., SetupWizard], shoot: Shoot) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    check, choose = walk_to_choose(wizard, shoot, "rtx3090-linux")
    assert {row.finding.level for row in check.rows} <= {"ok", "info"}, "nothing amber or red"
    plan = wizard.session.plan
    assert plan is not None and plan.ok and plan.cuda is not None
    assert choose.isComplete()


def test_a_kepler_card_is_red_and_only_a_plan_without_blockers_lets_the_user_go_on(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("gui_kepler_windows.json")
    check, choose = walk_to_choose(wizard, shoot, "kepler")
    assert levels_by_key(check)["gpu"] == ["error"]
    for index, plan in enumerate(choose.plans):
        choose.select_plan(index)
        assert wizard.session.plan is plan
        assert choose.isComplete() == plan.ok
        red = [card for card in choose.plan_view.cards if card.property("level") == "error"]
        assert len(red) == len(plan.blockers)
        assert all(isinstance(card, NoticeCard) and card.fix_label is not None for card in red), \
            "each blocker says what to do"
    assert any(plan.ok for plan in choose.plans), "an alternative that works is offered"
    blocked = [i for i, plan in enumerate(choose.plans) if not plan.ok]
    if blocked:
        choose.select_plan(blocked[0])
        shoot(wizard, "kepler-3b-blocked-plan")


def test_facts_from_another_machine_are_planned_for_and_say_so(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot
) -> None:
    wizard = make_wizard("gui_no_gpu_linux.json")
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage)
    assert check.load_facts_file(FACTS_DIR / "gui_rtx3090_linux.json")
    assert wizard.session.for_other_machine
    assert wizard.session.facts is not None and wizard.session.facts.gpus[0].name.endswith("3090")
    assert check.banner.isVisible() and "gui_rtx3090_linux.json" in check.banner.message_label.text()
    assert "RTX 3090" in check.report_text()
    shoot(wizard, "other-machine-2-system-check")
    wizard.next()
    choose = wizard.page_of(ChooseSetupPage)
    assert isinstance(choose, ChooseSetupPage)
    assert "gui_rtx3090_linux.json" in choose.banner.message_label.text()
    shoot(wizard, "other-machine-3-choose-setup")


def test_an_invalid_facts_file_shows_message_and_hint_and_keeps_the_facts(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, tmp_path: Path
) -> None:
    wizard = make_wizard("gui_rtx2060_windows_457.json")
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage)
    before = wizard.session.facts
    assert not check.load_facts_file(FACTS_DIR / "gui_invalid_cc.json")
    assert wizard.session.facts is before and not wizard.session.for_other_machine
    assert check.banner.level == "error"
    assert "gpus[0].compute_capability" in check.banner.message_label.text()
    assert "probe --json" in check.banner.hint_label.text(), "the hint says how to make a good file"
    shoot(wizard, "invalid-facts-2-system-check")
    not_json = tmp_path / "facts.json"
    not_json.write_text("{ not json", encoding="utf-8")
    assert not check.load_facts_file(not_json)
    assert "line 1" in check.banner.message_label.text()
    assert not check.load_facts_file(tmp_path / "missing.json")
    assert check.isComplete(), "the machine's own facts are still there"


def test_copy_report_puts_every_finding_on_the_clipboard(make_wizard: Callable[..., SetupWizard]) -> None:
    from PySide6.QtGui import QGuiApplication

    wizard = make_wizard("gui_rtx2060_windows_457.json")
    wizard.next()
    check = wizard.page_of(SystemCheckPage)
    assert isinstance(check, SystemCheckPage)
    check.copy_button.click()
    text = QGuiApplication.clipboard().text()
    assert text == check.report_text()
    assert len([line for line in text.splitlines() if line.startswith("[")]) == len(check.rows)
    assert "[CHECK] PATH" in text and "RTX 2060" in text
    check.rows[0].copy_button.click()
    assert QGuiApplication.clipboard().text() == check.rows[0].as_text()


def test_changing_a_wish_plans_again(make_wizard: Callable[..., SetupWizard], shoot: Shoot) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    wizard.next()
    wizard.next()
    choose = wizard.page_of(ChooseSetupPage)
    assert isinstance(choose, ChooseSetupPage)
    assert choose.tf_combo.count() > 1 and choose.python_combo.count() > 1, "choices come from the catalog"
    first = wizard.session.recommended
    choose.route_combo.setCurrentIndex(choose.route_combo.findData("cpu"))
    assert wizard.session.wishes is not None and wizard.session.wishes.route == "cpu"
    assert wizard.session.recommended is not first
    assert wizard.session.plan is wizard.session.recommended
    shoot(wizard, "rtx3090-linux-3c-wish-cpu")


@pytest.mark.parametrize("profile", ["gui_rtx2060_windows_457.json", "gui_no_gpu_linux.json"])
def test_back_and_next_again_keeps_the_facts(make_wizard: Callable[..., SetupWizard], profile: str) -> None:
    calls: list[int] = []
    wizard = make_wizard(profile)
    original = wizard.session.probe

    def counting_probe():  # type: ignore[no-untyped-def]
        calls.append(1)
        return original()

    wizard.session.probe = counting_probe
    wizard.next()
    wizard.back()
    wizard.next()
    assert calls == [1], "the probe runs once; coming back does not probe again"


SHARED_PROFILES = sorted(p.name for p in FACTS_DIR.glob("*.json") if not p.name.startswith("gui_"))


@pytest.mark.parametrize("profile", SHARED_PROFILES)
def test_every_machine_profile_walks_to_a_preselected_plan_with_reasons(
    make_wizard: Callable[..., SetupWizard], shoot: Shoot, profile: str
) -> None:
    """The planner's machine profiles: findings for each, the recommended plan selected, Next iff it is ok."""
    wizard = make_wizard(profile)
    wizard.next()
    check = wizard.currentPage()
    assert isinstance(check, SystemCheckPage) and check.rows and check.isComplete()
    wizard.next()
    choose = wizard.currentPage()
    assert isinstance(choose, ChooseSetupPage)
    plan = wizard.session.plan
    assert plan is not None and plan is wizard.session.recommended
    assert choose.isComplete() == plan.ok
    assert len(choose.plan_view.cards) == len(plan.blockers) + len(plan.warnings)
    shoot(wizard, f"profile-{profile.removesuffix('.json')}")


def test_a_probe_that_breaks_says_so_and_offers_a_facts_file_instead(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    """A probe failing with a bare exception (no text) still gets a message and a way forward."""
    from collections.abc import Generator

    from wizard.basics.events import Event, Started
    from wizard.basics.facts import MachineFacts

    def broken_probe() -> Generator[Event, None, MachineFacts]:
        yield Started("probe", "Checking")
        raise RuntimeError()

    wizard = make_wizard(probe=broken_probe)
    wizard.next()
    check = wizard.currentPage()
    assert isinstance(check, SystemCheckPage)
    assert check.banner.level == "error" and not check.isComplete()
    assert check.banner.message_label.text().endswith(": RuntimeError")
    assert "facts file" in check.banner.hint_label.text()
