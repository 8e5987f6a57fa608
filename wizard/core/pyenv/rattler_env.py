"""Conda environments without conda: solved and installed by py-rattler (the engine of pixi).

For the isolated Windows route (CUDA and cuDNN inside the env) and the conda-forge GPU builds, the wizard needs
conda-forge packages in a folder, not a conda installation with its Start-menu shortcuts, registry entries
and PATH. py-rattler solves against the channels (conda-forge, or the mirror the user set) and links the
packages into the prefix from its own package cache; nothing outside the prefix and the cache is touched.

What rattler leaves to its caller is done here: ``pip`` is asked for explicitly (rattler does not add it to
``python``), the licence files the packages carry are listed so the page can show NVIDIA's (the cudatoolkit
package's EULA), and :func:`library_dirs` names the folder that launchers and kernels must put on the library
path (``Library\\bin`` on Windows, ``lib`` elsewhere).

py-rattler's calls are coroutines; :func:`run_rattler` runs one in a thread with its own event loop, turns the
installer's callbacks into this wizard's events, and cancels the task when the user cancels.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from wizard.basics.errors import Cancelled, WizardError
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started, Step
from wizard.basics.i18n import tr, tr_n
from wizard.core.ops.crashpoints import crash_point
from wizard.core.pyenv.conda_archives import archive_folder, drop_stale_cache_entries, fetch_checked, list_archive
from wizard.core.pyenv.conda_paths import PackageListing, check_listings
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.package_cache import package_cache_dir
from wizard.core.pyenv.progress import BYTES_KEY, bytes_text

T = TypeVar("T")
CancelCheck = Callable[[], bool]
POLL_SECONDS = 0.05
PLATFORMS = {"windows": "win-64", "linux": "linux-64", "macos": "osx-arm64"}
# What a solve for another platform than this one assumes (nothing can be detected there): the OS's own
# virtual package, and for Linux conda-forge's glibc floor (its sysroot, conda-forge docs "glibc").
CROSS_VIRTUAL = {"win-64": ("__win=0",), "linux-64": ("__unix=0", "__linux=0", "__glibc=2.17")}


@dataclass(frozen=True)
class RattlerRequest:
    """What to solve: channels (names or URLs, first wins), match specs, the target platform, and the virtual
    packages the solve assumes (``__cuda=12.8`` for a driver the wizard knows of, ``__glibc=2.35``)."""

    channels: tuple[str, ...]
    specs: tuple[str, ...]
    platform: str
    virtual_packages: tuple[str, ...] = ()
    cache_dir: Path | None = None

    def with_pip(self) -> RattlerRequest:
        """The same request with ``pip`` listed: rattler never adds it to ``python`` by itself."""
        names = {spec.split("=")[0].split(" ")[0].strip().lower() for spec in self.specs}
        return self if "pip" in names else RattlerRequest(self.channels, (*self.specs, "pip"), self.platform,
                                                          self.virtual_packages, self.cache_dir)


@dataclass(frozen=True)
class Solved:
    """The records a solve chose (opaque rattler objects) and their names and versions, for previews."""

    records: tuple[Any, ...]
    packages: tuple[tuple[str, str], ...] = field(default=())

    @property
    def total_bytes(self) -> int:
        return sum(int(getattr(record, "size", 0) or 0) for record in self.records)


def conda_platform(family: str) -> str:
    """rattler's platform name for an OS family (``windows`` -> ``win-64``)."""
    return PLATFORMS[family]


def library_dirs(prefix: Path, platform: str) -> tuple[Path, ...]:
    """Where a conda env keeps its shared libraries, which every launcher of the env must put on the path."""
    return (prefix / "Library" / "bin",) if platform.startswith("win") else (prefix / "lib",)


