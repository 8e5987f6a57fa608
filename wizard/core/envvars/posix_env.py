"""POSIX environment variables: one env script, sourced from a managed block in the user's shell rc files.

Which rc files, and why (bash(1) INVOCATION; zsh(1) STARTUP FILES):

* ``~/.profile`` always: login shells read it (the desktop session on most distributions, ssh, ``sh``/dash),
  so GUI apps started from the desktop inherit the variables after the next login.
* ``~/.bash_profile`` / ``~/.bash_login`` only when present: a bash login shell reads the first of
  ``.bash_profile``, ``.bash_login``, ``.profile`` that exists, so when one of the first two exists
  ``.profile`` is skipped and the block must be there too.
* ``~/.bashrc`` always: each new terminal is an interactive *non-login* bash, which reads only ``.bashrc``.
* ``~/.zshrc`` (under ``$ZDOTDIR`` when set) only when present: zsh users have one; others do not need it.

The script itself guards against duplicates, so sourcing it from two of these files is harmless.
Every file is written atomically; on undo a file still holding our bytes gets its exact pre-image back.
System scope writes ``/etc/profile.d/tfgpu-wizard.sh`` (read by ``/etc/profile`` for every login shell).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import sha256_bytes
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text
from wizard.core.envvars import posix_env_files as files
from wizard.core.envvars.model import PathChange, Scope, VariableChange
from wizard.core.envvars.pathlist import POSIX, add_entry, check_entry, check_value, remove_matching
from wizard.core.envvars.rcblock import find_block, install_block, remove_block, separator_for
from wizard.core.envvars.shscript import (
    EnvScript,
    parse_script,
    render_script,
    with_export,
    with_prepend,
    without_export,
    without_prepend,
)
from wizard.core.ops.base import ApplyResult, JsonDict, OpContext, OperationError, Outcome, Preview, in_tense
from wizard.core.ops.crashpoints import crash_point
from wizard.core.ops.files import back_up_file, missing_parents, remove_empty_dirs, restore_backup
from wizard.platform.env import user_config_dir

BACKEND_NAME = "posix-shell"
SCRIPT_NAME = "env.sh"
SYSTEM_SCRIPT = Path("/etc/profile.d/tfgpu-wizard.sh")


@dataclass(frozen=True)
class FileEdit:
    """One file before and after (None: absent), plus the newline added before an appended block."""

    path: Path
    before: bytes | None
    after: bytes | None
    separator: str = ""
    mode: int | None = None  # set after writing: a new file's, or the system script's 0644


class PosixEnvBackend:
    """The env script and rc blocks of one HOME (user scope) or ``/etc/profile.d`` (system scope)."""

    name = BACKEND_NAME
    flavor = POSIX

    def __init__(
        self,
        home: Path,
        config_dir: Path,
        *,
        system_script: Path = SYSTEM_SCRIPT,
        environ: Mapping[str, str] | None = None,
    ) -> None:
        self.home = home
        self.config_dir = config_dir
        self.system_script = system_script
        self.environ = os.environ if environ is None else environ

    def needs_elevation(self, scope: Scope) -> bool:
        """System scope needs root unless ``/etc/profile.d`` is writable (it never is for a user)."""
        return scope == "system" and not os.access(self.system_script.parent, os.W_OK)

    def location(self, scope: Scope) -> str:
        """The script, and for user scope the rc files that source it."""
        if scope == "system":
            return str(self.system_script)
        names = ", ".join(files.display(path, self.home) for path in self.rc_files())
        return f"{files.display(self.script_path('user'), self.home)} ({names})"

    def script_path(self, scope: Scope) -> Path:
        """Where the env script of ``scope`` lives."""
        if scope == "system":
            return self.system_script
        files.check_home(self.home, self.config_dir)
        return self.config_dir / SCRIPT_NAME

    def rc_files(self) -> list[Path]:
        """The rc files that get the managed block (see the module docstring for why these)."""
        files.check_home(self.home, self.config_dir)
        zdotdir = Path(self.environ.get("ZDOTDIR") or self.home)
        optional = [self.home / ".bash_profile", self.home / ".bash_login", zdotdir / ".zshrc"]
        return [self.home / ".profile", self.home / ".bashrc", *[p for p in optional if p.exists()]]

    def current_path(self, scope: Scope, variable: str) -> str:
        """The value this process sees (what a new shell starts from before our script runs)."""
        return self.environ.get(variable, "")

    def effective_path(self, scope: Scope, value: str) -> str:
        """The script prepends to what the shell already has, so ``value`` is what programs see."""
        return value

    def preview_path(self, scope: Scope, change: PathChange) -> Preview:
        """The effective PATH before/after a new shell sources the script (plus the files touched)."""
        before = self.current_path(scope, change.variable)
        edits = self._path_edits(scope, change)
        if not edits:  # already in the wanted state: nothing to show as a change
            after = before
        elif change.action == "add":
            after = add_entry(before, change.entry, POSIX, change.position)
        else:
            after = remove_matching(before, change.entry, POSIX)[0]
        title = tr("EnvVars", "{variable} in {location}").format(
            variable=change.variable, location=self.location(scope)
        )
        return Preview(title, files.render(before, edits, self.home, "before"),
                       files.render(after, edits, self.home, "after"))

    def apply_path(self, scope: Scope, change: PathChange, ctx: OpContext) -> ApplyResult:
        """Add/remove the prepend in the script and keep the rc blocks in step."""
        if change.action == "add":
            check_entry(change.entry, POSIX)
        return self._commit(scope, {"action": change.action, "variable": change.variable,
                                    "entry": change.entry}, self._path_edits(scope, change), ctx)

    def preview_variable(self, scope: Scope, change: VariableChange) -> Preview:
        """The script's value of the variable before and after (plus the files touched)."""
        script = self._script(scope)
        before = dict(script.exports).get(change.name, "")
        title = tr("EnvVars", "{variable} in {location}").format(
            variable=change.name, location=self.location(scope)
        )
        edits = self._variable_edits(scope, change)
        return Preview(title, files.render(before, edits, self.home, "before"),
                       files.render(change.value or "", edits, self.home, "after"))

    def apply_variable(self, scope: Scope, change: VariableChange, ctx: OpContext) -> ApplyResult:
        """Export (or stop exporting) the variable from the script."""
        if change.value is not None:
            check_value(change.value)
        old = dict(self._script(scope).exports).get(change.name)
        record = {"action": "set", "variable": change.name, "old": old}
        return self._commit(scope, record, self._variable_edits(scope, change), ctx)

    def reverse(self, record: Mapping[str, Any], ctx: OpContext) -> str:
        """Restore each file's pre-image when it still holds our bytes; else undo only our edit."""
        problems: list[str] = []
        for item in record["files"]:  # the script first: whether rc blocks stay depends on it
            try:
                self._reverse_file(item, record, ctx)
            except PermissionError:
                raise  # /etc/profile.d as a user: the caller retries elevated
            except (OperationError, OSError) as error:
                problems.append(str(error))
        if problems:
            raise OperationError(
                tr("EnvVars", "Some shell files could not be restored: {problems}").format(
                    problems="; ".join(problems)
                ),
                hint=tr("EnvVars", "Remove the tfgpu-wizard block from these files by hand."),
                reference="env-rc-not-restored",
            )
        return in_tense(ctx.dry_run, tr("EnvVars", "Restored {location}."),
                        tr("EnvVars", "Would restore {location}.")).format(location=self.location(record["scope"]))

    def reverse_interrupted(self, record: Mapping[str, Any], ctx: OpContext) -> str:
        """Undo an apply that never completed: the files it noted (each restored only if it is ours)."""
        if not record.get("files"):
            return tr("EnvVars", "Nothing had been changed yet.")
        return self.reverse(record, ctx)

    # -- planning ---------------------------------------------------------------------------------

    def _script(self, scope: Scope) -> EnvScript:
        data = files.read(files.target_of(self.script_path(scope)))
        return parse_script(data.decode("utf-8", "surrogateescape")) if data is not None else EnvScript()

    def _path_edits(self, scope: Scope, change: PathChange) -> list[FileEdit]:
        script = self._script(scope)
        if change.action == "add":
            return self._edits_for(scope, with_prepend(script, change.variable, change.entry))
        return self._edits_for(scope, without_prepend(script, change.variable, change.entry))

    def _variable_edits(self, scope: Scope, change: VariableChange) -> list[FileEdit]:
        script = self._script(scope)
        if change.value is None:
            return self._edits_for(scope, without_export(script, change.name))
        return self._edits_for(scope, with_export(script, change.name, change.value))

    def _edits_for(self, scope: Scope, script: EnvScript) -> list[FileEdit]:
        """Each file as it is and as it will be; a symlink is edited at its target, each target once."""
        path = files.target_of(self.script_path(scope))
        new = None if script.empty else render_script(script).encode("utf-8", "surrogateescape")
        before = files.read(path)
        # Every login shell of every user reads the system script: it must be readable by all (0644).
        mode = 0o644 if scope == "system" else (files.new_file_mode() if before is None else None)
        edits = [FileEdit(path, before, new, mode=mode)]
        if scope == "user":
            body = files.block_body(self.script_path(scope), self.home)
            targets = dict.fromkeys(files.target_of(rc) for rc in self.rc_files())  # .bash_profile -> .profile
            edits += [_rc_edit(rc, body, keep=new is not None) for rc in targets if rc != path]
        return [edit for edit in edits if edit.before != edit.after]

    # -- writing ----------------------------------------------------------------------------------

    def _commit(self, scope: Scope, change: JsonDict, edits: list[FileEdit], ctx: OpContext) -> ApplyResult:
        if not edits:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if scope == "user":
            files.refuse_under_sudo(self.environ)
        record: JsonDict = {"backend": BACKEND_NAME, "scope": scope, "change": change, "files": []}
        if ctx.dry_run:
            record["files"] = [{"path": str(e.path)} for e in edits]
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        if self.needs_elevation(scope) and not ctx.elevated:
            return ApplyResult(Outcome.NEEDS_ELEVATION, detail=str(self.script_path(scope)))
        ctx.note_intent(record)  # journaled before anything: an interrupted apply here changed nothing
        record["files"] = self._write_all(edits, ctx, record)
        return ApplyResult(Outcome.MODIFIED, record)

    def _write_all(self, edits: list[FileEdit], ctx: OpContext, record: JsonDict) -> list[JsonDict]:
        """Write every file or none: on a failure, the files already written get their pre-images back.

        Every backup is made and the whole undo record journaled (``note_intent``) before the first file
        changes; a rollback restores a file only while it still holds the bytes this run wrote.
        """
        planned = [_plan_one(edit, ctx) for edit in edits]
        ctx.note_intent({**record, "files": planned})
        done: list[JsonDict] = []
        try:
            for edit, item in zip(edits, planned, strict=True):
                if files.read(edit.path) != edit.before:  # re-read: another program wrote it meanwhile
                    raise _changed_meanwhile(edit.path)
                files.write_or_remove(edit.path, edit.after, edit.mode)
                done.append(item)
                crash_point("env-file-written")
        except (OSError, OperationError) as error:
            failure = error if isinstance(error, OperationError) else OperationError(
                tr("EnvVars", "{path} could not be changed: {error}").format(
                    path=edit.path, error=os_error_text(error)
                ),
                hint=tr("EnvVars", "Check that you own the file and that it is not read-only."),
                reference="env-rc-unwritable",
            )
            unrestored = _restore_pre_images(done)
            if unrestored:
                failure.hint = tr(
                    "EnvVars", "These files could not be put back either: {paths}. Remove the tfgpu-wizard "
                    "block from them by hand."
                ).format(paths=", ".join(unrestored))
            if failure is error:
                raise
            raise failure from error
        return done

    def _reverse_file(self, item: Mapping[str, Any], record: Mapping[str, Any], ctx: OpContext) -> None:
        path = Path(item["path"])
        current = files.read(path)
        current_hash = None if current is None else sha256_bytes(current)
        if current_hash == item["after_sha256"]:
            if not ctx.dry_run:
                _restore_pre_image(item)
            return
        if current_hash == _before_hash(item):  # never written (an interrupted apply), or restored already
            return
        if current is None or ctx.dry_run:
            return
        self._reverse_edited(path, current, item, record)

    def _reverse_edited(
        self, path: Path, current: bytes, item: Mapping[str, Any], record: Mapping[str, Any]
    ) -> None:
        """The file changed after us (the user edited it): take out only what we put in."""
        scope: Scope = record["scope"]
        text = current.decode("utf-8", "surrogateescape")
        if path == files.target_of(self.script_path(scope)):
            script = _inverse(parse_script(text), record["change"])
            new = None if script.empty else render_script(script).encode("utf-8", "surrogateescape")
        elif find_block(text) is not None and self._script(scope).empty:
            kept = remove_block(text, added_separator=item.get("separator", ""))
            new = kept.encode("utf-8", "surrogateescape")
        else:
            return
        files.write_or_remove(path, new)


