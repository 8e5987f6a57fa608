"""``vscode-interpreter``: point a VS Code folder at the env (``python.defaultInterpreterPath``), undoably.

The folder's ``.vscode/settings.json`` keeps every other setting; a file VS Code would read but strict JSON
cannot (comments, trailing commas: VS Code allows them) is refused with the line to add by hand, never
rewritten without its comments; one that is not UTF-8, is nested too deeply to read, or whose ``.vscode`` is a
file is refused too (exit 2, nothing changed). The undo record holds the file's exact bytes (small), so undo
puts back exactly that, or removes the file and the folders this run created, and only while the file is still
ours. A linked settings.json is written at its target, so the link stays a link.
"""

from __future__ import annotations

import errno
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
    in_tense,
    register_kind,
)
from wizard.core.ops.files import decoded, edited_at, encoded, missing_parents, read_if_exists, remove_empty_dirs
from wizard.platform import file_access

KIND = "vscode-interpreter"
SETTING = "python.defaultInterpreterPath"
_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, kw_only=True)
class SetVscodeInterpreter:
    """In ``folder``'s ``.vscode/settings.json``, set the default interpreter to ``interpreter``."""

    folder: str
    interpreter: str
    kind = KIND

    @property
    def settings(self) -> Path:
        """The settings file (a symbolic link is edited at its target, so the link stays a link)."""
        return edited_at(Path(self.folder) / ".vscode" / "settings.json")

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: the file's exact bytes, and whether ``.vscode`` existed."""
        return {"settings": str(self.settings), "previous_bytes": encoded(self._previous()),
                "created_dir": not self.settings.parent.exists(), "sha256": sha256_bytes(self.wanted()),
                "created_dirs": [str(folder) for folder in missing_parents(self.settings)]}

    def _previous(self) -> bytes | None:
        """The settings file's bytes (None: there is none); a ``.vscode`` or settings.json that is not what
        VS Code reads there is refused."""
        try:
            if self.settings.parent.exists() and not self.settings.parent.is_dir():
                # asked first: Windows answers "path not found" (read as "no file yet") for a file used as a folder
                raise NotADirectoryError(errno.ENOTDIR, "Not a directory", str(self.settings.parent))
            return read_if_exists(self.settings)
        except (NotADirectoryError, IsADirectoryError) as error:
            raise BadInputError(
                tr("PyEnv", "{path} is not a folder with a settings file in it, so nothing was changed.").format(
                    path=self.settings.parent),
                hint=tr("PyEnv", "VS Code keeps its settings in the folder .vscode: move what is there away, then "
                        "run this again."),
                reference="vscode-not-a-folder") from error

    def wanted(self) -> bytes:
        """The file with the setting (other settings kept, in their order; a BOM and CRLF line ends kept)."""
        previous = self._previous() or b""
        data = _parsed(previous, self.settings, self.interpreter)
        data[SETTING] = self.interpreter
        try:
            text = json.dumps(data, indent=4, ensure_ascii=False) + "\n"
        except RecursionError as error:  # the indenting encoder recurses more than the parser
            raise _too_deep(self.settings, self.interpreter) from error
        if b"\r\n" in previous:
            text = text.replace("\n", "\r\n")
        return (_BOM if previous.startswith(_BOM) else b"") + text.encode("utf-8")

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Point VS Code in {folder} at {python}").format(folder=self.folder, python=self.interpreter)

    def preview(self) -> Preview:
        """The settings file before and after."""
        before = (self._previous() or b"").decode("utf-8", "replace")
        return Preview(str(self.settings), before, self.wanted().decode("utf-8"))

    def needs_elevation(self) -> bool:
        """A project folder is the user's."""
        return not file_access.can_write_under(self.settings)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Write the file (nothing in dry-run); no change when the setting is already there."""
        record, data = self.intent(), self.wanted()
        if record["previous_bytes"] == encoded(data):
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not ctx.dry_run:
            write_bytes_atomically(self.settings, data)
        return ApplyResult(Outcome.MODIFIED, record, dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"folder": self.folder, "interpreter": self.interpreter}


def reverse_vscode_interpreter(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Put the file back as it was, byte for byte (or remove it and the folder this run made), while it is
    still ours."""
    if "settings" not in record:  # killed before the intent was noted: nothing was changed
        return tr("Ops", "Nothing had been changed yet.")
    settings = Path(record["settings"])
    current = settings.read_bytes() if settings.is_file() else None
    if current is not None and sha256_bytes(current) != record["sha256"]:
        raise OperationError(
            tr("Ops", "{path} was changed after the wizard wrote it, so it was kept.").format(path=settings),
            hint=tr("PyEnv", "Remove the line \"{key}\" yourself if you no longer want it.").format(key=SETTING),
            reference="ops-file-changed")
    previous = _previous_of(record)
    if not ctx.dry_run:
        if previous is not None:
            write_bytes_atomically(settings, previous)
        else:
            settings.unlink(missing_ok=True)
            created = record.get("created_dirs", [str(settings.parent)] if record.get("created_dir") else [])
            remove_empty_dirs([Path(folder) for folder in created])  # .vscode, and the project folder if we made it
    if previous is not None:
        return tr("PyEnv", "Put {path} back as it was.").format(path=settings)
    return in_tense(ctx.dry_run, tr("Ops", "Removed {path}."), tr("Ops", "Would remove {path}.")).format(path=settings)


def _previous_of(record: Mapping[str, Any]) -> bytes | None:
    """The file from before: exact bytes (``previous_bytes``), or the text an older version kept."""
    if "previous_bytes" in record:
        return None if record["previous_bytes"] is None else decoded(record["previous_bytes"])
    return None if record.get("previous") is None else str(record["previous"]).encode("utf-8")


def _too_deep(settings: Path, interpreter: str) -> BadInputError:
    return BadInputError(
        tr("PyEnv", "{path} is nested too deeply to read, so it was not changed.").format(path=settings),
        hint=_add_by_hand(interpreter), reference="vscode-settings-too-deep")


def _add_by_hand(interpreter: str) -> str:
    """The hint of a file the wizard does not rewrite: the line to add, as JSON writes it."""
    return tr("PyEnv", "Add this line to it yourself: \"{key}\": \"{value}\"").format(
        key=SETTING, value=interpreter.replace("\\", "\\\\"))


def _parsed(previous: bytes, settings: Path, interpreter: str) -> dict[str, Any]:
    """The settings as a dict; refused (exit 2, nothing changed) when they are not UTF-8, not plain JSON
    (VS Code allows comments: the hint gives the line to add) or nested too deep to read."""
    try:
        text = previous.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise BadInputError(
            tr("PyEnv", "{path} is not UTF-8 text, so it was not changed.").format(path=settings),
            hint=tr("PyEnv", "Save it as UTF-8 in VS Code, then run this again."),
            reference="vscode-settings-not-utf8") from error
    try:
        data = json.loads(text) if text.strip() else {}
    except RecursionError as error:
        raise _too_deep(settings, interpreter) from error
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise BadInputError(
            tr("PyEnv", "{path} is not plain JSON (VS Code allows comments there), so it was not changed.").format(
                path=settings),
            hint=_add_by_hand(interpreter),
            reference="vscode-settings-not-json")
    return data


register_kind(KIND, reverse=reverse_vscode_interpreter, build=build_with_keywords(SetVscodeInterpreter),
              reverse_interrupted=reverse_vscode_interpreter)  # its intent() is the whole undo record
