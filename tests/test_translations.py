"""Every user-facing literal passed to a translation call has a Simplified Chinese translation.

The scan uses ``ast`` over the real source tree, so a new string without a translation fails here.
Recognised calls: ``tr("Ctx", "text")`` (core/CLI), ``QCoreApplication.translate("Ctx", "text")`` and
``translate("Ctx", "text")`` (Qt), and ``self.tr("text")`` inside a class (context = the class name).
"""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

import pytest

from tests.core import user_text_scan
from wizard.basics import argparse_i18n, i18n

PACKAGE = Path(__file__).resolve().parents[1] / "wizard"
PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}|%\([a-z_]+\)[sdr]|%[sdr]")
# Literals that a sink shows but that are not words to translate: (file, text) -> why.
NOT_USER_TEXT = {
    ("wizard/cli/commands/env.py", "{}\tPython {}\t{}\t{}\n"): "product names between values",
    ("wizard/cli/commands/journal.py", "  {}  {}{}  [{}]  id {}\n"): "'id' labels the entry id typed to --forget",
    ("wizard/core/probe/findings.py", "note:"): "a finding key, never shown",
    ("wizard/gui/app.py", "first paint after {} s (paint_epoch={})"): "--self-test output that CI and bench parse",
    ("wizard/gui/pages/handover_page.py", "plan.json"): "the file name the plan is saved under",
    ("wizard/gui/pages/wsl_inside_page.py", " (*.tar.gz)"): "the file dialog's pattern, which Qt reads in ( )",
    ("wizard/gui/pages/python_env_page.py", "uv"): "installer program name",
    ("wizard/gui/widgets/download_row.py", '<a href="{}">{}</a>'): "link markup around a translated text",
    ("wizard/gui/pages/python_env_page.py", "pip"): "installer program name",
    ("wizard/gui/widgets/network_settings.py", "http://proxy.example.com:8080"): "an example address",
    ("wizard/gui/widgets/network_settings.py", "https://artifacts.example.com/nvidia/"): "an example address",
    ("wizard/gui/widgets/network_settings.py", "https://artifacts.example.com/conda-forge"): "an example address",
}
# argparse messages only a programming mistake in the parser's definition can raise: never a user's.
ARGPARSE_DEVELOPER_MESSAGES = {
    ".__call__() not defined", "'required' is an invalid argument for positionals",
    "mutually exclusive arguments must be optional", "%r is not callable",
    "cannot merge actions - two groups are named %r",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r", "invalid conflict_resolution value: %r",
    "cannot have multiple subparser arguments", "conflicting subparser: %s", "conflicting subparser alias: %s",
    "conflicting option string: %s", "conflicting option strings: %s",
}


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls_in(tree: ast.AST) -> list[tuple[str, str, int]]:
    found: list[tuple[str, str, int]] = []
    classes: list[tuple[int, int, str]] = [
        (node.lineno, node.end_lineno or node.lineno, node.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    ]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        args = node.args
        if name in {"tr", "translate"} and len(args) >= 2 and _literal(args[0]) and _literal(args[1]):
            found.append((_literal(args[0]) or "", _literal(args[1]) or "", node.lineno))
        elif name == "tr" and isinstance(func, ast.Attribute) and len(args) == 1 and _literal(args[0]):
            owners = [c for c in classes if c[0] <= node.lineno <= c[1]]
            if owners:
                context = max(owners, key=lambda c: c[0])[2]
                found.append((context, _literal(args[0]) or "", node.lineno))
    return found


def _all_translatable() -> list[tuple[str, str, str]]:
    strings = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(PACKAGE.parent).as_posix()
        strings += [(f"{where}:{line}", ctx, text) for ctx, text, line in _calls_in(tree)]
    return strings


def test_the_scan_finds_the_strings_of_the_code() -> None:
    found = _all_translatable()
    assert len(found) > 20
    assert any(ctx == "Facts" for _, ctx, _ in found)


def test_every_translatable_string_has_a_chinese_translation() -> None:
    table = i18n.load_table("zh_CN")
    missing = [f"{where}  [{ctx}] {text!r}" for where, ctx, text in _all_translatable() if (ctx, text) not in table]
    assert not missing, "untranslated strings:\n" + "\n".join(missing)


def _plural_calls() -> list[tuple[str, str, str]]:
    """Every ``tr_n("Ctx", "text with %n", count)`` of the source tree."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "tr_n":
                context, text = (_literal(arg) for arg in node.args[:2])
                if context and text:
                    found.append((f"{path.relative_to(PACKAGE.parent).as_posix()}:{node.lineno}", context, text))
    return found


def test_every_count_has_its_plural_forms_in_english_and_chinese() -> None:
    """Issue 29: "1 check(s)" is gone: each counted message has English's two forms and Chinese's one, and
    the number is in each form."""
    calls = _plural_calls()
    assert len(calls) >= 5
    english, chinese = i18n.load_plurals("en"), i18n.load_plurals("zh_CN")
    for where, context, text in calls:
        assert "%n" in text, where
        assert len(english.get((context, text), ())) == 2, f"{where} has no English plural forms"
        assert len(chinese.get((context, text), ())) == 1, f"{where} has no Chinese form"
        assert all("%n" in form for form in (*english[(context, text)], *chinese[(context, text)])), where
    assert i18n.tr_n("Verify", "Verification failed: %n check(s) did not pass.", 1) == (
        "Verification failed: 1 check did not pass.")
    assert i18n.tr_n("Verify", "Verification failed: %n check(s) did not pass.", 2).endswith("2 checks did not pass.")


# A count written before a word ("{count} files"): that word changes with the number, so the message is a tr_n one.
COUNT_BEFORE_A_WORD = re.compile(r"\{(count|total|n|number|verified|files|changes)\} (?!of\b)[a-z]")
# Messages whose counted word reads right for every number: (context, text) -> why.
COUNTS_WITHOUT_PLURALS = {
    ("Verify", "Needs two or more GPUs ({count} found); skipped."): "'found' does not change with the number",
    ("Archive", "  ... and {count} more"): "'more' does not change with the number",
    ("Archive", "{count} entries, more than the limit of {limit}"): "only said when the count is above the limit",
    ("VerifyPage", "Running the checks: {count} done..."): "'done' does not change with the number",
    ("Ops", "{ok} restored, {failed} could not be restored."): "'restored' does not change with the number",
    ("EnvName", "The name is longer than {n} characters."): "n is the fixed limit (64)",
    ("Catalog", "title must be a short name of at most {count} characters; the full reference goes into "
                "details"): "count is the fixed limit, for catalog authors",
    ("PyEnv", "{done} of {total} downloaded"): "sizes, not counts",
    ("DownloadPage", "{total} in all"): "a size, not a count",
    ("DownloadPage", "at least {total} in all"): "a size, not a count",
}


def test_every_count_before_a_word_goes_through_the_plural_forms() -> None:
    """Issue 29's plural forms: a number before the word it counts ("1 files") is a tr_n message, whose English
    has "1 file" and "2 files" and whose Chinese has its one form, in every part of the program."""
    counted = [f"{where}  [{ctx}] {text!r}" for where, ctx, text in _all_translatable()
               if COUNT_BEFORE_A_WORD.search(text) and (ctx, text) not in COUNTS_WITHOUT_PLURALS]
    assert not counted, "a count before a word: use tr_n with %n (or list it with why):\n" + "\n".join(counted)
    assert COUNT_BEFORE_A_WORD.search("{count} files would be downloaded.")  # what it looks for


def test_counts_never_take_qts_own_plural_call() -> None:
    """tr_n is the one way to a plural form: Qt's ``translate(context, text, None, n)`` would find no form, since
    the GUI's translator is built from the singular table and English (the source language) has no translator
    at all, so "%n file(s)" would show as it is written."""
    qt_counted = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if (name == "translate" and len(node.args) + len(node.keywords) >= 4) or (
                    name == "tr" and isinstance(node.func, ast.Attribute) and len(node.args) >= 3):
                qt_counted.append(f"{path.relative_to(PACKAGE.parent).as_posix()}:{node.lineno}")
    assert not qt_counted, "use wizard.basics.i18n.tr_n for a count:\n" + "\n".join(qt_counted)


def test_plural_forms_keep_every_placeholder_and_full_width_punctuation() -> None:
    english, chinese = i18n.load_plurals("en"), i18n.load_plurals("zh_CN")
    wrong = [f"[{ctx}] {source!r} -> {form!r}" for table in (english, chinese) for (ctx, source), forms in table.items()
             for form in forms if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(form))]
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)
    half = [f"[{ctx}] {form}" for (ctx, _), forms in chinese.items() for form in forms
            if HALF_WIDTH_NEXT_TO_CJK.search(_prose(form))]
    assert not half, "ASCII punctuation next to Chinese:\n" + "\n".join(half)
    assert i18n.tr_n("DownloadPage", "{verified} of %n file(s) verified", 1) == "{verified} of 1 file verified"
    i18n.set_language("zh_CN")
    try:
        assert i18n.tr_n("DownloadStep", "Downloading %n file(s)", 1) == "正在下载 1 个文件"
        assert i18n.tr_n("DownloadStep", "Downloading %n file(s)", 3) == "正在下载 3 个文件"
    finally:
        i18n.set_language("en")


def test_no_user_text_bypasses_translation() -> None:
    found = user_text_scan.all_untranslated()
    bare = [f"{where}  {text!r}" for where, text in found if (where.split(":")[0], text) not in NOT_USER_TEXT]
    assert not bare, "user-visible text without tr() (wrap it, or list it in NOT_USER_TEXT):\n" + "\n".join(bare)
    seen = {(where.split(":")[0], text) for where, text in found}
    assert not set(NOT_USER_TEXT) - seen, "NOT_USER_TEXT lists literals the code no longer has"


def test_the_user_text_scan_sees_each_kind_of_bare_text(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "class PlanError(WizardError): pass\n"
        "print('Nothing to do.')\n"
        "label = QLabel(f'{count} files left')\n"
        "button.setText('Retry' if failed else 'Start')\n"
        "parser.add_argument('--x', help='the x to use')\n"
        "raise PlanError('No plan fits.', hint='Pick another version.')\n"
        "line = 'hint: ' + text\n"
        "print(tr('Cli', 'Done.'), 'v1.2')\n"
        "box.addItem(tr('Page', 'User'), 'user')\n",
        encoding="utf-8",
    )
    errors = user_text_scan.error_classes() | {"PlanError"}
    texts = [text for _, text in user_text_scan.untranslated(source, errors)]
    texts += [text for _, text in user_text_scan.labels(source)]
    assert sorted(texts) == sorted([
        "Nothing to do.", "{} files left", "Retry", "Start", "the x to use", "No plan fits.",
        "Pick another version.", "hint: ",
    ])


def test_every_argparse_message_a_user_can_meet_has_a_translation() -> None:
    """argparse's messages are read from the running Python's argparse, so a new Python's new one fails here."""
    tree = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    messages = {
        arg.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in {"_", "ngettext"}
        for arg in node.args
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
    }
    assert "usage: " in messages and "the following arguments are required: %s" in messages
    table = i18n.load_table("zh_CN")
    user_messages = messages - ARGPARSE_DEVELOPER_MESSAGES
    missing = sorted(m for m in user_messages if (argparse_i18n.CONTEXT, m) not in table)
    assert not missing, f"argparse messages without a translation: {missing}"


def test_translations_keep_every_placeholder() -> None:
    table = i18n.load_table("zh_CN")
    wrong = [
        f"[{ctx}] {source!r} -> {target!r}"
        for (ctx, source), target in table.items()
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(target))
    ]
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    ("locale_name", "expected"),
    [
        ("zh_CN.UTF-8", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh_TW", "zh_CN"),
        ("en_US.UTF-8", "en"), ("", "en"), ("C", "en"),
    ],
)
def test_locale_names_map_onto_the_shipped_languages(locale_name: str, expected: str) -> None:
    assert i18n.normalise_language(locale_name) == expected


