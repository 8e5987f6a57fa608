"""The elevated helper copies each input into an admin-only folder, hashes it there and uses only the copy.

Run with the POSIX primitive (a 0700 folder owned by this process's user: root when tests run as root, as
the elevated helper does); the Windows primitive (a protected-DACL folder) is type-checked only. The
"installer" is a real shell script standing in for NVIDIA's runfile: it records which file ran and what it
said, so a swap of the original after the check is visible.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

import pytest

from wizard.core.errors import BadInputError
from wizard.core.install import secure_inputs
from wizard.core.install.secure_inputs import copy_and_hash, secure_params, secure_params_in_private_folder
from wizard.platform.elevation import run_elevated_plan
from wizard.platform.private_folder import make_admin_only_folder, writable_only_by_owner

RUNFILE = """#!/bin/sh
# Stand-in for NVIDIA's runfile: says which copy ran and what it is, then installs a minimal toolkit.
printf '%s|{tag}\\n' "$0" >> "{record}"
for arg in "$@"; do
  case "$arg" in --installpath=*) root="${{arg#--installpath=}}" ;; esac
done
mkdir -p "$root/bin"
printf '{{"cuda": {{"name": "CUDA SDK", "version": "11.8.0"}}}}' > "$root/version.json"
printf '#!/bin/sh\\necho "Cuda compilation tools, release 11.8, V11.8.0"\\n' > "$root/bin/nvcc"
chmod +x "$root/bin/nvcc"
"""


def _runfile(path: Path, record: Path, tag: str) -> str:
    path.write_text(RUNFILE.format(record=record, tag=tag))
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_private_folder_is_a_fresh_0700_folder_owned_by_this_user(tmp_path: Path) -> None:
    folder = make_admin_only_folder()
    try:
        info = os.lstat(folder)
        assert stat.S_IMODE(info.st_mode) == 0o700 and info.st_uid == os.geteuid()
        assert writable_only_by_owner(folder) and not list(folder.iterdir())
    finally:
        folder.rmdir()
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o777)
    shared.chmod(0o777)
    assert not writable_only_by_owner(shared)


def test_a_copy_is_byte_identical_and_its_hashes_are_of_the_copied_bytes(tmp_path: Path) -> None:
    source = tmp_path / "cudnn.zip"
    source.write_bytes(os.urandom(3 * secure_inputs.CHUNK + 17))
    folder = make_admin_only_folder()
    try:
        secured = copy_and_hash(source, folder)
        assert secured.copy.parent == folder and secured.copy.read_bytes() == source.read_bytes()
        assert secured.sha256 == hashlib.sha256(source.read_bytes()).hexdigest()
        assert stat.S_IMODE(secured.copy.stat().st_mode) == 0o600
    finally:
        secure_inputs.shutil.rmtree(folder)


def test_swapping_the_original_after_the_check_changes_nothing_that_runs(tmp_path: Path) -> None:
    record = tmp_path / "ran.txt"
    installer = tmp_path / "cuda_11.8.0_520.61.05_linux.run"
    digest = _runfile(installer, record, "genuine")
    params = {"installer": str(installer), "version": "11.8", "os": "linux", "into": str(tmp_path / "cuda"),
              "sha256": digest, "md5": None, "override_compiler_check": False}
    secured = secure_params_in_private_folder("cuda-install-toolkit", params)
    try:
        _runfile(installer, record, "swapped")  # another program replaces the file after the check
        from wizard.core.ops.base import OpContext, build_operation
        from wizard.core.ops.kinds import load_all_kinds

        load_all_kinds()
        build_operation("cuda-install-toolkit", secured).apply(OpContext(step="test", elevated=True))
        ran, tag = record.read_text().strip().split("|")
        assert tag == "genuine" and Path(ran) != installer
        assert writable_only_by_owner(Path(ran).parent.parent)
    finally:
        secure_inputs.remove_private_folders()
    assert not Path(secured["installer"]).exists()  # the copies go with the helper


def test_an_input_whose_copy_does_not_match_the_pinned_checksum_is_refused(tmp_path: Path) -> None:
    installer = tmp_path / "cuda.run"
    installer.write_text("#!/bin/sh\n")
    params = {"installer": str(installer), "sha256": "0" * 64, "md5": None}
    with pytest.raises(BadInputError) as caught:
        secure_params_in_private_folder("cuda-install-toolkit", params)
    assert caught.value.reference == "elevated-input-changed"
    assert secure_inputs._FOLDERS == []  # nothing left behind


def test_the_cudnn_archive_and_its_staging_move_into_the_private_folder(tmp_path: Path) -> None:
    archive, zlib = tmp_path / "cudnn.zip", tmp_path / "zlibwapi.dll"
    archive.write_bytes(b"PK archive")
    zlib.write_bytes(b"MZ dll")
    folder = make_admin_only_folder()
    try:
        params = {"archive": str(archive), "zlibwapi": str(zlib), "sha256": None, "zlibwapi_sha256": None}
        secured = secure_params("cudnn-copy-into-cuda", params, folder)
        for key in ("archive", "zlibwapi", "staging_root"):
            assert Path(secured[key]).is_relative_to(folder)
        assert Path(secured["archive"]).read_bytes() == b"PK archive"
    finally:
        secure_inputs.shutil.rmtree(folder)


def test_a_folder_others_can_write_is_never_used(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    with pytest.raises(BadInputError, match="not private"):
        secure_params("cudnn-copy-into-cuda", {"archive": str(tmp_path / "x.zip")}, shared)


def test_the_elevated_child_runs_the_installer_from_its_private_copy(tmp_path: Path) -> None:
    """The real child entry (run in this process): the plan names the user's file; the run is of the copy."""
    record = tmp_path / "ran.txt"
    installer = tmp_path / "cuda_11.8.0_520.61.05_linux.run"
    digest = _runfile(installer, record, "genuine")
    operation = {"kind": "cuda-install-toolkit", "params": {
        "installer": str(installer), "version": "11.8", "os": "linux", "into": str(tmp_path / "cuda"),
        "sha256": digest, "md5": None, "override_compiler_check": False}}
    data = json.dumps({"schema": 1, "mode": "apply", "step": "install-cuda", "backup_dir": None,
                       "operations": [operation]}).encode()
    plan = tmp_path / "plan" / "plan.json"
    plan.parent.mkdir()
    plan.write_bytes(data)
    try:
        assert run_elevated_plan(plan, hashlib.sha256(data).hexdigest()) == 0
    finally:
        secure_inputs.remove_private_folders()
    ran, tag = record.read_text().strip().split("|")
    assert tag == "genuine" and Path(ran) != installer and not Path(ran).exists()
    assert json.loads((plan.parent / "result.json").read_text())["results"][0]["outcome"] == "modified"
