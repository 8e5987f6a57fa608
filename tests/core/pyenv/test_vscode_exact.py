"""``vscode-interpreter`` undone byte for byte (BOM, CRLF, a lone CR) and a linked settings file kept a link.

Issue 16, item 8. Real files with those bytes in a real project folder, a real symbolic link.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.vscode_ops import SETTING, SetVscodeInterpreter

PYTHON = "/home/ann/envs/tf/bin/python"
BOM = b"\xef\xbb\xbf"


@pytest.mark.parametrize("original", [
    b'{\r\n    "editor.tabSize": 2,\r    "files.eol": "\\r\\n"\r\n}\r\n',
    BOM + b'{\r\n    "editor.tabSize": 2\r\n}\r\n',
], ids=["crlf-and-a-lone-cr", "bom-and-crlf"])
def test_undo_puts_the_settings_file_back_byte_for_byte(tmp_path: Path, original: bytes) -> None:
    """Before: the record kept newline-translated text (CRLF and the lone CR came back as LF), and a file
    starting with a BOM was refused as not JSON."""
    settings = tmp_path / ".vscode" / "settings.json"
    settings.parent.mkdir()
    settings.write_bytes(original)
    journal = Journal()
    report = apply_operations([SetVscodeInterpreter(folder=str(tmp_path), interpreter=PYTHON)], journal, step="t")
    assert report.ok, report.items[0].error
    written = settings.read_bytes()
    assert json.loads(written.decode("utf-8-sig"))[SETTING] == PYTHON
    assert written.startswith(BOM) == original.startswith(BOM) and b"\r\n" in written
    assert undo(journal, "last").ok
    assert settings.read_bytes() == original


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need a privilege there")
def test_a_linked_settings_file_stays_a_link_and_its_target_is_restored(tmp_path: Path) -> None:
    """Before: the atomic write replaced the link with a file of its own, and undo left that file."""
    shared = tmp_path / "dotfiles" / "settings.json"
    shared.parent.mkdir()
    shared.write_bytes(b'{"editor.tabSize": 2}\n')
    link = tmp_path / "project" / ".vscode" / "settings.json"
    link.parent.mkdir(parents=True)
    link.symlink_to(shared)
    journal = Journal()
    assert apply_operations([SetVscodeInterpreter(folder=str(tmp_path / "project"), interpreter=PYTHON)], journal,
                            step="t").ok
    assert link.is_symlink() and json.loads(shared.read_text())[SETTING] == PYTHON
    assert undo(journal, "last").ok
    assert link.is_symlink() and shared.read_bytes() == b'{"editor.tabSize": 2}\n'


def test_undo_removes_every_folder_the_write_made_and_nothing_else(tmp_path: Path) -> None:
    """Before: undo removed ``.vscode`` only, and left the project folders the write had made above it."""
    project = tmp_path / "new" / "project"
    journal = Journal()
    assert apply_operations([SetVscodeInterpreter(folder=str(project), interpreter=PYTHON)], journal, step="t").ok
    assert (project / ".vscode" / "settings.json").is_file()
    assert undo(journal, "last").ok
    assert not (tmp_path / "new").exists()
