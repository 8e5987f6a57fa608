"""Facts judged for a person: each finding is ok, info, warn or fail, in plain words, grouped in sections.

This is the one source of findings: the CLI ``probe`` command prints these rows and the GUI's System
check page paints the same rows green/amber/red, so both front-ends say the same thing about a machine.
Whether a combination of versions works is the planner's business; a finding judges one fact on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wizard.basics.facts import GpuFacts, MachineFacts, PythonFacts, WindowsFacts, normalise_arch, wsl_version
from wizard.basics.i18n import tr, tr_n
from wizard.core.catalog.load import catalog_or_none
from wizard.core.catalog.model import Catalog
from wizard.core.probe.gpu_support import judge_card
from wizard.core.probe.note_words import note_text

Level = Literal["ok", "info", "warn", "fail"]
LEVELS: dict[str, Level] = {"info": "info", "warning": "warn", "error": "fail"}
"""Probe note/PATH problem levels -> finding levels."""
SECTIONS = ("system", "cpu", "driver", "gpus", "python", "cuda", "cudnn", "conda", "path", "notes")
OLDEST_USABLE_CC = (3, 5)  # TensorFlow GPU builds start at compute capability 3.5 (compat-facts.md)
NEWER_TF_CC = (5, 0)  # from TF 2.12 the Linux builds drop Kepler; older releases still work


@dataclass(frozen=True)
class Finding:
    """One row: ``section`` is one of :data:`SECTIONS`, ``key`` a stable name of what was judged
    (``os``, ``gpu``, ``note:<code>``...); title, text and details are translated."""

    section: str
    level: Level
    title: str
    text: str
    details: str = ""
    key: str = ""
    advice: str = ""  # what to do, in plain words (a front-end may add links to ``sources``)
    sources: tuple[str, ...] = ()  # catalog source ids the words rest on


def section_title(section: str) -> str:
    """The translated heading of a section."""
    titles = {
        "system": tr("Probe", "System"), "cpu": tr("Probe", "CPU"), "driver": tr("Probe", "Driver"),
        "gpus": tr("Probe", "GPUs"), "python": tr("Probe", "Python"), "cuda": tr("Probe", "CUDA toolkits"),
        "cudnn": tr("Probe", "cuDNN"), "conda": tr("Probe", "conda"), "path": tr("Probe", "PATH problems"),
        "notes": tr("Probe", "Notes"),
    }
    return titles.get(section, section)


def judge_facts(facts: MachineFacts, tensorflow: str = "newest", catalog: Catalog | None = None) -> list[Finding]:
    """Every finding, section by section, in :data:`SECTIONS` order.

    ``tensorflow`` is the release wished for (as in :class:`wizard.core.plan.Wishes`): the card row says
    when the card is too old for it, or newer than any release of ``catalog`` (the bundled one when None).
    """
    catalog = catalog if catalog is not None else catalog_or_none()
    return [*_system(facts), _cpu(facts), _driver(facts), *_gpus(facts, tensorflow, catalog), _python(facts),
            _cuda(facts), _cudnn(facts), _conda(facts), *_path(facts), *_notes(facts)]


def _system(facts: MachineFacts) -> list[Finding]:
    rows = [_os(facts)]
    if facts.windows is not None:
        rows.extend(_windows(facts.windows))
    return rows


def _os(facts: MachineFacts) -> Finding:
    title = tr("Probe", "Operating system")
    os_facts = facts.os
    name = {"windows": "Windows", "linux": "Linux", "macos": "macOS"}.get(os_facts.family, os_facts.family)
    text = " ".join(part for part in (name, os_facts.distro or "", os_facts.release) if part)
    if os_facts.build and os_facts.family == "linux":  # what Linux reports is its kernel's release
        text += tr("Probe", " (kernel {kernel})").format(kernel=os_facts.build)
    elif os_facts.build:
        text += tr("Probe", " (build {build})").format(build=os_facts.build)
    text += tr("Probe", ", {arch}").format(arch=os_facts.arch)
    if os_facts.wsl and wsl_version(os_facts) == 1:
        text += tr("Probe", ", inside WSL 1 on Windows build {build}").format(build=os_facts.windows_build or "?")
    elif os_facts.wsl:
        text += tr("Probe", ", inside WSL2 on Windows build {build}").format(build=os_facts.windows_build or "?")
    details = tr("Probe", "glibc {glibc}").format(glibc=os_facts.glibc) if os_facts.glibc else ""
    if os_facts.family not in ("windows", "linux"):
        why = tr("Probe", "TensorFlow GPU builds exist for Windows and Linux only.")
        return Finding("system", "fail", title, _then(text, why), details, "os")
    if normalise_arch(os_facts.arch) != "x86_64":
        why = tr("Probe", "This wizard supports 64-bit x86 computers.")
        return Finding("system", "warn", title, _then(text, why), details, "os")
    return Finding("system", "ok", title, text, details, "os")


def _windows(extras: WindowsFacts) -> list[Finding]:
    rows: list[Finding] = []
    runtime = tr("Probe", "Visual C++ runtime")
    if extras.vc_runtime:
        rows.append(Finding("system", "ok", runtime, tr("Probe", "Installed, version {version}.").format(
            version=extras.vc_runtime), key="vc-runtime"))
    else:
        rows.append(Finding("system", "warn", runtime, tr(
            "Probe", "Not found: TensorFlow 2.1 and newer need the Microsoft Visual C++ 2015-2022 runtime "
                     "(x64) on Windows."), key="vc-runtime"))
    long_paths = tr("Probe", "Long paths")
    if extras.long_paths_enabled:
        rows.append(Finding("system", "ok", long_paths, tr("Probe", "Enabled."), key="long-paths"))
    elif extras.long_paths_enabled is False:
        rows.append(Finding("system", "warn", long_paths, tr(
            "Probe", "Windows long paths are off; pip may fail on TensorFlow's long file names. "
                     "Turning them on needs admin."), key="long-paths"))
    if extras.is_admin is not None:
        text = tr("Probe", "Running as administrator.") if extras.is_admin \
            else tr("Probe", "Not running as administrator.")
        rows.append(Finding("system", "info", tr("Probe", "Administrator"), text, key="admin"))
    return rows


def _cpu(facts: MachineFacts) -> Finding:
    cpu = facts.cpu
    title = tr("Probe", "Processor")
    if not cpu.avx:
        text = tr("Probe", "The processor has no AVX instructions: TensorFlow 1.6 and newer will not start on it.")
        return Finding("cpu", "fail", title, text, cpu.name, "cpu")
    if not cpu.avx2:
        text = tr("Probe", "Supports AVX (no AVX2: TensorFlow 2.4.0 needs it and is avoided).")
        return Finding("cpu", "info", title, text, cpu.name, "cpu")
    return Finding("cpu", "ok", title, tr("Probe", "Supports AVX and AVX2, as TensorFlow needs."), cpu.name, "cpu")


def _driver(facts: MachineFacts) -> Finding:
    title = tr("Probe", "NVIDIA driver")
    driver = facts.driver
    if driver is None and not facts.gpus and wsl_version(facts.os) != 1:
        # no card and no driver: a computer without an NVIDIA GPU, a normal result (TensorFlow on the processor)
        text = tr("Probe", "Not found, and not needed without an NVIDIA graphics card.")
        return Finding("driver", "info", title, text, key="driver")
    if driver is None:
        text = tr("Probe", "The driver was not found, so TensorFlow can only use the processor for now.")
        return Finding("driver", "fail", title, text, key="driver")
    text = tr("Probe", "Version {version}, supports CUDA up to {cuda}.").format(
        version=driver.version, cuda=driver.cuda or "?")
    details = tr("Probe", "Read from: {source}").format(source=driver.source) if driver.source else ""
    return Finding("driver", "ok", title, text, details, "driver")


def _gpus(facts: MachineFacts, tensorflow: str, catalog: Catalog | None) -> list[Finding]:
    if not facts.gpus and wsl_version(facts.os) == 1:
        # WSL 1 has no GPU access at all (NVIDIA's CUDA-on-WSL guide): say that, not "none found"
        text = tr("Probe", "This Linux runs under WSL 1, which cannot use the graphics card. Convert it to WSL 2: "
                           "in Windows, run wsl --set-version {distro} 2, then check again inside it.").format(
            distro=facts.os.wsl_distro or "DISTRO")
        return [Finding("gpus", "fail", tr("Probe", "NVIDIA graphics card"), text, key="gpu")]
    if not facts.gpus:
        return [Finding("gpus", "info", tr("Probe", "NVIDIA graphics card"),
                        tr("Probe", "None found: TensorFlow runs on the processor."), key="gpu")]
    return [_gpu(gpu, facts.os.family, tensorflow, catalog) for gpu in facts.gpus]


def _gpu(gpu: GpuFacts, family: str, tensorflow: str, catalog: Catalog | None) -> Finding:
    title = gpu.name or tr("Probe", "Graphics card {index}").format(index=gpu.index)  # its name, as the user knows it
    text = tr("Probe", "Compute capability {cc}").format(cc=gpu.compute_capability)
    if gpu.memory_mib:
        text += tr("Probe", ", {gib:.1f} GB memory").format(gib=gpu.memory_mib / 1024)
    details = f"UUID {gpu.uuid}" if gpu.uuid else ""
    cc = _cc_tuple(gpu.compute_capability)
    if cc < OLDEST_USABLE_CC:
        why = tr("Probe", "Too old for every TensorFlow GPU build (3.5 is the minimum).")
        return Finding("gpus", "fail", title, _then(text, why), details, "gpu")
    if catalog is None and cc < NEWER_TF_CC:
        why = tr("Probe", "Only older TensorFlow releases support this card.")
        return Finding("gpus", "warn", title, _then(text, why), details, "gpu")
    support = judge_card(gpu.compute_capability, family, tensorflow, catalog) if catalog is not None else None
    if support is not None:
        return Finding("gpus", "warn", title, _then(text, support.why), details, "gpu", support.advice,
                       support.sources)
    return Finding("gpus", "ok", title, text, details, "gpu")


def _then(text: str, why: str) -> str:
    """The card's line, then why it is a warning: two sentences, ended as the language ends them."""
    return tr("Probe", "{text}. {why}").format(text=text, why=why)


