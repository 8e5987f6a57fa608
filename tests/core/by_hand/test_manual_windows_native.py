"""The by-hand steps of a native Windows plan, run in order, leave a machine where TensorFlow finds CUDA and cuDNN.

For every TensorFlow series of the catalog's Windows builds, the plan for an RTX 2060 on Windows is made from
its facts and each listed command is carried out by tests/core/cmd_standin.py against Windows STAND-INS (no
cmd.exe, NVIDIA installer or registry here: a stand-in installer, real files in a temp "Program Files" and a
MemoryRegistry), then the end state is judged the way the preflight judges it: every DLL TensorFlow loads is
found on the PATH a new process gets, the cuDNN DLLs lie in CUDA's bin, and the user's CUDA_PATH and
CUDA_PATH_Vx_y name the toolkit folder.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

import pytest

from tests.core.cmd_standin import INSTALLER_MARK, WindowsStandIn
from wizard.basics.facts import load_facts
from wizard.core.archives.layouts import expected_libraries, find_release
from wizard.core.by_hand.commands import manual_steps
from wizard.core.by_hand.handover import handover_commands
from wizard.core.by_hand.model import ManualStep
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import major_minor, tf_releases
from wizard.core.install.cuda_installer import CudaInstallRequest, installer_arguments
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.versions import parse
from wizard.core.preflight.library import LibraryInfo
from wizard.core.preflight.needs import windows_libraries
from wizard.core.preflight.search import WindowsLoader
from wizard.platform.registry import HKCU, USER_ENVIRONMENT, RegistryValue

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "gui_rtx2060_windows_457.json"
CATALOG = load_catalog()
SERIES = sorted({major_minor(r.version) for r in tf_releases(CATALOG, "windows")}, key=parse)
ARCH = "pe-amd64"


def plan_for(series: str) -> Plan:
    plan = make_plan(load_facts(FACTS), Wishes(tensorflow=series, route="windows-native"))
    assert plan.ok and plan.route == "windows-native" and plan.tensorflow is not None
    assert major_minor(plan.tensorflow.version) == series
    return plan


def put_downloads(machine: WindowsStandIn, plan: Plan) -> None:
    """What the steps' introductions ask for: NVIDIA's installer and cuDNN zip in the Downloads folder."""
    machine.downloads.mkdir(parents=True, exist_ok=True)
    files = {item.kind: item.file for item in plan.downloads}
    version = files["cuda-installer"].split("_")[1]
    (machine.downloads / files["cuda-installer"]).write_text(INSTALLER_MARK + version, encoding="utf-8")
    (machine.downloads / files["cudnn-archive"]).write_bytes(cudnn_zip(plan, files["cudnn-archive"]))


def cudnn_zip(plan: Plan, file: str) -> bytes:
    """A zip shaped like NVIDIA's, as the catalog records it: its top folder, bin, include and lib\\x64."""
    release = find_release(CATALOG, plan.cudnn or "")
    assert release is not None
    archive = next(a for a in release.archives if a.file == file)
    top = "cuda" if archive.layout == "cuda-folder" else file.removesuffix(".zip")
    major, minor, patch = (plan.cudnn or "").split(".")[:3]
    header = f"#define CUDNN_MAJOR {major}\n#define CUDNN_MINOR {minor}\n#define CUDNN_PATCHLEVEL {patch}\n"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as packed:
        for dll in expected_libraries(plan.cudnn, "windows", release):
            packed.writestr(f"{top}/bin/{dll}", b"MZ")
        packed.writestr(f"{top}/include/cudnn.h", header)
        packed.writestr(f"{top}/lib/x64/cudnn.lib", b"!<arch>\n")
    return buffer.getvalue()


def run_all(machine: WindowsStandIn, steps: tuple[ManualStep, ...]) -> None:
    for step in steps:
        for command in step.commands:
            machine.run(command)


def missing_dlls(machine: WindowsStandIn, plan: Plan) -> list[str]:
    """The preflight's judgement: the DLLs TensorFlow loads that LoadLibrary would not find from its .pyd."""
    env = next(iter(machine.envs))
    pyd = Path(env) / "Lib" / "site-packages" / "tensorflow" / "python" / "_pywrap_tensorflow_internal.pyd"
    loader = WindowsLoader(app_dir=Path(env) / "Scripts", system32=machine.system32,
                           windows_dir=machine.system32.parent, path_dirs=machine.path_folders(),
                           arch_of=lambda _path: ARCH)
    requester = LibraryInfo(pyd, ARCH, ())
    wanted = windows_libraries(plan.cuda or "", (plan.cudnn or "").split(".")[0], [])
    return [name for name in wanted if loader.resolve(name, requester).found is None]


