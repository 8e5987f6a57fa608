"""The torch family (torch, torchvision, torchaudio, triton) comes from the plan's build index, and only it does.

Why a separate install and not ``--extra-index-url``: with two indexes an installer may take any package from
either, so a ``torch`` on the user's index could replace the build, or a look-alike on the build's index any
other package. So the family's exact pins are installed first with the build index as the only index and no
dependencies, then the family members those wheels themselves pin (triton) the same way; the install that
follows, from the user's index alone, finds them installed and brings everything else (issue 33).
"""

from __future__ import annotations

import importlib.metadata
from dataclasses import replace
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from wizard.core.plan import TORCH_FAMILY
from wizard.core.pyenv.index import IndexConfig
from wizard.platform.pyenv_layout import site_packages


def build_index_config(index: IndexConfig, build_index: str) -> IndexConfig:
    """The user's network settings (proxy, CA) with ``build_index`` as the only index."""
    return replace(index, index_url=build_index, extra_index_urls=(), index_user=None)


def family_dependencies(prefix: Path, python: str, installed: tuple[str, ...]) -> list[str]:
    """The family members the installed family wheels require on this env's Python and system (``triton==3.5.0``
    for a Linux CUDA torch), leaving out those already installed."""
    environment = {"python_version": python, "python_full_version": f"{python}.0", "extra": ""}
    names = {canonicalize_name(Requirement(pin).name) for pin in installed}
    found: list[str] = []
    for dist in importlib.metadata.distributions(path=[str(folder) for folder in site_packages(prefix)]):
        if canonicalize_name(dist.metadata["Name"]) not in names:
            continue
        for text in dist.requires or ():
            wanted = Requirement(text)
            name = canonicalize_name(wanted.name)
            if name in TORCH_FAMILY and name not in names and (wanted.marker is None or wanted.marker.evaluate(
                    environment)):
                found.append(str(replace_marker(wanted)))
    return sorted(set(found))


def replace_marker(requirement: Requirement) -> Requirement:
    """``requirement`` without its marker (already evaluated for this env)."""
    plain = Requirement(str(requirement))
    plain.marker = None
    return plain
