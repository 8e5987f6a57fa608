"""The environments this wizard made: where they live, the marker that says so, and listing them.

Each env lives in its own folder under ``envs/`` next to the journal (``TFGPU_WIZARD_ENVS_DIR`` moves it; a
short folder helps on Windows without long paths). The marker file ``tfgpu-wizard-env.json`` inside an env
records how it was made (the create operation's parameters), so ``env list`` needs no process and
``env remove`` can be undone by making the same env again. Versions are read from the files (the
``.dist-info`` metadata of the env's site-packages, ``pyvenv.cfg``), never by starting the env's Python.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.atomic import write_text_atomically
from wizard.core.ops.journal import data_dir, utc_now
from wizard.core.pyenv.names import validate_env_name
from wizard.platform.pyenv_layout import conda_python, site_packages, venv_python

MARKER = "tfgpu-wizard-env.json"
TENSORFLOW_DISTS = ("tensorflow", "tensorflow-cpu", "tensorflow-gpu", "tensorflow-intel", "tf-nightly")
FRAMEWORK_DISTS = {"keras": ("keras",), "pytorch": ("torch",), "jax": ("jax",)}  # checked in this order


@dataclass(frozen=True)
class EnvInfo:
    """One env made by this wizard, as ``env list`` shows it."""

    name: str
    path: str
    python: str
    tensorflow: str | None
    kind: str = "venv"
    interpreter: str = ""
    framework: str = "tensorflow"  # what the env was made for (issue 33), from its marker's pins
    version: str | None = None  # that framework's installed release


def envs_root() -> Path:
    """The folder holding the wizard's envs (not created here)."""
    override = os.environ.get("TFGPU_WIZARD_ENVS_DIR")
    return Path(override) if override else data_dir() / "envs"


def env_prefix(name: str) -> Path:
    """Where the env ``name`` lives; the name is checked against the allowlist first."""
    return envs_root() / validate_env_name(name)


def looks_like_env(prefix: Path) -> bool:
    """A venv (``pyvenv.cfg``) or a conda env (``conda-meta``)."""
    return (prefix / "pyvenv.cfg").is_file() or (prefix / "conda-meta").is_dir()


def write_marker(prefix: Path, name: str, params: dict[str, Any], kind: str) -> None:
    """Mark ``prefix`` as made by this wizard, with what rebuilds it."""
    document = {"name": name, "kind": kind, "created_at": utc_now(), "params": params}
    write_text_atomically(prefix / MARKER, json.dumps(document, indent=1, sort_keys=True) + "\n")


def read_marker(prefix: Path) -> dict[str, Any] | None:
    """The marker's document, or None when the folder is not one of ours."""
    try:
        document = json.loads((prefix / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return document if isinstance(document, dict) else None


def python_version(prefix: Path) -> str:
    """The env's Python version from ``pyvenv.cfg`` (``version_info`` from uv, ``version`` from venv)."""
    try:
        lines = (prefix / "pyvenv.cfg").read_text(encoding="utf-8").splitlines()
    except OSError:
        return conda_python_version(prefix)
    values = dict(line.split("=", 1) for line in lines if "=" in line)
    cleaned = {key.strip(): value.strip() for key, value in values.items()}
    return cleaned.get("version_info") or cleaned.get("version") or ""


def conda_python_version(prefix: Path) -> str:
    """From ``conda-meta/python-X.Y.Z-<build>.json``; "" when unknown."""
    for entry in sorted((prefix / "conda-meta").glob("python-[0-9]*.json")):
        return entry.name.split("-")[1]
    return ""


def conda_package_version(prefix: Path, name: str) -> str | None:
    """The version of the conda package ``name`` linked into ``prefix`` (from ``conda-meta``), or None."""
    for entry in sorted((prefix / "conda-meta").glob(f"{name}-[0-9]*.json")):
        return entry.name[len(name) + 1:].split("-")[0]
    return None


def installed_version(prefix: Path, names: tuple[str, ...]) -> str | None:
    """The version of the first of ``names`` installed in the env, from its metadata files."""
    paths = [str(p) for p in site_packages(prefix)]
    if not paths:
        return None
    wanted = {name.replace("_", "-").lower() for name in names}
    for dist in importlib.metadata.distributions(path=paths):
        if (dist.metadata["Name"] or "").replace("_", "-").lower() in wanted:
            return dist.version
    return None


def env_python(prefix: Path) -> Path:
    """The interpreter of an env this wizard made (a venv's or a conda env's)."""
    marker = read_marker(prefix) or {}
    return conda_python(prefix) if marker.get("kind") == "conda" else venv_python(prefix)


def made_env_python(name: str) -> Path | None:
    """The interpreter of the wizard's environment ``name`` when it exists (made in this run or an earlier one)."""
    prefix = env_prefix(name)
    python = env_python(prefix)
    return python if looks_like_env(prefix) and python.is_file() else None


def list_envs() -> list[EnvInfo]:
    """Every env under :func:`envs_root` that carries our marker, by name."""
    root = envs_root()
    found: list[EnvInfo] = []
    for prefix in sorted(root.iterdir()) if root.is_dir() else []:
        marker = read_marker(prefix)
        if marker is None or not looks_like_env(prefix) or prefix.name.startswith("."):  # a remove's tombstone
            continue
        framework = marker_framework(marker)
        tensorflow = installed_version(prefix, TENSORFLOW_DISTS)
        found.append(EnvInfo(str(marker.get("name", prefix.name)), str(prefix), python_version(prefix),
                             tensorflow, str(marker.get("kind", "venv")), str(env_python(prefix)), framework,
                             installed_version(prefix, FRAMEWORK_DISTS[framework]) if framework in FRAMEWORK_DISTS
                             else tensorflow))
    return found


def marker_framework(marker: dict[str, Any]) -> str:
    """The framework an env was made for, from the pins its marker records: Keras 3 (on any backend), PyTorch or
    JAX by their package, else TensorFlow (every env made before issue 33)."""
    from packaging.requirements import InvalidRequirement, Requirement

    params = marker.get("params") or {}
    pins = [params.get("requirement") or "", *(params.get("requirements") or ()),
            *(params.get("build_requirements") or ())]
    names = set()
    for pin in pins:
        try:
            names.add(Requirement(str(pin)).name.lower())
        except InvalidRequirement:
            continue
    return next((framework for framework, dists in FRAMEWORK_DISTS.items() if names & set(dists)), "tensorflow")
