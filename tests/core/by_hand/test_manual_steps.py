"""The hand-off steps: right for every plan the planner returns over the profile fixtures.

For each plan (recommended and alternatives, several wishes): the commands name the plan's Python,
package and route; a driver upgrade comes first; WSL2 starts with installing the distribution; a Python
the machine lacks is got first (or conda provides it); the check snippet uses an API that exists in
that TensorFlow. The slow test runs the snippets in a real tensorflow-cpu.
"""

from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from wizard.basics.errors import BadInputError
from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.by_hand.commands import (
    GPU_SNIPPET,
    GPU_SNIPPET_OLD,
    ManualStep,
    check_snippet,
    conda_gpu_plan,
    has_python,
    manual_steps,
    python_source,
    uses_windows_shell,
)
from wizard.core.plan import Plan, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.versions import parse

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
PROFILES = sorted(p.name for p in FACTS.glob("*.json") if "invalid" not in p.name)
WISHES = [Wishes(), Wishes(allow_driver_upgrade=True), Wishes(tensorflow="2.0"), Wishes(tensorflow="1.15"),
          Wishes(route="cpu"), Wishes(route="wsl2")]


def plan_for(profile: str) -> tuple[Plan, bool]:
    facts = load_facts(FACTS / profile)
    return make_plan(facts, Wishes()), facts.os.family == "windows"


def every_plan() -> list[tuple[str, MachineFacts, Plan]]:
    """Every ok plan the planner gives over the fixtures and a spread of wishes (deduplicated)."""
    found: dict[tuple[str, str], tuple[str, MachineFacts, Plan]] = {}
    for profile in PROFILES:
        facts = load_facts(FACTS / profile)
        for wishes in WISHES:
            try:
                primary = make_plan(facts, wishes)
            except BadInputError:  # a wish the catalog does not know (TF 1.15 on Windows...)
                continue
            for plan in (primary, *primary.alternatives):
                if plan.ok:
                    found.setdefault((profile, plan.summary), (profile, facts, plan))
    return list(found.values())


PLANS = every_plan()


def commands(steps: tuple[ManualStep, ...]) -> list[str]:
    return [command for step in steps for command in step.commands]


def test_the_sweep_covers_every_route_and_old_and_new_tensorflow() -> None:
    routes = {plan.route for _, _, plan in PLANS}
    assert routes == {"windows-native", "windows-isolated", "wsl2", "linux", "cpu"}
    versions = {parse(plan.tensorflow.version) for _, _, plan in PLANS if plan.tensorflow}
    assert min(versions) < parse("2.1") <= max(versions), "both check APIs are exercised"


@pytest.mark.parametrize(("profile", "facts", "plan"), PLANS, ids=[f"{p}:{x.summary}" for p, _, x in PLANS])
def test_every_command_fits_its_plan(profile: str, facts: MachineFacts, plan: Plan) -> None:
    windows = facts.os.family == "windows"
    steps = manual_steps(plan, windows, facts)
    assert steps, "an ok plan always has steps left"
    all_commands = commands(steps)
    assert plan.tensorflow is not None and plan.python is not None
    if conda_gpu_plan(plan):  # conda-forge's GPU build: the env is its conda packages alone, no pip TensorFlow
        (create,) = [c for c in all_commands if c.startswith("conda create")]
        assert shlex.split(create)[-len(plan.conda_packages) - 1:-1] == list(plan.conda_packages)
        assert "--override-channels -c conda-forge" in create and not any(" -m pip install " in c for c in all_commands)
        return
    install = [c for c in all_commands if " -m pip install " in c and '"pip' not in c]
    assert install and shlex.split(install[-1], posix=True)[-1] == plan.tensorflow.requirement
    from wizard.core.pyenv.tooling import pinned

    assert any(c.endswith(f'-m pip install "{pinned("pip", plan.python)}"') for c in all_commands), \
        "the pip the wizard pins, not whatever is newest that day"
    creates = [c for c in all_commands if "venv" in c.split() or c.startswith("conda create")]
    assert len(creates) == 1 and plan.python in creates[0], "the env is made with the plan's Python"
    if uses_windows_shell(plan, windows):
        assert not any(c.startswith((". ~", "python3 ")) for c in all_commands), "cmd.exe commands only"
    else:
        assert not any("%USERPROFILE%" in c or c.startswith("py -") for c in all_commands), "POSIX commands only"
    assert (plan.route == "windows-isolated") == any("cudatoolkit=" in c for c in all_commands)


