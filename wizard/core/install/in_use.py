"""The words for a file another program holds open: which program, when Windows can tell (Restart Manager)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from wizard.basics.i18n import tr
from wizard.platform.file_access import Holder


def in_use_message(path: Path, holders: Sequence[Holder]) -> str:
    """``C:\\...\\cudnn64_8.dll is in use by python.exe (PID 4242): close it, then try again.``; the
    general wording when nobody can be named."""
    named = list(dict.fromkeys(f"{h.name or '?'} (PID {h.pid})" for h in holders))
    if not named:
        return tr("Copy", "{path} is in use by another program (a running Python or TensorFlow?).").format(path=path)
    return tr("Copy", "{path} is in use by {programs}: close it, then try again.").format(
        path=path, programs=", ".join(named)
    )
