"""``env-create`` and ``env-remove``: the Python environment as journaled operations with exact undo.

The undo record of ``env-create`` is known before anything runs (:meth:`CreateEnv.intent`): the prefix and
whether this run creates it, decided by looking before creating. So it can be journaled as an intent before
``apply``, and undo removes the env only when this run created it. ``env-remove`` keeps what made the env (its
marker) in the record, and its reverse makes the same env again from the same plan, with the wizard's CUDA
settings in its activate scripts put back as they were (:mod:`wizard.core.pyenv.env_hooks`). It renames the env
to a journaled tombstone before deleting it (:mod:`wizard.core.pyenv.tombstone`), so undo after a kill at any
moment renames it back or, once deleting began, makes it again: never a half-deleted env under its name.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement

from wizard.basics.errors import BadInputError
from wizard.basics.events import Step, run_to_completion
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
from wizard.core.pyenv.conda import CondaTool
from wizard.core.pyenv.create import (
    EnvSpec,
    check_pinned,
    create_env_step,
    licence_line,
    remove_created_prefix,
    remove_env_tree,
)
from wizard.core.pyenv.env_hooks import restore_hooks, saved_hooks
from wizard.core.pyenv.envs import (
    MARKER,
    conda_package_version,
    env_prefix,
    installed_version,
    looks_like_env,
    read_marker,
)
from wizard.core.pyenv.index import IndexConfig
from wizard.core.pyenv.names import validate_env_name
from wizard.core.pyenv.package_cache import package_cache_dir
from wizard.core.pyenv.process import CancelCheck, children_journaled, end_survivors, never_cancelled
from wizard.core.pyenv.rattler_env import RattlerRequest
from wizard.core.pyenv.sdists import built_sdists_line
from wizard.core.pyenv.tombstone import bury, delete_tree, is_tombstone, new_tombstone
from wizard.platform import file_access

CONDA_FORGE = "conda-forge"
CREATE_KIND = "env-create"
REMOVE_KIND = "env-remove"


def made_env(name: str) -> tuple[Path, dict[str, Any]]:
    """The prefix and marker of the env ``name`` this wizard made; refused when there is none."""
    prefix = env_prefix(name)
    marker = read_marker(prefix)
    if marker is None or not looks_like_env(prefix):
        raise BadInputError(
            tr("PyEnv", "There is no environment '{name}' made by this wizard.").format(name=name),
            hint=tr("PyEnv", "See the list of environments it made with: tfgpu-wizard env list"),
            reference="env-unknown",
        )
    return prefix, marker


@dataclass(frozen=True, kw_only=True)
class CreateEnv:
    """Make the env ``name`` with Python ``python`` and install ``requirement`` (pinned) into it."""

    name: str
    python: str
    requirement: str
    tensorflow: str = ""
    route: str = ""
    installer: str | None = None
    index: Mapping[str, Any] = field(default_factory=dict)
    prefix: str = ""
    allow_python_download: bool = True
    conda: str = ""
    conda_root: str = ""
    conda_specs: tuple[str, ...] = ()
    interpreter: str = ""  # the Python to make the venv from, when a step before this one installed it
    # py-rattler makes the conda env (no conda needed) when a platform is set: from these channels, assuming
    # these virtual packages (``__cuda=12.8``); ``requirement`` is then "" when TensorFlow is a conda package
    conda_platform: str = ""
    conda_channels: tuple[str, ...] = ()
    virtual_packages: tuple[str, ...] = ()
    # Issue 33: more exact pins from the user's index (keras), and the torch family's pins with their index
    requirements: tuple[str, ...] = ()
    build_index: str = ""
    build_requirements: tuple[str, ...] = ()
    cancelled: CancelCheck = field(default=never_cancelled, compare=False, repr=False)
    kind = CREATE_KIND

    def __post_init__(self) -> None:
        """Refuse a bad name or an unpinned requirement before any process starts."""
        validate_env_name(self.name)
        if self.requirement or not self.conda_specs:
            check_pinned(self.requirement)
        for requirement in (*self.requirements, *self.build_requirements):
            check_pinned(requirement)
        if set(self.build_requirements) - {self.requirement, *self.requirements} or (
                bool(self.build_requirements) != bool(self.build_index)):
            raise BadInputError(tr("PyEnv", "The torch family's pins and their index do not match the plan."),
                                hint=tr("PyEnv", "Use a plan the wizard made, unedited."),
                                reference="build-index-mismatch")
        IndexConfig(**_index_fields(self.index))

    @property
    def path(self) -> Path:
        """The env's folder."""
        return Path(self.prefix) if self.prefix else env_prefix(self.name)

    def spec(self) -> EnvSpec:
        """What :func:`create_env_step` needs."""
        tool = CondaTool(self.conda, self.conda_root) if self.conda else None
        pins = ((self.requirement,) if self.requirement else ()) + tuple(self.requirements)
        return EnvSpec(self.name, self.path, self.python, pins,
                       self.installer, IndexConfig(**_index_fields(self.index)), self.allow_python_download, tool,
                       tuple(self.conda_specs), interpreter=self.interpreter, rattler=self.rattler_request(),
                       build_index=self.build_index, build_requirements=tuple(self.build_requirements))

    def rattler_request(self) -> RattlerRequest | None:
        """What py-rattler solves (``pip`` listed), or None for a venv or an env made by an installed conda."""
        if not self.conda_platform:
            return None
        return RattlerRequest(tuple(self.conda_channels) or (CONDA_FORGE,), tuple(self.conda_specs),
                              self.conda_platform, tuple(self.virtual_packages),
                              package_cache_dir() / "conda").with_pip()

    @property
    def installs(self) -> str:
        """What goes into the env, in words: the pip requirement, else the conda packages."""
        return " ".join((self.requirement, *self.requirements)) if self.requirement else " ".join(self.conda_specs)

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: the prefix, and whether this run creates it."""
        return {"prefix": str(self.path), "name": self.name, "created": not self.path.exists()}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Create the Python {python} environment '{name}' with {req}").format(
            python=self.python, name=self.name, req=self.installs)

    def preview(self) -> Preview:
        """Before: nothing (or the env that exists); after: the env and what goes into it."""
        before = tr("PyEnv", "{path}: an environment that exists").format(path=self.path) if self.path.exists() else ""
        after = "\n".join((
            tr("PyEnv", "{path}: a Python {python} environment").format(path=self.path, python=self.python),
            *self._conda_lines(),
            *([tr("PyEnv", "installs {req}").format(req=self.installs),
               *built_sdists_line(self.requirement, self.python), self.spec().index.describe()]
              if self.requirement else []),
            *([tr("PyEnv", "{pins} only from {index}, nothing else from there").format(
                pins=" ".join(self.build_requirements), index=self.build_index)] if self.build_requirements else []),
        ))
        return Preview(str(self.path), before, after)

    def _conda_lines(self) -> list[str]:
        request = self.rattler_request()
        if request is None:
            return []
        return [tr("PyEnv", "conda packages {specs} from {channels}, solved and installed by the wizard itself "
                   "(no conda installation, no shortcuts, registry entries or PATH change)").format(
                       specs=" ".join(request.specs), channels=", ".join(request.channels))]

    def needs_elevation(self) -> bool:
        """The wizard's own data folder is the user's."""
        return not file_access.can_write_under(self.path)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """See :meth:`apply_step`; its events are dropped."""
        return run_to_completion(self.apply_step(ctx))[1]

    def apply_step(self, ctx: OpContext, cancelled: CancelCheck | None = None) -> Step[ApplyResult]:
        """Create and install with streamed progress; a folder there that is not an env is refused. Each
        installer process is added to the journaled record as it starts, so undo of a kill ends its survivors.

        Cancel comes from ``cancelled`` (the runner of :mod:`wizard.core.ops.runner` passes it) or the
        operation's own ``cancelled`` hook; either stops the installer and removes an env this run made.
        """
        record = self.intent()
        if not record["created"] and not looks_like_env(self.path):
            raise BadInputError(
                tr("PyEnv", "{path} exists and is not a Python environment.").format(path=self.path),
                hint=tr("PyEnv", "Choose another environment name; the folder was left as it is."),
                reference="env-folder-taken",
            )
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, record, detail=self.preview().after, dry_run=True)
        own, given = self.cancelled, cancelled or never_cancelled
        with children_journaled(ctx.note_intent, record):  # undo ends what of uv, pip or conda a kill left
            made = yield from create_env_step(self.spec(), created=record["created"], marker=self.to_params(),
                                              cancelled=lambda: own() or given())
        detail = tr("PyEnv", "Python {python} at {path}, TensorFlow {tf}").format(
            python=made.python, path=made.prefix, tf=made.tensorflow or "-")
        if made.licences:
            record["licences"] = [str(path) for path in made.licences]  # the report names them
            detail = "\n".join([detail, *(licence_line(path) for path in made.licences)])
        return ApplyResult(Outcome.MODIFIED, record, detail=detail)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation` (the cancel hook is not a parameter)."""
        return {"name": self.name, "python": self.python, "requirement": self.requirement,
                "tensorflow": self.tensorflow, "route": self.route, "installer": self.installer,
                "index": dict(self.index),
                "prefix": str(self.path), "allow_python_download": self.allow_python_download,
                "conda": self.conda, "conda_root": self.conda_root, "conda_specs": list(self.conda_specs),
                "interpreter": self.interpreter,
                **({"conda_platform": self.conda_platform, "conda_channels": list(self.conda_channels),
                    "virtual_packages": list(self.virtual_packages)} if self.conda_platform else {}),
                **({"requirements": list(self.requirements)} if self.requirements else {}),
                **({"build_index": self.build_index, "build_requirements": list(self.build_requirements)}
                   if self.build_requirements else {})}


