"""The verification runner with real child processes: a Python without TensorFlow, and stand-in ``tensorflow``
packages (real modules on PYTHONPATH) that hang, print to stdout or crash the interpreter, because a real
TensorFlow cannot be made to do that on purpose. Real TensorFlow runs are in test_verify_tensorflow.py (slow).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.core.verify.hostile_python import wrapper_python
from wizard.basics.errors import BadInputError
from wizard.core.verify.explain import interop_document
from wizard.core.verify.runner import run_verification, save_log


def _fake_tensorflow(tmp_path: Path, body: str) -> dict[str, str]:
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(body, encoding="utf-8")
    return {"PYTHONPATH": str(package.parent)}


def test_a_python_without_tensorflow_fails_the_import_check_with_its_error() -> None:
    run = run_verification(Path(sys.executable), timeout=60, env={"PYTHONPATH": ""})
    check = run.report.check("import")
    assert check is not None and check.status == "fail"
    assert "No module named" in check.message
    assert not run.report.passed and not run.report.complete


def test_a_hanging_import_is_stopped_at_the_timeout_and_its_log_is_kept(tmp_path: Path) -> None:
    env = _fake_tensorflow(tmp_path, "import sys, time\nsys.stderr.write('loading cudart...\\n')\n"
                                     "sys.stderr.flush()\ntime.sleep(60)\n")
    run = run_verification(Path(sys.executable), timeout=3, env=env)
    assert run.timed_out
    assert run.seconds < 30
    assert [c.id for c in run.report.checks] == ["timeout"]
    assert "loading cudart..." in run.log


def test_what_tensorflow_prints_on_stdout_goes_to_the_log_not_into_the_json(tmp_path: Path) -> None:
    env = _fake_tensorflow(tmp_path, "import os, sys\nprint('hello from import')\nos.write(1, b'raw fd noise\\n')\n"
                                     "raise ImportError('libcudnn.so.8: cannot open shared object file')\n")
    run = run_verification(Path(sys.executable), timeout=60, env=env)
    assert run.returncode == 0
    assert "hello from import" in run.log and "raw fd noise" in run.log
    check = run.report.check("import")
    assert check is not None and "libcudnn.so.8" in check.message


def test_an_interpreter_that_dies_gives_a_failed_script_check_with_the_last_log_line(tmp_path: Path) -> None:
    env = _fake_tensorflow(tmp_path, "import os, sys\nsys.stderr.write('F cpu_feature_guard.cc:37] no AVX\\n')\n"
                                     "sys.stderr.flush()\nos._exit(134)\n")
    run = run_verification(Path(sys.executable), timeout=60, env=env)
    assert run.returncode == 134
    check = run.report.check("script")
    assert check is not None and check.status == "fail"
    assert "134" in check.message and "no AVX" in check.message


@pytest.mark.parametrize("python", ["missing-python", "."])
def test_a_path_that_is_not_an_interpreter_is_bad_input(tmp_path: Path, python: str) -> None:
    with pytest.raises(BadInputError):
        run_verification(tmp_path / python)


def test_a_timeout_of_zero_is_bad_input() -> None:
    with pytest.raises(BadInputError):
        run_verification(Path(sys.executable), timeout=0)


def test_the_log_is_saved_and_the_interop_document_is_json(tmp_path: Path) -> None:
    run = run_verification(Path(sys.executable), timeout=60, env={"PYTHONPATH": ""})
    saved = save_log(run, tmp_path / "logs")
    assert saved.read_bytes() == run.log.encode("utf-8")  # byte for byte: a Windows child's CRLF kept
    document = json.loads(json.dumps(interop_document(run.report)))
    assert document["checks"][0]["fix"]
    assert set(document) >= {"schema", "tensorflow", "gpus", "cpu_only", "checks", "timing"}


@pytest.mark.skipif(sys.platform == "win32", reason="the env wrapper runs through #!")
def test_progress_is_reported_as_each_check_ends_and_the_step_yields_it(tmp_path: Path) -> None:
    from wizard.basics.events import LogLine, run_to_completion
    from wizard.core.doctor.verify_step import verify_step

    env = _fake_tensorflow(tmp_path, "raise ImportError('libcudart.so.12: cannot open shared object file')\n")
    seen: list[tuple[str, str]] = []
    run_verification(Path(sys.executable), timeout=60, env=env, on_progress=lambda c, s: seen.append((c, s)))
    assert seen == [("import", "fail")]

    # The user's PYTHONPATH never reaches the env's interpreter: an env wrapper that sets its own does.
    python = wrapper_python(tmp_path / "bin", env["PYTHONPATH"])
    events, view = run_to_completion(verify_step(python, timeout=60))
    assert LogLine("info", "import: fail", key="verify") in events
    assert not view.passed and view.rows[0].status == "fail"
    assert [f.code for f in view.findings] == ["cuda-library-missing"]  # the doctor explained the log
