"""A small real operation for the ops tests: write one file (backing up what was there), and its reverse."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    register_kind,
)
from wizard.core.ops.files import reverse_written_file, write_file_undoably


@dataclass(frozen=True)
class WriteFile:
    """Write ``content`` to ``path``; ``fail`` makes apply raise (a disk that refuses)."""

    path: Path
    content: bytes
    fail: bool = False
    elevate: bool = False
    kind = "test-write-file"

    def describe(self) -> str:
        return f"write {self.path.name}"

    def preview(self) -> Preview:
        before = self.path.read_bytes().decode() if self.path.exists() else ""
        return Preview(self.path.name, before, self.content.decode())

    def needs_elevation(self) -> bool:
        return self.elevate

    def apply(self, ctx: OpContext) -> ApplyResult:
        if self.fail:
            raise OperationError("the disk refused", hint="free some space")
        if self.path.exists() and self.path.read_bytes() == self.content:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, {"path": str(self.path)}, dry_run=True)
        return ApplyResult(Outcome.MODIFIED, write_file_undoably(self.path, self.content, ctx))

    def to_params(self) -> JsonDict:
        return {"path": str(self.path), "content": self.content.decode()}


def reverse_write_file(record: Mapping[str, Any], ctx: OpContext) -> str:
    return reverse_written_file(record, dry_run=ctx.dry_run)


def build_write_file(params: Mapping[str, Any]) -> WriteFile:
    return WriteFile(Path(params["path"]), str(params["content"]).encode())


register_kind(WriteFile.kind, reverse=reverse_write_file, build=build_write_file)
