"""``check``'s file and WSL findings: CUDA and cuDNN files the journal says the setup put in place, then removed
for real in tmp_path; WSL's state through its facts (wsl.exe cannot run here: the WslFacts seam stands in)."""

from __future__ import annotations

from pathlib import Path

from wizard.basics.facts import load_facts
from wizard.core.check.installed import file_changes, wsl_changes
from wizard.core.check.record import SetupRecord
from wizard.core.ops.journal import JournalEntry
from wizard.core.plan import Plan
from wizard.core.wsl.facts import WslDistro, WslFacts

FACTS = load_facts(Path(__file__).resolve().parents[2] / "fixtures" / "facts" / "wsl2-rtx4090-driver-546.json")


def _entry(kind: str, record: dict[str, object]) -> JournalEntry:
    return JournalEntry("e1", "run", kind, "", "install", "2026-12-06T00:00:00+00:00", record)


def test_a_removed_cuda_folder_and_removed_cudnn_files_are_broken(tmp_path: Path) -> None:
    cuda = tmp_path / "cuda-12.5"
    (cuda / "lib64").mkdir(parents=True)
    library = cuda / "lib64" / "libcudnn.so.9"
    library.write_bytes(b"x")
    entries = [_entry("cuda-install-toolkit", {"root": str(cuda), "version": "12.5.1"}),
               _entry("cudnn-copy-into-cuda", {"root": str(cuda), "files": [{"target": "lib64/libcudnn.so.9"}]})]
    assert file_changes(entries) == []
    library.unlink()
    assert [c.code for c in file_changes(entries)] == ["cudnn-files-gone"]
    cuda.joinpath("lib64").rmdir()
    cuda.rmdir()
    changes = file_changes(entries)
    assert [c.code for c in changes] == ["cuda-gone", "cudnn-files-gone"]
    assert all(c.level == "broken" and c.fix for c in changes) and "12.5.1" in changes[0].fix


def test_wsl_turned_off_or_its_distribution_removed_is_broken() -> None:
    plan = Plan(route="wsl2", tensorflow=None, python=None, cuda=None, cudnn=None)
    record = SetupRecord(plan, FACTS, "", ("run",), "2026-12-06", distro="Ubuntu-24.04")
    running = WslFacts(installed=True, distros=(WslDistro("Ubuntu-24.04", 2),))
    assert wsl_changes(record, running) == []
    assert [c.code for c in wsl_changes(record, WslFacts(installed=False))] == ["wsl-off"]
    gone = wsl_changes(record, WslFacts(installed=True, distros=(WslDistro("Debian", 2),)))
    assert [c.code for c in gone] == ["wsl-distro-gone"] and "Ubuntu-24.04" in gone[0].what
