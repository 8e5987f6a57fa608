"""Real venvs, real tiny wheels, a real index on 127.0.0.1: env-create through uv and through pip, and its undo."""

from __future__ import annotations

import subprocess
import threading
import time
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from wizard.basics.errors import Cancelled
from wizard.basics.events import Advanced, LogLine, run_to_completion
from wizard.core.ops.base import OpContext, Outcome
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations, apply_operations_step
from wizard.core.ops.undo import undo
from wizard.core.pyenv.envs import env_prefix, list_envs
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.platform.pyenv_layout import venv_python


def _imports(prefix: Path, code: str) -> str:
    done = subprocess.run([str(venv_python(prefix)), "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_env_create_installs_the_pinned_requirement_from_the_index_and_undo_removes_it(
    installer: str, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                          index={"index_url": tiny_index.url})
    journal = Journal()
    events, report = run_to_completion(apply_operations_step([operation], journal, step="test"))
    assert report.ok, report.items
    prefix = env_prefix("tf")
    assert _imports(prefix, "import tinytf, tinydep; print(tinytf.__version__)") == "1.0.0"
    assert any("/files/tinytf-1.0.0-py3-none-any.whl" in path for path in tiny_index.requests)
    progress = [e for e in events if isinstance(e, Advanced) and e.key == "env"]
    assert progress and progress[-1].done == progress[-1].total == 3  # with the catalog's pinned pip
    assert _imports(prefix, "import pip; print(pip.__name__)") == "pip"
    assert any(isinstance(e, LogLine) and "tinytf" in e.text for e in events)
    [listed] = list_envs()
    assert (listed.name, listed.path, listed.python.split(".")[:2]) == ("tf", str(prefix), PYTHON.split("."))
    assert journal.pending()[0].record == {"prefix": str(prefix), "name": "tf", "created": True}
    assert undo(journal, "last").ok
    assert not prefix.exists() and list_envs() == []


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_a_failed_install_removes_the_env_this_run_created_and_says_why(
    installer: str, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==9.9.9", installer=installer,
                          index={"index_url": tiny_index.url})
    journal = Journal()
    report = apply_operations([operation], journal, step="test")
    assert not report.ok
    assert "No build of tinytf==9.9.9 exists for Python" in report.items[0].error
    assert "Python" in report.items[0].hint
    assert not env_prefix("tf").exists() and journal.pending() == []


def test_a_failed_install_into_an_existing_env_leaves_it_untouched(tiny_index: SimpleIndex) -> None:  # noqa: F811
    journal = Journal()
    first = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", index={"index_url": tiny_index.url})
    assert apply_operations([first], journal, step="first").ok
    prefix = env_prefix("tf")
    before = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*"))
    again = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==9.9.9", index={"index_url": tiny_index.url})
    assert again.intent()["created"] is False
    assert not apply_operations([again], journal, step="second").ok
    assert sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*")) == before
    assert _imports(prefix, "import tinytf; print(tinytf.__version__)") == "1.0.0"


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_a_hash_mismatch_is_explained_and_the_env_removed(installer: str, tmp_path: Path,
                                                          installer_isolation: Path) -> None:  # noqa: F811
    wheel = make_wheel(tmp_path / "wheels", "tinytf", "1.0.0")
    with serving_index(tmp_path / "index") as index:
        index.publish([wheel, pip_wheel()], corrupt=("tinytf",))
        operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                              index={"index_url": index.url})
        report = apply_operations([operation], Journal(), step="test")
    assert not report.ok
    assert report.items[0].error == "A downloaded package did not match its published checksum."
    assert not env_prefix("tf").exists()


@pytest.mark.parametrize("installer", ["uv", pytest.param("pip", marks=pytest.mark.wine_gap(
    "its taskkill has no /T, so the cancelled pip's own children keep the env's python.exe open"))])
def test_cancel_while_the_installer_waits_on_the_index_stops_it_and_removes_the_env(
    installer: str, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    tiny_index.delay = 30.0
    stop = threading.Event()
    operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
                          index={"index_url": tiny_index.url}, cancelled=stop.is_set)
    prefix = env_prefix("tf")
    started = time.monotonic()

    def cancel_once_the_env_exists() -> None:
        while not (prefix / "pyvenv.cfg").exists() and time.monotonic() - started < 60:
            time.sleep(0.05)
        time.sleep(1.0)
        stop.set()

    threading.Thread(target=cancel_once_the_env_exists, daemon=True).start()
    with pytest.raises(Cancelled):
        run_to_completion(operation.apply_step(OpContext()))
    assert time.monotonic() - started < 25
    assert not prefix.exists()


def test_dry_run_changes_nothing_and_a_folder_that_is_not_an_env_is_refused(
    installer_isolation: Path,  # noqa: F811
) -> None:
    operation = CreateEnv(name="tf", python=PYTHON, requirement="tinytf==1.0.0")
    result = operation.apply(OpContext(dry_run=True))
    assert result.outcome is Outcome.MODIFIED and result.dry_run and not env_prefix("tf").exists()
    env_prefix("tf").mkdir(parents=True)
    (env_prefix("tf") / "notes.txt").write_text("mine")
    report = apply_operations([operation], Journal(), step="test")
    assert not report.ok and "is not a Python environment" in report.items[0].error
    assert (env_prefix("tf") / "notes.txt").read_text() == "mine"
