"""Each check in plain, translated words with a fix, and the interop JSON the CLI prints (``verify --json``).

One explanation for every framework's proof (the scripts share their check ids): the framework's name goes into
the words, and a check on a GPU names that GPU by its index and name (never its UUID)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wizard.basics.i18n import tr, tr_n
from wizard.core.plan import framework_name
from wizard.core.verify.parse import Check, Gpu, VerifyReport


@dataclass(frozen=True)
class Explained:
    """One check for a person: what it proved (or not) and what to do."""

    id: str
    status: str
    message: str
    fix: str | None
    detail: str


def _titles(name: str) -> dict[str, str]:
    return {
        "import": tr("Verify", "{framework} can be imported").format(framework=name),
        "cuda_build": tr("Verify", "{framework} is built for NVIDIA GPUs (CUDA)").format(framework=name),
        "gpu_visible": tr("Verify", "{framework} sees the GPU").format(framework=name),
        "memory_growth": tr("Verify", "GPU memory is taken only as needed (memory growth)"),
        "train_cpu": tr("Verify", "A small network trains on the CPU"),
        "train_gpu": tr("Verify", "A small network trains on the GPU"),
        "mirrored": tr("Verify", "Training across several GPUs (MirroredStrategy)"),
        "timeout": tr("Verify", "The verification finished in time"),
        "script": tr("Verify", "The verification ran to its end"),
    }


def _device_titles(on_gpu: bool) -> dict[str, str]:
    if on_gpu:
        return {
            "matmul": tr("Verify", "A matrix multiplication runs on the GPU (cuBLAS)"),
            "conv2d": tr("Verify", "A convolution runs on the GPU (cuDNN)"),
            "xla": tr("Verify", "An XLA-compiled operation runs on the GPU"),
            "allocate": tr("Verify", "Memory on the GPU can be allocated, written and read back"),
            "gpu_code": tr("Verify", "The build has code for the GPU"),
        }
    return {
        "matmul": tr("Verify", "A matrix multiplication runs on the CPU"),
        "conv2d": tr("Verify", "A convolution runs on the CPU"),
        "xla": tr("Verify", "An XLA-compiled operation runs on the CPU"),
        "allocate": tr("Verify", "Memory can be allocated, written and read back on the CPU"),
    }


def _on_gpu(title: str, gpu: Gpu | None) -> str:
    """``title`` naming the GPU it ran on, where the machine has a GPU the check names."""
    if gpu is None:
        return title
    return tr("Verify", "{title}: {gpu}").format(title=title, gpu=gpu.label)


def _fixes(name: str) -> dict[str, str]:
    doctor = tr("Verify", "Run the doctor: it names the library that is missing or has the wrong version.")
    return {
        "import": tr("Verify", "{framework} is missing from this environment or cannot load. Install it there, "
                     "or run the doctor to find the missing library.").format(framework=name),
        "gpu_visible": tr("Verify", "A CUDA or cuDNN library is missing, or the driver is too old, or the GPU is "
                          "too old for this {framework}. ").format(framework=name) + doctor,
        "gpu_code": tr("Verify", "This {framework} build has no code for this GPU's compute capability: it cannot "
                       "compute there. Make a new plan: it picks a build that carries code for every GPU of this "
                       "computer.").format(framework=name),
        "allocate": tr("Verify", "Another program may hold the GPU's memory, or the driver does not answer. Close "
                       "other programs that use the GPU and run the check again; then run the doctor."),
        "memory_growth": tr("Verify", "Another program may be using the GPU. Close it and run the check again."),
        "matmul": tr("Verify", "The CUDA libraries (cuBLAS) are missing or do not match this TensorFlow. ") + doctor,
        "conv2d": tr("Verify", "cuDNN is missing, too old or of the wrong major version for this TensorFlow. ")
        + doctor,
        "xla": tr("Verify", "XLA needs the CUDA compiler tools (ptxas) and a driver new enough for them. ") + doctor,
        "train_cpu": doctor,
        "train_gpu": tr("Verify", "The GPU failed under a real training load (memory or library problem). ") + doctor,
        "mirrored": tr("Verify", "One of the GPUs cannot take part. Check that every GPU works on its own."),
        "timeout": tr("Verify", "The first run can be slow when kernels are compiled for a new GPU: allow a longer "
                      "timeout, then run the doctor if it still does not finish."),
        "script": doctor,
    }


def _skip_messages(report: VerifyReport, name: str) -> dict[str, str]:
    return {
        "cuda_build": tr("Verify", "This {framework} is a CPU-only build: it will never use a GPU. That is fine "
                         "when you chose to run on the CPU.").format(framework=name),
        "gpu_code": tr("Verify", "This build does not list the GPU code it carries (XLA compiles for the card as it "
                       "runs); the work on the GPU below is the proof.") if report.framework == "jax" else
        tr("Verify", "This build does not list the GPU code it carries; the work on the GPU below is the proof."),
        "xla": tr("Verify", "This TensorFlow version has no XLA compiler for this check; skipped."),
        "mirrored": tr("Verify", "Needs two or more GPUs ({count} found); skipped.").format(count=len(report.gpus)),
    }


def explain_check(check: Check, report: VerifyReport) -> Explained:
    """Plain words for one check; the script's own text is kept as ``detail``."""
    name = framework_name(report.framework)
    titles = {**_titles(name), **_device_titles("GPU" in (check.device or "").upper())}
    title = _on_gpu(titles.get(check.id, check.id), report.gpu_for(check.device))
    if check.status == "skip":
        message = _skip_messages(report, name).get(check.id, title + tr("Verify", ": skipped."))
        fix = tr("Verify", "For the GPU, install a GPU build of {framework} (the plan names it).").format(
            framework=name) if check.id == "cuda_build" else None
        return Explained(check.id, check.status, message, fix, check.message)
    if check.status == "pass":
        message = title + _seconds(check)
        return Explained(check.id, check.status, message, None, check.message)
    fixes = _fixes(name)
    message = tr("Verify", "Failed: {title}.").format(title=title)
    return Explained(check.id, check.status, message, fixes.get(check.id, fixes["script"]), check.message)


