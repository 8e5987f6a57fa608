"""Stand-in programs that run on every OS: a Python source made into something ``subprocess`` starts by name.

A test that needs a program which cannot exist here (nvidia-smi, conda, an installer) writes one. A ``#!`` script
is a program only on POSIX: Windows answers [WinError 193] ("not a valid Win32 application") or does not find it
at all, since its search looks for ``.exe``. So the program is made the way pip makes console scripts, by the
ScriptMaker of pip's vendored distlib: on POSIX an executable file whose ``#!`` line names this interpreter; on
Windows ``NAME.exe``, distlib's console launcher followed by a ``#!`` line naming this interpreter and a zip
holding the source as ``__main__.py`` (the launcher runs that interpreter on its own file). Either way the
program's arguments, standard streams and exit status are the script's.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from pip._vendor.distlib.scripts import ScriptMaker  # type: ignore[import-untyped]


def make_program(folder: Path, name: str, python_source: str) -> Path:
    """Write the program ``name`` into ``folder``; return its path. On Windows it is ``name.exe`` (a name that
    ends in ``.exe`` already, as an installer's does, keeps that name on every OS).

    ``python_source`` is the program's body, without a ``#!`` line; it runs under the interpreter running the
    tests. An existing program of that name is replaced.
    """
    folder.mkdir(parents=True, exist_ok=True)
    if sys.platform == "win32" and name.lower().endswith(".exe"):
        name = name[: -len(".exe")]  # distlib adds it
    with tempfile.TemporaryDirectory() as source_dir:
        # distlib takes a script whose first line is `#!python` and rewrites that line for this interpreter.
        (Path(source_dir) / name).write_text("#!python\n" + python_source, encoding="utf-8")
        maker = ScriptMaker(source_dir, str(folder))
        maker.executable = _shebang_executable()
        maker.force = True
        maker.clobber = True
        (written,) = maker.make(name)
    return Path(written)


def program_name(name: str) -> str:
    """The file name ``make_program`` gives ``name`` on this OS."""
    return f"{name}.exe" if sys.platform == "win32" and not name.lower().endswith(".exe") else name


def program_bytes(name: str, python_source: str) -> bytes:
    """The bytes of the program ``make_program`` would write (for a stand-in served as a download)."""
    with tempfile.TemporaryDirectory() as folder:
        return make_program(Path(folder), name, python_source).read_bytes()


FORWARD_TO_THIS_PYTHON = "import subprocess, sys\nsys.exit(subprocess.call([sys.executable, *sys.argv[1:]]))\n"
"""A program's source that runs this interpreter with the program's arguments: a stand-in ``python``."""


def _shebang_executable() -> str:
    """This interpreter, quoted when its path has spaces (the launcher and the kernel split the line there)."""
    executable = sys.executable
    return f'"{executable}"' if " " in executable and sys.platform == "win32" else executable