def _index_fields(index: Mapping[str, Any]) -> dict[str, Any]:
    fields = dict(index)
    if "extra_index_urls" in fields:
        fields["extra_index_urls"] = tuple(fields["extra_index_urls"])
    return fields


def index_params(config: IndexConfig) -> JsonDict:
    """An :class:`IndexConfig` as the JSON ``index`` parameter (no secrets are in it to begin with)."""
    return {"index_url": config.index_url, "extra_index_urls": list(config.extra_index_urls),
            "index_user": config.index_user, "proxy_mode": config.proxy_mode, "proxy_url": config.proxy_url,
            "proxy_user": config.proxy_user, "ca_bundle": config.ca_bundle, "python_mirror": config.python_mirror}


def reverse_env_create(record: Mapping[str, Any], ctx: OpContext) -> str:
    """Remove the env only if this run created it; one that existed before stays as it is. First the
    installers an interrupted apply started are ended (a survivor refuses the undo: the entry stays)."""
    prefix = Path(record["prefix"])
    if not ctx.dry_run:
        end_survivors(record)
    if not record.get("created"):
        return tr("PyEnv", "{path} existed before; it was left as it is (the packages installed into it "
                  "stay).").format(path=prefix)
    if not prefix.exists():
        return tr("Ops", "{path} is already gone.").format(path=prefix)
    kept = OperationError(
        tr("PyEnv", "{path} no longer looks like the environment the wizard made, so it was kept.").format(
            path=prefix),
        hint=tr("PyEnv", "Delete the folder yourself if you no longer need it."), reference="env-not-ours")
    ours = looks_like_env(prefix) or (prefix / MARKER).is_file() or not any(prefix.iterdir())
    remove_created_prefix(prefix, still_ours=ours, kept=kept, dry_run=ctx.dry_run)
    return in_tense(ctx.dry_run, tr("PyEnv", "Removed the environment {path}."),
                    tr("PyEnv", "Would remove the environment {path}.")).format(path=prefix)


