"""The Finish page leaves the record ``check`` compares with, for a proved setup of this computer only.

The setup's change is a real journaled ``path add`` in the test HOME's rc files (the GPU and its proof cannot
happen here: the session's verification document stands for the Verify page's); ``check`` then runs for real."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.gui.conftest import FACTS_DIR, this_machine
from wizard.basics.facts import load_facts
from wizard.core.check.record import read_setup, setup_path
from wizard.core.ops.journal import Journal
from wizard.core.plan import Wishes
from wizard.core.planner import make_plan
from wizard.gui.models.finish_model import FinishModel
from wizard.gui.session import Session

pytestmark = pytest.mark.posix_only("the session's change is a POSIX rc-file PATH entry")


def _session(passed: bool, foreign: bool = False) -> Session:
    session = Session(synchronous=True)
    facts = load_facts(FACTS_DIR / "gui_rtx3090_linux.json")
    session.facts = facts if foreign else this_machine(facts)
    session.plan = make_plan(session.facts, Wishes())
    session.env_python = Path(sys.executable)
    session.verification = {"passed": passed}
    return session


def test_a_proved_setup_is_recorded_with_this_sessions_runs_and_check_reads_it(isolated_home: Path) -> None:
    model = FinishModel(_session(passed=True), Journal(), started_at="2000-01-01T00:00:00+00:00")
    (isolated_home / ".bashrc").write_text("# mine\n", encoding="utf-8")
    assert run_cli("path", "add", "/opt/cuda-gui/bin", env={"PATH": "/usr/bin:/bin"}).returncode == 0
    assert model.record_setup() == setup_path()
    record = read_setup()
    assert record.run_ids == (Journal().last_run_id(),) and record.python == sys.executable
    done = run_cli("check", "--json", "--facts", str(FACTS_DIR / "gui_rtx3090_linux.json"))
    assert "Traceback" not in done.stderr
    codes = [change["code"] for change in json.loads(done.stdout)["changes"]]
    assert "path-entry-gone" not in codes and "env-python-gone" not in codes


def test_nothing_is_recorded_without_a_passed_proof_or_for_another_machine() -> None:
    assert FinishModel(_session(passed=False), Journal()).record_setup() is None
    assert FinishModel(_session(passed=True, foreign=True), Journal()).record_setup() is None
    assert not setup_path().exists()
