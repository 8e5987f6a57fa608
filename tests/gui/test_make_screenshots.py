"""docs/make_screenshots.py draws the pages the app would draw for the six machines of issue 29's walk: its WSL2
route answers as the route's core steps do (a Restart, the run's steps, the verification of what the plan
installed), and a page the app would not show, or a verification of another TensorFlow than the plan's, stops it.

The WSL2 route's stand-in is the script's own (no wsl.exe here); the wizard, pages, planner and models are real.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import get_args

import pytest
from pytestqt.qtbot import QtBot

from wizard.gui.models.wsl_route import Restart
from wizard.gui.setup_wizard import SetupWizard

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "make_screenshots.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_screenshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_screenshots"] = module
    spec.loader.exec_module(module)
    return module


def _run(step: object) -> object:
    while True:
        try:
            next(step)  # type: ignore[call-overload]
        except StopIteration as done:
            return done.value


def test_the_wsl_stand_in_answers_as_the_routes_core_steps_do() -> None:
    show = _script().WslShow()
    first, second = _run(show.set_up("Ubuntu-24.04", "me", convert=False)), _run(
        show.set_up("Ubuntu-24.04", "me", convert=False))
    assert first in get_args(Restart) and second in get_args(Restart)
    assert (first, second) == ("continues", "none"), "the restart pause, then the setup after it"


def _profile(script: ModuleType, name: str) -> object:
    return next(profile for profile in script.PROFILES if profile.name == name)


def test_the_nine_machines_of_the_walks_are_drawn() -> None:
    assert [profile.name for profile in _script().PROFILES] == [
        "seed-laptop", "ubuntu-rtx3060", "no-gpu", "rtx5090", "windows11-rtx4070-wsl2", "gtx1060-isolated-conda",
        "pytorch-ubuntu-rtx3060", "keras-windows-rtx4070", "jax-linux-rtx3090"]


def test_the_keras_walk_chooses_keras_and_needs_no_cuda_page(qtbot: QtBot, tmp_path: Path) -> None:
    """Keras 3 on native Windows with the driver only: its wheels carry CUDA, so no download or install page."""
    script = _script()
    profile = _profile(script, "keras-windows-rtx4070")
    saved = [path.name for path in script.shoot_language(profile, "en", tmp_path)]
    assert saved == ["welcome-en.png", "system-check-en.png", "choose-setup-en.png", "python-env-en.png",
                     "verify-en.png", "next-steps-en.png", "finish-en.png", "handover-en.png"]


def test_the_wsl_pages_are_drawn_as_the_app_draws_them(qtbot: QtBot, tmp_path: Path) -> None:
    """The RTX 4070 PC's recommended plan (WSL2) walked from the first page to the last, through the restart."""
    script = _script()
    saved = script.shoot_language(_profile(script, "windows11-rtx4070-wsl2"), "en", tmp_path)
    assert [path.name for path in saved] == [
        "welcome-en.png", "system-check-en.png", "choose-setup-en.png", "wsl-check-en.png", "wsl-setup-en.png",
        "wsl-resumed-en.png", "wsl-inside-en.png", "verify-en.png", "next-steps-en.png", "finish-en.png",
        "handover-en.png"]
    assert all(path.stat().st_size > 0 for path in saved)


def test_the_isolated_conda_walk_shows_the_conda_choices_and_their_network_settings(qtbot: QtBot,
                                                                                   tmp_path: Path) -> None:
    script = _script()
    saved = [path.name for path in script.shoot_language(_profile(script, "gtx1060-isolated-conda"), "en", tmp_path)]
    assert saved == ["welcome-en.png", "system-check-en.png", "choose-setup-en.png", "network-settings-en.png",
                     "python-env-en.png", "verify-en.png", "next-steps-en.png", "finish-en.png", "handover-en.png"]


def test_drawing_a_tensorflow_the_plan_did_not_install_is_refused(qtbot: QtBot) -> None:
    from wizard.core.by_hand.wsl_editors import InsideEnv

    script = _script()
    wizard = SetupWizard()
    qtbot.addWidget(wizard)
    session = wizard.session
    from dataclasses import replace

    from wizard.basics.facts import load_facts
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    session.facts = load_facts(script.FACTS / _profile(script, "windows11-rtx4070-wsl2").facts)
    session.plan = make_plan(session.facts, Wishes(route="wsl2"))
    session.wsl_env = InsideEnv("Ubuntu-24.04", "me", "/home/me/python")
    document = script.verified_inside(session.plan)
    session.verification = document
    script.check_drawn(wizard)  # the plan's own TensorFlow: drawn
    session.verification = {**document, "tensorflow": {**document["tensorflow"], "version": "2.20.0"}}
    if session.plan.tensorflow is not None and session.plan.tensorflow.version == "2.20.0":
        session.plan = replace(session.plan, tensorflow=replace(session.plan.tensorflow, version="2.21.0"))
    with pytest.raises(SystemExit, match="the plan installs"):
        script.check_drawn(wizard)
