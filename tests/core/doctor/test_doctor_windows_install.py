"""The doctor knows Windows' install-time failures (issue 17 item 8): a table of real log lines, each row
naming the public report it was seen in, and the fix the finding gives.

The lines are pip's own output as the reports quote it (backslashes doubled, as pip prints a path's repr).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wizard.basics.errors import CatalogError
from wizard.core.doctor.explain import diagnose
from wizard.core.doctor.signatures import load_signatures

LONG_PATH_HINT = ("HINT: This error might have occurred since this system does not have Windows Long Path support "
                  "enabled. You can find information on how to enable this at "
                  "https://pip.pypa.io/warnings/enable-long-paths")
STORE_LINE = ("ERROR: Could not install packages due to an EnvironmentError: [Errno 2] No such file or directory: "
              "'C:\\\\Users\\\\Test\\\\AppData\\\\Local\\\\Packages\\\\PythonSoftwareFoundation.Python.3.8_qbz5n2kfra8p0"
              "\\\\LocalCache\\\\local-packages\\\\Python38\\\\site-packages\\\\tensorboard_plugin_wit\\\\_vendor"
              "\\\\tensorflow_serving\\\\sources\\\\storage_path\\\\__pycache__"
              "\\\\file_system_storage_path_source_pb2.cpython-38.pyc'")
PY32_LINE = "sys.version: 3.7.3 (v3.7.3:ef4ec6ed12, Mar 25 2019, 21:26:53) [MSC v.1916 32 bit (Intel)]"
NEWER_LINE = ("ERROR: Could not find a version that satisfies the requirement tensorflow==2.10.0 (from versions: "
              "2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0)")
OLDER_LINE = ("ERROR: Could not find a version that satisfies the requirement tensorflow==2.18.0 (from versions: "
              "2.5.0, 2.5.1, 2.16.1, 2.16.2)")
NO_MATCH = "ERROR: No matching distribution found for tensorflow==2.10.0"


@pytest.mark.parametrize(
    ("log", "codes", "fix_words"),
    [
        pytest.param(
            "ERROR: Could not install packages due to an OSError: [Errno 2] No such file or directory: \n"
            + LONG_PATH_HINT,
            ["windows-long-paths-off"], ("LongPathsEnabled",),
            id="FengWei2000-CBIR-2-pip-long-path-OSError-with-the-HINT-line",
        ),
        pytest.param(STORE_LINE, ["windows-store-python"], ("python.org",),
                     id="CorentinJ-Real-Time-Voice-Cloning-358-Store-Python-sandboxed-path-not-a-second-cause"),
        pytest.param(PY32_LINE + "\nERROR: Could not find a version that satisfies the requirement "
                     "tensorflow==2.2.0rc4 (from versions: none)\n" + "ERROR: No matching distribution found for "
                     "tensorflow==2.2.0rc4", ["python-32-bit"], ("64-bit",),
                     id="tensorflow-43244-32-bit-Python-explains-no-matching-distribution"),
        pytest.param(NEWER_LINE + "\n" + NO_MATCH, ["python-newer-than-wheels"], ("2.10.0",),
                     id="J-i-n-p-u-Battery-Lifetime-2-Python-newer-than-the-2.10-wheels"),
        pytest.param(OLDER_LINE + "\nERROR: No matching distribution found for tensorflow==2.18.0",
                     ["pip-no-matching-distribution"], (),
                     id="tflite-micro-2927-only-older-releases-listed-is-not-a-too-new-Python"),
    ],
)
def test_windows_install_failures_are_named_with_their_fix(
    log: str, codes: list[str], fix_words: tuple[str, ...]
) -> None:
    findings = diagnose(log)
    assert [f.code for f in findings] == codes
    for word in fix_words:
        assert word in findings[0].fix, findings[0].fix


def test_each_new_row_cites_the_report_its_examples_come_from() -> None:
    rows = {s.code: s for s in load_signatures()}
    assert rows["windows-long-paths-off"].source == "https://github.com/FengWei2000/CBIR/issues/2"
    assert rows["windows-store-python"].source == "https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/358"
    assert rows["python-32-bit"].source == "https://github.com/tensorflow/tensorflow/issues/43244"
    assert rows["python-newer-than-wheels"].source == (
        "https://github.com/J-i-n-p-u/Battery-Lifetime-Prediction-with-Limited-Cycle-Data/issues/2")


def test_the_newer_python_finding_names_the_versions_from_the_line() -> None:
    (finding,) = diagnose(NEWER_LINE)
    assert "2.10.0" in finding.cause and "2.13.0rc0" in finding.cause


def test_a_row_ordering_groups_its_patterns_lack_is_a_clear_catalog_error(tmp_path: Path) -> None:
    row = {"code": "x", "rank": 1, "severity": "error", "patterns": ["(?P<wanted>a)"], "ordered": ["wanted", "first"],
           "cause": "c", "fix": "f", "source": "https://x", "examples": ["a"]}
    path = tmp_path / "signatures.json"
    path.write_text(json.dumps({"schema": 1, "signatures": [row]}), encoding="utf-8")
    with pytest.raises(CatalogError, match="signature x"):
        load_signatures(path)
