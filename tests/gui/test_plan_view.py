"""The plan view files each reason under its version row by ``Reason.key``, whatever language ``choice`` is in."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wizard.core.plan import Plan, Reason, TfChoice
from wizard.gui.widgets.plan_view import plan_lines


def test_reasons_are_filed_by_key_even_when_their_words_are_translated() -> None:
    reasons = (
        Reason("安装路线 linux（系统）", "R2: route rule", "S2", key="route"),
        Reason("CUDA 11.2", "R4: driver rule", "S11", key="cuda"),
        Reason("NVIDIA 驱动 470", "R4: upgrade rule", "S11", key="driver"),
        Reason("GeForce RTX 3090（计算能力 8.6）", "R5: native code", "S9", key="gpu"),
        Reason("route written in words", "R0: no key", "S0"),
    )
    plan = Plan(route="linux", tensorflow=TfChoice("2.10.1", "tensorflow"), python="3.10", cuda="11.2",
                cudnn="8.1", reasons=reasons)
    lines = plan_lines(plan)
    rows = {line.label: line.reasons for line in lines}
    assert rows["Route"] == (("R2: route rule", "S2"),)
    assert rows["CUDA"] == (("R4: driver rule", "S11"),)
    assert rows["NVIDIA driver"] == (("R4: upgrade rule", "S11"),)
    assert rows["TensorFlow"] == () and rows["cuDNN"] == ()
    assert lines[-1].label == "Also" and [why for why, _ in lines[-1].reasons] == [
        "GeForce RTX 3090（计算能力 8.6）: R5: native code", "route written in words: R0: no key"]


def test_a_short_plan_in_a_tall_view_keeps_its_cards_compact_and_the_spare_room_below(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from wizard.core.plan import PlanWarning
    from wizard.gui.widgets.plan_view import PlanView

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
