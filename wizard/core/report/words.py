"""The plain words every rendering shares: section titles, result names, the issue-template facts."""

from __future__ import annotations

from wizard.basics.facts import MachineFacts
from wizard.basics.i18n import tr
from wizard.core.plan import framework_name
from wizard.core.report.model import OperationResult, Report


def title(report: Report | None = None) -> str:
    """The report's title, naming the plan's framework."""
    plan = report.plan if report is not None else None
    if plan is not None and plan.framework != "tensorflow":
        return tr("Report", "{framework} GPU setup report").format(framework=framework_name(plan.framework))
    return tr("Report", "TensorFlow GPU setup report")


def stamp(report: Report) -> str:
    """Who made the report and when, and that it hides names and secrets when it does."""
    text = tr("Report", "Made by tfgpu-wizard {version} on {when} (UTC).").format(
        version=report.tool_version, when=report.generated_at)
    if report.catalog:
        text += " " + tr("Report", "Compatibility catalog: {catalog}.").format(catalog=report.catalog)
    if report.redacted:
        text += " " + tr("Report", "User, folder and computer names and secrets are hidden.")
    return text


def section_titles() -> dict[str, str]:
    """Section key -> heading."""
    return {
        "facts": tr("Report", "This computer"),
        "plan": tr("Report", "The plan and why"),
        "operations": tr("Report", "Changes the wizard made"),
        "verification": tr("Report", "Verification"),
        "doctor": tr("Report", "Problems found"),
        "undo": tr("Report", "What undo will do"),
        "wsl": tr("WslReport", "Inside WSL (the Linux the environment is in)"),
    }


def framework_of(report: Report) -> str:
    """The proper name of the framework the report's plan sets up (TensorFlow for a report without a plan)."""
    return framework_name(report.plan.framework if report.plan is not None else "tensorflow")


def built_with_cuda_label(report: Report) -> str:
    """"PyTorch built with CUDA": whether the verified build carries CUDA, naming its framework."""
    return tr("Report", "{framework} built with CUDA").format(framework=framework_of(report))


def absent(section: str, report: Report | None = None) -> str:
    """The sentence a rendering shows for a section the inputs did not give."""
    if section == "verification" and report is not None:
        return tr("Report", "Not included: {framework} has not been verified on this computer yet.").format(
            framework=framework_of(report))
    sentences = {
        "facts": tr("Report", "Not included: the computer was not examined."),
        "plan": tr("Report", "Not included: no plan was chosen."),
        "operations": tr("Report", "Not included: the journal of changes was not read."),
        "verification": tr("Report", "Not included: TensorFlow has not been verified on this computer yet."),
        "doctor": tr("Report", "Not included: the doctor has not examined this computer yet."),
        "undo": tr("Report", "Not included: the journal of changes was not read."),
        "wsl": tr("WslReport", "Not included: the Linux inside WSL was not examined from this computer."),
    }
    return sentences[section]


def result_name(result: OperationResult) -> str:
    """Where a change stands now."""
    names = {
        "in-effect": tr("Report", "in effect"),
        "undone": tr("Report", "undone"),
        "interrupted": tr("Report", "interrupted, not finished"),
        "forgotten": tr("Report", "cleared by hand"),
    }
    return names[result]


def yes_no(value: bool | None) -> str:
    """Yes, no, or unknown."""
    if value is None:
        return tr("Report", "unknown")
    return tr("Report", "yes") if value else tr("Report", "no")


def os_line(facts: MachineFacts | None) -> str:
    """Operating system and distribution, as TensorFlow's issue template asks."""
    if facts is None:
        return tr("Report", "unknown")
    system = facts.os
    names = {"windows": "Windows", "linux": "Linux", "macos": "macOS", "other": tr("Report", "other")}
    parts = [system.distro or names[system.family], system.release]
    if system.build and system.family == "linux":  # what Linux reports is its kernel's release
        parts.append(tr("Report", "kernel {kernel}").format(kernel=system.build))
    elif system.build:
        parts.append(tr("Report", "build {build}").format(build=system.build))
    if system.wsl:
        parts.append(tr("Report", "(WSL2 on Windows build {build})").format(build=system.windows_build or "?"))
    return " ".join(part for part in parts if part) + f", {system.arch}"


