"""``check`` on a PyTorch, JAX or Keras 3 setup names that framework and its release, in words and in its JSON.

It said "Setup of ...: TensorFlow - (cpu)" for the CPU PyTorch env ``apply`` had just made (issue 33). The setup
is recorded as ``apply`` records it, over a real venv holding the framework's distribution metadata (so the
framework is found installed); the machine is a no-GPU facts file; ``check`` runs as the real CLI.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.support import REPO, run_cli
from tests.core.gpu_tensorflow_standin import make_venv
from wizard.basics.facts import load_facts
from wizard.core.check.record import record_setup
from wizard.core.plan import FrameworkBuild, Plan, TfChoice
from wizard.platform.pyenv_layout import site_packages

FACTS = REPO / "tests" / "fixtures" / "facts" / "linux-no-gpu.json"


def _env_with(tmp_path: Path, name: str, version: str) -> Path:
    """A real venv whose site-packages holds ``name`` ``version`` (its metadata and an importable package)."""
    python = make_venv(tmp_path / "env")
    [site] = site_packages(python.parent.parent)
    (site / name).mkdir()
    (site / name / "__init__.py").write_text(f"__version__ = {version!r}\n", encoding="utf-8")
    info = site / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n", encoding="utf-8")
    return python


@pytest.mark.parametrize(("build", "package", "words"), [
    (FrameworkBuild("pytorch", "2.13.0", (), "cpu", "", "https://example.invalid/whl/cpu", ("torch==2.13.0+cpu",)),
     ("torch", "2.13.0+cpu"), "PyTorch 2.13.0 (cpu)"),
    (FrameworkBuild("jax", "0.10.2", ("jax==0.10.2",), "cpu"), ("jax", "0.10.2"), "JAX 0.10.2 (cpu)"),
])
def test_check_names_the_framework_the_setup_made(tmp_path: Path, build: FrameworkBuild, package: tuple[str, str],
                                                  words: str) -> None:
    plan = Plan(route="cpu", tensorflow=None, python="3.11", cuda=None, cudnn=None, framework=build.framework,
                framework_build=build)
    record_setup(plan, load_facts(FACTS), _env_with(tmp_path, *package), ["run"])
    text = run_cli("check", "--facts", str(FACTS))
    assert text.returncode == 0, text.stdout + text.stderr
    assert f": {words}, catalog version" in text.stdout and "TensorFlow" not in text.stdout, text.stdout
    document = json.loads(run_cli("check", "--facts", str(FACTS), "--json").stdout)
    assert (document["framework"], document["framework_version"], document["tensorflow"]) == (
        build.framework, build.version, "")


def test_check_of_a_tensorflow_setup_still_names_tensorflow(tmp_path: Path) -> None:
    plan = Plan(route="cpu", tensorflow=TfChoice("2.20.0", "tensorflow-cpu", "tensorflow-cpu==2.20.0"),
                python="3.11", cuda=None, cudnn=None)
    record_setup(plan, load_facts(FACTS), _env_with(tmp_path, "tensorflow", "2.20.0"), ["run"])
    document = json.loads(run_cli("check", "--facts", str(FACTS), "--json").stdout)
    assert (document["framework"], document["framework_version"], document["tensorflow"]) == (
        "tensorflow", "2.20.0", "2.20.0")
    assert ": TensorFlow 2.20.0 (cpu), catalog version" in run_cli("check", "--facts", str(FACTS)).stdout
