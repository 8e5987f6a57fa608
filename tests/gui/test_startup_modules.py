"""What is imported before the first paint is what the Welcome page needs, and nothing more.

bench/startup.py measures the first paint against a bare QWizard (goal: 1.3x at most); each module imported
before it costs there. This test names what the Welcome page does not need and checks, in a fresh child
process painting the real window offscreen, that none of it is loaded when the window first paints:
the core (plans, the WSL hand-off, the probe...), the other pages, the widgets, the Qt-free models, the
packages the core uses (packaging, requests, keyring), and the XML parser of the translation files, which
an English start never reads.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# The child: the real entry point, with the after-paint hook replaced by "print sys.modules and quit".
_CHILD = """
import json, sys
import wizard.gui.app as app
from PySide6.QtCore import QCoreApplication

def painted(wizard, *, report):
    print("MODULES=" + json.dumps(sorted(sys.modules)), flush=True)
    QCoreApplication.exit(0)

app._after_first_paint = painted
sys.exit(app.main(sys.argv[1:]))
"""
NOT_BEFORE_PAINT = ("wizard.core", "wizard.platform", "wizard.cli", "wizard.gui.models", "wizard.gui.widgets",
                    "wizard.gui.workers", "packaging", "requests", "keyring")
NOT_IN_ENGLISH = ("xml.etree",)
WELCOME_NEEDS = {"wizard.gui.pages.base", "wizard.gui.pages.welcome_page"}


def modules_at_first_paint(*args: str) -> list[str]:
    """sys.modules of a real ``python -m wizard --self-test`` start at its first paint."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TFGPU_WIZARD_LANG": "en"}
    result = subprocess.run([sys.executable, "-c", _CHILD, "--self-test", *args], cwd=REPO, env=env,
                            capture_output=True, text=True, check=False, timeout=120)
    line = next((text for text in result.stdout.splitlines() if text.startswith("MODULES=")), None)
    assert result.returncode == 0 and line is not None, result.stdout + result.stderr
    return list(json.loads(line.removeprefix("MODULES=")))


def _loaded(modules: list[str], prefixes: tuple[str, ...]) -> list[str]:
    return [name for name in modules if any(name == p or name.startswith(p + ".") for p in prefixes)]


def test_only_the_welcome_page_is_imported_before_the_first_paint() -> None:
    modules = modules_at_first_paint()
    assert set(modules) >= WELCOME_NEEDS  # the check sees the child's real modules
    pages = [name for name in modules if name.startswith("wizard.gui.pages.")]
    assert sorted(pages) == sorted(WELCOME_NEEDS)
    assert _loaded(modules, NOT_BEFORE_PAINT + NOT_IN_ENGLISH) == []


def test_a_chinese_start_reads_its_translations_and_still_nothing_of_the_core() -> None:
    modules = modules_at_first_paint("--lang", "zh_CN")
    assert "xml.etree.ElementTree" in modules
    assert _loaded(modules, NOT_BEFORE_PAINT) == []
