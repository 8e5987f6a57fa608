"""The machine-side steps of a native Windows plan by hand: install CUDA, copy cuDNN into it, set PATH and CUDA_PATH.

Why: followed without these, the by-hand commands give a TensorFlow that finds no CUDA DLLs and runs on the
CPU. Each command is built from the data the wizard itself uses, so the two cannot drift apart:
* Each download is first checked with ``certutil -hashfile`` against the plan's checksum (the wizard too
  runs or unpacks nothing it could not verify).
* CUDA: NVIDIA's installer with ``-s`` and the sub-packages of :mod:`wizard.core.install.cuda_subpackages`
  (never ``Display.Driver``), run with ``start /wait`` because cmd.exe does not wait for a windowed program;
  the folder is :func:`~wizard.core.install.cuda_installer.default_cuda_root` (the installer's own default,
  under ``%ProgramW6432%``, which cmd.exe expands on that machine).
* cuDNN: the zip unpacked with Windows' own ``tar`` (Windows 10 1803 and later), then the folders of
  :func:`~wizard.core.archives.layouts.wanted_folders` copied into the CUDA folder, as the wizard's copy does.
* PATH: the CUDA folder's ``bin`` put first on the user PATH, and ``CUDA_PATH``/``CUDA_PATH_Vx_y`` of
  :func:`~wizard.core.envvars.cuda.cuda_path_variables`: what ``cuda_environment_operations`` writes. PATH
  never with ``setx`` (it cuts the value at 1024 characters) nor with .NET's ``SetEnvironmentVariable`` (it
  expands ``%SystemRoot%`` and drops REG_EXPAND_SZ): a PowerShell line reads the raw user value and writes it
  back as REG_EXPAND_SZ. ``setx`` is safe for the short CUDA_PATH values, and its change notice makes new
  windows see the new PATH too.
"""

from __future__ import annotations

from pathlib import PureWindowsPath

from wizard.basics.i18n import tr
from wizard.core.archives.layouts import wanted_folders
from wizard.core.by_hand.machine_plan import checksum_check, cudnn_layout, planned_steps
from wizard.core.by_hand.model import ManualStep
from wizard.core.catalog.query import major_minor
from wizard.core.envvars.cuda import cuda_path_variables
from wizard.core.install.cuda_installer import default_cuda_root
from wizard.core.install.cuda_subpackages import windows_subpackages
from wizard.core.plan import Download, Plan

DOWNLOADS = "%USERPROFILE%\\Downloads"
UNPACK = "%TEMP%\\cudnn-{version}"
# The user PATH, raw (unexpanded), with the entry put first unless it is there already; written back as
# REG_EXPAND_SZ so that %SystemRoot%-style entries stay references.
PATH_SCRIPT = (
    "$b = '{entry}'; "
    "$p = (Get-Item 'HKCU:\\Environment').GetValue('Path', '', 'DoNotExpandEnvironmentNames'); "
    "if (($p -split ';') -notcontains $b) {{ $n = (($b, $p) -join ';').TrimEnd(';'); "
    "Set-ItemProperty 'HKCU:\\Environment' Path $n -Type ExpandString }}"
)


def windows_machine_steps(plan: Plan) -> list[ManualStep]:
    """CUDA, cuDNN and the environment on the native Windows route."""
    if plan.route != "windows-native" or not plan.cuda:
        return []
    return planned_steps(plan, cuda_root_text(plan.cuda), (cuda_step, cudnn_step, environment_step))


def cuda_root_text(cuda: str) -> str:
    """Where NVIDIA's silent installer puts CUDA ``cuda`` on that machine, as cmd.exe writes it."""
    return str(default_cuda_root("windows", cuda, {"ProgramW6432": "%ProgramW6432%"}))


def cuda_step(cuda: str, installer: Download, root: str) -> ManualStep:
    """NVIDIA's installer, silent, with only the parts TensorFlow loads plus nvcc; then nvcc says the version."""
    parts = " ".join(windows_subpackages(cuda))
    nvcc = str(PureWindowsPath(root, "bin", "nvcc.exe"))
    check, expected = checksum_check(installer, downloaded(installer))
    then = tr("ManualSteps", "Then open a Command Prompt as administrator and run:")
    return ManualStep(
        tr("ManualSteps", "Install CUDA {version} (only the toolkit: your display driver stays)").format(
            version=major_minor(cuda)),
        (*check, f'start /wait "" "{downloaded(installer)}" -s {parts}', f'"{nvcc}" --version'),
        tr("ManualSteps", "The installer shows no window and takes several minutes. Then the last command "
                          "shows the version it installed, {version}.").format(version=major_minor(cuda)),
        intro=intro_text(installer, expected, then),
    )


def cudnn_step(cudnn: str, archive: Download, root: str) -> ManualStep:
    """Unpack the cuDNN zip and copy its bin, include and lib folders into the CUDA folder."""
    unpack = UNPACK.format(version=cudnn)
    kind = cudnn_layout(archive.file)
    top = str(PureWindowsPath(unpack, "cuda" if kind == "cuda-folder" else archive.file.removesuffix(".zip")))
    copies = tuple(f'xcopy /e /i /y "{PureWindowsPath(top, source)}" "{PureWindowsPath(root, target)}"'
                   for source, target in wanted_folders("windows", kind))
    check, expected = checksum_check(archive, downloaded(archive))
    then = tr("ManualSteps", "Then, in the same Command Prompt as administrator:")
    return ManualStep(
        tr("ManualSteps", "Copy cuDNN {version} into the CUDA folder").format(version=cudnn),
        (*check, f'mkdir "{unpack}"', f'tar -xf "{downloaded(archive)}" -C "{unpack}"', *copies),
        tr("ManualSteps", "The cuDNN files are then in the bin, include and lib folders of {root}.").format(
            root=root),
        intro=intro_text(archive, expected, then),
    )


def intro_text(item: Download, expected: str, then: str) -> str:
    """Where to get the file, what its checksum must be, where to run the commands."""
    download = tr("ManualSteps", "Download {file} from {url} into your Downloads folder.").format(
        file=item.file, url=item.url)
    if not expected:
        return tr("ManualSteps", "{download} {then}").format(download=download, then=then)
    return tr("ManualSteps", "{download} {check} {then}").format(download=download, check=expected, then=then)


def downloaded(item: Download) -> str:
    """Where the step's introduction asks the file to be saved."""
    return f"{DOWNLOADS}\\{item.file}"


def environment_step(cuda: str, root: str) -> ManualStep:
    """CUDA's bin first on the user PATH (raw, never setx), then CUDA_PATH and CUDA_PATH_Vx_y."""
    major, minor = (int(part) for part in major_minor(cuda).split("."))
    variables = cuda_path_variables(root, (major, minor))
    entry = str(PureWindowsPath(root, "bin"))
    settings = tuple(f'setx {name} "{value}"' for name, value in sorted(variables.items(), reverse=True))
    return ManualStep(
        tr("ManualSteps", "Put CUDA and cuDNN on your search path"),
        (f'powershell -NoProfile -Command "{PATH_SCRIPT.format(entry=entry)}"', *settings),
        tr("ManualSteps", "Then close this window and open a new Command Prompt for the next steps: only "
                          "windows opened from now on see the new search path."),
        intro=tr("ManualSteps", "In a Command Prompt that is not run as administrator, so that the change is "
                                "made for your own account:"),
    )
