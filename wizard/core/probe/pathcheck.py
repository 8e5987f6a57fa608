"""PATH analysis: missing folders, duplicates, quotes, an older CUDA ``bin`` ahead of a newer one, length.

Why these: Windows looks for DLLs along PATH in order, so ``CUDA\\v10.0\\bin`` before ``CUDA\\v11.2\\bin``
makes TensorFlow load the wrong cudart; quotes are kept literally by the loader (the folder then "does not
exist"); ``%VAR%`` entries are compared expanded, case-insensitively, as Windows resolves them.
The analysis is a pure function of the PATH text, so every case is a table test.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from wizard.basics.facts import PathFacts, PathProblem
from wizard.basics.i18n import tr
from wizard.core.envvars.cuda import cuda_version_of
from wizard.core.probe.draft import FactsDraft
from wizard.platform.probe_context import ProbeContext

_VARIABLE = re.compile(r"%([^%;]+)%")
_BIN_LAST = re.compile(r"[/\\]bin[/\\]?$", re.IGNORECASE)


@dataclass(frozen=True)
class PathRules:
    """How this OS reads PATH."""

    separator: str
    case_insensitive: bool
    warn_length: int
    max_length: int


def expand_variables(entry: str, env: Mapping[str, str], case_insensitive: bool) -> str:
    """``%CUDA_PATH%\\bin`` -> the real folder; unknown variables stay as written (as cmd.exe does)."""
    lookup = {k.upper(): v for k, v in env.items()} if case_insensitive else dict(env)

    def replace(match: re.Match[str]) -> str:
        name = match.group(1).upper() if case_insensitive else match.group(1)
        return lookup.get(name, match.group(0))

    return _VARIABLE.sub(replace, entry)


def comparison_key(entry: str, env: Mapping[str, str], case_insensitive: bool) -> str:
    """Expanded, unquoted, without trailing separators, case-folded where the OS ignores case."""
    text = expand_variables(entry.strip().strip('"'), env, case_insensitive)
    text = text.rstrip("/\\") or text
    if case_insensitive:
        return text.replace("/", "\\").casefold()
    return os.path.normpath(text) if text else text


def cuda_bin_version(entry: str) -> tuple[int, int] | None:
    """(11, 2) for ``...\\CUDA\\v11.2\\bin`` or ``/usr/local/cuda-11.2/bin``."""
    text = entry.strip().strip('"')
    return cuda_version_of(text) if _BIN_LAST.search(text) else None


def analyse_path(value: str, rules: PathRules, env: Mapping[str, str],
                 is_dir: Callable[[str], bool]) -> PathFacts:
    """Split ``value`` and list every problem, in PATH order."""
    entries = tuple(value.split(rules.separator)) if value else ()
    problems: list[PathProblem] = []
    seen: set[str] = set()
    for entry in entries:
        problems.extend(_entry_problems(entry, rules, env, is_dir, seen))
    problems.extend(_cuda_order_problems(entries, env, rules.case_insensitive))
    problems.extend(_length_problems(value, rules))
    return PathFacts(entries=entries, problems=tuple(problems), length=len(value))


def _entry_problems(entry: str, rules: PathRules, env: Mapping[str, str], is_dir: Callable[[str], bool],
                    seen: set[str]) -> list[PathProblem]:
    if not entry.strip():
        return [PathProblem("empty-entry", entry, tr("Probe", "PATH has an empty entry."), "info")]
    found: list[PathProblem] = []
    if '"' in entry:
        text = tr("Probe", "This PATH entry contains quotes; programs looking for DLLs take them literally.")
        found.append(PathProblem("quoted", entry, text, "warning"))
    key = comparison_key(entry, env, rules.case_insensitive)
    if key in seen:
        text = tr("Probe", "This folder is on PATH more than once.")
        found.append(PathProblem("duplicate", entry, text, "info"))
    seen.add(key)
    expanded = expand_variables(entry.strip().strip('"'), env, rules.case_insensitive)
    if not is_dir(expanded):
        text = tr("Probe", "This PATH folder does not exist.")
        found.append(PathProblem("missing-dir", entry, text, "info"))
    return found


def _cuda_order_problems(entries: tuple[str, ...], env: Mapping[str, str],
                         case_insensitive: bool) -> list[PathProblem]:
    versions = [(e, cuda_bin_version(expand_variables(e, env, case_insensitive))) for e in entries]
    found: list[PathProblem] = []
    for index, (entry, version) in enumerate(versions):
        if version is None:
            continue
        later = [v for _, v in versions[index + 1:] if v is not None and v > version]
        if later:
            newest = max(later)
            text = tr("Probe", "CUDA {old} comes before CUDA {new} on PATH, so programs load CUDA {old}'s "
                      "libraries first.")
            found.append(PathProblem("older-cuda-first", entry, text.format(
                old=f"{version[0]}.{version[1]}", new=f"{newest[0]}.{newest[1]}"), "warning"))
    return found


def _length_problems(value: str, rules: PathRules) -> list[PathProblem]:
    if len(value) > rules.max_length:
        return [PathProblem("too-long", "", tr(
            "Probe", "PATH is {length} characters long, over the limit of {limit}.").format(
            length=len(value), limit=rules.max_length), "error")]
    if len(value) > rules.warn_length:
        return [PathProblem("long", "", tr(
            "Probe", "PATH is {length} characters long; some older tools cut it at {limit}.").format(
            length=len(value), limit=rules.warn_length), "warning")]
    return []


def path_value(ctx: ProbeContext) -> str:
    """PATH from the context's environment (``Path`` on Windows: names there ignore case)."""
    return ctx.getenv("PATH") or ""


def probe_path(ctx: ProbeContext, draft: FactsDraft) -> None:
    """Analyse this process's PATH with this OS's rules."""
    platform = ctx.platform
    rules = PathRules(platform.path_separator, platform.case_insensitive, platform.path_warn_length,
                      platform.path_max_length)
    draft.path = analyse_path(path_value(ctx), rules, ctx.env, os.path.isdir)
