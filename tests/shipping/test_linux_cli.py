"""The wizard's Linux build for the WSL2 route, built for real (installers/build_linux_cli.py: PyInstaller on
installers/linux-cli.spec, packed as tfgpu-wizard-linux.tar.gz) and run from its unpacked archive.

Real: the archive (cached in build/linux-cli/ by its sources, as ``make installer`` keeps it), its layout and
build-info.json, the frozen CLI's ``probe``/``plan``/``apply --help``, and the Windows side's inside step putting
it into the stand-in distribution and running the plan there, so the env is made by the frozen build's own uv
from a package index on 127.0.0.1. Stood in: wsl.exe and the distribution (tests/fakes/wsl_standin.py: its
``-e`` programs run for real on this machine as the Linux user, in a temporary HOME); the plan is this
machine's own CPU plan (no GPU here), carried out inside with the verification skipped (the stand-in
``tensorflow-cpu`` wheel holds no TensorFlow).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from packaging.version import Version

from tests.core.pypi_index import make_wheel, pip_wheel, serving_index
from tests.fakes.wsl_standin import make_wsl_standin
from tests.shipping.support import ROOT, installers_module

pytestmark = [pytest.mark.slow,
              pytest.mark.timeout(1800),  # the first test waits for the freeze: minutes on two loaded cores
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build is frozen on Linux")]
DISTRO, USER = "Ubuntu-24.04", "ada"
QT_NAMES = ("libqt6", "pyside6", "shiboken6", "qtcore", "qtwidgets")


@pytest.fixture(scope="module")
def archive() -> Path:
    """The real archive of these sources: frozen once (a few minutes on two cores), then reused by its key."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed: pip install -e '.[build]' (make test-slow does)")
    return installers_module("build_linux_cli").built_archive(ROOT / "build" / "linux-cli")


