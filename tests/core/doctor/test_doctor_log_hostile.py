"""``doctor --log`` on what a user may hand it: a log far longer than it reads (TensorFlow's errors come last,
so its end is read, and the result says the middle was skipped), a FIFO nobody writes to, a device that never
ends, a folder. Real files, a real FIFO (``os.mkfifo``), the real ``/dev/zero`` and ``/dev/urandom``."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.doctor.run import MAX_LOG_BYTES, read_log, run_doctor
from wizard.core.doctor.signatures import load_signatures

EXAMPLES = {s.code: s.examples[0] for s in load_signatures() if s.examples}
NOISE = ("I tensorflow/core/common_runtime/placer.cc:114] noise " + "x" * 4000 + "\n").encode()


def _long_log(path: Path, size: int) -> Path:
    """``size`` bytes: a driver line first, the cuDNN mismatch deep in the middle, the CPU line last of all."""
    with path.open("wb") as out:
        out.write(EXAMPLES["driver-missing"].encode() + b"\n")
        written = 0
        while written < size:
            if size // 2 <= written < size // 2 + len(NOISE):
                out.write(EXAMPLES["cudnn-version-mismatch"].encode() + b"\n")
            out.write(NOISE)
            written += len(NOISE)
        out.write(EXAMPLES["cpu-instructions-missing"].encode() + b"\n")
    return path


def test_a_long_log_is_read_at_its_start_and_its_end_and_the_skipped_middle_is_said(tmp_path: Path) -> None:
    log = _long_log(tmp_path / "huge.log", 60 * 2**20)
    report = run_doctor(None, log)
    codes = [f.code for f in report.findings]
    assert "cpu-instructions-missing" in codes and "driver-missing" in codes, codes
    assert "cudnn-version-mismatch" not in codes  # it lay in the middle: not read, and the note says so
    skipped = next(f for f in report.findings if f.code == "log-middle-skipped")
    assert skipped.severity == "info" and "MiB" in skipped.cause
    assert not report.ok


def test_a_log_within_the_limit_is_read_whole_without_a_note(tmp_path: Path) -> None:
    log = _long_log(tmp_path / "small.log", MAX_LOG_BYTES // 2)
    codes = [f.code for f in run_doctor(None, log).findings]
    assert {"driver-missing", "cudnn-version-mismatch", "cpu-instructions-missing"} <= set(codes)
    assert "log-middle-skipped" not in codes


def _refused_within(path: Path, seconds: float = 10) -> BadInputError:
    """``read_log(path)`` must refuse at once; run in a thread so that a blocking open fails the test, not hangs it."""
    outcome: list[BaseException | str] = []

    def read() -> None:
        try:
            outcome.append(repr(read_log(path))[:10])
        except BaseException as error:  # checked below
            outcome.append(error)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"reading {path} did not return within {seconds} s"
    assert isinstance(outcome[0], BadInputError), outcome[0]
    assert outcome[0].hint
    return outcome[0]


@pytest.mark.skipif(sys.platform == "win32", reason="os.mkfifo is POSIX")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)
    assert "is a named pipe" in _refused_within(fifo).message


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused(device: str) -> None:
    assert "is a device" in _refused_within(Path(device)).message


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "is a folder" in _refused_within(tmp_path).message
