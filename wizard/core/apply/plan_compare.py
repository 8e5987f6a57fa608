"""Where a plan file differs from the plan this machine's planner makes for the same wishes, first difference first.

Why every field that decides what runs: the file is data (design 4b), so a URL, a checksum, a package or a version
that the planner here would not choose is refused, not run. Words (titles, summary, reasons) and labels (host id)
are left out: a plan made in Chinese runs in English, and the host id is no credential.
"""

from __future__ import annotations

from collections.abc import Sequence

from wizard.basics.i18n import tr
from wizard.core.plan import Download, FrameworkBuild, Plan

DOWNLOAD_FIELDS = ("file", "url", "sha256", "md5", "size", "checksums_url")
# Every field of a PyTorch, JAX or Keras plan's choice decides what is installed, from where, or what the env sets.
BUILD_FIELDS = ("framework", "version", "requirements", "build", "cuda", "build_index", "build_requirements", "sass",
                "ptx", "backend", "backend_version", "env")


def plan_differences(here: Plan, plan: Plan) -> list[str]:
    """What ``plan`` holds that the plan made here does not, each as "what, the file's value (made here: ...)"."""
    tf_here, tf_file = here.tensorflow, plan.tensorflow
    pairs = [
        (tr("PlanCompare", "route"), plan.route, here.route),
        (tr("PlanCompare", "TensorFlow"), tf_file.version if tf_file else None, tf_here.version if tf_here else None),
        (tr("PlanCompare", "package"), tf_file.package if tf_file else None, tf_here.package if tf_here else None),
        (tr("PlanCompare", "requirement"), tf_file.requirement if tf_file else None,
         tf_here.requirement if tf_here else None),
        (tr("PlanCompare", "Python"), plan.python, here.python),
        (tr("PlanCompare", "CUDA"), plan.cuda, here.cuda),
        (tr("PlanCompare", "cuDNN"), plan.cudnn, here.cudnn),
        (tr("PlanCompare", "driver"), plan.driver_min, here.driver_min),
        (tr("PlanCompare", "conda packages"), _words(plan.conda_packages), _words(here.conda_packages)),
        (tr("PlanCompare", "steps"), _steps(plan), _steps(here)),
        (tr("PlanCompare", "framework"), plan.framework, here.framework),
        *_build_pairs(here.framework_build, plan.framework_build),
    ]
    differences = [_differs(what, theirs, ours) for what, theirs, ours in pairs if theirs != ours]
    return differences + _download_differences(here.downloads, plan.downloads)


def _build_pairs(here: FrameworkBuild | None, plan: FrameworkBuild | None) -> list[tuple[str, object, object]]:
    """Each field of the framework choice, the file's value beside the one made here (absent: none)."""
    return [(tr("PlanCompare", "framework {field}").format(field=name), _value(plan, name), _value(here, name))
            for name in BUILD_FIELDS]


def _value(choice: FrameworkBuild | None, name: str) -> object:
    if choice is None:
        return None
    value = getattr(choice, name)
    if isinstance(value, dict):
        return " ".join(f"{key}={item}" for key, item in sorted(value.items())) or None
    if isinstance(value, tuple):
        return " ".join(value) or None
    return value or None


def _download_differences(here: Sequence[Download], plan: Sequence[Download]) -> list[str]:
    """The files first (one left out or added), then each file's own fields."""
    if [item.kind for item in plan] != [item.kind for item in here]:
        return [_differs(tr("PlanCompare", "downloads"), ", ".join(item.file for item in plan),
                         ", ".join(item.file for item in here))]
    return [_differs(tr("PlanCompare", "download {kind} {field}").format(kind=theirs.kind, field=name),
                     getattr(theirs, name), getattr(ours, name))
            for theirs, ours in zip(plan, here, strict=True) for name in DOWNLOAD_FIELDS
            if getattr(theirs, name) != getattr(ours, name)]


def _steps(plan: Plan) -> str:
    """The step ids in order, a step that needs an administrator marked (what the file's titles say is words)."""
    marked = tr("PlanCompare", "{step} as administrator")
    return ", ".join(marked.format(step=step.id) if step.needs_admin else step.id for step in plan.steps)


def _words(values: Sequence[str]) -> str:
    return " ".join(values)


def _differs(what: str, theirs: object, ours: object) -> str:
    return tr("PlanCompare", "{what} {theirs} (made here: {ours})").format(
        what=what, theirs=_shown(theirs), ours=_shown(ours))


def _shown(value: object) -> str:
    return tr("PlanCompare", "none") if value is None or value == "" else str(value)
