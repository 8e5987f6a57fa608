"""Installer inputs checked against the plan: a file is chosen, it exists, and it is what the plan needs.

Why: before this, an empty installer field reviewed as ``sh . --silent ...``, and a CUDA 11.8 installer or a
cuDNN 8.9 archive built for CUDA 12 was accepted for a CUDA 9.0 plan, which then fails at TensorFlow's
first import. The version is read from NVIDIA's file name (the catalog's row for it, else the naming
scheme) and, for cuDNN, from the version header inside the archive once it is unpacked
(``cudnn_version.h``/``cudnn.h``). A mismatch is refused, unless the file fits one of the plan's
alternatives (which the planner found to work on this machine) and the user confirms following it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.catalog.model import Archive, Catalog
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Plan

InputKind = Literal["cuda-installer", "cudnn-archive"]
_CUDA_NAME = re.compile(r"cuda_(\d+\.\d+(?:\.\d+)?)_")
_CUDNN_OLD_NAME = re.compile(r"cudnn-(\d+\.\d+)-\w+.*-v(\d+\.\d+(?:\.\d+){0,2})")
_CUDNN_NEW_NAME = re.compile(r"cudnn-\w+-[\w]+-(\d+\.\d+(?:\.\d+){0,2})_cuda(\d+(?:\.\d+)?)")


class InputMismatchError(BadInputError):
    """The chosen file is not the version the plan needs; ``alternative`` is a working plan it fits."""

    reference = "input-does-not-match-plan"

    def __init__(self, message: str, *, hint: str, alternative: Plan | None, found: str) -> None:
        super().__init__(message, hint=hint, context={"found": found})
        self.alternative = alternative
        self.found = found


@dataclass(frozen=True)
class FileFacts:
    """What a chosen file says about itself: its version and, for cuDNN, the CUDA it is built for."""

    path: Path
    version: str | None
    cuda: str | None = None  # cuDNN only: "9.0", "11" (a whole major), None when the name does not say
    serves: tuple[str, ...] = ()  # cuDNN only: the catalog's explicit list of CUDA lines the file serves
    sha256: str | None = None  # the catalog's checksums for this file name
    md5: str | None = None


def chosen_file(text: str, kind: InputKind) -> Path:
    """The path in an input field or option: refused when empty, missing, or a folder."""
    if not text.strip():
        if kind == "cuda-installer":
            message = tr("Inputs", "Choose NVIDIA's CUDA installer first.")
        else:
            message = tr("Inputs", "Choose the cuDNN archive first.")
        raise BadInputError(message, hint=tr("Inputs", "Download it on the Download page, or point at one "
                                                       "you already have."), reference="input-missing")
    path = Path(text.strip()).expanduser()
    if path.is_dir():
        raise BadInputError(tr("Inputs", "{path} is a folder, not a file.").format(path=path),
                            hint=tr("Inputs", "Choose the file itself, inside that folder."),
                            reference="input-not-a-file")
    if not path.is_file():
        raise BadInputError(tr("Inputs", "The file {path} does not exist.").format(path=path),
                            hint=tr("Inputs", "Check the name and the folder, or choose the file again."),
                            reference="input-not-found")
    return path


def read_cuda_installer(path: Path, catalog: Catalog | None) -> FileFacts:
    """The CUDA version of NVIDIA's installer, from the catalog's row for its name or from the name."""
    row = _catalog_row(catalog, path.name, "cuda-installer")
    if row is not None:
        version, archive = row
        return FileFacts(path, version, sha256=archive.sha256, md5=archive.md5)
    match = _CUDA_NAME.search(path.name)
    return FileFacts(path, match.group(1) if match else None)


def read_cudnn_archive(path: Path, catalog: Catalog | None) -> FileFacts:
    """The cuDNN version and CUDA line of an archive, from the catalog's row for its name or the name."""
    row = _catalog_row(catalog, path.name, "cudnn-archive")
    if row is not None:
        version, archive = row
        return FileFacts(path, version, archive.cuda_variant, archive.serves, archive.sha256, archive.md5)
    old, new = _CUDNN_OLD_NAME.search(path.name), _CUDNN_NEW_NAME.search(path.name)
    if old:
        return FileFacts(path, old.group(2), old.group(1))
    if new:
        return FileFacts(path, new.group(1), new.group(2))
    return FileFacts(path, None)


def installer_os(name: str) -> Literal["windows", "linux"] | None:
    """Which OS NVIDIA's CUDA installer is for, from its name (``.exe`` / ``.run``)."""
    lowered = name.lower()
    if lowered.endswith(".exe"):
        return "windows"
    if lowered.endswith(".run"):
        return "linux"
    return None


def check_cuda_installer(
    text: str, host_os: str, plan: Plan | None, catalog: Catalog | None, *,
    stated_version: str | None = None, accept_alternative: bool = False,
) -> tuple[FileFacts, Plan | None]:
    """The installer and the plan it is used for (the alternative it fits, once confirmed); else refused."""
    facts = read_cuda_installer(chosen_file(text, "cuda-installer"), catalog)
    made_for = installer_os(facts.path.name)
    if made_for is not None and made_for != host_os:
        raise BadInputError(
            tr("Inputs", "{name} is NVIDIA's installer for {os}; this computer needs the one for {host}.").format(
                name=facts.path.name, os=_os_name(made_for), host=_os_name(host_os)),
            hint=tr("Inputs", "Download the installer for this computer's system."), reference="input-wrong-os")
    version = facts.version or stated_version
    if plan is None or plan.cuda is None:
        return facts, None
    if version is None:
        raise BadInputError(
            tr("Inputs", "The CUDA version of {name} cannot be read from its name.").format(name=facts.path.name),
            hint=tr("Inputs", "Use NVIDIA's installer under its original name (cuda_X.Y.Z_...)."),
            reference="input-version-unknown")
    if major_minor(version) == major_minor(plan.cuda):
        return facts, None
    fitting = _first(plan, lambda other: other.cuda is not None and major_minor(other.cuda) == major_minor(version))
    if fitting is not None and accept_alternative:
        return facts, fitting
    raise InputMismatchError(
        tr("Inputs", "{name} installs CUDA {found}, but the plan needs CUDA {wanted}.").format(
            name=facts.path.name, found=major_minor(version), wanted=major_minor(plan.cuda)),
        hint=_choose_the_planned(plan, "cuda-installer"), alternative=fitting, found=major_minor(version))


