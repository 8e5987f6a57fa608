"""The machine-side steps of ``apply``: downloads, the CUDA toolkit, cuDNN, PATH and CUDA's variables.

Each step gets its operations from the composition its GUI page and CLI command use (wizard.core.steps),
and runs them as they do (:class:`~wizard.core.steps.run.StepRun`: prepared, previewed, journaled under the
plan's step id with the elevated helper, discarded), under the run id every step of ``apply`` shares.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.events import Step
from wizard.basics.i18n import tr, tr_n
from wizard.core.apply.model import ApplyState
from wizard.core.apply.preview import preview_line
from wizard.core.plan import Download, StepId

if TYPE_CHECKING:
    from wizard.core.steps.run import StepRun


def journaled(state: ApplyState, operations: Sequence[Any], step: str) -> Step[int]:
    """Prepare and preview every operation, then apply them as part of this run; returns how many were
    journaled."""
    from wizard.core.steps.run import StepRun

    run = yield from StepRun(step, list(operations)).run(state.journal, preview_run, dry_run=state.dry_run,
                                                          run_id=state.run_id)
    if run.entries:
        state.changed.append(step)
    return len(run.entries)


def preview_run(step_run: StepRun) -> Step[None]:
    """Each change's Review-changes text (python.org's Python first where the env needs it), for every step of
    ``apply``, the WSL route's too."""
    for described, preview in step_run.previews():
        yield preview_line(f"{described}\n{preview.diff() or tr('Apply', '(no change)')}")


def planned_download(state: ApplyState, kind: str) -> Download | None:
    """The plan's download of ``kind`` (``cuda-installer``, ``cudnn-archive``), if it has one."""
    return next((item for item in state.plan.downloads if item.kind == kind), None)


def cuda_root(state: ApplyState) -> Path:
    """``--cuda-root``, else where NVIDIA's installer puts the plan's CUDA on this OS."""
    from wizard.core.install.cuda_installer import default_cuda_root
    from wizard.platform.host import HOST_OS

    if state.options.cuda_root is not None:
        return state.options.cuda_root.resolve()
    if not state.plan.cuda:
        raise BadInputError(tr("Apply", "The plan installs no CUDA, yet one of its steps needs a CUDA folder."),
                            hint=tr("Apply", "Make the plan again with 'tfgpu-wizard plan --json'."))
    return default_cuda_root(HOST_OS, state.plan.cuda)


def download_files(state: ApplyState) -> Step[str]:
    """Fetch and verify every file of the plan (in dry-run: say what would be fetched, fetch nothing); a file
    already verified in ``--dest`` (wizard.core.apply.folder) is used as it is."""
    from wizard.core.apply.folder import plan_requests, planned_path
    from wizard.core.download.step import download_step

    requests = state.requests if state.requests is not None else (yield from plan_requests(state))
    for item in state.plan.downloads:
        state.downloaded[item.kind] = planned_path(state, item.file)
    if state.dry_run:
        yield from _preview_downloads(state, requests)
        return tr_n("Apply", "%n file(s) would be downloaded.",
                    len([r for r in requests if r.name not in state.in_folder]))
    if not requests:
        return tr("Apply", "Every file is here and checked.") if state.in_folder else tr(
            "Apply", "The plan needs no files.")
    report = yield from download_step(requests, None, settings=state.options.network)
    _remember_digests(state, report)
    if not report.all_verified:
        raise _not_verified(report)
    if any(result.how != "already-verified" for result in report.files):
        state.changed.append("download")
    return report.summary()


def _preview_downloads(state: ApplyState, requests: Sequence[Any]) -> Step[None]:
    from wizard.core.download.network import redact_url

    for request in requests:
        if request.name in state.in_folder:
            yield preview_line(tr("Apply", "Would use {path}, already there and verified").format(path=request.dest))
        else:
            yield preview_line(tr("Apply", "Would download {url}\n  to {path}").format(
                url=redact_url(request.url), path=request.dest))


def _remember_digests(state: ApplyState, report: Any) -> None:
    """What each file was verified against, for the steps that check it again (NVIDIA's installer)."""
    from wizard.core.download.cache import safe_file_name
    from wizard.core.download.hashing import Expected

    results = {result.name: result for result in report.files}
    for item in state.plan.downloads:
        result = results.get(safe_file_name(item.file))  # none for the user's own copy of an unpublished file
        if result is not None and result.status == "verified" and result.algorithm in ("sha256", "md5"):
            state.digests[item.kind] = Expected(result.algorithm, result.hexdigest)


