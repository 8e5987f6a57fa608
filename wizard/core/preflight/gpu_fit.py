"""For each GPU of the machine: does this TensorFlow have code for it (native, PTX to compile, or none)?

The answer comes from the libraries' own fatbins (:mod:`.fatbin`), so it holds for builds the catalog does not
know (a conda-forge build, a nightly, a source build). PTX alone works on a newer card only when the driver can
compile it; where the catalog records that this compiling fails for a card generation (``jit_fails``, the
Blackwell reports behind TensorFlow 2.18-2.21), such a card counts as having no code.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from wizard.basics.i18n import tr
from wizard.core.preflight.fatbin import CodeTarget, LibraryCode

Verdict = Literal["native", "ptx-jit", "no-code"]


@dataclass(frozen=True)
class GpuFit:
    """One GPU's verdict, with the target that decides it (None: nothing fits)."""

    gpu: str
    cc: str
    verdict: Verdict
    target: str | None = None
    jit_known_to_fail: bool = False

    def to_dict(self) -> dict[str, object]:
        return {"gpu": self.gpu, "compute_capability": self.cc, "verdict": self.verdict, "target": self.target,
                "jit_known_to_fail": self.jit_known_to_fail}

    def words(self) -> str:
        """The verdict in plain words, in the reader's language."""
        if self.verdict == "native":
            return tr("GpuFit", "{gpu} (compute capability {cc}): this TensorFlow has ready-made code for it "
                                "({target}).").format(gpu=self.gpu, cc=self.cc, target=self.target)
        if self.verdict == "ptx-jit":
            return tr("GpuFit", "{gpu} (compute capability {cc}): no ready-made code; the driver compiles the "
                                "{target} code for it when TensorFlow first starts, which can take many minutes."
                      ).format(gpu=self.gpu, cc=self.cc, target=self.target)
        if self.jit_known_to_fail:
            return tr("GpuFit", "{gpu} (compute capability {cc}): no ready-made code, and compiling the {target} "
                                "code for this card generation is known to fail, so TensorFlow cannot use it."
                      ).format(gpu=self.gpu, cc=self.cc, target=self.target)
        return tr("GpuFit", "{gpu} (compute capability {cc}): this TensorFlow has no code for it, so it cannot "
                            "use it.").format(gpu=self.gpu, cc=self.cc)


def code_lines(targets: Sequence[str], fits: Iterable[GpuFit]) -> list[str]:
    """What the libraries hold, then one verdict per GPU: the words the doctor prints and the report shows."""
    held = " ".join(targets) or tr("GpuFit", "none (a build for the processor)")
    return [tr("GpuFit", "GPU code in TensorFlow's libraries: {targets}").format(targets=held),
            *(fit.words() for fit in fits)]


def fit_from_dict(data: Mapping[str, Any]) -> GpuFit:
    """A verdict read back from :meth:`GpuFit.to_dict` (the doctor's JSON, a report's input)."""
    verdict = str(data.get("verdict", "no-code"))
    return GpuFit(str(data.get("gpu", "")), str(data.get("compute_capability", "")),
                  verdict if verdict in ("native", "ptx-jit") else "no-code",  # type: ignore[arg-type]
                  str(data["target"]) if data.get("target") else None, bool(data.get("jit_known_to_fail")))


def fit_gpu(gpu: str, cc: str, code: LibraryCode, jit_fails: Collection[str] = ()) -> GpuFit:
    """The verdict for one GPU of compute capability ``cc`` ("12.0") against the libraries' code."""
    major, minor = (int(part) for part in cc.split(".")[:2])
    native = _best(t for t in code.targets if t.kind == "sass" and t.runs_on(major, minor))
    if native is not None:
        return GpuFit(gpu, cc, "native", native.name)
    ptx = _best(t for t in code.targets if t.kind == "ptx" and t.runs_on(major, minor))
    if ptx is None:
        return GpuFit(gpu, cc, "no-code")
    if str(major) in jit_fails:
        return GpuFit(gpu, cc, "no-code", ptx.name, jit_known_to_fail=True)
    return GpuFit(gpu, cc, "ptx-jit", ptx.name)


def _best(targets: Iterable[CodeTarget]) -> CodeTarget | None:
    """The newest fitting target: the one the CUDA runtime picks."""
    found = sorted(targets, key=lambda t: (t.major, t.minor))
    return found[-1] if found else None
