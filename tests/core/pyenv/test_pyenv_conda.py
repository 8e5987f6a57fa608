"""The conda route against a stand-in ``conda`` made by the test (tests/core/conda_standin.py): pins checked
by a dry run first, the env created with ``--json``, TensorFlow pip-installed into it, undo removes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.conda_standin import calls, conda_folder, make_conda_standin
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.programs import program_name
from wizard.basics.events import Advanced, LogLine, run_to_completion
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations, apply_operations_step
from wizard.core.ops.undo import undo
from wizard.core.plan import Plan, TfChoice
from wizard.core.pyenv.conda import find_conda, registry_roots
from wizard.core.pyenv.envs import env_prefix, list_envs
from wizard.core.pyenv.plan_ops import CondaNotFoundError, create_env_from_plan
from wizard.platform.probe import default_probe_context
from wizard.platform.registry import HKCU, REG_SZ, RegistryValue

ISOLATED = Plan(route="windows-isolated", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON,
                cuda="11.2", cudnn="8.1")


@pytest.fixture
def standin_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the stand-in conda lives; CONDA_EXE points at it, as conda's own activation would."""
    root = tmp_path / "miniforge3"
    monkeypatch.setenv("CONDA_EXE", str(conda_folder(root) / program_name("conda")))
    return root


def test_the_isolated_route_checks_the_pins_then_creates_the_env_and_undo_removes_it(
    standin_root: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    _, log = make_conda_standin(standin_root, mamba=True)
    operation = create_env_from_plan(ISOLATED, index_url=tiny_index.url, conda_tool="conda")
    journal = Journal()
    events, report = run_to_completion(apply_operations_step([operation], journal, step="test"))
    assert report.ok, (report.items, [event for event in events if isinstance(event, LogLine)][-20:])
    specs = [f"python={PYTHON}", "cudatoolkit=11.2", "cudnn=8.1.0"]
    recorded = calls(log)
    assert ["conda", "--version"] in recorded  # the version is recorded (no conda-meta to read it from)
    dry, real = [call for call in recorded if call[1] == "create"]
    assert dry[0] == "mamba" and dry[1] == "create" and "--dry-run" in dry and dry[-3:] == specs
    for call in (dry, real):
        assert {"--json", "--override-channels", "--yes"} <= set(call)
        assert call[call.index("--channel") + 1] == "conda-forge"
    assert "--dry-run" not in real
    assert any(isinstance(e, Advanced) and e.done == 500 and e.total == 1000 for e in events)
    prefix = env_prefix("tf")
    [listed] = list_envs()
    assert (listed.kind, listed.path) == ("conda", str(prefix))
    assert (prefix / "conda-meta" / "cudnn-8.1.0-0.json").is_file()
    assert [*(prefix / "lib").glob("python3*/site-packages/tinytf/__init__.py"),
            *(prefix / "Lib").glob("site-packages/tinytf/__init__.py")], "a POSIX venv's layout or conda's on Windows"
    assert undo(journal, "last").ok and not prefix.exists()


def test_a_pin_the_channel_lacks_is_explained_before_anything_is_created(
    standin_root: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    _, log = make_conda_standin(standin_root, missing=("cudnn=8.1.0",))
    operation = create_env_from_plan(ISOLATED, index_url=tiny_index.url, conda_tool="conda")
    report = apply_operations([operation], Journal(), step="t")
    assert not report.ok
    assert report.items[0].error == "conda-forge has no build of cudnn=8.1.0."
    creates = [call for call in calls(log) if call[1] == "create"]
    assert len(creates) == 1 and "--dry-run" in creates[0]
    assert not env_prefix("tf").exists() and tiny_index.requests == []


def test_asking_for_an_installed_conda_without_one_says_so_and_offers_miniforge(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installer_isolation: Path  # noqa: F811
) -> None:
    monkeypatch.delenv("CONDA_EXE", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(CondaNotFoundError) as raised:
        create_env_from_plan(ISOLATED, conda_tool="conda")  # the user asked for an installed conda
    assert raised.value.reference == "conda-not-found" and "Miniforge" in raised.value.hint


def test_conda_in_a_pep514_registry_entry_is_found(tmp_path: Path) -> None:
    """The registry is an in-memory stand-in (no Windows here); the install folder holds a stand-in conda."""
    root = tmp_path / "somewhere" / "Miniforge3"
    conda, _ = make_conda_standin(root)
    registry = MemoryRegistry()
    registry.write(HKCU, r"Software\Python\ContinuumAnalytics\Miniforge3", "", RegistryValue("ignored", REG_SZ))
    registry.write(HKCU, r"Software\Python\ContinuumAnalytics\Miniforge3\InstallPath", "",
                   RegistryValue(str(root), REG_SZ))
    ctx = default_probe_context(env={"PATH": ""}, home=tmp_path / "home", registry=registry)
    assert registry_roots(ctx) == [root]
    found = find_conda(ctx)
    assert found is not None and found.executable == str(conda) and found.root == str(root)
