"""In Chinese, the CLI's help and argparse's own errors leave no English but names: programs, flags, formats.

Every command's ``--help`` (subcommands included) is built by the real parser; what is left once flags,
metavars and ``{choices}`` are taken out must be Chinese or a word of ``TECHNICAL``. A new help text written
without ``tr`` or without its translation shows up here as its English words.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator

import pytest

from tests.cli.support import REPO, run_cli
from wizard.basics import i18n
from wizard.basics.errors import WizardError
from wizard.cli import EXIT_BAD_INPUT, build_parser

# Names a Chinese text keeps as they are: products, programs, file formats, commands and values typed as is.
TECHNICAL = {
    "Checksums", "Code", "GitHub", "Installer", "Jupyter", "Linux", "Miniforge", "Python", "TensorFlow",
    "Windows", "bin", "conda", "conda-forge", "cuDNN", "cuda-", "cuda_..._linux.run", "cuda_..._windows.exe",
    "gcc", "html", "issue", "json", "libzlib-wapi", "local", "md", "md5", "miniforge3", "newest", "none",
    "pdf", "plan.json", "python", "runfile", "sha256", "system", "tar.xz", "tensorflow", "tf", "tfgpu-wizard", "user",
    "usr", "uv", "zip", "zlibwapi.dll", "Ubuntu-24.04",
}
# Flags (-h, --dry-run), choices ({add,remove}) and upper-case metavars (FILE, CUDA_ROOT, X.Y).
NOT_WORDS = re.compile(r"(?<![\w-])--?[\w-]+|\{[^}]*\}|\b[A-Z][A-Z0-9_.|]*\b")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.+-]*")


def _helps(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[str, str]]:
    yield " ".join(path) or "(top)", parser.format_help()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from _helps(child, (*path, name))


def _english_words(text: str, commands: set[str]) -> set[str]:
    return set(WORD.findall(NOT_WORDS.sub(" ", text))) - TECHNICAL - commands


def test_every_help_page_is_chinese_but_for_names() -> None:
    i18n.set_language("zh_CN")
    parser = build_parser()
    pages = dict(_helps(parser))
    commands = {word for path in pages for word in path.split()}
    assert len(pages) > 15  # every command, and env/conda's subcommands
    left = {path: sorted(words) for path, text in pages.items() if (words := _english_words(text, commands))}
    assert not left, f"English left in the Chinese help: {left}"
    assert all("用法：" in text and "选项：" in text for text in pages.values())


def test_the_help_check_sees_an_english_help_text() -> None:
    i18n.set_language("zh_CN")
    parser = build_parser()
    parser.add_argument("--extra", help="shows the extra things")
    (_, text), *_ = _helps(parser)
    assert _english_words(text, set()) >= {"shows", "the", "extra", "things"}


@pytest.mark.parametrize(
    ("argv", "chinese"),
    [
        (["plan", "--route", "nowhere"], "无效的取值"),
        (["path"], "缺少必需的参数"),
        (["probe", "--bogus"], "无法识别的参数"),
        (["verify", "--python", "py", "--timeout", "soon"], "无效的 float 值"),
        (["download", "--plan"], "需要一个值"),
    ],
)
def test_argparse_errors_are_chinese(argv: list[str], chinese: str) -> None:
    result = run_cli("--lang", "zh_CN", *argv)
    assert result.returncode == EXIT_BAD_INPUT
    assert chinese in result.stderr
    assert "用法：tfgpu-wizard" in result.stderr and "：错误：" in result.stderr
    for english in ("usage:", "error:", "invalid choice", "required", "unrecognized", "expected"):
        assert english not in result.stderr


def test_argparse_errors_stay_english_in_english() -> None:
    result = run_cli("plan", "--route", "nowhere")
    assert "usage: tfgpu-wizard" in result.stderr and "invalid choice" in result.stderr


def test_error_labels_are_translated() -> None:
    error = WizardError("问题", hint="办法", reference="some-thing")
    assert error.render().splitlines()[0] == "error: 问题"
    i18n.set_language("zh_CN")
    lines = error.render().splitlines()
    assert lines[0] == "错误：问题" and lines[1] == "提示：办法"
    assert lines[-1].strip() == "（错误代码：some-thing）"


@pytest.mark.parametrize("argv", [
    ["probe"],
    ["plan", "--facts", "tests/fixtures/facts/windows-rtx2060-driver-457.json"],
    ["plan", "--facts", "tests/fixtures/facts/linux-no-avx-gtx1060.json"],
    ["plan", "--facts", "tests/fixtures/facts/windows-isolated-gtx1080-conda.json", "--route", "windows-isolated"],
])
def test_what_commands_print_in_chinese_has_full_width_punctuation(argv: list[str]) -> None:
    """Lines the CLI composes (``{title}:``, ``- {choice}: {why}``, ``(found by)``) follow the Chinese rules too."""
    from tests.test_translations import HALF_WIDTH_NEXT_TO_CJK, _prose

    result = run_cli("--lang", "zh_CN", *argv, cwd=REPO)
    assert "Traceback" not in result.stderr and re.search("[\u4e00-\u9fff]", result.stdout)
    wrong = [line for line in result.stdout.splitlines() if HALF_WIDTH_NEXT_TO_CJK.search(_prose(line))]
    assert not wrong, "\n".join(wrong)
