"""One plan, three front-ends, one composition: the GUI's Python environment page, ``env create`` and
``apply`` each make the plan's env in a sandbox of their own (HOME, data and envs folders in tmp), from the
same real loopback index, and the three journals hold the same operations with the same parameters under the
plan's own step id, the activate-script block (docs/cli.md: "a GPU plan's venv also gets a marked block at the end
of ``bin/activate``") included.

Real parts throughout: real venvs made by uv, real tiny wheels on 127.0.0.1, real CLI processes, the real page
offscreen. The plan is this OS's: on Linux one with the system toolkit (CUDA 12.2), which needs no GPU to make its
env (the activate block names the toolkit's ``lib64`` folder whether or not it exists); on Windows a native one
with CUDA 11.2, whose venv gets no block and whose environment variables go to the real registry in the test's
sandbox key (``sandboxed_registry``), from the page and from the ``apply`` child alike.
"""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.download.pypi_mirrors import PypiMirror
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, PlanStep, StepId, TfChoice
from wizard.core.planner.host_identity import current_host_id
from wizard.platform.registry import HKCU, REG_EXPAND_SZ, USER_ENVIRONMENT, RegistryValue

REPO = Path(__file__).resolve().parents[2]
LEFT = Qt.MouseButton.LeftButton
TF = TfChoice("1.0.0", "tinytf", "tinytf==1.0.0")
WINDOWS = sys.platform == "win32"


def _plan(step: str = "create-env") -> Plan:
    """A one-step plan of this OS's own route."""
    route, cuda, cudnn = ("windows-native", "11.2", "8.1") if WINDOWS else ("linux", "12.2", "8.9")
    return Plan(route=route, tensorflow=TF, python=PYTHON, cuda=cuda, cudnn=cudnn,  # type: ignore[arg-type]
                steps=(PlanStep(step, step),), host_id=current_host_id())


def _sandbox_env(root: Path) -> dict[str, str]:
    """A HOME, config, data and envs folder of this front-end's own."""
    home = root / "home"
    home.mkdir(parents=True, exist_ok=True)
    return {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
            "XDG_CACHE_HOME": str(root / "cache"), "TFGPU_WIZARD_DATA_DIR": str(root / "data"),
            "TFGPU_WIZARD_ENVS_DIR": str(root / "envs"), "UV_CACHE_DIR": str(root / "uv-cache"),
            "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}


@pytest.fixture
def sandboxes(tmp_path: Path) -> Iterator[dict[str, Path]]:
    """One folder per front-end."""
    yield {name: tmp_path / name for name in ("gui", "env-create", "apply")}


def _journal(root: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, Any]]:
    """(step, kind, params) of every entry, the sandbox's folder written as ``<SANDBOX>``."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(root / "data"))
    entries = Journal().entries()
    text = json.dumps([(entry.step, entry.kind, entry.params) for entry in entries])
    spelled = json.dumps(str(root))[1:-1]  # as JSON writes it (a Windows folder's \\ doubled)
    return [tuple(row) for row in json.loads(text.replace(spelled, "<SANDBOX>"))]  # type: ignore[misc]


def _gui(qtbot: QtBot, root: Path, index: SimpleIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python environment page, offscreen: uv, the loopback mirror, no kernel; Review, then Make."""
    from wizard.gui.pages.python_env_page import PythonEnvPage
    from wizard.gui.session import Session

    for name, value in _sandbox_env(root).items():
        monkeypatch.setenv(name, value)
    session = Session(synchronous=True)
    session.plan = _plan()
    page = PythonEnvPage(session)
    qtbot.addWidget(page)
    page.show()
    page.initializePage()
    page.index_box.addItem("loopback", PypiMirror("loopback", "loopback", index.url))
    page.index_box.setCurrentIndex(page.index_box.count() - 1)
    page.kernel_box.setChecked(False)  # ipykernel is not on the loopback index (the kernel has its own tests)
    qtbot.mouseClick(page.review_button, LEFT)
    qtbot.mouseClick(page.install_button, LEFT)
    assert page.state == "installed", [label.text() for label in page.banner.findChildren(QLabel)]


