"""The WSL2 route fetches the wizard's Linux build (the release's own asset) and verifies it before anything goes
inside; a wrong checksum is refused with nothing unpacked; offline, the message says what to do.

Stood in, as in tests/core/wsl/test_wsl_route_cli.py: wsl.exe and the Windows behind it, the registry, this
process's facts, and the GPU inside. The "release" is a real HTTP server on 127.0.0.1 serving the archive; the pin
the release build writes into the app (resources/linux-build.json, installers/pin_linux_build.py) is handed to the
route through ``pinned_linux_build``, as a checkout has none. Real: the CLI, the download engine, the journal, and
inside the distribution the Linux CLI making a real uv environment from a package index on 127.0.0.1.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.http_server import FileServer, serving
from tests.core.pypi_index import SimpleIndex
from tests.core.wsl.route_support import cli, index, linux_bundle, stand_in_windows, write_plan  # noqa: F401  (a fixture)
from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.wsl_standin import WslStandin
from wizard.basics.events import run_to_completion
from wizard.core.apply.linux_build import LinuxBuildOfflineError, LinuxBuildPin, fetch_linux_build
from wizard.core.download.cache import downloads_dir
from wizard.core.download.errors import FileDiffersError
from wizard.core.download.network import NetworkSettings
from wizard.core.download.state import partial_path
from wizard.core.wsl.bundle import BUNDLE_NAME, BUNDLE_VARIABLE


@pytest.fixture
def release(tmp_path: Path) -> Iterator[tuple[FileServer, bytes]]:
    """A loopback "release" serving the Linux build's archive as the release's asset."""
    archive = linux_bundle(tmp_path / "release", glibc_floor="2.17").read_bytes()
    with serving() as server:
        server.add(f"/v0.1.0/{BUNDLE_NAME}", archive)
        yield server, archive


@pytest.fixture
def windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[WslStandin, MemoryRegistry]:
    """WSL on, no distribution yet, and no Linux build beside the app: only the release has it."""
    made = stand_in_windows(tmp_path, monkeypatch, gpu_driver="552.22")
    made[0].change(installed=True)
    monkeypatch.delenv(BUNDLE_VARIABLE)
    return made


@pytest.fixture
def pinned(release: tuple[FileServer, bytes], monkeypatch: pytest.MonkeyPatch) -> tuple[FileServer, bytes]:
    """The release, and the app pinned to its build."""
    _pin(monkeypatch, *release)
    return release


def _pin(monkeypatch: pytest.MonkeyPatch, server: FileServer, archive: bytes, *, sha256: str = "") -> LinuxBuildPin:
    pin = LinuxBuildPin(server.url(f"/v0.1.0/{BUNDLE_NAME}"), sha256 or hashlib.sha256(archive).hexdigest(),
                        len(archive))
    monkeypatch.setattr("wizard.core.apply.wsl_side.pinned_linux_build", lambda: pin)
    return pin


def _fetched(step: Iterator[object]) -> Path:
    return run_to_completion(step)[1]  # type: ignore[arg-type]


def _inside_calls(standin: WslStandin) -> list[list[str]]:
    return [call[7:] for call in standin.calls() if call[:4] == ["-d", "Ubuntu-24.04", "-u", "ada"]]


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_the_route_fetches_and_verifies_the_release_build_before_running_it_inside(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], index: SimpleIndex,  # noqa: F811
        pinned: tuple[FileServer, bytes], capsys: pytest.CaptureFixture[str]) -> None:
    standin, _registry = windows
    server, archive = pinned
    code = cli("apply", "--plan", str(write_plan(tmp_path)), "--yes", "--index", index.url, "--wsl-user", "ada")
    done = capsys.readouterr()
    assert code == 0, done.err
    assert [hit.path for hit in server.gets()] == [f"/v0.1.0/{BUNDLE_NAME}"]
    fetched = downloads_dir() / BUNDLE_NAME
    assert fetched.read_bytes() == archive
    home = standin.distro_root("Ubuntu-24.04") / "home" / "ada"
    assert (home / ".local" / "share" / "tfgpu-wizard-windows" / "linux-cli" / "tfgpu-wizard").is_file()
    assert any("apply" in call for call in _inside_calls(standin))
    assert "== Inside Ubuntu-24.04: Check that TensorFlow sees the GPU" in done.out


@pytest.mark.posix_only("the plan is carried out inside the stand-in distribution by Linux programs")
def test_a_release_build_with_another_checksum_is_refused_and_nothing_goes_inside(
        tmp_path: Path, windows: tuple[WslStandin, MemoryRegistry], release: tuple[FileServer, bytes],
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    standin, _registry = windows
    server, archive = release
    _pin(monkeypatch, server, archive, sha256=hashlib.sha256(b"another build").hexdigest())
    code = cli("apply", "--plan", str(write_plan(tmp_path)), "--yes", "--wsl-user", "ada")
    out = capsys.readouterr()
    assert code != 0 and "(reference: download-checksum-mismatch)" in out.err, out.err
    fetched = downloads_dir() / BUNDLE_NAME
    assert not fetched.exists() and not partial_path(fetched).exists()
    assert not [call for call in _inside_calls(standin) if {"tar", "dd", "mkdir"} & set(call) or "apply" in call]
    assert not (standin.distro_root("Ubuntu-24.04") / "home" / "ada" / ".local").exists()


def test_offline_the_message_says_to_connect_or_use_a_file_and_the_download_resumes_later(
        tmp_path: Path, release: tuple[FileServer, bytes]) -> None:
    """The server drops the connection half-way, every time (as a network that goes away): the refusal names
    the way out; the partial file is kept, and the next run asks only for the rest (Range)."""
    server, archive = release
    pin = LinuxBuildPin(server.url(f"/v0.1.0/{BUNDLE_NAME}"), hashlib.sha256(archive).hexdigest(), len(archive))
    server.behaviour.drop_at, server.behaviour.drop_times = len(archive) // 2, 100
    with pytest.raises(LinuxBuildOfflineError) as refused:
        _fetched(fetch_linux_build(pin, tmp_path / "mine", NetworkSettings()))
    assert refused.value.reference == "download-network"
    assert "offline" in str(refused.value) and "--dest FOLDER" in refused.value.hint
    assert partial_path(tmp_path / "mine" / BUNDLE_NAME).is_file()
    server.behaviour.drop_at = None
    assert _fetched(fetch_linux_build(pin, tmp_path / "mine", NetworkSettings())).read_bytes() == archive
    assert server.gets()[-1].range is not None  # resumed, not fetched again from the start


def test_a_file_the_user_chose_is_used_when_it_verifies_and_refused_untouched_when_it_does_not(
        tmp_path: Path, release: tuple[FileServer, bytes]) -> None:
    server, archive = release
    pin = LinuxBuildPin(server.url(f"/v0.1.0/{BUNDLE_NAME}"), hashlib.sha256(archive).hexdigest(), len(archive))
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / BUNDLE_NAME).write_bytes(archive)
    assert _fetched(fetch_linux_build(pin, mine, NetworkSettings())) == mine / BUNDLE_NAME
    other = tmp_path / "other"
    other.mkdir()
    (other / BUNDLE_NAME).write_bytes(b"not the release's build")
    with pytest.raises(FileDiffersError):
        _fetched(fetch_linux_build(pin, other, NetworkSettings()))
    assert (other / BUNDLE_NAME).read_bytes() == b"not the release's build"
    assert not server.gets()  # neither asked the network