def check_cudnn_archive(
    text: str, plan: Plan | None, catalog: Catalog | None, *, accept_alternative: bool = False,
) -> tuple[FileFacts, Plan | None]:
    """The archive (before unpacking: by its name) and the plan it is used for; else refused."""
    facts = read_cudnn_archive(chosen_file(text, "cudnn-archive"), catalog)
    if plan is None or plan.cudnn is None or facts.version is None:
        return facts, None  # the header inside decides (check_cudnn_header), after unpacking
    return facts, _match_cudnn(facts, facts.version, plan, catalog, accept_alternative)


def check_cudnn_header(
    facts: FileFacts, header_version: str | None, plan: Plan | None, catalog: Catalog | None, *,
    accept_alternative: bool = False,
) -> Plan | None:
    """After unpacking: the version in the archive's own header must fit the plan (it wins over the name)."""
    if plan is None or plan.cudnn is None or header_version is None:
        return None
    named = facts.version is not None and major_minor(facts.version) == major_minor(header_version)
    inside = facts if named else FileFacts(facts.path, header_version)
    return _match_cudnn(inside, header_version, plan, catalog, accept_alternative)


def _match_cudnn(facts: FileFacts, version: str, plan: Plan, catalog: Catalog | None,
                 accept_alternative: bool) -> Plan | None:
    if _cudnn_fits(facts, version, plan, catalog):
        return None
    fitting = _first(plan, lambda other: _cudnn_fits(facts, version, other, catalog))
    if fitting is not None and accept_alternative:
        return fitting
    built_for = f" (CUDA {facts.cuda})" if facts.cuda else ""
    raise InputMismatchError(
        tr("Inputs", "{name} is cuDNN {found}{built_for}, but the plan needs cuDNN {wanted} for CUDA {cuda}.").format(
            name=facts.path.name, found=major_minor(version), built_for=built_for,
            wanted=major_minor(plan.cudnn or ""), cuda=major_minor(plan.cuda or "")),
        hint=_choose_the_planned(plan, "cudnn-archive"), alternative=fitting, found=major_minor(version))


def _cudnn_fits(facts: FileFacts, version: str, plan: Plan, catalog: Catalog | None) -> bool:
    """Same cuDNN major.minor as the plan, built for the plan's CUDA (by the name, else the catalog)."""
    if plan.cudnn is None or plan.cuda is None or major_minor(version) != major_minor(plan.cudnn):
        return False
    wanted = major_minor(plan.cuda)
    if facts.serves:
        return wanted in facts.serves
    if facts.cuda is not None:
        return wanted == facts.cuda if "." in facts.cuda else wanted.split(".")[0] == facts.cuda
    from wizard.core.archives.layouts import find_release

    release = find_release(catalog, version) if catalog is not None else None
    return release is None or wanted in {major_minor(cuda) for cuda in release.cuda}


def _first(plan: Plan, fits: Callable[[Plan], bool]) -> Plan | None:
    """The first working alternative of ``plan`` that ``fits``, or None."""
    return next((other for other in plan.alternatives if other.ok and other.cuda and fits(other)), None)


def _choose_the_planned(plan: Plan, kind: InputKind) -> str:
    planned = next((item.file for item in plan.downloads if item.kind == kind), None)
    if planned:
        return tr("Inputs", "Choose {file}, the file the plan downloads.").format(file=planned)
    if kind == "cuda-installer":
        return tr("Inputs", "Choose NVIDIA's installer of CUDA {cuda}.").format(cuda=major_minor(plan.cuda or ""))
    return tr("Inputs", "Choose the cuDNN {cudnn} archive for CUDA {cuda}.").format(
        cudnn=major_minor(plan.cudnn or ""), cuda=major_minor(plan.cuda or ""))


def describe_plan(plan: Plan) -> str:
    """'TensorFlow 2.10.1 with CUDA 11.2 and cuDNN 8.1', for the question that offers an alternative."""
    return tr("Inputs", "TensorFlow {tf} with CUDA {cuda} and cuDNN {cudnn}").format(
        tf=plan.tensorflow.version if plan.tensorflow else "-", cuda=major_minor(plan.cuda or "-"),
        cudnn=major_minor(plan.cudnn or "-"))


def _catalog_row(catalog: Catalog | None, name: str, kind: InputKind) -> tuple[str, Archive] | None:
    if catalog is None:
        return None
    if kind == "cuda-installer":
        rows = [(release.version, archive) for release in catalog.cuda for archive in release.installers]
    else:
        rows = [(release.version, archive) for release in catalog.cudnn for archive in release.archives]
    return next(((version, archive) for version, archive in rows if archive.file == name), None)


def _os_name(os_name: str) -> str:
    return {"windows": "Windows", "linux": "Linux"}.get(os_name, os_name)
