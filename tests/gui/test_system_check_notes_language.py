"""The System check shows an English facts file's probe notes in Chinese, rebuilt from their codes.

The facts file is a real file in ``tmp_path`` (a no-GPU profile with two notes written in English); only the
probe is fed that file (this machine has no NVIDIA GPU); pages, findings and translations are real.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from tests.gui.conftest import FACTS_DIR, probe_from_file
from wizard.gui.pages.system_check_page import SystemCheckPage
from wizard.gui.setup_wizard import SetupWizard
from wizard.gui.translator import install_language

CJK = re.compile("[\u4e00-\u9fff]")
NOTES = [
    {"code": "no-driver", "level": "warning", "params": {},
     "message": "No NVIDIA driver was found, so TensorFlow can only use the CPU here. If this computer has an "
                "NVIDIA graphics card, install NVIDIA's driver for it."},
    {"code": "nvidia-smi-timeout", "level": "warning", "params": {"seconds": "7"},
     "message": "nvidia-smi did not answer within 7 seconds; the driver may be stuck. Restart the computer and "
                "try again."},
]


def test_english_notes_read_in_chinese(make_wizard: Callable[..., SetupWizard], tmp_path: Path) -> None:
    document = json.loads((FACTS_DIR / "gui_no_gpu_linux.json").read_text(encoding="utf-8"))
    document["notes"] = NOTES
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    install_language("zh_CN")
    try:
        wizard = make_wizard(language="zh_CN", probe=probe_from_file(path))
        wizard.next()
        check = wizard.page_of(SystemCheckPage)
        assert isinstance(check, SystemCheckPage) and wizard.currentPage() is check
        shown = {row.finding.key: row.text_label.text() for row in check.rows if row.finding.key.startswith("note:")}
        assert set(shown) == {"note:no-driver", "note:nvidia-smi-timeout"}
        assert all(CJK.search(text) for text in shown.values()), shown
        assert "7" in shown["note:nvidia-smi-timeout"]
    finally:
        install_language("en")
