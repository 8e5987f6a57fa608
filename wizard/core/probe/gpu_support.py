"""The graphics card against the catalog's TensorFlow releases, for System check's card row.

Why here and not only in the planner: a card newer than any release (Blackwell: no release has ready-made
code, and compiling TensorFlow's PTX for it is known to fail, compat-facts M15, S23) used to be a green
row, and the CPU plan a page later came as a surprise. So the row warns, in plain words: what works, what
does not, and what the plan will do; and so does a card too old for the chosen release (R5, S7).
The judgement is the planner's own (:func:`wizard.core.planner.rules.gpu.judge_gpu`), so the two agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from wizard.basics.i18n import tr
from wizard.core.catalog.gpu_generations import is_data_centre
from wizard.core.catalog.model import Catalog, CondaGpuBuild, TfBuild
from wizard.core.planner.conda_gpu_fit import has_native_code
from wizard.core.planner.rules.gpu import jit_fails, judge_gpu
from wizard.core.planner.versions import parse, same_series

NEWER_SOURCES = ("S23", "S24")  # Blackwell guide (cubin needs the same major), the reports of M15 (#89272...)
OLDER_SOURCES = ("S7", "S5")  # the CC list in each wheel's build_info, the release notes that drop a generation


@dataclass(frozen=True)
class GpuSupport:
    """What the row adds: its level, the plain words, what to do, and the sources those rest on."""

    level: str
    why: str
    advice: str = ""
    sources: tuple[str, ...] = ()


def judge_card(cc: str, family: str, tensorflow: str, catalog: Catalog) -> GpuSupport | None:
    """A warning when no release runs the card, or the chosen one does not; None when it is fine."""
    builds = catalog.tensorflow
    if not any(judge_gpu(cc, b) == "native" for b in builds):
        conda = [row for row in catalog.conda_gpu if has_native_code(cc, row)]
        if conda and not any(_usable(cc, b) for b in builds):
            return _conda_forge_has_it(conda[0], data_centre=is_data_centre(cc))
        return _newer_than_any(cc, builds)
    wish = max((v for b in builds for v in b.versions), key=parse) if tensorflow == "newest" else tensorflow
    chosen = [b for b in builds if any(_matches(v, wish) for v in b.versions)]
    if not chosen or any(_usable(cc, b) for b in chosen):
        return None
    return _too_old(cc, family, wish, chosen, builds)


def _usable(cc: str, build: TfBuild) -> bool:
    fit = judge_gpu(cc, build)
    return fit == "native" or (fit == "ptx" and not jit_fails(cc, build))


def _matches(version: str, wish: str) -> bool:
    return parse(version) == parse(wish) if len(parse(wish).release) >= 3 else same_series(version, wish)


def _newer_than_any(cc: str, builds: tuple[TfBuild, ...]) -> GpuSupport:
    if any(_usable(cc, b) for b in builds):
        return GpuSupport("warn", tr(
            "Probe", "No TensorFlow release has ready-made code for this card: TensorFlow compiles its code for "
                     "the card when first used, so the first start can take many minutes. After that the card "
                     "works, and the plan uses it."), sources=NEWER_SOURCES)
    return GpuSupport(
        "warn",
        tr("Probe", "No TensorFlow release has ready-made code for this card, and compiling TensorFlow's code "
                    "for it when first used is known to fail, so the official TensorFlow packages cannot use "
                    "it. TensorFlow still works on the processor: the plan sets it up there, and offers a GPU "
                    "setup only as an experimental choice."),
        tr("Probe", "Run NVIDIA's TensorFlow container, or build TensorFlow from source with CUDA 12.8 or "
                    "newer: these are the ways to use this card with TensorFlow now."),
        NEWER_SOURCES,
    )


def _conda_forge_has_it(row: CondaGpuBuild, *, data_centre: bool) -> GpuSupport:
    """No official package has code for the card, a conda-forge build has: what the plan does on each system
    (a data-centre card never in WSL2, S28)."""
    if data_centre:
        why = tr("Probe", "No official TensorFlow release has ready-made code for this card, and compiling their "
                          "code for it when first used is known to fail. conda-forge's TensorFlow {version} is "
                          "built with code for it: on Linux the plan sets that up and proves it on the card before "
                          "keeping it (not in WSL2, which NVIDIA does not support for data-centre cards).")
    else:
        why = tr("Probe", "No official TensorFlow release has ready-made code for this card, and compiling their "
                          "code for it when first used is known to fail. conda-forge's TensorFlow {version} is "
                          "built with code for it: on Linux and inside WSL2 the plan sets that up and proves it on "
                          "the card before keeping it; on Windows itself TensorFlow runs on the processor.")
    return GpuSupport(
        "warn",
        why.format(version=row.version),
        tr("Probe", "Other ways to use this card: NVIDIA's TensorFlow container, or TensorFlow built from source "
                    "with CUDA 12.8 or newer."),
        (*NEWER_SOURCES, *row.sources[:1]),
    )


def _too_old(
    cc: str, family: str, wish: str, chosen: list[TfBuild], builds: tuple[TfBuild, ...]
) -> GpuSupport:
    minimum = min((b.min_cc for b in chosen), key=parse)
    own = [b for b in builds if b.os == family] or list(builds)
    fitting = [v for b in own if judge_gpu(cc, b) == "native" for v in b.versions]
    newest = max(fitting, key=parse) if fitting else None
    if parse(cc) >= parse(minimum):  # above the minimum, yet neither its code nor its PTX fits (M13)
        why = tr("Probe", "TensorFlow {asked} has no code that runs on this card (compute capability {cc}).").format(
            asked=wish, cc=cc)
    else:
        why = tr("Probe", "TensorFlow {asked} cannot use this card: it needs compute capability {minimum} or "
                          "higher.").format(asked=wish, minimum=minimum)
    if newest:
        why += " " + tr("Probe", "TensorFlow {newest} is the newest release that runs on this card; the plan "
                                 "offers it instead.").format(newest=newest)
    return GpuSupport("warn", why, sources=OLDER_SOURCES)
