"""The by-hand steps of a Linux or WSL2 plan that needs CUDA installed, run in order, give TensorFlow its libraries.

For every TensorFlow series of the catalog's Linux builds whose plan installs CUDA (before tensorflow[and-cuda]),
the plan is made from a machine's facts and each listed command is carried out by tests/core/sh_standin.py
on real files under a temp root, with a STAND-IN for NVIDIA's runfile (3 GB, needs root) and no network
(the files are served to ``wget`` by the stand-in). The end state is judged like the preflight: ld.so finds
every CUDA and cuDNN library TensorFlow opens through the LD_LIBRARY_PATH a new shell gets from ~/.bashrc.
"""

from __future__ import annotations

import hashlib
import io
import tarfile
from pathlib import Path

import pytest

from tests.core.sh_standin import RUNFILE_MARK, LinuxStandIn
from wizard.basics.facts import load_facts
from wizard.core.archives.layouts import expected_libraries, find_release
from wizard.core.by_hand.commands import manual_steps
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import major_minor, tf_releases
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.versions import parse
from wizard.core.preflight.library import LibraryInfo
from wizard.core.preflight.needs import linux_libraries
from wizard.core.preflight.search import LinuxLoader

pytestmark = pytest.mark.posix_only("the Linux by-hand steps, run as written by a POSIX sh stand-in")

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
CATALOG = load_catalog()
ARCH = "elf64-x86_64"
# (facts, route wish, the steps are listed for a Windows host: WSL2 from Windows starts with wsl --install)
MACHINES = [("linux-rtx3090-driver-535.json", None, False), ("wsl2-rtx4090-driver-546.json", None, False),
            ("gui_rtx4070_windows11.json", "wsl2", True)]


def _cases() -> list[tuple[str, str, str | None, bool]]:
    cases = []
    for series in sorted({major_minor(r.version) for r in tf_releases(CATALOG, "linux")}, key=parse):
        for facts, route, windows in MACHINES:
            plan = make_plan(load_facts(FIXTURES / facts), Wishes(tensorflow=series, route=route))
            if plan.ok and any(step.id == "install-cuda" for step in plan.steps):
                cases.append((series, facts, route, windows))
    return cases


CASES = _cases()


def test_the_sweep_covers_every_series_that_installs_cuda_and_both_routes() -> None:
    series = {case[0] for case in CASES}
    assert {"2.4", "2.10", "2.13"} <= series and "2.16" not in series
    assert {case[1] for case in CASES} == {m[0] for m in MACHINES}


def cudnn_archive(plan: Plan, file: str) -> bytes:
    """A tar shaped like NVIDIA's, as the catalog records it (old cuda/lib64 or new *-archive/lib), with links."""
    release = find_release(CATALOG, plan.cudnn or "")
    assert release is not None
    archive = next(a for a in release.archives if a.file == file)
    top, lib = ("cuda", "lib64") if archive.layout == "cuda-folder" else (file.removesuffix(".tar.xz"), "lib")
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:xz" if file.endswith(".xz") else "w:gz") as packed:
        for name in (*expected_libraries(plan.cudnn, "linux", release), "include/cudnn.h"):
            member = tarfile.TarInfo(f"{top}/{name}" if "/" in name else f"{top}/{lib}/{name}")
            member.size = 4
            packed.addfile(member, io.BytesIO(b"\x7fELF"))
        link = tarfile.TarInfo(f"{top}/{lib}/libcudnn.so")
        link.type, link.linkname = tarfile.SYMTYPE, expected_libraries(plan.cudnn, "linux", release)[0]
        packed.addfile(link)
    return buffer.getvalue()


def machine_for(tmp_path: Path, plan: Plan) -> LinuxStandIn:
    machine = LinuxStandIn(tmp_path)
    machine.home.mkdir(exist_ok=True)
    for item in plan.downloads:
        if item.kind == "cuda-installer":
            machine.served[item.url] = (RUNFILE_MARK + item.file.split("_")[1]).encode()
        else:
            machine.served[item.url] = cudnn_archive(plan, item.file)
    return machine


@pytest.mark.parametrize(("series", "facts", "route", "windows"), CASES,
                         ids=[f"{c[0]}-{c[1].split('.')[0]}" for c in CASES])
def test_the_listed_commands_in_order_give_tensorflow_its_cuda_libraries(
    tmp_path: Path, series: str, facts: str, route: str | None, windows: bool
) -> None:
    plan = make_plan(load_facts(FIXTURES / facts), Wishes(tensorflow=series, route=route))
    machine = machine_for(tmp_path, plan)
    for step in manual_steps(plan, windows, load_facts(FIXTURES / facts)):
        for command in step.commands:
            machine.run(command)

    root = machine.local(f"/usr/local/cuda-{plan.cuda}")
    assert machine.checks[0].startswith(f"{plan.cuda}."), "nvcc says the version installed"
    folders = [str(machine.local(entry)) for entry in machine.variables["LD_LIBRARY_PATH"].split(":")]
    loader = LinuxLoader(ld_library_path=folders, default_dirs=(), arch_of=lambda _path: ARCH)
    requester = LibraryInfo(machine.envs[0] / "lib" / "libtensorflow_framework.so.2", ARCH, ())
    wanted = linux_libraries(plan.cuda or "", (plan.cudnn or "").split(".")[0])[1:]  # not the driver's libcuda
    found = {name: loader.resolve(name, requester).found for name in wanted}
    assert all(path is not None and path.parent == root / "lib64" for path in found.values()), found
    assert (root / "lib64" / "libcudnn.so").is_symlink(), "cuDNN's links are copied as links"
    assert machine.local(machine.variables["PATH"].split(":")[0]) == root / "bin"
    checked = {item.file for item in plan.downloads if item.sha256 or item.md5 or item.checksums_url}
    assert {name for name, _ in machine.hashes} == checked, "each file with a known checksum is checked"
    for name, digest in machine.hashes:
        data = machine.local(f"~/Downloads/{name}").read_bytes()
        assert digest in (hashlib.sha256(data).hexdigest(), hashlib.md5(data).hexdigest())
    assert plan.tensorflow is not None and machine.pip == [plan.tensorflow.requirement]
    assert "tensorflow" in machine.checks[-1]


def test_the_runfile_is_given_exactly_the_wizards_arguments_never_the_driver() -> None:
    plan = make_plan(load_facts(FIXTURES / "linux-rtx3090-driver-535.json"), Wishes(tensorflow="2.10"))
    commands = [c for s in manual_steps(plan, False) for c in s.commands]
    assert "sudo sh ~/Downloads/cuda_11.2.2_460.32.03_linux.run --silent --toolkit --installpath=/usr/local/cuda-11.2" \
        in commands
    assert not any("--driver" in c for c in commands)


def test_a_plan_whose_tensorflow_brings_cuda_from_pip_lists_no_cuda_install() -> None:
    plan = make_plan(load_facts(FIXTURES / "linux-rtx3090-driver-535.json"), Wishes(tensorflow="2.16"))
    commands = [c for s in manual_steps(plan, False) for c in s.commands]
    assert not any("runfile" in c or ".run " in c or "LD_LIBRARY_PATH" in c for c in commands)


@pytest.mark.parametrize("command", ["sudo sh x.run --silent --driver", "export PATH=/x:$PATH", "rm -rf /usr/local"])
def test_the_stand_in_refuses_a_command_form_it_does_not_know(tmp_path: Path, command: str) -> None:
    with pytest.raises(pytest.fail.Exception):
        LinuxStandIn(tmp_path).run(command)
