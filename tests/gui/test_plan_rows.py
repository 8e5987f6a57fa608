"""The rows of the list of plans, without the page: one per plan, coloured, with what each needs."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.plan_choices import plan_rows

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "gui_rtx4070_windows11.json"


def test_one_row_per_plan_the_recommended_first_amber_with_what_is_missing() -> None:
    facts = load_facts(FACTS)
    recommended = make_plan(facts, Wishes())
    plans = [recommended, *recommended.alternatives]
    rows = plan_rows(plans, facts, Wishes())
    assert len(rows) == len(plans) > 1
    level, text = rows[0]
    assert plans[0].route == "wsl2" and plans[0].python == "3.12"  # issue 29: the distribution's own Python
    assert text.startswith("Recommended:") and level == "ok", "Ubuntu 24.04 in WSL has Python 3.12: nothing missing"
    assert plans[1].route == "windows-native"
    assert rows[1][0] == "warn" and "Python 3.10 is not installed on Windows" in rows[1][1]
    assert all(text.startswith("Alternative ") for _, text in rows[1:])
    cpu = next(i for i, plan in enumerate(plans) if plan.route == "cpu")
    assert rows[cpu][0] == "ok", "Python 3.12 is there for the CPU plan"


def test_a_python_missing_inside_wsl_names_the_wsl_distribution_not_windows() -> None:
    """Issue 29 item 1: a WSL2 plan's Python is needed inside WSL (Ubuntu 24.04 has 3.12), so a wished 3.13 is
    said to be missing there, not on Windows."""
    facts = load_facts(FACTS)
    wishes = Wishes(python="3.13")
    plan = make_plan(facts, wishes)
    assert (plan.route, plan.python) == ("wsl2", "3.13")
    level, text = plan_rows([plan], facts, wishes)[0]
    assert level == "warn" and "Python 3.13 is not in Ubuntu 24.04 inside WSL" in text
    assert "not installed" not in text


def test_an_allowed_driver_upgrade_is_no_longer_a_reason() -> None:
    facts = load_facts(FACTS.with_name("windows-rtx2060-driver-457.json"))
    recommended = make_plan(facts, Wishes())
    plans = [recommended, *recommended.alternatives]
    upgrade = [i for i, plan in enumerate(plans) if any(step.id == "upgrade-driver" for step in plan.steps)]
    assert upgrade, "driver 457 is too old for the newest TensorFlow"
    asked = plan_rows(plans, facts, Wishes())
    allowed = plan_rows(plans, facts, Wishes(allow_driver_upgrade=True))
    for i in upgrade:
        assert "needs NVIDIA driver" in asked[i][1] and asked[i][0] == "warn"
        assert "needs NVIDIA driver" not in allowed[i][1]
