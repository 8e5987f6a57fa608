"""Wishes come from an explicit option first, then an environment variable, then automatic."""

from __future__ import annotations

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.plan import Wishes
from wizard.core.planner.wish_sources import resolve_wishes


def test_nothing_given_means_newest_automatic_and_keep_the_driver() -> None:
    assert resolve_wishes(environ={}) == Wishes(tensorflow="newest", route=None, python=None)


def test_the_environment_fills_what_no_option_gives() -> None:
    environ = {
        "TFGPU_WIZARD_TF": "2.10",
        "TFGPU_WIZARD_ROUTE": "windows-native",
        "TFGPU_WIZARD_PYTHON": "3.9",
        "TFGPU_WIZARD_ALLOW_DRIVER_UPGRADE": "yes",
    }
    assert resolve_wishes(environ=environ) == Wishes("2.10", "windows-native", "3.9", True)


def test_an_explicit_option_beats_the_environment() -> None:
    environ = {"TFGPU_WIZARD_TF": "2.10", "TFGPU_WIZARD_ROUTE": "cpu", "TFGPU_WIZARD_ALLOW_DRIVER_UPGRADE": "1"}
    wishes = resolve_wishes(tensorflow="2.4", route="linux", allow_driver_upgrade=False, environ=environ)
    assert wishes == Wishes("2.4", "linux", None, False)


@pytest.mark.parametrize("value", ["auto", "automatic", "", "  "])
def test_auto_in_the_environment_means_automatic(value: str) -> None:
    wishes = resolve_wishes(
        environ={"TFGPU_WIZARD_TF": value, "TFGPU_WIZARD_ROUTE": value, "TFGPU_WIZARD_PYTHON": value}
    )
    assert (wishes.tensorflow, wishes.route, wishes.python) == ("newest", None, None)


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("TFGPU_WIZARD_TF", "two point four"),
        ("TFGPU_WIZARD_ROUTE", "windows"),
        ("TFGPU_WIZARD_PYTHON", "3"),
        ("TFGPU_WIZARD_ALLOW_DRIVER_UPGRADE", "maybe"),
    ],
)
def test_a_bad_variable_is_named_with_what_to_do(variable: str, value: str) -> None:
    with pytest.raises(BadInputError) as caught:
        resolve_wishes(environ={variable: value})
    assert variable in caught.value.message and value in caught.value.message
    assert variable in caught.value.hint
    assert caught.value.context["variable"] == variable
