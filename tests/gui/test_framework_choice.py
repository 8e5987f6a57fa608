"""Choose setup's framework choice (issue 33): the choice reaches the planner through the wishes, the version list
follows it, and a PyTorch, a Keras 3 and a JAX plan are shown by their framework and build on the real pages, in
English and in Chinese (no English word in Chinese but names, build tags and numbers).

The machines are facts files (this machine has no NVIDIA GPU); the planner and catalog are the real ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QLabel

from tests.test_translations import HALF_WIDTH_NEXT_TO_CJK, _prose
from wizard.gui.pages.choose_setup_page import ChooseSetupPage
from wizard.gui.pages.finish_page import FinishPage
from wizard.gui.pages.python_env_page import PythonEnvPage
from wizard.gui.pages.verify_page import VerifyPage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language
from wizard.gui.widgets.plan_view import plan_lines

# What a Chinese page keeps as it is: products, cards, build tags (cu126, cuda12), versions and paths.
NAMES = {"TensorFlow", "PyTorch", "Keras", "JAX", "CUDA", "cuDNN", "NVIDIA", "GeForce", "RTX", "Python", "Windows",
         "Linux", "WSL2", "WSL", "Ubuntu", "GPU", "Google", "Meta"}
BUILD_TAG = re.compile(r"\b(cu\d+|cuda\d+|cpu)\b")
WORD = re.compile(r"[A-Za-z][A-Za-z]+")


@pytest.fixture
def chinese() -> Iterator[None]:
    install_language("zh_CN")
    try:
        yield
    finally:
        install_language("en")


def to_choose(wizard: SetupWizard) -> ChooseSetupPage:
    wizard.next()
    wizard.next()
    page = wizard.currentPage()
    assert isinstance(page, ChooseSetupPage)
    return page


def choose_framework(page: ChooseSetupPage, framework: str) -> None:
    combo = page.wishes_box.framework_combo
    combo.setCurrentIndex(combo.findData(framework))


def listed_versions(page: ChooseSetupPage) -> list[str]:
    return [str(page.tf_combo.itemData(i)) for i in range(1, page.tf_combo.count())]


def english_words(text: str) -> set[str]:
    return set(WORD.findall(BUILD_TAG.sub(" ", text))) - NAMES


def shown_texts(page: ChooseSetupPage) -> list[str]:
    """The wishes box, the plans' rows and the chosen plan's table (labels and values) as drawn."""
    box = page.wishes_box
    texts = [box.title(), box.framework_label.text(), box.framework_about.text(), box.tf_label.text()]
    texts += [box.framework_combo.itemText(i) for i in range(box.framework_combo.count())]
    texts += page.item_texts()
    plan = page.session.plan
    assert plan is not None
    facts = page.session.facts
    gpus = tuple(gpu.name for gpu in facts.gpus) if facts else ()
    texts += [text for line in plan_lines(plan, gpus) for text in (line.label, line.value)]
    return texts


def assert_chinese(texts: list[str]) -> None:
    """No English word but names, and full-width punctuation beside Chinese."""
    left = {text: english_words(text) for text in texts if english_words(text)}
    assert not left, f"English on the Chinese page: {left}"
    half = [text for text in texts if HALF_WIDTH_NEXT_TO_CJK.search(_prose(text))]
    assert not half, f"ASCII punctuation next to Chinese: {half}"


def test_the_choice_reaches_the_wishes_and_the_version_list_follows(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    page = to_choose(wizard)
    tensorflow = listed_versions(page)
    assert "2.21" in tensorflow and page.tf_combo.isEnabled()
    assert page.wishes_box.framework_about.text().startswith("Google's framework for training")
    choose_framework(page, "pytorch")
    assert wizard.session.wishes is not None and wizard.session.wishes.framework == "pytorch"
    assert wizard.session.recommended is not None and wizard.session.recommended.framework == "pytorch"
    torch = listed_versions(page)
    assert "2.14.1" in torch and "2.21" not in torch, "PyTorch's releases, not TensorFlow's"
    assert not page.tf_combo.isEnabled() and page.tf_combo.currentData() == "newest", (
        "the planner picks the PyTorch release by the card and driver: the list only shows what there is")
    assert page.wishes_box.tf_label.text() == "PyTorch version:"
    assert "Meta's framework" in page.wishes_box.framework_about.text()
    choose_framework(page, "jax")
    assert wizard.session.recommended is not None and wizard.session.recommended.framework == "jax"
    assert "0.10.2" in listed_versions(page) and page.wishes_box.tf_label.text() == "JAX version:"
    pythons = [page.python_combo.itemData(i) for i in range(1, page.python_combo.count())]
    assert "3.10" not in pythons and "3.12" in pythons, "JAX 0.10 is built for Python 3.11 and newer"
    choose_framework(page, "tensorflow")
    assert listed_versions(page) == tensorflow and page.tf_combo.isEnabled()
    assert wizard.session.wishes is not None and wizard.session.wishes.framework == "tensorflow"


def test_a_pytorch_plan_names_its_build_and_the_card_it_carries_code_for(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    wizard = make_wizard("linux-rtx3060-ubuntu-22.04.json")
    page = to_choose(wizard)
    choose_framework(page, "pytorch")
    assert page.item_texts()[0].startswith("Recommended: PyTorch 2.14.1 (cu126) · Python 3.12")
    texts = shown_texts(page)
    assert "2.14.1 for CUDA 12.6 (cu126, carries code for your GeForce RTX 3060)" in texts
    assert "inside the packages, nothing to install" in texts, "no CUDA or cuDNN to install: the wheels carry it"
    assert wizard.session.plan is not None
    labels = [line.label for line in plan_lines(wizard.session.plan)]
    assert labels[:4] == ["Route", "PyTorch", "Build", "Python"] and "TensorFlow" not in labels


def test_the_pytorch_plan_in_chinese_leaves_no_english_but_names(
    make_wizard: Callable[..., SetupWizard], chinese: None,
) -> None:
    wizard = make_wizard("linux-rtx3060-ubuntu-22.04.json", language="zh_CN")
    page = to_choose(wizard)
    choose_framework(page, "pytorch")
    texts = shown_texts(page)
    assert "2.14.1，适用于 CUDA 12.6（cu126，带有适用于您的 GeForce RTX 3060 的代码）" in texts
    assert_chinese(texts)


def test_keras_on_native_windows_says_why_pytorch_and_offers_tensorflow_in_wsl2(
    make_wizard: Callable[..., SetupWizard],
) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    page = to_choose(wizard)
    choose_framework(page, "keras")
    plan = wizard.session.plan
    assert plan is not None and plan.ok and plan.route == "windows-native"
    rows = page.item_texts()
    assert rows[0].startswith("Recommended: Keras 3.15.1 on PyTorch 2.14.1 (cu126)")
    assert "Windows, only the NVIDIA driver (the packages carry CUDA)" in rows[0], (
        "not 'CUDA installed for the whole system': nothing but the driver is needed")
    assert any("Keras 3.15.1 on TensorFlow" in row and "WSL2" in row for row in rows[1:]), rows
    keras = next(line for line in plan_lines(plan) if line.label == "Keras 3")
    assert any("KERAS_BACKEND=torch" in why and "WSL2" in why for why in keras.reasons), keras.reasons


def test_keras_on_windows_in_chinese(make_wizard: Callable[..., SetupWizard], chinese: None) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json", language="zh_CN")
    page = to_choose(wizard)
    choose_framework(page, "keras")
    texts = shown_texts(page)
    assert "Windows，只需 NVIDIA 驱动（软件包自带 CUDA）" in texts
    assert "3.15.1，运行在 PyTorch 2.14.1 上" in texts
    assert_chinese(texts)


def test_jax_on_native_windows_shows_the_refusal_and_offers_wsl2(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json")
    page = to_choose(wizard)
    choose_framework(page, "jax")
    route = page.route_combo
    route.setCurrentIndex(route.findData("windows-native"))
    plan = wizard.session.plan
    assert plan is not None and not plan.ok and not page.isComplete()
    cards = [card.findChildren(QLabel) for card in page.plan_view.cards]
    words = " ".join(label.text() for labels in cards for label in labels)
    assert "JAX publishes no GPU build for native Windows" in words
    assert "WSL2" in words.split("JAX publishes", 1)[1], "the fix offers WSL2"
    assert any("WSL2" in row and "JAX" in row for row in page.item_texts()[1:]), "the WSL2 plan is in the list"


def test_the_later_pages_name_the_framework(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("gui_rtx3090_linux.json")
    page = to_choose(wizard)
    choose_framework(page, "jax")
    assert wizard.session.plan is not None and wizard.session.plan.framework == "jax"
    env = wizard.page_of(PythonEnvPage)
    verify = wizard.page_of(VerifyPage)
    finish = wizard.page_of(FinishPage)
    assert isinstance(env, PythonEnvPage) and isinstance(verify, VerifyPage) and isinstance(finish, FinishPage)
    env.initializePage()
    assert "exactly the planned JAX 0.10.2." in env.subTitle()
    verify.initializePage()
    assert verify.title() == "Check that JAX works"
    finish.initializePage()
    assert "Your setup: JAX 0.10.2 with Python 3.12, Linux." in finish.summary.text()


def test_the_report_preview_names_the_framework_and_its_build(make_wizard: Callable[..., SetupWizard]) -> None:
    wizard = make_wizard("linux-rtx3060-ubuntu-22.04.json")
    page = to_choose(wizard)
    choose_framework(page, "pytorch")
    finish = wizard.page_of(FinishPage)
    assert isinstance(finish, FinishPage)
    finish.initializePage()
    markdown = finish.model.rendered("md").decode("utf-8")
    assert markdown.startswith("## PyTorch GPU setup report")
    assert "- **PyTorch version**: 2.14.1 (cu126) (planned, not verified)" in markdown
    assert "- **CUDA/cuDNN version**: CUDA 12.6, inside the installed packages" in markdown
    assert "TensorFlow version" not in markdown, "a PyTorch setup has no TensorFlow to report"
    assert "Not included: PyTorch has not been verified on this computer yet." in markdown
    assert "TensorFlow" not in markdown.split("## ", 2)[1], "the report's own words name PyTorch, not TensorFlow"


def test_jax_on_native_windows_in_chinese(make_wizard: Callable[..., SetupWizard], chinese: None) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json", language="zh_CN")
    page = to_choose(wizard)
    choose_framework(page, "jax")
    route = page.route_combo
    route.setCurrentIndex(route.findData("windows-native"))
    assert wizard.session.plan is not None and not wizard.session.plan.ok
    words = [label.text() for card in page.plan_view.cards for label in card.findChildren(QLabel) if label.text()]
    assert any("JAX" in text and "Windows" in text for text in words), words
    assert any("WSL2" in text for text in words), "the fix offers WSL2"
    assert_chinese([*words, *page.item_texts()])


def test_the_later_pages_name_the_framework_in_chinese(
    make_wizard: Callable[..., SetupWizard], chinese: None,
) -> None:
    wizard = make_wizard("gui_rtx4070_windows11.json", language="zh_CN")
    page = to_choose(wizard)
    choose_framework(page, "keras")
    env, verify, finish = (wizard.page_of(cls) for cls in (PythonEnvPage, VerifyPage, FinishPage))
    assert isinstance(env, PythonEnvPage) and isinstance(verify, VerifyPage) and isinstance(finish, FinishPage)
    env.initializePage()
    verify.initializePage()
    finish.initializePage()
    assert "Keras 3.15.1，运行在 PyTorch 2.14.1 上" in env.subTitle()
    assert verify.title() == "检查 Keras 3 能否正常工作"
    summary = re.sub(r"<[^>]+>", "", finish.summary.text())
    assert summary.startswith("您的配置：Keras 3.15.1，运行在 PyTorch 2.14.1 上，Python 3.12，"
                              "Windows，只需 NVIDIA 驱动")
    assert finish.model.rendered("md").decode("utf-8").startswith("## Keras 3 GPU 设置报告")
    assert_chinese([env.subTitle(), verify.title(), summary])