@pytest.mark.parametrize("series", SERIES)
def test_the_listed_commands_in_order_give_tensorflow_its_cuda_and_cudnn(tmp_path: Path, series: str) -> None:
    plan = plan_for(series)
    machine = WindowsStandIn(tmp_path)
    machine.registry.set_raw(HKCU, USER_ENVIRONMENT, "Path", RegistryValue("%USERPROFILE%\\bin", 2))
    put_downloads(machine, plan)
    run_all(machine, manual_steps(plan, True, load_facts(FACTS)))

    root = Path(machine.environ["ProgramW6432"]) / "NVIDIA GPU Computing Toolkit" / "CUDA" / f"v{plan.cuda}"
    assert machine.checks[0] == next(d.file for d in plan.downloads if d.kind == "cuda-installer").split("_")[1]
    assert not missing_dlls(machine, plan), "every DLL TensorFlow loads is found on the new PATH"
    release = find_release(CATALOG, plan.cudnn or "")
    assert all((root / "bin" / dll).is_file() for dll in expected_libraries(plan.cudnn, "windows", release))
    assert machine.path_folders()[2] == root / "bin", "CUDA's bin comes first on the user PATH"
    assert machine.user_value("Path") == f"{machine.environ['ProgramW6432']}\\NVIDIA GPU Computing Toolkit\\CUDA" \
        f"\\v{plan.cuda}\\bin;%USERPROFILE%\\bin", "the user's own entry stays, unexpanded"
    major, minor = (plan.cuda or "").split(".")
    for name in ("CUDA_PATH", f"CUDA_PATH_V{major}_{minor}"):
        assert machine.local(machine.user_value(name) or "") == root
    assert plan.tensorflow is not None and machine.pip == [plan.tensorflow.requirement]
    checked = {item.file for item in plan.downloads if item.sha256 or item.md5 or item.checksums_url}
    assert {name for name, _ in machine.hashes} == checked, "each file with a known checksum is checked"
    for name, digest in machine.hashes:
        data = (machine.downloads / name).read_bytes()
        assert digest in (hashlib.sha256(data).hexdigest(), hashlib.md5(data).hexdigest())
    assert "tensorflow" in machine.checks[-1], "the verification runs last, in the environment"


@pytest.mark.parametrize("series", ["2.10"])
def test_without_the_machine_steps_tensorflow_would_find_no_cuda(tmp_path: Path, series: str) -> None:
    """The check is not empty: the Python steps alone (the hand-over's part) leave the DLLs missing."""
    plan = plan_for(series)
    machine = WindowsStandIn(tmp_path)
    run_all(machine, manual_steps(plan, True, load_facts(FACTS), machine=False))
    assert "cudart64_110.dll" in missing_dlls(machine, plan)


def test_the_cuda_command_names_exactly_the_installers_sub_packages_and_never_the_driver() -> None:
    plan = plan_for("2.10")
    command = next(c for c in manual_steps(plan, True, load_facts(FACTS))[0].commands if c.startswith("start "))
    assert command == ('start /wait "" "%USERPROFILE%\\Downloads\\cuda_11.2.2_461.33_win10.exe" -s nvcc_11.2 '
                       "cudart_11.2 cublas_11.2 cufft_11.2 curand_11.2 cusolver_11.2 cusparse_11.2 cupti_11.2 "
                       "nvrtc_11.2")
    assert "Display.Driver" not in command


@pytest.mark.parametrize("series", SERIES)
def test_each_download_is_checked_against_the_plans_checksum_before_it_is_used(series: str) -> None:
    plan = plan_for(series)
    steps = manual_steps(plan, True, load_facts(FACTS))
    for item in plan.downloads:
        step = next(s for s in steps if item.file in s.intro)
        uses = [i for i, c in enumerate(step.commands) if item.file in c]
        if item.sha256 or item.md5:
            assert (item.sha256 or item.md5 or "") in step.intro
        if item.sha256 or item.md5 or item.checksums_url:
            assert step.commands[uses[0]].startswith("certutil -hashfile "), "checked before it is run"
            assert len(uses) == 2


@pytest.mark.parametrize("series", SERIES)
def test_the_by_hand_installer_call_has_the_parts_the_wizard_gives_it(tmp_path: Path, series: str) -> None:
    """The same sub-packages as the wizard's own silent install (installer_arguments), so the two cannot drift."""
    plan = plan_for(series)
    command = next(c for s in manual_steps(plan, True, load_facts(FACTS)) for c in s.commands if c.startswith("start "))
    installer = tmp_path / next(d.file for d in plan.downloads if d.kind == "cuda-installer")
    wizard = installer_arguments(CudaInstallRequest(installer, plan.cuda or "", "windows", tmp_path, tmp_path))
    assert command.split(" -s ", 1)[1].split() == wizard[2:-2]


def test_path_is_never_changed_with_setx() -> None:
    steps = manual_steps(plan_for("2.10"), True, load_facts(FACTS))
    setx = [c for s in steps for c in s.commands if c.startswith("setx ")]
    assert setx and not any(c.split()[1].casefold() == "path" for c in setx)


def test_the_hand_over_lists_cuda_once_with_its_own_commands() -> None:
    commands = handover_commands(plan_for("2.10"))
    assert sum("install-cuda" in c for c in commands) == 1
    assert not any(c.startswith("start /wait") or c.startswith("setx ") for c in commands)


@pytest.mark.parametrize("command", [
    'setx PATH "C:\\x"', "copy a b", 'start "" "x.exe" -s nvcc_11.2', 'powershell -NoProfile -Command "rm -r C:\\"',
])
def test_the_stand_in_refuses_a_command_form_it_does_not_know(tmp_path: Path, command: str) -> None:
    with pytest.raises(pytest.fail.Exception):
        WindowsStandIn(tmp_path).run(command)


def test_the_plan_command_shows_cuda_cudnn_and_path_before_the_python_steps() -> None:
    from tests.cli.support import run_cli

    result = run_cli("plan", "--facts", str(FACTS), "--tf", "2.10", "--route", "windows-native")
    assert result.returncode == 0, result.stderr
    by_hand = result.stdout[result.stdout.index("Or by hand:"):]
    order = [by_hand.index(text) for text in ("-s nvcc_11.2", "xcopy /e /i /y", "setx CUDA_PATH ", "-m venv")]
    assert order == sorted(order)
