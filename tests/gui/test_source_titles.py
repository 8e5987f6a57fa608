"""Every catalog source has a short translated title; the long reference is in its details, and the System check
row of an RTX 5090 (which cites the conda-forge recipe) needs no horizontal scrollbar in either language."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea

from tests.gui.test_system_check_advice import check_page
from wizard.basics import i18n
from wizard.basics.errors import CatalogError
from wizard.core.catalog.load import SHORT_TITLE, load_catalog, source_title
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language
from wizard.resources import resource_path

CJK = re.compile("[\u4e00-\u9fff]")


def test_every_source_title_is_short_and_translated_and_the_long_reference_is_in_its_details() -> None:
    table = i18n.load_table("zh_CN")
    for source in load_catalog().sources:
        assert 0 < len(source.title) <= SHORT_TITLE, source.id
        assert ("CatalogSource", source.title) in table, source.id
    recipe = next(source for source in load_catalog().sources if source.id == "S41")
    assert "HERMETIC_CUDA_COMPUTE_CAPABILITIES" in recipe.details
    i18n.set_language("zh_CN")
    try:
        assert all(CJK.search(source_title(source)) for source in load_catalog().sources)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_rtx_5090_row_needs_no_horizontal_scrollbar(
    make_wizard: Callable[..., SetupWizard], language: str
) -> None:
    install_language(language)
    try:
        wizard = make_wizard("linux-rtx5090-blackwell.json")
        page = check_page(wizard)
        for _ in range(3):
            QApplication.processEvents()
        scroll = page.findChild(QScrollArea)
        assert scroll is not None
        assert not scroll.horizontalScrollBar().isVisible(), "a source title wider than the page"
    finally:
        install_language("en")


def test_a_source_with_a_long_title_is_refused_at_load(tmp_path: Path) -> None:
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    path = folder / "sources.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["sources"][0]["title"] = "x" * (SHORT_TITLE + 1)
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    assert "row 1 (S1)" in caught.value.message and "details" in caught.value.message
