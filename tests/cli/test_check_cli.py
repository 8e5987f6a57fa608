"""``tfgpu-wizard check`` on a setup made for real: ``apply`` runs a CPU plan that makes a real venv from a real
index on 127.0.0.1 (tinytf stands in for TensorFlow: no TensorFlow wheel is served here), then each change is made
for real where it can be (the interpreter deleted, the package removed, the PATH entry's script removed) and at the
seams where it cannot (another driver, another GPU: a facts file; a GPU setup: the real planner's plan for a facts
file, recorded over the real env).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.catalog_bundles import NEW_RELEASE, bundle_of, catalog_copy, key_file, make_test_key, signature
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.basics.facts import GpuFacts, ProbeNote, load_facts
from wizard.core.catalog.trust import TEST_KEYS_VARIABLE
from wizard.core.check.record import read_setup, record_setup
from wizard.core.plan import Plan, PlanStep, TfChoice, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id

FACTS = REPO / "tests" / "fixtures" / "facts"


def _apply_cpu_setup(tmp_path: Path, index: SimpleIndex) -> dict[str, Any]:
    plan = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON, cuda=None,
                cudnn=None, steps=(PlanStep("create-env", "Create"), PlanStep("verify", "Verify")),
                host_id=current_host_id())
    planner_makes(plan)  # a tinytf plan: this machine's planner is stood in for (tests/fakes/made_here.py)
    path = tmp_path / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    done = run_cli("apply", "--plan", str(path), "--index", index.url, "--yes", "--skip-verify", timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    record = read_setup()
    assert Path(record.python).is_file() and record.plan.tensorflow is not None
    return {"python": Path(record.python), "record": record}


def _check(*extra: str) -> tuple[int, dict[str, Any]]:
    done = run_cli("check", "--json", *extra)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def _codes(document: dict[str, Any]) -> list[str]:
    return [change["code"] for change in document["changes"]]


def test_untouched_exits_0_then_a_removed_package_and_interpreter_exit_1(
        tmp_path: Path, tiny_index: SimpleIndex) -> None:  # noqa: F811
    setup = _apply_cpu_setup(tmp_path, tiny_index)
    code, document = _check()
    assert (code, document["status"], document["changes"]) == (0, "fine", [])
    text = run_cli("check")
    assert text.returncode == 0 and "All fine" in text.stdout
    purelib = subprocess.run([str(setup["python"]), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True, timeout=120).stdout.strip()
    for found in Path(purelib).glob("tinytf*"):
        shutil.rmtree(found) if found.is_dir() else found.unlink()
    code, document = _check()
    assert code == 1 and _codes(document) == ["tensorflow-gone"]
    assert "tinytf is no longer installed" in document["changes"][0]["what"] and document["changes"][0]["fix"]
    setup["python"].unlink()
    code, document = _check()
    assert code == 1 and _codes(document) == ["env-python-gone"]
    text = run_cli("check")
    assert text.returncode == 1 and "The environment's Python is gone" in text.stdout


def _gpu_setup(tmp_path: Path, index: SimpleIndex) -> Any:
    """The real env of a CPU setup, recorded as the real planner's GPU plan for an RTX 3090 with driver 535."""
    setup = _apply_cpu_setup(tmp_path, index)
    facts = load_facts(FACTS / "linux-rtx3090-driver-535.json")
    plan = make_plan(facts, Wishes())
    assert plan.ok and plan.driver_min and plan.tensorflow is not None
    record_setup(plan, facts, setup["python"], setup["record"].run_ids)
    return facts, plan


def _facts_file(tmp_path: Path, facts: Any) -> str:
    path = tmp_path / "now.json"
    path.write_text(facts.to_json(), encoding="utf-8")
    return str(path)


