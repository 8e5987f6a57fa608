"""The plan view: reasons filed by ``Reason.key`` as plain sentences; Sources as titled links with summaries."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from wizard.core.plan import Blocker, Fix, Plan, PlanWarning, Reason, TfChoice
from wizard.gui.models.plan_text import blocker_fix, catalog_sources
from wizard.gui.widgets.cards import escape_html
from wizard.gui.widgets.plan_view import PlanView, plan_lines, sources_html


def test_reasons_are_filed_by_key_even_when_their_words_are_translated() -> None:
    reasons = (
        Reason("安装路线 linux（系统）", "R2", "S2", key="route", why="route rule"),
        Reason("CUDA 11.2", "R4", "S11", key="cuda", why="driver rule"),
        Reason("NVIDIA 驱动 470", "R4", "S11", key="driver", why="upgrade rule"),
        Reason("GeForce RTX 3090（计算能力 8.6）", "R5", "S9", key="gpu", why="native code"),
        Reason("route written in words", "R0", "S0", why="no key"),
    )
    plan = Plan(route="linux", tensorflow=TfChoice("2.10.1", "tensorflow"), python="3.10", cuda="11.2",
                cudnn="8.1", reasons=reasons)
    lines = plan_lines(plan)
    rows = {line.label: line.reasons for line in lines}
    assert rows["Route"] == ("route rule",), "the rule id is not in the sentence"
    assert rows["CUDA"] == ("driver rule",)
    assert rows["NVIDIA driver"] == ("upgrade rule",)
    assert rows["TensorFlow"] == () and rows["cuDNN"] == ()
    assert lines[-1].label == "Also" and lines[-1].reasons == (
        "GeForce RTX 3090（计算能力 8.6）: native code", "route written in words: no key")


def test_sources_are_links_to_the_catalog_addresses_and_ids_stay_out_of_the_table(qtbot: QtBot) -> None:
    cited = "S2, S8"
    plan = Plan(route="windows-native", tensorflow=TfChoice("2.10.1", "tensorflow", "tensorflow==2.10.1"),
                python="3.10", cuda="11.2", cudnn="8.1.0",
                reasons=(Reason("Python 3.10", "R1", cited, key="python", why="the newest Python with a wheel"),))
    html = sources_html(plan)
    known = catalog_sources()
    url, title = known["S2"].url, known["S2"].title
    assert url and f'<a href="{url}">{escape_html(title)}</a>' in html, "a source with an address is a link"
    assert escape_html(known["S8"].title) in html and 'href=""' not in html, "a source without one is plain text"
    assert escape_html(known["S2"].summary) in html and escape_html(known["S8"].summary) in html
    assert "<b>Python:</b>" in html
    assert not re.search(r"\b[RS]\d+\b", html), "no rule or source ids: they mean nothing to a reader"
    view = PlanView()
    qtbot.addWidget(view)
    view.show_plan(plan)
    assert view.sources_label.openExternalLinks() and view.sources_label.isHidden()
    view.sources_button.click()
    assert not view.sources_label.isHidden()
    table_words = " ".join(label.text() for label in view.table.reason_labels)
    assert "R1" not in table_words and "S2" not in table_words
    assert not any(label.toolTip() for label in view.table.reason_labels), "not a tooltip"


def test_a_blockers_fix_is_worded_for_the_gui_from_the_structured_fixes(qtbot: QtBot) -> None:
    blocker = Blocker("driver-too-old", "The NVIDIA driver is too old for CUDA 11.2.",
                      "Upgrade the driver.", fixes=(Fix("upgrade-driver", {"allow_driver_upgrade": "1",
                                                                          "driver": "460.82"}),))
    plan = Plan(route="linux", tensorflow=TfChoice("2.10.1", "tensorflow"), python="3.10", cuda="11.2",
                cudnn="8.1", blockers=(blocker,))
    view = PlanView()
    qtbot.addWidget(view)
    view.show_plan(plan)
    words = " ".join(card.message_label.text() + (card.fix_label.text() if card.fix_label else "")
                     for card in view.cards)
    assert "--" not in words, "no command-line flag in the GUI"
    assert "Allow a driver upgrade" in blocker_fix(blocker) and "Allow a driver upgrade" in words


def test_a_short_plan_in_a_tall_view_keeps_its_cards_compact_and_the_spare_room_below(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    view = PlanView()
    qtbot.addWidget(view)
    view.resize(800, 900)
    view.show()
    plan = Plan(route="cpu", tensorflow=TfChoice("2.21.0", "tensorflow"), python="3.12", cuda=None, cudnn=None,
                warnings=(PlanWarning("no-gpu", "No NVIDIA GPU was found."),), summary="TensorFlow on the CPU")
    view.show_plan(plan)
    for _ in range(3):
        QApplication.processEvents()
    card = view.cards[0]
    assert card.height() <= card.sizeHint().height() + 2, "the warning card is not stretched to fill the view"
    assert view.table.geometry().bottom() < view.height() - 200, "the spare room is under the table"


def test_a_cpu_plans_sources_are_links_too() -> None:
    """A machine without a GPU (the real fixture), planned by the real planner for the CPU route."""
    from pathlib import Path

    from wizard.basics.facts import load_facts
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    facts = load_facts(Path(__file__).resolve().parents[1] / "fixtures" / "facts" / "gui_no_gpu_linux.json")
    plan = make_plan(facts, Wishes(route="cpu"))
    rows = sources_html(plan).split("<br><b>")
    assert plan.ok and len(rows) == len(plan.reasons)
    assert all('<a href="https://' in row for row in rows), "every reason has a document to open"
