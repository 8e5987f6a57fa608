"""tools/propose_releases.py against a loopback index (real HTTP on 127.0.0.1) serving recorded metadata of real
TensorFlow releases (tests/fixtures/index: the Linux x86_64 wheels of 2.20.0, 2.21.0 and 2.22.0rc0 and one METADATA
each). 2.21.0's METADATA is served as PEP 658 files; 2.20.0's only inside its wheel, read with range requests (the
wheel is a zip holding the recorded METADATA: the real one is 600 MB)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from typing import Any

import pytest

from tests.cli.support import REPO, cli_env
from tests.core.http_server import FileServer, serving

FIXTURES = REPO / "tests" / "fixtures" / "index"


def _serve_index(server: FileServer) -> str:
    recorded = json.loads((FIXTURES / "tensorflow-files.json").read_text(encoding="utf-8"))["releases"]
    files = []
    for version, release in recorded.items():
        metadata = (FIXTURES / f"tensorflow-{version}.METADATA").read_bytes()
        for python in release["python"]:
            tag = "cp" + python.replace(".", "")
            name = f"tensorflow-{version}-{tag}-{tag}-{release['tag']}.whl"
            url = server.add(f"/files/{name}", _wheel_holding(version, metadata))
            pep658 = version != "2.20.0"
            if pep658:
                server.add(f"/files/{name}.metadata", metadata)
            files.append({"filename": name, "url": f"../../files/{name}", "hashes": {}, "core-metadata": pep658})
            assert url
    server.add("/simple/tensorflow/", json.dumps({"name": "tensorflow", "files": files}).encode("utf-8"))
    return server.url("/simple/")


def _wheel_holding(version: str, metadata: bytes) -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as wheel:
        wheel.writestr("tensorflow/__init__.py", b"")
        wheel.writestr(f"tensorflow-{version}.dist-info/METADATA", metadata)
    return data.getvalue()


def _propose(index: str, *extra: str, timeout: float = 120) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "propose_releases.py"), index, *extra],
                          capture_output=True, text=True, check=False, timeout=timeout, env=cli_env(), cwd=REPO)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_known_releases_match_their_rows_and_the_release_candidate_is_a_prerelease() -> None:
    with serving() as server:
        index = _serve_index(server)
        result = _propose(index, "--all")
        ranges = [hit for hit in server.gets() if hit.range]
    assert [c["version"] for c in result["compared"]] == ["2.20.0", "2.21.0"]
    assert all(c["differences"] == {} for c in result["compared"]), result["compared"]
    assert result["proposed"] == []  # nothing new to offer: the only new release is a pre-release
    [candidate] = result["prereleases"]
    assert candidate["versions"] == ["2.22.0rc0"] and candidate["prerelease"] is True
    assert (candidate["cuda"], candidate["cudnn"], candidate["cudnn_min"]) == ("12.5", "9.10", "9.10.2")
    assert candidate["glibc_min"] == "2.27" and candidate["proposed_from"]["metadata"].endswith(".metadata")
    assert ranges, "2.20.0's METADATA was read from inside its wheel with range requests"


def test_without_all_only_what_the_catalog_lacks_is_read() -> None:
    with serving() as server:
        result = _propose(_serve_index(server))
        wheels_read = {hit.path for hit in server.gets() if hit.path.startswith("/files/")}
    assert result["compared"] == [] and [r["versions"] for r in result["prereleases"]] == [["2.22.0rc0"]]
    assert all("2.22.0rc0" in path for path in wheels_read)


def pip_index_url() -> str:
    """The index pip is configured to use here, else pip's own default (its address is pip's, not written here)."""
    configured = subprocess.run([sys.executable, "-m", "pip", "config", "get", "global.index-url"],
                                capture_output=True, text=True, check=False, timeout=120)
    if configured.returncode == 0 and configured.stdout.strip():
        return configured.stdout.strip()
    from pip._internal.models.index import PyPI  # pip's default index, as pip itself names it

    return str(PyPI.simple_url)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_against_the_real_index_the_known_releases_match_and_the_candidate_is_a_prerelease() -> None:
    """The slow tier: the same check on the real index (JSON simple API; range requests into the real wheels where
    it serves no PEP 658 file), reading only the three releases the loopback test records."""
    result = _propose(pip_index_url(), "--all", "--release", "2.20.0", "--release", "2.21.0",
                      "--release", "2.22.0rc0", timeout=540)
    assert [c["version"] for c in result["compared"]] == ["2.20.0", "2.21.0"]
    assert all(c["differences"] == {} for c in result["compared"]), result["compared"]
    assert result["proposed"] == []
    [candidate] = result["prereleases"]
    assert candidate["versions"] == ["2.22.0rc0"] and candidate["prerelease"] is True
    assert (candidate["cuda"], candidate["cudnn"], candidate["cudnn_min"]) == ("12.5", "9.10", "9.10.2")