@pytest.mark.parametrize(("profile", "facts", "plan"), PLANS, ids=[f"{p}:{x.summary}" for p, _, x in PLANS])
def test_the_order_is_the_order_things_can_work_in(profile: str, facts: MachineFacts, plan: Plan) -> None:
    windows = facts.os.family == "windows"
    steps = manual_steps(plan, windows, facts)
    upgrade = any(step.id == "upgrade-driver" for step in plan.steps)
    first = steps[0]
    if upgrade:
        assert plan.driver_min and plan.driver_min in first.title and "nvidia.com" in first.intro
    wsl_at = next((i for i, s in enumerate(steps) if "wsl --install -d Ubuntu-24.04" in s.commands), None)
    if plan.route == "wsl2" and windows:
        assert wsl_at == (1 if upgrade else 0), "a WSL2 plan starts with WSL2 and its distribution"
    else:
        assert wsl_at is None
    source = python_source(plan, windows, facts)
    create_at = next(i for i, s in enumerate(steps) if s.commands and (
        " -m venv " in s.commands[0] or s.commands[0].startswith("conda create")))
    if source in ("winget", "deadsnakes", "miniforge"):
        getting = " ".join(" ".join((s.title, s.intro, *s.commands)) for s in steps[:create_at])
        assert f"{plan.python}" in getting, "the missing Python is got before the environment is made from it"
    if source == "installed" and uses_windows_shell(plan, windows):
        assert steps[create_at].commands == (f"py -{plan.python} -m venv %USERPROFILE%\\tf-env",)


@pytest.mark.parametrize(("profile", "facts", "plan"), PLANS, ids=[f"{p}:{x.summary}" for p, _, x in PLANS])
def test_the_check_uses_an_api_of_that_tensorflow_and_says_what_success_is(
    profile: str, facts: MachineFacts, plan: Plan
) -> None:
    steps = manual_steps(plan, facts.os.family == "windows", facts)
    check = steps[-1]
    snippet = shlex.split(check.commands[-1], posix=True)[-1]
    ast.parse(snippet)
    assert plan.tensorflow is not None
    old = parse(plan.tensorflow.version) < parse("2.1")
    if plan.route != "cpu":
        assert snippet == (GPU_SNIPPET_OLD if old else GPU_SNIPPET)
    assert "Success" in check.note


def test_the_isolated_windows_route_uses_conda_with_cuda_and_cudnn_from_conda_forge() -> None:
    plan, windows = plan_for("gui_rtx2060_windows_457.json")
    assert plan.route == "windows-isolated"
    all_commands = commands(manual_steps(plan, windows))
    assert all_commands[0] == f"conda create -n tf python={plan.python} -y"
    assert plan.conda_packages == ("cudatoolkit=11.2", "cudnn=8.1.0.77")
    assert "conda install -c conda-forge " + " ".join(plan.conda_packages) + " -y" in all_commands, (
        "the builds conda-forge has, exactly as the planner chose them")
    assert plan.tensorflow is not None
    assert f'python -m pip install "{plan.tensorflow.requirement}"' in all_commands


def test_windows_11_without_python_3_10_installs_it_before_the_venv() -> None:
    facts = load_facts(FACTS / "gui_rtx4070_windows11.json")
    plan = make_plan(facts, Wishes(route="windows-native"))
    assert plan.route == "windows-native" and plan.python == "3.10" and not has_python(facts, "3.10")
    steps = manual_steps(plan, True, facts, machine=False)  # CUDA, cuDNN and PATH: test_manual_windows_native
    assert steps[0].commands == ("winget install -e --id Python.Python.3.10",)
    assert "python.org" in steps[0].note
    assert steps[1].commands == ("py -3.10 -m venv %USERPROFILE%\\tf-env",)


def test_a_linux_machine_without_the_python_gets_it_from_miniforge() -> None:
    facts = load_facts(FACTS / "gui_centos7_m40.json")
    plan = make_plan(facts, Wishes())
    assert plan.python and not has_python(facts, plan.python)
    steps = manual_steps(plan, False, facts)
    assert "Miniforge" in steps[0].title and "Miniforge3-Linux-x86_64.sh" in steps[0].intro
    assert steps[1].commands == (f"conda create -n tf python={plan.python} -y",)


def test_a_wsl2_plan_from_windows_starts_with_wsl_install() -> None:
    facts = load_facts(FACTS / "gui_rtx4070_windows11.json")
    plan = make_plan(facts, Wishes(route="wsl2"))
    steps = manual_steps(plan, True, facts)
    assert steps[0].commands == ("wsl --install -d Ubuntu-24.04",)
    assert not uses_windows_shell(plan, True)


def test_a_new_wsl2_ubuntu_gets_a_python_it_lacks_from_deadsnakes() -> None:
    facts = load_facts(FACTS / "gui_rtx4070_windows11.json")
    plan = make_plan(facts, Wishes(route="wsl2", python="3.13"))
    assert plan.python != "3.12", "a Python Ubuntu 24.04 does not ship"
    steps = manual_steps(plan, True, facts)
    assert steps[1].commands == ("sudo add-apt-repository -y ppa:deadsnakes/ppa", "sudo apt update",
                                 f"sudo apt install -y python{plan.python} python{plan.python}-venv")
    assert steps[2].commands == (f"python{plan.python} -m venv ~/tf-env",)


def test_a_wsl2_plan_on_ubuntus_own_python_only_adds_its_venv_module() -> None:
    facts = load_facts(FACTS / "gui_rtx4070_windows11.json")
    plan = make_plan(facts, Wishes(route="wsl2", python="3.12"))
    assert plan.ok and plan.python == "3.12"
    steps = manual_steps(plan, True, facts)
    assert steps[1].commands == ("sudo apt update", "sudo apt install -y python3.12-venv")


