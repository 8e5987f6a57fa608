"""Maintainers: resolve every requirement the planner can install against the real package index, wheels only.

    python tools/check_catalog_resolution.py           # check resources/catalog/resolution.json; exit 1 on a fault
    python tools/check_catalog_resolution.py --edges   # only each record's oldest and newest release and Python
    python tools/check_catalog_resolution.py --write   # resolve every catalog row's Pythons and write the file

For each TensorFlow row of the catalog (GPU and CPU), each release and each Python of its wheels, the requirement
the planner installs (``tensorflow[and-cuda]==2.14.1`` on Linux...) is resolved with ``uv pip compile
--only-binary :all:`` for that Python and platform; only the checked sdists of ``tooling.json`` (TF 1.12 to 2.6:
termcolor, wrapt, gast, clang) may come as source, and only at their recorded release. The index is the one uv
reaches by default. ``--write`` records where each requirement resolves (``resolution.json``, source S42);
the check fails on a recorded Python that no longer resolves and on a planned requirement with no record.
``--edges`` resolves each record at its corners only (its oldest and newest release, each for its oldest and
newest Python: about a fifth of the cases): the slow test tier runs that on every CI run
(tests/core/catalog/test_catalog_resolution.py), the whole check runs weekly and before a release
(.github/workflows/catalog-watch.yml, release.yml; ``make check-catalog``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.model import Catalog, SdistPin
from wizard.core.planner.requirements import Planned, planned_cpu, planned_for_build, platform_of
from wizard.core.planner.versions import newest_first, parse
from wizard.core.pyenv.sdists import needed_sdists
from wizard.resources import resource_path

OLDEST_CHECKABLE = (3, 6)  # uv resolves for Python 3.6 and later; the wizard's env tools start there too
# uv's target per platform key; Linux at manylinux_2_28, which every wheel tag of the catalog (up to 2_27) fits.
UV_PLATFORMS = {
    "linux-x86_64": "x86_64-manylinux_2_28",
    "linux-arm64": "aarch64-manylinux_2_28",
    "windows-x86_64": "x86_64-pc-windows-msvc",
    "macos-x86_64": "x86_64-apple-darwin",
    "macos-arm64": "aarch64-apple-darwin",
}
SOURCE = "S42"
_PINNED = re.compile(r"^([A-Za-z0-9._-]+)==(\S+)", re.MULTILINE)
_NO_WHEEL = re.compile(r"Because (\S+==\S+|\S+) has no (?:wheels|usable wheels|version)")
_DEPENDS = re.compile(r"depends on (\S+?)(?:[,;]| and |\s|$)")


@dataclass(frozen=True)
class Case:
    """One resolution: a planned requirement for one Python on one platform."""

    planned: Planned
    platform: str
    python: str


@dataclass(frozen=True)
class Outcome:
    """How a case resolved: ``ok``, else ``missing`` names what has no wheel (as uv said it)."""

    case: Case
    ok: bool
    missing: str = ""
    detail: str = ""


def checkable(python: str) -> bool:
    """True for a Python uv can resolve for (3.6 and later)."""
    major, _, minor = python.partition(".")
    return (int(major), int(minor)) >= OLDEST_CHECKABLE


def planned_cases(catalog: Catalog) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """Every (package, version, platform) the planner can install, with the Pythons of its wheels."""
    found: dict[tuple[str, str, str], list[str]] = {}
    for build in catalog.tensorflow:
        for version in build.versions:
            planned = planned_for_build(version, build)
            key = (planned.package, planned.version, platform_of(build.os, build.arch))
            found.setdefault(key, []).extend(build.python)
    for row in catalog.cpu_builds:
        for version in row.versions:
            planned = planned_cpu(version, row)
            key = (planned.package, planned.version, platform_of(row.os, row.arch))
            found.setdefault(key, []).extend(row.python)
    return {key: tuple(dict.fromkeys(pythons)) for key, pythons in found.items()}


def uv_command(case: Case, sdists: tuple[SdistPin, ...]) -> list[str]:
    """``uv pip compile`` of the case from standard input: wheels only, except the checked sdists it needs."""
    # --python: the interpreter that builds a checked sdist's metadata is this one, never a venv uv would find in
    # the working folder (under wine that was the checkout's Linux .venv, which has no python.exe)
    command = [str(_uv()), "pip", "compile", "--no-config", "--no-python-downloads", "--quiet", "--no-header",
               "--no-annotate", "--python", sys.executable,
               "--python-version", case.python, "--python-platform", UV_PLATFORMS[case.platform],
               "--only-binary", ":all:"]
    for pin in sdists:
        command += ["--no-binary", pin.name]
    return [*command, "-"]


def resolve(case: Case, environment: dict[str, str] | None = None) -> Outcome:
    """Resolve one case against the index uv reaches by default: first from uv's cache alone (what an earlier case
    of this run fetched; a success there is a success), else online, which alone may say "no solution"."""
    sdists = needed_sdists([case.planned.requirement], case.python)
    command = uv_command(case, sdists)
    try:
        done = subprocess.run([*command[:-1], "--offline", "-"], input=case.planned.requirement + "\n",
                              capture_output=True, text=True, timeout=600, check=False, env=environment)
        if done.returncode != 0:
            done = subprocess.run(command, input=case.planned.requirement + "\n", capture_output=True, text=True,
                                  timeout=600, check=False, env=environment)
    except subprocess.TimeoutExpired:
        return Outcome(case, False, detail="timed out")
    if done.returncode != 0:
        return Outcome(case, False, missing=_missing(done.stderr), detail=done.stderr.strip()[-600:])
    resolved = dict((name.lower(), version) for name, version in _PINNED.findall(done.stdout))
    for pin in sdists:  # a source archive is allowed only at the release whose file the catalog checked
        got = resolved.get(pin.name.lower())
        if got is not None and got != pin.version:
            return Outcome(case, False, missing=f"{pin.name}=={got}", detail="an unchecked source archive")
    return Outcome(case, True)


def _missing(stderr: str) -> str:
    """The package uv says has no fitting wheel (``tensorrt==8.5.3.1``), else ""."""
    found = _NO_WHEEL.search(re.sub(r"\{[^{}]*\}", "", stderr))  # uv writes a marker in braces after the name
    return found.group(1) if found else ""


def _uv() -> Path:
    """The uv installed with this Python's packages (the project's venv has it: its bin/, or Scripts\\ on Windows,
    where python.exe is not beside it), else the one on PATH."""
    here = Path(sysconfig.get_path("scripts")) / ("uv.exe" if sys.platform == "win32" else "uv")
    return here if here.exists() else Path("uv")


def run_all(cases: Iterable[Case], workers: int, journal: Path | None = None) -> list[Outcome]:
    """Resolve every case (network-bound: several at once), in the order given; a dot per case on standard error.
    ``journal``: a JSON-lines file of the outcomes so far, read first (a run stopped half-way goes on from there)."""
    done = _read_journal(journal) if journal else {}
    lock = threading.Lock()
    scratch = Path(tempfile.mkdtemp(prefix="uv-scratch-"))
    # uv leaves a lock file per source build in its temp folder (uv-setuptools-*.lock): a folder of the run's own
    environment = {**os.environ, "TMPDIR": str(scratch), "TEMP": str(scratch), "TMP": str(scratch)}

    def one(case: Case) -> Outcome:
        if case in done:
            return done[case]
        outcome = resolve(case, environment)
        with lock:
            sys.stderr.write("." if outcome.ok else "x")
            sys.stderr.flush()
            if journal is not None:
                with journal.open("a", encoding="utf-8") as stream:
                    stream.write(json.dumps({"package": case.planned.package, "version": case.planned.version,
                                             "platform": case.platform, "python": case.python, "ok": outcome.ok,
                                             "missing": outcome.missing}) + "\n")
        return outcome

    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(one, cases))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _read_journal(path: Path) -> dict[Case, Outcome]:
    found: dict[Case, Outcome] = {}
    if not path.is_file():
        return found
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        case = Case(Planned(row["package"], row["version"]), row["platform"], row["python"])
        found[case] = Outcome(case, row["ok"], row["missing"])
    return found


def records(outcomes: list[Outcome], checked: dict[tuple[str, str, str], tuple[str, ...]], date: str) -> list[dict]:
    """``resolution.json`` rows: per package and platform, consecutive releases with the same outcome grouped."""
    by_key: dict[tuple[str, str, str], dict[str, str]] = {}
    for outcome in outcomes:
        case = outcome.case
        key = (case.planned.package, case.planned.version, case.platform)
        by_key.setdefault(key, {})[case.python] = "" if outcome.ok else (outcome.missing or "?")
    rows: list[dict] = []
    groups: dict[tuple[str, str], list[str]] = {}
    for package, version, platform in checked:
        groups.setdefault((package, platform), []).append(version)
    for (package, platform), versions in sorted(groups.items()):
        current: dict | None = None
        for version in sorted(versions, key=parse):
            answers = by_key.get((package, version, platform), {})
            python = sorted((p for p, missing in answers.items() if not missing), key=parse)
            unresolved = {p: missing for p, missing in sorted(answers.items(), key=lambda item: parse(item[0]))
                          if missing}
            if current is not None and current["python"] == python and current["unresolved"] == unresolved:
                current["versions"].append(version)
                continue
            current = {"package": package, "platform": platform, "versions": [version], "python": python,
                       "unresolved": unresolved, "sources": [SOURCE], "confidence": "P"}
            rows.append(current)
    for row in rows:
        row["versions"] = newest_first(row["versions"])[::-1]
    return rows


def cases_to_write(catalog: Catalog) -> tuple[dict[tuple[str, str, str], tuple[str, ...]], list[Case]]:
    """Every planned requirement and the cases of its checkable Pythons, newest releases first, each requirement's
    Pythons together (a run stopped half-way has whole requirements done: ``--partial`` writes those)."""
    checked = planned_cases(catalog)
    keys = sorted(checked, key=lambda key: parse(key[1]), reverse=True)
    cases = [Case(Planned(key[0], key[1]), key[2], python) for key in keys
             for python in sorted((p for p in checked[key] if checkable(p)), key=parse, reverse=True)]
    return checked, cases


def recorded_cases(catalog: Catalog) -> tuple[list[Case], list[str]]:
    """The recorded (package, version, platform, Python) to resolve again, and the planned requirements with no
    record at all (a catalog row added without running ``--write``)."""
    recorded = {(row.package, version, row.platform): row for row in catalog.resolution for version in row.versions}
    cases, unrecorded = [], []
    for (package, version, platform), _ in planned_cases(catalog).items():
        row = recorded.get((package, version, platform))
        if row is None:
            unrecorded.append(f"{package}=={version} on {platform}")
            continue
        cases += [Case(Planned(package, version), platform, python) for python in row.python]
    return cases, unrecorded


def edge_cases(catalog: Catalog) -> list[Case]:
    """The corners of each resolution record: its oldest and newest planned release, each for its oldest and newest
    recorded Python. Where a record's range would break first (a dependency's oldest or newest wheel dropped from
    the index), in a fifth of the cases."""
    planned = planned_cases(catalog)
    cases: list[Case] = []
    for row in catalog.resolution:
        versions = sorted((v for v in row.versions if (row.package, v, row.platform) in planned), key=parse)
        pythons = sorted(row.python, key=parse)
        if not versions or not pythons:
            continue
        cases += [Case(Planned(row.package, version), row.platform, python)
                  for version in dict.fromkeys((versions[0], versions[-1]))
                  for python in dict.fromkeys((pythons[0], pythons[-1]))]
    return cases


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="resolve every catalog row and write resolution.json")
    parser.add_argument("--edges", action="store_true",
                        help="check only each record's oldest and newest release for its oldest and newest Python")
    parser.add_argument("--workers", type=int, default=6, help="resolutions at once (default 6)")
    parser.add_argument("--date", default="", help="the day of the run, written into the file's about line")
    parser.add_argument("--journal", type=Path, help="JSON lines of the outcomes so far: read first, then appended")
    parser.add_argument("--partial", action="store_true",
                        help="with --write and --journal: write only what the journal has, run nothing")
    args = parser.parse_args(arguments)
    catalog = load_catalog()
    if args.write:
        checked, cases = cases_to_write(catalog)
        if args.partial and args.journal:
            known = _read_journal(args.journal)
            whole = {key for key in checked
                     if all(Case(Planned(key[0], key[1]), key[2], p) in known for p in checked[key] if checkable(p))}
            checked = {key: pythons for key, pythons in checked.items() if key in whole}
            cases = [case for case in cases if case in known and
                     (case.planned.package, case.planned.version, case.platform) in whole]
        outcomes = run_all(cases, args.workers, args.journal)
        unnamed = [o.case for o in outcomes if not o.ok and not o.missing]
        again = {o.case: o for o in run_all(unnamed, args.workers)}  # say what has no wheel where uv said it later
        outcomes = [again.get(o.case, o) for o in outcomes]
        path = resource_path("catalog") / "resolution.json"
        document = {"schema": 1, "_about": _about(args.date), "requirements": records(outcomes, checked, args.date)}
        path.write_text(_dump(document), encoding="utf-8")
        failed = [o for o in outcomes if not o.ok]
        print(f"{len(cases)} resolutions, {len(failed)} without a solution; written to {path}")
        return 0
    cases, unrecorded = recorded_cases(catalog)
    if args.edges:
        cases = edge_cases(catalog)
    for line in unrecorded:
        print(f"no resolution record: {line} (run this tool with --write)")
    failed = [o for o in run_all(cases, args.workers) if not o.ok]
    for outcome in failed:
        case = outcome.case
        print(f"does not resolve: {case.planned.requirement} for Python {case.python} on {case.platform}: "
              f"{outcome.missing or outcome.detail}")
    print(f"{len(cases)} recorded resolutions checked: {len(failed)} failed; {len(unrecorded)} unrecorded")
    return 1 if failed or unrecorded else 0


def _about(date: str) -> str:
    return ("Where each requirement the planner installs resolves from wheels (only the checked sdists of tooling.json "
            "allowed), per platform: python lists the Pythons with a solution, unresolved names, per Python without "
            "one, what uv found no wheel for. Written by tools/check_catalog_resolution.py --write"
            + (f" on {date}" if date else "") + " against the package index (S42); Pythons before 3.6 are not "
            "checked and so never planned.")


def _dump(document: dict) -> str:
    """One requirement row per line: the file stays reviewable in a diff."""
    rows = ",\n    ".join(json.dumps(row, ensure_ascii=False) for row in document["requirements"])
    return (f'{{\n  "schema": {document["schema"]},\n  "_about": {json.dumps(document["_about"])},\n'
            f'  "requirements": [\n    {rows}\n  ]\n}}\n')


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
