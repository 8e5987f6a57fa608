"""Build the report model from what the wizard knows: facts, plan, journal, verification, doctor, undo's dry run."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from wizard import __version__
from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.ops.described import described
from wizard.core.ops.journal import Journal, JournalEntry, utc_now
from wizard.core.plan import FRAMEWORK_NAMES, Plan, Reason, step_label
from wizard.core.report.documents import doctor_from, verification_from
from wizard.core.report.model import (
    BlockerRow,
    DoctorSection,
    NetworkSection,
    OperationResult,
    OperationRow,
    PlanSection,
    ReasonRow,
    Report,
    SourceRef,
    UndoRow,
    VerificationSection,
    WslSection,
)

if TYPE_CHECKING:
    from wizard.core.by_hand.wsl_editors import InsideEnv
    from wizard.core.download.network import NetworkSettings

RULE_PREFIX = re.compile(r"^\s*R\d+\s*[:：]\s*")
SOURCE_ID = re.compile(r"\bS\d+\b")
PROXY_VARIABLES = ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy")
Verification = Mapping[str, Any] | VerificationSection
Doctor = Mapping[str, Any] | DoctorSection


def build_report(
    *,
    facts: MachineFacts | None,
    plan: Plan | None,
    journal: Journal | None,
    verification: Verification | None = None,
    doctor: Doctor | None = None,
    network: NetworkSection | None = None,
    sources: Mapping[str, SourceRef] | None = None,
    settings: NetworkSettings | None = None,
    wsl: WslSection | None = None,
) -> Report:
    """The unredacted report; a None input becomes a missing section (see :func:`redact_report`). The network
    section is ``network``, else what the run's ``settings`` say. ``wsl``: the Linux side of a WSL2 setup made
    from Windows (missing only for such a plan: other reports have no Linux side to name)."""
    from wizard.core.ops.kinds import load_all_kinds

    load_all_kinds()  # the journal's entries are described, and undone in a dry run, by their kinds
    entries = journal.entries() if journal is not None else None
    sections: dict[str, Any] = {
        "facts": facts,
        "plan": plan_section(plan, sources if sources is not None else catalog_sources()) if plan else None,
        "operations": tuple(operation_row(e) for e in entries) if entries is not None else None,
        "undo": undo_preview(journal) if journal is not None else None,
        "verification": _verification(verification),
        "doctor": _doctor(doctor),
    }
    missing = [name for name, value in sections.items() if value is None]
    if wsl is None and plan is not None and _wsl_from_windows(plan, facts):
        missing.append("wsl")
    return Report(
        generated_at=utc_now(), tool_version=__version__, catalog=catalog_label(plan), redacted=False,
        network=network or network_section(settings),
        wsl=wsl, missing=tuple(missing), **sections,
    )


def wsl_section(env: InsideEnv, *, wsl_version: int | None = None, glibc: str = "", python: str = "",
                libcuda: bool | None = None, nvidia_smi: bool | None = None, linux_driver: tuple[str, ...] = (),
                verified_inside: bool = False) -> WslSection:
    """The report's Linux side of a WSL2 setup: where the env is (its interpreter named from both sides) and what
    the check inside the distribution found."""
    from wizard.core.by_hand.wsl_editors import windows_path

    return WslSection(distro=env.distro, wsl_version=wsl_version, user=env.user, env_python=env.python,
                      env_python_windows=windows_path(env.distro, env.python) if env.python else "", glibc=glibc,
                      python=python, libcuda=libcuda, nvidia_smi=nvidia_smi, linux_driver=linux_driver,
                      verified_inside=verified_inside)


class InsideFound(Protocol):
    """What the check inside the distribution found (:class:`wizard.core.wsl.facts.InsideFacts`'s fields)."""

    @property
    def glibc(self) -> str | None: ...
    @property
    def python(self) -> str | None: ...
    @property
    def libcuda(self) -> bool: ...
    @property
    def nvidia_smi(self) -> str: ...
    @property
    def linux_driver(self) -> tuple[str, ...]: ...


def inside_wsl_section(env: InsideEnv, inside: InsideFound | None, verification: Mapping[str, Any] | None, *,
                       wsl_version: int | None = 2) -> WslSection:
    """The report's Linux side from what the route found inside (None: not read, so those facts stay unknown)
    and the verification brought back: the one way the GUI's inside page and ``apply`` from Windows fill it."""
    verified = bool(verification and verification.get("passed"))
    if inside is None:
        return wsl_section(env, wsl_version=wsl_version, verified_inside=verified)
    return wsl_section(env, wsl_version=wsl_version, glibc=inside.glibc or "", python=inside.python or "",
                       libcuda=inside.libcuda, nvidia_smi=bool(inside.nvidia_smi), linux_driver=inside.linux_driver,
                       verified_inside=verified)


def _wsl_from_windows(plan: Plan, facts: MachineFacts | None) -> bool:
    """A WSL2 plan for a Windows machine: its Python side lives inside WSL."""
    from wizard.core.wsl.handoff import left_to_wsl

    family = facts.os.family if facts is not None else (plan.os_family or "")
    return left_to_wsl(plan, family)


def plan_section(plan: Plan, sources: Mapping[str, SourceRef]) -> PlanSection:
    """The plan in plain words: each reason's sentence and its sources with their addresses."""
    tf = plan.tensorflow
    return PlanSection(
        route=plan.route, summary=plan.summary, ok=plan.ok,
        tensorflow=tf.version if tf else "", package=tf.package if tf else "",
        requirement=" ".join(plan.requirements()), python=plan.python or "", cuda=plan.cuda or _packages_cuda(plan),
        cudnn=plan.cudnn or "", driver_min=plan.driver_min or "",
        reasons=tuple(reason_row(r, sources) for r in plan.reasons),
        warnings=tuple(w.message for w in plan.warnings),
        blockers=tuple(BlockerRow(b.message, b.fix) for b in plan.blockers),
        steps=tuple(step.title for step in plan.steps),
        catalog_version=plan.catalog_version, framework=plan.framework, framework_version=framework_version(plan),
        build=plan.framework_build.build if plan.framework_build else "",
    )


def framework_version(plan: Plan) -> str:
    """A PyTorch, Keras 3 or JAX plan's release with its backend and build (``3.15.1 (PyTorch 2.14.1, cu126)``);
    empty for a TensorFlow plan (its version has its own field)."""
    build = plan.framework_build
    if build is None:
        return ""
    backend = FRAMEWORK_NAMES.get(BACKEND_FRAMEWORKS.get(build.backend, ""), "")
    parts = [f"{backend} {build.backend_version}"] if backend and build.backend_version else []
    parts += [build.build] if build.build else []
    return f"{build.version} ({', '.join(parts)})" if parts else build.version


def _packages_cuda(plan: Plan) -> str:
    """The CUDA a PyTorch, Keras-on-PyTorch or JAX plan's packages carry (nothing is installed for it)."""
    build = plan.framework_build
    return build.cuda if build is not None and plan.tensorflow is None else ""


BACKEND_FRAMEWORKS = {"torch": "pytorch", "tensorflow": "tensorflow", "jax": "jax"}


def catalog_label(plan: Plan | None) -> str:
    """Which catalog the plan was made with: the active one's version and date when it is that one."""
    from wizard.core.catalog.load import catalog_or_none

    active = catalog_or_none()
    version = plan.catalog_version if plan is not None and plan.catalog_version else (active.version if active else 0)
    if not version:
        return ""
    date = active.info.date if active is not None and active.version == version else ""
    if date:
        return tr("Report", "version {version} of {date}").format(version=version, date=date)
    return tr("Report", "version {version}").format(version=version)


def reason_row(reason: Reason, sources: Mapping[str, SourceRef]) -> ReasonRow:
    """A reason without rule ids: the planner's plain sentence (``why`` where it has one) and its sources."""
    why = reason.why or RULE_PREFIX.sub("", reason.rule)
    ids = list(dict.fromkeys(SOURCE_ID.findall(reason.source)))
    refs = tuple(sources.get(i, SourceRef(i, _title_in(reason.source, i))) for i in ids)
    return ReasonRow(key=reason.key, choice=reason.choice, why=why, sources=refs)


def catalog_sources() -> dict[str, SourceRef]:
    """The bundled catalog's sources by id."""
    from wizard.core.catalog.load import load_catalog, source_summary, source_title

    return {s.id: SourceRef(s.id, source_title(s), s.url, source_summary(s)) for s in load_catalog().sources}


def operation_row(entry: JournalEntry) -> OperationRow:
    """One journal entry as the report shows it."""
    result: OperationResult = "in-effect"
    if entry.forgotten:
        result = "forgotten"
    elif entry.undone:
        result = "undone"
    elif entry.interrupted:
        result = "interrupted"
    return OperationRow(entry_id=entry.entry_id, run_id=entry.run_id, step=step_label(entry.step), kind=entry.kind,
                        description=" ".join([described(entry), *_licences(entry)]), applied_at=entry.applied_at,
                        result=result,
                        elevated=entry.elevated, undone_at=entry.undone_at or "")


def _licences(entry: JournalEntry) -> list[str]:
    """Where the licence files a conda env's packages carry are (NVIDIA's for CUDA), as its create recorded."""
    paths = entry.record.get("licences") if isinstance(entry.record, dict) else None
    return [tr("Report", "(NVIDIA's licence for its CUDA libraries: {path})").format(path=path)
            for path in paths or () if isinstance(path, str)]


def undo_preview(journal: Journal) -> tuple[UndoRow, ...]:
    """What ``undo --all`` would do now: its dry run, newest change first (nothing is changed)."""
    from wizard.core.ops.kinds import load_all_kinds
    from wizard.core.ops.undo import undo

    load_all_kinds()
    report = undo(journal, "all", dry_run=True)
    return tuple(UndoRow(i.description, i.ok, i.message, i.hint) for i in report.items)


def network_section(settings: NetworkSettings | None, environ: Mapping[str, str] | None = None) -> NetworkSection:
    """The proxy and mirror downloads use: the run's settings (None: the defaults, the system's proxy and no
    mirror), else the proxy variables."""
    mirror = (settings.mirror_base if settings else None) or ""
    if settings is not None and settings.proxy_mode == "explicit" and settings.proxy_url:
        return NetworkSection(settings.proxy_url, "settings", mirror)
    if settings is not None and settings.proxy_mode == "none":
        return NetworkSection("", "none", mirror)
    env = os.environ if environ is None else environ
    found = next(((name, env[name]) for name in PROXY_VARIABLES if env.get(name)), None)
    return NetworkSection(found[1], found[0], mirror) if found else NetworkSection("", "", mirror)


def _verification(value: Verification | None) -> VerificationSection | None:
    if value is None or isinstance(value, VerificationSection):
        return value
    return verification_from(value)


def _doctor(value: Doctor | None) -> DoctorSection | None:
    if value is None or isinstance(value, DoctorSection):
        return value
    return doctor_from(value)


def _title_in(cited: str, source_id: str) -> str:
    """The title after ``source_id`` in ``S2 Title; S3 Title`` (a source the catalog lacks)."""
    match = re.search(rf"\b{source_id}\s+([^;\]]+)", cited)
    return match.group(1).strip() if match else ""
