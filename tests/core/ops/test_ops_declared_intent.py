"""Operations that know their whole undo record up front (``intent()``: envs, kernels, conda, VS Code) have it
journaled before ``apply`` runs, so a real kill in the middle leaves an entry that ``undo`` completes."""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, Outcome, Preview, register_kind
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo


@dataclass(frozen=True)
class MakeFolder:
    """Creates a folder full of files (like an env being created); ``die`` kills the process half-way."""

    path: Path
    die: bool = False
    kind = "test-make-folder"

    def intent(self) -> JsonDict:
        return {"prefix": str(self.path), "created": not self.path.exists()}

    def describe(self) -> str:
        return f"make {self.path.name}"

    def preview(self) -> Preview:
        return Preview(self.path.name, "", "folder")

    def needs_elevation(self) -> bool:
        return False

    def apply(self, ctx: OpContext) -> ApplyResult:
        self.path.mkdir()
        (self.path / "half.txt").write_text("written before the kill")
        if self.die:
            os.kill(os.getpid(), signal.SIGKILL)
        return ApplyResult(Outcome.MODIFIED, self.intent() | {"created": True})

    def to_params(self) -> JsonDict:
        return {"path": str(self.path)}


def _reverse(record: Mapping[str, Any], ctx: OpContext) -> str:
    prefix = Path(record["prefix"])
    if record.get("created") and prefix.exists() and not ctx.dry_run:
        shutil.rmtree(prefix)
    return f"removed {prefix}"


register_kind(MakeFolder.kind, reverse=_reverse, reverse_interrupted=_reverse)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="a real child process killed mid-apply")
def test_a_kill_in_the_middle_leaves_an_entry_that_undo_completes(tmp_path: Path) -> None:
    target = tmp_path / "env"
    child = os.fork()
    if child == 0:  # the child dies inside apply, after the folder exists and before anything is completed
        apply_operations([MakeFolder(target, die=True)], Journal(), step="env")
        os._exit(0)
    _, status = os.waitpid(child, 0)
    assert os.WIFSIGNALED(status) and target.exists(), "killed half-way, its folder made"
    journal = Journal()
    pending = journal.pending()
    assert len(pending) == 1 and pending[0].record.get("prefix") == str(target), "the intent was noted first"
    report = undo(journal, "all")
    assert report.ok and not target.exists()
    assert Journal().pending() == []


def test_a_folder_that_existed_is_never_claimed(tmp_path: Path) -> None:
    target = tmp_path / "env"
    target.mkdir()
    (target / "mine.txt").write_text("the user's")
    report = apply_operations([MakeFolder(target)], Journal(), step="env")
    assert not report.ok  # mkdir fails: the folder is there
    assert (target / "mine.txt").read_text() == "the user's", "its intent said: not created by us"
    assert Journal().pending() == []
