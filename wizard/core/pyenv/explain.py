"""Installer errors in plain words: a table of output signatures (uv's and pip's) -> what it means and the fix.

The first row whose pattern occurs in the output wins, so the specific rows come before the broad ones
(a TLS failure inside a "could not fetch" message must read as TLS). The patterns are the tools' own
messages (pip's ``No matching distribution found``, ``THESE PACKAGES DO NOT MATCH THE HASHES``, its Windows
long-path hint; uv's ``Hash mismatch``, ``has no wheels with a matching``, OS errors 28/112/206).

Installs are wheels only (:mod:`.backend`). When a project has only an sdist, uv (0.13) says ``tinysrc==1.0 has
no usable wheels`` and ``Wheels are required for `tinysrc` because building from source is disabled``:
that is ``install-no-wheel``, naming the project. pip (checked 23.2 to 26.2, also with ``-v``) prints only
``No matching distribution found``, the words of a missing release, so it reads as ``install-no-match``,
whose hint says the same two ways out: another Python, another index.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from wizard.basics.errors import WizardError
from wizard.basics.i18n import tr
from wizard.core.pyenv.process import ProcessResult

LONG_PATHS_SETTING = r"HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\FileSystem\LongPathsEnabled = 1 (DWORD)"


class InstallerError(WizardError):
    """uv, pip or conda failed; ``reference`` says which kind of failure (``install-no-match``, ...)."""

    reference = "install-failed"


@dataclass(frozen=True)
class Signature:
    """One kind of installer failure: the pattern in its output, and what to tell the person."""

    reference: str
    pattern: re.Pattern[str]


SIGNATURES: tuple[Signature, ...] = tuple(Signature(ref, re.compile(pattern, re.IGNORECASE)) for ref, pattern in (
    ("install-long-paths", r"Long Path support|filename or extension is too long|os error 206|ERROR_FILENAME_EXCED"),
    ("install-no-space", r"No space left on device|Errno 28\b|os error 28\b|not enough space on the disk"
                         r"|os error 112\b"),
    ("install-hash-mismatch", r"DO NOT MATCH THE HASHES|Hash mismatch|hashes? (?:do|does) not match"),
    ("install-tls", r"CERTIFICATE_VERIFY_FAILED|certificate verify failed|invalid peer certificate|UnknownIssuer"
                    r"|self[- ]signed certificate|SSLError"),
    ("install-proxy", r"ProxyError|407 Proxy Authentication|Tunnel connection failed|proxy.*(?:refused|error)"),
    ("install-auth", r"lack of valid authentication credentials|401 Unauthorized|403 Forbidden"
                     r"|401 Client Error|403 Client Error"),
    ("install-no-wheel", r"has no usable wheels|Wheels are required for|building from source is disabled"),
    ("install-no-match", r"No matching distribution found|Could not find a version that satisfies"
                         r"|has no wheels with a matching|no version of \S+ ?(?:==|\[)|not found in the package "
                         r"registry|only \S+ is available|No solution found when resolving"),
    ("install-python-missing", r"No interpreter found for Python|No Python at|could not find Python"),
    ("install-offline", r"Failed to establish a new connection|Name or service not known|dns error"
                        r"|Temporary failure in name resolution|Connection refused|error sending request for url"
                        r"|Could not fetch URL|getaddrinfo failed|timed? ?out"),
    ("install-permission", r"Permission denied|Access is denied|os error 5\b|os error 13\b"),
))


def match_signature(output: str) -> str | None:
    """The reference of the first signature found in ``output``, or None."""
    for signature in SIGNATURES:
        if signature.pattern.search(output):
            return signature.reference
    return None


_NO_WHEEL_FOR = re.compile(r"Wheels are required for `([^`]+)`|(\S+?)(?:==\S+)? has no usable wheels")
# The project the installer could not find (uv's resolver, pip's last line): the one to name, which need not be
# the planned requirement (a dependency, or the pinned pip that an offline index lacks).
_MISSING = (
    re.compile(r"Because (?:there is no version of |only )?([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?"
               r"(?:[<>=!~]=?\S*)?(?: (?:was not found in the|is available|and you require)| has no wheels)"),
    re.compile(r"No matching distribution found for ([A-Za-z0-9][A-Za-z0-9._-]*)"),
)


def missing_project(output: str) -> str | None:
    """The normalised name of the project the installer's ``output`` says it could not find, or None."""
    for pattern in _MISSING:
        if found := pattern.search(output):
            return canonicalize_name(found.group(1))
    return None


