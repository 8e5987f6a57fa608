"""The machine lock's holder note names the command that holds the lock, and it is written to disk: a password in
an ``--index`` or ``--proxy`` address, or a token typed on the command line, is hidden before it is written (and
before a long command is shortened), and a note that still holds one (an older version's) is hidden when read.
Real: the note file in tmp_path, this process's own command line as the wizard reads it (sys.argv)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from wizard.core.ops.lock_holder import MAX_COMMAND_CHARS, note_path, read_note, this_process, write_note

TOKEN = "ghp_" + "Zq8Rt2Lm5Xw9Pk3Vn7Bc1Hd6Fj4Gs0Ya2Ue8"
PASSWORD = "S3cret-Pass-of-ada"
SECRETS = (TOKEN, PASSWORD, "hunter2proxy")


def _written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *words: str) -> str:
    """The note's bytes on disk after this process, run as ``tfgpu-wizard WORDS``, took the lock."""
    monkeypatch.setattr(sys, "argv", ["/somewhere/tfgpu-wizard", *words])
    lock = tmp_path / "changes.lock"
    write_note(lock, this_process("2026-12-06T08:00:00+00:00", "run-1"))
    return note_path(lock).read_text(encoding="utf-8")


def test_secrets_typed_on_the_command_line_never_reach_the_note(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    text = _written(tmp_path, monkeypatch, "apply", "--plan", "plan.json", "--index",
                    f"https://ada:{PASSWORD}@mirror.example.edu/simple", "--proxy",
                    "http://bob:hunter2proxy@proxy.example.edu:8080", "--token", TOKEN, "--yes")
    assert not any(secret in text for secret in SECRETS), text
    command = json.loads(text)["command"]
    assert command.startswith("tfgpu-wizard apply --plan plan.json --index https://") and "<redacted>" in command
    assert "mirror.example.edu/simple" in command and command.endswith("--yes")  # the rest as typed
    holder = read_note(tmp_path / "changes.lock")
    assert holder is not None and holder.command == command and holder.run_id == "run-1"


def test_a_token_where_a_long_command_is_cut_is_hidden_whole(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Hidden, then shortened: a cut through the token never leaves its first part to be read."""
    padding = "p" * (MAX_COMMAND_CHARS - len("tfgpu-wizard apply --plan  --token ") - 10)
    text = _written(tmp_path, monkeypatch, "apply", "--plan", padding, "--token", TOKEN)
    assert TOKEN[:6] not in text, text  # old: the cut kept "ghp_Zq8Rt"
    assert len(json.loads(text)["command"]) <= MAX_COMMAND_CHARS


def test_a_note_that_holds_a_secret_is_hidden_when_read(tmp_path: Path) -> None:
    lock = tmp_path / "changes.lock"
    note_path(lock).write_text(json.dumps({"pid": 4242, "command": f"tfgpu-wizard apply --token {TOKEN}",
                                           "started_at": "2026-12-06T08:00:00+00:00", "run_id": "r"}),
                               encoding="utf-8")
    holder = read_note(lock)
    assert holder is not None and holder.pid == 4242
    assert TOKEN not in holder.command and holder.command == "tfgpu-wizard apply --token <redacted>"
