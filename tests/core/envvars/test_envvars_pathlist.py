"""PATH string logic: exact bytes kept, idempotent add, exact remove, limits (pure, property-tested)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wizard.core.envvars.cuda import cuda_path_variables, cuda_version_of, older_cuda_first
from wizard.core.envvars.pathlist import (
    MAX_VALUE_CHARS,
    POSIX,
    WINDOWS,
    EnvValueError,
    PathFlavor,
    add_entry,
    contains_entry,
    join_path,
    reinsert,
    remove_exact,
    remove_matching,
    split_path,
)

FLAVORS = st.sampled_from([WINDOWS, POSIX])
# Entries as people and installers write them: %VAR% references, spaces, quotes, unicode, lone surrogates.
ENTRY_CHARS = st.characters(blacklist_characters=";:\x00", blacklist_categories=("Cc",))
ENTRY = st.one_of(
    st.text(ENTRY_CHARS, min_size=1, max_size=40).filter(str.strip),
    st.sampled_from(["%SystemRoot%\\system32", "%USERPROFILE%\\bin", "Program Files\\NVIDIA GPU Computing "
                     "Toolkit\\CUDA\\v11.2\\bin", "/usr/local/cuda-11.2/bin", '"\\a b"', "\ud800x"]),
)


def _value(entries: list[str], flavor: PathFlavor) -> str:
    return join_path(entries, flavor)


@given(st.lists(st.one_of(ENTRY, st.just("")), max_size=30), FLAVORS)
def test_split_then_join_gives_back_the_identical_string_empty_entries_included(
    entries: list[str], flavor: PathFlavor
) -> None:
    value = _value(entries, flavor)
    assert join_path(split_path(value, flavor), flavor) == value


@settings(max_examples=300)
@given(st.lists(ENTRY | st.just(""), max_size=30), ENTRY, FLAVORS, st.sampled_from(["front", "back"]))
def test_add_keeps_every_entry_in_order_and_add_then_remove_gives_the_original_bytes(
    entries: list[str], entry: str, flavor: PathFlavor, position: str
) -> None:
    original = _value(entries, flavor)
    added = add_entry(original, entry, flavor, position)  # type: ignore[arg-type]
    if contains_entry(original, entry, flavor):
        assert added == original
        return
    entries_after = split_path(added, flavor)
    if position == "front":
        assert entries_after == [entry, *split_path(original, flavor)]
    else:
        assert entries_after == [*split_path(original, flavor), entry]
    assert remove_exact(added, entry, flavor, position) == original  # type: ignore[arg-type]


@given(st.lists(ENTRY, max_size=20), ENTRY, FLAVORS)
def test_adding_twice_is_the_same_as_adding_once(entries: list[str], entry: str, flavor: PathFlavor) -> None:
    once = add_entry(_value(entries, flavor), entry, flavor)
    assert add_entry(once, entry, flavor) == once


@given(st.lists(ENTRY, max_size=20), ENTRY)
def test_percent_references_are_never_expanded_or_altered(entries: list[str], entry: str) -> None:
    original = _value(["%SystemRoot%\\system32", *entries, "%CUDA_PATH%\\bin"], WINDOWS)
    added = add_entry(original, entry, WINDOWS)
    assert "%SystemRoot%\\system32" in split_path(added, WINDOWS)
    assert "%CUDA_PATH%\\bin" in split_path(added, WINDOWS)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=4_000, max_value=MAX_VALUE_CHARS - 40), st.randoms(use_true_random=False))
def test_long_paths_of_4000_to_32767_characters_keep_every_entry(length: int, rng: object) -> None:
    entries: list[str] = []
    while len(_value(entries, WINDOWS)) < length:
        entries.append(f"C:\\tools\\t{len(entries)}\\bin" if len(entries) % 3 else "%SystemRoot%\\x")
    original = _value(entries, WINDOWS)[: MAX_VALUE_CHARS - 40]
    added = add_entry(original, "D:\\cuda\\bin", WINDOWS)
    assert split_path(added, WINDOWS)[1:] == split_path(original, WINDOWS)
    assert remove_exact(added, "D:\\cuda\\bin", WINDOWS) == original


@pytest.mark.parametrize(
    ("length", "accepted"),
    [(MAX_VALUE_CHARS - 1, True), (MAX_VALUE_CHARS, True), (MAX_VALUE_CHARS + 1, False)],
    ids=["32766-accepted", "32767-accepted", "32768-refused"],
)
def test_the_32767_character_limit_is_enforced_exactly(length: int, accepted: bool) -> None:
    entry = "D:\\b"
    original = "x" * (length - len(entry) - 1)
    if accepted:
        assert len(add_entry(original, entry, WINDOWS)) == length
    else:
        with pytest.raises(EnvValueError, match="32767"):
            add_entry(original, entry, WINDOWS)


@pytest.mark.parametrize(
    ("existing", "entry"),
    [
        ("C:\\CUDA\\bin", "c:\\cuda\\BIN"),
        ("C:\\CUDA\\bin\\", "C:\\CUDA\\bin"),
        ("C:/CUDA/bin", "C:\\CUDA\\bin"),
    ],
    ids=["case", "trailing-backslash", "forward-slashes"],
)
def test_windows_comparison_ignores_case_and_trailing_separators(existing: str, entry: str) -> None:
    value = f"C:\\a;{existing};C:\\b"
    assert add_entry(value, entry, WINDOWS) == value


def test_posix_comparison_is_case_sensitive() -> None:
    assert add_entry("/opt/CUDA/bin", "/opt/cuda/bin", POSIX) == "/opt/cuda/bin:/opt/CUDA/bin"


@pytest.mark.parametrize("entry", ["a;b", "", "   ", "x\x00y"], ids=["separator", "empty", "blank", "nul"])
def test_an_entry_that_is_not_one_folder_is_refused(entry: str) -> None:
    with pytest.raises(EnvValueError):
        add_entry("C:\\a", entry, WINDOWS)


def test_remove_exact_removes_only_our_spelling_and_keeps_superstrings_and_subpaths() -> None:
    value = "C:\\cuda\\bin2;C:\\cuda\\bin\\x;C:\\cuda\\bin;C:\\other"
    assert remove_exact(value, "C:\\cuda\\bin", WINDOWS) == "C:\\cuda\\bin2;C:\\cuda\\bin\\x;C:\\other"


def test_remove_matching_then_reinsert_restores_positions() -> None:
    value = "C:\\a;C:\\CUDA\\bin;C:\\b;c:\\cuda\\bin\\;C:\\c"
    removed_value, removed = remove_matching(value, "C:\\cuda\\bin", WINDOWS)
    assert removed_value == "C:\\a;C:\\b;C:\\c"
    assert reinsert(removed_value, removed, WINDOWS) == value


def test_an_empty_path_gets_exactly_one_entry_and_removal_gives_empty_again() -> None:
    assert add_entry("", "C:\\x", WINDOWS) == "C:\\x"
    assert remove_exact("C:\\x", "C:\\x", WINDOWS) == ""


@pytest.mark.parametrize(
    ("path", "warned"),
    [
        ("C:\\CUDA\\v10.1\\bin;C:\\CUDA\\v11.2\\bin", ["C:\\CUDA\\v10.1\\bin"]),
        ("C:\\CUDA\\v11.2\\bin;C:\\CUDA\\v10.1\\bin", []),
        ("%CUDA_PATH_V10_0%\\bin;C:\\x", ["%CUDA_PATH_V10_0%\\bin"]),
        ("C:\\CUDA\\v12.0\\bin;C:\\CUDA\\v11.2\\bin", []),
        ("%SystemRoot%\\System32\\WindowsPowerShell\\v1.0\\;C:\\CUDA\\v11.2\\bin", []),
        ("C:\\Python\\v3.8\\bin;C:\\CUDA\\v11.2\\bin", []),
    ],
    ids=["older-first-warned", "wanted-first-fine", "older-variable-warned", "newer-first-not-older",
         "powershell-v1.0-is-no-cuda", "a-v-folder-outside-cuda-is-no-cuda"],
)
def test_an_older_cuda_ahead_of_the_wanted_one_is_warned_about(path: str, warned: list[str]) -> None:
    assert [w.entry for w in older_cuda_first(path, (11, 2), WINDOWS)] == warned


def test_cuda_path_variables_are_named_as_nvidias_installer_names_them() -> None:
    root = "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2"
    assert cuda_path_variables(root, (11, 2)) == {"CUDA_PATH": root, "CUDA_PATH_V11_2": root}
    assert cuda_version_of("/usr/local/cuda-12.3/lib64") == (12, 3)
