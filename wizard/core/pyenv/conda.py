"""conda for the isolated Windows route: found (never ``conda.bat``), asked with ``--json``, never scraped.

Found through the probe's list (``CONDA_EXE`` first, then the installers' per-user and all-users folders)
plus the PEP 514 entries Anaconda and Miniforge write under ``Software\\Python\\ContinuumAnalytics`` (read
through the registry seam). In a root, ``mamba`` is preferred when it is there (same CLI, faster solver).

Every conda call has ``--json``: the answer is one JSON document, preceded while it works by progress objects
``{"fetch": ..., "progress": 0.5, "finished": false}`` each ended by a NUL character (conda's JSON reporter).
The pins are checked with ``create --dry-run`` before anything is made, so a build the channel lacks is
explained without creating an env; conda-forge only (``--override-channels``), so no commercial-channel terms.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wizard.basics.events import Advanced, Event, Step
from wizard.basics.facts import CondaFacts
from wizard.basics.i18n import tr
from wizard.core.probe.conda import probe_conda
from wizard.core.probe.draft import FactsDraft
from wizard.core.pyenv.explain import InstallerError
from wizard.core.pyenv.process import CancelCheck, ProcessResult, run_streamed
from wizard.platform.probe import default_probe_context
from wizard.platform.probe_context import ProbeContext
from wizard.platform.registry import HKCU, HKLM

CHANNEL = "conda-forge"
PEP514_KEY = r"Software\Python\ContinuumAnalytics"
JSON_TAIL = 100_000


@dataclass(frozen=True)
class CondaTool:
    """The conda (or mamba) executable to run, its installation root and version."""

    executable: str
    root: str
    version: str = ""


def registry_roots(ctx: ProbeContext) -> list[Path]:
    """Install folders from the PEP 514 entries (``...\\ContinuumAnalytics\\<tag>\\InstallPath``)."""
    roots: list[Path] = []
    for hive in (HKCU, HKLM):
        for tag in ctx.registry.subkeys(hive, PEP514_KEY):
            value = ctx.registry.read(hive, rf"{PEP514_KEY}\{tag}\InstallPath", "")
            if value is not None and isinstance(value.data, str) and value.data.strip():
                roots.append(Path(value.data.strip()))
    return roots


def find_conda(ctx: ProbeContext | None = None) -> CondaTool | None:
    """The first conda installation with a runnable executable; mamba beside it when present."""
    ctx = ctx or default_probe_context()
    draft = FactsDraft(family=ctx.platform.family)
    probe_conda(ctx, draft)
    found = list(draft.conda)
    known = {ctx.path_key(item.root) for item in found}
    for root in registry_roots(ctx):
        executable = ctx.platform.conda_executable(root)
        if ctx.path_key(root) not in known and executable.is_file():
            found.append(CondaFacts(executable=str(executable), root=str(root)))
    if not found:
        return None
    first = found[0]
    mamba = Path(first.executable).with_name(ctx.platform.executable_name("mamba"))
    return CondaTool(str(mamba if mamba.is_file() else first.executable), first.root, first.version)


def conda_specs(python: str, cuda: str | None, cudnn: str | None) -> list[str]:
    """``python=3.10 cudatoolkit=11.2 cudnn=8.1.0`` (TensorFlow's Windows recipe; cuDNN by three parts)."""
    specs = [f"python={python}"]
    if cuda:
        specs.append(f"cudatoolkit={cuda}")
    if cudnn:
        specs.append("cudnn=" + ".".join([*cudnn.split("."), "0", "0"][:3]))
    return specs


def create_command(tool: CondaTool, prefix: Path, specs: Sequence[str], *, dry_run: bool) -> list[str]:
    """``conda create -p PREFIX -c conda-forge --override-channels --json --yes SPECS`` (``--dry-run``)."""
    command = [tool.executable, "create", "--prefix", str(prefix), "--channel", CHANNEL, "--override-channels",
               "--json", "--yes"]
    return [*command, *(["--dry-run"] if dry_run else []), *specs]


def progress_events(key: str, line: str) -> Sequence[Event]:
    """An Advanced event (per mille) for one of conda's JSON progress objects; nothing for other lines."""
    text = line.strip("\0 \t")
    if not text.startswith('{"fetch"'):
        return ()
    try:
        item = json.loads(text)
    except ValueError:
        return ()
    return (Advanced(key, int(float(item.get("progress", 0)) * 1000), 1000),)


def parse_answer(result: ProcessResult) -> dict[str, Any]:
    """The JSON document conda answered (its last one), or an error document when there is none."""
    for raw in reversed(result.output.split("\0")):
        piece = raw.strip()
        if piece.startswith("{"):
            try:
                answer = json.loads(piece)
            except ValueError:
                continue
            if isinstance(answer, dict) and "fetch" not in answer:
                return answer
    return {"error": result.output[-2000:] or f"exit status {result.returncode}", "exception_name": ""}


def run_conda(argv: list[str], env: dict[str, str], *, key: str, cancelled: CancelCheck) -> Step[dict[str, Any]]:
    """Run one conda command, its progress as events; its JSON answer returned (``success`` or ``error``)."""
    result = yield from run_streamed(argv, env, key=key, cancelled=cancelled, echo=False, tail_lines=JSON_TAIL,
                                     on_line=lambda line: progress_events(key, line))
    answer = parse_answer(result)
    if result.returncode != 0 and "error" not in answer:
        answer["error"] = f"exit status {result.returncode}"
    return answer


def conda_error(answer: dict[str, Any], specs: Sequence[str]) -> InstallerError:
    """conda's error in plain words: a pin the channel lacks, pins that cannot go together, or conda's text."""
    name = str(answer.get("exception_name", ""))
    context = {"conda": str(answer.get("error", ""))[-2000:], "packages": " ".join(specs)}
    if name == "PackagesNotFoundError":
        missing = ", ".join(str(p) for p in answer.get("packages", ())) or " ".join(specs)
        return InstallerError(
            tr("Conda", "conda-forge has no build of {packages}.").format(packages=missing),
            hint=tr("Conda", "The plan's CUDA or cuDNN version is not published there for this system: plan "
                    "again with another TensorFlow version, or take the route with CUDA installed on the system."),
            context=context, reference="conda-pin-missing")
    if "Unsatisfiable" in name:
        return InstallerError(
            tr("Conda", "conda-forge cannot install {packages} together.").format(packages=" ".join(specs)),
            hint=tr("Conda", "These versions do not fit each other on this system: plan again with another "
                    "TensorFlow version."),
            context=context, reference="conda-unsatisfiable")
    return InstallerError(tr("Conda", "conda failed: {error}").format(error=str(answer.get("error", ""))[:300]),
                          hint=tr("Conda", "Read conda's message below; fix what it names and try again."),
                          context=context, reference="conda-failed")
