"""Bytes downloaded, from the installers' own lines: a real 2.5 MB wheel served on 127.0.0.1, through uv and pip.

The raw-progress gate runs the env's real pip; the ``pip 24.1`` answer comes from a stand-in interpreter script
(this machine's pip predates 24.1 and there is no network to fetch a newer one), named as such below.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.pyenv_fixtures import PYTHON, installer_isolation  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex, make_wheel, pip_wheel, serving_index
from tests.fakes.programs import make_program
from tests.windows.wine import PIP_TOO_SLOW
from wizard.basics.events import Advanced, LogLine, run_to_completion
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations_step
from wizard.core.pyenv.backend import Installer, pip_has_raw_progress
from wizard.core.pyenv.progress import BYTES_KEY, InstallProgress, bytes_text
from wizard.core.pyenv.pyenv_ops import CreateEnv


@pytest.fixture
def big_index(tmp_path: Path, installer_isolation: Path) -> Iterator[tuple[SimpleIndex, int]]:  # noqa: F811
    """An index with ``bigtf`` 1.0.0, a wheel of about 2.5 MB that does not compress (uv reports files > 1 MiB)."""
    wheels = tmp_path / "wheels"
    payload = base64.b85encode(os.urandom(2_000_000)).decode()
    built = [make_wheel(wheels, "bigtf", "1.0.0", files={"bigtf/__init__.py": f"DATA = {payload!r}\n"}),
             pip_wheel()]
    with serving_index(tmp_path / "index") as index:
        index.publish(built)
        yield index, built[0].stat().st_size


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_install_reports_the_bytes_it_downloaded(installer: str, big_index: tuple[SimpleIndex, int]) -> None:
    index, size = big_index
    operation = CreateEnv(name="tf", python=PYTHON, requirement="bigtf==1.0.0", installer=installer,
                          index={"index_url": index.url})
    events, report = run_to_completion(apply_operations_step([operation], Journal(), step="test"))
    assert report.ok, report.items
    figures = [e for e in events if isinstance(e, Advanced) and e.key == BYTES_KEY]
    assert figures, [e.text for e in events if isinstance(e, LogLine)]
    last = figures[-1]
    size += pip_wheel().stat().st_size  # the catalog's pinned pip goes into the venv too, from the same index
    assert last.done == last.total and abs(last.total - size) < size * 0.1, (last, size)
    assert not any(isinstance(e, LogLine) and e.text.startswith("Progress ") for e in events)


def test_pips_raw_progress_lines_count_bytes_as_they_arrive() -> None:
    """pip >= 24.1 with --progress-bar raw (lines as pypa/pip#12586 shows them)."""
    progress = InstallProgress("env")
    lines = ["Collecting pyqt5", "  Downloading PyQt5-5.15.10-cp37-abi3-manylinux_2_17_x86_64.whl (8.2 MB)",
             "Progress 0 of 8239447", "Progress 4119723 of 8239447", "Progress 8239447 of 8239447",
             "Collecting dep", "  Downloading dep-1.0-py3-none-any.whl (1.8 MB)", "Progress 900000 of 1800000"]
    figures = [e for line in lines for e in progress.feed(line) if isinstance(e, Advanced) and e.key == BYTES_KEY]
    assert (figures[2].done, figures[2].total) == (4119723, 8239447)
    assert (figures[-1].done, figures[-1].total) == (8239447 + 900000, 8239447 + 1800000)
    assert bytes_text(123_000_000, 560_000_000) == "123 MB of 560 MB downloaded"


def test_uvs_parallel_downloads_each_count_when_done() -> None:
    progress = InstallProgress("env")
    lines = ["Resolved 3 packages in 3ms", "Downloading numpy (15.8MiB)", "Downloading pillow (6.7MiB)",
             " Downloaded pillow", " Downloaded numpy", "Installed 3 packages in 6ms"]
    figures = [e for line in lines for e in progress.feed(line) if isinstance(e, Advanced) and e.key == BYTES_KEY]
    numpy, pillow = round(15.8 * 2**20), round(6.7 * 2**20)
    assert [(f.done, f.total) for f in figures] == [(0, numpy), (0, numpy + pillow), (pillow, numpy + pillow),
                                                   (numpy + pillow, numpy + pillow)]


@pytest.mark.wine_gap(PIP_TOO_SLOW)  # `python -m pip --version` took 25-35 s there, past the 15 s check
def test_raw_progress_is_asked_for_only_from_a_pip_that_has_it() -> None:
    """This interpreter's own pip, asked for real."""
    import sys

    here = pip_has_raw_progress(Path(sys.executable))
    from importlib.metadata import version

    from packaging.version import Version

    assert here == (Version(version("pip")) >= Version("24.1"))


def test_a_pip_that_says_it_is_24_1_is_asked_for_raw_progress(tmp_path: Path) -> None:
    # a stand-in interpreter that answers like pip 24.1 does (a real program on every OS: tests/fakes/programs.py)
    standin = make_program(tmp_path, "python", "print('pip 24.1 from /x/pip (python 3.11)')\n")
    assert pip_has_raw_progress(standin)
    command = Installer("pip").install_command(standin, ["x==1"], raw_progress=True)
    assert command[command.index("--progress-bar") + 1] == "raw"


def test_the_cli_shows_megabytes_of_megabytes(big_index: tuple[SimpleIndex, int], tmp_path: Path) -> None:
    from tests.cli.support import run_cli
    from tests.fakes.made_here import planner_makes
    from wizard.core.plan import Plan, TfChoice
    from wizard.core.planner.host_identity import current_host_id

    index, _ = big_index
    plan = tmp_path / "plan.json"
    made_here = planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "bigtf", "bigtf==1.0.0"), python=PYTHON,
                                   cuda=None, cudnn=None, host_id=current_host_id()))  # no bigtf in the catalog
    plan.write_text(made_here.to_json(), encoding="utf-8")
    made = run_cli("env", "create", "--plan", str(plan), "--index", index.url, "--yes")
    assert made.returncode == 0, made.stderr
    assert " MB of " in made.stderr and "downloaded" in made.stderr, made.stderr
