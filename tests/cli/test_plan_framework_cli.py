"""``plan --framework``: real CLI processes over the facts fixtures (no GPU here: the facts files describe the
machines), the JSON a script reads and the words a person reads."""

from __future__ import annotations

import json

from tests.cli.support import REPO, run_cli

FACTS = REPO / "tests" / "fixtures" / "facts"


def test_pytorch_on_an_rtx_5090_plans_a_build_with_its_code_from_the_builds_own_index() -> None:
    """S45/S46: only CUDA 12.8+ builds carry Blackwell (12.0) code; S52: each build has its own index."""
    result = run_cli("plan", "--framework", "pytorch", "--facts", str(FACTS / "linux-rtx5090-blackwell.json"),
                     "--json")
    assert result.returncode == 0, result.stderr
    plan = json.loads(result.stdout)
    build = plan["framework_build"]
    assert plan["schema"] == 3 and plan["framework"] == "pytorch" and plan["tensorflow"] is None
    assert "12.0" in build["sass"] and build["build_index"].endswith("/whl/" + build["build"])
    assert build["build_requirements"] == [f"torch=={build['version']}+{build['build']}"]
    assert [step["id"] for step in plan["steps"]] == ["check-driver", "create-env", "install-framework", "verify",
                                                      "report"]


def test_jax_on_native_windows_exits_3_with_wsl2_offered_in_words() -> None:
    """S53: no JAX GPU build for native Windows; WSL2 is offered."""
    result = run_cli("plan", "--framework", "jax", "--facts", str(FACTS / "windows-rtx5080-blackwell.json"))
    assert result.returncode == 3, result.stderr
    assert "JAX publishes no GPU build for native Windows" in result.stdout and "WSL2" in result.stdout


def test_a_framework_the_wizard_does_not_know_is_a_usage_error() -> None:
    result = run_cli("plan", "--framework", "caffe", "--facts", str(FACTS / "linux-no-gpu.json"))
    assert result.returncode == 2 and "--framework" in result.stderr and "Traceback" not in result.stderr


def test_the_environment_variable_chooses_the_framework_and_a_bad_one_names_itself() -> None:
    chosen = run_cli("plan", "--facts", str(FACTS / "linux-no-gpu.json"), "--json",
                     env={"TFGPU_WIZARD_FRAMEWORK": "jax"})
    assert chosen.returncode == 0 and json.loads(chosen.stdout)["framework_build"]["requirements"][0].startswith(
        "jax==")
    bad = run_cli("plan", "--facts", str(FACTS / "linux-no-gpu.json"), env={"TFGPU_WIZARD_FRAMEWORK": "caffe"})
    assert bad.returncode == 2 and "TFGPU_WIZARD_FRAMEWORK" in bad.stderr