def test_system_language_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert i18n.system_language() == "zh_CN"
    monkeypatch.setenv("TFGPU_WIZARD_LANG", "en")
    assert i18n.system_language() == "en"


def test_tr_answers_in_the_current_language() -> None:
    source = "Cancelled."
    assert i18n.tr("Cli", source) == source
    i18n.set_language("zh_CN")
    assert i18n.tr("Cli", source) != source
    i18n.set_language("en")
    assert i18n.tr("Cli", source) == source


CJK = "[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]"
THREE_DOTS_AS_PROSE = re.compile(rf"(?<={CJK})\.\.\.|\.\.\.(?={CJK})|(?<=\S)\.\.\.$")  # not cuda_..._x.exe
HALF_WIDTH_NEXT_TO_CJK = re.compile(rf"(?<={CJK})[,;:?!()]|[,;:?!()](?={CJK})")
# Text that keeps ASCII punctuation: placeholders, code in `backticks` or <code>, calls such as
# tf.Tensor(..., dtype=float32), file-dialog filters (*.json);;, and Qt's accelerator marks (&B).
CODE = re.compile(
    r"\{[a-zA-Z_]\w*\}|%\([a-z_]+\)[sdr]|`[^`]*`|<code>.*?</code>|[A-Za-z0-9_.]+\((?:[^()]|\([^()]*\))*\)"
    r"|\(\*[^)]*\)(;;)?|\(&\w\)"
)


