"""The hand-over of a plan made for another machine: the plan file, its files, a README, the commands to run there.

Why: steps that change a machine run only on the machine that was probed (wizard.core.planner.host_identity).
For another machine's facts the wizard stops at the plan: it saves it, downloads the files into a folder
for that machine, records beside them what each was verified against (``checksums.json``: a published md5
read online here cannot be read on a machine without network), and says what to run there. First the one
command, ``apply --plan plan.json --dest .``, which checks the plan against that machine, hashes each file
in the folder against its checksum there and runs every step; then the same steps one by one, by hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path, PureWindowsPath
from typing import TYPE_CHECKING

from wizard.basics.atomic import write_bytes_atomically
from wizard.basics.events import Step
from wizard.basics.i18n import tr
from wizard.core.by_hand.commands import manual_steps
from wizard.core.download.recorded import CHECKSUMS_NAME
from wizard.core.install.cuda_installer import default_cuda_root
from wizard.core.plan import Plan, StepId

if TYPE_CHECKING:
    from wizard.core.download.control import DownloadControl
    from wizard.core.download.model import EngineOptions
    from wizard.core.download.network import NetworkSettings
    from wizard.core.download.recorded import RecordedFile
    from wizard.core.download.step import DownloadReport

PLAN_NAME = "plan.json"
README_NAME = "README.txt"
PROGRAM = "tfgpu-wizard"


def target_is_windows(plan: Plan) -> bool:
    """True when the plan's machine runs Windows (its commands then use Windows paths and quoting): its facts
    say so (a CPU or WSL2 plan for a Windows machine too); a plan from before they were recorded, its route."""
    return plan.os_family == "windows" if plan.os_family else plan.route.startswith("windows")


def apply_command(plan_file: str = PLAN_NAME) -> str:
    """The one command that carries out the whole plan there, in the folder (the same text in a Linux shell,
    cmd and PowerShell: no character in it needs quoting)."""
    return f"{PROGRAM} apply --plan {plan_file} --dest ."


def handover_commands(plan: Plan, plan_file: str = PLAN_NAME,
                      recorded: Mapping[str, RecordedFile] | None = None) -> list[str]:
    """The same steps one by one (the manual way), in the folder with the plan and the files, a command a line.

    An installer whose md5 only NVIDIA's online list gives gets the md5 ``recorded`` for it here, so that
    the command can check it on a machine without network."""
    windows = target_is_windows(plan)
    files = {item.kind: item.file for item in plan.downloads}
    root = _cuda_root(plan)
    commands = []
    for step in plan.steps:
        if step.id == StepId.INSTALL_CUDA and "cuda-installer" in files:
            commands.append(f"{PROGRAM} install-cuda --installer {files['cuda-installer']} --plan {plan_file}"
                            + _md5_option(plan, (recorded or {}).get(files["cuda-installer"])))
        elif step.id == StepId.INSTALL_CUDNN and "cudnn-archive" in files and root:
            commands.append(f"{PROGRAM} install-cudnn --archive {files['cudnn-archive']} "
                            f"--into {_quote(root, windows)} --plan {plan_file}")
        elif step.id == StepId.SET_ENV_VARS and root:
            binaries = str(PureWindowsPath(root) / "bin") if windows else f"{root}/bin"
            commands.append(f"{PROGRAM} path add {_quote(binaries, windows)}")
    for later in manual_steps(plan, windows, machine=False):  # its own commands above did CUDA, cuDNN, PATH
        commands.extend(later.commands)
    return commands


def _md5_option(plan: Plan, record: RecordedFile | None) -> str:
    installer = next((item for item in plan.downloads if item.kind == "cuda-installer"), None)
    if installer is None or installer.sha256 or installer.md5 or record is None or record.algorithm != "md5":
        return ""
    return f" --md5 {record.hexdigest}"


def readme_text(plan: Plan, fetched: list[str], missing: list[str],
                recorded: Mapping[str, RecordedFile] | None = None) -> str:
    """The README written next to the plan: what this folder is, the one command to run there, then the
    same steps one by one."""
    lines = [tr("Handover", "These files are for the machine this plan was made for: {summary}").format(
        summary=plan.summary or plan.route), "",
        tr("Handover", "Nothing here has been installed yet. On that machine, open a terminal in this folder "
                       "and run:"), "", f"    {apply_command()}", "",
        tr("Handover", "It first checks that the plan fits that machine (a machine that differs is refused and "
                       "nothing is changed), checks each file here against the checksum in {checksums} (no "
                       "network needed for them), downloads any file that is missing, and asks once before "
                       "the first change.").format(checksums=CHECKSUMS_NAME)]
    manual = handover_commands(plan, recorded=recorded)
    if manual:
        lines += ["", tr("Handover", "Or do the same by hand, one command after the other:"), "",
                  *(f"    {command}" for command in manual)]
    if fetched:
        lines += ["", tr("Handover", "Downloaded and verified here:"), *(f"    {name}" for name in fetched)]
    if missing:
        lines += ["", tr("Handover", "Not downloaded (no published checksum, another file of that name is "
                                     "already here, or not finished): get these from NVIDIA and put them in "
                                     "this folder, in place of any file of that name:"),
                  *(f"    {name}" for name in missing)]
    return "\n".join(lines) + "\n"


def save_plan(path: Path, plan: Plan) -> Path:
    """Write the plan as JSON (atomically: a half-written plan is never left behind)."""
    write_bytes_atomically(path, (plan.to_json() + "\n").encode("utf-8"))
    return path


def write_handover(folder: Path, plan: Plan, fetched: list[str], missing: list[str],
                   recorded: Mapping[str, RecordedFile] | None = None) -> Path:
    """The plan and its README in ``folder`` (created when needed); returns the README's path."""
    folder.mkdir(parents=True, exist_ok=True)
    save_plan(folder / PLAN_NAME, plan)
    readme = folder / README_NAME
    write_bytes_atomically(readme, readme_text(plan, fetched, missing, recorded).encode("utf-8"))
    return readme


