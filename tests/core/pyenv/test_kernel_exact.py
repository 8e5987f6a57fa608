"""Kernelspecs undone byte for byte, only what the wizard wrote removed, links refused, a kill at any point completed.

Issue 16, items 2, 4, 8 and 10 for ``kernel add`` / ``kernel remove``. Real venvs from a real index on 127.0.0.1
(ipykernel reaches them through a .pth file to this test run's own site-packages: no network), real CRLF and
lone-CR files, real symbolic links, real CLI processes killed by SIGKILL at every crash point.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.core.ops.crashpoints import CRASH_AT_ENV, CRASH_LOG_ENV
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.envs import env_prefix
from wizard.core.pyenv.kernel_ops import AddKernel, RemoveKernel
from wizard.core.pyenv.kernelspec import kernel_dir
from wizard.core.pyenv.pyenv_ops import CreateEnv
from wizard.platform.pyenv_layout import jupyter_data_dir, site_packages, venv_python

ipykernel = pytest.importorskip("ipykernel")

# A kernel.json of the wizard's, as an editor on Windows may have left it: CRLF line ends and one lone CR.
OURS_CRLF = (b'{\r\n "argv": ["python", "-m", "ipykernel_launcher", "-f", "{connection_file}"],\r'
             b' "display_name": "old",\r\n "language": "python",\r\n'
             b' "metadata": {"tfgpu_wizard": {"env": "elsewhere"}}\r\n}\r\n')


def _env(name: str, index: SimpleIndex) -> Path:
    """A real venv made by the wizard, with ipykernel importable."""
    create = CreateEnv(name=name, python=PYTHON, requirement="tinytf==1.0.0", index={"index_url": index.url})
    assert apply_operations([create], Journal(), step="test").ok
    [packages] = site_packages(env_prefix(name))
    (packages / "test_runner_site.pth").write_text(str(Path(ipykernel.__file__).parent.parent) + "\n")
    return env_prefix(name)


def _spec(name: str) -> Path:
    return kernel_dir(name) / "kernel.json"


def test_undo_of_kernel_add_puts_a_crlf_kernel_json_back_byte_for_byte(tiny_index: SimpleIndex) -> None:  # noqa: F811
    """Before: the record kept the file as text read with newline translation, so undo wrote LF back."""
    _env("tf", tiny_index)
    _spec("tf").parent.mkdir(parents=True)
    _spec("tf").write_bytes(OURS_CRLF)
    journal = Journal()
    assert apply_operations([AddKernel(env="tf")], journal, step="kernel").ok
    assert _spec("tf").read_bytes() != OURS_CRLF
    assert undo(journal, "last").ok
    assert _spec("tf").read_bytes() == OURS_CRLF


def test_kernel_remove_takes_out_only_what_the_wizard_wrote_and_undo_puts_it_back(
    tiny_index: SimpleIndex,  # noqa: F811
) -> None:
    """Before: ``kernel remove`` deleted the whole folder, the user's own logo in it too."""
    _env("tf", tiny_index)
    journal = Journal()
    assert apply_operations([AddKernel(env="tf")], journal, step="kernel").ok
    written = _spec("tf").read_bytes()
    logo = kernel_dir("tf") / "logo-64x64.png"
    logo.write_bytes(b"\x89PNG\r\n\x1a\n the user's own logo")
    assert apply_operations([RemoveKernel(env="tf")], journal, step="kernel").ok
    assert not _spec("tf").exists() and logo.read_bytes() == b"\x89PNG\r\n\x1a\n the user's own logo"
    assert undo(journal, "last").ok
    assert _spec("tf").read_bytes() == written