def licence_files(prefix: Path, package: str) -> tuple[Path, ...]:
    """The licence files a linked package carries (``info/licenses`` in its cache entry, as conda-meta names)."""
    found: list[Path] = []
    for meta in sorted((prefix / "conda-meta").glob(f"{package}-*.json")):
        try:
            record = json.loads(meta.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if record.get("name") != package:
            continue
        extracted = Path(str(record.get("extracted_package_dir") or ""))
        licenses = extracted / "info" / "licenses"
        if extracted.parts and licenses.is_dir():
            found.extend(sorted(p for p in licenses.rglob("*") if p.is_file()))
    return tuple(found)


def virtual_packages(request: RattlerRequest) -> tuple[str, ...]:
    """The virtual packages of the solve: this machine's, detected by rattler, when the env is for this platform
    (else :data:`CROSS_VIRTUAL`), with the request's own (``__cuda`` from the driver) in place of detected ones."""
    import rattler

    if str(rattler.Subdir.current()) == request.platform:
        found = [(g.name.normalized, str(g.version), str(g.build_string))
                 for g in (v.into_generic() for v in rattler.VirtualPackage.detect())]
        base = tuple(f"{name}={version}={build}" for name, version, build in found)
    else:
        base = CROSS_VIRTUAL.get(request.platform, ())
    given = {_virtual(text)[0] for text in request.virtual_packages}
    return (*(text for text in base if _virtual(text)[0] not in given), *request.virtual_packages)


def solve(request: RattlerRequest, *, cancelled: CancelCheck) -> Step[Solved]:
    """Solve ``request`` (events while it works); an unsatisfiable or unknown spec is an InstallerError."""
    import rattler

    key = "rattler-solve"
    yield Started(key, tr("Rattler", "Working out which conda-forge packages go together"))
    platforms = [rattler.Subdir(request.platform), rattler.Subdir("noarch")]
    virtual = [rattler.GenericVirtualPackage(rattler.PackageName(name), rattler.Version(version),
                                             rattler.BuildString(build))
               for name, version, build in (_virtual(v) for v in virtual_packages(request))]
    try:
        # parsed as conda parses them (``tensorflow=2.19.1=cuda128*``: rattler's strict parser refuses that form)
        specs = [rattler.MatchSpec(spec, strict=False) for spec in request.specs]
        gateway = rattler.Gateway(cache_dir=request.cache_dir / "repodata") if request.cache_dir else None
        records = yield from run_rattler(lambda: rattler.solve(list(request.channels), specs, gateway=gateway,
                                                               platforms=platforms, virtual_packages=virtual),
                                         cancelled=cancelled)
    except Cancelled:
        raise
    except Exception as error:  # rattler raises its own exception types, one per failure class
        raise _solve_error(error, request) from error
    yield Finished(key)
    packages = tuple(sorted((r.name.normalized, str(r.version)) for r in records))
    return Solved(tuple(records), packages)


def install(solved: Solved, prefix: Path, request: RattlerRequest, *, cancelled: CancelCheck,
            key: str = "rattler-install") -> Step[None]:
    """Link ``solved`` into ``prefix``: every archive fetched into the cache and checked first (its channel's
    checksum and size, then every path it would write: :mod:`.conda_archives`, :mod:`.conda_paths`), so a
    package that would write outside the env, or replace the wizard's marker or the env's Python, is refused
    before anything is linked. Bytes under :data:`~wizard.core.pyenv.progress.BYTES_KEY` with a line of the
    time left every tenth of the way, then packages linked under ``key``."""
    import rattler

    count = len(solved.records)
    yield Started(key, tr_n("Rattler", "Installing %n conda-forge package(s)", count), count,
                  "packages")
    cache_dir = request.cache_dir or package_cache_dir() / "conda"
    progress: queue.SimpleQueue[Event] = queue.SimpleQueue()
    fetched = _Fetched(key, solved.total_bytes or None, progress)
    records = list(solved.records)
    try:
        checked = yield from run_rattler(lambda: _fetch_and_list(records, archive_folder(cache_dir), fetched),
                                         cancelled=cancelled, events=progress)
        listings = [listing for listing, _raw in checked]
        check_listings(listings, prefix, windows=request.platform.startswith("win"))
        drop_stale_cache_entries(records, [raw for _listing, raw in checked], cache_dir)
        local = [rattler.RepoDataRecord(record, record.file_name, archive.as_uri(), record.channel)
                 for record, archive in zip(records, fetched.archives, strict=True)]
        reporter = _reporter(key, count, progress)
        yield from run_rattler(lambda: rattler.install(local, prefix, cache_dir=cache_dir,
                                                        platform=rattler.Subdir(request.platform),
                                                        show_progress=False, reporter=reporter,
                                                        execute_link_scripts=False),
                               cancelled=cancelled, events=progress)
    except (Cancelled, WizardError):
        raise
    except Exception as error:
        raise InstallerError(tr("Rattler", "The conda-forge packages could not be installed into {prefix}: {error}"
                                ).format(prefix=prefix, error=error),
                             hint=tr("Rattler", "Check the disk space and the network, then try again; nothing "
                                     "outside that folder was changed."),
                             context={"prefix": str(prefix)}, reference="conda-failed") from error
    yield Finished(key)


async def _fetch_and_list(records: list[Any], folder: Path, fetched: _Fetched) -> list[tuple[PackageListing, bytes]]:
    """Every archive fetched and checked against its record, then listed (nothing linked yet)."""
    fetched.archives = await fetch_checked(records, folder, fetched.advance)
    return [await list_archive(record, archive) for record, archive in zip(records, fetched.archives, strict=True)]


class _Fetched:
    """Bytes fetched (summed over parallel downloads) as events, with the time left every tenth of the way."""

    def __init__(self, key: str, total: int | None, events: queue.SimpleQueue[Event]) -> None:
        self.key, self.total, self.events = key, total, events
        self.done: dict[int, int] = {}
        self.tenths = 0
        self.started = time.monotonic()
        self.lock = threading.Lock()
        self.archives: list[Path] = []

    def advance(self, index: int, progress: int) -> None:
        total = self.total
        with self.lock:
            self.done[index] = progress
            done = min(sum(self.done.values()), total) if total else sum(self.done.values())
            tenths = done * 10 // total if total else 0
            said, self.tenths = self.tenths, max(self.tenths, tenths)
        self.events.put(Advanced(BYTES_KEY, done, total))
        if total and tenths > said and done < total:
            self.events.put(LogLine("info", eta_line(done, total, time.monotonic() - self.started), self.key))


def run_rattler(make: Callable[[], Coroutine[Any, Any, T]], *, cancelled: CancelCheck,
                events: queue.SimpleQueue[Event] | None = None) -> Step[T]:
    """Run one py-rattler coroutine in a thread, passing on ``events`` and cancelling it on request."""
    outcome: dict[str, Any] = {}
    stop = threading.Event()

    async def main() -> None:
        task = asyncio.ensure_future(make())
        while not task.done():
            if stop.is_set():
                task.cancel()
                break
            await asyncio.wait({task}, timeout=POLL_SECONDS)
        try:
            outcome["value"] = await task
        except BaseException as error:
            outcome["error"] = error

    worker = threading.Thread(target=lambda: asyncio.run(main()), name="rattler", daemon=True)
    worker.start()
    while worker.is_alive():
        yield from _drain(events)
        if cancelled():
            stop.set()
        worker.join(POLL_SECONDS)
    yield from _drain(events)
    if stop.is_set():
        raise Cancelled()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]  # type: ignore[no-any-return]


