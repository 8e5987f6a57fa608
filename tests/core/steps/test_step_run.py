"""One step run for every front-end (wizard.core.steps.run): prepared, reviewed, journaled under the step id,
discarded whatever happens.

A real cuDNN archive into a real CUDA folder of this OS (tests/core/install/test_install_ops.py's), real files
written and rolled back (tests/core/ops_helpers.py), the real journal of the test's data folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.install.test_cudnn_copy import snapshot
from tests.core.install.test_install_ops import copied_library, cudnn_op
from tests.core.ops_helpers import WriteFile
from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.events import Step, run_to_completion
from wizard.core.ops.base import Outcome
from wizard.core.ops.journal import Journal
from wizard.core.plan import StepId
from wizard.core.steps.run import StepRun


def test_a_run_prepares_reviews_journals_under_the_step_id_and_discards(tmp_path: Path) -> None:
    op, root = cudnn_op(tmp_path)
    seen: list[tuple[Path, bool, list[str]]] = []

    def review(step_run: StepRun) -> Step[None]:
        [prepared] = step_run.prepared
        seen.append((prepared.staging, prepared.staging.is_dir(), [line for line, _ in step_run.previews()]))
        yield from ()

    run = run_to_completion(StepRun(StepId.INSTALL_CUDNN, [op]).run(Journal(), review))[1]
    [(staging, unpacked, lines)] = seen  # reviewed once, with the archive unpacked and checked
    assert unpacked and lines == [op.describe()] and not staging.exists()
    assert copied_library(root).is_file()
    assert [(entry.step, entry.kind) for entry in Journal().entries()] == [("install-cudnn", "cudnn-copy-into-cuda")]
    assert [entry.entry_id for entry in run.entries] == [entry.entry_id for entry in Journal().entries()]


def test_a_review_that_refuses_changes_nothing_and_still_discards(tmp_path: Path) -> None:
    op, root = cudnn_op(tmp_path)
    before = snapshot(root)
    staging: list[Path] = []

    def review(step_run: StepRun) -> Step[None]:
        staging.append(step_run.prepared[0].staging)
        raise BadInputError("not the cuDNN the plan needs")
        yield  # a generator

    with pytest.raises(BadInputError):
        run_to_completion(StepRun(StepId.INSTALL_CUDNN, [op]).run(Journal(), review))
    assert snapshot(root) == before and Journal().entries() == []
    assert staging and not staging[0].exists()


def test_journal_each_reports_every_change_and_rolls_the_run_back_at_a_failure_without_raising(
    tmp_path: Path,
) -> None:
    """The PATH page and ``path`` show each change's fate: a failure is in the report, not raised."""
    written, refused = WriteFile(tmp_path / "a", b"1"), WriteFile(tmp_path / "b", b"2", fail=True)
    report = run_to_completion(StepRun(StepId.SET_ENV_VARS, [written, refused]).journal_each(Journal()))[1]
    assert [item.outcome for item in report.items] == [Outcome.MODIFIED, None] and not report.ok
    assert (report.items[1].error, report.items[1].hint) == ("the disk refused", "free some space")
    assert [item.ok for item in report.rolled_back] == [True]
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()
    assert [(entry.step, entry.kind) for entry in Journal().entries()] == [("set-env-vars", "test-write-file")]
    assert Journal().pending() == []  # journaled under the step id, then rolled back


def test_without_the_elevated_helper_a_change_that_needs_admin_is_refused_before_it_is_made(tmp_path: Path) -> None:
    """The WSL route's operations ask for admin themselves; one that needed the wizard's helper would be refused,
    never handed to an elevated child."""
    first, admin = WriteFile(tmp_path / "a", b"1"), WriteFile(tmp_path / "b", b"2", elevate=True)
    with pytest.raises(WizardError) as raised:
        run_to_completion(StepRun(StepId.CHECK_WSL, [first, admin], elevated_helper=False).journal(Journal()))
    assert raised.value.reference == "needs-elevation"
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()
    assert Journal().pending() == []