def test_a_driver_upgrade_comes_first_with_the_version_and_nvidias_page() -> None:
    facts = load_facts(FACTS / "gui_centos7_m40.json")
    plan = make_plan(facts, Wishes(tensorflow="2.16", allow_driver_upgrade=True))
    assert any(step.id == "upgrade-driver" for step in plan.steps)
    first = manual_steps(plan, False, facts)[0]
    assert plan.driver_min and plan.driver_min in first.title
    assert "https://www.nvidia.com/Download/index.aspx" in first.intro and first.commands == ("nvidia-smi",)


def test_without_facts_the_old_call_still_works() -> None:
    plan, windows = plan_for("windows-rtx2060-driver-457.json")
    steps = manual_steps(plan, windows)
    assert uses_windows_shell(plan, windows)
    assert [step.title for step in steps[:3]] == ["Install CUDA 11.2 (only the toolkit: your display driver stays)",
                                                  "Copy cuDNN 8.1.0 into the CUDA folder",
                                                  "Put CUDA and cuDNN on your search path"]
    assert steps[3].commands == (f"py -{plan.python} -m venv %USERPROFILE%\\tf-env",)


def test_a_cpu_plan_checks_that_tensorflow_runs_and_says_what_success_looks_like() -> None:
    plan, windows = plan_for("linux-no-gpu.json")
    assert plan.route == "cpu"
    last = manual_steps(plan, windows)[-1]
    assert last.title == "Check that TensorFlow runs" and "reduce_sum" in last.commands[-1]
    assert "tf.Tensor(" in last.note


def test_a_blocked_plan_has_no_commands() -> None:
    plan, windows = plan_for("linux-no-avx-gtx1060.json")
    assert not plan.ok
    assert manual_steps(plan, windows) == ()


@pytest.mark.parametrize(("version", "gpu", "api"), [
    ("1.15.5", True, "tf.test.is_gpu_available()"), ("2.0.4", True, "tf.test.is_gpu_available()"),
    ("2.1.0", True, "list_physical_devices"), ("2.21.0", True, "list_physical_devices"),
    ("1.15.5", False, "tf.Session()"), ("2.0.4", False, "tf.random.normal"),
])
def test_the_check_api_follows_the_tensorflow_version(version: str, gpu: bool, api: str) -> None:
    assert api in check_snippet(version, gpu=gpu)[0]


# --- real TensorFlow -------------------------------------------------------------------------------------

TF_CPU = "tensorflow-cpu==2.21.0"  # a 2.x build with cp311 wheels in the package index


@pytest.fixture(scope="session")
def tensorflow_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv with a real tensorflow-cpu 2.x, made once and kept under the pytest temp root across runs."""
    if sys.version_info[:2] != (3, 11) and not os.environ.get("TFGPU_WIZARD_TF_PYTHON"):
        pytest.skip("tensorflow-cpu 2.x is installed for Python 3.11 here")
    root = tmp_path_factory.getbasetemp().parent / "tensorflow-cpu-venv"
    python = root / "bin" / "python"
    ready = root / ".installed"
    with FileLock(f"{root}.lock"):  # pytest-xdist's workers share that parent: one makes it, the others wait
        return _tensorflow_venv(root, python, ready)


def _tensorflow_venv(root: Path, python: Path, ready: Path) -> Path:
    if not ready.exists():
        made = subprocess.run([sys.executable, "-m", "venv", "--clear", str(root)], capture_output=True, check=False)
        if made.returncode != 0:
            pytest.skip("no venv module: " + made.stderr.decode(errors="replace")[-300:])
        pip = subprocess.run([str(python), "-m", "pip", "install", "-q", TF_CPU], capture_output=True,
                             timeout=1200, check=False)
        if pip.returncode != 0:
            pytest.skip(f"{TF_CPU} cannot be installed here: " + pip.stderr.decode(errors="replace")[-300:])
        ready.write_text(TF_CPU, encoding="utf-8")
    return python


@pytest.mark.slow
@pytest.mark.parametrize("gpu", [True, False], ids=["gpu-check", "cpu-check"])
def test_the_check_snippets_of_tensorflow_2_run_in_a_real_tensorflow(tensorflow_python: Path, gpu: bool) -> None:
    """Both TF 2 snippets run; with no GPU here the GPU check prints [] (what the note calls failure)."""
    versions = sorted({p.tensorflow.version for _, _, p in PLANS if p.tensorflow and parse(p.tensorflow.version)
                       >= parse("2.1") and (p.route != "cpu") == gpu}, key=parse)
    assert versions
    snippet = check_snippet(versions[-1], gpu=gpu)[0]
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3", "CUDA_VISIBLE_DEVICES": ""}
    done = subprocess.run([str(tensorflow_python), "-c", snippet], capture_output=True, text=True, env=env,
                          timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    last = done.stdout.strip().splitlines()[-1]
    assert last == "[]" if gpu else re.fullmatch(r"tf\.Tensor\(-?[\d.e+-]+, shape=\(\), dtype=float32\)", last)
