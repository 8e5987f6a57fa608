"""The machine-side steps of a Linux or WSL2 plan by hand: NVIDIA's runfile, cuDNN copied in, PATH and LD_LIBRARY_PATH.

Why: a plan for a TensorFlow that does not bring CUDA from pip (before 2.14) needs the toolkit and cuDNN
installed; without these steps the by-hand commands gave a TensorFlow that runs on the CPU. The commands
are built from the wizard's own data: the runfile's arguments are
:func:`~wizard.core.install.cuda_installer.installer_arguments` (``--silent --toolkit``, never the driver:
on WSL2 the driver is Windows'), the folder :func:`~wizard.core.install.cuda_installer.default_cuda_root`,
the cuDNN folders :func:`~wizard.core.archives.layouts.wanted_folders`, and the variables the ones that
``cuda_environment_operations`` sets (NVIDIA's Linux guide, "Post-installation actions"), here as the
guide's two ``export`` lines appended to ``~/.bashrc``. Files are fetched with ``wget -O`` so that each is
saved under the name the later commands use (also inside a new WSL2 Ubuntu, which has no Downloads folder).
"""

from __future__ import annotations

from pathlib import Path

from wizard.basics.i18n import tr
from wizard.core.archives.layouts import wanted_folders
from wizard.core.by_hand.machine_plan import checksum_check, cudnn_layout, planned_steps
from wizard.core.by_hand.model import ManualStep
from wizard.core.catalog.query import major_minor
from wizard.core.install.cuda_installer import CudaInstallRequest, default_cuda_root, installer_arguments
from wizard.core.plan import Download, Plan

DOWNLOADS = "~/Downloads"
UNPACK = "/tmp/cudnn-{version}"
RC_FILE = "~/.bashrc"


def linux_machine_steps(plan: Plan) -> list[ManualStep]:
    """CUDA, cuDNN and the environment on the Linux and WSL2 routes, each when the plan has that step."""
    if plan.route not in ("linux", "wsl2") or not plan.cuda:
        return []
    return planned_steps(plan, str(default_cuda_root("linux", plan.cuda)), (cuda_step, cudnn_step, environment_step))


def cuda_step(cuda: str, installer: Download, root: str) -> ManualStep:
    """Fetch and check the runfile, run it for the toolkit only, then nvcc says the version."""
    path = f"{DOWNLOADS}/{installer.file}"
    request = CudaInstallRequest(Path(path), cuda, "linux", Path(root), Path())
    check, expected = checksum_check(installer, path, windows=False)
    return ManualStep(
        tr("ManualSteps", "Install CUDA {version} (only the toolkit: your display driver stays)").format(
            version=major_minor(cuda)),
        (*_fetch(installer), *check, "sudo " + " ".join(installer_arguments(request)),
         f"{root}/bin/nvcc --version"),
        tr("ManualSteps", "The installer shows no window and takes several minutes. Then the last command "
                          "shows the version it installed, {version}.").format(version=major_minor(cuda)),
        intro=_intro(installer, expected),
    )


def cudnn_step(cudnn: str, archive: Download, root: str) -> ManualStep:
    """Fetch and check the archive, unpack it, copy its include and library folders into the CUDA folder."""
    path, unpack = f"{DOWNLOADS}/{archive.file}", UNPACK.format(version=cudnn)
    kind = cudnn_layout(archive.file)
    top = f"{unpack}/" + ("cuda" if kind == "cuda-folder" else archive.file.removesuffix(".tar.xz"))
    copies = tuple(f"sudo cp -rP {top}/{source}/. {root}/{target}/"
                   for source, target in wanted_folders("linux", kind))
    check, expected = checksum_check(archive, path, windows=False)
    return ManualStep(
        tr("ManualSteps", "Copy cuDNN {version} into the CUDA folder").format(version=cudnn),
        (*_fetch(archive), *check, f"mkdir -p {unpack}", f"tar -xf {path} -C {unpack}", *copies),
        tr("ManualSteps", "The cuDNN files are then in the include and lib64 folders of {root}.").format(
            root=root),
        intro=_intro(archive, expected),
    )


def environment_step(cuda: str, root: str) -> ManualStep:
    """CUDA's bin on PATH and its lib64 on LD_LIBRARY_PATH, in every new shell (NVIDIA's two export lines)."""
    lines = tuple(f"echo 'export {name}={entry}${{{name}:+:${{{name}}}}}' >> {RC_FILE}"
                  for name, entry in (("PATH", f"{root}/bin"), ("LD_LIBRARY_PATH", f"{root}/lib64")))
    return ManualStep(
        tr("ManualSteps", "Put CUDA and cuDNN on your search path"), (*lines, f". {RC_FILE}"),
        tr("ManualSteps", "New terminals read these lines from ~/.bashrc. With another shell, put the two export "
                          "lines into its own start-up file."),
    )


def _fetch(item: Download) -> tuple[str, ...]:
    return f"mkdir -p {DOWNLOADS}", f'wget -O {DOWNLOADS}/{item.file} "{item.url}"'


def _intro(item: Download, expected: str) -> str:
    """What the commands fetch, and what the checksum must be."""
    fetch = tr("ManualSteps", "In the terminal: these commands fetch {file} from NVIDIA, check it and use it.")
    fetch = fetch.format(file=item.file)
    return tr("ManualSteps", "{download} {then}").format(download=fetch, then=expected) if expected else fetch
