"""A change journaled by the Chinese wizard reads in English from the English CLI and the other way round, step
names included (issue 29): the entry is described again from its kind and parameters at read time."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import run_cli


@pytest.mark.posix_only("the change is the POSIX rc-file backend's (Windows writes the registry)")
def test_the_journal_reads_in_the_readers_language_whoever_wrote_it(isolated_home: Path) -> None:
    (isolated_home / ".bashrc").write_bytes(b"# mine\n")
    made = run_cli("path", "add", "/usr/local/cuda-12.8/bin", env={"PATH": "/usr/bin:/bin"}, lang="zh_CN")
    assert made.returncode == 0, made.stderr
    english = run_cli("journal")
    assert "Add /usr/local/cuda-12.8/bin to PATH" in english.stdout
    assert "(step: Environment variables)" in english.stdout
    assert "添加" not in english.stdout
    chinese = run_cli("journal", lang="zh_CN")
    assert "添加到 PATH" in chinese.stdout and "步骤：环境变量" in chinese.stdout
    assert "set-env-vars" not in chinese.stdout