def gpu_lines(report: Report) -> list[str]:
    """GPU model and memory: what TensorFlow saw when verified, else what the driver reported."""
    if report.verification is not None and report.verification.gpus:
        return [_gpu(g.name, g.memory_mib, g.compute_capability) for g in report.verification.gpus]
    if report.facts is not None and report.facts.gpus:
        return [_gpu(g.name, g.memory_mib, g.compute_capability) for g in report.facts.gpus]
    return [tr("Report", "no NVIDIA GPU found")]


def _gpu(name: str, memory_mib: int, capability: str) -> str:
    memory = tr("Report", "{mib} MiB").format(mib=memory_mib) if memory_mib else tr("Report", "memory unknown")
    cc = tr("Report", "compute capability {cc}").format(cc=capability) if capability else ""
    return ", ".join(part for part in (name, memory, cc) if part)


def tensorflow_line(report: Report) -> str:
    """The TensorFlow version: the one verified, else the one planned."""
    verified = report.verification.tensorflow.version if report.verification else ""
    if verified:
        return verified
    if report.plan is not None and report.plan.tensorflow:
        return tr("Report", "{version} (planned, not verified)").format(version=report.plan.tensorflow)
    return tr("Report", "unknown")


def installed_line(report: Report) -> str:
    """How TensorFlow is installed: a binary from pip, the exact requirement, through this wizard."""
    plan = report.plan
    if plan is None or not plan.requirement:
        return tr("Report", "unknown")
    return tr("Report", "binary, pip install \"{requirement}\" (set up by tfgpu-wizard)").format(
        requirement=plan.requirement)


def python_line(report: Report) -> str:
    """The Python version of the plan, else the one running the wizard."""
    if report.plan is not None and report.plan.python:
        return report.plan.python
    if report.facts is not None and report.facts.python is not None:
        return report.facts.python.version
    return tr("Report", "unknown")


def cuda_line(report: Report) -> str:
    """CUDA/cuDNN: what TensorFlow was built with when verified, else the plan's versions."""
    info = report.verification.tensorflow if report.verification else None
    cuda = (info.cuda if info else "") or (report.plan.cuda if report.plan else "")
    cudnn = (info.cudnn if info else "") or (report.plan.cudnn if report.plan else "")
    plan = report.plan
    if cuda and not info and plan is not None and plan.framework_version and not plan.tensorflow:
        return tr("Report", "CUDA {cuda}, inside the installed packages").format(cuda=cuda)
    if not cuda and not cudnn:
        cpu_route = report.plan is not None and report.plan.route == "cpu"
        return tr("Report", "none (CPU only)") if cpu_route else tr("Report", "unknown")
    return f"{cuda or '?'} / {cudnn or '?'}"


def speedup_line(report: Report) -> str:
    """The verification's speedup in one sentence, or why there is none."""
    timing = report.verification.timing if report.verification else None
    if timing is None or timing.speedup is None:
        return tr("Report", "No GPU timing was measured.")
    return tr("Report", "The GPU trained {speedup:.1f} times as fast as the processor "
                        "({gpu:.2f} s against {cpu:.2f} s).").format(
        speedup=timing.speedup, gpu=timing.gpu_seconds or 0.0, cpu=timing.cpu_seconds or 0.0)