def _cc_tuple(text: str) -> tuple[int, int]:
    major, _, minor = text.partition(".")
    try:
        return int(major), int(minor or 0)
    except ValueError:
        return (0, 0)


def _python(facts: MachineFacts) -> Finding:
    title = tr("Probe", "Python")
    details = "\n".join(f"{p.version}  {_python_where(p)}".rstrip() for p in facts.pythons)
    python = facts.python or (facts.pythons[0] if facts.pythons else None)
    if python is None:
        text = tr("Probe", "Not recorded; the wizard creates its own environment.")
        return Finding("python", "info", title, text, details, "python")
    if python.arch == "x86":
        text = tr("Probe", "Python {version} is 32-bit: TensorFlow needs a 64-bit Python.").format(
            version=python.version)
        return Finding("python", "fail", title, text, details, "python")
    where = _python_where(python)
    text = tr("Probe", "Python {version} at {where}. TensorFlow gets its own environment, so this one need "
                       "not match.").format(version=python.version, where=where) if where else tr(
        "Probe", "Python {version}. TensorFlow gets its own environment, so this one need not match.").format(
        version=python.version)
    return Finding("python", "ok", title, text, details, "python")


def _python_where(python: PythonFacts) -> str:
    """``/usr/bin/python3 (PATH)``: where an interpreter is and how the probe found it."""
    source = _found_by(python.source) if python.source else ""
    return f"{python.executable}{source}" if python.executable else ""


