"""The multi-file download step: per-file and total progress events, and a report that tells the truth."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from tests.core.http_server import serving
from wizard.basics.events import Advanced, Finished, LogLine, Started, run_to_completion
from wizard.core.download.control import DownloadControl
from wizard.core.download.engine import DownloadRequest, EngineOptions
from wizard.core.download.hashing import Expected
from wizard.core.download.step import TOTAL_KEY, download_step

OPTIONS = EngineOptions(multi_threshold=256 * 1024, backoff_base=0.001, retries=1)


def test_every_file_is_fetched_and_a_failure_does_not_stop_the_others(tmp_path: Path) -> None:
    with serving() as state:
        one, two = os.urandom(300_000), os.urandom(700_000)
        requests = [
            DownloadRequest(state.add("/one.exe", one), tmp_path / "one.exe", _sha(one), len(one)),
            DownloadRequest(state.url("/missing.zip"), tmp_path / "missing.zip", _sha(b""), 10),
            DownloadRequest(state.add("/two.zip", two), tmp_path / "two.zip", _sha(two), len(two)),
        ]
        events, report = run_to_completion(download_step(requests, options=OPTIONS))
    assert [r.status for r in report.files] == ["verified", "failed", "verified"]
    assert not report.all_verified
    assert report.summary().startswith(
        "2 of 3 files verified: one.exe (sha256 verified, downloaded on 4 connection(s))"
    )
    assert isinstance(events[0], Started) and events[0].key == TOTAL_KEY and events[0].total == 1_000_010
    totals = [e.done for e in events if isinstance(e, Advanced) and e.key == TOTAL_KEY]
    assert totals == sorted(totals) and totals[-1] == 1_000_000
    finished = {e.key: e.ok for e in events if isinstance(e, Finished)}
    assert finished == {"one.exe": True, "missing.zip": False, "two.zip": True, TOTAL_KEY: False}
    errors = [e for e in events if isinstance(e, LogLine) and e.level == "error"]
    assert errors and errors[0].key == "missing.zip" and "not on the server" in errors[0].text
    assert dict(report.files[1].error)["reference"] == "download-not-found"


def test_a_file_paused_before_its_turn_is_skipped_and_the_rest_continue(tmp_path: Path) -> None:
    with serving() as state:
        data = os.urandom(200_000)
        first = DownloadRequest(state.add("/a.bin", data), tmp_path / "a.bin", _sha(data))
        second = DownloadRequest(state.add("/b.bin", data), tmp_path / "b.bin", _sha(data))
        control = DownloadControl()
        control.pause()
        _, report = run_to_completion(
            download_step([first, second], options=OPTIONS, controls={"a.bin": control})
        )
    assert [r.status for r in report.files] == ["paused", "verified"]
    assert [hit.path for hit in state.gets()] == ["/b.bin"]  # a file paused before its turn is not touched
    assert (tmp_path / "b.bin").read_bytes() == data


def test_a_file_paused_midway_is_reported_as_paused_not_as_verified(tmp_path: Path) -> None:
    with serving() as state:
        state.behaviour.rate = 256 * 1024  # slow enough to pause in the middle
        data = os.urandom(600_000)
        request = DownloadRequest(state.add("/a.bin", data), tmp_path / "a.bin", _sha(data), len(data))
        control = DownloadControl()
        step = download_step([request], options=OPTIONS, controls={"a.bin": control})
        for event in step:
            if isinstance(event, Advanced) and event.key == "a.bin" and event.done > 0:
                control.pause()
                break
        events, report = run_to_completion(step)
    (result,) = report.files
    assert (result.status, result.detail) == ("paused", "paused")
    assert [e.detail for e in events if isinstance(e, Finished) and e.key == "a.bin"] == ["paused"]
    assert report.summary() == "No file was verified (0 of 1)."


def _sha(data: bytes) -> Expected:
    return Expected("sha256", hashlib.sha256(data).hexdigest())
