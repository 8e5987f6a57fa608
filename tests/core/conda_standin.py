"""A stand-in ``conda`` executable, made by the test: it records its arguments and answers like conda's CLI.

Real conda cannot be installed here, so this script plays it behind the same seam the wizard uses (a program
in ``<root>/bin``, ``<root>\\Scripts`` on Windows, found through ``CONDA_EXE``). It answers ``--version`` and
``create ... --json`` the way conda 24 does: a pretty-printed JSON document, ``PackagesNotFoundError`` for a pin
the "channel" lacks, and for a real create the NUL-ended progress objects of conda's JSON reporter, then a real
prefix with a ``conda-meta`` folder that the wizard can pip-install into: on POSIX a venv (``bin/python``); on
Windows conda's own layout, ``python.exe`` at the prefix's top (this interpreter's, copied with the DLLs beside it,
its standard library named by a ``python._pth``) and ``Lib\\site-packages``, since a venv's ``Scripts\\python.exe``
is not where the wizard looks.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.fakes.programs import make_program

_SCRIPT = '''"""Stand-in for conda (made by a test)."""
import json, pathlib, subprocess, sys
args = sys.argv[1:]
with open({log!r}, "a") as log:
    log.write(json.dumps([pathlib.Path(sys.argv[0]).stem, *args]) + "\\n")
if args == ["--version"]:
    print("conda 24.9.2")
    sys.exit(0)
if args[0] == "create":
    prefix = args[args.index("--prefix") + 1]
    specs = [a for a in args if "=" in a and not a.startswith("-")]
    missing = [s for s in specs if s in {missing!r}]
    if missing:
        print(json.dumps({{"error": "PackagesNotFoundError: The following packages are not available from "
                          "current channels:\\n\\n  - " + "\\n  - ".join(missing),
                          "exception_name": "PackagesNotFoundError", "packages": missing,
                          "channel_urls": ["conda-forge/linux-64"]}}, indent=2))
        sys.exit(1)
    links = [{{"name": s.split("=")[0], "version": s.split("=")[1], "channel": "conda-forge"}} for s in specs]
    if "--dry-run" in args:
        print(json.dumps({{"actions": {{"LINK": links, "PREFIX": prefix}}, "dry_run": True, "success": True}},
                         indent=2))
        sys.exit(0)
    for step in (0.5, 1.0):
        sys.stdout.write(json.dumps({{"fetch": "cudnn", "finished": step == 1.0, "maxval": 1, "progress": step}})
                         + "\\n\\0")
        sys.stdout.flush()
    if sys.platform == "win32":  # conda's Windows layout: python.exe at the prefix's top, its DLLs beside it
        import shutil
        base = pathlib.Path(getattr(sys, "_base_executable", sys.executable)).resolve()
        (pathlib.Path(prefix) / "Lib" / "site-packages").mkdir(parents=True)
        for source in [base, *base.parent.glob("*.dll")]:
            shutil.copy2(source, pathlib.Path(prefix, source.name))
        # Its standard library is this interpreter's, named by a ._pth file (not a pyvenv.cfg, which beside
        # python.exe makes the folder above the prefix sys.prefix): sys.prefix is the prefix, as in conda's env.
        stdlib = pathlib.Path(sys.base_prefix)
        lines = [str(stdlib / "Lib"), str(stdlib / "DLLs"), "Lib\\\\site-packages", "import site", ""]
        pathlib.Path(prefix, "python._pth").write_text("\\n".join(lines))
    else:
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", prefix], check=True)
    meta = pathlib.Path(prefix, "conda-meta")
    meta.mkdir()
    for link in links:
        (meta / (link["name"] + "-" + link["version"] + "-0.json")).write_text("{{}}")
    print(json.dumps({{"actions": {{"LINK": links, "PREFIX": prefix}}, "prefix": prefix, "success": True}}, indent=2))
    sys.exit(0)
print(json.dumps({{"error": "unknown command", "exception_name": "ArgumentError"}}))
sys.exit(2)
'''


def conda_folder(root: Path) -> Path:
    """Where an installation keeps its ``conda`` program: ``bin`` on POSIX, ``Scripts`` on Windows."""
    return root / ("Scripts" if sys.platform == "win32" else "bin")


def make_conda_standin(root: Path, *, missing: tuple[str, ...] = (), mamba: bool = False) -> tuple[Path, Path]:
    """The stand-in ``conda`` (and ``mamba``) in ``conda_folder(root)``, a real program on every OS
    (tests/fakes/programs.py); returns (executable, argument log)."""
    log = root / "calls.jsonl"
    text = _SCRIPT.format(log=str(log), missing=set(missing))
    names = ["conda", "mamba"] if mamba else ["conda"]
    made = [make_program(conda_folder(root), name, text) for name in names]
    return made[0], log


def calls(log: Path) -> list[list[str]]:
    """Every recorded call: the program name, then its arguments."""
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