def build_create_env(params: Mapping[str, Any]) -> CreateEnv:
    """Rebuild from :meth:`CreateEnv.to_params` (JSON lists back into tuples)."""
    fields = dict(params)
    for name in ("conda_specs", "conda_channels", "virtual_packages", "requirements", "build_requirements"):
        fields[name] = tuple(fields.get(name, ()))
    return CreateEnv(**fields)


@dataclass(frozen=True, kw_only=True)
class RemoveEnv:
    """Delete the env ``name`` that this wizard made (refused for any other folder)."""

    name: str
    kind = REMOVE_KIND

    def __post_init__(self) -> None:
        """Refuse a bad name before anything is looked at."""
        validate_env_name(self.name)

    @property
    def path(self) -> Path:
        """The env's folder."""
        return env_prefix(self.name)

    def intent(self) -> JsonDict:
        """The undo record, complete before apply: what made the env, so undo can make it again, and the
        wizard's blocks and scripts in it (``env create`` added them as operations of their own).

        A symbolic link in the env's place is refused here, before anything changes."""
        refuse_link(self.path)
        marker = made_env(self.name)[1]
        return {"prefix": str(self.path), "name": self.name, "params": marker.get("params", {}),
                "hooks": saved_hooks(self.path), "tombstone": None}

    def describe(self) -> str:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return tr("PyEnv", "Remove the Python environment '{name}'").format(name=self.name)

    def preview(self) -> Preview:
        """Before: the env; after: what undo can bring back and what it cannot, said plainly."""
        return Preview(str(self.path), tr("PyEnv", "{path}: a Python environment").format(path=self.path),
                       tr("ActivateShells", "(removed; undo makes it again from the same plan: the same Python, "
                          "TensorFlow and package sources, downloaded again, with the wizard's CUDA settings in "
                          "its activate scripts; packages you installed into it yourself do not come back)"))

    def needs_elevation(self) -> bool:
        """Envs live in the user's data folder."""
        return not file_access.can_write_under(self.path)

    def apply(self, ctx: OpContext) -> ApplyResult:
        """Rename the env to a journaled tombstone, journal that deleting starts, delete it (see
        :mod:`wizard.core.pyenv.tombstone`); nothing in dry-run."""
        record = self.intent()
        if ctx.dry_run:
            return ApplyResult(Outcome.MODIFIED, record, dry_run=True)
        record["tombstone"] = str(new_tombstone(self.path))
        ctx.note_intent(record)
        bury(self.path, Path(record["tombstone"]))
        record["deleting"] = True
        ctx.note_intent(record)
        delete_tree(Path(record["tombstone"]))
        return ApplyResult(Outcome.MODIFIED, record)

    def to_params(self) -> JsonDict:
        """See :class:`~wizard.core.ops.base.Operation`."""
        return {"name": self.name}