def _not_verified(report: Any) -> WizardError:
    from wizard.core.download.errors import FileDiffersError

    failed = next(result for result in report.files if result.status != "verified")
    fields = dict(failed.error)
    if fields.get("reference") == FileDiffersError.reference:
        return FileDiffersError(fields.get("message", failed.detail), hint=fields.get("hint", ""))
    return WizardError(tr("Apply", "{name} was not downloaded and verified: {detail}").format(
        name=failed.name, detail=fields.get("message", failed.status)),
        hint=fields.get("hint") or tr("Apply", "Run the same command again to resume the download."))


def install_cuda(state: ApplyState) -> Step[str]:
    """NVIDIA's installer, silently (skipped when the folder already holds that CUDA)."""
    from wizard.core.install.cuda_installer import installed_version
    from wizard.core.steps.toolkit import cuda_operations

    root, version = cuda_root(state), str(state.plan.cuda)
    installer, entry = state.downloaded.get("cuda-installer"), planned_download(state, "cuda-installer")
    if installer is None and installed_version(root) is None:
        raise BadInputError(tr("Apply", "The plan downloads no CUDA installer and {root} holds no CUDA.").format(
            root=root), hint=tr("Apply", "Make the plan again with 'tfgpu-wizard plan --json'."))
    sha256, md5 = _checksums(state, entry)
    operations = cuda_operations(installer=str(installer.resolve()) if installer else "", version=version,
                                 into=root, sha256=sha256, md5=md5)
    count = yield from journaled(state, operations, StepId.INSTALL_CUDA)
    if count:
        return tr("Apply", "CUDA {version} is installed in {root}.").format(version=version, root=root)
    return tr("Apply", "CUDA {version} is already in {root}; nothing to do.").format(version=version, root=root)


def _checksums(state: ApplyState, entry: Download | None) -> tuple[str | None, str | None]:
    """The plan's checksums, else the one the download step verified the file against (NVIDIA's list)."""
    sha256, md5 = (entry.sha256, entry.md5) if entry else (None, None)
    verified = state.digests.get(entry.kind) if entry else None
    if not sha256 and not md5 and verified is not None:
        return (verified.hexdigest, None) if verified.algorithm == "sha256" else (None, verified.hexdigest)
    return sha256, md5


def install_cudnn(state: ApplyState) -> Step[str]:
    """Unpack and check the archive, preview every file, copy into the CUDA folder as one transaction."""
    from wizard.core.catalog.load import catalog_or_none
    from wizard.core.steps.toolkit import cudnn_operations

    root, archive = cuda_root(state), state.downloaded.get("cudnn-archive")
    if archive is None:
        raise BadInputError(tr("Apply", "The plan copies cuDNN but downloads no cuDNN archive."),
                            hint=tr("Apply", "Make the plan again with 'tfgpu-wizard plan --json'."))
    if state.dry_run and not archive.is_file():
        yield preview_line(tr("Apply", "Would copy cuDNN from {archive} into {root} (the file list is shown once "
                                       "the archive is downloaded).").format(archive=archive, root=root))
        return tr("Apply", "cuDNN would be copied into {root}.").format(root=root)
    entry = planned_download(state, "cudnn-archive")
    operations = cudnn_operations(archive=str(archive.resolve()), into=root, sha256=entry.sha256 if entry else None,
                                  catalog=catalog_or_none())
    count = yield from journaled(state, operations, StepId.INSTALL_CUDNN)
    return tr_n("Apply", "cuDNN is in {root} (%n change(s) journaled).", count).format(root=root)


def set_env_vars(state: ApplyState) -> Step[str]:
    """The toolkit's folders on the user's PATH (and CUDA_PATH on Windows, LD_LIBRARY_PATH on Linux)."""
    from wizard.core.steps.toolkit import path_operations

    operations = path_operations(state.plan, cuda_root(state), "user")
    count = yield from journaled(state, operations, StepId.SET_ENV_VARS)
    return tr_n("Apply", "%n environment change(s) made (open a new terminal to see them).", count)
