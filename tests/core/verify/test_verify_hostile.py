"""The verification runner against an interpreter that misbehaves on purpose (a real executable script given
as the Python, see hostile_python.py): its answer is read within limits, an empty or damaged answer is never a
pass, a hang ends at the timeout with everything the child started, and the user's PYTHONPATH stays out.
POSIX only: the stand-in interpreters run through their ``#!`` line."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from tests.core.verify.hostile_python import PASSING, alive, hostile_python, printing_python, wrapper_python
from wizard.core.verify.runner import run_verification, save_log

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stand-in interpreters run through #!")


def _script_failure(run: object) -> str:
    report = run.report  # type: ignore[attr-defined]
    assert not report.passed
    check = report.check("script")
    assert check is not None and check.status == "fail", report.checks
    return str(check.message)


def test_the_stand_in_that_answers_a_passing_document_passes(tmp_path: Path) -> None:
    """The control: the hostile variants below differ from this one in one thing each."""
    run = run_verification(printing_python(tmp_path, json.dumps(PASSING)), timeout=60)
    assert run.report.passed and run.report.timing.speedup == 4.0


def test_a_deeply_nested_answer_is_a_failed_run_not_a_crash(tmp_path: Path) -> None:
    deep = '{"schema": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    run = run_verification(printing_python(tmp_path, deep), timeout=60)
    assert "nested" in _script_failure(run)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_or_infinity_in_the_answer_is_refused(tmp_path: Path, constant: str) -> None:
    answer = json.dumps(PASSING).replace('"speedup": 4.0', f'"speedup": {constant}')
    run = run_verification(printing_python(tmp_path, answer), timeout=60)
    assert constant in _script_failure(run)
    json.dumps(run.document, allow_nan=False)  # nothing that is not JSON is kept


def test_an_empty_list_of_checks_is_not_a_pass(tmp_path: Path) -> None:
    answer = json.dumps({**PASSING, "checks": []})
    run = run_verification(printing_python(tmp_path, answer), timeout=60)
    assert "no checks" in _script_failure(run)


@pytest.mark.parametrize("check", [
    {"id": ["import"], "status": "pass", "message": "x"},
    {"id": "import", "status": ["pass"], "message": "x"},
    {"id": "import", "status": "pass", "message": {"text": "x"}},
], ids=["id-list", "status-list", "message-object"])
def test_a_check_of_the_wrong_shape_is_a_damaged_answer(tmp_path: Path, check: dict[str, object]) -> None:
    answer = json.dumps({**PASSING, "checks": [check]})
    run = run_verification(printing_python(tmp_path, answer), timeout=60)
    assert "damaged" in _script_failure(run)


def test_a_document_without_the_import_check_is_not_a_pass(tmp_path: Path) -> None:
    checks = [{"id": "matmul", "ok": True, "status": "pass", "message": "ran"}]
    run = run_verification(printing_python(tmp_path, json.dumps({**PASSING, "checks": checks})), timeout=60)
    assert not run.report.passed


def test_a_hang_ends_at_the_timeout_with_the_grandchild_it_forked(tmp_path: Path) -> None:
    """The child forks a grandchild that keeps the pipes open, both ignore SIGTERM and sleep: the run still
    ends near its timeout, and neither process is left running."""
    pids = tmp_path / "pids"
    body = f"""\
        import os, signal, sys, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        if os.fork() == 0:
            open({str(pids)!r}, "a").write("%d\\n" % os.getpid())
            sys.stderr.write("grandchild waiting\\n"); sys.stderr.flush()
            time.sleep(600)
            os._exit(0)
        open({str(pids)!r}, "a").write("%d\\n" % os.getpid())
        time.sleep(600)
        """
    started = time.monotonic()
    run = run_verification(hostile_python(tmp_path / "bin", body), timeout=2)
    elapsed = time.monotonic() - started
    assert run.timed_out and [c.id for c in run.report.checks] == ["timeout"]
    assert elapsed < 2 + 5, elapsed  # the timeout, the grace period for SIGTERM, and little else
    assert "grandchild waiting" in run.log
    found = [int(line) for line in pids.read_text().split()]
    assert len(found) == 2
    deadline = time.monotonic() + 5
    while any(alive(pid) for pid in found) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(pid) for pid in found), found


def test_a_grandchild_left_running_after_a_normal_answer_is_ended(tmp_path: Path) -> None:
    """The child answers and exits at once, leaving a grandchild (with closed pipes) sleeping in its group: the
    verification is over, so nothing it started may go on running."""
    pids = tmp_path / "pids"
    body = f"""\
        import json, os, sys, time
        if os.fork() == 0:
            os.close(1); os.close(2)
            open({str(pids)!r}, "a").write("%d\\n" % os.getpid())
            time.sleep(600)
            os._exit(0)
        while not os.path.exists({str(pids)!r}):
            time.sleep(0.01)
        sys.stdout.write(json.dumps({PASSING!r}) + "\\n")
        """
    run = run_verification(hostile_python(tmp_path / "bin", body), timeout=60)
    assert run.report.passed
    grandchild = int(pids.read_text().split()[0])
    deadline = time.monotonic() + 5
    while alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(grandchild)


def test_huge_output_is_read_in_bounded_memory_and_the_log_keeps_its_head_and_end(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """300 MiB on stderr (one line without a newline in the middle of it) and 64 MiB on stdout: the wizard
    holds a few MiB, the log keeps the first and the last lines, and the over-long answer is refused."""
    body = """\
        import os, sys
        os.write(2, b"first log line\\n")
        block = b"x" * (1 << 20)
        for _ in range(300):
            os.write(2, block)
        os.write(2, b"\\nE the last words of TensorFlow\\n")
        for _ in range(64):
            os.write(1, block)
        """
    from wizard.core.verify import capture
    from wizard.core.verify.runner import FOREIGN_VARIABLES

    for name in FOREIGN_VARIABLES:  # the log then starts with what the child wrote, not a note about them
        monkeypatch.delenv(name, raising=False)
    python = hostile_python(tmp_path / "bin", body)
    tracemalloc.start()
    try:
        run = run_verification(python, timeout=120)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 * 2**20, peak
    assert run.log.startswith("first log line") and run.log.rstrip().endswith("E the last words of TensorFlow")
    assert "skipped" in run.log
    assert len(run.log.encode("utf-8")) <= capture.MAX_LOG_BYTES + 4096
    saved = save_log(run, tmp_path / "logs")
    assert saved.stat().st_size <= capture.MAX_LOG_BYTES + 4096
    assert str(capture.MAX_STDOUT_BYTES // 2**20) in _script_failure(run)


def test_the_users_pythonpath_does_not_reach_the_interpreter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in ``tensorflow`` on the user's PYTHONPATH (and a PYTHONSTARTUP, a PYTHONWARNINGS=error) would change
    what the env imports: the env's interpreter sees none of them, and the log says what was left out."""
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("raise ImportError('from the user PYTHONPATH')\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(package.parent))
    monkeypatch.setenv("PYTHONWARNINGS", "error")
    monkeypatch.setenv("PYTHONHOME", str(tmp_path / "no-such-home"))
    run = run_verification(Path(sys.executable), timeout=60)
    check = run.report.check("import")
    assert check is not None and "No module named" in check.message, check
    assert "PYTHONPATH" in run.log and "PYTHONHOME" in run.log


def test_an_envs_own_wrapper_may_still_set_pythonpath(tmp_path: Path) -> None:
    """What the env chose for itself (a wrapper that sets PYTHONPATH, as conda-pack or a module system does) is
    the env's: only what the user's shell carried is dropped."""
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("raise ImportError('from the env wrapper')\n", encoding="utf-8")
    run = run_verification(wrapper_python(tmp_path / "bin", str(package.parent)), timeout=60)
    check = run.report.check("import")
    assert check is not None and "from the env wrapper" in check.message


def test_a_helper_that_escaped_the_group_and_keeps_the_pipes_open_does_not_hold_the_run(tmp_path: Path) -> None:
    """The child answers and exits, but leaves a helper in a session of its own (out of reach of the group) that
    keeps stdout and stderr open: the answer already written is read, and the run ends within the read grace,
    not when the helper does. The test ends the helper itself."""
    pid_file = tmp_path / "helper.pid"
    body = f"""\
        import os, sys, time
        sys.stdout.write({json.dumps(PASSING)!r} + "\\n"); sys.stdout.flush()
        if os.fork() == 0:
            os.setsid()
            open({str(pid_file)!r}, "w").write(str(os.getpid()))
            time.sleep(120)
            os._exit(0)
        while not os.path.exists({str(pid_file)!r}):
            time.sleep(0.01)
        """
    started = time.monotonic()
    try:
        run = run_verification(hostile_python(tmp_path / "bin", body), timeout=60)
        elapsed = time.monotonic() - started
    finally:
        deadline = time.monotonic() + 5
        while not pid_file.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        if pid_file.exists() and pid_file.read_text():
            os.kill(int(pid_file.read_text()), signal.SIGKILL)
    assert elapsed < 10, elapsed
    assert run.report.passed, run.report.checks
