"""The probe's scratch pad: sub-probes fill it in turn, then it freezes into ``MachineFacts``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from wizard.basics.facts import (
    CondaFacts,
    CpuFacts,
    CudaToolkitFacts,
    CudnnFacts,
    DriverFacts,
    GpuFacts,
    MachineFacts,
    OsFacts,
    PathFacts,
    ProbeNote,
    PythonFacts,
    WindowsFacts,
)
from wizard.core.probe.note_words import words_for


@dataclass
class FactsDraft:
    """Mutable on purpose and private to the probe: only :meth:`freeze` leaves the package."""

    family: Literal["windows", "linux", "macos", "other"]
    os: OsFacts | None = None
    cpu: CpuFacts = field(default_factory=CpuFacts)
    driver: DriverFacts | None = None
    gpus: list[GpuFacts] = field(default_factory=list)
    pythons: list[PythonFacts] = field(default_factory=list)
    cuda_toolkits: list[CudaToolkitFacts] = field(default_factory=list)
    cudnn: list[CudnnFacts] = field(default_factory=list)
    conda: list[CondaFacts] = field(default_factory=list)
    path: PathFacts = field(default_factory=PathFacts)
    windows: WindowsFacts | None = None
    notes: list[ProbeNote] = field(default_factory=list)

    def note(self, code: str, level: Literal["info", "warning", "error"] = "info", **params: str) -> None:
        """Record a finding about the probe itself by code and values (its words: :mod:`note_words`)."""
        message = words_for(code, params) or code
        self.notes.append(ProbeNote(code=code, message=message, level=level, params=params))

    def freeze(self, hostname: str = "", probed_at: str = "", host_id: str = "") -> MachineFacts:
        """The finished document; the running Python (first of ``pythons``, when one runs) is also ``python``."""
        return MachineFacts(
            os=self.os or OsFacts(family=self.family),
            cpu=self.cpu,
            driver=self.driver,
            gpus=tuple(self.gpus),
            python=next((p for p in self.pythons if p.source == "running"), None),
            pythons=tuple(self.pythons),
            cuda_toolkits=tuple(self.cuda_toolkits),
            cudnn=tuple(self.cudnn),
            conda=tuple(self.conda),
            path=self.path,
            windows=self.windows,
            notes=tuple(self.notes),
            hostname=hostname,
            probed_at=probed_at,
            host_id=host_id,
        )
