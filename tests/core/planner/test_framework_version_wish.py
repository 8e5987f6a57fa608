"""A version wish for PyTorch, Keras 3 and JAX (issue 33): an exact release or a series, refused with the known
releases when the catalog has none; ``apply``'s host check makes such a plan again with the same wish. The machines
are facts (no GPU exists here: the cards and drivers are stand-ins); the releases are the catalog's own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.planner.test_framework_plans import GTX_1080_TI, RTX_3080, linux, plan_for, windows
from wizard.basics.errors import BadInputError, WizardError
from wizard.core.apply.host_check import plan_for_this_machine
from wizard.core.planner.host_identity import current_host_id
from wizard.core.planner.wish_sources import resolve_wishes


def test_an_exact_pytorch_release_is_planned_with_the_build_that_fits() -> None:
    """Before: the planner always took the newest fitting release (2.14.1 for a Pascal card, S45/S50)."""
    plan = plan_for(linux(GTX_1080_TI), "pytorch", version="2.12.0")
    assert plan.ok and plan.framework_build is not None
    assert plan.framework_build.version == "2.12.0" and plan.framework_build.build_requirements[0].startswith(
        "torch==2.12.0+cu")
    assert "6.0" in plan.framework_build.sass, "still a build with code for the card"


def test_a_series_takes_its_newest_release_and_newest_is_unchanged() -> None:
    facts = linux(RTX_3080)
    assert plan_for(facts, "pytorch", version="2.13").framework_build.version.startswith("2.13.")
    assert plan_for(facts, "pytorch", version="newest") == plan_for(facts, "pytorch")


def test_an_unknown_release_is_refused_with_the_known_ones() -> None:
    with pytest.raises(WizardError) as refused:
        plan_for(linux(RTX_3080), "jax", version="0.1")
    assert refused.value.reference == "unknown-framework-version" and "JAX 0.1" in refused.value.message
    assert refused.value.hint and "0.10" in refused.value.hint
    with pytest.raises(BadInputError) as malformed:
        plan_for(linux(RTX_3080), "pytorch", version="two")
    assert "--version" in (malformed.value.hint or "")


def test_keras_s_wish_is_its_own_release_on_either_backend() -> None:
    from wizard.core.catalog.load import load_catalog
    from wizard.core.planner.framework_fit import releases_of

    oldest = releases_of(load_catalog(), "keras")[-1].version
    on_torch = plan_for(windows(RTX_3080), "keras", version=oldest)
    on_tf = plan_for(linux(RTX_3080), "keras", version=oldest)
    assert on_torch.framework_build.version == oldest and on_torch.framework_build.backend == "torch"
    assert on_tf.framework_build.version == oldest and on_tf.tensorflow is not None


def test_apply_s_host_check_makes_the_plan_again_with_the_same_wish() -> None:
    """Before: the host check made the plan again for the newest release, so a plan for an older one was refused."""
    facts = linux(RTX_3080)
    plan = replace(plan_for(facts, "pytorch", version="2.11"), host_id=current_host_id())
    assert plan.ok and plan.framework_build.version.startswith("2.11")
    here, _ = plan_for_this_machine(plan, facts)
    assert here.framework_build == plan.framework_build


def test_version_is_tensorflow_s_wish_for_tensorflow_and_tf_its_other_name() -> None:
    wishes = resolve_wishes(version="2.10", environ={})
    assert (wishes.tensorflow, wishes.version) == ("2.10", "newest")
    assert resolve_wishes(tensorflow="2.10", version="2.10", environ={}).tensorflow == "2.10"
    with pytest.raises(BadInputError):
        resolve_wishes(tensorflow="2.9", version="2.10", environ={})
    torch = resolve_wishes(version="2.13", framework="pytorch", tensorflow="2.20", environ={})
    assert (torch.version, torch.tensorflow) == ("2.13", "2.20")
