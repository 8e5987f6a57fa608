"""A CLI error in Chinese says everything in Chinese (issue 29): the labels of its details (``path:``) and the
operating system's own words (its strerror), not only the message; in English they stay as they were."""

from __future__ import annotations

from pathlib import Path

from tests.cli.support import run_cli
from wizard.basics.errors import BadInputError
from wizard.basics.i18n import set_language
from wizard.basics.os_errors import os_error_text


def test_a_missing_facts_file_is_reported_in_chinese_with_chinese_labels_and_os_words(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.json"
    result = run_cli("plan", "--facts", str(missing), lang="zh_CN")
    assert result.returncode == 2, result.stderr
    assert "没有这个文件或文件夹" in result.stderr and "No such file" not in result.stderr
    assert f"  路径：{missing}" in result.stderr and "  path:" not in result.stderr
    english = run_cli("plan", "--facts", str(missing))
    assert "No such file or folder" in english.stderr and f"  path: {missing}" in english.stderr


def test_every_detail_label_and_errno_text_follows_the_language() -> None:
    error = BadInputError("x", context={"field": "tensorflow", "item 2": "y", "unknown key": "z"})
    set_language("zh_CN")
    try:
        text = error.render()
        assert "字段：tensorflow" in text and "第 2 项：y" in text and "unknown key：z" in text
        assert os_error_text(PermissionError(13, "Permission denied")) == "权限不足"
        assert os_error_text(OSError(99999, "odd")) == "odd", "an errno without words keeps the system's"
    finally:
        set_language("en")


class _FromWindowsError(FileNotFoundError):
    """What Python raises on Windows for ERROR_FILE_NOT_FOUND: errno ENOENT, Windows' own words, its winerror (the
    attribute exists only on Windows, so it is set here)."""

    winerror = 2


def test_windows_own_words_follow_the_language_where_the_errno_is_known() -> None:
    """Windows' text is in the language of Windows, not of the reader: an English Windows said "File not found"
    inside a Chinese message (seen under wine); the errno's words are used instead."""
    error = _FromWindowsError(2, "The system cannot find the file specified")
    assert os_error_text(error) == "No such file or folder"
    set_language("zh_CN")
    try:
        assert os_error_text(error) == "没有这个文件或文件夹"
        assert os_error_text(FileNotFoundError(2, "a pipe of the wizard's own")) == "a pipe of the wizard's own"
    finally:
        set_language("en")