def reverse_env_remove(record: Mapping[str, Any], ctx: OpContext) -> str:
    """The env back as it was: left alone when the remove never got to it, renamed back from a whole tombstone,
    else made again from its marker's plan (same Python, requirement, installer and package sources) with the
    wizard's hooks.

    Safe after a kill at any point of the remove or of an earlier undo: a partial tombstone or a half-made
    env is removed first, so the name never stands for an env without its marker and its packages.
    """
    if "prefix" not in record:  # killed before the intent was noted: nothing was changed
        return tr("Ops", "Nothing had been changed yet.")
    prefix, params = Path(record["prefix"]), dict(record.get("params") or {})
    left = tr("PyEnv", "{path} is there, whole; it was left as it is.").format(path=prefix)
    if "tombstone" in record and not record.get("deleting"):  # the remove renamed it at most
        tombstone = _tombstone_of(record, prefix)
        if tombstone is None or not tombstone.is_dir() or os.path.lexists(prefix):
            return left
        if not ctx.dry_run:
            os.rename(tombstone, prefix)
        return tr("PyEnv", "Put the environment {path} back.").format(path=prefix)
    leftover = [tombstone] if (tombstone := _tombstone_of(record, prefix)) else []
    if _other_or_whole(prefix, params):
        if not ctx.dry_run:
            for tombstone in leftover:  # the remove's rest, when a kill came after the env was made again
                delete_tree(tombstone)
        return left
    return _make_again(prefix, params, leftover, record.get("hooks") or {}, ctx)


