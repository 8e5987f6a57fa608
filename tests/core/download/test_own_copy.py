"""The user's own copy of a cuDNN zip NVIDIA publishes no checksum for: size, layout, header version and the
main DLL's version resource are checked (one check for the GUI's "Use my file" and ``apply``).

Real zips in tmp_path, whose main DLL is a real PE file (built from bytes) that pefile reads.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.cudnn_windows_zip import FILE, cudnn_windows_zip
from wizard.basics.errors import WizardError
from wizard.core.download.errors import MissingChecksumError
from wizard.core.download.own_copy import check_own_copy
from wizard.core.download.sources import EXPECTED_MEMBERS, Unverifiable


def _item(size: int | None = None) -> Unverifiable:
    return Unverifiable(FILE, f"https://example.invalid/{FILE}", size, EXPECTED_MEMBERS["cudnn-archive"],
                        MissingChecksumError("no checksum"), "cudnn-archive")


def test_a_complete_zip_passes_and_the_summary_names_every_check(tmp_path: Path) -> None:
    path = cudnn_windows_zip(tmp_path / FILE)
    check = check_own_copy(_item(path.stat().st_size), path)
    assert "No checksum is published" in check.summary
    assert "its size" in check.summary and "every library it must hold (7)" in check.summary
    assert "headers (8.0.5)" in check.summary and "DLL (8.0.5.39)" in check.summary


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"leave_out": ("cudnn_cnn_infer64_8.dll",)}, "cudnn_cnn_infer64_8.dll"),
        ({"header_version": "8.0.4"}, "holds cuDNN 8.0.4"),
        ({"dll_version": "8.1.0.77"}, "holds cuDNN 8.1.0.77"),
        ({"machine": "i386"}, "not a 64-bit Windows library"),
    ],
    ids=["a-library-missing", "another-version-in-the-headers", "another-version-in-the-dll", "a-32-bit-dll"],
)
def test_a_zip_that_is_not_the_planned_cudnn_is_refused_and_kept(
    tmp_path: Path, changes: dict[str, object], words: str
) -> None:
    path = cudnn_windows_zip(tmp_path / FILE, **changes)  # type: ignore[arg-type]
    before = path.read_bytes()
    with pytest.raises(WizardError) as caught:
        check_own_copy(_item(), path)
    assert words in caught.value.message + caught.value.hint
    assert path.read_bytes() == before


def test_a_wrong_size_is_refused_before_the_archive_is_read(tmp_path: Path) -> None:
    path = cudnn_windows_zip(tmp_path / FILE)
    with pytest.raises(WizardError, match="bytes, but the expected file has"):
        check_own_copy(_item(path.stat().st_size + 1), path)


def test_the_linux_archive_under_the_windows_name_is_refused_with_the_reason(tmp_path: Path) -> None:
    import zipfile

    path = tmp_path / FILE
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("cuda/include/cudnn.h", b"")
        archive.writestr("cuda/lib64/libcudnn.so.8", b"\x7fELF")
    with pytest.raises(WizardError) as caught:
        check_own_copy(_item(), path)
    assert "Linux archive" in caught.value.hint


def test_a_linux_tgz_whose_libraries_are_symlinks_passes(tmp_path: Path) -> None:
    """cuDNN 7.4.2 for CUDA 10.0 (no checksum published): ``libcudnn.so.7`` is a link to the real file."""
    import io
    import tarfile

    from tests.core.cudnn_windows_zip import version_header

    name = "cudnn-10.0-linux-x64-v7.4.2.24.tgz"
    path = tmp_path / name
    with tarfile.open(path, "w:gz") as archive:
        for member, data in (("cuda/include/cudnn.h", version_header("7.4.2")),
                             ("cuda/lib64/libcudnn.so.7.4.2", b"\x7fELF")):
            info = tarfile.TarInfo(member)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        link = tarfile.TarInfo("cuda/lib64/libcudnn.so.7")
        link.type, link.linkname = tarfile.SYMTYPE, "libcudnn.so.7.4.2"
        archive.addfile(link)
    item = Unverifiable(name, f"https://example.invalid/{name}", None, EXPECTED_MEMBERS["cudnn-archive"],
                        MissingChecksumError("no checksum"), "cudnn-archive")
    check = check_own_copy(item, path)
    assert "every library it must hold (1)" in check.summary and "headers (7.4.2)" in check.summary
    assert "DLL" not in check.summary


def test_a_dll_version_in_another_numbering_is_not_claimed_as_checked(tmp_path: Path) -> None:
    """Where the version resource does not state a cuDNN version, nothing is refused and nothing claimed."""
    path = cudnn_windows_zip(tmp_path / FILE, dll_version="6.14.11.1100")
    check = check_own_copy(_item(), path)
    assert "headers (8.0.5)" in check.summary and "DLL" not in check.summary


def test_apply_checks_the_users_copy_in_the_folder_with_the_same_check(tmp_path: Path) -> None:
    """``apply``'s own-copy step (wizard.core.apply.folder): the same refusal for cuDNN 8.0.5 under 8.1.1's
    name, then the right zip is used, with the same words as the GUI's row."""
    from dataclasses import replace

    from wizard.basics.events import run_to_completion
    from wizard.core.apply.folder import plan_requests
    from wizard.core.apply.model import ApplyOptions, ApplyState
    from wizard.core.catalog.load import load_catalog
    from wizard.core.ops.journal import Journal
    from wizard.core.plan import Download, Plan

    file_811 = "cudnn-11.2-windows-x64-v8.1.1.33.zip"
    release = next(r for r in load_catalog().cudnn if r.version == "8.1.1")
    url = next(a.url for a in release.archives if a.file == file_811)
    plan = Plan(route="windows-native", tensorflow=None, python="3.9", cuda="11.2", cudnn="8.1.1",
                downloads=(Download("cudnn-archive", file_811, url),))
    folder = tmp_path / "downloads"
    folder.mkdir()
    state = ApplyState(plan, ApplyOptions(dest=folder), Journal(), "run")
    cudnn_windows_zip(folder / file_811)  # 8.0.5 inside
    with pytest.raises(WizardError, match=r"holds cuDNN 8\.0\.5, but this setup needs cuDNN 8\.1\.1"):
        run_to_completion(plan_requests(state))
    cudnn_windows_zip(folder / file_811, "8.1.1")
    state = replace(state, in_folder=set())
    events, _ = run_to_completion(plan_requests(state))
    assert file_811 in state.in_folder
    assert any("every library it must hold (7)" in getattr(event, "text", "") for event in events)