def _prose(text: str) -> str:
    return CODE.sub(" ", text)


def test_chinese_text_uses_full_width_punctuation() -> None:
    table = i18n.load_table("zh_CN")
    wrong = [f"[{ctx}] {target}" for (ctx, _), target in table.items() if HALF_WIDTH_NEXT_TO_CJK.search(_prose(target))]
    assert not wrong, "ASCII , ; : ? ! ( ) next to Chinese (use ，；：？！（）):\n" + "\n".join(wrong)


def test_one_ellipsis_in_chinese() -> None:
    """"…" as the buttons that open a dialog and the progress lines mostly write it; not "……" nor "..."."""
    table = i18n.load_table("zh_CN")
    wrong = [f"[{ctx}] {target}" for (ctx, _), target in table.items()
             if "……" in target or THREE_DOTS_AS_PROSE.search(_prose(target))]
    assert not wrong, "use … :\n" + "\n".join(wrong)


def test_the_punctuation_check_tells_prose_from_code() -> None:
    assert HALF_WIDTH_NEXT_TO_CJK.search(_prose("请重试,然后继续"))
    assert HALF_WIDTH_NEXT_TO_CJK.search(_prose("工具包(CUDA)"))
    assert not HALF_WIDTH_NEXT_TO_CJK.search(_prose("例如 tf.Tensor(1.0, shape=(), dtype=float32)，没有报错"))
    assert not HALF_WIDTH_NEXT_TO_CJK.search(_prose("下一步(&N) >；结果文件 (*.json);;所有文件 (*)"))
    assert THREE_DOTS_AS_PROSE.search("浏览...") and not THREE_DOTS_AS_PROSE.search("选择 cuda_..._windows.exe 文件")


