"""Screenshots of every wizard page in English and Chinese for six machines:
``docs/screenshots/<profile>/<page>-<lang>.png``.

Run from the checkout: ``QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py [PROFILE...]``
(Chinese needs a CJK font, e.g. Debian's fonts-noto-cjk). Each machine is a facts file: the seeds' laptop (an
RTX 2060 on Windows 10 with driver 457 and Python 3.8, choosing the seeds' TensorFlow 2.4 on native Windows,
whose plan needs every page), Ubuntu with an RTX 3060, Ubuntu without a GPU, an RTX 5090 (compute capability
12.0), a Windows 11 PC with an RTX 4070 (the newest TensorFlow through WSL2, the plan the wizard recommends
there) and a GTX 1060 laptop with conda on the isolated route (CUDA inside the conda environment; its Network
settings with the conda-forge mirrors). Each is walked twice: as this computer's facts (every page that changes
this computer) and as another machine's (the hand-over page); nothing is downloaded or installed, each page
shows its first state. HOME, the data folders and PATH are neutral so that no real state, folder or user name
shows, and each walk starts with an empty data folder (no journal of another walk). As the walk leaves a page,
the session gets what that page hands on when it succeeds (the verified downloads, the CUDA folder, the
environment made: existing session fields), named as the profile's OS names them, so a Windows machine shows
``C:\\Users\\me\\AppData\\Local`` (``%LOCALAPPDATA%``) and the env's ``Scripts\\python.exe`` (a conda env's
``python.exe``). Its install pages are told Windows through the platform seam (``HOST_OS``, as the GUI tests do)
and its Environment variables page works on a stand-in registry (the page's ``operations_factory``). The RTX
4070 PC walks the WSL2 route's pages (``wsl-*``) with its core steps answering as on that PC (there is no
wsl.exe here, and what they change is journaled, not made): Check WSL with WSL off, Set up WSL at the restart
pause, then, as after the restart, the window Windows opens (the setup going on by itself), the run inside done
(its lines under Details), Verify showing the check made inside, and on to the last page.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FACTS = ROOT / "tests" / "fixtures" / "facts"
OUT = ROOT / "docs" / "screenshots"


@dataclass(frozen=True)
class Profile:
    """One machine to show: its folder under docs/screenshots, its facts file, the wish it picks (if any)."""

    name: str
    facts: str
    route: str = ""
    tensorflow: str = ""
    network: bool = False  # also draw the Network settings dialog for the chosen plan
    framework: str = ""  # the framework chosen on Choose setup (TensorFlow when empty)

    @property
    def windows(self) -> bool:
        """A Windows machine's pages are told Windows through the platform seam."""
        from wizard.basics.facts import load_facts

        return load_facts(FACTS / self.facts).os.family == "windows"


PROFILES = (
    Profile("seed-laptop", "windows-rtx2060-driver-457.json", route="windows-native", tensorflow="2.4"),
    Profile("ubuntu-rtx3060", "linux-rtx3060-ubuntu-22.04.json"),
    Profile("no-gpu", "linux-no-gpu.json"),
    Profile("rtx5090", "linux-rtx5090-blackwell.json"),
    Profile("windows11-rtx4070-wsl2", "gui_rtx4070_windows11.json"),  # the recommended plan: WSL2
    Profile("gtx1060-isolated-conda", "windows-gtx1060-isolated-conda.json", route="windows-isolated",
            network=True),
    Profile("pytorch-ubuntu-rtx3060", "linux-rtx3060-ubuntu-22.04.json", framework="pytorch"),
    Profile("keras-windows-rtx4070", "gui_rtx4070_windows11.json", framework="keras"),  # PyTorch backend
    Profile("jax-linux-rtx3090", "gui_rtx3090_linux.json", framework="jax"),
)
LANGUAGES = ("en", "zh_CN")
WINDOWS_HOME = PureWindowsPath("C:\\Users\\me")  # the folders a Windows user's pages show
WINDOWS_LOCAL = WINDOWS_HOME / "AppData" / "Local"  # %LOCALAPPDATA%
LINUX_HOME = PurePosixPath("/home/me")
WINDOWS_PROGRAM = PureWindowsPath("C:\\Program Files\\tfgpu-wizard\\tfgpu-wizard-gui.exe")  # the installed one
SIZE = (860, 640)
DEMO_PREFIX = "wizard-demo-"


