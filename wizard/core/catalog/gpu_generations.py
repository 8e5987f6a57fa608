"""GPU generations by compute capability: the last driver series of each, and its CUDA-in-WSL2 support.

Why a table: two NVIDIA facts hang on the generation, not on a version the driver reports. NVIDIA's
"CUDA and architecture matrix" (S29) ends Fermi at the R390 driver series and Kepler at R470, so no
driver of a later series runs these cards. NVIDIA's CUDA on WSL user guide (S28) enables CUDA in WSL 2
"on GPUs starting with the Kepler architecture" (its 11.2 edition) and gives "official support on Pascal
and later" (its 11.4 edition), and needs the Windows driver series R495 or newer.
Data-centre Blackwell (compute capability 10.x: B200, GB200, B300) is for servers. NVIDIA's CUDA on WSL
guide (S28) says CUDA in WSL is not available on Tesla (data-centre) GPUs: WSL reaches a GPU through the
WDDM driver model, and data-centre cards run TCC only (microsoft/WSL issue 9952 quotes the guide and finds
the same on H100), so a plan never puts one there.
A driver series (NVIDIA's "branch") is its major number rounded down to a multiple of five: 474.44 is R470.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

WslSupport = Literal["official", "unofficial", "none"]
DATA_CENTRE_CC_MAJORS = (10,)  # S23: compute capability 10.x is data-centre Blackwell (B200, GB200, B300)
WSL_DRIVER_BRANCH = 495  # S28: CUDA in WSL 2 needs the Windows driver series R495 or newer


@dataclass(frozen=True)
class Generation:
    """One GPU generation: its compute-capability majors, the last driver series (None: still current)."""

    name: str
    cc_majors: tuple[int, ...]
    last_branch: int | None
    wsl: WslSupport
    sources: tuple[str, ...]


GENERATIONS = (
    Generation("Fermi", (2,), 390, "none", ("S29", "S28")),
    Generation("Kepler", (3,), 470, "unofficial", ("S29", "S28")),
    Generation("Maxwell", (5,), None, "unofficial", ("S28",)),
    Generation("Pascal", (6,), None, "official", ("S28",)),
    Generation("Volta/Turing", (7,), None, "official", ("S28",)),
    Generation("Ampere/Ada", (8,), None, "official", ("S28",)),
    Generation("Hopper", (9,), None, "official", ("S28",)),
    Generation("Blackwell", (10, 11, 12), None, "official", ("S28", "S23")),
)


def generation_of(cc: str) -> Generation | None:
    """The generation of compute capability ``cc`` ("3.5"), or None when unknown or unreadable."""
    head = cc.partition(".")[0]
    if not head.isdigit():
        return None
    return next((g for g in GENERATIONS if int(head) in g.cc_majors), None)


def is_data_centre(cc: str) -> bool:
    """True for a compute capability only data-centre cards have (10.x, Blackwell B200/B300)."""
    head = cc.partition(".")[0]
    return head.isdigit() and int(head) in DATA_CENTRE_CC_MAJORS


def driver_branch(version: str) -> int | None:
    """The driver series of a driver version: ``474.44`` -> 470, ``496.13`` -> 495 (None: unreadable)."""
    head = version.partition(".")[0]
    return int(head) // 5 * 5 if head.isdigit() else None


def within_branch(version: str, last_branch: int | None) -> bool:
    """True when driver ``version`` belongs to a series no later than ``last_branch`` (None: no limit)."""
    branch = driver_branch(version)
    return last_branch is None or (branch is not None and branch <= last_branch)
