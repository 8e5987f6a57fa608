"""``vscode-interpreter``: a real folder's .vscode/settings.json written, kept when it is not plain JSON, undone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations
from wizard.core.ops.undo import undo
from wizard.core.pyenv.vscode_ops import SETTING, SetVscodeInterpreter

PYTHON = "/home/ann/envs/tf/bin/python"


def test_a_new_settings_file_is_written_and_undo_removes_it_and_its_folder(tmp_path: Path) -> None:
    tmp_path = tmp_path / "project"
    tmp_path.mkdir()
    journal = Journal()
    assert apply_operations([SetVscodeInterpreter(folder=str(tmp_path), interpreter=PYTHON)], journal, step="t").ok
    assert json.loads((tmp_path / ".vscode" / "settings.json").read_text()) == {SETTING: PYTHON}
    assert undo(journal, "last").ok and list(tmp_path.iterdir()) == []


def test_other_settings_are_kept_and_undo_is_byte_identical(tmp_path: Path) -> None:
    settings = tmp_path / ".vscode" / "settings.json"
    settings.parent.mkdir()
    original = b'{"editor.tabSize": 2,\n "files.eol": "\\n"}'
    settings.write_bytes(original)
    journal = Journal()
    assert apply_operations([SetVscodeInterpreter(folder=str(tmp_path), interpreter=PYTHON)], journal, step="t").ok
    assert json.loads(settings.read_text()) == {"editor.tabSize": 2, "files.eol": "\n", SETTING: PYTHON}
    assert undo(journal, "last").ok and settings.read_bytes() == original


def test_a_file_with_comments_is_refused_untouched_with_the_line_to_add(tmp_path: Path) -> None:
    settings = tmp_path / ".vscode" / "settings.json"
    settings.parent.mkdir()
    settings.write_text('{\n  // my comment\n  "editor.tabSize": 2,\n}\n')
    before = settings.read_bytes()
    report = apply_operations([SetVscodeInterpreter(folder=str(tmp_path), interpreter=PYTHON)], Journal(), step="t")
    assert not report.ok and "is not plain JSON" in report.items[0].error
    assert f'"{SETTING}": "{PYTHON}"' in report.items[0].hint and settings.read_bytes() == before


def test_undo_keeps_a_file_the_user_changed_since(tmp_path: Path) -> None:
    journal = Journal()
    apply_operations([SetVscodeInterpreter(folder=str(tmp_path), interpreter=PYTHON)], journal, step="t")
    settings = tmp_path / ".vscode" / "settings.json"
    settings.write_text('{"python.defaultInterpreterPath": "/mine"}')
    report = undo(journal, "last")
    assert not report.ok and json.loads(settings.read_text()) == {SETTING: "/mine"}


def test_a_vscode_that_is_a_file_is_refused_untouched_on_every_os(tmp_path: Path) -> None:
    """Before, on Windows: reading ``.vscode\\settings.json`` through a FILE named .vscode says "path not found",
    read as "no settings yet", and the run then failed making the folder (exit 1, not the refusal's exit 2)."""
    (tmp_path / ".vscode").write_bytes(b"not a folder\n")
    with pytest.raises(BadInputError) as refused:
        SetVscodeInterpreter(folder=str(tmp_path), interpreter="python").intent()
    assert refused.value.reference == "vscode-not-a-folder"
    assert (tmp_path / ".vscode").read_bytes() == b"not a folder\n"