def _isolate(home: Path) -> None:
    """A fresh HOME and data folders, before the wizard reads any setting."""
    home.mkdir()
    for name, sub in {"HOME": "", "USERPROFILE": "", "XDG_CONFIG_HOME": ".config",
                      "XDG_DATA_HOME": ".local/share", "XDG_CACHE_HOME": ".cache",
                      "XDG_STATE_HOME": ".local/state"}.items():
        os.environ[name] = str(home / sub)
    os.environ["PATH"] = os.pathsep.join(("/usr/local/bin", "/usr/bin", "/bin"))  # not this machine's
    os.environ.pop("TFGPU_WIZARD_LANG", None)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from wizard.core.download import remote_size

    # no server is asked for a size (the pictures stay the same offline and online): the catalog's sizes show
    remote_size.remote_sizes = lambda urls, *args, **kwargs: dict.fromkeys(urls)  # type: ignore[assignment]


@contextmanager
def _host(profile: Profile) -> Iterator[None]:
    """A Windows profile's pages hear Windows from the platform seam (the modules' ``HOST_OS``, the hook the
    GUI tests use too), so they name NVIDIA's folder under ``C:\\Program Files``; put back afterwards."""
    if not profile.windows:
        yield
        return
    from wizard.gui.models import env_vars_review
    from wizard.gui.pages import install_cuda_page, install_cudnn_page

    modules = (install_cuda_page, install_cudnn_page, env_vars_review)
    before = {module: module.HOST_OS for module in modules}
    for module in modules:
        module.HOST_OS = "windows"  # type: ignore[attr-defined]
    try:
        yield
    finally:
        for module, value in before.items():
            module.HOST_OS = value  # type: ignore[attr-defined]


def _probe(path: Path, this_computer: bool) -> Callable[[], Generator[object, None, object]]:
    """The probe step answering with a facts file (this machine has no NVIDIA GPU to show); as this
    computer's facts, they carry this computer's fingerprint, as the probe here would write them."""
    from dataclasses import replace

    from wizard.basics.events import Started
    from wizard.basics.facts import load_facts
    from wizard.core.planner.host_identity import current_host_id

    def step() -> Generator[object, None, object]:
        yield Started("probe", "")
        facts = load_facts(path)
        return replace(facts, host_id=current_host_id()) if this_computer else facts

    return step


def _page_name(page: object) -> str:
    """``InstallCudaPage`` -> ``install-cuda``."""
    name = type(page).__name__.removesuffix("Page")
    return "".join(f"-{c.lower()}" if c.isupper() else c for c in name).lstrip("-").replace("cu-d-n-n", "cudnn")