def test_driver_and_gpu_changes_at_the_facts_seam(tmp_path: Path, tiny_index: SimpleIndex) -> None:  # noqa: F811
    facts, plan = _gpu_setup(tmp_path, tiny_index)
    # the package the GPU plan names is not in the env (tinytf is): only the machine's changes are looked at here
    same = _check("--facts", _facts_file(tmp_path, facts))[1]
    assert _codes(same) == ["tensorflow-gone"]
    assert facts.driver is not None
    below = replace(facts, driver=replace(facts.driver, version="450.80.02"))
    code, document = _check("--facts", _facts_file(tmp_path, below))
    assert code == 1 and "driver-below-floor" in _codes(document)
    change = next(c for c in document["changes"] if c["code"] == "driver-below-floor")
    assert "450.80.02" in change["what"] and plan.driver_min in change["fix"]
    newer = replace(facts, driver=replace(facts.driver, version="580.65.06"))
    assert "driver-changed" in _codes(_check("--facts", _facts_file(tmp_path, newer))[1])
    mismatch = replace(facts, driver=None, gpus=(), notes=(ProbeNote(
        "nvml-unavailable", "NVML could not start", params={"variant": "version-mismatch"}),))
    code, document = _check("--facts", _facts_file(tmp_path, mismatch))
    assert code == 1 and _codes(document)[0] == "driver-restart-needed" and "Restart" in document["changes"][0]["fix"]
    blackwell = GpuFacts(name="NVIDIA GeForce RTX 5090", compute_capability="12.0", uuid="GPU-new", index=1)
    added = replace(facts, gpus=(*facts.gpus, blackwell))
    code, document = _check("--facts", _facts_file(tmp_path, added))
    assert code == 1 and "gpu-without-code" in _codes(document)
    assert "RTX 5090" in next(c for c in document["changes"] if c["code"] == "gpu-without-code")["what"]


@pytest.mark.posix_only("the PATH entry lives in the POSIX env script; on Windows in the registry")
def test_a_removed_path_entry_is_named_with_its_fix(tmp_path: Path, tiny_index: SimpleIndex,  # noqa: F811
                                                    isolated_home: Path) -> None:
    """``path add`` journals a real change in the test HOME's rc files; the setup is recorded with its run."""
    setup = _apply_cpu_setup(tmp_path, tiny_index)
    (isolated_home / ".bashrc").write_text("# mine\n", encoding="utf-8")
    added = run_cli("path", "add", "/opt/cuda-test/bin", env={"PATH": "/usr/bin:/bin"})
    assert added.returncode == 0, added.stderr
    from wizard.core.ops.journal import Journal

    run_id = Journal().last_run_id()
    assert run_id is not None
    record_setup(setup["record"].plan, setup["record"].facts, setup["python"], [run_id])
    assert _check()[0] == 0
    rc_files = {".bashrc", ".profile"}
    scripts = [p for p in isolated_home.rglob("*") if p.is_file() and p.name not in rc_files
               and "/opt/cuda-test/bin" in p.read_text(encoding="utf-8", errors="replace")]
    assert scripts, "the env script the wizard wrote"
    for script in scripts:
        script.unlink()
    code, document = _check()
    assert code == 1 and _codes(document) == ["path-entry-gone"]
    assert "/opt/cuda-test/bin" in document["changes"][0]["what"] and "path add" in document["changes"][0]["command"]


def test_no_setup_recorded_is_exit_2_with_what_to_do() -> None:
    done = run_cli("check")
    assert done.returncode == 2 and "No setup made by the wizard" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("new_release", [True, False])
def test_a_newer_catalog_that_changes_the_advice_is_something_to_look_at(tmp_path: Path, new_release: bool) -> None:
    """A setup made with the bundled catalog (version 1), then a signed update (version 2) is taken; with a release
    the bundled catalog lacks, the advice changes. The test's key reaches the child through the test seam."""
    facts = load_facts(FACTS / "linux-rtx3090-driver-535.json")
    plan = make_plan(facts, Wishes())
    assert plan.tensorflow is not None and plan.catalog_version == 1
    record_setup(plan, facts, None, [])
    key = make_test_key()
    env = {TEST_KEYS_VARIABLE: str(key_file(tmp_path, key))}
    data = bundle_of(catalog_copy(tmp_path / "v2", version=2, new_release=new_release))
    (tmp_path / "catalog.json").write_bytes(data)
    (tmp_path / "catalog.json.sig").write_bytes(signature(data, key))
    assert run_cli("catalog", "update", "--from", str(tmp_path / "catalog.json"), env=env).returncode == 0
    done = run_cli("check", "--json", "--facts", _facts_file(tmp_path, facts), env=env)
    document = json.loads(done.stdout)
    if new_release:
        assert done.returncode == 3 and _codes(document) == ["catalog-newer-advice"]
        assert NEW_RELEASE in document["changes"][0]["what"] and "2.21.0" in document["changes"][0]["what"]
    else:
        assert done.returncode == 0 and _codes(document) == ["catalog-newer"]
