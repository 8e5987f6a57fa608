"""Issue 16, item 1: no child outlives the wizard, and ``undo`` ends any survivor before it removes anything.

Real processes killed at real moments: the wizard is a forked child running the runner; it is SIGKILLed
while uv (or pip) waits on a loopback index that stalls a named wheel, or on a line the installer printed
while a grandchild of that installer keeps writing into the prefix. The children are real processes found
through ``/proc``: none may keep running after the wizard died, and the prefix ``undo`` removed must stay
gone after the stalled download is let through.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.core.ops.test_intent_one_append import script_installer
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.basics.events import LogLine
from wizard.core.ops.base import Operation
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations_step
from wizard.core.ops.undo import undo
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.miniforge_ops import InstallMiniforge
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.platform.process_tree import group_alive

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork, SIGKILL and /proc")

KILLED = -9
WHEEL = "tinytf-1.0.0-py3-none-any.whl"


def mentioning(text: str) -> list[int]:
    """The live (not zombie) processes whose command line holds ``text``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if text in cmdline and state not in ("Z", "X"):
            found.append(int(entry.name))
    return found


def wait_until(check: Callable[[], bool], seconds: float) -> bool:
    """Poll ``check`` for up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return check()


@pytest.fixture
def leftovers() -> Iterator[list[str]]:
    """Texts whose processes the test kills at the end whatever happened (no stray process after a failure)."""
    texts: list[str] = []
    yield texts
    for text in texts:
        for pid in mentioning(text):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                continue


def start_wizard(make: Callable[[], Operation]) -> tuple[int, int]:
    """Fork a wizard that applies ``make()`` and writes each line it shows to a pipe: (pid, pipe to read)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        try:
            os.close(read_end)
            with os.fdopen(write_end, "w", buffering=1) as out:
                for event in apply_operations_step([make()], Journal(), step="kill"):
                    if isinstance(event, LogLine):
                        out.write(event.text + "\n")
        finally:
            os._exit(0)
    os.close(write_end)
    return pid, read_end


def drain(read_end: int) -> list[str]:
    """The lines the wizard shows, read by a thread as they come (for the failure message)."""
    shown: list[str] = []

    def read() -> None:
        with os.fdopen(read_end) as lines:
            shown.extend(line.rstrip("\n") for line in lines)

    threading.Thread(target=read, daemon=True).start()
    return shown


def kill_on_line(pid: int, read_end: int, needle: str, *, guards_first: bool = False) -> None:
    """SIGKILL the wizard on the first line it shows that holds ``needle``; with ``guards_first``, the guards of
    its children's groups before it (each group's leader, as the journal names it), as the OOM killer or a
    ``kill -9`` of that one process could: the one way left for a group's process to outlive the wizard."""
    with os.fdopen(read_end) as lines:
        for line in lines:
            if needle in line:
                for entry in Journal().pending() if guards_first else ():
                    for group in entry.record.get("children") or ():
                        os.kill(int(group["pgid"]), signal.SIGKILL)
                os.kill(pid, signal.SIGKILL)
                break
    assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == KILLED, f"never showed {needle!r}"


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_installer_dies_with_the_wizard_and_the_undone_env_stays_gone(
    installer: str, tiny_index: SimpleIndex, leftovers: list[str]  # noqa: F811
) -> None:
    """Failed before the fix: uv/pip kept waiting on the stalled wheel after the wizard was killed, and wrote
    into the env once the download went through, after undo had reported it removed."""
    prefix = env_prefix("tf")
    leftovers.append(str(prefix))
    tiny_index.stall = WHEEL
    pid, read_end = start_wizard(lambda: CreateEnv(
        name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer=installer,
        index={"index_url": tiny_index.url}))
    shown = drain(read_end)
    try:
        assert tiny_index.stalled.wait(120), f"the installer never asked for the stalled wheel: {shown}"
        os.kill(pid, signal.SIGKILL)
        assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == KILLED
        assert wait_until(lambda: not mentioning(str(prefix)), 5), "an installer outlived the wizard"
        report = undo(Journal(), "all")
        assert report.ok, [item.message for item in report.items]
        assert not prefix.exists()
    finally:
        tiny_index.release.set()
    time.sleep(1.0)  # a survivor would now get its wheel and write it into the env
    assert not prefix.exists(), "something wrote into the env after undo removed it"
    assert not mentioning(str(prefix)) and Journal().pending() == []


def _writing_installer(folder: Path) -> tuple[Path, str]:
    """A stand-in Miniforge installer whose grandchild keeps writing into the prefix (as a post-link script
    or a package's daemon may), then a line of output, then a long wait."""
    return script_installer(folder, (
        '( while :; do mkdir -p "$prefix/pkgs"; date >> "$prefix/pkgs/writer.log"; sleep 0.05; done ) &\n'
        'while [ ! -s "$prefix/pkgs/writer.log" ]; do sleep 0.02; done\n'
        "echo 'Unpacking payload ...'\nsleep 60\n"))


def test_undo_ends_a_grandchild_that_survived_the_wizard_before_it_removes_the_prefix(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch, leftovers: list[str]
) -> None:
    """Failed before the fix: undo removed the prefix while the installer's grandchild still ran, and the
    grandchild made it again; the journal had no record of the installer's process group. The group's guard
    (which ends the group when the wizard dies) is killed first, so the grandchild survives the wizard."""
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    installer, digest = _writing_installer(tmp_path)
    prefix = isolated_home / "miniforge3"
    leftovers.append(str(prefix))  # the installer runs as "sh COPY -b -p PREFIX -u", its subshells too
    pid, read_end = start_wizard(lambda: InstallMiniforge(installer=str(installer), sha256=digest))
    kill_on_line(pid, read_end, "Unpacking payload", guards_first=True)
    entry = Journal().interrupted()[0]
    assert entry.record.get("children"), "the installer's group was journaled when it started"
    assert mentioning(str(prefix)), "a grandchild survived the wizard and its group's guard"
    report = undo(Journal(), "all")
    assert report.ok, [item.message for item in report.items]
    assert not mentioning(str(prefix)), "undo ended every survivor of the installer's group"
    time.sleep(0.5)
    assert not prefix.exists(), "the prefix stays gone: nothing is left to write into it"
    assert Journal().pending() == []