def _save(widget: object, target: Path, *, settle: bool = True) -> None:
    """Draw ``widget`` into ``target``; without ``settle`` nothing queued runs first (a page that moves on by
    itself is drawn as it is now), only its layout is brought up to date."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget, QWizard

    assert isinstance(widget, QWidget)
    for _ in range(3 if settle else 0):  # queued shows and layout requests settle in a few rounds
        QApplication.processEvents()
    if not settle and isinstance(widget, QWizard) and (page := widget.currentPage()) and page.layout():
        page.layout().activate()
    flags = Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither  # no dither noise
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_Indexed8, flags)  # a small PNG
    if not image.save(str(target), "PNG", 0):  # 0: the strongest compression
        raise SystemExit(f"could not write {target}")


def shoot_language(profile: Profile, language: str, out: Path = OUT) -> list[Path]:
    """Walk every page the plan needs on this computer, then the hand-over page of another machine's plan, into
    ``out/<profile>``."""
    folder = out / profile.name
    folder.mkdir(parents=True, exist_ok=True)
    saved = _walk(profile, language, folder, this_computer=True, skip=set())
    return saved + _walk(profile, language, folder, this_computer=False, skip={path.name for path in saved})


def _choose(wizard: object, profile: Profile) -> None:
    """On Choose setup, pick the profile's wish in the lists as the user would (the seeds' TensorFlow 2.4)."""
    from wizard.gui.pages.choose_setup_page import ChooseSetupPage
    from wizard.gui.setup_wizard import SetupWizard

    assert isinstance(wizard, SetupWizard)
    page = wizard.currentPage()
    if not isinstance(page, ChooseSetupPage):
        return
    choices = ((page.wishes_box.framework_combo, profile.framework), (page.route_combo, profile.route),
               (page.tf_combo, profile.tensorflow))
    for combo, value in choices:
        if value:
            index = combo.findData(value)
            if index < 0:
                raise SystemExit(f"{profile.name}: no choice {value!r} on Choose setup")
            combo.setCurrentIndex(index)


def _hand_on(wizard: object, profile: Profile) -> None:
    """What the page just shown hands on when it succeeds (the session fields the next pages read), in the
    folders the profile's OS names: the verified downloads, the CUDA folder, the environment made."""
    from wizard.core.install.cuda_installer import default_cuda_root
    from wizard.gui.models.network_choices import uses_conda
    from wizard.gui.pages.download_page import DownloadPage
    from wizard.gui.pages.install_cuda_page import InstallCudaPage
    from wizard.gui.pages.python_env_page import PythonEnvPage
    from wizard.gui.setup_wizard import SetupWizard

    assert isinstance(wizard, SetupWizard)
    page, session = wizard.currentPage(), wizard.session
    plan = session.plan
    if plan is None:
        return
    home = WINDOWS_LOCAL if profile.windows else LINUX_HOME / ".cache"
    tool = home / "tfgpu-wizard" / ("Cache" if profile.windows else "")
    if isinstance(page, DownloadPage):
        session.downloaded = {d.kind: Path(str(tool / "downloads" / d.file)) for d in plan.downloads}
        session.checksums = {d.kind: d.sha256 or d.md5 or "" for d in plan.downloads}
    elif isinstance(page, InstallCudaPage) and plan.cuda:
        session.cuda_root = default_cuda_root("windows" if profile.windows else "linux", plan.cuda)
    elif isinstance(page, PythonEnvPage):
        envs = (WINDOWS_LOCAL if profile.windows else LINUX_HOME / ".local" / "share") / "tfgpu-wizard" / "envs"
        prefix = envs / "tf"
        windows_python = prefix / "python.exe" if uses_conda(plan) else prefix / "Scripts" / "python.exe"
        python = windows_python if profile.windows else prefix / "bin" / "python"  # pyenv_layout's, per OS
        session.env_prefix, session.env_python = Path(str(prefix)), Path(str(python))


def _windows_environment(wizard: object) -> None:
    """The Environment variables page of a Windows profile works on a stand-in registry holding a fresh
    Windows 10's PATH (the page's own ``operations_factory``, as tests/gui/test_seed_flow.py sets it)."""
    from tests.fakes.memory_registry import MemoryRegistry
    from wizard.core.envvars.env_ops import cuda_environment_operations
    from wizard.core.envvars.windows_env import WindowsEnvBackend
    from wizard.gui.pages.env_vars_page import EnvVarsPage
    from wizard.gui.setup_wizard import SetupWizard
    from wizard.platform.registry import (
        HKCU,
        HKLM,
        REG_EXPAND_SZ,
        SYSTEM_ENVIRONMENT,
        USER_ENVIRONMENT,
        RegistryValue,
    )

    assert isinstance(wizard, SetupWizard)
    registry = MemoryRegistry()
    system = ("%SystemRoot%\\system32;%SystemRoot%;%SystemRoot%\\System32\\Wbem;"
              "C:\\Program Files\\NVIDIA Corporation\\NVIDIA NvDLISR")
    registry.set_raw(HKLM, SYSTEM_ENVIRONMENT, "Path", RegistryValue(system, REG_EXPAND_SZ))
    user = "%USERPROFILE%\\AppData\\Local\\Microsoft\\WindowsApps"
    registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue(user, REG_EXPAND_SZ))
    session = wizard.session

    def operations(scope: Any) -> list[Any]:
        plan = session.plan
        if plan is None or plan.cuda is None:
            return []
        major, minor = (int(part) for part in plan.cuda.split(".")[:2])
        return list(cuda_environment_operations(str(session.cuda_root), (major, minor), scope,
                                                backend=WindowsEnvBackend(registry, lambda: True)))

    page = wizard.page_of(EnvVarsPage)
    assert isinstance(page, EnvVarsPage)
    page.operations_factory = operations


