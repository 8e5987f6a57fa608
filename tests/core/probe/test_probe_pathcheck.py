"""PATH analysis as a pure function: Windows and POSIX rules, folder existence given as a set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.fakes.fake_nvml import probe_test_context
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.pathcheck import (
    PathRules,
    analyse_path,
    cuda_bin_version,
    expand_variables,
    probe_path,
)

WINDOWS = PathRules(separator=";", case_insensitive=True, warn_length=2047, max_length=32767)
POSIX = PathRules(separator=":", case_insensitive=False, warn_length=131072, max_length=131072)
CUDA = r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA"
WIN_ENV = {"CUDA_PATH": rf"{CUDA}\v11.2", "SystemRoot": r"C:\Windows"}


def _problems(
    value: str,
    rules: PathRules = WINDOWS,
    existing: set[str] | None = None,
    env: dict[str, str] | None = None,
) -> list[tuple[str, str]]:
    folders = existing if existing is not None else set(value.split(rules.separator))
    facts = analyse_path(value, rules, env if env is not None else WIN_ENV, lambda p: p in folders)
    return [(p.code, p.entry) for p in facts.problems]


def test_a_clean_path_has_no_problems() -> None:
    assert _problems(r"C:\Windows\system32;C:\Windows") == []


def test_missing_folders_are_listed() -> None:
    assert _problems(r"C:\Windows;C:\Gone", existing={r"C:\Windows"}) == [("missing-dir", r"C:\Gone")]


@pytest.mark.parametrize(
    "value",
    [
        r"C:\Windows;c:\WINDOWS",
        r"C:\Windows;C:\Windows\\",
        r"%SystemRoot%;C:\Windows",
        r"C:\Windows;%systemroot%",
    ],
    ids=["case-differs", "trailing-backslash", "variable-then-literal", "literal-then-lowercase-variable"],
)
def test_windows_duplicates_ignore_case_trailing_slashes_and_compare_expanded(value: str) -> None:
    def exists(folder: str) -> bool:  # Windows folder names ignore case and a trailing backslash
        return folder.rstrip("\\").casefold() == r"C:\Windows".casefold()

    assert [p.code for p in analyse_path(value, WINDOWS, WIN_ENV, exists).problems] == ["duplicate"]


def test_posix_paths_differing_in_case_are_different_folders() -> None:
    assert _problems("/opt/Tools:/opt/tools", POSIX, env={}) == []


def test_an_older_cuda_bin_ahead_of_a_newer_one_is_flagged_on_the_older_entry() -> None:
    value = rf"{CUDA}\v10.0\bin;C:\Windows;{CUDA}\v11.2\bin"
    facts = analyse_path(value, WINDOWS, WIN_ENV, lambda p: True)
    [problem] = facts.problems
    assert (problem.code, problem.entry, problem.level) == (
        "older-cuda-first",
        rf"{CUDA}\v10.0\bin",
        "warning",
    )
    assert "CUDA 10.0 comes before CUDA 11.2" in problem.message


def test_cuda_entries_written_with_variables_are_compared_expanded() -> None:
    value = rf"%CUDA_PATH%\bin;{CUDA}\v12.0\bin"
    assert _problems(value, existing={rf"{CUDA}\v11.2\bin", rf"{CUDA}\v12.0\bin"}) == [
        ("older-cuda-first", r"%CUDA_PATH%\bin")
    ]


def test_the_newer_cuda_first_is_fine() -> None:
    assert _problems(rf"{CUDA}\v11.2\bin;{CUDA}\v10.0\bin") == []


def test_linux_cuda_folders_are_ordered_too() -> None:
    value = "/usr/local/cuda-11.8/bin:/usr/local/cuda-12.2/bin"
    assert _problems(value, POSIX, env={}) == [("older-cuda-first", "/usr/local/cuda-11.8/bin")]


def test_quoted_entries_are_flagged_and_still_checked() -> None:
    entry = f'"{CUDA}\\v11.2\\bin"'
    assert _problems(entry, existing={rf"{CUDA}\v11.2\bin"}) == [("quoted", entry)]


def test_empty_entries_are_reported_as_information() -> None:
    assert _problems("/usr/bin::/bin", POSIX, env={}) == [("empty-entry", "")]


def test_length_over_the_legacy_limit_warns_and_over_the_hard_limit_fails() -> None:
    long_value = ";".join([r"C:\Windows"] + [rf"C:\tool{i:04d}" for i in range(300)])
    facts = analyse_path(long_value, WINDOWS, {}, lambda p: True)
    assert [(p.code, p.level) for p in facts.problems if p.code in {"long", "too-long"}] == [
        ("long", "warning")
    ]
    huge = "C:\\" + "x" * 33000
    assert [(p.code, p.level) for p in analyse_path(huge, WINDOWS, {}, lambda p: True).problems] == [
        ("too-long", "error")
    ]


def test_entries_and_length_are_kept() -> None:
    facts = analyse_path("/a:/b", POSIX, {}, lambda p: True)
    assert (facts.entries, facts.length) == (("/a", "/b"), 5)


def test_unknown_variables_stay_as_written() -> None:
    assert expand_variables(r"%NOPE%\bin", {}, True) == r"%NOPE%\bin"
    assert expand_variables(r"%cuda_path%\bin", WIN_ENV, True) == rf"{CUDA}\v11.2\bin"


@pytest.mark.parametrize(
    ("entry", "version"),
    [
        (rf"{CUDA}\v11.2\bin", (11, 2)),
        ("/usr/local/cuda-12.4/bin/", (12, 4)),
        (rf"{CUDA}\v11.2\libnvvp", None),
        ("/usr/local/cuda/bin", None),
        (r"%SystemRoot%\System32\WindowsPowerShell\v1.0", None),
        (r"C:\Windows\System32\WindowsPowerShell\v1.0\bin", None),
        (r"C:\tools\v2.1\bin", None),
        (r"C:\tools\mycuda-12.1\bin", None),
    ],
)
def test_cuda_bin_versions_are_read_from_the_folder_name(entry: str, version: tuple[int, int] | None) -> None:
    assert cuda_bin_version(entry) == version


def test_probe_path_checks_the_contexts_path_against_real_folders(tmp_path: Path) -> None:
    path = os.pathsep.join(map(str, (tmp_path, tmp_path / "missing", tmp_path)))  # this OS's separator
    ctx = probe_test_context(tmp_path, env={"PATH": path})
    draft = FactsDraft(family="linux")
    probe_path(ctx, draft)
    assert [(p.code, p.entry) for p in draft.path.problems] == [
        ("missing-dir", str(tmp_path / "missing")),
        ("duplicate", str(tmp_path)),
    ]