def _rc_edit(path: Path, body: list[str], *, keep: bool) -> FileEdit:
    before = files.read(path)
    text = (before or b"").decode("utf-8", "surrogateescape")
    if keep:
        separator = separator_for(text)
        after = install_block(text, body).encode("utf-8", "surrogateescape")
        return FileEdit(path, before, after, separator, None if before is not None else files.new_file_mode())
    if before is None or find_block(text) is None:
        return FileEdit(path, before, before)
    return FileEdit(path, before, remove_block(text, added_separator="").encode("utf-8", "surrogateescape"))


def _changed_meanwhile(path: Path) -> OperationError:
    return OperationError(
        tr("EnvVars", "{path} changed while the wizard was updating it; nothing was changed.").format(
            path=path
        ),
        hint=tr("EnvVars", "Try again; the new content will be kept."),
        reference="env-rc-concurrent-change",
    )


def _plan_one(edit: FileEdit, ctx: OpContext) -> JsonDict:
    """The undo record of one file, its backup made: everything but the write itself."""
    backup = back_up_file(edit.path, ctx.require_backup_dir()) if edit.before is not None else None
    return {
        "path": str(edit.path), "backup": backup, "separator": edit.separator,
        "before_sha256": None if edit.before is None else sha256_bytes(edit.before),
        "after_sha256": None if edit.after is None else sha256_bytes(edit.after),
        "created_dirs": [str(d) for d in missing_parents(edit.path)],
    }


