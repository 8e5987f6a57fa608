"""The verification document the in-env script prints, read into typed facts (schema 1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.verify.build_numbers import cuda_version, cudnn_major

SCHEMA = 1
STATUSES = ("pass", "fail", "skip")


class VerifyOutputError(WizardError):
    """The script's output is not a verification document (the run itself broke)."""

    reference = "verify-output-invalid"


@dataclass(frozen=True)
class Check:
    """One check as the script ran it; ``message`` is the script's technical English."""

    id: str
    status: str
    message: str
    device: str | None = None
    seconds: float | None = None

    @property
    def ok(self) -> bool:
        return self.status != "fail"


@dataclass(frozen=True)
class Gpu:
    """A GPU as the framework sees it: ``index`` as the user's tools number it (CUDA_DEVICE_ORDER=PCI_BUS_ID),
    ``uuid`` as NVML reports it (kept for ``verify --json``; reports hide it), ``code`` the build's GPU code for
    it (``sass``, ``ptx``, ``none``, ``unknown``; None where the script did not compare)."""

    name: str
    compute_capability: str | None
    memory_mib: int | None
    index: int | None = None
    uuid: str | None = None
    code: str | None = None

    @property
    def label(self) -> str:
        """``GPU 1 (NVIDIA RTX A4000)``: how the checks name it (never by UUID)."""
        return f"GPU {self.index if self.index is not None else '?'} ({self.name})"


@dataclass(frozen=True)
class Timing:
    """CPU and GPU time for the same training steps; None where not measured."""

    cpu_seconds: float | None = None
    gpu_seconds: float | None = None
    speedup: float | None = None


@dataclass(frozen=True)
class VerifyReport:
    """Everything one verification run found."""

    tf_version: str | None
    built_with_cuda: bool | None
    cuda: str | None
    cudnn: str | None
    cpu_only: bool | None
    gpus: tuple[Gpu, ...]
    checks: tuple[Check, ...]
    timing: Timing
    complete: bool
    python_version: str | None = None
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    framework: str = "tensorflow"  # whose proof: tensorflow, pytorch, keras, jax (``tf_version`` is its version)
    arch_list: tuple[str, ...] | None = None  # the build's GPU architectures where it lists them

    def gpu_for(self, device: str | None) -> Gpu | None:
        """The GPU a check's ``device`` (``/GPU:1``) names, or None."""
        if not device or not device.upper().startswith("/GPU:"):
            return None
        index = device.split(":", 1)[1]
        return next((gpu for gpu in self.gpus if str(gpu.index) == index), None)

    @property
    def passed(self) -> bool:
        """TensorFlow was imported, every check passed or was skipped on purpose, and the run reached its end
        (no checks, or only skipped ones, prove nothing: never a pass)."""
        imported = self.check("import")
        return self.complete and imported is not None and imported.status == "pass" and \
            all(check.ok for check in self.checks)

    def check(self, check_id: str) -> Check | None:
        return next((c for c in self.checks if c.id == check_id), None)


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)


def _opt_float(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _library_version(value: Any, kind: str) -> str | None:
    """Windows build_info writes ``64_112`` (CUDA 11.2) and ``64_8`` (cuDNN 8): read as versions."""
    text = _opt_str(value)
    if text is None or not text.startswith("64_"):
        return text
    return cuda_version(text) if kind == "cuda" else cudnn_major(text)


def _opt_bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        message = tr("Verify", "The verification output is damaged: its {what} is missing.").format(what=what)
        raise VerifyOutputError(message, context={"value": repr(value)[:200]})
    return value


def _text(item: dict[str, Any], key: str, default: str | None = None) -> str:
    """A field that must be text (``default`` where it may be missing or null); any other type is damage."""
    value = item.get(key, default)
    if value is None and default is not None:
        value = default
    if not isinstance(value, str):
        message = tr("Verify", "The verification output is damaged: the {key} of a check is not text.").format(
            key=key)
        raise VerifyOutputError(message, context={"value": repr(value)[:200]})
    return value


def parse_check(item: Any) -> Check:
    """One ``checks`` entry; an unknown status is read as a failure (never as a pass), a wrong type as damage."""
    item = _object(item, "check")
    status = _text(item, "status", "pass" if item.get("ok") is True else "fail")
    return Check(
        id=_text(item, "id"),
        status=status if status in STATUSES else "fail",
        message=_text(item, "message", ""),
        device=_opt_str(item.get("device")),
        seconds=_opt_float(item.get("seconds")),
    )


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def parse_gpu(item: Any, position: int = 0) -> Gpu:
    item = _object(item, "GPU")
    index = _opt_int(item.get("index"))
    return Gpu(
        name=str(item.get("name") or "?"),
        compute_capability=_opt_str(item.get("compute_capability")),
        memory_mib=_opt_int(item.get("memory_mib")),
        index=position if index is None else index,
        uuid=_opt_str(item.get("uuid")),
        code=_opt_str(item.get("code")),
    )


def parse_document(document: Any) -> VerifyReport:
    """Read a schema-1 document; raises VerifyOutputError on anything else."""
    document = _object(document, "document")
    if document.get("schema") != SCHEMA:
        raise VerifyOutputError(
            tr("Verify", "The verification output has schema {schema}; this wizard reads schema 1.").format(
                schema=document.get("schema")),
            hint=tr("Verify", "Use the verification script that comes with this wizard."),
        )
    framework = _opt_str(document.get("framework")) or "tensorflow"
    section = "tensorflow" if framework == "tensorflow" else "library"
    tensorflow = _object(document.get(section) or {}, f"{section} section")
    arch = tensorflow.get("arch_list", tensorflow.get("compute_capabilities"))
    timing = _object(document.get("timing") or {}, "timing section")
    checks = document.get("checks")
    gpus = document.get("gpus") or []
    if not isinstance(checks, list) or not isinstance(gpus, list):
        raise VerifyOutputError(
            tr("Verify", "The verification output is damaged: its list of checks or GPUs is missing."))
    if not checks:
        raise VerifyOutputError(tr("Verify", "The verification output holds no checks, so it proves nothing."))
    return VerifyReport(
        tf_version=_opt_str(tensorflow.get("version")),
        built_with_cuda=_opt_bool(tensorflow.get("built_with_cuda")),
        cuda=_library_version(tensorflow.get("cuda"), "cuda"),
        cudnn=_library_version(tensorflow.get("cudnn"), "cudnn"),
        cpu_only=_opt_bool(document.get("cpu_only")),
        gpus=tuple(parse_gpu(g, position) for position, g in enumerate(gpus)),
        checks=tuple(parse_check(c) for c in checks),
        timing=Timing(_opt_float(timing.get("cpu_seconds")), _opt_float(timing.get("gpu_seconds")),
                      _opt_float(timing.get("speedup"))),
        complete=document.get("complete") is True,
        python_version=_opt_str(_object(document.get("python") or {}, "python section").get("version")),
        raw=document,
        framework=framework,
        arch_list=tuple(str(a) for a in arch) if isinstance(arch, list) else None,
    )