def _cli(root: Path, index: SimpleIndex | None, *args: str, step: str = "create-env") -> None:
    plan = root / "plan.json"
    root.mkdir(parents=True, exist_ok=True)
    plan.write_text(planner_makes(_plan(step)).to_json(), encoding="utf-8")  # no GPU here, no tinytf in the catalog
    choices = ("--index", index.url, "--installer", "uv") if index else ()
    result = run_cli(*args, "--plan", str(plan), *choices, "--yes", env=_sandbox_env(root), timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_page_env_create_and_apply_journal_the_same_operations_under_the_plans_step_id(
    qtbot: QtBot, tiny_index: SimpleIndex, sandboxes: dict[str, Path], monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    _gui(qtbot, sandboxes["gui"], tiny_index, monkeypatch)
    _cli(sandboxes["env-create"], tiny_index, "env", "create")
    _cli(sandboxes["apply"], tiny_index, "apply", "--skip-verify")
    journals = {name: _journal(root, monkeypatch) for name, root in sandboxes.items()}
    gui = journals["gui"]
    assert journals["env-create"] == gui
    assert journals["apply"] == gui
    if WINDOWS:  # a native venv finds CUDA's DLLs on PATH: no activate block
        assert [(step, kind) for step, kind, _ in gui] == [("create-env", "env-create")]
        assert all((root / "envs" / "tf" / "Scripts" / "python.exe").is_file() for root in sandboxes.values())
        return
    assert [(step, kind) for step, kind, _ in gui] == [("create-env", "env-create"),
                                                        ("create-env", "env-activate-libraries")]
    assert gui[1][2]["folders"] == ["/usr/local/cuda-12.2/lib64"]
    for root in sandboxes.values():
        assert "/usr/local/cuda-12.2/lib64" in (root / "envs" / "tf" / "bin" / "activate").read_text()


def test_the_environment_variables_page_and_apply_journal_the_same_path_changes_as_set_env_vars(
    qtbot: QtBot, sandboxes: dict[str, Path], monkeypatch: pytest.MonkeyPatch, installer_isolation: Path,  # noqa: F811
    sandboxed_registry: MemoryRegistry,
) -> None:
    """The toolkit folder is the sandbox's own (Install CUDA's folder on the page, ``--cuda-root`` for apply);
    the changes go to the sandbox HOME's rc files through the real POSIX backend, or on Windows to the test's
    sandbox registry key (both front-ends write the same key, each its own toolkit folder)."""
    from wizard.gui.pages.env_vars_page import EnvVarsPage
    from wizard.gui.session import Session

    gui, applied = sandboxes["gui"], sandboxes["apply"]
    for name, value in _sandbox_env(gui).items():
        monkeypatch.setenv(name, value)
    session = Session(synchronous=True)
    session.plan, session.cuda_root = _plan("set-env-vars"), gui / "cuda"
    page = EnvVarsPage(session)
    qtbot.addWidget(page)
    page.show()
    page.initializePage()
    qtbot.mouseClick(page.apply_button, LEFT)
    assert page.state == "applied", page.banner.findChildren(QLabel)[0].text()
    _cli(applied, None, "apply", "--skip-verify", "--cuda-root", str(applied / "cuda"), step="set-env-vars")
    journals = {name: _journal(sandboxes[name], monkeypatch) for name in ("gui", "apply")}
    assert journals["apply"] == journals["gui"]
    kinds = [(step, kind) for step, kind, _ in journals["gui"]]
    if not WINDOWS:
        assert kinds == [("set-env-vars", "env-add-to-path")] * 2
        assert journals["gui"][0][2]["entry"] == "<SANDBOX>/cuda/bin"
        return
    assert kinds == [("set-env-vars", "env-set-variable")] * 2 + [("set-env-vars", "env-add-to-path")]
    assert [params.get("name") for *_, params in journals["gui"][:2]] == ["CUDA_PATH", "CUDA_PATH_V11_2"]
    assert journals["gui"][2][2]["entry"] == "<SANDBOX>\\cuda\\bin"
    path = sandboxed_registry.read(HKCU, USER_ENVIRONMENT, "Path")
    assert path == RegistryValue(f"{applied / 'cuda' / 'bin'};{gui / 'cuda' / 'bin'}", REG_EXPAND_SZ)


# --- one step run: the page, the command and apply reach the same function ------------------------------------

RUNS_A_STEP = {"run_journaled_step", "apply_operations_step", "apply_operations", "env_with_python_step",
               "prepare_step", "make_elevator", "env_step"}
FRONT_ENDS = {  # per composed step: its page, the command's module that runs it, apply's stage
    StepId.INSTALL_CUDA: ("gui/pages/install_cuda_page.py", "cli/commands/install_cuda.py", "core/apply/machine.py"),
    StepId.INSTALL_CUDNN: ("gui/pages/install_cudnn_page.py", "cli/commands/install_cudnn.py",
                           "core/apply/machine.py"),
    StepId.CREATE_ENV: ("gui/pages/python_env_page.py", "cli/drive.py", "core/apply/python_side.py"),
    StepId.SET_ENV_VARS: ("gui/models/env_vars_review.py", "cli/commands/path.py", "core/apply/machine.py"),
}


def _called(module: str) -> set[str]:
    """The names a module calls (``f(...)``, ``x.f(...)``)."""
    tree = ast.parse((REPO / "wizard" / module).read_text(encoding="utf-8"))
    calls = [node.func for node in ast.walk(tree) if isinstance(node, ast.Call)]
    return {f.id if isinstance(f, ast.Name) else f.attr for f in calls if isinstance(f, ast.Name | ast.Attribute)}


@pytest.mark.parametrize("step", list(FRONT_ENDS))
def test_the_page_the_command_and_apply_run_a_composed_step_through_one_step_run(step: str) -> None:
    """Each front-end builds a StepRun (wizard.core.steps.run) and leaves preparing, journaling under the step
    id, the elevated helper and python.org's Python first to it: none of them calls the runner itself."""
    for module in FRONT_ENDS[step]:
        called = _called(module)
        assert "StepRun" in called, module
        assert not called & RUNS_A_STEP, (module, called & RUNS_A_STEP)
    assert "preview_confirm_apply" in _called("cli/commands/env.py")  # env create runs through cli/drive.py


def test_only_the_step_run_the_kernel_and_the_domains_call_the_runner() -> None:
    """A new front-end that journals a plan step by itself (and so may forget the elevator, or the step id)
    fails here; so does one that reports each change (the PATH page, ``path``) past the step run. The WSL route's
    stages run through StepRun too (``core/apply/wsl_side.py``, which the GUI's WSL pages run as well)."""
    modules = [path.relative_to(REPO / "wizard").as_posix() for path in (REPO / "wizard").rglob("*.py")]
    callers = {module for module in modules if "run_journaled_step" in _called(module)}
    assert callers == {"core/steps/run.py", "core/pyenv/python_org_step.py"}
    reporting = {module for module in modules if _called(module) & {"apply_operations_step", "apply_operations"}}
    assert reporting == {"core/steps/run.py"}
    assert "StepRun" in _called("core/apply/wsl_side.py")
