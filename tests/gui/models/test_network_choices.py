"""Which network sections and environment choices each route needs, decided without Qt from real plans."""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.basics.facts import load_facts
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.gui.models.network_choices import NetworkSections, env_choices, network_sections

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"


def _plan(profile: str) -> Plan:
    return make_plan(load_facts(FACTS / profile), Wishes())


def test_before_a_plan_every_section_is_offered() -> None:
    assert network_sections(None) == NetworkSections(True, True, True, True)


@pytest.mark.parametrize("profile", ["linux-rtx5090-blackwell.json", "windows-isolated-gtx1080-conda.json"])
def test_conda_routes_get_the_conda_mirror_beside_the_package_index_and_no_pip_choices(profile: str) -> None:
    plan = _plan(profile)
    sections = network_sections(plan)
    assert sections.conda_mirror and sections.package_index and sections.proxy
    choices = env_choices(plan)
    assert choices.conda and not choices.pip_installer and not choices.package_index


@pytest.mark.parametrize("profile", ["linux-rtx3060-ubuntu-22.04.json", "linux-no-gpu.json"])
def test_pip_routes_get_the_package_index_and_no_conda_mirror(profile: str) -> None:
    plan = _plan(profile)
    sections = network_sections(plan)
    assert sections.package_index and sections.proxy and not sections.conda_mirror
    assert not sections.nvidia_mirror, "these plans download nothing from NVIDIA"
    choices = env_choices(plan)
    assert choices.pip_installer and choices.package_index and not choices.conda


def test_a_plan_with_nvidia_downloads_offers_the_nvidia_mirror() -> None:
    plan = _plan("windows-rtx2060-driver-457.json")
    assert plan.downloads and network_sections(plan).nvidia_mirror
