"""Download errors, each with a stable reference and a hint saying what to do (pip's diagnostic style)."""

from __future__ import annotations

import errno
from pathlib import Path

from wizard.basics.errors import BadInputError, WizardError
from wizard.basics.i18n import tr
from wizard.basics.os_errors import os_error_text


class DownloadError(WizardError):
    """Base of every download failure."""

    reference = "download-failed"


class ChecksumMismatchError(DownloadError):
    """The bytes do not match the published checksum; the file was deleted."""

    reference = "download-checksum-mismatch"


class SizeMismatchError(DownloadError):
    """The file's size differs from what the catalog or the server announced."""

    reference = "download-size-mismatch"


class MissingChecksumError(BadInputError):
    """We refuse to fetch a file we could not verify (reliability-tests.md T-DL-02)."""

    reference = "download-no-checksum"


class PublishedChecksumError(DownloadError):
    """NVIDIA's published md5 list could not be read, is not such a list, or does not name the file."""

    reference = "download-no-published-checksum"


class HttpStatusError(DownloadError):
    """The server answered with an error status we cannot work around."""

    reference = "download-http-error"


class NotFoundError(HttpStatusError):
    """404/410: the file is not where the catalog (or the mirror) says."""

    reference = "download-not-found"


class ServerError(HttpStatusError):
    """5xx after every retry."""

    reference = "download-server-error"


class ProxyAuthError(HttpStatusError):
    """407: the proxy wants credentials."""

    reference = "download-proxy-auth"


class ResumeMismatchError(DownloadError):
    """A 206 answer whose Content-Range is not the range we asked for (pip's mismatched-offset case)."""

    reference = "download-bad-content-range"


class ResourceChangedError(DownloadError):
    """The file on the server kept changing while we fetched it."""

    reference = "download-resource-changed"


class NetworkError(DownloadError):
    """The connection kept failing after every retry; the partial file is kept for a later resume."""

    reference = "download-network"


class StalledError(NetworkError):
    """No progress (or only a trickle) for longer than the stall timeout; the partial file is kept."""

    reference = "download-stalled"


class UnsafeRedirectError(DownloadError):
    """A server redirected the download to something other than an http(s) address."""

    reference = "download-unsafe-redirect"


class UnsafePartialError(DownloadError):
    """The partial file (or its state file) is a link, not a plain file, or belongs to another account."""

    reference = "download-unsafe-partial"


class TlsError(DownloadError):
    """The server's certificate is not trusted. Verification is never switched off."""

    reference = "download-tls-untrusted"


class NoSpaceError(DownloadError):
    """Not enough free disk space, found before starting or when a write failed."""

    reference = "download-no-space"


class NoKeyringError(WizardError):
    """No secure credential store exists, and we never fall back to plaintext."""

    reference = "keyring-unavailable"


class LocalFileError(BadInputError):
    """A file the user pointed at is missing, unreadable, or not the expected archive."""

    reference = "local-file-rejected"


def checksum_mismatch(name: str, algorithm: str, expected: str, actual: str, *,
                      users_own: bool = False) -> ChecksumMismatchError:
    """The one message for a wrong checksum (the GUI and the CLI show the same words); ``users_own``: the bytes
    came from the user's own file ("Use my file", a ``file://`` source), which is never touched."""
    if users_own:
        return ChecksumMismatchError(
            tr("Download", "The file you chose does not match the published {name}: its {algorithm} differs.")
            .format(name=name, algorithm=algorithm),
            hint=tr("Download", "Your file was left as it is and was not used. It may be incomplete or another "
                                "version: choose the file NVIDIA publishes under this name, or let the wizard "
                                "download it."),
            context={"expected": expected, "actual": actual},
        )
    return ChecksumMismatchError(
        tr("Download", "{name} is damaged or not the published file: its {algorithm} does not match.").format(
            name=name, algorithm=algorithm
        ),
        hint=tr(
            "Download",
            "The file was deleted so that it cannot be installed by mistake. Retry the download; if it "
            "fails again, the source (mirror or proxy) is serving a different file.",
        ),
        context={"expected": expected, "actual": actual},
    )


def tls_untrusted(url: str, detail: str) -> TlsError:
    """Message for a certificate the operating system does not trust."""
    return TlsError(
        tr("Download", "The server's certificate is not trusted, so nothing was downloaded."),
        hint=tr(
            "Download",
            "If your company inspects HTTPS traffic, ask IT for its root certificate and add it to the "
            "operating system's trust store (Windows: certmgr.msc, Trusted Root Certification Authorities; "
            "Linux: copy it to /usr/local/share/ca-certificates and run update-ca-certificates). "
            "Certificate checks cannot be switched off.",
        ),
        context={"url": url, "detail": detail},
    )


def no_space(folder: str, needed: int, free: int) -> NoSpaceError:
    """Message saying how much space is needed, in MiB."""
    return NoSpaceError(
        tr("Download", "Not enough free space in {folder}: {needed} MiB needed, {free} MiB free.").format(
            folder=folder, needed=_mib(needed), free=_mib(free)
        ),
        hint=tr("Download", "Free at least {missing} MiB on that drive, or choose another folder.").format(
            missing=_mib(max(needed - free, 0))
        ),
        context={"folder": folder},
    )


def disk_full(folder: str) -> NoSpaceError:
    """Message when a write failed because the disk filled up while downloading."""
    return NoSpaceError(
        tr("Download", "The disk holding {folder} is full.").format(folder=folder),
        hint=tr("Download", "Free some space, then resume: the part already downloaded is kept."),
        context={"folder": folder},
    )


def cannot_write(path: Path, error: OSError) -> DownloadError:
    """Message for a file or folder of the download that could not be written (a full disk says so)."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return disk_full(str(path.parent))
    return DownloadError(
        tr("Download", "Could not write {path}: {problem}").format(path=path, problem=os_error_text(error)),
        hint=tr("Download", "Check that the folder is writable and the disk is healthy."),
    )


def unusable_address(url: str, problem: str) -> DownloadError:
    """Message for an address requests cannot fetch at all (no scheme, an unknown scheme, a malformed host)."""
    return DownloadError(
        tr("Download", "{url} is not an address that can be downloaded.").format(url=url),
        hint=tr("Download", "Use the full address, starting with https://, http:// or file://."),
        context={"problem": problem},
    )


def _mib(size: int) -> int:
    return -(-size // (1024 * 1024))


class RedirectLoopError(DownloadError):
    """The address redirects in a circle (or further than requests follows): it cannot be downloaded."""

    reference = "download-redirect-loop"
    exit_code = 2


def redirect_loop(url: str) -> RedirectLoopError:
    """Message for an address whose redirects never end (requests gives up after 30)."""
    return RedirectLoopError(
        tr("Download", "{url} redirects again and again and never reaches a file.").format(url=url),
        hint=tr("Download", "Open the address in a browser to find the file's real address, and use that."),
    )


class FileDiffersError(BadInputError):
    """A file already in the folder the user chose is not the one expected; it is left as it is (exit 2)."""

    reference = "download-file-differs"


def file_differs(path: Path, what: str) -> FileDiffersError:
    """``path`` is in the way and does not match ``what`` (the checksum it was checked against, in words)."""
    path = path.absolute()  # "in ." says nothing to a person reading a log later
    return FileDiffersError(
        tr("Download", "{name} in {folder} does not match {what}, so it was not used and was left as it is.")
        .format(name=path.name, folder=path.parent, what=what),
        hint=tr("Download", "Copy it again from the folder it came from (it may be incomplete or damaged), or "
                "move it away to have it downloaded again, then run the same command."),
        context={"file": str(path)},
    )
