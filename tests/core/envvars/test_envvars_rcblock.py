"""The managed rc block: one block however often installed, and install + remove = the identical text."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from wizard.core.envvars.rcblock import (
    BEGIN_MARKER,
    END_MARKER,
    find_block,
    install_block,
    remove_block,
    separator_for,
)
from wizard.core.envvars.shscript import (
    EnvScript,
    parse_script,
    render_script,
    with_export,
    with_prepend,
    without_prepend,
)

BODY = ['if [ -f "$HOME/.config/tfgpu-wizard/env.sh" ]; then . "$HOME/.config/tfgpu-wizard/env.sh"; fi']
LINE = st.text(st.characters(blacklist_characters="\r\n", codec="utf-8"), max_size=30)
RC_TEXT = st.builds(
    lambda lines, newline, final: newline.join(lines) + (newline if final and lines else ""),
    st.lists(LINE, max_size=12),
    st.sampled_from(["\n", "\r\n"]),
    st.booleans(),
)


def _installed_once(text: str) -> str:
    return install_block(text, BODY)


@given(RC_TEXT | st.text(max_size=200))
def test_installing_twice_leaves_exactly_one_block(text: str) -> None:
    assume(BEGIN_MARKER not in text and END_MARKER not in text)
    twice = install_block(_installed_once(text), BODY)
    assert twice == _installed_once(text)
    assert twice.count(BEGIN_MARKER) == 1


@given(RC_TEXT | st.text(max_size=200))
def test_install_then_remove_gives_back_the_identical_text(text: str) -> None:
    assume(BEGIN_MARKER not in text and END_MARKER not in text)
    separator = separator_for(text)
    assert remove_block(_installed_once(text), added_separator=separator) == text


@pytest.mark.parametrize(
    "original",
    ["", "alias ll='ls -l'", "alias ll='ls -l'\n", "a\r\nb", "a\r\nb\r\n", "x\r", "\n\n"],
    ids=["empty", "no-final-newline", "final-newline", "crlf-no-final", "crlf-final", "lone-cr", "blanks"],
)
def test_install_and_remove_round_trip_byte_for_byte(original: str) -> None:
    installed = _installed_once(original)
    assert install_block(installed, BODY) == installed
    assert installed.startswith(original)
    assert remove_block(installed, added_separator=separator_for(original)) == original


@given(RC_TEXT | st.text(max_size=200))
def test_the_block_is_lf_whatever_the_files_other_lines_use(text: str) -> None:
    """Shells end a line only at LF: a CRLF block (``fi\\r``) breaks the whole file for bash."""
    assume(BEGIN_MARKER not in text and END_MARKER not in text)
    installed = _installed_once(text)
    span = find_block(installed)
    assert span is not None and "\r" not in installed[span.start : span.end]
    assert installed.endswith(END_MARKER + "\n")


def test_a_crlf_file_keeps_its_own_lines_and_gets_an_lf_block() -> None:
    installed = _installed_once("export A=1\r\nexport B=2")
    assert installed.startswith("export A=1\r\nexport B=2\n" + BEGIN_MARKER + "\n")


def test_an_older_crlf_block_is_rewritten_with_lf_in_place() -> None:
    old = f"a\r\n{BEGIN_MARKER}\r\nold\r\n{END_MARKER}\r\nb\r\n"
    assert install_block(old, ["new"]) == f"a\r\n{BEGIN_MARKER}\nnew\n{END_MARKER}\nb\r\n"


def test_rerun_replaces_the_block_in_place_and_keeps_what_follows() -> None:
    first = _installed_once("before\n") + "after\n"
    second = install_block(first, ["echo new"])
    assert second == f"before\n{BEGIN_MARKER}\necho new\n{END_MARKER}\nafter\n"
    span = find_block(second)
    assert span is not None and second[span.end :] == "after\n"


def test_a_marker_inside_a_line_is_not_taken_for_our_block() -> None:
    text = f"echo '{BEGIN_MARKER}'\n"
    assert find_block(text) is None


def test_the_env_script_round_trips_through_its_own_parser() -> None:
    script = with_prepend(EnvScript(), "PATH", "/opt/with space/bin")
    script = with_prepend(script, "LD_LIBRARY_PATH", "/usr/local/cuda-11.2/lib64")
    script = with_export(script, "CUDA_HOME", "/usr/local/cuda-11.2 'quoted'")
    assert parse_script(render_script(script)) == script
    assert without_prepend(script, "PATH", "/opt/with space/bin").prepends == (
        ("LD_LIBRARY_PATH", "/usr/local/cuda-11.2/lib64"),
    )


@pytest.mark.parametrize("shell", ["sh", "bash"])
def test_sourcing_the_env_script_twice_never_duplicates_an_entry(tmp_path: Path, shell: str) -> None:
    """A real shell sources the generated script twice, as a login bash reading .profile and .bashrc does."""
    if shutil.which(shell) is None:
        pytest.skip(f"{shell} is not installed")
    script = with_prepend(with_prepend(EnvScript(), "PATH", "/opt/a b/bin"), "LD_LIBRARY_PATH", "/opt/lib")
    script = with_export(script, "CUDA_HOME", "/opt/cuda")
    env_sh = tmp_path / "env.sh"
    env_sh.write_text(render_script(script), encoding="utf-8")
    command = f'. "{env_sh}"; . "{env_sh}"; printf "%s|%s|%s" "$PATH" "$LD_LIBRARY_PATH" "$CUDA_HOME"'
    done = subprocess.run(
        [shell, "-c", command], env={"PATH": "/usr/bin:/bin"}, capture_output=True, text=True, check=True
    )
    assert done.stdout == "/opt/a b/bin:/usr/bin:/bin|/opt/lib|/opt/cuda"
