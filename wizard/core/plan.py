"""``Plan``: the planner's answer, a versioned JSON document (route, versions, steps, and why).

Every choice carries the rule and the source that decided it (``reasons``); an impossible wish carries
``blockers`` with what the user can do, and ``alternatives`` that do work.

Schema 2 (issue 7): ``Reason.rule`` is a bare rule id (``R5``), ``Reason.why`` the plain sentence and
``Reason.source`` bare catalog source ids (``S7, S25``); ``Blocker.fixes`` are structured fixes (kind +
parameters) that front-ends render with :func:`wizard.core.planner.advice.render_fix`; ``Plan.experimental``
marks an alternative that relies on a path known to fail; ``Plan.conda_packages`` the exact conda pins.
Schema 3 (issue 33): ``Plan.framework`` names what the plan sets up and ``Plan.framework_build`` holds a
PyTorch, Keras 3 or JAX plan's choice (:class:`FrameworkBuild`: release, exact pins, the build, the torch family's
index, the build's GPU code, the env's variables); a TensorFlow plan keeps its choice in ``Plan.tensorflow``.
Schema 1 and 2 documents still read, as TensorFlow plans (missing fields take their defaults); a schema this
version does not know is refused when read (issue 28: its fields could mean what this version cannot tell).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final, Literal, get_args

from wizard.basics.i18n import tr
from wizard.basics.serial import SchemaError, from_dict, to_dict

PLAN_SCHEMA = 3
KNOWN_PLAN_SCHEMAS = (1, 2, 3)
Route = Literal["windows-native", "windows-isolated", "wsl2", "linux", "cpu"]
ROUTES: tuple[Route, ...] = get_args(Route)
Framework = Literal["tensorflow", "pytorch", "keras", "jax"]
FRAMEWORK_NAMES: Final[dict[str, str]] = {
    "tensorflow": "TensorFlow", "pytorch": "PyTorch", "keras": "Keras 3", "jax": "JAX"}
"""Each framework's proper name, the same in every language: planner, proof, report and pages say it one way."""


def framework_name(framework: str) -> str:
    """The framework's proper name (never translated); an unknown id as it is."""
    return FRAMEWORK_NAMES.get(framework, framework)


def release_name(framework: str, version: str | None) -> str:
    """A framework's release as a person reads it: ``PyTorch 2.13.0``, ``Keras 3.15.1`` (its version already
    says 3), the bare name without a version."""
    if not version:
        return framework_name(framework)
    return f"Keras {version}" if framework == "keras" else f"{framework_name(framework)} {version}"


@dataclass(frozen=True)
class Wishes:
    """What the user asked for. ``tensorflow`` is ``2.4.0``, ``2.4`` or ``newest``; None means automatic.

    ``version`` is the release wished of the chosen framework when it is PyTorch, Keras 3 or JAX (``2.13.0``,
    ``2.13`` or ``newest``; Keras 3's own release, its backend chosen as before); TensorFlow's is ``tensorflow``,
    which keeps its name (every saved plan, setting and test speaks of it) and also holds the TensorFlow under
    Keras 3 on Linux. The CLI's ``--version`` sets whichever of the two is the chosen framework's.
    """

    tensorflow: str = "newest"
    route: Route | None = None
    python: str | None = None
    allow_driver_upgrade: bool = False
    framework: Framework = "tensorflow"
    version: str = "newest"


FixKind = Literal[
    "choose-tensorflow",
    "choose-route",
    "choose-python",
    "allow-driver-upgrade",
    "upgrade-driver",
    "install-conda",
    "wsl-set-version",
    "update-windows",
]


@dataclass(frozen=True)
class Fix:
    """One thing the user can do that makes the plan work, as data: re-planned before it is offered.

    ``kind`` names the main action; ``params`` say every change it makes, by key: ``tensorflow``,
    ``route``, ``python`` and ``allow_driver_upgrade`` change the wishes; ``driver`` (a minimum driver
    version), ``conda``, ``wsl_version`` (with ``distro``) and ``windows_build`` change the machine.
    Front-ends word it with :func:`wizard.core.planner.advice.render_fix` (one message table, a GUI and a CLI
    rendering); :func:`wizard.core.planner.fixes.apply_fix` applies it to facts and wishes.
    """

    kind: FixKind
    params: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Blocker:
    """Why a wish cannot be met (``code`` is stable), and what to do about it.

    ``fix`` is the advice in plain words (GUI wording, no command-line flags); ``fixes`` the structured
    fixes, each checked by re-planning (empty when nothing the wizard can change helps, e.g. a CPU
    without AVX: then ``fix`` says what the user can do outside the wizard).
    """

    code: str
    message: str
    fix: str
    fixes: tuple[Fix, ...] = ()


