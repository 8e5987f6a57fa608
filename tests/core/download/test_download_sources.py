"""Sources, network settings, credentials, local files and the package index mirrors."""

from __future__ import annotations

import hashlib
import io
import tarfile
import time
import zipfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail

from tests.core.http_server import serving
from wizard.basics.errors import BadInputError
from wizard.core.download import credentials, pypi_mirrors
from wizard.core.download.errors import LocalFileError, MissingChecksumError, NoKeyringError
from wizard.core.download.hashing import Expected
from wizard.core.download.local_file import verify_local_file
from wizard.core.download.network import (
    NetworkSettings,
    TrustStoreAdapter,
    make_session,
    proxy_url_with_credentials,
    redact_url,
)
from wizard.core.download.pypi_mirrors import PypiMirror, pip_index_args, probe_latency
from wizard.core.download.settings_file import (
    load_network_settings,
    remember_package_index,
    save_network_settings,
    settings_path,
)
from wizard.core.download.sources import check_mirror_base, mirror_url, request_for, split_downloads
from wizard.core.plan import Download

WIZARD = Path(__file__).resolve().parents[3] / "wizard"
CUDA_URL = (
    "https://developer.download.nvidia.com/compute/cuda/11.2.0/local_installers/cuda_11.2.0_460.89_win10.exe"
)