def _window(profile: Profile, language: str, this_computer: bool) -> Any:
    """The wizard's window for ``profile``, as the app opens it, at its first page."""
    from wizard.gui.session import Session
    from wizard.gui.setup_wizard import SetupWizard

    session = Session(synchronous=True, language=language)
    session.probe = _probe(FACTS / profile.facts, this_computer)  # type: ignore[assignment]
    if this_computer:  # a WSL2 plan's route steps answer as on that PC (only a WSL2 plan asks them)
        session.wsl_steps, session.wsl_user = WslShow(), "me"  # type: ignore[assignment]
    wizard = SetupWizard(session)
    if profile.windows:
        _windows_environment(wizard)
    wizard.resize(*SIZE)
    wizard.show()
    return wizard


def _walk(profile: Profile, language: str, folder: Path, this_computer: bool, skip: set[str]) -> list[Path]:
    """Walk the pages, saving each one not named in ``skip``; a WSL2 plan goes through the restart (a second
    window, as Windows opens it after the restart) and on to its last page."""
    from wizard.gui.translator import install_language

    install_language(language)
    with _fresh_data_folder():
        return _walk_pages(profile, language, folder, this_computer, skip)


@contextmanager
def _fresh_data_folder() -> Iterator[None]:
    """Each walk starts with the wizard's data folder empty (no journal of another walk, as on a first start): a
    new one under this run's HOME, the one before put back afterwards."""
    before = os.environ.get("TFGPU_WIZARD_DATA_DIR")
    os.environ["TFGPU_WIZARD_DATA_DIR"] = tempfile.mkdtemp(prefix="data-", dir=os.environ["HOME"])
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("TFGPU_WIZARD_DATA_DIR", None)
        else:
            os.environ["TFGPU_WIZARD_DATA_DIR"] = before


def _walk_pages(profile: Profile, language: str, folder: Path, this_computer: bool, skip: set[str]) -> list[Path]:
    from wizard.gui.pages.choose_setup_page import ChooseSetupPage
    from wizard.gui.pages.wsl_check_page import WslCheckPage

    wizard = _window(profile, language, this_computer)
    saved: list[Path] = []
    seen: set[int] = set()
    while wizard.currentId() not in seen and wizard.currentId() != -1:
        seen.add(wizard.currentId())
        _choose(wizard, profile)
        if this_computer and isinstance(wizard.currentPage(), WslCheckPage):
            wizard = _through_the_restart(wizard, language, folder, saved)
            continue
        _draw(wizard, folder / f"{_page_name(wizard.currentPage())}-{language}.png", skip, saved)
        if profile.network and this_computer and isinstance(wizard.currentPage(), ChooseSetupPage):
            _draw_network_settings(wizard, folder / f"network-settings-{language}.png", saved)
        if this_computer:
            _hand_on(wizard, profile)
        wizard.next()  # the pages' "Next" gates (isComplete) guard the button, not this call
    wizard.close()
    return saved


def _draw(wizard: Any, target: Path, skip: set[str], saved: list[Path], *, settle: bool = True) -> None:
    """Draw the page shown now, unless ``skip`` names it; refused where the app would not show it."""
    if target.name in skip:
        return
    check_drawn(wizard)
    _save(wizard, target, settle=settle)
    saved.append(target)


def _draw_network_settings(wizard: Any, target: Path, saved: list[Path]) -> None:
    """The Network settings dialog as the button beside Back opens it for the chosen plan (its sections: the
    conda-forge mirrors beside the PyPI ones on a conda route)."""
    dialog = wizard.network_dialog()
    dialog.show()
    _save(dialog, target)
    saved.append(target)
    dialog.reject()


def verified_inside(plan: Any) -> dict[str, object]:
    """The verification document the run inside brings back for ``plan``: the TensorFlow, CUDA and cuDNN the
    plan installed (never another release), on the profile's card, passed."""
    tensorflow = plan.tensorflow.version if plan.tensorflow else "?"
    return {"schema": 1, "complete": True, "cpu_only": False, "passed": True,
            "tensorflow": {"version": tensorflow, "built_with_cuda": True, "cuda": plan.cuda, "cudnn": plan.cudnn},
            "gpus": [{"name": "NVIDIA GeForce RTX 4070", "compute_capability": "8.9", "memory_mib": 12282}],
            "checks": [{"id": "import", "status": "pass", "message": "TensorFlow imports"},
                       {"id": "gpu_visible", "status": "pass", "message": "TensorFlow sees the GPU"},
                       {"id": "matmul", "status": "pass", "message": "ok", "device": "/GPU:0"}],
            "timing": {"cpu_seconds": 4.1, "gpu_seconds": 0.4, "speedup": 10.2}}