def _make_again(prefix: Path, params: Mapping[str, Any], leftover: list[Path], hooks: Any, ctx: OpContext) -> str:
    """Remove what a killed remove (or a killed earlier undo) left, make the env from ``params``, put the hooks back."""
    if not params:
        raise OperationError(
            tr("PyEnv", "The record of {path} does not say how it was made.").format(path=prefix),
            hint=tr("PyEnv", "Create it again from the plan."),
            reference="env-not-rebuildable",
        )
    operation = build_create_env({**params, "prefix": str(prefix)})
    if not ctx.dry_run:
        refuse_link(prefix)
        for tombstone in leftover:
            delete_tree(tombstone)
        if not _rest_of_an_env(prefix):
            raise OperationError(
                tr("PyEnv", "{path} no longer looks like the environment the wizard made, so it was kept.").format(
                    path=prefix),
                hint=tr("PyEnv", "Delete the folder yourself if you no longer need it."), reference="env-not-ours")
        remove_env_tree(prefix)
        operation.apply(ctx)
    restored = restore_hooks(prefix, hooks, dry_run=ctx.dry_run)
    return " ".join([in_tense(ctx.dry_run, tr("PyEnv", "Made the environment {path} again."),
                              tr("PyEnv", "Would make the environment {path} again.")).format(path=prefix), *restored])


def _tombstone_of(record: Mapping[str, Any], prefix: Path) -> Path | None:
    """The record's tombstone, only when it is one the remove of ``prefix`` names (a sibling, hidden, with the
    tombstone suffix): undo deletes it, so a record naming any other folder is not followed."""
    tombstone = Path(str(record.get("tombstone") or ""))
    ours = tombstone.parent == prefix.parent and tombstone.name.startswith(f".{prefix.name}.")
    return tombstone if record.get("tombstone") and ours and is_tombstone(tombstone) else None


_ENV_SKELETON = frozenset({"bin", "include", "lib", "lib64", "Lib", "Include", "Scripts", "share", "etc",
                           "conda-meta", "pyvenv.cfg", MARKER})


def _rest_of_an_env(prefix: Path) -> bool:
    """True when ``prefix`` is missing or holds what a killed create or remove of an env leaves (a venv's or a
    conda env's folders, its marker): the only folder undo deletes before making the env again."""
    if not os.path.lexists(prefix):
        return True
    if os.path.islink(prefix) or not prefix.is_dir():
        return False
    return read_marker(prefix) is not None or looks_like_env(prefix) or all(
        entry.name in _ENV_SKELETON for entry in prefix.iterdir())


def _other_or_whole(prefix: Path, params: Mapping[str, Any]) -> bool:
    """True when ``prefix`` holds an env to leave alone: one made from another plan (the user's new env of that
    name), or this plan's env whole, with the requirement installed (a create killed halfway has its marker
    but not its packages)."""
    marker = read_marker(prefix)
    if os.path.islink(prefix) or marker is None or not looks_like_env(prefix):
        return os.path.islink(prefix)
    made_from = dict(marker.get("params") or {})
    if any(made_from.get(key) != value for key, value in params.items()):  # keys a newer version adds: not told
        return True
    if not params.get("requirement") and params.get("conda_specs"):  # TensorFlow came as a conda package
        return conda_package_version(prefix, "tensorflow") == params.get("tensorflow")
    try:
        wanted = Requirement(str(params.get("requirement", "")))
    except InvalidRequirement:
        return False
    return installed_version(prefix, (wanted.name,)) in [spec.version for spec in wanted.specifier]


def refuse_link(prefix: Path) -> None:
    """A symbolic link where an env should be is not an env of the wizard's: refused before any change."""
    if os.path.islink(prefix):
        raise BadInputError(
            tr("PyEnv", "{path} is a symbolic link, not an environment this wizard made.").format(path=prefix),
            hint=tr("PyEnv", "Remove the link yourself if you no longer need it; nothing was changed."),
            reference="env-is-link",
        )


register_kind(CREATE_KIND, reverse=reverse_env_create, build=build_create_env,
              reverse_interrupted=reverse_env_create)  # its intent() is the whole undo record
register_kind(REMOVE_KIND, reverse=reverse_env_remove, build=lambda params: RemoveEnv(**dict(params)),
              reverse_interrupted=reverse_env_remove)  # its intent() is the whole undo record
