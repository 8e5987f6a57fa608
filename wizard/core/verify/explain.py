"""Each check in plain, translated words with a fix, and the interop JSON the CLI prints (``verify --json``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wizard.basics.i18n import tr, tr_n
from wizard.core.verify.parse import Check, VerifyReport


@dataclass(frozen=True)
class Explained:
    """One check for a person: what it proved (or not) and what to do."""

    id: str
    status: str
    message: str
    fix: str | None
    detail: str


def _titles() -> dict[str, str]:
    return {
        "import": tr("Verify", "TensorFlow can be imported"),
        "cuda_build": tr("Verify", "TensorFlow is built for NVIDIA GPUs (CUDA)"),
        "gpu_visible": tr("Verify", "TensorFlow sees the GPU"),
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
        }
    return {
        "matmul": tr("Verify", "A matrix multiplication runs on the CPU"),
        "conv2d": tr("Verify", "A convolution runs on the CPU"),
        "xla": tr("Verify", "An XLA-compiled operation runs on the CPU"),
    }


def _fixes() -> dict[str, str]:
    doctor = tr("Verify", "Run the doctor: it names the library that is missing or has the wrong version.")
    return {
        "import": tr("Verify", "TensorFlow is missing from this environment or cannot load. Install it there, "
                     "or run the doctor to find the missing library."),
        "gpu_visible": tr("Verify", "A CUDA or cuDNN library is missing, or the driver is too old, or the GPU is "
                          "too old for this TensorFlow. ") + doctor,
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


def _skip_messages(report: VerifyReport) -> dict[str, str]:
    return {
        "cuda_build": tr("Verify", "This TensorFlow is a CPU-only build: it will never use a GPU. That is fine "
                         "when you chose to run on the CPU."),
        "xla": tr("Verify", "This TensorFlow version has no XLA compiler for this check; skipped."),
        "mirrored": tr("Verify", "Needs two or more GPUs ({count} found); skipped.").format(count=len(report.gpus)),
    }


def explain_check(check: Check, report: VerifyReport) -> Explained:
    """Plain words for one check; the script's own text is kept as ``detail``."""
    titles = {**_titles(), **_device_titles("GPU" in (check.device or "").upper())}
    title = titles.get(check.id, check.id)
    if check.status == "skip":
        message = _skip_messages(report).get(check.id, title + tr("Verify", ": skipped."))
        fix = tr("Verify", "For the GPU, install a GPU build of TensorFlow (the plan names it).") \
            if check.id == "cuda_build" else None
        return Explained(check.id, check.status, message, fix, check.message)
    if check.status == "pass":
        message = title + _seconds(check)
        return Explained(check.id, check.status, message, None, check.message)
    fixes = _fixes()
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
    if report.cpu_only:
        return tr("Verify", "TensorFlow {version} works, on the CPU only (this build has no GPU support).").format(
            version=report.tf_version)
    speedup = report.timing.speedup
    if speedup is None:
        return tr("Verify", "TensorFlow {version} works on the GPU.").format(version=report.tf_version)
    return tr("Verify", "TensorFlow {version} trains on the GPU, {speedup}x faster than on the CPU.").format(
        version=report.tf_version, speedup=f"{speedup:.1f}")


def interop_document(report: VerifyReport) -> dict[str, Any]:
    """The ``verify --json`` document: the script's keys, with checks in plain words and a fix each."""
    raw = report.raw
    checks = []
    for check in report.checks:
        explained = explain_check(check, report)
        checks.append({"id": check.id, "ok": check.ok, "status": check.status, "message": explained.message,
                       "fix": explained.fix, "detail": explained.detail, "device": check.device,
                       "seconds": check.seconds})
    return {
        "schema": raw.get("schema", 1),
        "tensorflow": {"version": report.tf_version, "built_with_cuda": report.built_with_cuda,
                       "cuda": report.cuda, "cudnn": report.cudnn},
        "gpus": [{"name": g.name, "compute_capability": g.compute_capability, "memory_mib": g.memory_mib}
                 for g in report.gpus],
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
