"""The hand-over of a plan made for another machine: the plan file, a README, and the commands to run there.

Why: steps that change a machine run only on the machine that was probed (wizard.core.host_identity).
For another machine's facts the wizard stops at the plan: it saves it, downloads the files into a folder
for that machine, and says what to run there. The commands name the files by their plan names, to be run
in that folder; ``--plan`` makes each one check the file against the plan, on that machine.
"""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.i18n import tr
from wizard.core.install.cuda_installer import default_cuda_root
from wizard.core.manual_steps import manual_steps
from wizard.core.plan import Plan

PLAN_NAME = "plan.json"
README_NAME = "README.txt"
PROGRAM = "tfgpu-wizard"


def target_is_windows(plan: Plan) -> bool:
    """True when the plan's machine runs Windows (its commands then use Windows paths and quoting)."""
    return plan.route.startswith("windows")


def handover_commands(plan: Plan, plan_file: str = PLAN_NAME) -> list[str]:
    """What to run on that machine, in the folder with the plan and the files, one command a line."""
    windows = target_is_windows(plan)
    files = {item.kind: item.file for item in plan.downloads}
    root = _cuda_root(plan)
    commands = []
    for step in plan.steps:
        if step.id == "install-cuda" and "cuda-installer" in files:
            commands.append(f"{PROGRAM} install-cuda --installer {files['cuda-installer']} --plan {plan_file}")
        elif step.id == "install-cudnn" and "cudnn-archive" in files and root:
            commands.append(f"{PROGRAM} install-cudnn --archive {files['cudnn-archive']} "
                            f"--into {_quote(root, windows)} --plan {plan_file}")
        elif step.id == "set-env-vars" and root:
            binaries = str(PureWindowsPath(root) / "bin") if windows else f"{root}/bin"
            commands.append(f"{PROGRAM} path add {_quote(binaries, windows)}")
    for later in manual_steps(plan, windows):
        commands.extend(later.commands)
    return commands


def readme_text(plan: Plan, fetched: list[str], missing: list[str]) -> str:
    """The README written next to the plan: what this folder is, and what to run there, in order."""
    lines = [tr("Handover", "These files are for the machine this plan was made for: {summary}").format(
        summary=plan.summary or plan.route), "",
        tr("Handover", "Nothing here has been installed yet. On that machine, open a terminal in this folder "
                       "and run, one after the other:"), ""]
    lines += [f"    {command}" for command in handover_commands(plan)]
    if fetched:
        lines += ["", tr("Handover", "Downloaded and verified here:"), *(f"    {name}" for name in fetched)]
    if missing:
        lines += ["", tr("Handover", "Not downloaded (no published checksum, or not finished): get these from "
                                     "NVIDIA and put them in this folder:"), *(f"    {name}" for name in missing)]
    return "\n".join(lines) + "\n"


def save_plan(path: Path, plan: Plan) -> Path:
    """Write the plan as JSON (atomically: a half-written plan is never left behind)."""
    write_bytes_atomically(path, (plan.to_json() + "\n").encode("utf-8"))
    return path


def write_handover(folder: Path, plan: Plan, fetched: list[str], missing: list[str]) -> Path:
    """The plan and its README in ``folder`` (created when needed); returns the README's path."""
    folder.mkdir(parents=True, exist_ok=True)
    save_plan(folder / PLAN_NAME, plan)
    readme = folder / README_NAME
    write_bytes_atomically(readme, readme_text(plan, fetched, missing).encode("utf-8"))
    return readme


def _cuda_root(plan: Plan) -> str:
    if plan.cuda is None:
        return ""
    root = default_cuda_root("windows" if target_is_windows(plan) else "linux", plan.cuda)
    return str(PureWindowsPath(root)) if target_is_windows(plan) else root.as_posix()


def _quote(text: str, windows: bool) -> str:
    if windows:
        return f'"{text}"' if " " in text else text
    import shlex

    return shlex.quote(text)
