"""The OS seam: one small interface per concern, its implementation chosen once at import.

Callers never branch on ``sys.platform``: they import ``wizard.platform.<concern>`` and get the same names
on every OS (rustup's sibling ``windows``/``unix`` modules; conda's ``common/_os``). Windows code is
type-checked here with ``mypy --platform win32`` and exercised through in-memory stand-ins.
"""

from __future__ import annotations

import sys

IS_WINDOWS = sys.platform == "win32"