def _before_hash(item: Mapping[str, Any]) -> str | None:
    """The hash of a file before the apply (records before schema 2 have it in the backup's record)."""
    if "before_sha256" in item:
        return item["before_sha256"]  # type: ignore[no-any-return]
    backup = item.get("backup")
    return str(backup["sha256"]) if backup else None


def _restore_pre_images(done: list[JsonDict]) -> list[str]:
    """Put back every file this run wrote, newest first, carrying on past one that fails; returns those.

    A file that no longer holds this run's bytes is left alone: someone wrote it since, and it is theirs.
    """
    unrestored = []
    for item in reversed(done):
        try:
            current = files.read(Path(item["path"]))
            if (None if current is None else sha256_bytes(current)) == item["after_sha256"]:
                _restore_pre_image(item)
        except (OSError, OperationError):
            unrestored.append(str(item["path"]))
    return unrestored


def _restore_pre_image(item: Mapping[str, Any]) -> None:
    if item["backup"] is not None:
        restore_backup(item["backup"])
    else:
        files.write_or_remove(Path(item["path"]), None)
    remove_empty_dirs([Path(d) for d in item.get("created_dirs", [])])


def _inverse(script: EnvScript, change: Mapping[str, Any]) -> EnvScript:
    if change["action"] == "add":
        return without_prepend(script, change["variable"], change["entry"])
    if change["action"] == "remove":
        return with_prepend(script, change["variable"], change["entry"])
    if change["old"] is None:
        return without_export(script, change["variable"])
    return with_export(script, change["variable"], change["old"])


def default_backend() -> PosixEnvBackend:
    """The backend of the current user: ``$HOME`` and the XDG config dir (``~/.config/tfgpu-wizard``)."""
    config = user_config_dir("tfgpu-wizard")
    # Distributions (and tests) with another profile.d can point the system scope elsewhere.
    profile_d = os.environ.get("TFGPU_WIZARD_PROFILE_D")
    system_script = Path(profile_d) / SYSTEM_SCRIPT.name if profile_d else SYSTEM_SCRIPT
    # $HOME as set, even empty ("" is refused later): Path.home() would turn "" into "/".
    home = Path(os.environ["HOME"]) if "HOME" in os.environ else Path.home()
    return PosixEnvBackend(home, config, system_script=system_script)