class WslShow:
    """The WSL2 route's core steps (:class:`wizard.gui.models.wsl_route.WslRouteSteps`) as they answer on that PC
    (there is no wsl.exe here): WSL off, the restart turning it on needs (after which the wizard continues by
    itself), then the distribution, the run inside (its steps as the run announces them, from the plan's own
    steps, and the CLI's last line) and the verification of what the plan installed. What each step changes is
    journaled as the core journals it (the route's own operations, one run, under the step's id), so that the last
    page lists the changes as the app's does; nothing runs."""

    def __init__(self) -> None:
        self.installed = False
        self.run_id = ""

    def _journal(self, step: str, operations: list[Any]) -> None:
        from wizard.core.ops.journal import Journal, new_run_id

        self.run_id = self.run_id or new_run_id()
        journal = Journal()
        for operation in operations:  # intent, then done, as the runner journals (each line in the reader's words)
            entry = journal.begin(run_id=self.run_id, kind=operation.kind, description=operation.describe(),
                                  step=step, params=operation.to_params())
            journal.complete(entry.entry_id, {})

    def check(self) -> Generator[object, None, object]:
        from wizard.basics.events import Started
        from wizard.core.wsl.facts import WslFacts

        yield Started("wsl-check", "")
        return WslFacts(self.installed, version="2.3.26" if self.installed else None, windows_build=22631,
                        virtualization=True)

    def set_up(self, distro: str, user: str, *, convert: bool) -> Generator[object, None, str]:
        from wizard.basics.events import LogLine
        from wizard.core.plan import StepId
        from wizard.core.steps.wsl import distro_operations, enable_wsl_operations, restart_operations
        from wizard.core.wsl.facts import WslFacts

        yield LogLine("info", "wsl --install --no-distribution")
        if self.installed:  # after the restart: the distribution and its user
            self._journal(StepId.CHECK_WSL, distro_operations(WslFacts(True), distro=distro, user=user,
                                                              convert=convert))
            return "none"  # a Restart of wizard.gui.models.wsl_route
        self._journal(StepId.CHECK_WSL, [*enable_wsl_operations(WslFacts(False)), *restart_operations(
            str(WINDOWS_PROGRAM) + " --continue-wsl " + str(WINDOWS_LOCAL / "tfgpu-wizard" / "wsl-resume.json"))])
        self.installed = True
        return "continues"

    def apply_inside(self, distro: str, user: str, plan: Any) -> Generator[object, None, object]:
        from wizard.basics.events import Finished, LogLine, Started
        from wizard.basics.i18n import tr
        from wizard.core.by_hand.wsl_editors import InsideEnv
        from wizard.core.plan import StepId
        from wizard.core.steps.wsl import inside_operations
        from wizard.core.wsl.facts import InsideFacts
        from wizard.gui.models.wsl_route import InsideResult

        self._journal(StepId.CREATE_ENV, inside_operations(plan.to_json(), distro=distro, user=user,
                                                           bundle=Path("tfgpu-wizard-linux"), options=[]))
        for step in plan.steps:
            if step.id in ("create-env", "install-tensorflow", "verify"):  # what the run inside carries out
                key = f"wsl:{step.id}"
                yield Started(key, tr("Wsl", "Inside {distro}: {label}").format(distro=distro, label=step.title))
                yield LogLine("info", step.title)
                yield Finished(key)
        yield LogLine("info", tr("ApplyCli", "Done. To undo all of it: tfgpu-wizard undo --last"))  # its last line
        env = InsideEnv(distro, user, f"/home/{user}/.local/share/tfgpu-wizard-windows/data/envs/tf/bin/python")
        return InsideResult(env, verified_inside(plan), InsideFacts("2.39", "3.12.3", True, "560.94"))

    def verify_again(self, env: object) -> Generator[object, None, dict[str, object]]:
        raise SystemExit("the screenshots never run the check again")
        yield


