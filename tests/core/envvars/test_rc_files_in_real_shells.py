"""rc files after ``path add`` are read by real ``bash``, ``dash`` and ``zsh`` without an error, whatever
line endings the user's lines use, and undo gives back the original bytes exactly (issue 9 item 1).

The generated lines are ones a shell reads the same with or without a trailing CR (each ends in a comment,
which swallows the CR), so any error output comes from the wizard's block, as it did when the block was
written with CRLF ("syntax error: unexpected end of file", and every setting after it lost).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.cli.support import run_cli
from wizard.core.envvars.model import PathChange
from wizard.core.envvars.posix_env import PosixEnvBackend
from wizard.core.ops.base import OpContext

CUDA_BIN = "/usr/local/cuda-11.2/bin"
SHELLS = [name for name in ("bash", "dash", "zsh") if shutil.which(name)]
CONDA_BLOCK = [
    b"# >>> conda initialize >>>",
    b"# !! Contents within this block are managed by 'conda init' !!",
    b"__conda_setup=unused #",
    b"# <<< conda initialize <<<",
]


def _user_line(index: int, kind: str) -> list[bytes]:
    if kind == "export":
        return [b"export TFGPU_T%d=v%d #" % (index, index)]
    if kind == "not-utf8":
        return [b"# caf\xe9 \xff\xfe \x80 latin-1 and stray bytes"]
    if kind == "conda":
        return CONDA_BLOCK
    return [b"# " + kind.encode()]


@st.composite
def rc_contents(draw: st.DrawFn) -> tuple[bytes, int]:
    """rc bytes (CRLF, LF or mixed, with or without a final newline) and how many exports they hold."""
    kinds = draw(st.lists(st.sampled_from(["export", "not-utf8", "conda", "comment"]), max_size=8))
    exported = [kinds[:i].count("export") for i in range(len(kinds))]  # TFGPU_T0, TFGPU_T1, ... in order
    lines = [line for index, kind in zip(exported, kinds, strict=True) for line in _user_line(index, kind)]
    endings = draw(st.lists(st.sampled_from([b"\n", b"\r\n"]), min_size=len(lines), max_size=len(lines)))
    final = draw(st.booleans())
    data = b"".join(line + end for line, end in zip(lines, endings, strict=True))
    if lines and not final:
        data = data[: -len(endings[-1])]
    return data, sum(1 for kind in kinds if kind == "export")


def _source(shell: str, rc: Path, home: Path, exports: int) -> subprocess.CompletedProcess[str]:
    wanted = " ".join(f'"${{TFGPU_T{i}:-}}"' for i in range(exports))
    command = f'. "{rc}"; printf "%s\\n" "$PATH" {wanted}'
    return subprocess.run(
        [shell, "-f", "-c", command] if shell == "zsh" else [shell, "-c", command],
        env={"PATH": "/usr/bin:/bin", "HOME": str(home)}, capture_output=True, text=True, timeout=30, check=False,
    )


def _assert_read_cleanly(rc: Path, home: Path, kinds_exports: int) -> None:
    for shell in SHELLS:
        done = _source(shell, rc, home, kinds_exports)
        assert done.returncode == 0 and done.stderr == "", (shell, rc.read_bytes(), done.stderr)
        path, *values = done.stdout.split("\n")[: 1 + kinds_exports]
        assert CUDA_BIN in path.split(":"), (shell, done.stdout)
        assert all(value.startswith("v") for value in values), (shell, values)  # nothing after the block lost


@pytest.mark.skipif(not {"bash", "dash"} <= set(SHELLS), reason="needs bash and dash")
@settings(max_examples=25, deadline=None)
@given(rc_contents())
def test_any_rc_file_is_read_by_real_shells_after_add_and_restored_byte_for_byte(content: tuple[bytes, int]) -> None:
    data, exports = content
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / "home"
        home.mkdir()
        for name in (".bashrc", ".profile", ".zshrc"):
            (home / name).write_bytes(data)
        backend = PosixEnvBackend(home, home / ".config" / "tfgpu-wizard", environ={"PATH": "/usr/bin:/bin"})
        ctx = OpContext(step="test", backup_dir=Path(scratch) / "backups")
        result = backend.apply_path("user", PathChange("add", CUDA_BIN), ctx)
        for name in (".bashrc", ".profile", ".zshrc"):
            _assert_read_cleanly(home / name, home, exports)
        backend.reverse(result.record, ctx)
        for name in (".bashrc", ".profile", ".zshrc"):
            assert (home / name).read_bytes() == data


@pytest.mark.skipif("bash" not in SHELLS, reason="needs bash")
def test_path_add_on_a_crlf_bashrc_then_undo_through_the_cli(isolated_home: Path) -> None:
    """The command a WSL user runs: a .bashrc saved by a Windows editor, ``path add``, a new shell, ``undo``."""
    original = b"# ~/.bashrc from Notepad\r\nexport EDITOR=vim #\r\nexport AFTER=kept #"
    (isolated_home / ".bashrc").write_bytes(original)
    added = run_cli("path", "add", CUDA_BIN, env={"PATH": "/usr/bin:/bin"})
    assert added.returncode == 0, added.stderr
    shell = subprocess.run(
        ["bash", "-c", '. "$HOME/.bashrc"; printf "%s|%s" "$PATH" "$AFTER"'],
        env={"PATH": "/usr/bin:/bin", "HOME": str(isolated_home)}, capture_output=True, text=True, timeout=30,
        check=False,
    )
    assert shell.stderr == "" and shell.stdout == f"{CUDA_BIN}:/usr/bin:/bin|kept"
    undone = run_cli("undo", "--last", env={"PATH": "/usr/bin:/bin"})
    assert undone.returncode == 0, undone.stderr
    assert (isolated_home / ".bashrc").read_bytes() == original