@dataclass(frozen=True)
class PlanWarning:
    """Works, but the user should know (slow first start through PTX JIT, an older CUDA first on PATH...)."""

    code: str
    message: str


@dataclass(frozen=True)
class Reason:
    """Why one version was chosen: the rule applied (bare id, ``R5``), the catalog source ids it rests on
    (``S7, S25``) and ``why``, the plain sentence a user reads.

    ``key`` names what was chosen, in every language the same (:data:`REASON_KEYS`), so a front-end can
    file the reason under its version row without reading the translated ``choice``.
    """

    choice: str
    rule: str
    source: str
    key: str = ""
    why: str = ""

    @property
    def source_ids(self) -> tuple[str, ...]:
        """The catalog source ids this reason cites (``S7``...), for links through the catalog's sources."""
        return tuple(part.strip() for part in self.source.split(",") if part.strip())


REASON_KEYS = ("route", "tensorflow", "python", "gpu", "cuda", "cudnn", "driver", "glibc", "framework", "build")
"""Every :attr:`Reason.key` the planner gives."""


@dataclass(frozen=True)
class TfChoice:
    """The TensorFlow release and the exact pip requirement that installs its GPU build."""

    version: str
    package: str
    requirement: str = ""


TORCH_FAMILY = ("torch", "torchvision", "torchaudio", "triton", "pytorch-triton")
"""The packages a PyTorch build's index serves to a plan; every other package comes from the user's index."""


@dataclass(frozen=True)
class FrameworkBuild:
    """A PyTorch, Keras 3 or JAX plan's choice, one shape for the three (a TensorFlow plan has :class:`TfChoice`).

    ``requirements`` are exact pins taken from the user's index (``keras==3.12.0``, ``jax[cuda13]==0.10.2``);
    ``build_requirements`` exact pins of the torch family taken from ``build_index`` only
    (``torch==2.13.0+cu126`` from ``https://download.pytorch.org/whl/cu126``), installed apart from the rest so
    that no other package can come from that index and no torch from the user's. ``build`` is the build's tag
    (``cu126``, ``cu130``, ``cpu`` for torch; ``cuda12``, ``cuda13``, ``cpu`` for JAX), ``cuda`` its CUDA line;
    ``sass`` the compute capabilities it has machine code for and ``ptx`` those it carries PTX for (on the plan's
    OS). ``backend`` is Keras's backend (``torch``, ``tensorflow``, ``jax``) with ``backend_version`` its release;
    ``env`` the variables the env's activate scripts and Jupyter kernel set (``KERAS_BACKEND=torch``).
    """

    framework: Framework
    version: str
    requirements: tuple[str, ...] = ()
    build: str = ""
    cuda: str = ""
    build_index: str = ""
    build_requirements: tuple[str, ...] = ()
    sass: tuple[str, ...] = ()
    ptx: tuple[str, ...] = ()
    backend: str = ""
    backend_version: str = ""
    env: dict[str, str] = field(default_factory=dict)

    @property
    def all_requirements(self) -> tuple[str, ...]:
        """Every pin the env gets, the torch family's first."""
        return (*self.build_requirements, *self.requirements)


@dataclass(frozen=True)
class Download:
    """A file the plan needs, straight from the catalog (URL, checksums, size).

    ``checksums_url``: NVIDIA's published md5 list for the file, used where no checksum is given here.
    """

    kind: str
    file: str
    url: str
    sha256: str | None = None
    md5: str | None = None
    size: int | None = None
    checksums_url: str | None = None


