"""``tfgpu-wizard download``: fetch a plan's files (or one URL), verified, resumable, on several connections.

``download --plan PLAN.json [--dest DIR]`` fetches every file of ``downloads`` (into the per-user
cache by default; a file already in ``DIR`` is hashed against its checksum, the one recorded by a hand-over
where only NVIDIA's online list has it, and used, or refused by name: never replaced);
``download URL (--sha256 HEX | --md5 HEX) --out FILE`` fetches one file. Exit 0
only when every file is verified; the last line says what was verified and how. Ctrl-C pauses: the
partial file is kept and the same command resumes it.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from wizard.basics.errors import BadInputError
from wizard.basics.events import Advanced, Event, Finished, LogLine, Started
from wizard.basics.i18n import tr
from wizard.cli import EXIT_BAD_INPUT, EXIT_CANCELLED, EXIT_FAILED, EXIT_OK
from wizard.cli.inputs import read_plan
from wizard.cli.terminal import write_raw
from wizard.platform.console import is_console

if TYPE_CHECKING:  # the download package pulls in requests: imported by the handler, not at start-up
    from wizard.core.download.engine import DownloadRequest
    from wizard.core.download.network import NetworkSettings
    from wizard.core.download.published import ListedRequest


def register(subparsers: Any) -> None:
    """Add the ``download`` command."""
    parser = subparsers.add_parser(
        "download", help=tr("DownloadCli", "download a plan's files, or one URL, and verify them")
    )
    parser.add_argument("url", nargs="?", metavar="URL", help=tr("DownloadCli", "one file to download"))
    parser.add_argument(
        "--plan", type=Path, metavar="PLAN.json", help=tr("DownloadCli", "download every file of this plan")
    )
    parser.add_argument(
        "--dest",
        type=Path,
        metavar="DIR",
        help=tr("DownloadCli", "folder for the plan's files (default: the cache)"),
    )
    checksum = parser.add_mutually_exclusive_group()
    checksum.add_argument("--sha256", metavar="HEX", help=tr("DownloadCli", "the published sha256 of URL"))
    checksum.add_argument("--md5", metavar="HEX", help=tr("DownloadCli", "the published md5 of URL"))
    parser.add_argument("--out", metavar="FILE", help=tr("DownloadCli", "where to save URL"))
    parser.add_argument(
        "--connections",
        type=int,
        default=4,
        metavar="N",
        help=tr("DownloadCli", "connections per large file (default 4)"),
    )
    parser.add_argument(
        "--mirror", metavar="URL", help=tr("DownloadCli", "mirror base URL holding the vendor's paths")
    )
    parser.add_argument(
        "--proxy",
        metavar="URL|system|none",
        help=tr("DownloadCli", "proxy to use (default: the saved setting, else the system's)"),
    )
    parser.set_defaults(handler=run_download)


def run_download(args: argparse.Namespace) -> int:
    """Build the requests, run the download step with a terminal renderer, print the summary line."""
    from dataclasses import replace

    from wizard.core.download.engine import EngineOptions
    from wizard.core.download.sources import check_mirror_base, check_proxy_address, load_network_settings
    from wizard.core.download.step import download_step

    settings = load_network_settings()
    if args.mirror:
        settings = replace(settings, mirror_base=check_mirror_base(args.mirror))
    if args.proxy in ("system", "none"):
        settings = replace(settings, proxy_mode=args.proxy)
    elif args.proxy:
        settings = replace(settings, proxy_mode="explicit", proxy_url=check_proxy_address(args.proxy))
    if args.connections < 1 or args.connections > 16:
        raise BadInputError(
            tr("DownloadCli", "--connections must be between 1 and 16."),
            hint=tr("DownloadCli", "4 is a good choice; 1 for servers that dislike parallel downloads."),
        )
    requests = _requests(args, settings)
    if args.plan is not None and args.dest is not None:  # a hand-over folder: the files there are checked first
        from wizard.core.download.in_folder import checked_in_folder

        requests = render(checked_in_folder(requests, args.dest), sys.stderr)[0]
    if not requests:
        print(tr("DownloadCli", "Nothing to download: the plan needs no files."))
        return EXIT_OK
    step = download_step(requests, None, EngineOptions(connections=args.connections), settings=settings)
    try:
        report = render(step, sys.stderr)
    except KeyboardInterrupt:  # for a download Ctrl-C means pause, not cancel: the partial file stays
        step.close()  # the engine stops its connections, saves what it has for the resume, closes the session
        print(tr("DownloadCli", "Paused: run the same command again to resume."), file=sys.stderr)
        return EXIT_CANCELLED
    print(report.summary())
    if report.all_verified:
        return EXIT_OK
    return EXIT_BAD_INPUT if report.bad_input else EXIT_FAILED


def _requests(args: argparse.Namespace, settings: NetworkSettings) -> list[DownloadRequest | ListedRequest]:
    from wizard.core.download.engine import DownloadRequest
    from wizard.core.download.hashing import expected_from
    from wizard.core.download.sources import mirror_url, requests_for

    if (args.plan is None) == (args.url is None):
        raise BadInputError(
            tr("DownloadCli", "Give either --plan PLAN.json or one URL."),
            hint=tr("DownloadCli", "Example: tfgpu-wizard download URL --sha256 HEX --out FILE"),
        )
    if args.plan is not None:
        return requests_for(read_plan(args.plan).downloads, args.dest, settings)
    if args.out is None:
        raise BadInputError(
            tr("DownloadCli", "--out FILE is required with a URL."),
            hint=tr("DownloadCli", "Say where to save the file."),
        )
    out = out_file(args.out)
    expected = expected_from(args.sha256, args.md5, args.url)
    return [DownloadRequest(mirror_url(args.url, settings.mirror_base), out, expected, key=out.name)]


def out_file(text: str) -> Path:
    """``--out`` as a file path: not empty, not a folder (``''`` would be the current folder), one line."""
    from wizard.basics.validate import bad_character, printable

    path = Path(text)
    if bad_character(text) is not None:
        raise BadInputError(
            tr("DownloadCli", "--out holds a control character or bytes that are not UTF-8: '{path}'").format(
                path=printable(text)),
            hint=tr("DownloadCli", "Choose a file name of plain characters."),
        )
    if not text.strip() or text.endswith(("/", "\\")) or path.is_dir() or not path.name:
        raise BadInputError(
            tr("DownloadCli", "--out must name a file, not a folder: '{path}'").format(path=text),
            hint=tr("DownloadCli", "Add the file name, for example --out {example}.").format(
                example=Path(text.strip() or ".") / "cuda.run"),
        )
    return path


@dataclass
class _Row:
    """One file on the terminal: its label, bytes so far, and the final status once it is known."""

    label: str
    total: int | None
    started: float
    done: int = 0
    status: str = ""
    shown: int = 0  # the last percentage printed as a plain line


class ProgressRenderer:
    """One line per file, redrawn in place on a terminal; plain lines (every 25 %) otherwise."""

    def __init__(self, stream: IO[str], interactive: bool | None = None) -> None:
        self.stream = stream
        self.interactive = is_console(stream) if interactive is None else interactive
        self.rows: dict[str, _Row] = {}
        self._drawn = 0
        self._last_draw = 0.0

    def handle(self, event: Event) -> None:
        """Update the display for one event."""
        from wizard.core.download.step import TOTAL_KEY

        if getattr(event, "key", "") == TOTAL_KEY:
            return
        if isinstance(event, Started):
            self.rows[event.key] = _Row(event.label, event.total, time.monotonic())
            self._plain(f"{event.label}: " + tr("DownloadCli", "starting"))
        elif isinstance(event, Advanced) and event.key in self.rows:
            row = self.rows[event.key]
            row.done, row.total = event.done, event.total
            self._plain_percent(row)
        elif isinstance(event, LogLine):
            self._note(event.key, event.text, event.level)
        elif isinstance(event, Finished) and event.key in self.rows:
            row = self.rows[event.key]
            row.status = ("✓ " if event.ok else "✗ ") + event.detail
            self._plain(f"{row.label}: {row.status}")
        self._draw(force=isinstance(event, Finished))

    @staticmethod
    def _line(row: _Row) -> str:
        label, done, total = row.label, row.done, row.total
        if row.status:
            return f"{label}  {row.status}"
        speed = done / max(time.monotonic() - row.started, 1e-6)
        size = f"{done / 2**20:.1f}/{total / 2**20:.1f} MiB" if total else f"{done / 2**20:.1f} MiB"
        percent = f"{done * 100 // total:3d}% " if total else ""
        return f"{label}  {percent}{size}  {speed / 2**20:.1f} MiB/s"

    def _draw(self, force: bool = False) -> None:
        if not self.interactive or (not force and time.monotonic() - self._last_draw < 0.1):
            return
        self._last_draw = time.monotonic()
        if self._drawn:
            write_raw(self.stream, f"\x1b[{self._drawn}F")  # our cursor codes; the labels are escaped
        for row in self.rows.values():
            write_raw(self.stream, "\x1b[2K")
            self.stream.write(f"{self._line(row)}\n")
        self.stream.flush()
        self._drawn = len(self.rows)

    def _plain(self, text: str) -> None:
        if not self.interactive:
            print(text, file=self.stream)

    def _plain_percent(self, row: _Row) -> None:
        if not row.total:
            return
        step = row.done * 4 // row.total * 25
        if row.shown < step < 100:
            row.shown = step
            self._plain(f"{row.label}: {step}%")

    def _note(self, key: str, text: str, level: str) -> None:
        if level == "debug":
            return
        if self.interactive:
            write_raw(self.stream, f"\x1b[{self._drawn}F\x1b[J" if self._drawn else "")
            self._drawn = 0
        print(f"{key}: {text}" if key else text, file=self.stream)


def render(step: Generator[Event, None, Any], stream: IO[str]) -> Any:
    """Drive ``step`` to its end, showing its progress on ``stream``; returns the step's result."""
    renderer = ProgressRenderer(stream)
    while True:
        try:
            event = next(step)
        except StopIteration as stop:
            return stop.value
        renderer.handle(event)
