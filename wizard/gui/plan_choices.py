"""What the Choose setup page decides without drawing: each plan's list text and colour, patch folding.

A plan that works but needs something the user has not got or not allowed (a driver upgrade, a Python
that is not installed, conda) is amber with the reason in the list, never a green tick: the user sees
what they sign up for before choosing it. Kept free of widgets so tests drive it directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

from wizard.core.by_hand.commands import python_ready
from wizard.core.catalog.query import major_minor
from wizard.core.plan import StepId
from wizard.core.planner.wsl_fit import WSL_DISTRO_LABEL
from wizard.gui.models.framework_text import framework_version, plan_route_name
from wizard.gui.models.plan_text import is_experimental

if TYPE_CHECKING:
    from wizard.basics.facts import MachineFacts
    from wizard.core.plan import Plan, Wishes

ItemLevel = Literal["ok", "warn", "error"]
NATIVE_WINDOWS_ROUTES = ("windows-native", "windows-isolated")


def attention_notes(plan: Plan, facts: MachineFacts | None, wishes: Wishes) -> list[str]:
    """Why a working plan is amber: what it needs that the user lacks or has not allowed."""
    tr = QCoreApplication.translate
    notes: list[str] = []
    if is_experimental(plan):
        notes.append(tr("PlanChoices", "experimental: may not work on this GPU"))
    if any(step.id == StepId.UPGRADE_DRIVER for step in plan.steps) and not wishes.allow_driver_upgrade:
        notes.append(tr("PlanChoices", "needs NVIDIA driver {version} or newer (tick \"Allow a driver upgrade\")")
                     .format(version=plan.driver_min or "?"))
    windows_host = facts is not None and facts.os.family == "windows"
    if plan.python and not python_ready(plan, windows_host, facts):
        notes.append(missing_python_note(plan, windows_host))
    return notes


def missing_python_note(plan: Plan, windows_host: bool) -> str:
    """The note for a Python the plan needs and lacks, naming the machine that lacks it: the WSL distribution for a
    WSL2 plan made on Windows (its environment is made there, not on Windows), else Windows or this computer."""
    tr = QCoreApplication.translate
    if plan.route == "wsl2" and windows_host:
        text = tr("PlanChoices", "Python {python} is not in {distro} inside WSL; the last page says how to get it")
        return text.format(python=plan.python, distro=WSL_DISTRO_LABEL)
    if windows_host:
        text = tr("PlanChoices", "Python {python} is not installed on Windows; the last page says how to get it")
        return text.format(python=plan.python)
    return tr("PlanChoices", "Python {python} is not installed; the last page says how to get it").format(
        python=plan.python)


def item_level(plan: Plan, notes: list[str]) -> ItemLevel:
    """Red for a plan that cannot be done, amber for one with notes, green otherwise."""
    if not plan.ok:
        return "error"
    return "warn" if notes else "ok"


def plan_title(plan: Plan) -> str:
    """One line naming a plan's framework and versions (a PyTorch, Keras or JAX build with its tag)."""
    build = plan.framework_build
    framework = framework_version(plan)
    if build is not None and plan.tensorflow is None and build.build:
        framework = QCoreApplication.translate("PlanChoices", "{framework} ({build})").format(
            framework=framework, build=build.build)
    parts = [framework, f"Python {plan.python or '—'}"]
    if plan.cuda:
        parts.append(f"CUDA {plan.cuda}")
    if plan.cudnn:
        parts.append(f"cuDNN {plan.cudnn}")
    return " · ".join(parts)


def item_text(index: int, plan: Plan, notes: list[str]) -> str:
    """The list item: which plan and its versions, then its route, then what it needs (one line each)."""
    tr = QCoreApplication.translate
    word = tr("ChooseSetupPage", "Recommended") if index == 0 else tr(
        "ChooseSetupPage", "Alternative {number}").format(number=index)
    if not plan.ok:
        word = tr("ChooseSetupPage", "{word} (cannot be done as asked)").format(word=word)
    lines = [tr("ChooseSetupPage", "{word}: {plan}").format(word=word, plan=plan_title(plan)), plan_route_name(plan)]
    lines += ["⚠ " + note for note in notes]
    return "\n".join(lines)


def plan_rows(plans: list[Plan], facts: MachineFacts | None, wishes: Wishes) -> list[tuple[ItemLevel, str]]:
    """Each plan's row in the list: its colour and its text (the first is the recommended one)."""
    rows: list[tuple[ItemLevel, str]] = []
    for index, plan in enumerate(plans):
        notes = attention_notes(plan, facts, wishes)
        rows.append((item_level(plan, notes), item_text(index, plan, notes)))
    return rows


def newest_windows_line(facts: MachineFacts | None, wishes: Wishes, plans: list[Plan], last_native: str) -> str:
    """On Windows, asked for the newest: say that native GPU support ends at ``last_native`` (one line)."""
    if facts is None or facts.os.family != "windows" or wishes.tensorflow != "newest" or not last_native:
        return ""
    if wishes.framework != "tensorflow":
        return ""  # the other frameworks' plans say themselves what native Windows runs
    if not facts.gpus or wishes.route not in (None, *NATIVE_WINDOWS_ROUTES):
        return ""
    if not any(plan.ok and plan.route != "cpu" for plan in plans):
        return ""  # this GPU runs no TensorFlow at all: WSL2 would not help either
    series = major_minor(last_native)
    if any(plan.route == "wsl2" and plan.ok for plan in plans):
        return QCoreApplication.translate(
            "PlanChoices", "TensorFlow {series} is the newest release with GPU support on native Windows; newer "
                           "versions run in WSL2 (Linux inside Windows): see the WSL2 plan below.").format(
            series=series)
    return QCoreApplication.translate(
        "PlanChoices", "TensorFlow {series} is the newest release with GPU support on native Windows; newer "
                       "versions run in WSL2 (Linux inside Windows).").format(series=series)


def fold_patches(versions: list[str]) -> list[str]:
    """``2.15.1, 2.15.0, 2.14.1`` -> ``2.15, 2.14``: each minor once (the planner picks its best patch)."""
    return list(dict.fromkeys(major_minor(version) for version in versions))


def is_patch(wish: str) -> bool:
    """``2.15.1`` names a patch release; ``2.15`` and ``newest`` do not."""
    return wish.count(".") >= 2


def wanted_version(wish: str, listed: list[str], recommended: Plan | None) -> str:
    """The list entry for ``wish``: itself, else the patch the planner picked in that series, else its series."""
    if wish in listed:
        return wish
    chosen = recommended.tensorflow.version if recommended and recommended.tensorflow else ""
    if chosen in listed and major_minor(chosen) == wish:
        return chosen
    return next((v for v in listed if major_minor(v) == wish), major_minor(wish))  # "newest" stays itself
