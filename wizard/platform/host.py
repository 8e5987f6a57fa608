"""Which of the catalog's operating systems this process runs on, decided once at import."""

from __future__ import annotations

import sys
from typing import Literal

HostOs = Literal["linux", "windows"]

HOST_OS: HostOs = "windows" if sys.platform == "win32" else "linux"
