"""TensorFlow's build-info numbers read as versions: ``64_112`` is CUDA 11.2 on Windows, ``8.9.7`` is cuDNN 8.

Below both the verification (which reads them from the child's report) and the preflight (which names the
libraries a build opens from them), so neither package imports the other for them.
"""

from __future__ import annotations

import re


def cuda_version(raw: object) -> str | None:
    """``12.5.1`` -> 12.5, ``10.0`` -> 10.0, Windows ``64_112`` -> 11.2, ``64_101`` -> 10.1, ``64_90`` -> 9.0."""
    text = str(raw or "")
    windows = re.fullmatch(r"64_(\d+)(\d)", text)
    if windows:
        return f"{int(windows.group(1))}.{windows.group(2)}"
    match = re.match(r"(\d+)\.(\d+)", text)
    return f"{match.group(1)}.{match.group(2)}" if match else None


def cudnn_major(raw: object) -> str | None:
    """``9``, ``8.9.7``, Windows ``64_8`` -> the major."""
    match = re.search(r"(?:64_)?(\d+)", str(raw or ""))
    return match.group(1) if match else None
