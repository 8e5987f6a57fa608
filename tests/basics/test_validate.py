"""The input rules (wizard.basics.validate) and the bounded JSON loader (wizard.basics.jsondoc), property-tested."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wizard.basics.errors import BadInputError
from wizard.basics.jsondoc import MAX_DEPTH, DocumentError, nesting_depth, parse_document
from wizard.basics.validate import (
    FolderError,
    VariableNameError,
    bad_character,
    check_folder_text,
    check_folder_to_add,
    check_variable,
    check_version,
    is_version,
    printable,
)

LINE_BREAKS = ["\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
PLAIN = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=30)


@given(PLAIN, st.sampled_from([*LINE_BREAKS, "\x00", "\x1b", "\x7f", "\udcff"]), PLAIN)
def test_a_folder_with_any_line_break_control_or_undecodable_byte_is_refused(
    head: str, bad: str, tail: str
) -> None:
    with pytest.raises(FolderError):
        check_folder_text("/opt/" + head + bad + tail)


@given(PLAIN.filter(str.strip))
def test_a_folder_of_plain_text_is_one_line_for_every_reader(text: str) -> None:
    """What is accepted never splits into two lines, whoever splits it (str.splitlines is the widest)."""
    folder = check_folder_text("/" + text)
    assert len(folder.splitlines()) == 1 and bad_character(folder) is None


@pytest.mark.parametrize("folder", ["", "   ", "bin", "./bin", "../cuda/bin", "~/bin"])
def test_a_relative_or_empty_folder_is_not_added(folder: str) -> None:
    with pytest.raises(FolderError):
        check_folder_to_add(folder, "posix")


@pytest.mark.parametrize(
    ("folder", "flavor"),
    [("/usr/local/cuda/bin", "posix"), ("C:\\CUDA\\bin", "windows"), ("%CUDA_PATH%\\bin", "windows"),
     ("\\\\server\\share\\bin", "windows")],
)
def test_absolute_folders_are_added(folder: str, flavor: str) -> None:
    assert check_folder_to_add(folder, flavor) == folder


@pytest.mark.parametrize("folder", ["C:bin", "bin", "\\bin"])
def test_windows_folders_without_a_drive_are_relative(folder: str) -> None:
    with pytest.raises(FolderError):
        check_folder_to_add(folder, "windows")


@pytest.mark.parametrize("name", ["PROMPT_COMMAND", "BASH_ENV", "ENV", "LD_PRELOAD", "IFS", "PS1", "PYTHONPATH",
                                  "path", "Path", "CUDA PATH", "CUDA_PATH;x", ""])
def test_variables_a_shell_executes_or_that_change_loading_are_refused(name: str) -> None:
    with pytest.raises(VariableNameError):
        check_variable(name)


@pytest.mark.parametrize("name", ["PATH", "LD_LIBRARY_PATH", "CUDA_PATH", "CUDA_PATH_V11_2", "CUDA_HOME",
                                  "CUDNN_PATH"])
def test_path_like_and_cuda_variables_are_allowed(name: str) -> None:
    assert check_variable(name) == name


def test_windows_names_compare_without_case_when_asked() -> None:
    assert check_variable("Path", case_insensitive=True) == "Path"


@pytest.mark.parametrize("text", ["abc", "", "11", "11.", ".8", "1" * 40, "11.8-rc", "11.8\n", "١١.٨"])
def test_a_cuda_version_is_short_dotted_numbers(text: str) -> None:
    with pytest.raises(BadInputError):
        check_version(text, "CUDA", min_parts=2)


@given(st.lists(st.integers(0, 999_999), min_size=1, max_size=5))
def test_every_short_dotted_version_is_accepted(parts: list[int]) -> None:
    assert is_version(".".join(map(str, parts)))


@given(st.text(max_size=60))
def test_printable_text_has_no_control_separator_or_bidi_character_left(text: str) -> None:
    shown = printable(text, keep="\n")
    for char in shown:
        assert char == "\n" or unicodedata.category(char) not in {"Cc", "Cs", "Zl", "Zp", "Co", "Cn"}
    assert "\u202e" not in shown


@given(st.text(max_size=60))
def test_printable_text_inside_json_is_still_the_same_json_value(text: str) -> None:
    """``probe --json`` goes through the same escaping stream: its escapes must be JSON escapes."""
    document = json.dumps({"name": text}, ensure_ascii=False)
    assert json.loads(printable(document, keep="\n\t")) == {"name": text}


def test_plain_text_is_returned_unchanged() -> None:
    text = "GeForce RTX 3090 显卡 /usr/local/cuda-11.2"
    assert printable(text, keep="\n") == text


NO_NUL = st.characters(blacklist_characters="\x00")
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(NO_NUL, max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(NO_NUL, max_size=5), inner, max_size=4),
    max_leaves=20,
)


@given(JSON_VALUES)
def test_any_sane_document_reads_as_json_loads_reads_it(value: object) -> None:
    text = json.dumps(value)  # ASCII: lone surrogates travel as escapes
    assert parse_document(text.encode("utf-8")) == json.loads(text)
    assert nesting_depth(text) <= MAX_DEPTH


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b'{"name": "caf\xe9"}', "not UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000, "nested"),
        (b'{"a": ' + b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1) + b"}", "nested"),
        (b'{"memory_mib": 1' + b"0" * 5000 + b"}", "number"),
        (b'{"memory_mib": 1e999}', "number"),
        (b'{"memory_mib": NaN}', "NaN"),
        (b'{"name": "RTX\\u0000"}', "NUL"),
        (b'{"na\x00me": 1}', "NUL"),
        (b'{"name": ', "not JSON"),
    ],
    ids=["latin-1", "deep-100000", "one-too-deep", "5000-digits", "overflow", "nan", "nul-escape", "nul-raw",
         "truncated"],
)
def test_hostile_documents_are_refused_with_a_plain_reason(data: bytes, problem: str) -> None:
    with pytest.raises(DocumentError, match=problem):
        parse_document(data)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    assert nesting_depth(json.dumps({"name": "[[[[{{{{" * 100, "q": '\\"[['})) == 1


def test_a_bom_is_accepted_as_windows_editors_write_it() -> None:
    assert parse_document(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