class MemoryKeyring(KeyringBackend):
    """An in-memory keyring: no Secret Service or Credential Manager exists on this test machine."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def delete_password(self, service: str, username: str) -> None:
        self.store.pop((service, username), None)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def test_a_mirror_base_maps_the_same_relative_path() -> None:
    mapped = mirror_url(CUDA_URL, "https://artifacts.example.com/nvidia/")
    assert (
        mapped
        == "https://artifacts.example.com/nvidia/compute/cuda/11.2.0/local_installers/cuda_11.2.0_460.89_win10.exe"
    )
    assert mirror_url(CUDA_URL, None) == CUDA_URL


@pytest.mark.parametrize("value", ["ftp://x/y", "artifacts", "https://"], ids=["ftp", "no-scheme", "no-host"])
def test_a_mirror_base_that_is_not_an_address_is_refused(value: str) -> None:
    with pytest.raises(BadInputError):
        check_mirror_base(value)


def test_a_plan_download_becomes_a_request_in_the_cache_with_its_checksum(tmp_path: Path) -> None:
    download = Download("cuda", "..\\..\\evil\\cuda.exe", CUDA_URL, md5="0" * 32, size=10)
    request = request_for(download, tmp_path, NetworkSettings(mirror_base="file:///srv/mirror"))
    assert request.dest == tmp_path / "cuda.exe"  # never outside the folder (T-DL-09)
    assert request.url.startswith("file:///srv/mirror/compute/cuda/")
    assert request.expected.algorithm == "md5"
    with pytest.raises(MissingChecksumError):
        request_for(Download("cuda", "cuda.exe", CUDA_URL))


@pytest.mark.parametrize("file", ["..", "cudnn/..", "C:\\..", ".", ""])
def test_a_plan_file_name_that_is_no_plain_name_is_saved_as_download_inside_the_folder(
    file: str, tmp_path: Path
) -> None:
    listed = Download("cuda", file, CUDA_URL, md5="0" * 32)
    bare = Download("cudnn", file, CUDA_URL)
    requests = split_downloads([listed, bare], tmp_path)
    assert [request.name for request in requests] == ["download", "download"]
    assert request_for(listed, tmp_path).dest == tmp_path / "download"


@pytest.mark.parametrize(
    "text",
    ["[]", '{"proxy_mode": "bogus"}', '{"proxy_mode": "explicit", "proxy_url": 3128}', "{"],
    ids=["not-an-object", "unknown-proxy-mode", "number-for-an-address", "not-json"],
)
def test_a_hand_edited_settings_file_that_is_not_ours_gives_the_defaults(text: str) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text, encoding="utf-8")
    assert load_network_settings() == NetworkSettings()


def test_network_settings_are_remembered_without_any_secret() -> None:
    settings = NetworkSettings("explicit", "http://proxy.corp:3128", "alice", "https://mirror.corp/", "bob")
    save_network_settings(settings)
    assert load_network_settings() == settings


def test_secrets_live_only_in_the_keyring_and_never_in_files_or_redacted_urls(
    memory_keyring: MemoryKeyring, isolated_home: Path
) -> None:
    canary = "canary-p@ss:w/rd"
    credentials.store_secret("tfgpu-wizard/proxy", "alice", canary)
    settings = NetworkSettings("explicit", "http://proxy.corp:3128", "alice")
    save_network_settings(settings)
    session = make_session(settings)
    proxy = session.proxies["https"]
    assert proxy == "http://alice:canary-p%40ss%3Aw%2Frd@proxy.corp:3128"
    assert canary not in redact_url(proxy) and "canary" not in redact_url(proxy)
    for path in isolated_home.rglob("*"):
        if path.is_file():
            assert b"canary" not in path.read_bytes(), path


def test_without_a_keyring_backend_there_is_a_clear_error_and_no_plaintext_fallback(
    isolated_home: Path,
) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        with pytest.raises(NoKeyringError) as caught:
            credentials.store_secret("tfgpu-wizard/proxy", "alice", "canary-secret")
        assert caught.value.hint
        with pytest.raises(NoKeyringError):
            make_session(NetworkSettings("explicit", "http://proxy.corp:3128", "alice"))
    finally:
        keyring.set_keyring(previous)
    assert not any(b"canary" in p.read_bytes() for p in isolated_home.rglob("*") if p.is_file())


def test_proxy_credentials_are_percent_encoded() -> None:
    assert (
        proxy_url_with_credentials("proxy:8080", "dom\\user", "p w") == "http://dom%5Cuser:p%20w@proxy:8080"
    )


def test_https_uses_the_os_trust_store_and_nothing_can_switch_verification_off() -> None:
    session = make_session()
    assert isinstance(session.get_adapter("https://example.invalid/"), TrustStoreAdapter)
    assert session.verify is True
    offenders = [p for p in WIZARD.rglob("*.py") if "verify=False" in p.read_text(encoding="utf-8")]
    assert offenders == []


def test_the_system_proxy_is_used_by_default_and_none_means_direct() -> None:
    assert make_session().trust_env is True
    assert make_session(NetworkSettings(proxy_mode="none")).trust_env is False


# --- "use a file I already have" -------------------------------------------------------------------


def _zip(path: Path, names: list[str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name in names:
            archive.writestr(name, b"x")
    return path


def test_a_local_file_with_a_published_checksum_is_verified_by_it(tmp_path: Path) -> None:
    path = tmp_path / "cudnn.zip"
    path.write_bytes(b"cudnn bytes")
    check = verify_local_file(path, Expected("sha256", hashlib.sha256(b"cudnn bytes").hexdigest()))
    assert check.method == "sha256" and "sha256" in check.summary


def test_a_local_file_with_a_wrong_checksum_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "cudnn.zip"
    path.write_bytes(b"other bytes")
    with pytest.raises(LocalFileError) as caught:
        verify_local_file(path, Expected("sha256", "0" * 64))
    assert "left as it is" in caught.value.hint
    assert path.read_bytes() == b"other bytes"


def test_without_a_checksum_size_and_archive_members_are_checked_and_the_user_told(tmp_path: Path) -> None:
    path = _zip(tmp_path / "cudnn.zip", ["cuda/include/cudnn.h", "cuda/bin/cudnn64_8.dll"])
    check = verify_local_file(
        path, size=path.stat().st_size, members=["*/include/cudnn.h", "*/bin/cudnn*.dll"]
    )
    assert check.method == "size+members"
    assert "size and contents" in check.summary


def test_an_archive_without_the_expected_members_is_refused(tmp_path: Path) -> None:
    path = _zip(tmp_path / "cudnn.zip", ["readme.txt"])
    with pytest.raises(LocalFileError) as caught:
        verify_local_file(path, members=["*/include/cudnn.h"])
    assert "*/include/cudnn.h" in caught.value.context["missing"]


def test_tar_archives_are_read_too(tmp_path: Path) -> None:
    path = tmp_path / "cudnn.tar.xz"
    with tarfile.open(path, "w:xz") as archive:
        info = tarfile.TarInfo("cudnn-linux/include/cudnn.h")
        archive.addfile(info, io.BytesIO(b""))
    assert verify_local_file(path, members=["*/include/cudnn.h"]).method == "members"


@pytest.mark.parametrize(
    ("size", "members"), [(None, []), (3, [])], ids=["nothing-known-cannot-be-verified", "wrong-size"]
)
def test_a_local_file_that_cannot_be_verified_is_refused(
    tmp_path: Path, size: int | None, members: list[str]
) -> None:
    path = tmp_path / "cudnn.zip"
    path.write_bytes(b"12345")
    with pytest.raises(LocalFileError):
        verify_local_file(path, size=size, members=members)


# --- package index mirrors ---------------------------------------------------------------------------


def test_the_shipped_mirror_list_starts_with_pips_default_and_has_the_seed_mirrors() -> None:
    mirrors = pypi_mirrors.load_mirrors()
    assert mirrors[0].id == "default" and mirrors[0].url is None
    assert {"tsinghua", "aliyun", "ustc", "douban"} <= {m.id for m in mirrors}
    assert all(m.url is None or m.url.startswith("https://") for m in mirrors)


def test_the_default_index_adds_no_index_url_and_a_mirror_adds_its_own() -> None:
    assert pip_index_args(PypiMirror("default", "pip default", None)) == []
    assert pip_index_args(PypiMirror("m", "M", "https://m.example/simple")) == [
        "--index-url",
        "https://m.example/simple",
    ]


def test_the_latency_probe_ranks_fast_first_slow_and_dead_last_within_its_timeout() -> None:
    with serving() as fast, serving() as slow:
        fast.add("/simple", b"ok")
        slow.add("/simple", b"ok")
        slow.behaviour.delay = 3.0
        mirrors = [
            PypiMirror("default", "pip default", None),
            PypiMirror("dead", "Dead", "http://127.0.0.1:9/simple"),
            PypiMirror("missing", "Missing", fast.url("/nothing-here")),
            PypiMirror("fast", "Fast", fast.url("/simple")),
        ]
        started = time.monotonic()
        ranked = probe_latency(mirrors, timeout=0.5, default_url=slow.url("/simple"))
        assert time.monotonic() - started < 2.0  # bounded: in parallel, each within its timeout
    assert ranked[0].mirror.id == "fast" and ranked[0].seconds is not None
    assert [r.mirror.id for r in ranked[1:2]] == ["default"]  # silent ones last, the default first of those
    assert {r.mirror.id for r in ranked[1:]} == {"default", "dead", "missing"}
    assert all(r.seconds is None and r.problem for r in ranked[1:])


def test_the_chosen_mirror_is_remembered_in_the_settings_file_with_the_other_settings() -> None:
    mirrors = pypi_mirrors.load_mirrors()
    settings = NetworkSettings("none", mirror_base="https://artifacts.example/nvidia/")
    assert pypi_mirrors.chosen_mirror(settings, mirrors) is None
    remembered = remember_package_index(settings, pypi_mirrors.find_mirror("tsinghua", mirrors).id)
    assert load_network_settings() == remembered == replace(settings, package_index="tsinghua")
    chosen = pypi_mirrors.chosen_mirror(load_network_settings(), mirrors)
    assert chosen is not None and chosen.id == "tsinghua"
    assert pypi_mirrors.chosen_mirror(replace(settings, package_index="gone"), mirrors) is None  # no longer listed
    with pytest.raises(BadInputError):
        pypi_mirrors.find_mirror("nowhere", mirrors)