@dataclass(frozen=True)
class HandoverResult:
    """What the folder holds once the downloads ended: the verified files, the ones still missing, and among
    those the ones whose download failed, each with why (the rest were not downloaded on purpose)."""

    folder: Path
    fetched: list[str]
    missing: list[str]
    report: DownloadReport
    records: dict[str, RecordedFile]  # what each verified file was checked against, by name (checksums.json)
    failed: dict[str, str] = field(default_factory=dict)


def download_handover(plan: Plan, folder: Path, settings: NetworkSettings,
                      options: EngineOptions | None = None,
                      controls: Mapping[str, DownloadControl] | None = None) -> Step[HandoverResult]:
    """Plan and README into ``folder`` first (they stay if the downloads stop), then the plan's files, verified
    (a different file already there is left alone and reported), then the checksums record and the README."""
    from wizard.core.download.recorded import write_records
    from wizard.core.download.sources import Unverifiable, split_downloads
    from wizard.core.download.step import download_step

    requests = split_downloads(plan.downloads, folder, settings)
    names = [request.name for request in requests]
    write_handover(folder, plan, [], names)
    fetchable = [replace(r, keep_existing=True) for r in requests if not isinstance(r, Unverifiable)]
    report = yield from download_step(fetchable, None, options, controls, settings)
    fetched = [result.name for result in report.files if result.status == "verified"]
    records = {record.name: record for record in records_of(plan, report)}
    write_records(folder, records.values())
    missing = [name for name in names if name not in fetched]
    write_handover(folder, plan, fetched, missing, records)
    failed = {result.name: result.detail for result in report.files if result.status == "failed"}
    return HandoverResult(folder, fetched, missing, report, records, failed)


def records_of(plan: Plan, report: DownloadReport) -> list[RecordedFile]:
    """What each verified file was checked against: the plan's checksum, or the published list's md5."""
    from wizard.core.download.cache import safe_file_name
    from wizard.core.download.network import redact_url
    from wizard.core.download.recorded import FROM_PLAN, RecordedFile

    kinds = {safe_file_name(item.file): item.kind for item in plan.downloads}
    return [RecordedFile(result.name, kinds.get(result.name, ""), result.algorithm, result.hexdigest, result.size,
                         redact_url(result.source) if result.source else FROM_PLAN)
            for result in report.files if result.status == "verified"]


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
