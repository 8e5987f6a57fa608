"""``apply`` end to end on Linux, in real CLI processes: a whole plan into a sandbox, then ``undo``.

The plan's cuDNN archive is built by the test and served on 127.0.0.1; the CUDA root and HOME are
temporary; the env is made by uv from a local index of tiny wheels (fast variant, no verification: a
stand-in wheel is no TensorFlow) or from the default registry with the real ``tensorflow-cpu`` (slow,
then ``verify`` for real). After ``undo --all`` every file of the sandbox must be byte-identical.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.http_server import FileServer, serving
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.core.verify.tf_venv import CACHE, tensorflow_cpu_python, venv_python  # CACHE: resolved before HOME moves
from tests.e2e.apply_sandbox import Sandbox, make_sandbox, write_plan
from wizard.core.plan import TfChoice

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the Linux route")

TINY = TfChoice("1.0.0", "tinytf", "tinytf==1.0.0")


@pytest.fixture
def server() -> object:
    with serving() as state:
        yield state


def _journal(sandbox: Sandbox) -> list[dict[str, object]]:
    listed = run_cli("journal", "--json", env=sandbox.env)
    assert listed.returncode == 0, listed.stderr
    document = json.loads(listed.stdout)
    entries: list[dict[str, object]] = document["entries"] if isinstance(document, dict) else document
    return entries


def test_apply_runs_every_step_as_one_run_and_undo_leaves_the_sandbox_byte_identical(
    tmp_path: Path, server: FileServer, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    sandbox = make_sandbox(tmp_path)
    plan = write_plan(sandbox, server, TINY, PYTHON)
    before = sandbox.digest()
    report = sandbox.outside / "report.md"
    applied = run_cli("apply", "--plan", str(plan), "--yes", "--cuda-root", str(sandbox.cuda), "--dest",
                      str(sandbox.outside / "downloads"), "--index", tiny_index.url, "--skip-verify",
                      "--report", str(report), env=sandbox.env, timeout=300)
    assert applied.returncode == 0, applied.stdout + applied.stderr
    out = applied.stdout
    order = [out.index(f"== step {step}") for step in ("download", "install-cuda", "install-cudnn", "set-env-vars",
                                                         "create-env", "verify", "report")]
    assert order == sorted(order)
    assert "already in" in out and "tfgpu-wizard undo --last" in out
    assert (sandbox.cuda / "include" / "cudnn.h").read_bytes() == b"/* cudnn 8.9.7 */\n" * 50
    assert str(sandbox.cuda / "bin") in (sandbox.home / ".bashrc").read_text() + "".join(
        p.read_text() for p in (sandbox.home / ".config").rglob("*") if p.is_file())
    assert (sandbox.root / "envs" / "tf").is_dir() and any("tinytf" in path for path in tiny_index.requests)
    assert "## " in report.read_text(encoding="utf-8")
    assert [hit.path for hit in server.gets()] == ["/cudnn/cudnn-test-8.9.7.tar.xz"]
    runs = {entry["run_id"] for entry in _journal(sandbox)}
    assert len(runs) == 1, "every step of one apply is one run: undo --last reverses all of it"
    assert sandbox.digest() != before

    undone = run_cli("undo", "--all", env=sandbox.env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert sandbox.digest() == before


def test_dry_run_previews_every_step_and_changes_nothing_not_even_a_download(
    tmp_path: Path, server: FileServer, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    sandbox = make_sandbox(tmp_path)
    plan = write_plan(sandbox, server, TINY, PYTHON)
    before = sandbox.digest()
    dry = run_cli("apply", "--plan", str(plan), "--dry-run", "--cuda-root", str(sandbox.cuda), "--dest",
                  str(sandbox.outside / "downloads"), "--index", tiny_index.url, env=sandbox.env, timeout=120)
    assert dry.returncode == 0, dry.stdout + dry.stderr
    assert "Would download http://127.0.0.1" in dry.stdout
    assert "Would copy cuDNN" in dry.stdout and "LD_LIBRARY_PATH" in dry.stdout
    assert "Would write the report" in dry.stdout and "Dry run" in dry.stdout
    assert "would be made in" in dry.stdout and "is ready" not in dry.stdout  # nothing is ready after a dry run
    assert server.gets() == [] and tiny_index.requests == []
    assert sandbox.digest() == before
    assert not (sandbox.outside / "downloads").exists()
    assert not (sandbox.outside / "appdata" / "journal.json").exists()


def test_a_failing_step_stops_the_run_says_what_is_left_and_undo_last_reverses_the_rest(
    tmp_path: Path, server: FileServer, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    sandbox = make_sandbox(tmp_path)
    plan = write_plan(sandbox, server, TfChoice("9.9.9", "tinytf", "tinytf==9.9.9"), PYTHON)  # not on the index
    before = sandbox.digest()
    failed = run_cli("apply", "--plan", str(plan), "--yes", "--cuda-root", str(sandbox.cuda), "--dest",
                     str(sandbox.outside / "downloads"), "--index", tiny_index.url, env=sandbox.env, timeout=300)
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "step create-env" in failed.stderr and "Not done: step verify, step report" in failed.stderr
    assert "undo --last" in failed.stderr and "Traceback" not in failed.stderr
    assert not (sandbox.root / "envs" / "tf").exists()  # the failed step rolled itself back
    assert (sandbox.cuda / "include" / "cudnn.h").read_bytes() != b"/* an older cudnn 8.2 header */\n"
    undone = run_cli("undo", "--last", env=sandbox.env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert sandbox.digest() == before


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_apply_with_real_tensorflow_cpu_then_verify_then_undo_all(
    tmp_path: Path, server: FileServer, installer_isolation: Path, request: pytest.FixtureRequest  # noqa: F811
) -> None:
    """The real ``tensorflow-cpu`` from the default registry (uv's cache kept across runs, beside the cached
    venv of tests/core/verify/tf_venv.py), verified by ``apply`` and again by ``verify``."""
    from wizard.platform.pyenv_layout import venv_python as env_python

    version = _cached_tensorflow_version(venv_python(CACHE))
    sandbox = make_sandbox(tmp_path)
    env = {**sandbox.env, "UV_CACHE_DIR": str(CACHE.parent / "uv-cache")}
    plan = write_plan(sandbox, server, TfChoice(version, "tensorflow-cpu", f"tensorflow-cpu=={version}"), PYTHON)
    before = sandbox.digest()
    applied = run_cli("apply", "--plan", str(plan), "--yes", "--cuda-root", str(sandbox.cuda), "--dest",
                      str(sandbox.outside / "downloads"), "--report", str(sandbox.outside / "report.json"),
                      env=env, timeout=1500)
    assert applied.returncode == 0, (applied.stdout + applied.stderr)[-4000:]
    assert f"TensorFlow {version} works, on the CPU only" in applied.stdout
    report = (sandbox.outside / "report.json").read_text(encoding="utf-8")
    assert '"cpu_only": true' in report and version in report
    python = env_python(sandbox.root / "envs" / "tf")
    verified = run_cli("verify", "--python", str(python), "--json", "--steps", "3", env=env, timeout=600)
    assert verified.returncode == 0, verified.stderr[-3000:]
    document = json.loads(verified.stdout)
    assert document["cpu_only"] is True and document["tensorflow"]["version"] == version
    assert document["timing"]["cpu_seconds"] > 0
    undone = run_cli("undo", "--all", env=env)
    assert undone.returncode == 0, undone.stdout + undone.stderr
    assert sandbox.digest() == before


def _cached_tensorflow_version(python: Path) -> str:
    """The tensorflow-cpu the slow tests' cached venv holds (built on first use), so uv's cache has its wheels."""
    tensorflow_cpu_python()
    found = sorted(python.parent.parent.glob("lib/python*/site-packages/tensorflow_cpu-*.dist-info"))
    assert found, "the cached venv has no tensorflow-cpu"
    return found[-1].name.removesuffix(".dist-info").split("-")[1]