def test_an_installer_run_to_its_end_dies_with_the_wizard(tmp_path: Path, leftovers: list[str]) -> None:
    """The CUDA runfile's runner (python.org's installer goes through the same ``run_tied``). Failed before the
    fix: ``subprocess.run`` left the installer running after the wizard was killed."""
    from wizard.core.install.cuda_installer import run_logged

    script = tmp_path / "installer.sh"
    script.write_text(f"#!/bin/sh\necho $$ > '{tmp_path / 'pid'}'\nexec sleep 60\n", encoding="utf-8")
    leftovers.append(str(script))
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns into pytest
        try:
            run_logged(["sh", str(script)], tmp_path / "logs" / "installer.log")
        finally:
            os._exit(0)
    assert wait_until(lambda: (tmp_path / "pid").exists() and (tmp_path / "pid").read_text().strip() != "", 30)
    installer = int((tmp_path / "pid").read_text())
    os.kill(pid, signal.SIGKILL)
    assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == KILLED
    try:
        assert wait_until(lambda: not _running(installer), 5), "the installer outlived the wizard"
    finally:
        if _running(installer):
            os.kill(installer, signal.SIGKILL)


def _running(pid: int) -> bool:
    """True while ``pid`` runs (a zombie has ended)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def test_a_survivor_that_cannot_be_ended_keeps_the_entry_and_the_prefix(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch, leftovers: list[str]
) -> None:
    """A process the wizard may not signal cannot exist here (the tests run as root), so the platform seam's
    signalling is replaced by one that does nothing, as EPERM would. Undo then refuses: the entry stays
    pending with a message naming the process, the prefix is not removed; once it can end it, undo does."""
    from wizard.platform import process_tree

    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    installer, digest = _writing_installer(tmp_path)
    prefix = isolated_home / "miniforge3"
    leftovers.append(str(prefix))  # the installer runs as "sh COPY -b -p PREFIX -u", its subshells too
    pid, read_end = start_wizard(lambda: InstallMiniforge(installer=str(installer), sha256=digest))
    kill_on_line(pid, read_end, "Unpacking payload", guards_first=True)
    monkeypatch.setattr(process_tree, "END_WAIT_S", 0.5)
    with monkeypatch.context() as patched:
        patched.setattr(process_tree, "_terminate", lambda pgid, alive, force: None)
        report = undo(Journal(), "all")
    assert not report.ok and report.items[0].reference == "process-survivor"
    assert "still running (process" in report.items[0].message and "nothing was removed" in report.items[0].message
    assert prefix.exists() and len(Journal().interrupted()) == 1, "nothing removed, nothing marked undone"
    assert undo(Journal(), "all").ok
    time.sleep(0.5)
    assert not prefix.exists() and not mentioning(str(prefix)) and Journal().pending() == []


def _tree(folder: Path) -> dict[str, tuple[int, int]]:
    """Every entry under ``folder`` with its size and modification time (ns): what a writer would change."""
    found: dict[str, tuple[int, int]] = {}
    for root, dirs, files in os.walk(folder):
        for name in (*dirs, *files):
            path = Path(root) / name
            with contextlib.suppress(OSError):
                info = path.lstat()
                found[path.relative_to(folder).as_posix()] = (info.st_size, info.st_mtime_ns)
    return found


def test_venvs_ensurepip_dies_with_the_wizard_and_writes_nothing_after(
    tmp_path: Path, tiny_index: SimpleIndex, leftovers: list[str]  # noqa: F811
) -> None:
    """``python -m venv`` runs ``ensurepip``, which runs pip in a process of its own: grandchildren of the
    wizard's child. SIGKILL of the wizard while they run. Failed before the fix: PDEATHSIG ended only the
    direct child; ensurepip went on writing about a thousand files into the env for seconds."""
    prefix = env_prefix("tf")
    leftovers.append(str(prefix))
    pid, read_end = start_wizard(lambda: CreateEnv(
        name="tf", python=PYTHON, requirement="tinytf==1.0.0", installer="pip",
        index={"index_url": tiny_index.url}))
    shown = drain(read_end)

    def its_ensurepip() -> list[int]:
        """This env's ensurepip only: a parallel run's other tests (and the Windows tier) run venvs of their own."""
        return sorted(set(mentioning("ensurepip --upgrade")) & set(mentioning(str(prefix))))

    assert wait_until(lambda: bool(its_ensurepip()) and (prefix / "lib").is_dir(), 60), (
        f"venv never ran ensurepip: {shown}")
    time.sleep(0.2)  # ensurepip's pip is writing now
    os.kill(pid, signal.SIGKILL)
    assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == KILLED
    [entry] = Journal().interrupted()
    groups = entry.record["children"]
    assert wait_until(lambda: not any(group_alive(group) for group in groups), 2), (
        "a process of the wizard's child's group outlived the wizard")
    assert not mentioning(str(prefix)) and not its_ensurepip()
    before = _tree(prefix)
    time.sleep(2.0)
    assert _tree(prefix) == before, "something wrote into the env after the wizard died"
    assert undo(Journal(), "all").ok and not prefix.exists()
