"""The state the wizard's pages share: machine facts, the user's wishes, the chosen plan, the language.

A plain object rather than ``QWizard.field()`` strings, so pages read typed values (design.md section 3).
The three callables are the seams to the core; their defaults import the probe, planner and catalog only
when first called, which keeps start-up lean. Tests swap them only for what cannot exist here (a GPU).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from pathlib import Path

    from wizard.basics.events import Event
    from wizard.basics.facts import MachineFacts
    from wizard.core.by_hand.wsl_editors import InsideEnv
    from wizard.core.catalog.framework_model import FrameworkRelease
    from wizard.core.catalog.offers import TfOffer
    from wizard.core.download.network import NetworkSettings
    from wizard.core.plan import Plan, Route, Wishes
    from wizard.core.report.model import WslSection
    from wizard.gui.models.wsl_route import WslFactsView, WslRouteSteps

ProbeFactory = Callable[[], Generator["Event", None, "MachineFacts"]]
Planner = Callable[["MachineFacts", "Wishes"], "Plan"]
VersionLister = Callable[["MachineFacts", "str | None"], list[str]]
"""(facts, route or None for automatic) -> versions newest first."""
FrameworkLister = Callable[["MachineFacts", str, "str | None"], list[str]]
"""(facts, a framework other than TensorFlow, route or None) -> its releases or their Pythons, newest first."""


def default_probe() -> Generator[Event, None, MachineFacts]:
    """The real probe of this machine (imported on first use)."""
    from wizard.core.probe import probe_step

    return probe_step()


def default_planner(facts: MachineFacts, wishes: Wishes) -> Plan:
    """The real planner over the bundled catalog (imported on first use)."""
    from wizard.core.planner import make_plan

    return make_plan(facts, wishes)


def default_tf_versions(facts: MachineFacts, route: str | None = None) -> list[str]:
    """TensorFlow releases the catalog offers for ``route`` on this machine, newest first (its rules:
    :mod:`wizard.core.catalog.offers`, which ``plan --list-versions`` prints too)."""
    from wizard.core.catalog.offers import offered_versions

    return offered_versions(_offers(facts, route))


def default_python_versions(facts: MachineFacts, route: str | None = None) -> list[str]:
    """Python X.Y that some TensorFlow release offered for ``route`` on this machine takes, newest first."""
    from wizard.core.catalog.offers import offered_pythons

    return offered_pythons(_offers(facts, route))


def default_framework_versions(facts: MachineFacts, framework: str, route: str | None = None) -> list[str]:
    """The releases of PyTorch, Keras 3 or JAX in the catalog, newest first (the planner picks the newest whose
    build fits the machine; :mod:`wizard.core.planner.framework_fit`)."""
    return [release.version for release in _releases(framework)]


def default_framework_pythons(facts: MachineFacts, framework: str, route: str | None = None) -> list[str]:
    """The Pythons some release of PyTorch, Keras 3 or JAX in the catalog is built for, newest first."""
    from wizard.core.planner.versions import newest_first

    return newest_first(list(dict.fromkeys(python for release in _releases(framework) for python in release.python)))


def _releases(framework: str) -> list[FrameworkRelease]:
    from wizard.core.catalog.load import load_catalog
    from wizard.core.planner.framework_fit import releases_of

    return releases_of(load_catalog(), FRAMEWORK_PACKAGES.get(framework, framework))


FRAMEWORK_PACKAGES = {"pytorch": "torch", "keras": "keras", "jax": "jax"}


def _offers(facts: MachineFacts, route: str | None) -> tuple[TfOffer, ...]:
    from wizard.core.catalog.load import load_catalog
    from wizard.core.catalog.offers import tf_offers

    return tf_offers(load_catalog(), facts, cast("Route | None", route))


def default_wishes() -> Wishes:
    """The environment's wishes (TFGPU_WIZARD_TF...), else newest TensorFlow, automatic route and Python."""
    from wizard.basics.errors import BadInputError
    from wizard.core.plan import Wishes
    from wizard.core.planner.wish_sources import resolve_wishes

    try:
        return resolve_wishes()
    except BadInputError:
        return Wishes()  # the GUI lets the user choose; a bad variable only loses its default


def _linux_user_name() -> str:
    """This user's name as a Linux user name can be (lower case, letters and digits), else "tf"."""
    import getpass
    import re

    try:
        name = re.sub(r"[^a-z0-9_-]", "", getpass.getuser().lower())
    except (OSError, KeyError, ImportError):
        name = ""
    return name if name[:1].isalpha() else "tf"


