"""The wizard's temporary folders live under its data folder, and what a killed run left is swept at the next start.

Real folders, real child processes holding a folder and killed (``Popen.kill``: SIGKILL on POSIX,
TerminateProcess on Windows), the real CLI as the next start.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from wizard.core.ops.scratch import LOCK_NAME, scratch_folder, scratch_root, sweep_scratch

# A run that makes a scratch folder, writes in it, says where it is, and waits to be killed.
HOLDER = """
import sys, time
from wizard.core.ops.scratch import scratch_folder
with scratch_folder("sdists-") as folder:
    (folder / "build").mkdir()
    (folder / "build" / "half.whl").write_bytes(b"x" * 1000)
    print(folder, flush=True)
    time.sleep(120)
"""


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def holder(data: Path) -> Iterator[subprocess.Popen[str]]:
    """A live run holding a scratch folder (its first line: the folder); killed at the end if still alive."""
    child = subprocess.Popen([sys.executable, "-c", HOLDER], stdout=subprocess.PIPE, text=True, env=os.environ)
    yield child
    child.kill()
    child.wait(timeout=30)
    assert child.stdout is not None
    child.stdout.close()


def _folder_of(child: subprocess.Popen[str]) -> Path:
    assert child.stdout is not None
    return Path(child.stdout.readline().strip())


def _aged(folder: Path) -> None:
    """As if made two minutes ago (the sweep leaves a folder younger than a minute to its run)."""
    then = time.time() - 120
    os.utime(folder, (then, then))


def test_a_folder_lives_under_the_data_folder_and_goes_with_its_block(data: Path) -> None:
    with scratch_folder("verify-") as folder:
        assert folder.parent == scratch_root() == data / "scratch"
        assert folder.name.startswith("verify-")
        (folder / "keras").mkdir()
        (folder / "keras" / "keras.json").write_text("{}")
    assert not folder.exists()
    assert not scratch_root().exists(), "an empty scratch root goes too: a finished run leaves no trace"


def test_a_killed_run_leaves_its_folder_and_the_next_start_sweeps_it(holder: subprocess.Popen[str]) -> None:
    folder = _folder_of(holder)
    assert (folder / "build" / "half.whl").is_file()
    holder.kill()
    holder.wait(timeout=30)
    assert folder.is_dir(), "nothing removes it at the kill"
    _aged(folder)
    assert sweep_scratch() == [folder]
    assert not folder.exists()
    assert not scratch_root().exists()


def test_the_sweep_leaves_the_folder_of_a_living_run(holder: subprocess.Popen[str]) -> None:
    folder = _folder_of(holder)
    _aged(folder)
    assert sweep_scratch() == []
    assert (folder / "build" / "half.whl").is_file()
    assert (folder / LOCK_NAME).exists()


def test_the_sweep_leaves_a_folder_younger_than_a_minute(data: Path) -> None:
    """Its run may be between making the folder and locking it."""
    unlocked = data / "scratch" / "sdists-young"
    unlocked.mkdir(parents=True)
    assert sweep_scratch() == []
    assert unlocked.is_dir()
    _aged(unlocked)
    assert sweep_scratch() == [unlocked]


def test_the_sweep_in_a_shared_folder_takes_only_its_own_names(tmp_path: Path) -> None:
    """In the system's temp folder (the test suite's runs, the screenshots) only ``prefix...`` is ever touched."""
    mine, theirs = tmp_path / "tfgpu-tests-dead", tmp_path / "someone-elses"
    for folder in (mine, theirs):
        folder.mkdir()
        _aged(folder)
    assert sweep_scratch(root=tmp_path, prefix="tfgpu-tests-") == [mine]
    assert theirs.is_dir() and not (theirs / LOCK_NAME).exists()


def test_the_cli_sweeps_what_a_killed_run_left_when_it_starts(holder: subprocess.Popen[str]) -> None:
    folder = _folder_of(holder)
    holder.kill()
    holder.wait(timeout=30)
    _aged(folder)
    done = subprocess.run([sys.executable, "-m", "wizard", "journal"], capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert not folder.exists()
