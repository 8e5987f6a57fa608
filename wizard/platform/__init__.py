"""The OS seam: OS primitives only (registry, file access, elevation launch, probes), chosen once at import.

Layering (import-linter contract in pyproject): platform imports only ``wizard.basics``; the operations that
change the machine through these primitives live in ``wizard.core``.

Callers never branch on ``sys.platform``: they import ``wizard.platform.<concern>`` and get the same names
on every OS (rustup's sibling ``windows``/``unix`` modules; conda's ``common/_os``); ``wizard.platform.host.HOST_OS``
where a caller must name the OS. Windows code is type-checked here with ``mypy --platform win32`` and exercised
through in-memory stand-ins.
"""

from __future__ import annotations
