"""``kernel-add`` and ``kernel-remove``: an env's Jupyter kernelspec, written and removed with exact undo.

The undo record is complete before apply (:meth:`AddKernel.intent`): the kernelspec folder, whether this run
creates it, the folders writing it creates, and the ``kernel.json`` that was there before (a few hundred bytes,
kept in the record itself as exact bytes: CRLF, a lone CR or a BOM come back as they were). The wizard writes
only ``kernel.json``, so that is all ``kernel remove`` and undo take out: a logo or notes the user put in the
folder stay, and so does the folder then. A kernelspec that is a symbolic link is refused before anything
changes; one someone else made under the same name is never replaced. An entry a kill left before its record
was noted changed nothing, and undo drops it. ``ipykernel`` is installed into the
env first when it is missing (it stays there on undo; removing the env removes it).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.errors import BadInputError
from wizard.basics.events import LogLine, Step, run_to_completion
from wizard.basics.i18n import tr
from wizard.core.ops.base import (
    ApplyResult,
    JsonDict,
    OpContext,
    OperationError,
    Outcome,
    Preview,
    in_tense,
    register_kind,
)
from wizard.core.ops.files import decoded, encoded, missing_parents, read_if_exists, remove_empty_dirs
from wizard.core.pyenv.backend import choose_installer
from wizard.core.pyenv.create import installer_env
from wizard.core.pyenv.envs import TENSORFLOW_DISTS, env_prefix, installed_version, python_version, read_marker
from wizard.core.pyenv.explain import explain
from wizard.core.pyenv.index import IndexConfig
from wizard.core.pyenv.kernelspec import display_name, kernel_dir, kernel_json, library_env, spec_is_ours
from wizard.core.pyenv.names import validate_env_name
from wizard.core.pyenv.process import CancelCheck, children_journaled, end_survivors, never_cancelled, run_streamed
from wizard.core.pyenv.pyenv_ops import made_env
from wizard.core.pyenv.tooling import pinned
from wizard.platform import file_access
from wizard.platform.bounded_output import run_bounded
from wizard.platform.pyenv_layout import conda_python, venv_python

ADD_KIND = "kernel-add"
REMOVE_KIND = "kernel-remove"
_CHECK_TIMEOUT_S = 60


def _python_of(prefix: Path, marker: Mapping[str, Any]) -> Path:
    return conda_python(prefix) if marker.get("kind") == "conda" else venv_python(prefix)


@dataclass(frozen=True, kw_only=True)
class AddKernel:
    """Register the env ``env`` as a Jupyter kernel for this user."""

    env: str
    gpu: bool = True
    pip_cuda: bool = False
    installer: str | None = None
    index: Mapping[str, Any] = field(default_factory=dict)
    conda_platform: str = ""  # a conda env py-rattler made: its library folder goes on the kernel's path
    variables: Mapping[str, str] = field(default_factory=dict)  # the framework's (KERAS_BACKEND), issue 33
    kind = ADD_KIND

    def __post_init__(self) -> None:
        """Refuse a bad env name before anything starts."""
        validate_env_name(self.env)

    @property
    def folder(self) -> Path:
        """The kernelspec folder."""
        return kernel_dir(self.env)

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: the folder, the ``kernel.json`` that was there (its exact
        bytes), and the folders writing it creates (undo removes them again, while they are empty)."""
        spec = self.folder / "kernel.json"
        return {"kernel_dir": str(self.folder), "created": not self.folder.exists(),
                "previous_bytes": encoded(read_if_exists(spec)),
                "created_dirs": [str(folder) for folder in missing_parents(spec)]}

    def wanted(self) -> bytes:
        """The ``kernel.json`` this operation writes."""
        prefix, marker = made_env(self.env)
        planned = str(marker.get("params", {}).get("tensorflow") or "")
        tensorflow = installed_version(prefix, TENSORFLOW_DISTS) or planned
        return kernel_json(_python_of(prefix, marker), display_name(self.env, tensorflow, self.gpu),
                           {**library_env(prefix, self.pip_cuda, self.conda_platform), **self.variables}, prefix)

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Register the environment '{name}' as a Jupyter kernel").format(name=self.env)

    def preview(self) -> Preview:
        """The kernel.json before and after (a line saying what it will be, while the env is still to be made)."""
        try:
            after = self.wanted().decode("utf-8")
        except BadInputError:
            after = tr("PyEnv", "{path}: a Jupyter kernel for the environment '{name}'").format(
                path=self.folder / "kernel.json", name=self.env)
        return Preview(str(self.folder / "kernel.json"), _shown(self.folder / "kernel.json"), after)

    def needs_elevation(self) -> bool:
        """The user's own Jupyter folder."""
        return not file_access.can_write_under(self.folder)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :meth:`apply_step`; its events are dropped."""
        return run_to_completion(self.apply_step(ctx))[1]

    def apply_step(self, ctx: OpContext, cancelled: CancelCheck | None = None) -> Step[ApplyResult]:
        """Install ipykernel when missing, then write the kernelspec (refusing one that is not ours)."""
        record = self.intent()
        refuse_linked_spec(self.folder)
        if not record["created"] and not spec_is_ours(self.folder):
            raise BadInputError(
                tr("PyEnv", "A Jupyter kernel named {name} exists and was not made by this wizard.").format(
                    name=self.folder.name),
                hint=tr("PyEnv", "Remove that kernel first (jupyter kernelspec remove {name}); it was left as it "
                        "is.").format(name=self.folder.name),
                reference="kernel-not-ours",
            )
        if ctx.dry_run and read_marker(env_prefix(self.env)) is None:  # its env is made earlier in this run
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        data = self.wanted()
        if record["previous_bytes"] == encoded(data):
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        with children_journaled(ctx.note_intent, record):  # undo ends what of pip or uv a kill left running
            yield from self._ensure_ipykernel(cancelled or never_cancelled)
        write_bytes_atomically(self.folder / "kernel.json", data)
        return ApplyResult(Outcome.MODIFIED, record, detail=str(self.folder))

    def _ensure_ipykernel(self, cancelled: CancelCheck) -> Step[None]:
        prefix, marker = made_env(self.env)
        python = _python_of(prefix, marker)
        check = run_bounded([str(python), "-c", "import ipykernel"], timeout=_CHECK_TIMEOUT_S, tied=True)
        if check.returncode == 0:
            return
        installer = choose_installer(self.installer)
        version = str(marker.get("params", {}).get("python") or python_version(prefix))
        yield LogLine("info", tr("PyEnv", "Installing ipykernel into {path}").format(path=prefix), "kernel")
        index = IndexConfig(**dict(self.index))
        env = installer_env(installer, index)
        wanted = pinned("ipykernel", version)
        for requirement in (wanted, "ipykernel"):
            result = yield from run_streamed(installer.install_command(python, [requirement]), env, key="kernel",
                                             cancelled=cancelled)
            if result.ok:
                return
            error = explain(result, requirement=requirement, python=version, folder=index.wheel_folder,
                            what=tr("PyEnv", "install ipykernel"))
            if requirement != wanted or error.context.get("missing") != "ipykernel":
                raise error
            # the index (an offline or partial one) lacks the pinned release: the one it has, said plainly
            yield LogLine("warning", tr("PyEnv", "The package index has no {wanted}, so the environment gets the "
                                        "ipykernel the index has instead of the release the wizard pins.").format(
                wanted=wanted), "kernel")

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"env": self.env, "gpu": self.gpu, "pip_cuda": self.pip_cuda, "installer": self.installer,
                "index": dict(self.index), **({"conda_platform": self.conda_platform} if self.conda_platform else {}),
                **({"variables": dict(self.variables)} if self.variables else {})}


def reverse_kernel_add(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Put back the kernel.json that was there, byte for byte, or remove the one this run wrote and the folders
    it created (while empty: files the user added to the folder since stay, and so does the folder).

    An entry killed before its record was noted changed nothing; a linked kernelspec was never written to."""
    if not ctx.dry_run:
        end_survivors(record)  # ipykernel's installer, if a kill left it running
    if "kernel_dir" not in record:
        return tr("Ops", "Nothing had been changed yet.")
    folder = Path(record["kernel_dir"])
    spec = folder / "kernel.json"
    if _is_linked(folder):
        return tr("PyEnv", "{path} is a symbolic link; the wizard never wrote there, so it was left as it is.").format(
            path=folder)
    if spec.exists() and not spec_is_ours(folder):
        raise OperationError(
            tr("PyEnv", "The Jupyter kernel {path} was changed by someone else, so it was kept.").format(path=folder),
            hint=tr("PyEnv", "Remove it yourself if you no longer need it."),
            reference="kernel-not-ours",
        )
    previous = _previous(record)
    if previous is not None:
        if not ctx.dry_run:
            write_bytes_atomically(spec, previous)
        return in_tense(ctx.dry_run, tr("PyEnv", "Restored the Jupyter kernel {path}."),
                        tr("PyEnv", "Would restore the Jupyter kernel {path}.")).format(path=folder)
    if not ctx.dry_run:
        spec.unlink(missing_ok=True)
        created = record.get("created_dirs") or ([str(folder)] if record.get("created") else [])
        remove_empty_dirs([Path(d) for d in created])
    return in_tense(ctx.dry_run, tr("PyEnv", "Removed the Jupyter kernel {path}."),
                    tr("PyEnv", "Would remove the Jupyter kernel {path}.")).format(path=folder)


