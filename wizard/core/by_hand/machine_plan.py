"""What the Windows and Linux by-hand lists share: the machine steps a plan asks for, checksums, cuDNN layouts.

Why a module of its own: :mod:`wizard.core.by_hand.windows_machine` and :mod:`wizard.core.by_hand.linux_machine`
are siblings that say the same steps for two shells; what both need lives here, below them, so neither imports
the other.
"""

from __future__ import annotations

from collections.abc import Callable

from wizard.basics.i18n import tr
from wizard.core.archives.layouts import LayoutKind
from wizard.core.by_hand.model import ManualStep
from wizard.core.catalog.load import catalog_or_none
from wizard.core.plan import Download, Plan, StepId

FileStep = Callable[[str, Download, str], ManualStep]


def planned_steps(
    plan: Plan, root: str, builders: tuple[FileStep, FileStep, Callable[[str, str], ManualStep]]
) -> list[ManualStep]:
    """Each of CUDA, cuDNN and the environment when the plan has that step and the file it needs."""
    ids = {step.id for step in plan.steps}
    files = {item.kind: item for item in plan.downloads}
    cuda, cudnn, environment = builders
    steps: list[ManualStep] = []
    if StepId.INSTALL_CUDA in ids and "cuda-installer" in files and plan.cuda:
        steps.append(cuda(plan.cuda, files["cuda-installer"], root))
    if StepId.INSTALL_CUDNN in ids and "cudnn-archive" in files and plan.cudnn:
        steps.append(cudnn(plan.cudnn, files["cudnn-archive"], root))
    if StepId.SET_ENV_VARS in ids and plan.cuda:
        steps.append(environment(plan.cuda, root))
    return steps


def checksum_check(item: Download, path: str, windows: bool = True) -> tuple[tuple[str, ...], str]:
    """The command that prints the checksum of the downloaded file at ``path`` (``certutil`` on Windows,
    ``sha256sum``/``md5sum`` elsewhere) and what it must print: the plan's sha256 or md5, else NVIDIA's md5
    list to compare with; nothing when no checksum is known (the wizard would not run that file either)."""
    algorithm = "SHA256" if item.sha256 else "MD5" if item.md5 or item.checksums_url else ""
    if not algorithm:
        return (), ""
    quoted = f'"{path}"' if windows else path
    command = f"certutil -hashfile {quoted} {algorithm}" if windows else f"{algorithm.lower()}sum {quoted}"
    if item.sha256 or item.md5:
        return (command,), tr("ManualSteps", "The checksum command must print {checksum}; if it prints anything "
                                             "else, download the file again and do not use it.").format(
            checksum=item.sha256 or item.md5)
    return (command,), tr("ManualSteps", "The checksum command must print the MD5 listed for {file} at {url}; "
                                         "if it differs, download the file again and do not use it.").format(
        file=item.file, url=item.checksums_url)


def cudnn_layout(file: str) -> LayoutKind:
    """The archive's layout as the catalog records it; by its name when the catalog cannot be read."""
    catalog = catalog_or_none()
    for release in catalog.cudnn if catalog is not None else ():
        for archive in release.archives:
            if archive.file == file and archive.layout != "installer":
                return archive.layout
    return "archive-folder" if file.removesuffix(".zip").endswith("-archive") else "cuda-folder"
