"""The report model: one frozen, versioned document every rendering (JSON, Markdown, HTML, PDF) is made from.

Built once (:mod:`wizard.core.report.build`), redacted once (:mod:`wizard.core.report.redact`), then
rendered: so the preview and the export are the same bytes, and no rendering can forget to redact.
A section the inputs did not give is None and named in ``missing``, so each rendering says plainly that it
is absent rather than showing an empty table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from wizard.basics.facts import MachineFacts
from wizard.basics.serial import from_dict, to_dict
from wizard.core.verify.parse import Timing  # the verification document's timing, one type for both

REPORT_SCHEMA = 1
REPORT_KIND = "tfgpu-wizard-report"
SECTIONS = ("facts", "plan", "operations", "undo", "verification", "doctor")
OperationResult = Literal["in-effect", "undone", "interrupted", "forgotten"]


@dataclass(frozen=True)
class SourceRef:
    """A catalog source a reason rests on: its id, title, web address and one-line summary (reader's language)."""

    id: str
    title: str = ""
    url: str = ""
    summary: str = ""


@dataclass(frozen=True)
class ReasonRow:
    """Why one version was chosen, in plain words, with the sources it rests on."""

    key: str
    choice: str
    why: str
    sources: tuple[SourceRef, ...] = ()


@dataclass(frozen=True)
class BlockerRow:
    """What stops the plan and what the user can do."""

    message: str
    fix: str = ""


@dataclass(frozen=True)
class PlanSection:
    """The chosen plan: route, framework, versions, how they are installed, and why."""

    route: str
    summary: str = ""
    ok: bool = True
    tensorflow: str = ""
    package: str = ""
    requirement: str = ""
    python: str = ""
    cuda: str = ""
    cudnn: str = ""
    driver_min: str = ""
    reasons: tuple[ReasonRow, ...] = ()
    warnings: tuple[str, ...] = ()
    blockers: tuple[BlockerRow, ...] = ()
    steps: tuple[str, ...] = ()
    catalog_version: int = 0  # the catalog bundle the plan was made with (0: not recorded)
    framework: str = "tensorflow"  # what the plan set up (issue 33): its summary names it in words
    framework_version: str = ""  # a PyTorch, Keras 3 or JAX plan's release, backend and build: "2.14.1 (cu126)"
    build: str = ""  # a PyTorch or JAX plan's build (cu126, cpu, cuda13)


@dataclass(frozen=True)
class OperationRow:
    """One journaled change and where it stands now."""

    entry_id: str
    run_id: str
    step: str
    kind: str
    description: str
    applied_at: str
    result: OperationResult
    elevated: bool = False
    undone_at: str = ""


@dataclass(frozen=True)
class UndoRow:
    """What ``undo --all`` would do to one change (a dry run): ``ok`` False means it could not."""

    description: str
    ok: bool
    message: str = ""
    hint: str = ""


@dataclass(frozen=True)
class NetworkSection:
    """How the wizard reaches the internet: the proxy and mirror in use ("" for none)."""

    proxy: str = ""
    proxy_origin: str = ""
    mirror: str = ""


@dataclass(frozen=True)
class TfBuildInfo:
    """What the installed TensorFlow says about itself."""

    version: str = ""
    built_with_cuda: bool | None = None
    cuda: str = ""
    cudnn: str = ""


@dataclass(frozen=True)
class VerifiedGpu:
    """A GPU TensorFlow saw."""

    name: str
    compute_capability: str = ""
    memory_mib: int = 0


@dataclass(frozen=True)
class CheckRow:
    """One verification check and, when it failed, what to do; ``status`` tells a skipped check (``skip``,
    also ``ok``) from a passed one."""

    id: str
    ok: bool
    message: str = ""
    fix: str = ""
    status: str = ""

    @property
    def mark(self) -> str:
        """✓ passed, – skipped (not a pass), ✗ failed."""
        if not self.ok:
            return "✗"
        return "–" if self.status == "skip" else "✓"


@dataclass(frozen=True)
class VerificationSection:
    """The verification document (its interop keys), and where it was read from."""

    schema: str = ""
    tensorflow: TfBuildInfo = field(default_factory=TfBuildInfo)
    gpus: tuple[VerifiedGpu, ...] = ()
    cpu_only: bool = False
    checks: tuple[CheckRow, ...] = ()
    timing: Timing | None = None
    origin: str = ""


@dataclass(frozen=True)
class FindingRow:
    """One doctor finding: what is wrong, why, what to do, and where that advice comes from."""

    code: str
    cause: str
    fix: str = ""
    source: str = ""


@dataclass(frozen=True)
class GpuCodeRow:
    """One GPU's verdict against the device code of the checked TensorFlow (the doctor's ``gpu_code``)."""

    gpu: str
    compute_capability: str
    verdict: str
    target: str = ""
    jit_known_to_fail: bool = False


@dataclass(frozen=True)
class DoctorSection:
    """The doctor's findings, the GPU code TensorFlow's libraries hold (``code_targets``; empty: not read or
    none) with each GPU's verdict, and where they were read from."""

    findings: tuple[FindingRow, ...] = ()
    origin: str = ""
    code_targets: tuple[str, ...] = ()
    gpu_verdicts: tuple[GpuCodeRow, ...] = ()


@dataclass(frozen=True)
class WslSection:
    """The Linux side of a WSL2 setup made from Windows: the distribution and its WSL version, the Linux user, the
    environment's interpreter (its Linux path and the same file as Windows opens it), and what the check inside
    found: glibc, Python, the driver library Windows lends (``libcuda``), ``nvidia-smi``, and a Linux NVIDIA
    driver installed by mistake (its package names; empty: none). None for a fact not read."""

    distro: str
    wsl_version: int | None = None
    user: str = ""
    env_python: str = ""
    env_python_windows: str = ""
    glibc: str = ""
    python: str = ""
    libcuda: bool | None = None
    nvidia_smi: bool | None = None
    linux_driver: tuple[str, ...] = ()
    verified_inside: bool = False


@dataclass(frozen=True)
class Report:
    """Everything one report shows. ``missing`` names the sections the inputs did not give."""

    schema: int = REPORT_SCHEMA
    kind: str = REPORT_KIND
    generated_at: str = ""
    tool_version: str = ""
    catalog: str = ""  # the compatibility catalog the report's plan was made with: "version 3 of 2026-12-06"
    redacted: bool = True
    facts: MachineFacts | None = None
    network: NetworkSection = field(default_factory=NetworkSection)
    plan: PlanSection | None = None
    operations: tuple[OperationRow, ...] | None = None
    undo: tuple[UndoRow, ...] | None = None
    verification: VerificationSection | None = None
    doctor: DoctorSection | None = None
    wsl: WslSection | None = None  # only for a WSL2 setup seen from Windows (never "missing" elsewhere)
    missing: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready document."""
        result: dict[str, Any] = to_dict(self)
        return result

    def to_json(self) -> str:
        """The versioned JSON document, keys in a fixed order, non-ASCII kept readable."""
        return json.dumps(self.to_dict(), indent=2, ensure_ascii=False) + "\n"


def report_from_dict(data: Any) -> Report:
    """Read a report document back (redaction rebuilds the model this way)."""
    return from_dict(Report, data)