def _found_by(source: str) -> str:
    """`` (PATH)``: how the probe found a program, in words where it is a word, else as the name it is."""
    words = {"running": tr("Probe", "running"), "standard folder": tr("Probe", "standard folder"),
             "py launcher": tr("Probe", "py launcher"), "nvcc on PATH": tr("Probe", "nvcc on PATH")}
    return tr("Probe", " ({source})").format(source=words.get(source, source))


def _without_gpu(facts: MachineFacts) -> bool:
    """No NVIDIA card or driver: CUDA and cuDNN would serve nothing, so the wizard offers none."""
    return not facts.gpus and facts.driver is None


def _cuda(facts: MachineFacts) -> Finding:
    title = tr("Probe", "CUDA toolkits")
    if not facts.cuda_toolkits and _without_gpu(facts):
        text = tr("Probe", "None installed. Without an NVIDIA graphics card none is needed.")
        return Finding("cuda", "info", title, text, key="cuda")
    if not facts.cuda_toolkits:
        text = tr("Probe", "None installed. That is fine: the wizard can install one.")
        return Finding("cuda", "info", title, text, key="cuda")
    versions = ", ".join(t.version for t in facts.cuda_toolkits)
    details = "\n".join(f"{t.version}  {t.root}" + (_found_by(t.source) if t.source else "")
                        for t in facts.cuda_toolkits)
    return Finding("cuda", "ok", title, tr("Probe", "Installed: {versions}").format(versions=versions),
                   details, "cuda")


def _cudnn(facts: MachineFacts) -> Finding:
    title = tr("Probe", "cuDNN")
    if not facts.cudnn and _without_gpu(facts):
        text = tr("Probe", "None found. Without an NVIDIA graphics card none is needed.")
        return Finding("cudnn", "info", title, text, key="cudnn")
    if not facts.cudnn:
        text = tr("Probe", "None found. That is fine: the wizard can install it.")
        return Finding("cudnn", "info", title, text, key="cudnn")
    versions = ", ".join(c.version for c in facts.cudnn)
    details = "\n".join(f"{c.version}  {c.location}" for c in facts.cudnn)
    return Finding("cudnn", "ok", title, tr("Probe", "Found: {versions}").format(versions=versions),
                   details, "cudnn")


def _conda(facts: MachineFacts) -> Finding:
    title = tr("Probe", "conda")
    if not facts.conda:
        text = tr("Probe", "Not found. The wizard can use a plain Python environment.")
        return Finding("conda", "info", title, text, key="conda")
    text = tr("Probe", "Found conda {version}").format(version=facts.conda[0].version or "?")
    details = "\n".join(tr_n("Probe", "{executable}, %n environment(s)", len(c.envs)).format(
        executable=c.executable) for c in facts.conda)
    return Finding("conda", "ok", title, text, details, "conda")


def _path(facts: MachineFacts) -> list[Finding]:
    title = tr("Probe", "PATH")
    if not facts.path.problems:
        return [Finding("path", "ok", title, tr("Probe", "No problems found on PATH."), key="path")]
    return [Finding("path", LEVELS.get(problem.level, "warn"), title, problem.message, problem.entry, "path")
            for problem in facts.path.problems]


def _notes(facts: MachineFacts) -> list[Finding]:
    title = tr("Probe", "Probe note")
    return [Finding("notes", LEVELS.get(note.level, "warn"), title, note_text(note), key=f"note:{note.code}")
            for note in facts.notes]
