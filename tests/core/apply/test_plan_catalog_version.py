"""A plan names the catalog it was made with; a plan file made with another catalog version is made again with the
active one before anything runs: the same choices run (the message names both versions), others are refused.

The newer catalog is a real signed update taken from a file, trusted through the test seam.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.catalog_bundles import bundle_of, catalog_copy, key_file, make_test_key, signature
from wizard.basics.facts import load_facts
from wizard.core.apply.host_check import OtherCatalogError, plan_for_this_machine
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE
from wizard.core.catalog_update.take import take_update
from wizard.core.download.network import NetworkSettings
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan

FACTS = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "linux-rtx3090-driver-535.json")


def _take_version_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, drop_python: str = "") -> None:
    key = make_test_key()
    monkeypatch.setenv(TEST_KEYS_VARIABLE, str(key_file(tmp_path, key)))
    folder = catalog_copy(tmp_path / "v2", version=2, new_release=False)
    if drop_python:
        tensorflow = json.loads((folder / "tensorflow.json").read_text(encoding="utf-8"))
        for row in tensorflow["builds"]:
            row["python"] = [p for p in row["python"] if p != drop_python] or row["python"]
        (folder / "tensorflow.json").write_text(json.dumps(tensorflow), encoding="utf-8")
    data = bundle_of(folder)
    (tmp_path / "catalog.json").write_bytes(data)
    (tmp_path / "catalog.json.sig").write_bytes(signature(data, key))
    take_update(str(tmp_path / "catalog.json"), NetworkSettings(proxy_mode="none"))


def test_a_plan_names_the_bundled_catalog_version() -> None:
    plan = make_plan(FACTS, Wishes())
    assert plan.catalog_version == 1 and all(a.catalog_version == 1 for a in plan.alternatives)
    assert json.loads(plan.to_json())["catalog_version"] == 1


def test_the_same_choices_under_a_newer_catalog_run_as_made_again(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    plan = make_plan(FACTS, Wishes())
    _take_version_2(tmp_path, monkeypatch)
    here, line = plan_for_this_machine(plan, FACTS)
    assert here.catalog_version == 2 and here.tensorflow == plan.tensorflow
    assert "catalog version 1" in line and "version 2" in line


def test_other_choices_under_a_newer_catalog_are_refused_naming_both_versions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plan = make_plan(FACTS, Wishes())
    assert plan.python is not None
    _take_version_2(tmp_path, monkeypatch, drop_python=plan.python)
    with pytest.raises(OtherCatalogError) as refused:
        plan_for_this_machine(plan, FACTS)
    assert "catalog version 1" in refused.value.message and "version 2" in refused.value.message
    assert refused.value.exit_code == 2
