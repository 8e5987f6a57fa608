"""Issue 16, item 5: the installer bytes that run are the bytes hashed, for Miniforge as for the CUDA runfile,
through one helper (:func:`wizard.core.archives.private_copy.verified_private_copy`).

The attack is real: a second process renames another file over the user's installer again and again while
the wizard checks and runs it (a race loop), and a deterministic swap at the event the step yields between
the check and the run. The stand-in installers are shell scripts (Miniforge's is a shell script too); the
evil one leaves a file behind when it runs, which must never happen.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.install.test_verified_bytes import _swap, drive
from tests.core.ops.test_intent_one_append import script_installer
from wizard.basics.errors import WizardError
from wizard.basics.events import Started
from wizard.core.archives.private_copy import PrivateCopy, verified_private_copy
from wizard.core.ops.base import OpContext
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.miniforge_ops import InstallMiniforge

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in installers are shell scripts")

RACE_RUNS = 60
_SWAPPER = """
import os, sys
target, good, evil = sys.argv[1], open(sys.argv[2], "rb").read(), open(sys.argv[3], "rb").read()
n = 0
while True:
    n += 1
    tmp = f"{target}.swap{n % 2}"
    with open(tmp, "wb") as out:
        out.write(evil if n % 2 else good)
    os.chmod(tmp, 0o755)
    os.replace(tmp, target)
"""


def _installers(folder: Path) -> tuple[Path, Path, Path, str]:
    """The good stand-in (lays out a conda root), the evil one (leaves PWNED), where the user's file is, and
    the good one's SHA-256."""
    marker = folder / "PWNED"
    good_dir, evil_dir = folder / "good", folder / "evil"
    good_dir.mkdir()
    evil_dir.mkdir()
    good, digest = script_installer(good_dir, 'mkdir -p "$prefix/conda-meta" "$prefix/bin"\n'
                                              'printf "#!/bin/sh\\necho conda 24.9.2\\n" > "$prefix/bin/conda"\n'
                                              'chmod +x "$prefix/bin/conda"\n')
    evil, _ = script_installer(evil_dir, f'echo pwned >> "{marker}"\nexit 1\n')
    user = folder / "Downloads" / good.name
    user.parent.mkdir()
    user.write_bytes(good.read_bytes())
    return good, evil, user, digest


@pytest.fixture
def swapping(tmp_path: Path) -> Iterator[tuple[Path, str, Path]]:
    """The user's installer, renamed over by a racing process between the good and the evil file for the
    ``with`` block: (user's path, good SHA-256, the evil one's marker)."""
    good, evil, user, digest = _installers(tmp_path)
    racer = subprocess.Popen([sys.executable, "-c", _SWAPPER, str(user), str(good), str(evil)])
    try:
        yield user, digest, tmp_path / "PWNED"
    finally:
        racer.kill()
        racer.wait()


def test_the_miniforge_installer_swapped_after_its_check_is_not_the_one_that_runs(
    tmp_path: Path, isolated_home: Path
) -> None:
    """Failed before the fix: the path was hashed, then ``bash PATH`` opened it again and ran the swapped file."""
    _, evil, user, digest = _installers(tmp_path)
    operation = InstallMiniforge(installer=str(user), sha256=digest)
    drive(operation.apply_step(OpContext(backup_dir=tmp_path / "backup")),
          lambda event: isinstance(event, Started), lambda: _swap(user, evil.read_bytes(), "replaced"))
    assert not (tmp_path / "PWNED").exists(), "an installer that was never verified ran"
    assert (isolated_home / "miniforge3" / "conda-meta").is_dir()


def test_a_rename_race_never_runs_the_other_file(
    swapping: tuple[Path, str, Path], tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Failed before the fix: some of the runs ran the evil file that was renamed in after the check."""
    user, digest, marker = swapping
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    ran = refused = 0
    for _ in range(RACE_RUNS):
        report = apply_operations([InstallMiniforge(installer=str(user), sha256=digest)], Journal(), step="c")
        if report.ok:
            ran += 1
            assert undo(Journal(), "all").ok
        else:
            refused += 1
            assert "SHA-256" in report.items[0].error or "cannot be read" in report.items[0].error, report.items
        assert not marker.exists(), f"the evil installer ran (after {ran} good runs, {refused} refusals)"
        assert not (isolated_home / "miniforge3").exists()
    assert ran and refused, "the race was real: both files were seen"


def test_the_helper_hands_out_only_a_copy_whose_bytes_are_the_bytes_checked(
    swapping: tuple[Path, str, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The helper itself under the rename race: the copy it yields holds exactly what its check saw, the
    check saw a whole file (good or evil, never a mix), and every private folder is gone afterwards."""
    user, digest, _ = swapping
    monkeypatch.setenv("TFGPU_WIZARD_DATA_DIR", str(tmp_path / "data"))
    seen: set[str] = set()

    def check(copy: PrivateCopy) -> None:
        seen.add(copy.sha256)
        if copy.sha256 != digest:
            raise WizardError("not the published installer")

    passed = 0
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and (passed < 20 or len(seen) < 2):
        try:
            with verified_private_copy(user, "race-", check) as copy:
                assert copy.path != user and os.access(copy.path, os.X_OK)
                assert hashlib.sha256(copy.path.read_bytes()).hexdigest() == copy.sha256 == digest
                passed += 1
        except WizardError:
            continue
    assert passed >= 20 and len(seen) == 2, (passed, len(seen))
    staging = tmp_path / "data" / "staging"
    assert not staging.exists() or not any(staging.iterdir())
