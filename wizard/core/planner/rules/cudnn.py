"""R3 (cuDNN): same major as TensorFlow was compiled with, minor at or above it, built for that CUDA.

TF's start-up check: "CuDNN library needs to have matching major version and equal or higher minor
version" (compat-facts M11); a cuDNN package for CUDA 11.x does not work with CUDA 10.x or 12.x (C1).
"""

from __future__ import annotations

from wizard.basics.i18n import tr
from wizard.core.catalog.model import CudnnRelease, OsName, TfBuild
from wizard.core.catalog.query import cudnn_archive, major_minor
from wizard.core.plan import Fix
from wizard.core.planner.context import Context, Verdict
from wizard.core.planner.versions import at_least, cc_pair, major, parse, same_series
from wizard.core.planner.words import os_label


def built_for(release: CudnnRelease, cuda: str) -> bool:
    """True when ``release`` has a package for CUDA ``cuda`` (rows say ``11.2``, ``11`` or ``11.x``)."""
    wanted = {major_minor(cuda), str(major(cuda)), f"{major(cuda)}.x"}
    return any(entry in wanted for entry in release.cuda)


def fits_build(release: CudnnRelease, build: TfBuild) -> bool:
    """R3: same major, minor >= compiled-with, built for the build's CUDA."""
    same_major = major(release.version) == major(build.cudnn_min)
    return same_major and at_least(release.version, build.cudnn_min) and built_for(release, build.cuda)


def choose_cudnn(
    ctx: Context, build: TfBuild, download_os: OsName | None, verdict: Verdict
) -> CudnnRelease | None:
    """The cuDNN to install: R3 filters, then the release TensorFlow was compiled with is preferred."""
    eligible = [r for r in ctx.index.catalog.cudnn if fits_build(r, build)]
    if download_os is not None:
        downloadable = [r for r in eligible if cudnn_archive(r, download_os, build.cuda)]
        if eligible and not downloadable:
            verdict.warn(
                "cudnn-download-unknown",
                tr(
                    "Planner",
                    "The wizard does not know where to download a fitting cuDNN for {os}; you will have to "
                    "fetch it from NVIDIA yourself.",
                ).format(os=os_label(download_os)),
            )
        eligible = downloadable or eligible
    if not eligible:
        verdict.block(
            "cudnn-not-in-catalog",
            tr("Planner", "The wizard's catalog has no cuDNN {cudnn} for CUDA {cuda}, which this TensorFlow "
                          "needs.").format(cudnn=build.cudnn_min, cuda=build.cuda),
        )
        return None
    chosen = _preferred(eligible, build, download_os)
    why = tr(
        "Planner",
        "TensorFlow was built with cuDNN {compiled}; cuDNN {cudnn} has the same major version, is at least as "
        "new, and is made for CUDA {cuda}.",
    ).format(compiled=build.cudnn_min, cudnn=chosen.version, cuda=build.cuda)
    verdict.reason("cudnn", tr("Planner", "cuDNN {cudnn}").format(cudnn=chosen.version), "R3",
                   ctx.index.cite(*build.sources[:1], *chosen.sources[:1]), why)
    _check_cudnn_gpus(ctx, chosen, verdict)
    return chosen


def _preferred(eligible: list[CudnnRelease], build: TfBuild, download_os: OsName | None) -> CudnnRelease:
    """The compiled-with release (S3's ``cudnn=8.1.0``), else the tested line, else the newest that fits;
    inside it, a build whose archive for this OS can be verified (NVIDIA publishes no checksum for many)."""
    compiled = [r for r in eligible if same_series(r.version, build.cudnn_min)]
    tested = [r for r in eligible if same_series(r.version, build.cudnn)]
    series = compiled or tested or eligible
    checkable = [r for r in series if download_os is not None and _verifiable(r, download_os, build.cuda)]
    return max(checkable or series, key=lambda r: parse(r.version))


def _verifiable(release: CudnnRelease, os_name: OsName, cuda: str) -> bool:
    """True when the archive to download carries a checksum, or NVIDIA's published list names one."""
    archive = cudnn_archive(release, os_name, cuda)
    return archive is not None and bool(archive.sha256 or archive.md5 or archive.checksums_url)


def _check_cudnn_gpus(ctx: Context, release: CudnnRelease, verdict: Verdict) -> None:
    gpus = ctx.facts.gpus
    if gpus and all(cc_pair(g.compute_capability) < cc_pair(release.min_cc) for g in gpus):
        verdict.block(
            "gpu-too-old-for-cudnn",
            tr(
                "Planner", "cuDNN {cudnn} needs compute capability {minimum} or higher; {gpu} has {cc}."
            ).format(
                cudnn=release.version, minimum=release.min_cc, gpu=gpus[0].name, cc=gpus[0].compute_capability
            ),
            tr("Planner", "Use a newer graphics card."),
            (Fix("choose-route", {"route": "cpu"}),),
        )
