"""tests/slow_schedule.py: which slow tests `make test-slow` keeps in one worker, and which go to any free one."""

from __future__ import annotations

from tests.slow_schedule import SharedFixtureScheduling, work_unit


def test_files_that_make_something_once_stay_together_and_the_rest_spread() -> None:
    assert work_unit("tests/core/verify/test_verify_tensorflow.py") == "tests/core/verify/test_verify_tensorflow.py"
    assert work_unit("tests/shipping/test_linux_cli.py") == "tests/shipping/test_linux_cli.py"
    assert work_unit("tests/shipping/test_frozen_bundle.py") == work_unit("tests/shipping/test_installer.py") \
        == "frozen_bundle"
    assert work_unit("tests/core/pyenv/test_pyenv_old_sdists.py") is None
    assert work_unit("tests/no/such_file.py") == "tests/no/such_file.py"
    split = SharedFixtureScheduling._split_scope
    assert split(None, "tests/core/pyenv/test_pyenv_old_sdists.py::test_a[x]") == \
        "tests/core/pyenv/test_pyenv_old_sdists.py::test_a[x]"  # type: ignore[arg-type]
    assert split(None, "tests/shipping/test_installer.py::test_b") == "frozen_bundle"  # type: ignore[arg-type]
