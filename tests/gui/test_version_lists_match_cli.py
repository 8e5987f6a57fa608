"""The Choose setup page and ``tfgpu-wizard plan --list-versions`` offer the same TensorFlow and Python lists.

Both come from wizard.core.catalog.offers; this drives the real page (offscreen, every patch listed) and the
real CLI in a subprocess on the same facts file, route by route, and compares what each offers.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QComboBox

from tests.cli.support import run_cli
from tests.gui.test_choose_setup_lists import choose_route, to_choose
from wizard.gui.setup_wizard import SetupWizard

FACTS = "tests/fixtures/facts"


def listed(combo: QComboBox) -> list[str]:
    """The versions of a list, without its first entry ("Newest that works" or "Automatic")."""
    return [str(combo.itemData(i)) for i in range(1, combo.count())]


@pytest.mark.parametrize(
    ("profile", "routes"),
    [
        ("gui_rtx4070_windows11.json", ["", "windows-native", "wsl2", "cpu"]),
        ("gui_rtx3090_linux.json", ["", "linux"]),
    ],
)
def test_the_page_offers_what_the_cli_lists(
    make_wizard: Callable[..., SetupWizard], profile: str, routes: list[str]
) -> None:
    wizard = make_wizard(profile)
    choose = to_choose(wizard)
    choose.patches_check.setChecked(True)
    for route in routes:
        choose_route(choose, route)
        result = run_cli("plan", "--list-versions", "--json", "--facts", f"{FACTS}/{profile}",
                         *(["--route", route] if route else []))
        assert result.returncode == 0, result.stderr
        cli = json.loads(result.stdout)
        assert listed(choose.tf_combo) == [row["version"] for row in cli["tensorflow"]], route
        assert listed(choose.python_combo) == cli["python"], route
        assert len(cli["tensorflow"]) > 10, "a real list, not two empty ones"
