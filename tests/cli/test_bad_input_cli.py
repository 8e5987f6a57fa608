"""Bad input is refused up front by the real CLI: exit 2, a message that says what to do, no traceback, and
nothing written (issue 8 items 7 and 8). Every case runs ``python -m wizard`` in a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.http_server import serving

FACTS = REPO / "tests" / "fixtures" / "facts"
GOOD_FACTS = FACTS / "linux-rtx3090-driver-535.json"
SHA = "a" * 64


def _refused(result: subprocess.CompletedProcess[str], words: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    assert "error:" in result.stderr and "hint:" in result.stderr, result.stderr
    assert words in result.stderr, result.stderr


def _files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


HOSTILE_DOCUMENTS = {
    "latin-1": b'{"os": {"family": "linux", "release": "caf\xe9"}}',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "long-integer": b'{"os": {"family": "linux"}, "gpus": [{"name": "x", "compute_capability": "8.6", '
                    b'"memory_mib": 1' + b"0" * 5000 + b"}]}",
    "long-version": b'{"os": {"family": "linux"}, "driver": {"version": "535.' + b"1" * 5000 + b'"}}',
    "nul-in-name": b'{"os": {"family": "linux"}, "gpus": [{"name": "RTX\\u0000", "compute_capability": "8.6"}]}',
    "nan": b'{"os": {"family": "linux"}, "gpus": [{"name": "x", "compute_capability": "8.6", "memory_mib": NaN}]}',
}


@pytest.mark.parametrize("kind", sorted(HOSTILE_DOCUMENTS))
def test_a_hostile_facts_file_is_refused(kind: str, tmp_path: Path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_bytes(HOSTILE_DOCUMENTS[kind])
    _refused(run_cli("plan", "--facts", str(facts)), "facts file")


@pytest.mark.parametrize("kind", ["latin-1", "deep", "long-integer", "nul-in-name"])
def test_a_hostile_plan_file_is_refused(kind: str, tmp_path: Path) -> None:
    plan = tmp_path / "plan.json"
    plan.write_bytes(HOSTILE_DOCUMENTS[kind])
    _refused(run_cli("download", "--plan", str(plan), "--dest", str(tmp_path / "out")), "plan")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "folder",
    ["/opt/a\nb/bin", "/opt/a\rb/bin", "/opt/a\vb/bin", "/opt/a\fb/bin", "/opt/a\x85b/bin", "/opt/a\u2028b/bin"],
    ids=["newline", "cr", "vt", "ff", "nel", "u2028"],
)
@pytest.mark.posix_only("the shell-file backend's refusal; on Windows `path add` writes the registry")
def test_a_folder_with_a_line_break_is_refused_and_nothing_is_written(folder: str, isolated_home: Path) -> None:
    _refused(run_cli("path", "add", folder), "cannot be written into a shell file")
    assert _files_under(isolated_home) == []
    assert run_cli("journal").returncode == 0  # and every later path command still works
    assert run_cli("path", "add", "/usr/local/cuda-11.2/bin").returncode == 0


@pytest.mark.parametrize(("folder", "words"), [("", "empty"), ("bin", "not a full path"),
                                               ("./cuda/bin", "not a full path")])
def test_an_empty_or_relative_folder_is_refused(folder: str, words: str, isolated_home: Path) -> None:
    _refused(run_cli("path", "add", folder), words)
    assert _files_under(isolated_home) == []


@pytest.mark.parametrize("name", ["PROMPT_COMMAND", "BASH_ENV", "LD_PRELOAD", "IFS"])
def test_a_variable_outside_the_allowlist_is_refused(name: str, isolated_home: Path) -> None:
    _refused(run_cli("path", "add", "/opt/tools/bin", "--variable", name), "does not change the variable")
    assert _files_under(isolated_home) == []


@pytest.mark.parametrize("home", ["", "missing"], ids=["empty", "missing"])
@pytest.mark.posix_only("HOME holds the shell files; Windows keeps PATH in the registry")
def test_a_home_that_is_not_a_folder_is_refused(home: str, tmp_path: Path) -> None:
    value = "" if home == "" else str(tmp_path / home)
    env = {"HOME": value, "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": str(tmp_path / "data")}
    before = _files_under(tmp_path)
    result = subprocess.run(
        [*_python_m_wizard(), "path", "add", "/usr/local/cuda-11.2/bin"], capture_output=True, text=True,
        cwd=tmp_path, env=_env(env), timeout=120, check=False,
    )
    _refused(result, "HOME")
    assert _files_under(tmp_path) == before


def _python_m_wizard() -> list[str]:
    import sys

    return [sys.executable, "-m", "wizard"]


def _env(extra: dict[str, str]) -> dict[str, str]:
    from tests.cli.support import cli_env

    return cli_env("en", extra)


def test_a_cuda_version_that_is_not_one_is_refused(tmp_path: Path) -> None:
    # NVIDIA's installer for this OS, so the version is what gets refused
    name = "cuda_11.8.0_522.06_windows.exe" if sys.platform == "win32" else "cuda_11.8.0_520.61.05_linux.run"
    installer = tmp_path / name
    installer.write_bytes(b"MZ" if sys.platform == "win32" else b"#!/bin/sh\n")
    _refused(run_cli("install-cuda", "--installer", str(installer), "--version", "abc", "--dry-run"),
             "not a CUDA version")


@pytest.mark.parametrize("command", ["install-cuda --installer", "install-cudnn --into /usr/local/cuda --archive"])
def test_a_missing_installer_file_is_refused(command: str, tmp_path: Path) -> None:
    _refused(run_cli(*command.split(), str(tmp_path / "cuda_11.8.0_520.61.05_linux.run"), "--dry-run"),
             "does not exist")


@pytest.mark.parametrize("out", ["", ".", "/tmp/"])
def test_download_out_must_name_a_file(out: str, tmp_path: Path) -> None:
    _refused(run_cli("download", "http://127.0.0.1:9/x", "--sha256", SHA, "--out", out, cwd=tmp_path),
             "must name a file")
    assert list(tmp_path.iterdir()) == [tmp_path / "home"]


def test_a_redirect_loop_is_reported_without_a_traceback(tmp_path: Path) -> None:
    with serving() as server:
        server.redirects["/a"] = "/b"
        server.redirects["/b"] = "/a"
        result = run_cli("download", server.url("/a"), "--sha256", SHA, "--out", str(tmp_path / "f.bin"))
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "redirects again and again" in result.stderr
    assert not (tmp_path / "f.bin").exists()


def test_control_characters_from_a_facts_file_are_escaped_on_the_terminal(tmp_path: Path) -> None:
    facts = json.loads(GOOD_FACTS.read_text(encoding="utf-8"))
    facts["gpus"][0]["name"] = "RTX\x1b]0;owned\x07\x1b[2J\r\u2028\u202e3090"
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(facts), encoding="utf-8")
    shown = run_cli("plan", "--facts", str(path))
    assert shown.returncode == 0, shown.stderr
    assert "RTX\\x1b]0;owned\\x07\\x1b[2J\\r\\u2028\\u202e3090" in shown.stdout
    for char in "\x1b\x07\r\u2028\u202e":
        assert char not in shown.stdout
    as_json = run_cli("plan", "--facts", str(path), "--json")
    assert json.loads(as_json.stdout)["reasons"]  # the escaped JSON is still the same JSON
    assert "\x1b" not in as_json.stdout and "\u2028" not in as_json.stdout
