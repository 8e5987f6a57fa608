"""``elevated-apply`` given a plan it cannot use: a clear error, exit 2, no traceback (real subprocesses)."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import pytest

from tests.cli.support import run_cli


def _refused(result: subprocess.CompletedProcess[str], words: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    assert "error:" in result.stderr and "hint:" in result.stderr, result.stderr
    assert words in result.stderr, result.stderr


def _pinned(tmp_path: Path, data: bytes) -> tuple[Path, str]:
    plan = tmp_path / "plan.json"
    plan.write_bytes(data)
    return plan, hashlib.sha256(data).hexdigest()


def test_a_missing_plan_file_is_refused(tmp_path: Path) -> None:
    _refused(run_cli("elevated-apply", "--plan", str(tmp_path / "gone.json"), "--sha256", "a" * 64),
             "plan file")


@pytest.mark.parametrize("document", [
    {"schema": 1, "step": "x"},
    {"schema": 1, "operations": [{"kind": "path-add"}]},
    {"schema": 1, "operations": "nope", "step": "x"},
    {"schema": 1, "mode": "undo"},
    [1, 2],
])
def test_a_pinned_plan_without_what_it_needs_is_refused(document: object, tmp_path: Path) -> None:
    plan, sha = _pinned(tmp_path, json.dumps(document).encode())
    _refused(run_cli("elevated-apply", "--plan", str(plan), "--sha256", sha), "plan file")
    assert not (tmp_path / "result.json").exists()


@pytest.mark.parametrize("data", [b"{not json", b"\xff\xfe", b"[" * 50_000 + b"]" * 50_000])
def test_a_pinned_plan_that_is_not_json_is_refused(data: bytes, tmp_path: Path) -> None:
    plan, sha = _pinned(tmp_path, data)
    _refused(run_cli("elevated-apply", "--plan", str(plan), "--sha256", sha), "plan file")
