"""The one bounded reader of every program's answer: real children that write far more than the bound (600 MB, as
a broken wsl.exe did) are stopped at the bound with a clear error, quickly, and the reading process's peak memory
stays a few MiB above its start; ordinary answers, input, timeouts and endless lines behave.

wsl.exe and nvidia-smi cannot exist here: they are stood in by programs made with tests/fakes/programs.py that
write the flood; everything else (the pipes, the reader, the kill) is real.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from tests.fakes.programs import make_program
from wizard.basics.errors import WizardError
from wizard.platform.bounded_output import (
    LINE_QUEUE_DEPTH,
    MAX_ANSWER_BYTES,
    MAX_LINE_BYTES,
    OutputTooLargeError,
    bounded_lines,
    read_lines_into,
    run_bounded,
)
from wizard.platform.probe_context import run_command
from wizard.platform.wsl_exe import WSL_EXE_VARIABLE

FLOOD_MB = 600
FLOOD = textwrap.dedent(f"""\
    import sys
    stream = sys.stderr.buffer if "--err" in sys.argv else sys.stdout.buffer
    chunk = b"x" * 2**20
    try:
        for _ in range({FLOOD_MB}):
            stream.write(chunk)
        stream.flush()
    except OSError:
        pass
    """)
# Runs in a fresh interpreter: its peak memory is the reader's alone (the flood is a child of it).
MEASURE = textwrap.dedent("""\
    import json, sys, time
    from wizard.platform.wsl_exe import run_wsl

    def peak_bytes():
        try:
            import resource
        except ImportError:  # Windows
            import psutil
            return psutil.Process().memory_info().peak_wset
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    before = peak_bytes()
    started = time.monotonic()
    answer = run_wsl(["--list", "--verbose"])
    print(json.dumps({"code": answer.code, "out": len(answer.out), "err": answer.err.decode("utf-8", "replace"),
                      "seconds": time.monotonic() - started, "before": before, "after": peak_bytes()}))
    """)


def _flood(tmp_path: Path, name: str = "wsl.exe") -> Path:
    return make_program(tmp_path / "bin", name, FLOOD)


def test_a_600_mb_answer_from_wsl_exe_is_refused_at_the_bound_in_bounded_memory(tmp_path: Path) -> None:
    """Before: ``subprocess.run(capture_output=True)`` kept all 600 MB (2.6 GB of peak memory in the issue)."""
    env = {**os.environ, WSL_EXE_VARIABLE: str(_flood(tmp_path))}
    done = subprocess.run([sys.executable, "-c", MEASURE], capture_output=True, text=True, env=env, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["code"] == -1 and result["out"] == 0
    assert "wsl.exe wrote more than 4 MiB" in result["err"], result["err"]
    grown = result["after"] - result["before"]
    assert grown < 6 * MAX_ANSWER_BYTES, f"the reader's peak memory grew by {grown / 2**20:.0f} MiB"
    assert result["seconds"] < 30


@pytest.mark.parametrize("stream", ["stdout", "stderr"])
def test_a_flood_stops_the_program_and_says_which_and_how_much(tmp_path: Path, stream: str) -> None:
    program = _flood(tmp_path, "nvidia-smi")
    started = time.monotonic()
    with pytest.raises(OutputTooLargeError) as caught:
        run_bounded([str(program), *(["--err"] if stream == "stderr" else [])], timeout=120)
    assert time.monotonic() - started < 30
    error = caught.value
    assert isinstance(error, WizardError) and isinstance(error, subprocess.SubprocessError)
    assert error.message.startswith(f"{program.name} wrote more than 4 MiB")
    assert error.reference == "program-output-too-large" and error.hint


def test_the_probe_runner_refuses_a_flooding_nvidia_smi_as_a_failed_command(tmp_path: Path) -> None:
    """The probe reads nvidia-smi through run_command and treats a SubprocessError as "no answer"."""
    with pytest.raises(subprocess.SubprocessError, match="more than 4 MiB"):
        run_command([str(_flood(tmp_path, "nvidia-smi"))], timeout=120, env=dict(os.environ))


def test_an_ordinary_answer_comes_back_whole_with_its_input_fed(tmp_path: Path) -> None:
    echo = make_program(tmp_path / "bin", "echo-back", textwrap.dedent("""\
        import sys
        data = sys.stdin.buffer.read()
        sys.stdout.buffer.write(data.upper())
        sys.stderr.buffer.write(b"warning\\r\\nline two\\n")
        sys.exit(3)
        """))
    answer = run_bounded([str(echo)], stdin=b"gpu 0: rtx 3090\n", timeout=60)
    assert (answer.returncode, answer.stdout) == (3, b"GPU 0: RTX 3090\n")
    assert answer.err_text() == "warning\nline two\n"


def test_an_answer_of_exactly_the_bound_is_kept(tmp_path: Path) -> None:
    program = make_program(tmp_path / "bin", "exact", f"import sys\nsys.stdout.buffer.write(b'y' * {2**16})\n")
    assert len(run_bounded([str(program)], timeout=60, limit=2**16).stdout) == 2**16
    with pytest.raises(OutputTooLargeError):
        run_bounded([str(program)], timeout=60, limit=2**16 - 1)


def test_a_program_that_never_ends_is_stopped_at_the_timeout(tmp_path: Path) -> None:
    sleeper = make_program(tmp_path / "bin", "sleeper", "import time\nprint('started', flush=True)\ntime.sleep(600)\n")
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        run_bounded([str(sleeper)], timeout=1.5)
    assert time.monotonic() - started < 15


def test_an_endless_line_is_handed_on_in_pieces(tmp_path: Path) -> None:
    program = make_program(tmp_path / "bin", "one-line", textwrap.dedent("""\
        import sys
        sys.stdout.buffer.write(b"first\\n" + b"z" * (10 * 2**20) + b"\\nlast")
        """))
    child = subprocess.Popen([str(program)], stdout=subprocess.PIPE)
    assert child.stdout is not None
    with child.stdout:
        lines = list(bounded_lines(child.stdout))
    child.wait(60)
    assert lines[0] == b"first\n" and lines[-1] == b"last"
    assert max(len(line) for line in lines) <= MAX_LINE_BYTES
    assert sum(len(line) for line in lines) == len(b"first\n") + 10 * 2**20 + 1 + len(b"last")


def test_a_flood_waits_for_its_reader_and_ends_when_the_reader_goes(tmp_path: Path) -> None:
    """A long run's lines (pip's, the run inside WSL) are read ahead of their consumer only so far: the flood is
    held back in its pipe, not in the wizard's memory; once the consumer stops, the reading thread ends."""
    child = subprocess.Popen([str(_flood(tmp_path, "pip"))], stdout=subprocess.PIPE)
    lines: queue.Queue[bytes | None] = queue.Queue(maxsize=LINE_QUEUE_DEPTH)
    stopped = threading.Event()
    reader = threading.Thread(target=read_lines_into, args=(child.stdout, lines, stopped, bytes), daemon=True)
    reader.start()
    time.sleep(2)
    assert lines.qsize() == LINE_QUEUE_DEPTH and child.poll() is None, "the flood is held back, not read into memory"
    stopped.set()
    child.kill()
    reader.join(10)
    child.wait(10)
    assert not reader.is_alive()
    assert child.stdout is not None
    child.stdout.close()


def test_the_kept_end_of_a_run_is_bounded_in_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wizard.basics.events import run_to_completion
    from wizard.core.pyenv import process

    monkeypatch.setattr(process, "MAX_TAIL_CHARS", 2**20)
    program = make_program(tmp_path / "bin", "chatty", "import sys\nfor i in range(48):\n"
                                                      "    sys.stdout.write(f'{i:06d}' + 'v' * 65000 + '\\n')\n")
    _events, result = run_to_completion(process.run_streamed([str(program)], dict(os.environ), key="t", echo=False,
                                                             tail_lines=100_000))
    assert result.returncode == 0
    assert sum(len(line) for line in result.tail) <= 2**20 and result.tail[-1].startswith("000047")
