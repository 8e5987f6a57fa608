"""``--conda-tool`` and ``--conda-channel``: how ``env create`` and ``apply`` make a conda environment.

By default the wizard solves and installs conda-forge packages itself (py-rattler: no conda needed, no
shortcuts, registry entries or PATH change); ``--conda-tool conda`` uses the conda installed on this computer
instead. ``--conda-channel URL`` takes the packages from a mirror of conda-forge, and is remembered in the
network settings (like the package index) for the next run and the GUI.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from wizard.basics.i18n import tr

if TYPE_CHECKING:
    from wizard.core.download.network import NetworkSettings


def add_conda_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--conda-tool`` and ``--conda-channel``."""
    parser.add_argument("--conda-tool", choices=["rattler", "conda"], default="rattler",  # plan_ops.CONDA_TOOLS
                        help=tr("CondaOptions", "who makes a conda environment: the wizard itself (rattler, the "
                                "default: no conda needed) or the conda installed here (conda)"))
    parser.add_argument("--conda-channel", metavar="URL",
                        help=tr("CondaOptions", "conda channel to take the packages from instead of conda-forge "
                                "(a mirror; remembered)"))


def with_conda_channel(settings: NetworkSettings, channel: str | None) -> NetworkSettings:
    """``settings`` with ``channel`` remembered as the conda channel (unchanged without one)."""
    from wizard.core.download.settings_file import remember_conda_channel

    return remember_conda_channel(settings, channel) if channel else settings
