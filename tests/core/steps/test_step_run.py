"""One step run for every front-end (wizard.core.steps.run): prepared, reviewed, journaled under the step id,
discarded whatever happens.

A real cuDNN archive into a real CUDA folder of this OS (tests/core/install/test_install_ops.py's), the real
journal of the test's data folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.install.test_cudnn_copy import snapshot
from tests.core.install.test_install_ops import copied_library, cudnn_op
from wizard.basics.errors import BadInputError
from wizard.basics.events import Step, run_to_completion
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
