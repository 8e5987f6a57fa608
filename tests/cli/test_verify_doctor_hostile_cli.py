"""``verify``, ``doctor`` and ``report`` run for real against hostile input: a relative ``--python`` (taken from
the current folder), an interpreter that answers NaN (the JSON printed stays JSON), a FIFO, a device or a folder
given as a log or a document (refused at once with exit 2 and a hint, never waited on). The interpreters are
real executable scripts (tests/core/verify/hostile_python.py). POSIX only: they run through ``#!``, and FIFOs."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.verify.hostile_python import PASSING, alive, hostile_python, printing_python

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stand-in interpreters run through #!; os.mkfifo")


def _strict(text: str) -> dict[str, object]:
    """JSON as the standard says: no NaN, no Infinity."""
    def refuse(constant: str) -> None:
        raise AssertionError(f"{constant} in the JSON output")

    value = json.loads(text, parse_constant=refuse)
    assert isinstance(value, dict)
    return value


def test_a_relative_python_is_taken_from_the_current_folder(tmp_path: Path) -> None:
    printing_python(tmp_path / "env" / "bin", json.dumps(PASSING))
    env = {"TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data")}
    result = run_cli("verify", "--python", "env/bin/python", "--json", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert _strict(result.stdout)["checks"][0]["ok"] is True  # type: ignore[index]
    doctor = run_cli("doctor", "--python", os.path.join("env", "bin", "python"), "--json", env=env, cwd=tmp_path)
    assert "could not be started" not in doctor.stderr and "Traceback" not in doctor.stderr
    assert _strict(doctor.stdout)["verification"] is not None


@pytest.mark.parametrize("given", ["env", "env/python.txt", "env/missing"], ids=["folder", "not-executable", "missing"])
def test_a_relative_python_that_cannot_run_is_bad_input_naming_the_full_path(tmp_path: Path, given: str) -> None:
    (tmp_path / "env").mkdir()
    (tmp_path / "env" / "python.txt").write_text("not a program\n", encoding="utf-8")
    for command in ("verify", "doctor"):
        result = run_cli(command, "--python", given, env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)}, cwd=tmp_path)
        assert result.returncode == 2, result.stderr
        assert str(tmp_path / given) in result.stderr and "hint:" in result.stderr
        assert "Traceback" not in result.stderr


def test_an_answer_holding_nan_fails_and_the_json_printed_is_still_json(tmp_path: Path) -> None:
    answer = json.dumps(PASSING).replace('"speedup": 4.0', '"speedup": NaN')
    python = printing_python(tmp_path / "bin", answer)
    result = run_cli("verify", "--python", str(python), "--json", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 1, result.stderr
    document = _strict(result.stdout)
    assert [c["id"] for c in document["checks"]] == ["script"]  # type: ignore[union-attr,index]


def test_doctor_does_not_pass_the_users_pythonpath_to_the_env(tmp_path: Path) -> None:
    """The wizard runs with a PYTHONPATH holding a stand-in ``tensorflow`` (as a user's shell may): the env's
    interpreter (this test's Python, which has no TensorFlow) must not see it, in the preflight or the run."""
    shadow = tmp_path / "shadow" / "tensorflow"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('shadow from the user PYTHONPATH')\n", encoding="utf-8")
    env = {"PYTHONPATH": os.pathsep.join([str(REPO), str(shadow.parent)]), "TFGPU_WIZARD_DATA_DIR": str(tmp_path)}
    result = run_cli("doctor", "--python", sys.executable, "--json", env=env)
    assert result.returncode == 1, result.stderr
    document = _strict(result.stdout)
    assert "shadow from the user PYTHONPATH" not in result.stdout
    assert document["preflight"]["tensorflow_found"] is False  # type: ignore[index]
    assert "No module named" in json.dumps(document["verification"])


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "input.fifo"
    os.mkfifo(path)
    return path


def _refused(*args: str) -> str:
    result = run_cli(*args, timeout=30)  # a blocking open would run into this and fail the test, not hang it
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "hint:" in result.stderr and "Traceback" not in result.stderr
    return result.stderr


def test_doctor_refuses_a_fifo_a_device_and_a_folder_as_its_log(fifo: Path, tmp_path: Path) -> None:
    assert "named pipe" in _refused("doctor", "--log", str(fifo))
    assert "device" in _refused("doctor", "--log", "/dev/zero")
    assert "device" in _refused("doctor", "--log", "/dev/urandom")
    assert "is a folder" in _refused("doctor", "--log", str(tmp_path))


def test_report_refuses_a_fifo_or_a_device_as_its_verification_or_doctor_document(fifo: Path) -> None:
    assert "named pipe" in _refused("report", "--verification", str(fifo), "--format", "json")
    assert "named pipe" in _refused("report", "--doctor", str(fifo), "--format", "json")
    assert "device" in _refused("report", "--doctor", "/dev/urandom", "--format", "json")


@pytest.mark.parametrize("timeout", ["inf", "nan", "-1"])
def test_a_timeout_that_is_no_limit_is_bad_input(timeout: str, tmp_path: Path) -> None:
    """The timeout is a real limit: infinity (which would wait forever on a hang) is refused like 0."""
    for command in ("verify", "doctor"):
        result = run_cli(command, "--python", sys.executable, "--timeout", timeout,
                         env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
        assert result.returncode == 2, (command, result.stdout, result.stderr)
        assert "Traceback" not in result.stderr


def test_doctor_on_a_hanging_python_ends_at_its_timeout_with_everything_it_started(tmp_path: Path) -> None:
    """The preflight and the verification both run in the hanging interpreter (it forks a grandchild that keeps
    the pipes open, both ignore SIGTERM): the doctor ends, says so, and leaves no process behind."""
    pids = tmp_path / "pids"
    body = f"""\
        import os, signal, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        os.fork()
        open({str(pids)!r}, "a").write("%d\\n" % os.getpid())
        time.sleep(600)
        """
    python = hostile_python(tmp_path / "bin", body)
    result = run_cli("doctor", "--python", str(python), "--timeout", "2", "--json",
                     env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)}, timeout=60)
    assert result.returncode == 1, result.stderr
    document = _strict(result.stdout)
    codes = [f["code"] for f in document["findings"]]  # type: ignore[union-attr]
    assert "preflight-failed" in codes
    assert document["verification"]["checks"][0]["id"] == "timeout"  # type: ignore[index]
    found = [int(line) for line in pids.read_text().split()]
    assert found and not [pid for pid in found if alive(pid)]


@pytest.mark.parametrize("answer", ["[" * 100_000 + "]" * 100_000, '{"python": NaN}', "[1, 2]", '{"python": 1}'],
                         ids=["deep", "nan", "a-list", "wrong-shape"])
def test_doctor_on_a_python_with_a_hostile_answer_names_it_without_a_traceback(tmp_path: Path, answer: str) -> None:
    python = printing_python(tmp_path / "bin", answer)
    result = run_cli("doctor", "--python", str(python), "--json", env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path)})
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    document = _strict(result.stdout)
    assert "preflight-failed" in [f["code"] for f in document["findings"]]  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["../tf", "a/b", "", "con"])
def test_a_name_outside_the_allowlist_is_bad_input_before_any_path_is_made(name: str, tmp_path: Path) -> None:
    """An earlier attack class that still holds: ``--name`` never becomes a path outside the envs folder."""
    for command in ("verify", "doctor"):
        result = run_cli(command, "--name", name, env={"TFGPU_WIZARD_ENVS_DIR": str(tmp_path / "envs")})
        assert result.returncode == 2, result.stderr
        assert "environment name" in result.stderr and "Traceback" not in result.stderr
