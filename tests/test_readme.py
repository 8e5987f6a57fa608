"""The README's and docs/'s checkable claims hold: their commands exist, their paths are inside the repository,
their environment variables are read by the code, every relative link resolves, the README stays short and
promises no report the wizard does not write; the screenshots page shows every page in both languages."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from wizard.cli import build_parser

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")
PAGES = [REPO / "README.md", REPO / "README.zh-CN.md", *sorted((REPO / "docs").glob("*.md"))]
DOCS = "\n".join(page.read_text(encoding="utf-8") for page in PAGES)
SCREENSHOTS = (REPO / "docs" / "screenshots.md").read_text(encoding="utf-8")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _subcommands() -> set[str]:
    parser = build_parser()
    action = next(a for a in parser._actions if a.dest == "command")
    return set(getattr(action, "choices", {}) or {})


def test_the_readme_is_for_people_and_short() -> None:
    """The reference lives in docs/; the README says what the wizard is, for users and for developers."""
    assert len(README.splitlines()) <= 150
    assert "## For users" in README and "## For developers" in README


def test_the_readmes_two_commands_are_make_run_and_make_test() -> None:
    assert "make run " in README and "make test " in README


def test_every_command_it_names_exists() -> None:
    named = set(re.findall(r"`tfgpu-wizard ([a-z][a-z-]+)|^tfgpu-wizard ([a-z][a-z-]+)", DOCS, re.MULTILINE))
    named = {command for pair in named for command in pair if command}
    assert named and named <= _subcommands(), named - _subcommands()


def test_every_make_target_it_names_exists() -> None:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    for target in set(re.findall(r"make ([a-z][a-z-]*[a-z])", DOCS)):
        assert re.search(rf"^{target}:", makefile, re.MULTILINE), target


def test_every_path_it_names_is_inside_the_repository() -> None:
    """No path of a developer's machine; every folder of the layout's table is there."""
    assert "/work/" not in DOCS
    layout = (REPO / "docs" / "development.md").read_text(encoding="utf-8")
    for path in re.findall(r"^\| `([^`]+/)` \|", layout, re.MULTILINE):
        assert (REPO / path).is_dir(), path


def test_every_environment_variable_it_names_is_read_by_the_code() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "wizard").rglob("*.py"))
    for variable in set(re.findall(r"`(TFGPU_WIZARD_[A-Z_]+)`", DOCS)):
        assert f'"{variable}"' in code or f"'{variable}'" in code, variable


def _anchors(page: Path) -> set[str]:
    """GitHub's anchors for the headings of ``page``: lower case, punctuation dropped, spaces as hyphens."""
    headings = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.MULTILINE)
    return {"".join(c for c in h.strip().lower() if c in " -_" or unicodedata.category(c)[0] in "LN").replace(" ", "-")
            for h in headings}


def _broken_links(page: Path, root: Path) -> list[str]:
    """The relative links of ``page`` to a file that is not there (or outside ``root``), or to a heading of a
    page that it lacks."""
    broken = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page.resolve()
        missing = not linked.exists() or root.resolve() not in linked.parents
        if missing or (anchor and linked.suffix == ".md" and anchor not in _anchors(linked)):
            broken.append(target)
    return broken


@pytest.mark.parametrize("page", PAGES, ids=[page.relative_to(REPO).as_posix() for page in PAGES])
def test_every_relative_link_resolves(page: Path) -> None:
    """A link to a file of the repository (and to a heading of a page) that is there."""
    assert page.is_file(), page
    assert _broken_links(page, REPO) == []


def test_the_link_check_finds_what_is_missing(tmp_path: Path) -> None:
    """The check itself: a link to a file that is not there, to a heading a page lacks, or out of the tree fails."""
    (tmp_path / "docs").mkdir()
    page = tmp_path / "docs" / "page.md"
    page.write_text("# A title, with words\n\n[there](page.md#a-title-with-words) [missing](gone.md) "
                    "[no heading](#nothing) [out](../../x.md) [web](https://example.org/x)\n", encoding="utf-8")
    assert _broken_links(page, tmp_path) == ["gone.md", "#nothing", "../../x.md"]


def test_undo_of_a_cuda_toolkit_is_described_as_nvidias_uninstaller_and_no_report_is_promised() -> None:
    assert "uninstaller" in README
    assert "everything back" not in DOCS and "exports a report" not in DOCS


def test_it_shows_every_page_in_both_languages() -> None:
    """A new page needs its screenshots (the seeds' laptop walks every page of native Windows, the RTX 4070 PC
    those of the WSL2 route): run docs/make_screenshots.py and add its row to docs/screenshots.md."""
    from wizard.gui.setup_wizard import PAGES as WIZARD_PAGES

    for spec in WIZARD_PAGES:
        words = re.findall(r"[A-Z][a-z]*", spec.rsplit(":", 1)[1].removesuffix("Page"))
        name = "-".join(word.lower() for word in words).replace("cu-dnn", "cudnn")
        for language in ("en", "zh_CN"):
            shots = [f"screenshots/{machine}/{name}-{language}.png"
                     for machine in ("seed-laptop", "windows11-rtx4070-wsl2")]
            assert any((REPO / "docs" / shot).is_file() and f"]({shot})" in SCREENSHOTS for shot in shots), shots


def test_every_screenshot_it_links_is_there_and_every_one_there_is_linked() -> None:
    """The nine machines' screenshots: no link to a missing file, no file the screenshots page forgets."""
    linked = set(re.findall(r"\]\((screenshots/[^)]+\.png)\)", SCREENSHOTS))
    there = {path.relative_to(REPO / "docs").as_posix() for path in (REPO / "docs" / "screenshots").rglob("*.png")}
    assert linked == there, (sorted(linked - there), sorted(there - linked))
    assert {path.split("/")[1] for path in there} == {"seed-laptop", "ubuntu-rtx3060", "no-gpu", "rtx5090",
                                                      "windows11-rtx4070-wsl2", "gtx1060-isolated-conda",
                                                      "pytorch-ubuntu-rtx3060", "keras-windows-rtx4070",
                                                      "jax-linux-rtx3090"}