def explain(result: ProcessResult, *, requirement: str, python: str, what: str,
            folder: Path | None = None) -> InstallerError:
    """The error to show for a failed installer run: plain words, the fix, the last lines as context. A release
    missing from the index (or the wheel folder ``folder``) names the project that is really missing (under
    ``missing`` in the context): the planned one, or the dependency or tool it needs."""
    reference = match_signature(result.output) or "install-failed"
    context = {"step": what, "exit status": result.returncode, "output": "\n".join(result.tail[-15:])}
    if reference == "install-no-wheel":
        found = _NO_WHEEL_FOR.search(result.output)
        requirement = next((name for name in found.groups() if name), requirement) if found else requirement
    if reference == "install-no-match" and (missing := missing_project(result.output)) is not None:
        context["missing"] = missing
        if missing not in _names(requirement):
            message, hint = _dependency_texts(missing, requirement, python, folder)
            return InstallerError(message, hint=hint, context=context, reference=reference)
    message, hint = _texts(reference, requirement, python)
    if reference == "install-no-match" and folder is not None:
        message = tr("Installer", "The wheel folder {folder} has no build of {req} for Python {python} on this "
                     "system.").format(folder=folder, req=requirement, python=python)
        hint = tr("Installer", "Put the wheels of {req} for Python {python} and of everything it needs into that "
                  "folder (for example on a machine online, with pip's download command), or plan again with "
                  "another Python.").format(req=requirement, python=python)
    return InstallerError(message, hint=hint, context=context, reference=reference)


def _names(requirements: str) -> set[str]:
    names: set[str] = set()
    for text in requirements.split():
        with contextlib.suppress(InvalidRequirement):
            names.add(canonicalize_name(Requirement(text).name))
    return names


def _dependency_texts(missing: str, requirement: str, python: str, folder: Path | None) -> tuple[str, str]:
    if folder is not None:
        return (tr("Installer", "The wheel folder {folder} has no build of {package} for Python {python} on "
                   "this system, which {req} needs.").format(folder=folder, package=missing, python=python,
                                                            req=requirement),
                tr("Installer", "Put the wheels of {package} for Python {python} into that folder, then try "
                   "again.").format(package=missing, python=python))
    return (tr("Installer", "The package index has no build of {package} for Python {python} on this system, "
               "which {req} needs.").format(package=missing, python=python, req=requirement),
            tr("Installer", "A mirror or a local index may hold only part of the packages: choose one that has "
               "{package} too, or try the default index. If {package} has no build for Python {python} at all, "
               "plan again with another Python version.").format(package=missing, python=python))


def _texts(reference: str, requirement: str, python: str) -> tuple[str, str]:
    texts = {
        "install-no-wheel": (
            tr("Installer", "The package index offers no wheel of {package} for Python {python} on this system, "
               "only its source code.").format(package=requirement, python=python),
            tr("Installer", "The wizard installs ready-built packages only: building from source runs the "
               "package's own setup code and needs compilers. Plan again with another Python version, or "
               "choose another package index that has the built packages (try the default index).")),
        "install-no-match": (
            tr("Installer", "No build of {req} exists for Python {python} on this system.").format(
                req=requirement, python=python),
            tr("Installer", "Each TensorFlow release is built for a few Python versions and systems only: plan "
               "again with a Python the release supports, or choose another TensorFlow version. A mirror that "
               "is behind can also lack the release: try the default index.")),
        "install-hash-mismatch": (
            tr("Installer", "A downloaded package did not match its published checksum."),
            tr("Installer", "The file was damaged on the way or the mirror serves a different file. Try again, "
               "or choose another package index; nothing from the damaged file was installed.")),
        "install-long-paths": (
            tr("Installer", "Windows refused a file path longer than 260 characters."),
            tr("Installer", "Turn on long paths: set {setting} (as administrator: Local Group Policy > Computer "
               "Configuration > Administrative Templates > System > Filesystem > Enable Win32 long paths), "
               "restart Windows, then try again. A shorter environment folder also helps.").format(
                setting=LONG_PATHS_SETTING)),
        "install-no-space": (
            tr("Installer", "The disk ran out of space during the install."),
            tr("Installer", "TensorFlow with its GPU libraries needs several GB. Free space on the disk of the "
               "environment and of the installer's cache, then try again.")),
        "install-tls": (
            tr("Installer", "The secure connection to the package index could not be verified."),
            tr("Installer", "A company network may inspect HTTPS with its own certificate: ask IT for it and add "
               "it to the system's trusted certificates (or give its file in the network settings). Also check "
               "the system clock.")),
        "install-proxy": (
            tr("Installer", "The proxy refused or failed the connection to the package index."),
            tr("Installer", "Check the proxy address, user name and password in the network settings.")),
        "install-auth": (
            tr("Installer", "The package index wants a user name and password, and they were missing or wrong."),
            tr("Installer", "Check the user name in the index address and the password saved in the network "
               "settings (it is kept in the system's password store).")),
        "install-offline": (
            tr("Installer", "The package index could not be reached."),
            tr("Installer", "Check the internet connection and the proxy settings, or choose a mirror that is "
               "reachable from here.")),
        "install-python-missing": (
            tr("Installer", "Python {python} was not found on this computer.").format(python=python),
            tr("Installer", "Let the wizard download Python {python}, or install it yourself (python.org, or "
               "your distribution's python{python} package) and try again.").format(python=python)),
        "install-permission": (
            tr("Installer", "The installer was not allowed to write a file."),
            tr("Installer", "Close programs that use the environment (Jupyter, an IDE, a Python console) and "
               "check that you may write in its folder, then try again.")),
    }
    default = (tr("Installer", "The installer failed."),
               tr("Installer", "Read the last lines of its output below; fix what they name and try again."))
    return texts.get(reference, default)
