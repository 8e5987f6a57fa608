"""``check`` on this computer, for both front-ends: the recorded setup, the facts given (probed by the caller),
the journal, the active catalog and, for a WSL2 setup made from Windows, WSL as it is now."""

from __future__ import annotations

from wizard.basics.facts import MachineFacts
from wizard.core.catalog.load import load_catalog
from wizard.core.check.model import CheckResult
from wizard.core.check.record import SetupRecord, read_setup, setup_path
from wizard.core.check.run import check_setup
from wizard.core.ops.journal import Journal
from wizard.core.wsl.facts import WslFacts


def setup_recorded() -> bool:
    """True when a setup made by the wizard is recorded here (what the Welcome page offers to check)."""
    return setup_path().is_file()


def check_this_computer(now: MachineFacts, record: SetupRecord | None = None, *,
                        verify: bool = False) -> CheckResult:
    """Every change since the recorded setup (``record``, else read: :class:`NoSetupError` when there is none);
    ``verify``: then a short proof on every GPU (``check --verify``)."""
    record = record or read_setup()
    return check_setup(record, now, load_catalog(), Journal(), wsl=wsl_now(record, now), verify=verify)


def wsl_now(record: SetupRecord, now: MachineFacts) -> WslFacts | None:
    """WSL's state, for a WSL2 setup made from this Windows computer (None otherwise)."""
    from wizard.platform.host import HOST_OS

    if not record.distro or now.os.family != "windows" or HOST_OS != "windows":
        return None
    from wizard.core.wsl.probe import probe_wsl
    from wizard.core.wsl.reboot import windows_registry

    build = now.os.windows_build or ""
    return probe_wsl(windows_registry(), int(build) if build.isdigit() else None)
