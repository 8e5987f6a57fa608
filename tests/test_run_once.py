"""tests/run_once.py: what a session fixture makes for the whole run is made once, also by workers asking at once."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, cast

import pytest

from tests.run_once import made_once_per_run


class _WorkerTemp:
    """A worker's tmp_path_factory as pytest-xdist lays them out: its own root inside the run's."""

    def __init__(self, run_root: Path, worker: str) -> None:
        self.root = run_root / f"popen-{worker}"
        self.root.mkdir(parents=True)

    def getbasetemp(self) -> Path:
        return self.root


def test_workers_asking_at_once_share_one_make_and_a_failed_make_is_tried_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    calls: list[Path] = []

    def make(folder: Path) -> Path:
        calls.append(folder)
        time.sleep(0.3)  # long enough for the other workers to arrive while it is made
        folder.mkdir()
        return folder / "made"

    results: list[Path] = []
    factories = [cast(Any, _WorkerTemp(tmp_path, f"gw{n}")) for n in range(3)]
    threads = [threading.Thread(target=lambda f=f: results.append(made_once_per_run(f, "thing", make)))
               for f in factories]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert calls == [tmp_path / "thing"] and results == [tmp_path / "thing" / "made"] * 3

    def broken(folder: Path) -> Path:
        raise AssertionError("the build failed")

    for _ in range(2):
        with pytest.raises(AssertionError, match="the build failed"):
            made_once_per_run(factories[0], "broken", broken)
