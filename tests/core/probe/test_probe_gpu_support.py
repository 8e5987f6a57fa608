"""System check's graphics card row against the TensorFlow releases (issue 17 item 2), a table with sources.

* A card newer than any release (Blackwell, CC 12.0: no release has ready-made code, and compiling
  TensorFlow's PTX for it is known to fail: compat-facts M15, S23, S24 #89272) is a warning in plain words
  (what works, what does not, what the plan does), with the steps NVIDIA's guide and the reports name.
* A card too old for the chosen release (Maxwell 5.2 and TF 2.17+, whose minimum is 6.0: S5 2.17.0, S7;
  Kepler 3.5 and TF 2.15+, S7) is a warning naming the newest release that runs it.

No GPU exists here, so the cards are facts written in code; the catalog is the bundled one.
"""

from __future__ import annotations

import pytest

from wizard.basics.facts import GpuFacts, MachineFacts, OsFacts
from wizard.core.catalog.load import load_catalog
from wizard.core.probe.findings import Finding, judge_facts

CATALOG = load_catalog()


def gpu_row(family: str, name: str, cc: str, tensorflow: str = "newest") -> Finding:
    facts = MachineFacts(os=OsFacts(family=family, arch="x86_64"), gpus=(GpuFacts(name, cc),))
    return next(f for f in judge_facts(facts, tensorflow=tensorflow, catalog=CATALOG) if f.key == "gpu")


@pytest.mark.parametrize(
    ("card", "tensorflow", "level", "words"),
    [
        pytest.param(("linux", "NVIDIA GeForce RTX 5090", "12.0"), "newest", "warn",
                     ("No official TensorFlow release", "conda-forge's TensorFlow 2.19.1", "inside WSL2", "processor"),
                     id="M15+S23+S41-Blackwell-12.0-is-newer-than-any-release-a-warning-naming-conda-forge"),
        pytest.param(("windows", "NVIDIA GeForce RTX 5080", "12.0"), "2.10", "warn",
                     ("No official TensorFlow release", "processor"),
                     id="M15+S23-Blackwell-on-windows-also-warned"),
        pytest.param(("linux", "NVIDIA B200", "10.0"), "newest", "warn",
                     ("No official TensorFlow release", "on Linux the plan", "not in WSL2"),
                     id="M15+S23+S28-Blackwell-10.0-datacenter-warned-linux-only"),
        pytest.param(("linux", "NVIDIA GeForce GTX 970", "5.2"), "newest", "warn",
                     ("TensorFlow 2.21.0", "6.0", "TensorFlow 2.16.2"),
                     id="S5+S7-Maxwell-too-old-for-newest-2.21-names-2.16.2"),
        pytest.param(("linux", "NVIDIA GeForce GTX 970", "5.2"), "2.17", "warn",
                     ("TensorFlow 2.17", "6.0", "TensorFlow 2.16.2"),
                     id="S5+S7-Maxwell-too-old-for-chosen-2.17"),
        pytest.param(("linux", "NVIDIA GeForce GTX 970", "5.2"), "2.16", "ok", (),
                     id="S7-Maxwell-fits-chosen-2.16-green"),
        pytest.param(("windows", "Tesla K40c", "3.5"), "newest", "warn", ("TensorFlow 2.10.1",),
                     id="S2+S7-Kepler-on-windows-names-the-last-native-windows-release-2.10.1"),
        pytest.param(("linux", "Tesla K40c", "3.5"), "2.14", "ok", (), id="S7-Kepler-fits-chosen-2.14-green"),
        pytest.param(("linux", "NVIDIA GeForce GTX 750 Ti", "5.0"), "2.3", "warn",
                     ("TensorFlow 2.3", "no code", "TensorFlow 2.16.2"),
                     id="S7+M13-Maxwell-5.0-has-no-kernels-in-2.3-though-above-its-minimum"),
        pytest.param(("linux", "NVIDIA GeForce RTX 4090", "8.9"), "newest", "ok", (), id="S7-Ada-fits-newest-green"),
        pytest.param(("linux", "NVIDIA H100", "9.0"), "newest", "ok", (), id="S7-Hopper-native-from-2.16-green"),
    ],
)
def test_the_gpu_row_judges_the_card_against_the_releases(
    card: tuple[str, str, str], tensorflow: str, level: str, words: tuple[str, ...]
) -> None:
    row = gpu_row(*card, tensorflow)
    assert row.level == level, row.text
    for word in words:
        assert word in row.text, (word, row.text)


def test_a_card_newer_than_any_release_says_what_to_do_and_cites_its_sources() -> None:
    """The steps are those the reports name (M15): NVIDIA's container, or a source build with CUDA 12.8+."""
    row = gpu_row("linux", "NVIDIA GeForce RTX 5090", "12.0")
    assert "container" in row.advice and "CUDA 12.8" in row.advice
    known = {source.id for source in CATALOG.sources}
    assert row.sources and set(row.sources) <= known and "S23" in row.sources