# The wizard's record of the changes it made (what undo reads) is 变更记录; 日志 is an installer's or
# TensorFlow's log output. Both were once 日志, so a user could not tell "check the journal" from "read the log".
JOURNAL = r"\bjournal(s|ed|ing)?\b"
JOURNAL_TERM = "变更记录"
LOG = r"\blogs?\b"
LOG_TERM = "日志"

# One Chinese term per concept: (the English word, outside placeholders; the term its translation uses;
# words that must not stand for it anywhere). Exceptions are Windows' own names, quoted as Windows shows them.
GLOSSARY = [
    (r"\broutes?\b", "安装方式", ("路线", "途径")),
    (r"\bplans?\b(?! again)|\bplanned\b", "方案", ("计划",)),  # "plan again" is a verb: 重新规划
    (r"\bGPUs?\b", "GPU", ()),
    (r"\bgraphics cards?\b", "显卡", ()),
    (r"\bCPUs?\b", "CPU", ()),
    (r"\bprocessors?\b", "处理器", ()),
    (r"\b(computer|machine)s?\b", "电脑", ("计算机", "机器")),
    (r"\b(environments?|envs?)\b", "环境", ()),
    (r"\bdrivers?\b", "驱动", ()),
    (r"\bundo(ne|ing|es)?\b", "撤销", ("撤消",)),
    (JOURNAL, JOURNAL_TERM, ()),  # 日志 stays free for logs: see test_a_journal_is_never_a_log
]
WINDOWS_NAMES = ("计算机配置",)  # Group Policy: Computer Configuration


