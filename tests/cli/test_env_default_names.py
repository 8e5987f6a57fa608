"""Which env ``verify`` and ``doctor`` check without ``--name``: the first of the frameworks' default envs there is
(issue 33: a PyTorch env is called ``torch``, so a machine with only that one is checked without naming it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.cli.env_default import chosen_env_name
from wizard.core.pyenv.envs import marker_framework
from wizard.platform.pyenv_layout import venv_python


def _env(root: Path, name: str) -> None:
    prefix = root / name
    prefix.mkdir(parents=True)
    (prefix / "pyvenv.cfg").write_text("version = 3.12.3\n", encoding="utf-8")
    python = venv_python(prefix)
    python.parent.mkdir(parents=True)
    python.write_text("", encoding="utf-8")


def test_without_a_name_the_first_default_env_there_is_is_checked(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TFGPU_WIZARD_ENVS_DIR", str(tmp_path))
    assert chosen_env_name(None) == "tf", "none there: the message names tf"
    _env(tmp_path, "jax")
    _env(tmp_path, "torch")
    assert chosen_env_name(None) == "torch"
    _env(tmp_path, "tf")
    assert chosen_env_name(None) == "tf" and chosen_env_name("jax") == "jax"


@pytest.mark.parametrize(("params", "framework"), [
    ({"requirement": "tensorflow[and-cuda]==2.20.0"}, "tensorflow"),
    ({"requirement": "tensorflow==2.20.0", "requirements": ["keras==3.12.0"]}, "keras"),
    ({"requirement": "", "requirements": ["keras==3.15.1"], "build_requirements": ["torch==2.14.1+cu126"]}, "keras"),
    ({"requirement": "", "build_requirements": ["torch==2.14.1+cu126"]}, "pytorch"),
    ({"requirement": "", "requirements": ["jax[cuda13]==0.10.2"]}, "jax"),
    ({}, "tensorflow"),
])
def test_an_env_s_framework_is_read_from_its_marker_s_pins(params: dict[str, object], framework: str) -> None:
    assert marker_framework({"name": "x", "params": params}) == framework
