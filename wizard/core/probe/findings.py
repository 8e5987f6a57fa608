"""Facts judged for a person: each finding is ok, warn or fail, in plain words, grouped in sections.

The CLI prints these rows and the GUI's System check page can paint the same rows green/amber/red, so
both front-ends say the same thing about a machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wizard.core.facts import MachineFacts, PathProblem, ProbeNote, WindowsFacts
from wizard.core.i18n import tr

Level = Literal["ok", "info", "warn", "fail"]
LEVELS: dict[str, Level] = {"info": "info", "warning": "warn", "error": "fail"}
"""Probe note/PATH problem levels -> finding levels."""
SECTIONS = ("system", "cpu", "driver", "gpus", "python", "cuda", "cudnn", "conda", "path", "notes")


@dataclass(frozen=True)
class Finding:
    """One row: ``section`` is a stable key from :data:`SECTIONS`; label and text are translated."""

    section: str
    level: Level
    label: str
    text: str


def section_title(section: str) -> str:
    """The translated heading of a section."""
    titles = {
        "system": tr("Probe", "System"), "cpu": tr("Probe", "CPU"), "driver": tr("Probe", "Driver"),
        "gpus": tr("Probe", "GPUs"), "python": tr("Probe", "Python"), "cuda": tr("Probe", "CUDA toolkits"),
        "cudnn": tr("Probe", "cuDNN"), "conda": tr("Probe", "conda"), "path": tr("Probe", "PATH problems"),
        "notes": tr("Probe", "Notes"),
    }
    return titles.get(section, section)


def judge_facts(facts: MachineFacts) -> list[Finding]:
    """Every finding, section by section, in :data:`SECTIONS` order."""
    return [*_system(facts), *_cpu(facts), *_driver(facts), *_gpus(facts), *_python(facts), *_cuda(facts),
            *_cudnn(facts), *_conda(facts), *_path(facts), *_notes(facts)]


def _system(facts: MachineFacts) -> list[Finding]:
    os_facts = facts.os
    parts = [os_facts.family, os_facts.distro or "", os_facts.release, os_facts.build, os_facts.arch]
    rows = [Finding("system", "ok", tr("Probe", "Operating system"), " ".join(p for p in parts if p))]
    if os_facts.glibc:
        rows.append(Finding("system", "ok", tr("Probe", "glibc"), os_facts.glibc))
    if os_facts.wsl:
        text = tr("Probe", "running under WSL, Windows build {build}").format(
            build=os_facts.windows_build or "?")
        rows.append(Finding("system", "info", tr("Probe", "WSL"), text))
    if facts.windows is not None:
        rows.extend(_windows(facts.windows))
    return rows


def _windows(extras: WindowsFacts) -> list[Finding]:
    runtime_label = tr("Probe", "Visual C++ runtime")
    runtime = Finding("system", "ok", runtime_label, extras.vc_runtime) if extras.vc_runtime \
        else Finding("system", "warn", runtime_label, tr(
            "Probe", "not found: TensorFlow 2.1 and newer need the Visual C++ 2015-2022 runtime (x64)"))
    long_paths = Finding("system", "ok", tr("Probe", "Long paths"), tr("Probe", "enabled")) \
        if extras.long_paths_enabled else Finding("system", "warn", tr("Probe", "Long paths"), tr(
            "Probe", "disabled: pip may fail on TensorFlow's long file names"))
    admin = Finding("system", "info", tr("Probe", "Administrator"),
                    tr("Probe", "yes") if extras.is_admin else tr("Probe", "no"))
    return [runtime, long_paths, admin]


def _cpu(facts: MachineFacts) -> list[Finding]:
    cpu = facts.cpu
    label = cpu.name or tr("Probe", "Processor")
    if not cpu.avx:
        text = tr("Probe", "no AVX: TensorFlow's official packages (1.6 and newer) will not run here")
        return [Finding("cpu", "fail", label, text)]
    if not cpu.avx2:
        text = tr("Probe", "AVX but no AVX2: a few TensorFlow builds (2.4.0) need AVX2")
        return [Finding("cpu", "warn", label, text)]
    return [Finding("cpu", "ok", label, tr("Probe", "AVX and AVX2"))]


def _driver(facts: MachineFacts) -> list[Finding]:
    driver = facts.driver
    if driver is None:
        return [Finding("driver", "fail", tr("Probe", "NVIDIA driver"), tr("Probe", "not found"))]
    text = tr("Probe", "{version}, supports CUDA up to {cuda} (from {source})").format(
        version=driver.version, cuda=driver.cuda or "?", source=driver.source or "?")
    return [Finding("driver", "ok", tr("Probe", "NVIDIA driver"), text)]


def _gpus(facts: MachineFacts) -> list[Finding]:
    if not facts.gpus:
        return [Finding("gpus", "fail", tr("Probe", "NVIDIA GPU"), tr("Probe", "none found"))]
    text = tr("Probe", "compute capability {cc}, {memory} MiB")
    return [Finding("gpus", "ok", f"#{gpu.index} {gpu.name}", text.format(cc=gpu.compute_capability,
                                                                          memory=gpu.memory_mib))
            for gpu in facts.gpus]


def _python(facts: MachineFacts) -> list[Finding]:
    rows: list[Finding] = []
    for index, python in enumerate(facts.pythons):
        label = tr("Probe", "Python {version}").format(version=python.version)
        if index == 0 and python.arch == "x86":
            text = tr("Probe", "32-bit: TensorFlow needs a 64-bit Python")
            rows.append(Finding("python", "fail", label, text))
        else:
            level: Level = "ok" if index == 0 else "info"
            rows.append(Finding("python", level, label, f"{python.executable} ({python.source})"))
    return rows


def _cuda(facts: MachineFacts) -> list[Finding]:
    if not facts.cuda_toolkits:
        return [Finding("cuda", "info", tr("Probe", "CUDA toolkit"), tr("Probe", "none installed"))]
    label = tr("Probe", "CUDA {version}")
    return [Finding("cuda", "ok", label.format(version=t.version), f"{t.root} ({t.source})")
            for t in facts.cuda_toolkits]


def _cudnn(facts: MachineFacts) -> list[Finding]:
    if not facts.cudnn:
        return [Finding("cudnn", "info", tr("Probe", "cuDNN"), tr("Probe", "none installed"))]
    return [Finding("cudnn", "ok", tr("Probe", "cuDNN {version}").format(version=c.version), c.location)
            for c in facts.cudnn]


def _conda(facts: MachineFacts) -> list[Finding]:
    if not facts.conda:
        return [Finding("conda", "info", tr("Probe", "conda"), tr("Probe", "none installed"))]
    return [Finding("conda", "ok", tr("Probe", "conda {version}").format(version=c.version or "?"), tr(
        "Probe", "{executable}, {count} environments").format(executable=c.executable, count=len(c.envs)))
        for c in facts.conda]


def _path(facts: MachineFacts) -> list[Finding]:
    if not facts.path.problems:
        return [Finding("path", "ok", tr("Probe", "PATH"), tr("Probe", "no problems found"))]
    return [_path_row(problem) for problem in facts.path.problems]


def _path_row(problem: PathProblem) -> Finding:
    return Finding("path", LEVELS[problem.level], problem.entry or tr("Probe", "PATH"), problem.message)


def _notes(facts: MachineFacts) -> list[Finding]:
    return [_note_row(note) for note in facts.notes]


def _note_row(note: ProbeNote) -> Finding:
    return Finding("notes", LEVELS[note.level], "", note.message)