def _seconds(check: Check) -> str:
    if check.seconds is None:
        return ""
    return tr("Verify", " ({seconds} s)").format(seconds=f"{check.seconds:.3f}")


def summary(report: VerifyReport) -> str:
    """One line: passed on the GPU with the speedup, CPU-only on purpose, or failed."""
    if not report.passed:
        failed = sum(1 for c in report.checks if not c.ok)
        return tr_n("Verify", "Verification failed: %n check(s) did not pass.", failed)
    name = framework_name(report.framework)
    if report.cpu_only:
        return tr("Verify", "{framework} {version} works, on the CPU only (this build has no GPU support).").format(
            framework=name, version=report.tf_version)
    speedup = report.timing.speedup
    if speedup is None:
        return tr("Verify", "{framework} {version} works on the GPU.").format(framework=name,
                                                                              version=report.tf_version)
    return tr("Verify", "{framework} {version} trains on the GPU, {speedup}x faster than on the CPU.").format(
        framework=name, version=report.tf_version, speedup=f"{speedup:.1f}")


def interop_document(report: VerifyReport) -> dict[str, Any]:
    """The ``verify --json`` document: the script's keys, with checks in plain words and a fix each."""
    raw = report.raw
    checks = []
    for check in report.checks:
        explained = explain_check(check, report)
        checks.append({"id": check.id, "ok": check.ok, "status": check.status, "message": explained.message,
                       "fix": explained.fix, "detail": explained.detail, "device": check.device,
                       "seconds": check.seconds})
    build = {"version": report.tf_version, "built_with_cuda": report.built_with_cuda, "cuda": report.cuda,
             "cudnn": report.cudnn}
    return {
        "schema": raw.get("schema", 1),
        "framework": report.framework,
        # ``tensorflow`` is schema 1's key for the build (reports read it); ``library`` names it for every framework
        "tensorflow": build,
        "library": {"name": report.framework, **build, "arch_list": list(report.arch_list or []) or None},
        "gpus": [{"index": g.index, "name": g.name, "compute_capability": g.compute_capability,
                  "memory_mib": g.memory_mib, "uuid": g.uuid, "code": g.code} for g in report.gpus],
        "cpu_only": report.cpu_only,
        "checks": checks,
        "timing": {"cpu_seconds": report.timing.cpu_seconds, "gpu_seconds": report.timing.gpu_seconds,
                   "speedup": report.timing.speedup},
        "passed": report.passed,
        "complete": report.complete,
        "summary": summary(report),
        "python": raw.get("python"),
        "mode": raw.get("mode"),
    }
