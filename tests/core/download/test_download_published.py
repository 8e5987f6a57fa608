"""Files verified by NVIDIA's published md5 list, against a real 127.0.0.1 server and real files.

The server plays NVIDIA (or a company mirror): it serves ``docs/sidebar/md5sum.txt`` and the installer.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from tests.core.http_server import FileServer, serving
from wizard.basics.events import run_to_completion
from wizard.core.download.engine import EngineOptions
from wizard.core.download.errors import LocalFileError, PublishedChecksumError
from wizard.core.download.network import NetworkSettings, make_session
from wizard.core.download.published import (
    MAX_LIST_BYTES,
    ListedRequest,
    parse_md5_list,
    verify_local_copy,
)
from wizard.core.download.sources import Unverifiable, request_for, split_downloads
from wizard.core.download.state import partial_path
from wizard.core.download.step import DownloadReport, download_step
from wizard.core.plan import Download

DATA = os.urandom(300_000)
MD5 = hashlib.md5(DATA).hexdigest()
NAME = "cuda_11.2.2_461.33_win10.exe"
FILE_PATH = f"/compute/cuda/11.2.2/local_installers/{NAME}"
LIST_PATH = "/compute/cuda/11.2.2/docs/sidebar/md5sum.txt"
OPTIONS = EngineOptions(retries=1, backoff_base=0.001)


def md5_list(md5: str = MD5, name: str = NAME) -> bytes:
    return (
        "0f1e2d3c4b5a69788796a5b4c3d2e1f0  cuda_11.2.2_460.32.03_linux.run\n"
        f"{md5}  {name}\n"
        "00112233445566778899aabbccddeeff  cuda-repo-ubuntu2004-11-2-local_11.2.2-460.32.03-1_amd64.deb\n"
    ).encode()


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as state:
        state.add(FILE_PATH, DATA)
        yield state


def plan_download(server: FileServer, list_path: str = LIST_PATH) -> Download:
    return Download("cuda-installer", NAME, server.url(FILE_PATH), checksums_url=server.url(list_path))


def fetch(download: Download, dest: Path, settings: NetworkSettings | None = None) -> DownloadReport:
    request = request_for(download, dest, settings)
    _, report = run_to_completion(download_step([request], None, OPTIONS, None, settings))
    return report


def failure(report: DownloadReport) -> dict[str, str]:
    (result,) = report.files
    assert result.status == "failed"
    return dict(result.error)


def test_the_published_md5_verifies_the_file_and_the_summary_names_the_list(
    server: FileServer, tmp_path: Path
) -> None:
    server.add(LIST_PATH, md5_list())
    report = fetch(plan_download(server), tmp_path / "dl")
    assert report.all_verified and (tmp_path / "dl" / NAME).read_bytes() == DATA
    assert server.gets()[0].path == LIST_PATH  # the list is read before the file
    assert f"verified by md5 from NVIDIA's published list {server.url(LIST_PATH)}" in report.summary()
    assert report.files[0].algorithm == "md5"


def test_a_wrong_published_md5_deletes_the_partial_and_fails_with_the_checksum_error(
    server: FileServer, tmp_path: Path
) -> None:
    server.add(LIST_PATH, md5_list(md5="0" * 32))
    report = fetch(plan_download(server), tmp_path / "dl")
    assert failure(report)["reference"] == "download-checksum-mismatch"
    dest = tmp_path / "dl" / NAME
    assert not dest.exists() and not partial_path(dest).exists()


def test_a_list_without_the_file_is_a_clear_error_and_nothing_is_downloaded(
    server: FileServer, tmp_path: Path
) -> None:
    server.add(LIST_PATH, md5_list(name="cuda_11.2.2_461.33_win10_network.exe"))
    report = fetch(plan_download(server), tmp_path / "dl")
    error = failure(report)
    assert error["reference"] == "download-no-published-checksum"
    assert f"has no line for {NAME}" in error["message"] and "--md5" in error["hint"]
    assert [hit.path for hit in server.gets()] == [LIST_PATH]
    assert not any((tmp_path / "dl").glob("*"))


def test_a_list_that_cannot_be_fetched_stops_before_the_file(server: FileServer, tmp_path: Path) -> None:
    report = fetch(plan_download(server), tmp_path / "dl")  # the list is not on the server: 404
    error = failure(report)
    assert error["reference"] == "download-no-published-checksum"
    assert "could not be read" in error["message"] and "mirror" in error["hint"]
    assert FILE_PATH not in [hit.path for hit in server.gets()] and not any((tmp_path / "dl").glob("*"))


@pytest.mark.parametrize("announced", [True, False], ids=["content-length-too-big", "no-content-length"])
def test_an_oversized_list_is_refused(server: FileServer, tmp_path: Path, announced: bool) -> None:
    server.add(LIST_PATH, md5_list() + b"#" * MAX_LIST_BYTES)
    server.behaviour.no_length = not announced
    report = fetch(plan_download(server), tmp_path / "dl")
    error = failure(report)
    assert error["reference"] == "download-no-published-checksum" and "larger than 1024 KiB" in error["message"]
    assert not any((tmp_path / "dl").glob("*"))


def test_an_untrusted_certificate_on_the_list_fails_closed(tmp_path: Path) -> None:
    with serving(tls_dir=tmp_path) as state:
        state.add(LIST_PATH, md5_list())
        state.add(FILE_PATH, DATA)
        report = fetch(plan_download(state), tmp_path / "dl")
    assert failure(report)["reference"] == "download-no-published-checksum"
    assert FILE_PATH not in [hit.path for hit in state.gets()]


def test_file_urls_work_for_the_list_and_the_file(tmp_path: Path) -> None:
    source = tmp_path / "offline"
    source.mkdir()
    (source / NAME).write_bytes(DATA)
    (source / "md5sum.txt").write_bytes(md5_list())
    download = Download(
        "cuda-installer", NAME, (source / NAME).as_uri(), checksums_url=(source / "md5sum.txt").as_uri()
    )
    report = fetch(download, tmp_path / "dl")
    assert report.all_verified and (tmp_path / "dl" / NAME).read_bytes() == DATA


def test_nvidias_list_comes_first_and_the_mirror_copy_is_read_only_when_nvidia_cannot_be(
    server: FileServer, tmp_path: Path
) -> None:
    server.add("/mirror" + FILE_PATH, DATA)
    server.add("/mirror" + LIST_PATH, md5_list())
    settings = NetworkSettings(proxy_mode="none", mirror_base=server.url("/mirror/"))
    report = fetch(plan_download(server), tmp_path / "dl", settings)
    assert report.all_verified
    assert [hit.path for hit in server.gets()] == [LIST_PATH, "/mirror" + LIST_PATH, "/mirror" + FILE_PATH]
    assert f"published list {server.url('/mirror' + LIST_PATH)}" in report.summary()


def test_a_mirror_list_cannot_overrule_nvidias_own(server: FileServer, tmp_path: Path) -> None:
    server.add(LIST_PATH, md5_list())
    server.add("/mirror" + FILE_PATH, DATA)
    server.add("/mirror" + LIST_PATH, md5_list(md5="f" * 32))
    settings = NetworkSettings(proxy_mode="none", mirror_base=server.url("/mirror/"))
    report = fetch(plan_download(server), tmp_path / "dl", settings)
    assert report.all_verified
    assert "/mirror" + LIST_PATH not in [hit.path for hit in server.gets()]


def test_a_download_with_only_a_list_is_fetchable_not_unverifiable(server: FileServer, tmp_path: Path) -> None:
    listed = plan_download(server)
    bare = Download("cudnn-archive", "cudnn.zip", server.url("/cudnn.zip"))
    first, second = split_downloads([listed, bare], tmp_path)
    assert isinstance(first, ListedRequest) and first.checksums_urls == (server.url(LIST_PATH),)
    assert isinstance(second, Unverifiable)


def test_a_users_own_copy_is_checked_against_the_same_published_md5(server: FileServer, tmp_path: Path) -> None:
    server.add(LIST_PATH, md5_list())
    request = request_for(plan_download(server), tmp_path / "dl")
    assert isinstance(request, ListedRequest)
    mine, other = tmp_path / "mine.exe", tmp_path / "other.exe"
    mine.write_bytes(DATA)
    changed = DATA[:-1] + bytes([DATA[-1] ^ 1])  # always differs (a zero byte did not when DATA ended in one)
    other.write_bytes(changed)
    with make_session() as session:
        check = verify_local_copy(mine, request, session)
        assert check.method == "md5" and server.url(LIST_PATH) in check.summary
        with pytest.raises(LocalFileError, match="does not match the published md5"):
            verify_local_copy(other, request, session)
    assert other.read_bytes() == changed  # the user's file is never changed


def test_the_list_is_read_strictly() -> None:
    text = f"\ufeff{MD5}  {NAME}\r\n\r\n{'A' * 32} *cuda_11.2.2_win10_network.exe\r\n"
    assert parse_md5_list(text) == {NAME: MD5, "cuda_11.2.2_win10_network.exe": "a" * 32}
    for bad in ("<html>Not Found</html>", f"{MD5[:31]}  {NAME}", f"{MD5}{NAME}", f"{MD5}  "):
        with pytest.raises(PublishedChecksumError, match="not a list of md5 checksums"):
            parse_md5_list(f"{MD5}  ok.run\n{bad}\n", "https://x.invalid/md5sum.txt")


def test_a_name_listed_twice_with_different_values_is_refused() -> None:
    with pytest.raises(PublishedChecksumError, match=r"\(line 2\)"):
        parse_md5_list(f"{MD5}  {NAME}\n{'0' * 32}  {NAME}\n")
    assert parse_md5_list(f"{MD5}  {NAME}\n{MD5}  {NAME}\n") == {NAME: MD5}


def test_the_list_goes_through_the_download_session(server: FileServer) -> None:
    """The same session (trust store, proxy, mirror credentials) reads the list: a refusing proxy stops it."""
    from wizard.core.download.published import fetch_md5_list

    server.behaviour.proxy_auth = "Basic secret"
    session = requests.Session()
    session.proxies = {"http": server.url("")}
    with pytest.raises(PublishedChecksumError) as caught:
        fetch_md5_list("http://developer.download.nvidia.invalid" + LIST_PATH, session)
    assert caught.value.context["detail"] == "HTTP 407"
