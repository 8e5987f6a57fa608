"""Install the CUDA toolkit with NVIDIA's own installer: silently, toolkit only, never the display driver.

* A toolkit of the same major.minor already on disk is detected (``version.json``/``version.txt``) and the
  install is skipped.
* The installer runs only after its checksum matched (sha256, or the md5 that is all NVIDIA publishes for
  the monolithic installers: compat-facts.md B2); no checksum, no run. What runs is a private copy (a
  folder only this account, or in the elevated child only administrators, can change) whose checksum was
  taken from the bytes written into it: never the user's path opened a second time (issue 8, item 4).
* Windows: ``setup.exe -s <sub-packages>`` with only the runtime libraries TensorFlow loads plus nvcc; the
  names per CUDA version (``compiler_9.0``, ``nvcc_11.2``, ``cudart_11.2``...) come from the catalog's
  sub-package table (:mod:`wizard.core.install.cuda_subpackages`, with its sources). ``Display.Driver`` is
  never listed, so the driver the user has stays.
* Linux: the runfile with ``--silent --toolkit --installpath=DIR``; never ``--driver``.
* The installer's output is kept in a log file next to the journal, and the result is checked with
  ``nvcc --version`` and the toolkit's version file.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path, PureWindowsPath

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.events import Finished, LogLine, Started, Step
from wizard.basics.i18n import tr
from wizard.core.archives.private_copy import PrivateCopy, verified_private_copy
from wizard.core.catalog.model import OsName
from wizard.core.catalog.query import major_minor
from wizard.core.install.cuda_subpackages import windows_subpackages
from wizard.core.probe.cuda_toolkits import version_from_files
from wizard.platform.bounded_output import run_bounded
from wizard.platform.process_tree import run_tied

_NVCC_RELEASE = re.compile(r"release (\d+\.\d+)")

Runner = Callable[[Sequence[str], Path], int]


@dataclass(frozen=True)
class CudaInstallRequest:
    """Which installer, for which CUDA (``11.2`` or ``11.2.2``), where, with which checksum, on which OS."""

    installer: Path
    version: str
    os: OsName
    into: Path
    log_dir: Path
    sha256: str | None = None
    md5: str | None = None
    override_compiler_check: bool = False
    elevated: bool = False  # in the elevated child: the private copy goes where only admins can write


@dataclass(frozen=True)
class CudaInstallResult:
    """What happened: ``skipped`` when a matching toolkit was already there; ``log`` is the kept log."""

    root: Path
    version: str
    skipped: bool
    log: Path | None = None
    nvcc: str | None = None


class CudaInstallError(WizardError):
    """The installer refused to run, failed, or did not leave a working toolkit."""

    reference = "cuda-install-failed"


def default_cuda_root(os_name: OsName, version: str, environ: Mapping[str, str] | None = None) -> Path:
    """Where NVIDIA's installer puts CUDA X.Y by default.

    Windows: under the 64-bit Program Files folder, ``%ProgramW6432%`` (what ``%ProgramFiles%`` reads in a
    64-bit process, while a 32-bit one sees ``Program Files (x86)`` there; the folder can also live on
    another drive), ``C:\\Program Files`` only when neither variable is set (another machine's plan).
    """
    if os_name == "windows":
        env = os.environ if environ is None else environ
        base = env.get("ProgramW6432") or env.get("ProgramFiles") or r"C:\Program Files"
        return Path(str(PureWindowsPath(base, "NVIDIA GPU Computing Toolkit", "CUDA", f"v{major_minor(version)}")))
    return Path("/usr/local") / f"cuda-{major_minor(version)}"


# NVIDIA's silent Windows installer (``setup.exe -s``) has no install-folder option: the toolkit always goes
# to its default folder. The runfile takes ``--installpath``. The Install CUDA page reads this to decide
# whether the folder can be edited.
INSTALLER_HONOURS_FOLDER: dict[OsName, bool] = {"windows": False, "linux": True}


def installer_honours_folder(os_name: OsName) -> bool:
    """True when NVIDIA's silent installer on ``os_name`` installs into a folder we choose."""
    return INSTALLER_HONOURS_FOLDER[os_name]


def installed_version(root: Path) -> str | None:
    """The toolkit version recorded in ``root`` (None when there is no toolkit)."""
    return version_from_files(root) if root.is_dir() else None


def installer_arguments(request: CudaInstallRequest) -> list[str]:
    """The exact argument list; a list, run without a shell."""
    version = major_minor(request.version)
    if request.os == "windows":
        if request.installer.suffix.lower() != ".exe":  # .bat/.cmd would go through cmd.exe (BatBadBut)
            raise BadInputError(
                tr("Cuda", "The CUDA installer must be NVIDIA's .exe file, not {name}.").format(
                    name=request.installer.name),
                hint=tr("Cuda", "Choose the cuda_..._windows.exe file downloaded from NVIDIA."),
            )
        components = windows_subpackages(version)
        return [str(request.installer), "-s", *components, f"-log:{request.log_dir}", "-loglevel:6"]
    args = ["sh", str(request.installer), "--silent", "--toolkit", f"--installpath={request.into}"]
    return [*args, "--override"] if request.override_compiler_check else args


def require_checksum(request: CudaInstallRequest) -> None:
    """No checksum, no run."""
    if not request.sha256 and not request.md5:
        raise CudaInstallError(
            tr("Cuda", "No checksum is known for {name}, so it will not be run.").format(
                name=request.installer.name),
            hint=tr("Cuda", "Give --sha256 or --md5 from NVIDIA's download page (Installer Checksums)."),
            reference="cuda-installer-unverified",
        )


def verify_checksum(request: CudaInstallRequest, copy: PrivateCopy) -> str:
    """Refuse the private copy unless a given checksum (sha256, md5) matches the bytes it holds."""
    require_checksum(request)
    checks = [(request.sha256, copy.sha256, "sha256"), (request.md5, copy.md5, "md5")]
    for expected, actual, name in checks:
        if expected and expected.lower() != actual:
            raise CudaInstallError(
                tr("Cuda", "{file} has the wrong {algorithm}: expected {expected}, found {actual}. "
                   "It was not run.").format(file=request.installer.name, algorithm=name, expected=expected,
                                             actual=actual),
                hint=tr("Cuda", "Download the installer again from NVIDIA; this copy is damaged or not the "
                        "official one."),
                reference="cuda-installer-checksum",
            )
    return copy.sha256


def _copy_failed(request: CudaInstallRequest) -> Callable[[OSError, Path], CudaInstallError]:
    def failed(error: OSError, folder: Path) -> CudaInstallError:
        return CudaInstallError(
            tr("Cuda", "{file} could not be copied to a private folder before it is checked and run: "
               "{problem}").format(file=request.installer.name, problem=error.strerror or error),
            hint=tr("Cuda", "Check that the installer can be read and that {folder} has space for a copy "
                    "of it.").format(folder=folder.parent),
            reference="cuda-installer-copy",
        )

    return failed


def run_logged(args: Sequence[str], log: Path) -> int:
    """Run the installer with its output going to ``log`` (kept); returns the exit code."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as stream:
        stream.write(("$ " + " ".join(args) + "\n").encode())
        stream.flush()
        return run_tied(list(args), stdout=stream, stderr=subprocess.STDOUT)  # ends with the wizard


def nvcc_release(root: Path) -> str | None:
    """'11.2' from ``nvcc --version`` in ``root/bin`` (None when nvcc is missing or silent)."""
    candidates = [root / "bin" / "nvcc.exe", root / "bin" / "nvcc"]
    nvcc = next((c for c in candidates if c.is_file()), None)
    if nvcc is None:
        return None
    try:
        output = run_bounded([str(nvcc), "--version"], timeout=60).out_text()
    except (OSError, subprocess.SubprocessError):
        return None
    match = _NVCC_RELEASE.search(output)
    return match.group(1) if match else None


def install_cuda_step(request: CudaInstallRequest, run: Runner = run_logged) -> Step[CudaInstallResult]:
    """Skip, or verify -> run silently -> check; yields events, keeps the log."""
    wanted = major_minor(request.version)
    found = installed_version(request.into)
    if found is not None and major_minor(found) == wanted:
        yield LogLine("info", tr("Cuda", "CUDA {version} is already installed in {path}; skipped.").format(
            version=found, path=request.into))
        return CudaInstallResult(request.into, found, skipped=True)
    yield Started("cuda", tr("Cuda", "Installing CUDA {version}").format(version=wanted))
    require_checksum(request)
    installer_arguments(request)  # a wrong kind of file is refused before it is copied
    with verified_private_copy(request.installer, "cuda-installer-", lambda copy: verify_checksum(request, copy),
                               elevated=request.elevated, unreadable=_copy_failed(request)) as copy:
        yield LogLine("info", tr("Cuda", "Checksum matched (sha256 {sha256}).").format(sha256=copy.sha256))
        stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
        log = request.log_dir / f"cuda-{wanted}-installer-{stamp}.log"
        code = run(installer_arguments(replace(request, installer=copy.path)), log)
    if code != 0:
        yield Finished("cuda", ok=False, detail=str(code))
        raise CudaInstallError(
            tr("Cuda", "NVIDIA's installer stopped with exit code {code}.").format(code=code),
            hint=tr("Cuda", "Read its log for the reason; nothing else was changed by the wizard."),
            context={"log": log},
        )
    result = _check_result(request, log)
    yield Finished("cuda")
    return result


def _check_result(request: CudaInstallRequest, log: Path) -> CudaInstallResult:
    wanted = major_minor(request.version)
    version, nvcc = installed_version(request.into), nvcc_release(request.into)
    if version is None or major_minor(version) != wanted or nvcc != wanted:
        raise CudaInstallError(
            tr("Cuda", "The installer finished, but {path} does not hold a working CUDA {version} "
               "(version file: {found}, nvcc: {nvcc}).").format(
                path=request.into, version=wanted, found=version or "-", nvcc=nvcc or "-"),
            hint=tr("Cuda", "Read the installer log, then run the installer again."),
            context={"log": log},
        )
    return CudaInstallResult(request.into, version, skipped=False, log=log, nvcc=nvcc)
