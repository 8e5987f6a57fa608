"""Turn ``MachineFacts`` into plain-words findings, each green, amber or red, for the System check page.

The page shows what the probe found; whether a combination works is the planner's business, so the
levels here only say "fine", "have a look" or "this stops GPU TensorFlow" about each fact on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from wizard.core.facts import GpuFacts, MachineFacts

Level = Literal["ok", "warn", "error"]
OLDEST_USABLE_CC = (3, 5)  # TensorFlow GPU builds start at compute capability 3.5 (compat-facts.md)
NEWER_TF_CC = (5, 0)  # from TF 2.12 the Linux builds drop Kepler; older releases still work
_LEVELS: dict[str, Level] = {"info": "ok", "warning": "warn", "error": "error"}  # probe level -> colour


@dataclass(frozen=True)
class Finding:
    """One row: a status, a short title, one sentence in plain words, and optional details."""

    key: str
    level: Level
    title: str
    text: str
    details: str = ""


def findings_from_facts(facts: MachineFacts) -> list[Finding]:
    """Every finding, in the order a person reads them: OS, CPU, driver, GPUs, software, PATH, notes."""
    found = [_os_finding(facts), _cpu_finding(facts), _driver_finding(facts)]
    found += _gpu_findings(facts)
    found += [_python_finding(facts), _cuda_finding(facts), _cudnn_finding(facts), _conda_finding(facts)]
    found += _windows_findings(facts)
    found += _path_findings(facts)
    found += _note_findings(facts)
    return found


def _os_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "Operating system")
    os_facts = facts.os
    name = {"windows": "Windows", "linux": "Linux", "macos": "macOS"}.get(os_facts.family, os_facts.family)
    text = " ".join(part for part in (name, os_facts.release, os_facts.distro or "") if part)
    if os_facts.build:
        text += QCoreApplication.translate("Findings", " (build {build})").format(build=os_facts.build)
    text += f", {os_facts.arch}"
    if os_facts.wsl:
        text += QCoreApplication.translate("Findings", ", inside WSL2 on Windows build {build}").format(
            build=os_facts.windows_build or "?")
    details = QCoreApplication.translate("Findings", "glibc {glibc}").format(glibc=os_facts.glibc) \
        if os_facts.glibc else ""
    if os_facts.family not in ("windows", "linux"):
        why = QCoreApplication.translate(
            "Findings", "TensorFlow GPU builds exist for Windows and Linux only.")
        return Finding("os", "error", title, f"{text}. {why}", details)
    if os_facts.arch not in ("x86_64", "AMD64", "amd64"):
        why = QCoreApplication.translate("Findings", "This wizard supports 64-bit x86 computers.")
        return Finding("os", "warn", title, f"{text}. {why}", details)
    return Finding("os", "ok", title, text, details)


def _cpu_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "Processor")
    if not facts.cpu.avx:
        text = QCoreApplication.translate(
            "Findings", "The processor has no AVX instructions: "
                        "TensorFlow 1.6 and newer will not start on it.")
        return Finding("cpu", "error", title, text, facts.cpu.name)
    if facts.cpu.avx2:
        text = QCoreApplication.translate("Findings", "Supports AVX and AVX2, as TensorFlow needs.")
    else:
        text = QCoreApplication.translate("Findings", "Supports AVX (no AVX2: TensorFlow 2.4.0 is avoided).")
    return Finding("cpu", "ok", title, text, facts.cpu.name)


def _driver_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "NVIDIA driver")
    driver = facts.driver
    if driver is None:
        text = QCoreApplication.translate(
            "Findings", "No NVIDIA driver was found, so TensorFlow can only use the processor for now.")
        return Finding("driver", "error", title, text)
    text = QCoreApplication.translate("Findings", "Version {version}, supports CUDA up to {cuda}.").format(
        version=driver.version, cuda=driver.cuda or "?")
    details = QCoreApplication.translate("Findings", "Read from: {source}").format(source=driver.source) \
        if driver.source else ""
    return Finding("driver", "ok", title, text, details)


def _gpu_findings(facts: MachineFacts) -> list[Finding]:
    if not facts.gpus:
        title = QCoreApplication.translate("Findings", "Graphics card")
        text = QCoreApplication.translate("Findings", "No NVIDIA graphics card was found.")
        return [Finding("gpu", "error", title, text)]
    return [_gpu_finding(gpu) for gpu in facts.gpus]


def _gpu_finding(gpu: GpuFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "Graphics card {index}").format(index=gpu.index)
    text = QCoreApplication.translate("Findings", "{name}, compute capability {cc}").format(
        name=gpu.name, cc=gpu.compute_capability)
    if gpu.memory_mib:
        gib = gpu.memory_mib / 1024
        text += QCoreApplication.translate("Findings", ", {gib:.1f} GB memory").format(gib=gib)
    details = f"UUID {gpu.uuid}" if gpu.uuid else ""
    cc = _cc_tuple(gpu.compute_capability)
    if cc < OLDEST_USABLE_CC:
        why = QCoreApplication.translate(
            "Findings", "Too old for every TensorFlow GPU build (3.5 is the minimum).")
        return Finding("gpu", "error", title, f"{text}. {why}", details)
    if cc < NEWER_TF_CC:
        why = QCoreApplication.translate("Findings", "Only older TensorFlow releases support this card.")
        return Finding("gpu", "warn", title, f"{text}. {why}", details)
    return Finding("gpu", "ok", title, text, details)


def _cc_tuple(text: str) -> tuple[int, int]:
    major, _, minor = text.partition(".")
    try:
        return int(major), int(minor or 0)
    except ValueError:
        return (0, 0)


def _python_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "Python")
    others = "\n".join(f"{p.version}  {p.executable}" for p in facts.pythons)
    if facts.python is None:
        text = QCoreApplication.translate("Findings", "Not recorded; the wizard creates its own environment.")
        return Finding("python", "ok", title, text, others)
    text = QCoreApplication.translate(
        "Findings", "Python {version}. TensorFlow gets its own environment, so this one need not match."
    ).format(version=facts.python.version)
    return Finding("python", "ok", title, text, others)


def _cuda_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "CUDA toolkits")
    if not facts.cuda_toolkits:
        text = QCoreApplication.translate(
            "Findings", "None installed. That is fine: the wizard can install one.")
        return Finding("cuda", "ok", title, text)
    versions = ", ".join(t.version for t in facts.cuda_toolkits)
    text = QCoreApplication.translate("Findings", "Installed: {versions}").format(versions=versions)
    details = "\n".join(f"{t.version}  {t.root}" for t in facts.cuda_toolkits)
    return Finding("cuda", "ok", title, text, details)


def _cudnn_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "cuDNN")
    if not facts.cudnn:
        text = QCoreApplication.translate("Findings", "None found. That is fine: the wizard can install it.")
        return Finding("cudnn", "ok", title, text)
    versions = ", ".join(c.version for c in facts.cudnn)
    text = QCoreApplication.translate("Findings", "Found: {versions}").format(versions=versions)
    details = "\n".join(f"{c.version}  {c.location}" for c in facts.cudnn)
    return Finding("cudnn", "ok", title, text, details)


def _conda_finding(facts: MachineFacts) -> Finding:
    title = QCoreApplication.translate("Findings", "conda")
    if not facts.conda:
        text = QCoreApplication.translate(
            "Findings", "Not found. The wizard can use a plain Python environment.")
        return Finding("conda", "ok", title, text)
    first = facts.conda[0]
    version = first.version or "?"
    text = QCoreApplication.translate("Findings", "Found conda {version}").format(version=version)
    details = "\n".join(f"{c.executable}  ({len(c.envs)} envs)" for c in facts.conda)
    return Finding("conda", "ok", title, text, details)


def _windows_findings(facts: MachineFacts) -> list[Finding]:
    if facts.windows is None:
        return []
    found: list[Finding] = []
    if facts.windows.long_paths_enabled is False:
        found.append(Finding(
            "long-paths", "warn", QCoreApplication.translate("Findings", "Long paths"),
            QCoreApplication.translate(
                "Findings", "Windows long paths are off; deep pip installs can fail. "
                            "Turning them on needs admin.")))
    if facts.windows.vc_runtime is None:
        found.append(Finding(
            "vc-runtime", "warn", QCoreApplication.translate("Findings", "Visual C++ runtime"),
            QCoreApplication.translate(
                "Findings", "The Microsoft Visual C++ runtime was not found; "
                            "TensorFlow needs it on Windows.")))
    return found


def _path_findings(facts: MachineFacts) -> list[Finding]:
    title = QCoreApplication.translate("Findings", "PATH")
    if not facts.path.problems:
        text = QCoreApplication.translate("Findings", "No problems found on PATH.")
        return [Finding("path", "ok", title, text)]
    return [Finding("path", _LEVELS.get(problem.level, "warn"), title, problem.message, problem.entry)
            for problem in facts.path.problems]


def _note_findings(facts: MachineFacts) -> list[Finding]:
    title = QCoreApplication.translate("Findings", "Probe note")
    return [Finding(f"note:{note.code}", _LEVELS.get(note.level, "warn"), title, note.message, note.code)
            for note in facts.notes]