def _previous(record: Mapping[str, Any]) -> bytes | None:
    """The kernel.json from before: exact bytes (``previous_bytes``), or the text an older version kept."""
    if "previous_bytes" in record:
        return None if record["previous_bytes"] is None else decoded(record["previous_bytes"])
    return None if record.get("previous") is None else str(record["previous"]).encode("utf-8")


def _is_linked(folder: Path) -> bool:
    return os.path.islink(folder) or os.path.islink(folder / "kernel.json")


def refuse_linked_spec(folder: Path) -> None:
    """A kernelspec folder or kernel.json that is a symbolic link is refused before anything changes."""
    if _is_linked(folder):
        raise BadInputError(
            tr("PyEnv", "The Jupyter kernel {path} is a symbolic link, so the wizard does not change it.").format(
                path=folder),
            hint=tr("PyEnv", "Remove the link yourself if you no longer need it; nothing was changed."),
            reference="kernel-is-link",
        )


def _shown(spec: Path) -> str:
    """A kernel.json as preview text (undecodable bytes shown as replacement characters)."""
    data = read_if_exists(spec)
    return "" if data is None else data.decode("utf-8", "replace")


@dataclass(frozen=True, kw_only=True)
class RemoveKernel:
    """Remove the kernelspec this wizard made for the env ``env``."""

    env: str
    kind = REMOVE_KIND

    def __post_init__(self) -> None:
        """Refuse a bad env name before anything starts."""
        validate_env_name(self.env)

    @property
    def folder(self) -> Path:
        """The kernelspec folder."""
        return kernel_dir(self.env)

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: the kernel.json to write back, byte for byte."""
        return {"kernel_dir": str(self.folder), "previous_bytes": encoded(read_if_exists(self.folder / "kernel.json"))}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Remove the Jupyter kernel of the environment '{name}'").format(name=self.env)

    def preview(self) -> Preview:
        """The kernel.json, then nothing."""
        return Preview(str(self.folder / "kernel.json"), _shown(self.folder / "kernel.json"), "")

    def needs_elevation(self) -> bool:
        """The user's own Jupyter folder."""
        return not file_access.can_write_under(self.folder)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Delete the wizard's kernel.json (and the folder, when nothing else is in it); nothing to do when it
        is gone. Files the user added to the folder stay; a linked kernelspec is refused."""
        record = self.intent()
        refuse_linked_spec(self.folder)
        if record["previous_bytes"] is None:
            return ApplyResult(Outcome.NO_CHANGE, dry_run=ctx.dry_run)
        if not spec_is_ours(self.folder):
            raise BadInputError(
                tr("PyEnv", "A Jupyter kernel named {name} exists and was not made by this wizard.").format(
                    name=self.folder.name),
                hint=tr("PyEnv", "Remove it with Jupyter's own tools if you want; it was left as it is."),
                reference="kernel-not-ours",
            )
        if not ctx.dry_run:
            (self.folder / "kernel.json").unlink()
            remove_empty_dirs([self.folder])
        return ApplyResult(Outcome.MODIFIED, record, dry_run=ctx.dry_run)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"env": self.env}


def reverse_kernel_remove(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Write the removed kernel.json back, byte for byte (safe after a kill: one that is there is left)."""
    if "kernel_dir" not in record:
        return tr("Ops", "Nothing had been changed yet.")
    folder = Path(record["kernel_dir"])
    if _is_linked(folder) or (folder / "kernel.json").exists():
        return tr("PyEnv", "The Jupyter kernel {path} exists again; it was left as it is.").format(path=folder)
    previous = _previous(record)
    if previous is None:
        return tr("Ops", "Nothing had been changed yet.")
    if not ctx.dry_run:
        write_bytes_atomically(folder / "kernel.json", previous)
    return in_tense(ctx.dry_run, tr("PyEnv", "Restored the Jupyter kernel {path}."),
                    tr("PyEnv", "Would restore the Jupyter kernel {path}.")).format(path=folder)


def _build_add(params: Mapping[str, Any]) -> AddKernel:
    return AddKernel(**dict(params))


def _build_remove(params: Mapping[str, Any]) -> RemoveKernel:
    return RemoveKernel(**dict(params))


register_kind(ADD_KIND, reverse=reverse_kernel_add, build=_build_add,
              reverse_interrupted=reverse_kernel_add)  # its intent() is the whole undo record
register_kind(REMOVE_KIND, reverse=reverse_kernel_remove, build=_build_remove,
              reverse_interrupted=reverse_kernel_remove)  # its intent() is the whole undo record