class StepId:
    """The plan's step ids, named once: the planner lists them (wizard.core.planner.steps), the pages, the CLI's
    commands and ``apply`` carry them out, and the journal labels each change with the id of its step.

    Journals written before the labels were unified carry older labels for the same steps (``env-create`` from
    ``env create``, ``env-vars`` from the GUI's Environment variables page, ``cli-path`` from ``path add``):
    :func:`step_label` reads them as the plan's id, so ``journal``, ``undo`` and the report name one step one way.
    """

    CHECK_DRIVER: Final = "check-driver"
    UPGRADE_DRIVER: Final = "upgrade-driver"
    CHECK_WSL: Final = "check-wsl"
    DOWNLOAD: Final = "download"
    INSTALL_CUDA: Final = "install-cuda"
    INSTALL_CUDNN: Final = "install-cudnn"
    SET_ENV_VARS: Final = "set-env-vars"
    CREATE_ENV: Final = "create-env"
    INSTALL_CUDA_RUNTIME: Final = "install-cuda-runtime"  # windows-isolated: CUDA and cuDNN from conda in the env
    INSTALL_TENSORFLOW: Final = "install-tensorflow"
    INSTALL_FRAMEWORK: Final = "install-framework"  # PyTorch, JAX or Keras 3 (a TensorFlow plan's keras too)
    VERIFY: Final = "verify"
    PROVE_GPU: Final = "prove-gpu"  # keep the env only if the verification computed on the GPU, else undo it
    REPORT: Final = "report"


LEGACY_LABELS = {"env-create": StepId.CREATE_ENV, "env-vars": StepId.SET_ENV_VARS, "cli-path": StepId.SET_ENV_VARS}


def step_label(label: str) -> str:
    """The plan's id for a journal's step label (an older label of the same step included)."""
    return LEGACY_LABELS.get(label, label)


@dataclass(frozen=True)
class PlanStep:
    """One step the later pages and ``apply`` will carry out, in order."""

    id: str
    title: str
    needs_admin: bool = False


@dataclass(frozen=True)
class Plan:
    """A complete plan, or (with blockers) the reason there is none plus working alternatives."""

    route: Route
    tensorflow: TfChoice | None
    python: str | None
    cuda: str | None
    cudnn: str | None
    schema: int = PLAN_SCHEMA
    driver_min: str | None = None
    blockers: tuple[Blocker, ...] = ()
    warnings: tuple[PlanWarning, ...] = ()
    reasons: tuple[Reason, ...] = ()
    alternatives: tuple[Plan, ...] = ()
    downloads: tuple[Download, ...] = ()
    steps: tuple[PlanStep, ...] = ()
    summary: str = ""
    experimental: bool = False
    conda_packages: tuple[str, ...] = ()
    host_id: str = ""  # the facts' host (wizard.core.planner.host_identity): steps that change a machine run there only
    os_family: str = ""  # the facts' OS (linux, windows, macos): how commands for that machine are written
    catalog_version: int = 0  # the catalog bundle it was made with (0: a plan older than versioned catalogs)
    framework: Framework = "tensorflow"  # what the plan sets up (issue 33); plans before it set up TensorFlow
    framework_build: FrameworkBuild | None = None  # a PyTorch, Keras 3 or JAX plan's choice (schema 3)

    @property
    def ok(self) -> bool:
        """True when the plan can be carried out as it is."""
        return not self.blockers

    def requirements(self) -> tuple[str, ...]:
        """Every pip pin the plan's env gets, whatever the framework (a conda-only plan: none)."""
        tf = (self.tensorflow.requirement,) if self.tensorflow and self.tensorflow.requirement else ()
        return (*tf, *(self.framework_build.all_requirements if self.framework_build else ()))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (the documented interop keys)."""
        result: dict[str, Any] = to_dict(self)
        return result

    def to_json(self, indent: int | None = 2) -> str:
        """The plan as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)


def plan_from_dict(data: Any) -> Plan:
    """Read a plan document back (used by ``download --plan`` and the elevated helper); SchemaError for a
    schema this version does not know (its alternatives' too)."""
    plan = from_dict(Plan, data)
    for schema in (plan.schema, *(alternative.schema for alternative in plan.alternatives)):
        if schema not in KNOWN_PLAN_SCHEMAS:
            raise SchemaError("schema", tr("Plan", "{schema} is not a plan schema this version of the wizard "
                                                   "reads ({known})").format(
                schema=schema, known=", ".join(str(known) for known in KNOWN_PLAN_SCHEMAS)))
    return plan
