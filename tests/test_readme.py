"""The README's checkable claims hold: its commands exist, its paths are inside the repository, its
environment variables are read by the code, and it promises no report the wizard does not write yet."""

from __future__ import annotations

import re
from pathlib import Path

from wizard.cli import build_parser

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def _subcommands() -> set[str]:
    parser = build_parser()
    action = next(a for a in parser._actions if a.dest == "command")
    return set(getattr(action, "choices", {}) or {})


def test_every_command_it_names_exists() -> None:
    named = set(re.findall(r"tfgpu-wizard ([a-z][a-z-]+)", README)) - {"gui", "setup"}
    assert named and named <= _subcommands(), named - _subcommands()


def test_every_make_target_it_names_exists() -> None:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    for target in set(re.findall(r"make ([a-z]+)", README)):
        assert re.search(rf"^{target}:", makefile, re.MULTILINE), target


def test_every_path_it_names_is_inside_the_repository() -> None:
    assert "../" not in README and "/work/" not in README
    for path in re.findall(r"^\| `([^`]+/)` \|", README, re.MULTILINE):
        assert (REPO / path).is_dir(), path


def test_every_environment_variable_it_names_is_read_by_the_code() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "wizard").rglob("*.py"))
    for variable in set(re.findall(r"`(TFGPU_WIZARD_[A-Z_]+)`", README)):
        assert f'"{variable}"' in code or f"'{variable}'" in code, variable


def test_undo_of_a_cuda_toolkit_is_described_as_nvidias_uninstaller_and_no_report_is_promised() -> None:
    assert "uninstaller" in README
    assert "everything back" not in README and "exports a report" not in README


def test_it_shows_every_page_in_both_languages() -> None:
    """A new page needs its screenshots (the seeds' laptop walks every page): run docs/make_screenshots.py and
    add its row."""
    from wizard.gui.setup_wizard import PAGES

    for spec in PAGES:
        words = re.findall(r"[A-Z][a-z]*", spec.rsplit(":", 1)[1].removesuffix("Page"))
        name = "-".join(word.lower() for word in words).replace("cu-dnn", "cudnn")
        for language in ("en", "zh_CN"):
            shot = f"docs/screenshots/seed-laptop/{name}-{language}.png"
            assert (REPO / shot).is_file() and f"]({shot})" in README, shot


def test_every_screenshot_it_links_is_there_and_every_one_there_is_linked() -> None:
    """The four machines' screenshots: no link to a missing file, no file the README forgets."""
    linked = set(re.findall(r"\]\((docs/screenshots/[^)]+\.png)\)", README))
    there = {path.relative_to(REPO).as_posix() for path in (REPO / "docs" / "screenshots").rglob("*.png")}
    assert linked == there, (sorted(linked - there), sorted(there - linked))
    assert {path.split("/")[2] for path in there} == {"seed-laptop", "ubuntu-rtx3060", "no-gpu", "rtx5090"}
