"""No rule ids (R6), source ids (S26) or route ids (windows-native) in what the GUI and the reports show.

Every page of the wizard is walked for several machine profiles (real facts files; the planner and pages are
real, only the probe reads a file because this machine has no NVIDIA GPU), in English and in Chinese, and the
readable reports (HTML, Markdown) are rendered for each profile's plan. The JSON report is data for programs:
its ids stay.

Allowed on purpose: NVIDIA's driver branch names R390, R470, R495... (an R and three digits) are the words
NVIDIA itself uses, so only an R with one or two digits counts as a rule id. The routes ``linux`` and ``cpu``
are ordinary words ("Linux", "CPU"), so only the route ids no one would write in a sentence are searched.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from tests.core import report_inputs
from tests.gui.conftest import FACTS_DIR
from tests.gui.test_chinese_pages import _texts, _walk
from wizard.basics.facts import load_facts
from wizard.core.report import make_report, render_text
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language

IDS = re.compile(r"\bR\d{1,2}\b|\bS\d+\b|\bwindows-native\b|\bwindows-isolated\b|\bwsl2\b")
PROFILES = ["gui_no_gpu_linux.json", "gui_rtx3090_linux.json", "gui_rtx2060_windows_457.json",
            "gui_kepler_windows.json", "gui_centos7_m40.json", "gui_rtx4070_windows11.json",
            "windows-rtx2060-driver-457.json"]


def test_the_pattern_finds_ids_and_spares_driver_branches() -> None:
    assert IDS.search("because of R6") and IDS.search("[S26]") and IDS.search("route windows-native")
    assert not IDS.search("Windows driver series R495 or newer; R470 for Kepler; WSL2 and Linux")


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("profile", PROFILES)
def test_no_page_shows_an_id(make_wizard: Callable[..., SetupWizard], profile: str, language: str) -> None:
    install_language(language)
    try:
        wizard = make_wizard(profile, language=language)
        pages = list(_walk(wizard))
        assert len(pages) >= 3
        found = [f"{type(page).__name__} {kind}: {text!r}" for page in pages for kind, text in _texts(page)
                 if IDS.search(text)]
        assert not found, "ids in GUI text:\n" + "\n".join(found)
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("profile", PROFILES)
def test_no_readable_report_shows_an_id(profile: str, language: str) -> None:
    install_language(language)
    try:
        facts = load_facts(FACTS_DIR / profile)
        report = make_report(facts=facts, plan=report_inputs.plan_for(facts), journal=None)
        for fmt in ("html", "md"):
            text = re.sub(r"<[^>]+>|\]\([^)]*\)", " ", render_text(report, fmt).decode())
            assert not IDS.findall(text), f"{fmt}: {IDS.findall(text)}"
    finally:
        install_language("en")
