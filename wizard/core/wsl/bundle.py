"""Where the wizard's Linux build is: the archive the Windows installer ships beside the app.

Why an archive: it goes into the distribution through wsl.exe's standard input (``tar -xzf -``), so no
Windows path has to be translated into a Linux one. ``TFGPU_WIZARD_LINUX_CLI`` names another archive (a
build of your own, or the tests' launcher of this checkout).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr

BUNDLE_VARIABLE = "TFGPU_WIZARD_LINUX_CLI"
BUNDLE_NAME = "tfgpu-wizard-linux.tar.gz"  # holds ``tfgpu-wizard`` (the program) at its top


def linux_cli_bundle() -> Path:
    """The archive of the Linux build; refused when this installation has none."""
    named = os.environ.get(BUNDLE_VARIABLE)
    candidate = Path(named) if named else Path(sys.executable).resolve().parent / "linux" / BUNDLE_NAME
    if not candidate.is_file():
        raise WizardError(
            tr("Wsl", "The wizard's Linux build is not here ({path}), so it cannot be put inside WSL.").format(
                path=candidate),
            hint=tr("Wsl", "Reinstall tfgpu-wizard with its WSL part, or install it inside WSL yourself and run "
                           "'tfgpu-wizard apply --plan plan.json' there."),
            reference="wsl-linux-cli-missing")
    return candidate