def check_drawn(wizard: Any) -> None:
    """Refuse to draw what the app would not: a page the wizard would skip for this plan, or a WSL page whose
    verification names a TensorFlow other than the one the plan installs."""
    session = wizard.session
    if not wizard.page_applies(wizard.currentId()):
        raise SystemExit(f"{type(wizard.currentPage()).__name__} does not apply to this plan")
    document, plan = session.verification, session.plan
    if session.wsl_env is not None and document is not None and plan is not None and plan.tensorflow is not None:
        shown = (document.get("tensorflow") or {}).get("version")
        if shown != plan.tensorflow.version:
            raise SystemExit(f"the WSL pages show TensorFlow {shown}, the plan installs {plan.tensorflow.version}")


def _through_the_restart(wizard: Any, language: str, folder: Path, saved: list[Path]) -> Any:
    """The WSL2 route's pages, driven as the user and the app do: Check WSL, Set up WSL at the restart pause;
    then the window Windows opens after the restart (this plan, the same choices: the setup goes on by itself),
    drawn before its own move to the run inside, the run inside done. The window after the restart, at the page
    after the run inside (Verify), for the walk to go on."""
    from PySide6.QtWidgets import QApplication

    from wizard.gui.pages.wsl_inside_page import WslInsidePage
    from wizard.gui.pages.wsl_setup_page import WslSetupPage
    from wizard.gui.session import Session
    from wizard.gui.setup_wizard import SetupWizard

    _draw(wizard, folder / f"wsl-check-{language}.png", set(), saved)
    wizard.next()
    setup = wizard.currentPage()
    if not isinstance(setup, WslSetupPage):
        raise SystemExit("after Check WSL the app goes on to Set up WSL")
    setup.start_setup()
    if not setup.restart_needed:
        raise SystemExit("turning WSL on pauses for the restart")
    _draw(wizard, folder / f"wsl-setup-{language}.png", set(), saved)
    before = wizard.session
    wizard.close()
    session = Session(synchronous=True, language=language)  # what wizard.gui.models.wsl_resume brings back
    session.use_facts(before.facts)
    session.recommended = session.plan = before.plan
    session.started_at = before.started_at  # the run began before the restart: the last page lists all of it
    session.wsl_steps, session.wsl_user, session.wsl_resumed = before.wsl_steps, before.wsl_user, True
    resumed = SetupWizard(session)
    resumed.resize(*SIZE)
    resumed.show()
    page = resumed.page_of(WslSetupPage)
    assert isinstance(page, WslSetupPage)
    resumed.setStartId(resumed.pageIds()[resumed.pages.index(page)])
    resumed.restart()
    page.continue_after_restart()
    _draw(resumed, folder / f"wsl-resumed-{language}.png", set(), saved, settle=False)
    for _ in range(3):
        QApplication.processEvents()
    inside = resumed.currentPage()
    if not isinstance(inside, WslInsidePage) or not inside.isComplete():
        raise SystemExit("after the restart the app goes on to the run inside and runs it by itself")
    inside.details_button.setChecked(True)  # the run's own lines, as the window words them
    _draw(resumed, folder / f"wsl-inside-{language}.png", set(), saved)
    resumed.next()
    return resumed


def main() -> int:
    """Each profile's pages in each language, in a fresh HOME under the system's temp folder, held while the run
    lives and removed after it; a run cut short leaves it to the next run's sweep."""
    sys.path.insert(0, str(ROOT))
    from wizard.core.ops.scratch import scratch_folder, sweep_scratch

    temp = Path(tempfile.gettempdir())
    sweep_scratch(root=temp, prefix=DEMO_PREFIX)
    with scratch_folder(DEMO_PREFIX, root=temp) as folder:
        _isolate(folder / "home")
        return _shoot_all()


def _shoot_all() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    wanted = sys.argv[1:] or [profile.name for profile in PROFILES]
    unknown = set(wanted) - {profile.name for profile in PROFILES}
    if unknown:
        raise SystemExit(f"no such profile: {', '.join(sorted(unknown))} "
                         f"(there are: {', '.join(profile.name for profile in PROFILES)})")
    for profile in (profile for profile in PROFILES if profile.name in wanted):
        with _host(profile):
            for language in LANGUAGES:
                for path in shoot_language(profile, language):
                    print(path.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