def _without_windows_names(text: str) -> str:
    for name in WINDOWS_NAMES:
        text = text.replace(name, " ")
    return text


def _words(source: str) -> str:
    """The English a person reads: no placeholders, no quoted commands, no package names."""
    names = r"|Computer Configuration|PLAN\.json"
    return re.sub(r"\{[^{}]*\}|'[^']*'|`[^`]*`|tensorflow-\w+|--\w[\w-]*|tfgpu-wizard \w+" + names, " ", source)


@pytest.mark.parametrize(("english", "term", "banned"), GLOSSARY, ids=[term for _, term, _ in GLOSSARY])
def test_one_term_per_concept(english: str, term: str, banned: tuple[str, ...]) -> None:
    table = i18n.load_table("zh_CN")
    pattern = re.compile(english, re.IGNORECASE)
    missing = [f"[{ctx}] {source!r} -> {target}" for (ctx, source), target in table.items()
               if pattern.search(_words(source)) and term not in target]
    assert not missing, f"translations that do not say {term}:\n" + "\n".join(missing)
    used = [f"[{ctx}] {target}" for (ctx, _), target in table.items()
            if any(word in _without_windows_names(target) for word in banned)]
    assert not used, f"{banned} used where the glossary says {term}:\n" + "\n".join(used)


def _mixed_up(table: dict[tuple[str, str], str], english: str, other: str, banned: str) -> list[str]:
    """Translations whose source says ``english`` (and not ``other``) but whose Chinese uses ``banned``."""
    says, also = re.compile(english, re.IGNORECASE), re.compile(other, re.IGNORECASE)
    return [f"[{ctx}] {source!r} -> {target}" for (ctx, source), target in table.items()
            if says.search(_words(source)) and not also.search(_words(source)) and banned in target]


def test_a_journal_is_never_a_log() -> None:
    """The journal is 变更记录, never 日志; a log is 日志, never 变更记录."""
    table = i18n.load_table("zh_CN")
    wrong = _mixed_up(table, JOURNAL, LOG, LOG_TERM) + _mixed_up(table, LOG, JOURNAL, JOURNAL_TERM)
    assert not wrong, "journal (变更记录) and log (日志) mixed up:\n" + "\n".join(wrong)


def test_the_journal_check_catches_a_journal_called_a_log() -> None:
    table = {("Ops", "The journal could not be saved."): "无法保存更改日志。",
             ("Cuda", "Read the installer log."): "请查看安装程序变更记录。",
             ("Ops", "Journal: {path}"): "变更记录：{path}",
             ("Cuda", "Installer log: {log}"): "安装程序日志：{log}",
             ("JournalCli", "Run 'tfgpu-wizard journal' to see the log."): "运行 'tfgpu-wizard journal' 查看日志。"}
    assert _mixed_up(table, JOURNAL, LOG, LOG_TERM) == ["[Ops] 'The journal could not be saved.' -> 无法保存更改日志。"]
    assert _mixed_up(table, LOG, JOURNAL, JOURNAL_TERM) == [
        "[Cuda] 'Read the installer log.' -> 请查看安装程序变更记录。"]


def test_a_windows_build_number_is_always_its_internal_version() -> None:
    """Windows calls it 内部版本 (winver shows "内部版本 19045"); 版本号 is a version number."""
    table = i18n.load_table("zh_CN")
    wrong = [f"[{ctx}] {target}" for (ctx, source), target in table.items()
             if "build {build}" in source and "内部版本 {build}" not in target]
    assert not wrong, "\n".join(wrong)
