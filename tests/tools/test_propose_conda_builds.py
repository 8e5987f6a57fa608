"""tools/propose_releases.py ``--conda-channel``: a real conda channel made in the test (real ``.tar.bz2`` packages
indexed by py-rattler into a real ``repodata.json``), served over HTTP on 127.0.0.1, laid out as conda-forge lays
out its TensorFlow: CUDA builds named ``cuda128py312h<hash>_201`` beside CPU builds. The channel cannot be reached
from here, so its builds are the ones the catalog's conda row describes (2.19.1, CUDA 12.8, Pythons 3.10-3.12,
build 201), one new release on CUDA 12.9 and a release candidate."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.cli.support import REPO, cli_env
from tests.core.conda_channel import Package, make_channel
from tests.core.http_server import FileServer, serving


def _tensorflow(version: str, cuda: str, python: str, number: int) -> Package:
    tag = python.replace(".", "")
    return Package("tensorflow", version, depends=(f"python >={python},<{python}.0a0".replace(
        f"<{python}.0a0", f"<3.{int(python.split('.')[1]) + 1}.0a0"), f"__cuda >={cuda[:-1]}.{cuda[-1]}"),
        build=f"cuda{cuda}py{tag}h1a2b3c4_{number}", build_number=number)


def _channel(folder: Path) -> Path:
    packages = [_tensorflow("2.19.1", "128", python, 201) for python in ("3.10", "3.11", "3.12")]
    packages += [_tensorflow("2.20.0", "129", python, 200) for python in ("3.11", "3.12", "3.13")]
    packages += [_tensorflow("2.20.0", "129", "3.13", 202)]
    packages += [_tensorflow("2.21.0rc0", "129", "3.12", 200)]
    packages += [Package("tensorflow", "2.20.0", depends=("python >=3.12,<3.13.0a0",), build="cpu_py312h1a2b3c4_0")]
    return make_channel(folder / "conda-forge", packages)


def _serve_channel(server: FileServer, channel: Path) -> str:
    for path in channel.rglob("*"):
        if path.is_file():
            server.add("/" + path.relative_to(channel.parent).as_posix(), path.read_bytes())
    return server.url("/conda-forge")


def _propose(*arguments: str) -> tuple[int, dict[str, Any], str]:
    done = subprocess.run([sys.executable, str(REPO / "tools" / "propose_releases.py"), *arguments],
                          capture_output=True, text=True, check=False, timeout=120, env=cli_env(), cwd=REPO)
    return done.returncode, json.loads(done.stdout) if done.returncode == 0 else {}, done.stderr


def test_the_channels_cuda_builds_become_rows_like_the_catalogs(tmp_path: Path) -> None:
    channel = _channel(tmp_path)
    with serving() as server:
        code, result, stderr = _propose("--conda-channel", _serve_channel(server, channel), "--all")
    assert code == 0, stderr
    conda = result["conda"]
    assert conda["compared"] == [{"version": "2.19.1", "build": "cuda128*", "differences": {}}]
    [row] = conda["proposed"]
    assert {key: row[key] for key in ("channel", "package", "version", "build", "first_build_number", "python",
                                      "python_default", "cuda", "driver_min", "routes", "arch", "subdir")} == {
        "channel": "conda-forge", "package": "tensorflow", "version": "2.20.0", "build": "cuda129*",
        "first_build_number": 200, "python": ["3.11", "3.12", "3.13"], "python_default": "3.13", "cuda": "12.9",
        "driver_min": "575", "routes": ["linux", "wsl2"], "arch": "x86_64", "subdir": "linux-64"}
    assert row["prerelease"] is False and "sass" in row["left_to_review"]
    assert row["proposed_from"]["repodata"].endswith("/conda-forge/linux-64/repodata.json")
    assert len(row["proposed_from"]["builds"]) == 4  # the CPU build is not a CUDA build
    [candidate] = conda["prereleases"]
    assert candidate["version"] == "2.21.0rc0" and candidate["prerelease"] is True


def test_without_all_only_what_the_catalog_lacks_and_a_changed_row_is_named(tmp_path: Path) -> None:
    channel = _channel(tmp_path)
    repodata = channel / "linux-64" / "repodata.json"
    document = json.loads(repodata.read_text(encoding="utf-8"))
    records = {**document.get("packages", {}), **document.get("packages.conda", {})}
    next(r for r in records.values() if r["build"].startswith("cuda128py310"))["build_number"] = 200  # rebuilt
    repodata.write_text(json.dumps(document), encoding="utf-8")
    code, result, stderr = _propose("--conda-channel", channel.as_uri())  # a channel folder read as file://
    assert code == 0, stderr
    assert result["conda"]["compared"] == [] and [r["version"] for r in result["conda"]["proposed"]] == ["2.20.0"]
    code, result, stderr = _propose("--conda-channel", channel.as_uri(), "--all")
    assert result["conda"]["compared"][0]["differences"] == {
        "first_build_number": {"catalog": 201, "channel": 200}}


def test_no_index_and_no_channel_is_bad_input() -> None:
    code, _, stderr = _propose()
    assert code == 2 and "give a package index, a conda channel, or both" in stderr
