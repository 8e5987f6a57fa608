"""``vscode-interpreter``: point a VS Code folder at the env (``python.defaultInterpreterPath``), undoably.

The folder's ``.vscode/settings.json`` keeps every other setting; a file VS Code would read but strict JSON
cannot (comments, trailing commas: VS Code allows them) is refused with the line to add by hand, never
rewritten without its comments. The undo record holds the file as it was (small), so undo puts back exactly
that, or removes the file and the ``.vscode`` folder this run created, and only while the file is still ours.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import sha256_bytes, write_bytes_atomically
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    build_with_keywords,
    register_kind,
)
from wizard.core.ops.files import read_text_if_exists
from wizard.platform import file_access

KIND = "vscode-interpreter"
SETTING = "python.defaultInterpreterPath"


@dataclass(frozen=True, kw_only=True)
class SetVscodeInterpreter:
    """In ``folder``'s ``.vscode/settings.json``, set the default interpreter to ``interpreter``."""

    folder: str
    interpreter: str
    kind = KIND

    @property
    def settings(self) -> Path:
        """The settings file."""
        return Path(self.folder) / ".vscode" / "settings.json"

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: the file as it was, and whether ``.vscode`` existed."""
        return {"settings": str(self.settings), "previous": read_text_if_exists(self.settings),
                "created_dir": not self.settings.parent.exists(), "sha256": sha256_bytes(self.wanted())}

    def wanted(self) -> bytes:
        """The file with the setting (other settings kept, in their order)."""
        previous = read_text_if_exists(self.settings)
        try:
            data = json.loads(previous) if previous and previous.strip() else {}
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise BadInputError(
                tr("PyEnv", "{path} is not plain JSON (VS Code allows comments there), so it was not changed.").format(
                    path=self.settings),
                hint=tr("PyEnv", "Add this line to it yourself: \"{key}\": \"{value}\"").format(
                    key=SETTING, value=self.interpreter.replace("\\", "\\\\")),
                reference="vscode-settings-not-json")
        data[SETTING] = self.interpreter
        return (json.dumps(data, indent=4, ensure_ascii=False) + "\n").encode("utf-8")

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Point VS Code in {folder} at {python}").format(folder=self.folder, python=self.interpreter)

    def preview(self) -> Preview:
        """The settings file before and after."""
        return Preview(str(self.settings), read_text_if_exists(self.settings) or "", self.wanted().decode("utf-8"))

    def needs_elevation(self) -> bool:
        """A project folder is the user's."""
        return not file_access.can_write_under(self.settings)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Write the file (nothing in dry-run); no change when the setting is already there."""
        record, data = self.intent(), self.wanted()
        if record["previous"] is not None and record["previous"].encode("utf-8") == data:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not ctx.dry_run:
            write_bytes_atomically(self.settings, data)
        return ApplyResult(Outcome.MODIFIED, record, dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"folder": self.folder, "interpreter": self.interpreter}


def reverse_vscode_interpreter(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Put the file back as it was (or remove it and the folder this run made), while it is still ours."""
    settings = Path(record["settings"])
    current = settings.read_bytes() if settings.is_file() else None
    if current is not None and sha256_bytes(current) != record["sha256"]:
        raise OperationError(
            tr("Ops", "{path} was changed after the wizard wrote it, so it was kept.").format(path=settings),
            hint=tr("PyEnv", "Remove the line \"{key}\" yourself if you no longer want it.").format(key=SETTING),
            reference="ops-file-changed")
    if not ctx.dry_run:
        if record["previous"] is not None:
            write_bytes_atomically(settings, str(record["previous"]).encode("utf-8"))
        else:
            settings.unlink(missing_ok=True)
            if record.get("created_dir") and settings.parent.is_dir() and not any(settings.parent.iterdir()):
                settings.parent.rmdir()
    if record["previous"] is not None:
        return tr("PyEnv", "Put {path} back as it was.").format(path=settings)
    return tr("Ops", "Removed {path}.").format(path=settings)


register_kind(KIND, reverse=reverse_vscode_interpreter, build=build_with_keywords(SetVscodeInterpreter),
              reverse_interrupted=reverse_vscode_interpreter)  # its intent() is the whole undo record
