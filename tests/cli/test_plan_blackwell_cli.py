"""``tfgpu-wizard plan --facts F`` for Blackwell cards, run for real in a subprocess: the conda-forge GPU plan as
JSON and as text, the WSL2 plan from Windows, native Windows' CPU plan with its reason, B200 refused in WSL2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli.support import REPO, run_cli

FACTS = REPO / "tests" / "fixtures" / "facts"
HONEST = "Built by conda-forge with code for your card; the wizard proves it on your card before it keeps it."


def _json(*args: str) -> tuple[int, dict[str, Any]]:
    result = run_cli("plan", *args, "--json")
    return result.returncode, json.loads(result.stdout)


def test_rtx_5090_on_linux_gets_the_conda_forge_plan_as_json() -> None:
    code, data = _json("--facts", str(FACTS / "linux-rtx5090-blackwell.json"))
    assert code == 0 and data["route"] == "linux" and data["blockers"] == []
    assert data["tensorflow"] == {"version": "2.19.1", "package": "tensorflow", "requirement": ""}
    assert data["conda_packages"] == ["python=3.12", "tensorflow=2.19.1=cuda128*", "pip"]
    assert data["python"] == "3.12" and data["driver_min"] == "570" and data["cuda"] == "12.8"
    assert [s["id"] for s in data["steps"]] == ["check-driver", "create-env", "verify", "prove-gpu", "report"]
    assert {r["key"]: r["source"].split(", ")[0] for r in data["reasons"]}["tensorflow"] == "S41"
    assert any(w["code"] == "proved-before-kept" and w["message"].startswith(HONEST) for w in data["warnings"])


def test_rtx_5090_on_linux_as_text_names_the_conda_packages_the_source_and_the_proof_step() -> None:
    result = run_cli("plan", "--facts", str(FACTS / "linux-rtx5090-blackwell.json"))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "conda packages: python=3.12 tensorflow=2.19.1=cuda128* pip" in out and 'pip install ""' not in out
    assert HONEST in out and "conda-forge TensorFlow recipe" in out and "tensorflow-feedstock" in out
    assert "Keep the environment only if TensorFlow really computed on the GPU" in out
    assert 'conda create -n tf --override-channels -c conda-forge "python=3.12" "tensorflow=2.19.1=cuda128*"' in out


def test_windows_11_gets_the_cpu_plan_with_the_reason_and_the_wsl2_plan_with_the_same_inside() -> None:
    code, data = _json("--facts", str(FACTS / "windows-rtx5080-blackwell.json"))
    assert code == 0 and data["route"] == "cpu"
    assert any(w["code"] == "no-windows-build-for-this-card" for w in data["warnings"])
    wsl = next(a for a in data["alternatives"] if a["route"] == "wsl2")
    assert wsl["conda_packages"] == ["python=3.12", "tensorflow=2.19.1=cuda128*", "pip"]
    code, chosen = _json("--facts", str(FACTS / "windows-rtx5080-blackwell.json"), "--route", "wsl2")
    assert code == 0 and chosen["route"] == "wsl2" and chosen["conda_packages"] == wsl["conda_packages"]
    assert [s["id"] for s in chosen["steps"]] == ["check-driver", "check-wsl", "create-env", "verify", "prove-gpu",
                                                  "report"]
    text = run_cli("plan", "--facts", str(FACTS / "windows-rtx5080-blackwell.json")).stdout
    assert "No TensorFlow for Windows itself has code for this graphics card" in text


def _facts_with(tmp_path: Path, profile: str, **changes: Any) -> Path:
    document = json.loads((FACTS / profile).read_text(encoding="utf-8"))
    document.update(changes)
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_b200_in_wsl2_is_refused_with_nvidias_reason_and_exit_3(tmp_path: Path) -> None:
    facts = _facts_with(tmp_path, "wsl2-rtx4090-driver-546.json",
                        gpus=[{"name": "NVIDIA B200", "compute_capability": "10.0", "memory_mib": 183359}],
                        driver={"version": "580.88", "cuda": "13.0"})
    code, data = _json("--facts", str(facts))
    assert code == 3 and [b["code"] for b in data["blockers"]] == ["gpu-data-centre-not-in-wsl"]
    assert "data-centre" in data["blockers"][0]["message"]
    assert any(a["route"] == "cpu" for a in data["alternatives"])


def test_rtx_5090_with_driver_560_is_told_to_update_the_driver(tmp_path: Path) -> None:
    facts = _facts_with(tmp_path, "linux-rtx5090-blackwell.json", driver={"version": "560.35.03", "cuda": "12.6"})
    code, data = _json("--facts", str(facts))
    assert code == 3 and [b["code"] for b in data["blockers"]] == ["driver-too-old"]
    assert "570 or newer" in data["blockers"][0]["message"]
    assert {"kind": "upgrade-driver", "params": {"driver": "570"}} in data["blockers"][0]["fixes"]
    text = run_cli("plan", "--facts", str(facts)).stdout
    assert "570" in text