def _drain(events: queue.SimpleQueue[Event] | None) -> Step[None]:
    while events is not None and not events.empty():
        yield events.get()


def _reporter(key: str, count: int, events: queue.SimpleQueue[Event]) -> Any:
    """rattler's installer callbacks as events: packages linked (its copies of the checked archives are not
    downloads). Linking a package is a crash point (the journal's kill tests stop there)."""
    import rattler

    class Reporter(rattler.InstallerReporter):  # its other callbacks are no-ops
        def __init__(self) -> None:
            self.linked = 0
            self.lock = threading.Lock()

        def on_link_start(self, operation: int, package_name: str) -> int:
            crash_point("rattler-link")
            return operation

        def on_link_complete(self, index: int) -> None:
            with self.lock:
                self.linked += 1
                linked = self.linked
            events.put(Advanced(key, min(linked, count), count))

    return Reporter()  # type: ignore[abstract]  # rattler's no-op defaults have empty bodies


def eta_line(done: int, total: int, elapsed: float) -> str:
    """``12 MB of 90 MB downloaded, about 40 s left`` (from the rate so far)."""
    left = (total - done) * elapsed / done if done and elapsed > 0 else 0.0
    return tr("Rattler", "{bytes}, about {seconds} s left").format(bytes=bytes_text(done, total),
                                                                  seconds=max(1, round(left)))


def _virtual(text: str) -> tuple[str, str, str]:
    """``__cuda=12.8`` -> (``__cuda``, ``12.8``, ``0``); ``__glibc=2.35=0`` keeps its build string."""
    name, _, rest = text.partition("=")
    version, _, build = rest.partition("=")
    return name, version or "0", build or "0"


def _solve_error(error: Exception, request: RattlerRequest) -> InstallerError:
    specs = " ".join(request.specs)
    context = {"rattler": str(error)[-2000:], "packages": specs, "channels": " ".join(request.channels)}
    if "cannot be installed" in str(error) or "No candidates" in str(error) or "unsolvable" in str(error).lower():
        return InstallerError(
            tr("Rattler", "conda-forge has no set of packages that satisfies {packages} on this system.").format(
                packages=specs),
            hint=tr("Rattler", "Plan again with another TensorFlow version, or choose the route with CUDA "
                    "installed on the system."),
            context=context, reference="conda-unsatisfiable")
    return InstallerError(tr("Rattler", "The conda-forge packages could not be looked up: {error}").format(
        error=str(error).splitlines()[0] if str(error) else type(error).__name__),
        hint=tr("Rattler", "Check the network or the mirror in the network settings, then try again."),
        context=context, reference="conda-failed")


def names(solved: Solved) -> Sequence[str]:
    """``name=version`` of every chosen package, for the preview and the journal's record."""
    return [f"{name}={version}" for name, version in solved.packages]
