"""The machine-side steps of a plan: ``install-cuda``, ``install-cudnn`` and ``set-env-vars``.

The Install CUDA and Install cuDNN pages, ``install-cuda`` / ``install-cudnn`` and ``apply`` gather the
inputs (a file, its checksum, a folder) their own way and get the step's operations from here; the
Environment variables page and ``apply`` journal PATH changes as ``set-env-vars``, and so does ``path`` (one folder
put on PATH or taken off it: :func:`path_edit_operations`). A cuDNN copy
is prepared (unpacked and checked: ``prepare_step``) by the caller before it is previewed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from wizard.platform.host import HOST_OS

if TYPE_CHECKING:
    from wizard.core.catalog.model import Catalog, OsName
    from wizard.core.envvars.model import Scope
    from wizard.core.plan import Plan


def cuda_operations(
    *, installer: str, version: str, into: str | Path | None = None, sha256: str | None = None,
    md5: str | None = None, override_compiler_check: bool = False, runner: Callable[..., int] | None = None,
    host_os: OsName = HOST_OS,
) -> list[Any]:
    """NVIDIA's installer of CUDA ``version`` run silently into ``into`` (else NVIDIA's folder for it)."""
    from wizard.core.install.cuda_installer import default_cuda_root
    from wizard.core.install.cuda_ops import InstallCudaToolkit

    folder = str(into) if into is not None else str(default_cuda_root(host_os, version))
    return [InstallCudaToolkit(installer=installer, version=version, os=host_os, into=folder, sha256=sha256,
                               md5=md5, override_compiler_check=override_compiler_check, runner=runner)]


def cudnn_operations(
    *, archive: str, into: str | Path, sha256: str | None, catalog: Catalog | None, user_folder: bool = False,
    zlibwapi: str | None = None, zlibwapi_sha256: str | None = None, host_os: OsName = HOST_OS,
) -> list[Any]:
    """The copy of cuDNN into ``into`` (first: the caller prepares it), and for a folder of the user's the
    path entry that lets programs find its libraries."""
    from wizard.core.install.cudnn_ops import CopyCudnnIntoCuda, user_folder_operations

    copy = CopyCudnnIntoCuda(archive=archive, into=str(into), os=host_os, sha256=sha256, zlibwapi=zlibwapi,
                             zlibwapi_sha256=zlibwapi_sha256, user_folder=user_folder, catalog=catalog)
    return [copy, *(user_folder_operations(copy) if user_folder else [])]


def path_operations(plan: Plan, cuda_root: str | Path | None = None, scope: Scope = "user",
                    host_os: OsName = HOST_OS) -> list[Any]:
    """What the plan's CUDA needs on PATH (and CUDA_PATH on Windows, LD_LIBRARY_PATH on Linux), for the
    toolkit in ``cuda_root`` (else NVIDIA's folder for it); none for a plan without system CUDA."""
    from wizard.core.envvars.env_ops import cuda_environment_operations
    from wizard.core.install.cuda_installer import default_cuda_root

    if not plan.cuda:
        return []
    major, minor = (int(part) for part in plan.cuda.split(".")[:2])
    root = cuda_root or default_cuda_root(host_os, plan.cuda)
    return cuda_environment_operations(str(root), (major, minor), scope)


def path_edit_operations(action: Literal["add", "remove"], entry: str, *, scope: Scope = "user",
                         variable: str = "PATH") -> list[Any]:
    """``path add|remove``: ``entry`` put on a PATH-like ``variable``, or taken off it, as given (a relative or
    empty folder is refused by the operation, never guessed)."""
    from wizard.core.envvars.env_ops import AddToPath, RemoveFromPath

    kind = AddToPath if action == "add" else RemoveFromPath
    return [kind(entry=entry, scope=scope, variable=variable)]