def test_undo_of_kernel_add_removes_the_folders_it_made_and_keeps_what_the_user_added(
    tiny_index: SimpleIndex,  # noqa: F811
) -> None:
    """Before: undo left the ``kernels`` folder it had created, and deleted a file the user put in the kernelspec."""
    _env("tf", tiny_index)
    assert not jupyter_data_dir().exists()
    journal = Journal()
    assert apply_operations([AddKernel(env="tf")], journal, step="kernel").ok
    assert undo(journal, "last").ok
    assert not jupyter_data_dir().exists(), "the folders the wizard made are gone again"
    assert apply_operations([AddKernel(env="tf")], journal, step="kernel").ok
    (kernel_dir("tf") / "notes.txt").write_bytes(b"mine\r\n")
    assert undo(journal, "last").ok
    assert not _spec("tf").exists()
    assert (kernel_dir("tf") / "notes.txt").read_bytes() == b"mine\r\n"


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need a privilege there")
def test_a_linked_kernelspec_is_refused_and_nothing_is_changed_through_it(
    tmp_path: Path, tiny_index: SimpleIndex,  # noqa: F811
) -> None:
    """Before: ``kernel remove`` chmodded the link's target to 0700, removed nothing and journaled it done."""
    _env("tf", tiny_index)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "kernel.json").write_bytes(OURS_CRLF)
    elsewhere.chmod(0o555)
    kernel_dir("tf").parent.mkdir(parents=True)
    kernel_dir("tf").symlink_to(elsewhere, target_is_directory=True)
    try:
        removed = apply_operations([RemoveKernel(env="tf")], Journal(), step="kernel")
        added = apply_operations([AddKernel(env="tf")], Journal(), step="kernel")
        mode = elsewhere.stat().st_mode & 0o777
    finally:
        elsewhere.chmod(0o755)
    assert not removed.ok and "symbolic link" in removed.items[0].error
    assert not added.ok and "symbolic link" in added.items[0].error
    assert mode == 0o555 and (elsewhere / "kernel.json").read_bytes() == OURS_CRLF
    assert Journal().pending() == [e for e in Journal().pending() if e.kind == "env-create"]


def test_envs_that_differ_only_in_case_get_a_kernel_each(tiny_index: SimpleIndex) -> None:  # noqa: F811
    """Before: ``TF`` and ``tf`` shared the kernelspec ``tfgpu-tf``, so adding one overwrote the other's."""
    lower, upper = _env("tf", tiny_index), _env("TF", tiny_index)
    if lower.samefile(upper):
        pytest.skip("this file system folds case: the two envs are one folder")
    assert apply_operations([AddKernel(env="tf"), AddKernel(env="TF")], Journal(), step="kernel").ok
    assert kernel_dir("tf") != kernel_dir("TF")
    for name, prefix in (("tf", lower), ("TF", upper)):
        assert json.loads(_spec(name).read_text())["argv"][0] == str(venv_python(prefix))


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.timeout(600)
def test_a_kill_at_every_point_of_kernel_add_and_remove_is_completed_by_undo(
    tmp_path: Path, tiny_index: SimpleIndex,  # noqa: F811
) -> None:
    """Before: a kill between the intent and its undo record left an entry undo called damaged (exit 1)."""
    _env("tf", tiny_index)
    created = {entry.entry_id for entry in Journal().pending()}
    for action in ("add", "remove"):
        before: bytes | None = None
        if action == "remove":
            assert run_cli("kernel", "add", "--env", "tf").returncode == 0
            created = {entry.entry_id for entry in Journal().pending()}
            before = _spec("tf").read_bytes()
        log = tmp_path / f"{action}.log"
        assert run_cli("kernel", action, "--env", "tf", env={CRASH_LOG_ENV: str(log)}).returncode == 0
        assert run_cli("undo", "--last").returncode == 0
        passed = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
        assert "intent-journaled" in passed, passed
        for k in range(1, len(passed) + 1):
            killed = run_cli("kernel", action, "--env", "tf", env={CRASH_AT_ENV: str(k)})
            assert killed.returncode == -9, (action, k, killed.stderr)
            if {entry.entry_id for entry in Journal().pending()} != created:
                undone = run_cli("undo", "--last")
                assert undone.returncode == 0, (action, k, passed[k - 1], undone.stdout + undone.stderr)
            assert {entry.entry_id for entry in Journal().pending()} == created, (action, k)
            now = _spec("tf").read_bytes() if _spec("tf").exists() else None
            assert now == before, f"kernel {action} killed at point {k} ({passed[k - 1]}) was not undone"
            if before is None:
                assert not jupyter_data_dir().exists(), k
