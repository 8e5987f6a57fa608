"""The hand-over's record of what each file was verified against, its README, and what ``apply`` takes from it.

Real files in tmp_path, the real planner over the profile fixtures, a real server on 127.0.0.1 for the one
run of ``apply``'s download step (in-process, to read the state it hands on to the CUDA step).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.core.http_server import serving
from tests.fakes.made_here import planner_makes
from wizard.basics.errors import BadInputError
from wizard.basics.events import run_to_completion
from wizard.basics.facts import load_facts
from wizard.core.apply.machine import _checksums
from wizard.core.apply.model import ApplyOptions
from wizard.core.apply.run import apply_plan_step, new_state
from wizard.core.by_hand.handover import apply_command, handover_commands, readme_text
from wizard.core.download.recorded import CHECKSUMS_NAME, FROM_PLAN, RecordedFile, read_records, write_records
from wizard.core.plan import Download, Plan, PlanStep, Wishes
from wizard.core.planner import make_plan
from wizard.core.planner.host_identity import current_host_id

FACTS = Path(__file__).resolve().parents[2] / "fixtures" / "facts"
MD5 = "0123456789abcdef0123456789abcdef"
RECORD = RecordedFile("cuda_9.0.176_384.81_linux.run", "cuda-installer", "md5", MD5, 12, "https://x/md5sum.txt")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def test_records_round_trip_and_leave_no_temporary_file(tmp_path: Path) -> None:
    other = RecordedFile("cudnn.tgz", "cudnn-archive", "sha256", "ab" * 32, 5, FROM_PLAN)
    folder = tmp_path / "usb"
    folder.mkdir()
    write_records(folder, [RECORD, other])
    assert read_records(folder) == {RECORD.name: RECORD, other.name: other}
    assert [p.name for p in folder.iterdir()] == [CHECKSUMS_NAME]
    assert read_records(tmp_path / "nowhere") == {}


@pytest.mark.parametrize("broken", [
    b"not json", b'{"schema": 2, "files": []}', b'{"schema": 1}', b'{"schema": 1, "files": [1]}',
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "extra": 1}]}).encode(),
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "name": "../evil.run"}]}).encode(),
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "size": -1}]}).encode(),
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "size": True}]}).encode(),
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "algorithm": "crc32"}]}).encode(),
    json.dumps({"schema": 1, "files": [{**RECORD.__dict__, "hexdigest": "abc"}]}).encode(),
])
def test_a_record_that_is_not_what_the_handover_writes_is_refused_naming_the_file(
    tmp_path: Path, broken: bytes
) -> None:
    (tmp_path / CHECKSUMS_NAME).write_bytes(broken)
    with pytest.raises(BadInputError) as caught:
        read_records(tmp_path)
    assert CHECKSUMS_NAME in caught.value.message and CHECKSUMS_NAME in caught.value.hint


def _listed_plan(**installer: object) -> Plan:
    download = Download("cuda-installer", RECORD.name, "https://x/cuda.run", checksums_url="https://x/md5sum.txt")
    return Plan(route="linux", tensorflow=None, python="3.11", cuda="9.0", cudnn=None,
                downloads=(replace(download, **installer),),  # type: ignore[arg-type]
                steps=(PlanStep("install-cuda", "Install CUDA"),))


def test_the_manual_install_command_carries_the_recorded_md5_only_where_the_plan_has_none() -> None:
    listed = handover_commands(_listed_plan(), recorded={RECORD.name: RECORD})
    assert listed == [f"tfgpu-wizard install-cuda --installer {RECORD.name} --plan plan.json --md5 {MD5}"]
    assert "--md5" not in handover_commands(_listed_plan())[0]
    assert "--md5" not in handover_commands(_listed_plan(sha256="ab" * 32), recorded={RECORD.name: RECORD})[0]


@pytest.mark.parametrize("profile", ["windows-gtx1080-driver-398.json", "linux-rtx3090-driver-535.json"])
def test_the_readme_offers_the_one_command_first_and_the_manual_way_below(profile: str) -> None:
    plan = make_plan(load_facts(FACTS / profile), Wishes())
    text = readme_text(plan, [], [])
    assert apply_command() == "tfgpu-wizard apply --plan plan.json --dest ."  # same in sh, cmd and PowerShell
    first = text.index(apply_command())
    manual = handover_commands(plan)
    assert manual and all(text.index(command) > first for command in manual)
    assert "checksums.json" in text


def test_apply_hands_the_md5_read_from_the_list_on_to_the_cuda_step(tmp_path: Path) -> None:
    """Without it, a plan whose installer only NVIDIA's list vouches for could not run the installer."""
    data = b"#!/bin/sh\nexit 0\n" * 100
    with serving() as server:
        server.add("/cuda.run", data)
        server.add("/md5sum.txt", f"{hashlib.md5(data).hexdigest()}  {RECORD.name}\n".encode())
        plan = replace(_listed_plan(url=server.url("/cuda.run"), checksums_url=server.url("/md5sum.txt")),
                       steps=(PlanStep("download", "Download"),), host_id=current_host_id())
        planner_makes(plan)  # its files are served on 127.0.0.1, not from the catalog's addresses
        state = new_state(plan, ApplyOptions(dest=tmp_path / "files"), dry_run=False)
        run_to_completion(apply_plan_step(state, lambda: None))
    assert (tmp_path / "files" / RECORD.name).read_bytes() == data
    assert _checksums(state, plan.downloads[0]) == (None, hashlib.md5(data).hexdigest())


def test_the_engine_never_replaces_a_different_file_in_a_folder_it_was_told_to_keep(tmp_path: Path) -> None:
    import requests

    from wizard.core.download.engine import DownloadRequest, download_file
    from wizard.core.download.errors import FileDiffersError
    from wizard.core.download.hashing import Expected

    data = b"the real file" * 100
    target = tmp_path / "cuda.run"
    target.write_bytes(b"the user's own file")
    with serving() as server, requests.Session() as session:
        url = server.add("/cuda.run", data)
        expected = Expected("sha256", hashlib.sha256(data).hexdigest())
        kept = DownloadRequest(url, target, expected, len(data), keep_existing=True)
        with pytest.raises(FileDiffersError) as caught:
            run_to_completion(download_file(kept, session))
        assert server.gets() == [] and target.read_bytes() == b"the user's own file"
        assert "cuda.run" in caught.value.message and caught.value.exit_code == 2
        run_to_completion(download_file(replace(kept, keep_existing=False), session))  # the cache's own rule
    assert target.read_bytes() == data


def test_commands_follow_the_machines_os_not_only_the_route() -> None:
    """A CPU or WSL2 plan made from a Windows machine's facts (here, on Linux) gets Windows commands: the CPU
    plan's venv in cmd's words, the WSL2 plan's 'wsl --install' first (both were written for Linux before)."""
    from wizard.basics.facts import load_facts
    from wizard.core.plan import Wishes
    from wizard.core.planner import make_plan

    facts = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "gui_rtx4070_windows11.json")
    cpu = make_plan(facts, Wishes(route="cpu"))
    assert cpu.os_family == "windows" and all(alt.os_family == "windows" for alt in cpu.alternatives)
    assert any("Scripts\\activate.bat" in command for command in handover_commands(cpu))
    assert not any("bin/activate" in command for command in handover_commands(cpu))
    wsl = make_plan(facts, Wishes(route="wsl2"))
    assert any(command.startswith("wsl --install") for command in handover_commands(wsl))
