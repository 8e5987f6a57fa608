"""Which network and package choices a route needs: the Network settings' sections and the environment page's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wizard.core.plan import Plan


@dataclass(frozen=True)
class NetworkSections:
    """The sections of the Network settings dialog a plan needs (no plan yet: every section).

    The proxy serves every route. The NVIDIA mirror serves only the files the plan downloads. The Python
    package index serves every environment (TensorFlow itself on a pip route, the Jupyter kernel's ipykernel
    on a conda route). The conda-forge mirror serves only the routes whose environment holds conda packages."""

    proxy: bool = True
    nvidia_mirror: bool = True
    package_index: bool = True
    conda_mirror: bool = True


@dataclass(frozen=True)
class EnvChoices:
    """What the Python environment page asks: pip's choices (uv or pip, the package index) for a venv, the conda
    choices (who installs the conda packages, from which channel) for a conda environment."""

    conda: bool

    @property
    def pip_installer(self) -> bool:
        """uv or pip: a venv's installer (a conda environment is filled by conda and its own pip)."""
        return not self.conda

    @property
    def package_index(self) -> bool:
        """The package index on the page itself: a venv's TensorFlow comes from it (on a conda route it is one
        of the Network settings, beside the conda-forge mirror)."""
        return not self.conda


def uses_conda(plan: Plan | None) -> bool:
    """True when the plan's environment holds conda packages (the isolated Windows route, conda-forge builds)."""
    if plan is None:
        return False
    from wizard.core.pyenv.plan_ops import plan_conda_specs

    return bool(plan_conda_specs(plan))


def network_sections(plan: Plan | None) -> NetworkSections:
    """The sections to show for ``plan``; before a plan is chosen, all of them."""
    if plan is None:
        return NetworkSections()
    return NetworkSections(nvidia_mirror=bool(plan.downloads), conda_mirror=uses_conda(plan))


def env_choices(plan: Plan | None) -> EnvChoices:
    """The environment page's choices for ``plan``."""
    return EnvChoices(conda=uses_conda(plan))


def conda_source_text(channel: str | None) -> str:
    """Where a conda environment's packages come from (a listed mirror by its name, else its address, else
    conda-forge), and where that is changed: the window's Network settings."""
    from wizard.basics.i18n import tr
    from wizard.core.download.conda_mirrors import conda_mirror_for

    mirror = conda_mirror_for(channel)
    where = mirror.display_name if mirror is not None else channel or "conda-forge"
    return tr("PythonEnvPage", "{channel}, and the Python package index for the Jupyter kernel. Change them with "
                               "\"Network settings…\" below.").format(channel=where)
