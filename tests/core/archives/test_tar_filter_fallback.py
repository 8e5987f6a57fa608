"""Pythons without ``tarfile``'s extraction filter (3.10.0-3.10.11, 3.11.0-3.11.3: Debian 12 ships 3.11.2).

PEP 706 added ``filter=`` in 3.12 and backported it to 3.10.12 / 3.11.4; on older patch releases
``TarFile.extract`` rejects the keyword with a TypeError and ``tarfile.data_filter`` does not exist.
These tests make the running Python look like such a release (the attribute removed, ``extract`` refusing
the keyword exactly as 3.11.2 does) and check that cuDNN tars still unpack, with modes and owners
sanitised by the wizard itself, and that the hostile corpus still writes nothing (the pre-scan is the fence).
"""

from __future__ import annotations

import stat
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.core.archives.test_safe_extract import LINUX_ARCHIVE, _tar_corpus, make_tar, snapshot
from tests.windows.wine import skip_without_real_symlinks
from wizard.basics.events import run_to_completion
from wizard.core.archives.safe_extract import UnsafeArchiveError, extract_archive


@pytest.fixture
def old_tarfile(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """tarfile as on Python 3.11.2: no ``data_filter``, and ``extract`` without a ``filter`` parameter."""
    original = tarfile.TarFile.extract
    calls: list[dict[str, Any]] = []

    def extract_without_filter(self: tarfile.TarFile, member: Any, path: Any = "", set_attrs: bool = True, *,
                               numeric_owner: bool = False, **extra: Any) -> None:
        if extra:
            raise TypeError(f"TarFile.extract() got an unexpected keyword argument {next(iter(extra))!r}")
        calls.append({"set_attrs": set_attrs})
        original(self, member, path, set_attrs, numeric_owner=numeric_owner, filter="fully_trusted")

    monkeypatch.delattr(tarfile, "data_filter")
    monkeypatch.setattr(tarfile.TarFile, "extract", extract_without_filter)
    yield calls


def test_a_cudnn_tar_unpacks_on_a_python_without_the_extraction_filter(
    tmp_path: Path, old_tarfile: list[dict[str, Any]]
) -> None:
    skip_without_real_symlinks(tmp_path)
    archive = make_tar(tmp_path / "cudnn.tar.xz", LINUX_ARCHIVE)
    _, result = run_to_completion(extract_archive(archive, tmp_path / "staging"))
    lib = tmp_path / "staging" / "cudnn-linux-x86_64-8.9.7.29_cuda12-archive" / "lib"
    assert (lib / "libcudnn.so").resolve() == (lib / "libcudnn.so.8.9.7").resolve()
    assert result.files == 3
    assert old_tarfile, "the fallback must go through TarFile.extract"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX mode bits (Windows keeps only a read-only flag)")
def test_the_fallback_clears_setuid_and_world_writable_modes_like_the_data_filter(
    tmp_path: Path, old_tarfile: list[dict[str, Any]]
) -> None:
    path = tmp_path / "modes.tar"
    with tarfile.open(path, "w") as archive:
        for name, mode in (("cuda/bin/suid", 0o4777), ("cuda/include/cudnn.h", 0o666)):
            info = tarfile.TarInfo(name)
            info.size, info.mode = 1, mode
            info.uid, info.gid, info.uname, info.gname = 0, 0, "root", "root"
            import io

            archive.addfile(info, io.BytesIO(b"x"))
    run_to_completion(extract_archive(path, tmp_path / "staging"))
    for name in ("cuda/bin/suid", "cuda/include/cudnn.h"):
        mode = stat.S_IMODE((tmp_path / "staging" / name).stat().st_mode)
        assert mode & (stat.S_ISUID | stat.S_ISGID | stat.S_ISVTX | stat.S_IWGRP | stat.S_IWOTH) == 0, name
    assert stat.S_IMODE((tmp_path / "staging" / "cuda/bin/suid").stat().st_mode) & stat.S_IXUSR


@pytest.mark.parametrize("case", sorted(_tar_corpus()))
def test_every_hostile_tar_is_still_refused_without_the_filter(
    case: str, tmp_path: Path, old_tarfile: list[dict[str, Any]]
) -> None:
    box = tmp_path / "sandbox"
    (box / "outside").mkdir(parents=True)
    (box / "outside" / "canary.txt").write_text("original")
    archive = make_tar(tmp_path / "evil.tar.xz", _tar_corpus()[case])
    before = snapshot(box)
    with pytest.raises(UnsafeArchiveError):
        run_to_completion(extract_archive(archive, box / "staging"))
    assert snapshot(box) == before
    assert not old_tarfile, "nothing may be extracted from a refused archive"
