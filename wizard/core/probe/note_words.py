"""The words of each probe note, by code: a note is stored with its code and parameters, and read in the
reader's language.

A facts file made in English and read in Chinese shows Chinese notes, because the sentence is rebuilt here
from ``ProbeNote.code`` and ``ProbeNote.params`` each time it is shown; the stored ``message`` is only the
fallback for a code this wizard does not know (a facts file from a newer wizard) or parameters that do not
fit. Codes with more than one sentence choose theirs with the ``variant`` parameter.
"""

from __future__ import annotations

from collections.abc import Callable

from wizard.basics.facts import ProbeNote
from wizard.basics.i18n import tr

Words = Callable[[], str]
STEP_FAILED = "step-failed"  # the variant of every ``<check>-failed`` code (one check raised)

_WORDS: dict[tuple[str, str], Words] = {
    ("no-driver", ""): lambda: tr(
        "Probe", "No NVIDIA driver was found, so only the CPU can be used here. "
        "If this computer has an NVIDIA graphics card, install NVIDIA's driver for it."),
    ("driver-version-unknown", ""): lambda: tr(
        "Probe", "The driver's CUDA version is known, but not its own version number."),
    ("no-gpu", ""): lambda: tr("Probe", "The NVIDIA driver is installed, but it reports no GPU."),
    ("compute-capability-unknown", ""): lambda: tr(
        "Probe", "The driver did not tell the compute capability of {name}."),
    ("nvml-module-missing", ""): lambda: tr(
        "Probe", "The Python package nvidia-ml-py is missing, so NVML was not asked."),
    ("nvml-unavailable", "library-not-found"): lambda: tr(
        "Probe", "The NVIDIA management library (NVML) is not installed; usually this means "
        "there is no NVIDIA driver."),
    ("nvml-unavailable", "driver-not-loaded"): lambda: tr(
        "Probe", "The NVIDIA driver is installed but not running. Restart the computer; if that "
        "does not help, reinstall the driver."),
    ("nvml-unavailable", "no-permission"): lambda: tr(
        "Probe", "This user may not query the NVIDIA driver (NVML: no permission)."),
    ("nvml-unavailable", "version-mismatch"): lambda: tr(
        "Probe", "The NVIDIA driver was updated, but the old one is still running (driver/library version "
        "mismatch). Restart the computer."),
    ("nvml-unavailable", "function-not-found"): lambda: tr("Probe", "The NVIDIA driver is too old for NVML's queries."),
    ("nvml-unavailable", ""): lambda: tr("Probe", "NVML could not start: {error}"),
    ("nvml-failed", ""): lambda: tr("Probe", "NVML started but could not answer: {error}"),
    ("cuda-driver-missing", ""): lambda: tr("Probe", "The CUDA driver library ({names}) is not installed."),
    ("nvidia-smi-missing", ""): lambda: tr("Probe", "nvidia-smi was not found."),
    ("nvidia-smi-timeout", ""): lambda: tr(
        "Probe", "nvidia-smi did not answer within {seconds} seconds; the driver may be stuck. "
        "Restart the computer and try again."),
    ("nvidia-smi-failed", ""): lambda: tr("Probe", "nvidia-smi could not run: {error}"),
    ("nvidia-smi-failed", "no-answer"): lambda: tr("Probe", "nvidia-smi ran but gave no usable answer."),
    ("cpu-unknown", ""): lambda: tr(
        "Probe", "Could not read the processor's features; assuming it has AVX and AVX2."),
    ("nvcc-timeout", ""): lambda: tr("Probe", "{program} did not answer within {seconds} seconds."),
    (STEP_FAILED, ""): lambda: tr("Probe", "The check '{check}' failed: {error}. The other checks still ran."),
}


def words_for(code: str, params: dict[str, str]) -> str | None:
    """The sentence of ``code`` in the current language with ``params`` put in; None when it has none."""
    variant = params.get("variant", "")
    words = _WORDS.get((code, variant)) or (_WORDS.get((STEP_FAILED, "")) if variant == STEP_FAILED else None)
    if words is None:
        return None
    values = {key: value for key, value in params.items() if key != "variant"}
    if variant == STEP_FAILED:
        values["check"] = check_label(values.get("check", ""))
    try:
        return words().format(**values)
    except (KeyError, IndexError, ValueError):
        return None


def note_text(note: ProbeNote) -> str:
    """What a note says to the reader now: rebuilt from its code, else the sentence it was stored with."""
    return words_for(note.code, dict(note.params)) or note.message


def check_labels() -> dict[str, str]:
    """Each sub-probe's name in the current language, by key (the probe runs them in its own order)."""
    return {
        "os": tr("Probe", "Operating system"),
        "cpu": tr("Probe", "Processor"),
        "driver": tr("Probe", "NVIDIA driver and GPUs"),
        "python": tr("Probe", "Python"),
        "cuda": tr("Probe", "CUDA toolkits"),
        "cudnn": tr("Probe", "cuDNN"),
        "conda": tr("Probe", "conda"),
        "windows": tr("Probe", "Windows settings"),
        "path": tr("Probe", "PATH"),
    }


def check_label(key: str) -> str:
    """A sub-probe's name in the current language from its key (``cpu``); the key itself when unknown."""
    return check_labels().get(key, key)
