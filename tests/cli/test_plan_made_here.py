"""Issue 28, items 1 and 5: every plan file is made again here, this machine's own too, and a plan that must prove
the GPU never skips its proof.

The host id is no credential: a file carrying this machine's id that differs from what the planner makes here
now (a download's address and checksum, the package under the plan's TensorFlow version, an unknown schema) is
refused with exit 2 before anything is fetched, run or journaled. ``apply --continue-wsl`` re-plans from this
machine's probe, never from the facts its file carries.

Stood in, as no GPU is here: this machine's probe (``wizard.core.probe.probe_machine``) answers a facts file of
a Linux PC with a GTX 750 Ti on driver 418 (CUDA 10.1 from NVIDIA's runfile), an RTX 3090, or an RTX 5090 (the
conda-forge plan that must prove itself), stamped with this
host's fingerprint; the CLI runs in this process so the stand-in reaches it. The planner and catalog are real, as
are the attacker's server on 127.0.0.1, its installer (a script that would leave a marker), the files and the
journal. Where no GPU is needed (a CPU plan), a real child process runs on the real probe.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.http_server import serving
from tests.core.pyenv_fixtures import installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.basics.facts import MachineFacts, load_facts
from wizard.cli import main
from wizard.core.apply.resume import ResumeState
from wizard.core.plan import Plan, TfChoice, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id
from wizard.core.pyenv.envs import env_prefix

FACTS = Path(__file__).resolve().parents[1] / "fixtures" / "facts"
POSIX_RUNFILE = "the attacker's installer is a shell script, NVIDIA's Linux runfile's form"


def _this_machine(monkeypatch: pytest.MonkeyPatch, name: str) -> MachineFacts:
    facts = replace(load_facts(FACTS / name), host_id=current_host_id())
    monkeypatch.setattr("wizard.core.probe.probe_machine", lambda: facts)
    return facts


def _write(tmp_path: Path, plan: Plan, name: str = "plan.json") -> Path:
    path = tmp_path / name
    path.write_text(plan.to_json(), encoding="utf-8")
    return path


def _nothing_journaled() -> None:
    assert not list(Path.home().rglob("journal.json")), "something was journaled"


@pytest.mark.posix_only(POSIX_RUNFILE)
def test_a_this_host_plan_with_an_attackers_cuda_installer_is_refused_and_the_file_never_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    facts = _this_machine(monkeypatch, "linux-gtx750ti-maxwell-driver-418.json")  # CUDA 10.1 from NVIDIA's runfile
    here = make_plan(facts, Wishes())
    assert here.ok and "install-cuda" in [step.id for step in here.steps], here.blockers
    marker = tmp_path / "owned"
    payload = f"#!/bin/sh\necho owned > {marker}\n".encode()
    with serving() as server:  # both files from the attacker, each with its own checksum
        served = {item.kind: payload if item.kind == "cuda-installer" else b"an archive" for item in here.downloads}
        plan = replace(here, downloads=tuple(
            replace(item, url=server.add("/" + item.file, served[item.kind]), md5=None, checksums_url=None,
                    sha256=hashlib.sha256(served[item.kind]).hexdigest(), size=len(served[item.kind]))
            for item in here.downloads))
        url = next(item.url for item in plan.downloads if item.kind == "cuda-installer")
        code = main(["apply", "--plan", str(_write(tmp_path, plan)), "--yes", "--skip-verify",
                     "--dest", str(tmp_path / "files"), "--cuda-root", str(tmp_path / "cuda")])
        gets = server.gets()
    err = capsys.readouterr().err
    assert code == 2, err
    assert "not the one the wizard makes for this machine now" in err and "reference: plan-not-made-here" in err
    assert f"download cuda-installer url {url}" in err and "Traceback" not in err
    assert gets == [] and not marker.exists() and not (tmp_path / "files").exists()
    assert not (tmp_path / "cuda").exists()
    _nothing_journaled()


def test_a_this_host_plan_with_another_package_under_its_tensorflow_version_installs_nothing(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """A real child on the real probe: the CPU plan made here, its package swapped for one of the same version
    (a plain pin, so the route's shape allows it)."""
    from wizard.core.probe import probe_machine

    here = make_plan(probe_machine(), Wishes(route="cpu"))
    assert here.ok and here.tensorflow is not None, here.blockers
    version = here.tensorflow.version
    swapped = replace(here, tensorflow=TfChoice(version, "tinytf", f"tinytf=={version}"))
    for command in (("env", "create"), ("apply",)):
        result = run_cli(*command, "--plan", str(_write(tmp_path, swapped)), "--index", tiny_index.url, "--yes")
        assert result.returncode == 2, result.stderr
        assert f"package tinytf (made here: {here.tensorflow.package})" in result.stderr
        assert "Traceback" not in result.stderr
    assert tiny_index.requests == [] and not env_prefix("tf").exists()
    _nothing_journaled()


def test_a_plan_of_a_schema_this_version_does_not_know_is_not_read(tmp_path: Path) -> None:
    from wizard.core.probe import probe_machine

    here = make_plan(probe_machine(), Wishes(route="cpu"))
    document = json.loads(here.to_json())
    document["schema"] = 99
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    for command in (("apply", "--plan", str(path), "--dry-run"), ("env", "create", "--plan", str(path), "--dry-run")):
        result = run_cli(*command)
        assert result.returncode == 2, result.stdout + result.stderr
        assert "99 is not a plan schema this version of the wizard reads (1, 2, 3)" in result.stderr
        assert "Traceback" not in result.stderr
    _nothing_journaled()


def test_continue_wsl_makes_the_plan_again_from_this_machines_probe_not_the_facts_its_file_carries(
    tmp_path: Path,
) -> None:
    """The saved state of another machine: an RTX 3090 PC's facts and its Linux GPU plan. Read as it says, the
    plan would fit those facts; made again from this machine's own probe (no GPU here), it does not."""
    other = load_facts(FACTS / "linux-rtx3090-driver-535.json")
    plan = make_plan(other, Wishes())
    assert plan.ok and plan.route == "linux", plan.blockers
    saved = ResumeState(plan, other, (), "run-elsewhere", "2026-01-01T00:00:00Z")
    state = tmp_path / "wsl-resume.json"
    state.write_text(saved.to_json(), encoding="utf-8")
    result = run_cli("apply", "--continue-wsl", str(state), "--dry-run", "--dest", str(tmp_path / "files"))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "does not fit this one" in result.stderr and "Traceback" not in result.stderr
    assert "Would" not in result.stdout  # refused before the first step's preview
    _nothing_journaled()


def test_skip_verify_is_refused_for_a_plan_that_keeps_its_env_only_once_proved_on_the_gpu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    facts = _this_machine(monkeypatch, "linux-rtx5090-blackwell.json")
    plan = make_plan(facts, Wishes())
    assert plan.ok and "prove-gpu" in [step.id for step in plan.steps], plan.blockers
    path = str(_write(tmp_path, plan))
    for extra in (("--dry-run",), ("--yes",)):
        code = main(["apply", "--plan", path, "--skip-verify", *extra])
        err = capsys.readouterr().err
        assert code == 2, err
        assert "its verification cannot be left out" in err and "Traceback" not in err
    _nothing_journaled()
    assert main(["apply", "--plan", path, "--dry-run"]) == 0, capsys.readouterr().err  # without it: planned


@pytest.mark.posix_only("the stand-in probe says Linux: the dry run previews a Linux machine's folders")
def test_a_plan_made_earlier_here_in_chinese_still_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The legitimate case: the plan this machine made before (its titles and reasons in another language) is the
    plan made now, so it runs (a dry run here: every step previewed)."""
    from wizard.basics import i18n

    facts = _this_machine(monkeypatch, "linux-rtx3090-driver-535.json")
    i18n.set_language("zh_CN")
    try:
        earlier = make_plan(facts, Wishes())
    finally:
        i18n.set_language("en")
    code = main(["apply", "--plan", str(_write(tmp_path, earlier)), "--dry-run", "--dest", str(tmp_path / "f")])
    assert code == 0, capsys.readouterr().err
    assert "Dry run: nothing was downloaded, run or changed." in capsys.readouterr().out