class Session:
    """Mutable shared state of one wizard run; pages read it in ``initializePage``, write results back.

    A plain class, not a dataclass: it is built before the first paint, and ``dataclasses`` costs
    start-up time. ``synchronous`` None follows ``TFGPU_WIZARD_NO_THREADS`` (see workers).
    """

    def __init__(
        self,
        *,
        language: str = "en",
        synchronous: bool | None = None,
        probe: ProbeFactory = default_probe,
        planner: Planner = default_planner,
        tf_versions: VersionLister = default_tf_versions,
        python_versions: VersionLister = default_python_versions,
        framework_versions: FrameworkLister = default_framework_versions,
        framework_pythons: FrameworkLister = default_framework_pythons,
    ) -> None:
        self.language = language
        self.facts: MachineFacts | None = None
        self.facts_origin: Path | None = None
        self.wishes: Wishes | None = None  # None until the user says otherwise: see wishes_or_default()
        self.recommended: Plan | None = None
        self.plan: Plan | None = None
        self.downloaded: dict[str, Path] = {}  # Download.kind -> verified file, for the install pages
        self.checksums: dict[str, str] = {}  # Download.kind -> the sha256/md5 that file was verified with
        self.cuda_root: Path | None = None  # where the Install CUDA page put the toolkit, for the later pages
        self.env_python: Path | None = None  # the interpreter the Python environment page made, for Verify
        self.env_prefix: Path | None = None  # that environment's folder, for Finish (terminal, Jupyter)
        self.verification: dict[str, Any] | None = None  # the Verify page's last document, for the report
        self.doctor: dict[str, Any] | None = None  # the doctor's findings of that run, for the report
        self.wsl_env: InsideEnv | None = None  # the env the WSL2 route made inside WSL, for the hand-off
        self.wsl_report: WslSection | None = None  # that Linux side as the report names it
        self.wsl_steps: WslRouteSteps | None = None  # the WSL2 route's core steps (None: the route's pages wait)
        self.wsl_facts: WslFactsView | None = None  # what the WSL check page read
        self.wsl_distro = "Ubuntu-24.04"  # pinned: the plain "Ubuntu" moves to releases TensorFlow may not fit yet
        self.wsl_user = _linux_user_name()
        self.wsl_restart_pending = False  # enabling WSL asked for a restart: the wizard continues after sign-in
        self.wsl_convert_agreed = False  # the user agreed before the restart to convert a WSL 1 distribution
        self.wsl_resumed = False  # this window continues a WSL setup after the restart (wizard.gui.wsl_resume)
        # "this session's" changes on the Finish page are the journal's since then (its timestamp format)
        self.started_at = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()
        self.synchronous = synchronous
        self.probe = probe
        self.planner = planner
        self.tf_versions = tf_versions
        self.python_versions = python_versions
        self.framework_versions = framework_versions
        self.framework_pythons = framework_pythons
        self._network: NetworkSettings | None = None  # read from the settings file on first use, then kept

    def route_steps(self) -> WslRouteSteps | None:
        """The WSL2 route's core steps: the ones given (tests), else on Windows the core's for the chosen plan."""
        from wizard.platform.host import HOST_OS

        if self.wsl_steps is not None or HOST_OS != "windows" or self.facts is None or self.plan is None:
            return self.wsl_steps
        from wizard.core.apply.model import ApplyOptions
        from wizard.core.ops.journal import data_dir
        from wizard.gui.models.wsl_route import CoreWslSteps

        self.wsl_steps = CoreWslSteps(self.facts, self.plan, data_dir(), ApplyOptions(network=self.network),
                                      started_at=self.started_at)
        return self.wsl_steps

    @property
    def network(self) -> NetworkSettings:
        """This run's network settings (proxy, mirror, user names, the package index picked last): read from
        the settings file once, on first use, then kept; the pages hand this value to every step."""
        if self._network is None:
            from wizard.core.download.settings_file import load_network_settings

            self._network = load_network_settings()
        return self._network

    @network.setter
    def network(self, settings: NetworkSettings) -> None:
        """The Network settings dialog's saved value replaces this run's, also for the run inside WSL when the
        WSL2 route's steps are already made (they carry apply's options)."""
        self._network = settings
        use = getattr(self.wsl_steps, "use_network", None)
        if use is not None:
            use(settings)

    @property
    def settings_folder(self) -> Path:
        """Where the network settings are remembered (what "Undo everything" says it keeps)."""
        from wizard.core.download.settings_file import settings_path

        return settings_path().parent

    def remember_package_index(self, mirror_id: str) -> None:
        """The package index an environment was made with: this run's value, and saved for the next runs."""
        from wizard.core.download.settings_file import remember_package_index

        self._network = remember_package_index(self.network, mirror_id)

    def wishes_or_default(self) -> Wishes:
        """The user's wishes, or the automatic ones (None until needed: importing plans costs start-up)."""
        return self.wishes if self.wishes is not None else default_wishes()

    @property
    def for_other_machine(self) -> bool:
        """True when the facts describe another machine (a facts file of this one is this machine).

        Steps that change a machine are then skipped: the wizard stops at the plan (the hand-over page).
        """
        from wizard.core.planner.host_identity import describes_this_host

        return self.facts is not None and not describes_this_host(self.facts)

    def use_facts(self, facts: MachineFacts, origin: Path | None = None) -> None:
        """Adopt new facts; any plan made for the old ones is dropped."""
        self.facts = facts
        self.facts_origin = origin
        self.recommended = None
        self.plan = None
