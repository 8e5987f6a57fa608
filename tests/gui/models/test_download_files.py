"""What the Download page decides without Qt: the totals line, a run's outcome per row, and its files."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from wizard.basics.errors import WizardError
from wizard.core.download.engine import DownloadRequest
from wizard.core.download.errors import MissingChecksumError
from wizard.core.download.hashing import Expected
from wizard.core.download.sources import Unverifiable
from wizard.core.download.state import partial_path
from wizard.core.download.step import FileResult
from wizard.core.plan import Download
from wizard.gui.models.download_files import DownloadFiles, RowOutcome, outcome_of
from wizard.gui.models.download_totals import BAR_MAX, FileFigures, Totals, totals_of

TOTALS = {
    "no files: nothing to count, an empty bar": ([], Totals(0, 0, 0, None), 0),
    "every size known: bytes out of the sum": (
        [FileFigures("running", 250, 1000), FileFigures("ready", 0, 3000)], Totals(2, 0, 250, 4000), 62),
    "one size unknown: no byte total, the bar waits": (
        [FileFigures("running", 250, 1000), FileFigures("running", 40, None)], Totals(2, 0, 290, None), 0),
    "a row past its size counts its size only": ([FileFigures("running", 1500, 1000)], Totals(1, 0, 1000, 1000),
                                                 BAR_MAX),
    "all verified without sizes: a full bar": (
        [FileFigures("verified", 0, None), FileFigures("verified", 7, None)], Totals(2, 2, 7, None), BAR_MAX),
}


@pytest.mark.parametrize(("rows", "totals", "bar"), TOTALS.values(), ids=TOTALS.keys())
def test_totals_sum_the_rows(rows: list[FileFigures], totals: Totals, bar: int) -> None:
    assert totals_of(rows) == totals
    assert totals_of(rows).bar_value == bar


OUTCOMES = {
    "verified: the detail says how": (FileResult("a", "verified", detail="sha256 matches"),
                                      RowOutcome("verified", detail="sha256 matches")),
    "a wrong checksum starts the file over": (
        FileResult("a", "failed", detail="x", error=(("reference", "download-checksum-mismatch"),
                                                     ("message", "Wrong file"), ("hint", "Retry"))),
        RowOutcome("failed", "Wrong file", "Retry", restart=True)),
    "a dropped connection keeps the bytes": (
        FileResult("a", "failed", detail="x", error=(("reference", "download-network"), ("message", "Gone"))),
        RowOutcome("failed", "Gone", "")),
    "a failure without a message shows the detail": (FileResult("a", "failed", detail="it broke"),
                                                     RowOutcome("failed", "it broke")),
    "paused stays paused": (FileResult("a", "paused"), RowOutcome("paused")),
}


@pytest.mark.parametrize(("result", "outcome"), OUTCOMES.values(), ids=OUTCOMES.keys())
def test_a_run_leaves_each_row_in_its_outcome(result: FileResult, outcome: RowOutcome) -> None:
    assert outcome_of(result) == outcome


def _request(folder: Path, name: str) -> DownloadRequest:
    return DownloadRequest(f"https://mirror.invalid/{name}", folder / name, Expected("sha256", "0" * 64), 10)


def _refused(name: str, size: int) -> Unverifiable:
    return Unverifiable(name, f"https://mirror.invalid/{name}", size, ("*include/cudnn*.h",),
                        MissingChecksumError("no checksum"))


def test_files_split_what_can_be_fetched_from_what_only_a_users_copy_can_stand_for(tmp_path: Path) -> None:
    files = DownloadFiles(local_paths={"old.zip": tmp_path / "old.zip"})
    files.load([_request(tmp_path, "cuda.exe"), _refused("cudnn.zip", 10)])
    assert list(files.requests) == ["cuda.exe"] and list(files.refused) == ["cudnn.zip"]
    assert files.local_paths == {}, "a new list of files forgets the user's copies of the old one"
    assert files.verified_files(set()) == {}
    assert files.verified_files({"cuda.exe"}) == {"cuda.exe": tmp_path / "cuda.exe"}


def test_a_cancelled_result_deletes_the_partial_file_and_a_verified_one_keeps_its_checksum(tmp_path: Path) -> None:
    files = DownloadFiles()
    files.load([_request(tmp_path, "cuda.exe"), _request(tmp_path, "cudnn.zip")])
    for name in ("cuda.exe", "cudnn.zip"):
        partial_path(tmp_path / name).write_bytes(b"half")
    files.record(FileResult("cuda.exe", "cancelled"))
    files.record(FileResult("cudnn.zip", "verified", hexdigest="ab" * 32))
    assert not partial_path(tmp_path / "cuda.exe").exists()
    assert partial_path(tmp_path / "cudnn.zip").exists()
    assert files.digests == {"cudnn.zip": "ab" * 32}


def test_the_users_file_is_fetched_through_the_same_checked_path(tmp_path: Path) -> None:
    files = DownloadFiles()
    files.load([_request(tmp_path / "cache", "cuda.exe")])
    (tmp_path / "cache").mkdir()
    partial_path(tmp_path / "cache" / "cuda.exe").write_bytes(b"from the mirror")
    mine = tmp_path / "usb" / "cuda.exe"
    files.fetch_from("cuda.exe", mine)
    assert files.requests["cuda.exe"].url == mine.resolve().as_uri()
    request = files.requests["cuda.exe"]
    assert isinstance(request, DownloadRequest) and request.expected == Expected("sha256", "0" * 64), "same checksum"
    assert not partial_path(tmp_path / "cache" / "cuda.exe").exists(), "no mirror bytes mixed into the user's"


def _cudnn_zip(path: Path) -> int:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("cudnn/include/cudnn.h", "#define CUDNN_MAJOR 8\n")
    return path.stat().st_size


def test_a_copy_without_a_published_checksum_counts_once_its_size_and_members_match(tmp_path: Path) -> None:
    good = tmp_path / "cudnn.zip"
    files = DownloadFiles()
    files.load([_refused("cudnn.zip", _cudnn_zip(good))])
    check = files.check_own_copy("cudnn.zip", good)
    assert "size and contents" in check.summary
    assert files.verified_files(set()) == {"cudnn.zip": good}


def test_a_copy_of_the_wrong_size_is_refused_and_not_kept(tmp_path: Path) -> None:
    good = tmp_path / "cudnn.zip"
    files = DownloadFiles()
    files.load([_refused("cudnn.zip", _cudnn_zip(good) + 1)])
    with pytest.raises(WizardError):
        files.check_own_copy("cudnn.zip", good)
    assert files.local_paths == {}


def test_new_network_settings_change_only_the_files_still_pending(tmp_path: Path) -> None:
    files = DownloadFiles()
    files.load([_request(tmp_path, "cuda.exe"), _request(tmp_path, "cudnn.zip"), _request(tmp_path, "x.zip")])
    mirror = [DownloadRequest(f"https://company.invalid/{r.name}", r.dest, r.expected, r.size)
              for r in (_request(tmp_path, "cuda.exe"), _request(tmp_path, "cudnn.zip"))] + [_refused("x.zip", 1)]
    files.refresh(mirror, pending={"cuda.exe", "x.zip"})
    assert files.requests["cuda.exe"].url == "https://company.invalid/cuda.exe"
    assert files.requests["cudnn.zip"].url == "https://mirror.invalid/cudnn.zip", "verified: left alone"
    assert files.requests["x.zip"].url == "https://mirror.invalid/x.zip", "an unverifiable source never replaces"


def test_the_install_pages_get_the_verified_files_by_the_plans_download_kind(tmp_path: Path) -> None:
    files = DownloadFiles()
    files.load([_request(tmp_path, "cuda.exe"), _request(tmp_path, "cudnn.zip")])
    files.record(FileResult("cuda.exe", "verified", hexdigest=hashlib.sha256(b"x").hexdigest()))
    downloads = [Download("cuda-installer", "cuda.exe", "u"), Download("cudnn-archive", "cudnn.zip", "u")]
    downloaded, checksums = files.handed_over(downloads, verified={"cuda.exe"})
    assert downloaded == {"cuda-installer": tmp_path / "cuda.exe"}
    assert checksums == {"cuda-installer": hashlib.sha256(b"x").hexdigest()}