@pytest.fixture(scope="module")
def unpacked(archive: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive unpacked by tar, as the inside step does (``tar -xzf -``)."""
    folder = tmp_path_factory.mktemp("linux-cli")
    subprocess.run(["tar", "-xzf", str(archive), "-C", str(folder)], check=True, timeout=300)
    return folder


def run_frozen(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The frozen program, in a fresh HOME, with no Python of this checkout in reach."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(folder.parent / "home"), TFGPU_WIZARD_LANG="en")
    return subprocess.run([str(folder / "tfgpu-wizard"), *args], capture_output=True, text=True, timeout=300,
                          env=env, check=False, cwd=folder.parent)


def test_the_archive_holds_the_program_uv_and_build_info_at_its_top_and_no_qt(archive: Path, unpacked: Path) -> None:
    with tarfile.open(archive, "r:gz") as tar:
        first = tar.next()
        names = tar.getnames()
    assert first is not None and first.name == "build-info.json"  # read first, without unpacking the rest
    assert {name.split("/")[0] for name in names} == {"build-info.json", "tfgpu-wizard", "_internal"}
    program = unpacked / "tfgpu-wizard"
    assert program.read_bytes()[:4] == b"\x7fELF" and os.access(program, os.X_OK)
    assert (unpacked / "_internal" / "bin" / "uv").is_file()
    assert (unpacked / "_internal" / "resources" / "catalog").is_dir()
    assert not [name for name in names if any(qt in name.lower() for qt in QT_NAMES)]
    info = json.loads((unpacked / "build-info.json").read_text(encoding="utf-8"))
    assert info["wizard_version"] == installers_module("spec_support").project_version()
    floor, needing = installers_module("glibc_floor").glibc_floor(unpacked / "_internal")
    assert info["glibc_floor"] == floor and info["glibc_floor_from"] == needing.relative_to(unpacked).as_posix()
    here = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 0"
    assert Version(floor) <= Version(here.split()[1])  # it runs here, so this machine's glibc meets it
    from wizard.core.wsl.bundle import build_info

    read = build_info(archive)
    assert read is not None and (read.wizard_version, read.glibc_floor) == (info["wizard_version"], floor)


def test_the_frozen_linux_cli_probes_plans_and_knows_apply(unpacked: Path) -> None:
    probe = run_frozen(unpacked, "probe", "--json")
    assert probe.returncode == 0, probe.stderr
    facts = json.loads(probe.stdout)
    assert facts["os"]["family"] == "linux" and facts.get("python") is None  # the frozen build is no Python
    plan = run_frozen(unpacked, "plan", "--json")
    assert plan.returncode == 0, plan.stderr
    assert json.loads(plan.stdout)["tensorflow"]["version"]  # the catalog in resources/ was found
    helped = run_frozen(unpacked, "apply", "--help")
    assert helped.returncode == 0 and "--plan" in helped.stdout, helped.stderr
    pdf = run_frozen(unpacked, "report", "--format", "pdf", "--out", str(unpacked.parent / "report.pdf"))
    assert pdf.returncode == 2 and "report-pdf-unavailable" in pdf.stderr and "Traceback" not in pdf.stderr


def test_the_inside_step_puts_the_real_build_into_the_distribution_and_its_uv_makes_the_env(
        archive: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wizard.core.apply import wsl_side
    from wizard.core.apply.model import ApplyOptions
    from wizard.core.apply.run import new_state
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan
    from wizard.core.probe import probe_machine
    from wizard.core.wsl.bundle import BUNDLE_VARIABLE
    from wizard.platform.wsl_exe import WSL_EXE_VARIABLE

    python = f"{sys.version_info.major}.{sys.version_info.minor}"
    plan = make_plan(probe_machine(), Wishes(route="cpu", python=python))
    assert plan.ok and plan.tensorflow is not None, plan.blockers
    standin = make_wsl_standin(tmp_path / "windows", installed=True, pass_env={
        "UV_NO_CONFIG": "1", "PIP_CONFIG_FILE": "/dev/null", "TFGPU_WIZARD_LANG": "en"})
    for args in (["--install", "-d", DISTRO, "--no-launch"],
                 ["-d", DISTRO, "-u", "root", "-e", "useradd", "--create-home", "--uid", "1000", USER]):
        subprocess.run([str(standin.program), *args], check=True, capture_output=True, timeout=60)
    monkeypatch.setenv(WSL_EXE_VARIABLE, str(standin.program))
    monkeypatch.setenv(BUNDLE_VARIABLE, str(archive))
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "windows-data"))
    wheel = make_wheel(tmp_path / "wheels", plan.tensorflow.package, plan.tensorflow.version)
    with serving_index(tmp_path / "index") as index:
        index.publish([wheel, pip_wheel()])
        state = new_state(plan, ApplyOptions(wsl_distro=DISTRO, wsl_user=USER, index_url=index.url,
                                             skip_verify=True), dry_run=False)
        steps = wsl_side.apply_inside(state)
        try:
            while True:
                next(steps)
        except StopIteration as done:
            summary = done.value
    assert summary == f"The plan was carried out inside {DISTRO}."
    home = standin.distro_root(DISTRO) / "home" / USER
    inside = home / ".local" / "share" / "tfgpu-wizard-windows"
    assert (inside / "linux-cli" / "tfgpu-wizard").read_bytes()[:4] == b"\x7fELF"  # the frozen build, unpacked
    runs = [call for call in standin.calls() if "apply" in call]
    program = ".local/share/tfgpu-wizard-windows/linux-cli/tfgpu-wizard"
    assert runs and runs[0][9:11] == ["TFGPU_WIZARD_LANG=en", program]  # in the Windows side's language
    env_python = next((inside / "data").rglob("envs/tf/bin/python"), None)
    assert env_python is not None
    config = (env_python.parent.parent / "pyvenv.cfg").read_text(encoding="utf-8")
    frozen_uv = subprocess.run([str(inside / "linux-cli" / "_internal" / "bin" / "uv"), "--version"],
                               capture_output=True, text=True, check=True, timeout=60).stdout.split()[1]
    assert f"uv = {frozen_uv}" in config  # made by uv: the frozen wizard finds its own (uv.find_uv_bin)
    asked = f"import importlib.metadata as m; print(m.version({plan.tensorflow.package!r}))"
    installed = subprocess.run([str(env_python), "-c", asked], capture_output=True, text=True, timeout=60,
                               check=False)
    assert installed.stdout.strip() == plan.tensorflow.version, installed.stderr
