"""Small shared wordings of the planner's sentences (an OS, a list of versions), translated once."""

from __future__ import annotations

from wizard.basics.i18n import tr


def os_label(os_name: str) -> str:
    """``windows`` -> "Windows", ``macos`` -> "macOS": how an OS is named in a sentence."""
    names = {"windows": tr("Advice", "Windows"), "linux": tr("Advice", "Linux"), "macos": tr("Advice", "macOS")}
    return names.get(os_name, os_name)


def arch_label(arch: str) -> str:
    """``x86_64`` -> "64-bit x86 (Intel/AMD)", ``arm64`` -> "64-bit ARM (aarch64)"."""
    names = {"x86_64": tr("Advice", "64-bit x86 (Intel/AMD)"), "arm64": tr("Advice", "64-bit ARM (aarch64)")}
    return names.get(arch, arch)