def template_facts(report: Report) -> list[tuple[str, str]]:
    """The system information TensorFlow's bug report template asks for, labelled as the template does.

    The labels stay in English in every language: they are the template's own field names, which the
    TensorFlow maintainers read.
    """
    driver = report.facts.driver.version if report.facts is not None and report.facts.driver else ""
    return [
        ("OS platform and distribution", os_line(report.facts) + _inside_wsl(report)),
        *_framework_rows(report),
        ("Python version", python_line(report)),
        ("CUDA/cuDNN version", cuda_line(report)),
        ("GPU model and memory", "; ".join(gpu_lines(report))),
        ("NVIDIA driver", driver or tr("Report", "none found")),
    ]



def _framework_rows(report: Report) -> list[tuple[str, str]]:
    """TensorFlow's template rows; a PyTorch, Keras 3 or JAX plan's framework and version in their place (the
    template's TensorFlow rows would say "unknown" for a setup without TensorFlow)."""
    plan = report.plan
    if plan is None or plan.framework == "tensorflow" or not plan.framework_version:
        return [("TensorFlow installed from (source or binary)", installed_line(report)),
                ("TensorFlow version", tensorflow_line(report))]
    version = plan.framework_version if report.verification is not None else tr(
        "Report", "{version} (planned, not verified)").format(version=plan.framework_version)
    rows = [(f"{framework_name(plan.framework)} version", version)]
    if plan.tensorflow:  # Keras 3 on the TensorFlow backend
        rows.append(("TensorFlow version", tensorflow_line(report)))
    return rows


def wsl_rows(report: Report) -> list[tuple[str, str]]:
    """The Linux side of a WSL2 setup as (label, value) rows: the distribution, the user, the environment seen
    from both sides, what the check inside found, and where the verification above ran."""
    wsl = report.wsl
    if wsl is None:
        return []
    rows = [(tr("WslReport", "Distribution"), f"{wsl.distro} (WSL {wsl.wsl_version or '?'})")]
    if wsl.user:
        rows.append((tr("WslReport", "Linux user"), wsl.user))
    if wsl.env_python:
        rows.append((tr("WslReport", "Environment's Python (Linux path)"), wsl.env_python))
    if wsl.env_python_windows:
        rows.append((tr("WslReport", "The same file from Windows"), wsl.env_python_windows))
    rows += [(label, value) for label, value in (("glibc", wsl.glibc),
                                                 (tr("WslReport", "Python of the distribution"), wsl.python)) if value]
    rows.append((tr("WslReport", "Windows driver's CUDA library (/usr/lib/wsl/lib/libcuda.so.1)"),
                 yes_no(wsl.libcuda)))
    rows.append((tr("WslReport", "nvidia-smi inside WSL"), yes_no(wsl.nvidia_smi)))
    rows.append((tr("WslReport", "Linux NVIDIA driver installed inside (it must not be)"),
                 ", ".join(wsl.linux_driver) if wsl.linux_driver else tr("WslReport", "none")))
    rows.append((tr("WslReport", "Verification"),
                 tr("WslReport", "ran inside {distro}").format(distro=wsl.distro) if wsl.verified_inside
                 else tr("WslReport", "not run inside yet")))
    return rows


def _inside_wsl(report: Report) -> str:
    """The distribution TensorFlow runs in, after the Windows it runs on (a WSL2 setup made from Windows)."""
    wsl = report.wsl
    if wsl is None:
        return ""
    return "; " + tr("WslReport", "TensorFlow inside WSL {version}: {distro}").format(
        version=wsl.wsl_version or "?", distro=wsl.distro)


def gpu_code_lines(report: Report) -> list[str]:
    """The doctor's GPU-code section: what TensorFlow's libraries hold, then one verdict per GPU (none when the
    doctor did not read them)."""
    from dataclasses import asdict

    from wizard.core.preflight.gpu_fit import code_lines, fit_from_dict

    doctor = report.doctor
    if doctor is None or (not doctor.code_targets and not doctor.gpu_verdicts):
        return []
    return code_lines(doctor.code_targets, (fit_from_dict(asdict(row)) for row in doctor.gpu_verdicts))
