"""A small interpreter for exactly the POSIX-shell command forms of the by-hand steps on the Linux and WSL2 routes.

Running them for real would need root, /usr/local and NVIDIA's 3 GB runfile, so each form is carried out on
real files under a temp root (``/usr/local/cuda-X.Y`` lands in ``<tmp>/root/usr/local/cuda-X.Y``, ``~`` is
a temp home):
* ``wget -O FILE "URL"``: the bytes the test serves for that URL (no network is used);
* ``sha256sum``/``md5sum FILE``: the real checksum, kept for the test;
* ``sudo sh RUNFILE --silent --toolkit --installpath=DIR``: a STAND-IN for NVIDIA's runfile that, like the
  real one, installs the toolkit's libraries (the names TensorFlow loads, from the preflight's list),
  ``bin/nvcc`` and ``version.json`` into DIR, and refuses ``--driver`` (never wanted, and on WSL2 harmful);
* ``mkdir -p``, ``tar -xf ARCHIVE -C DIR``, ``sudo cp -rP SRC/. DST/``: real files;
* the two ``echo 'export ...' >> ~/.bashrc`` lines and ``. ~/.bashrc``: a real rc file whose export lines
  are then applied to this shell's variables (only that one form of export is understood);
* ``wsl --install -d Ubuntu-24.04`` (the WSL2 step, in Windows) and Python's side (apt, deadsnakes,
  ``python3.X -m venv``, ``activate``, pip, the check): recorded.
Any other form fails the test, so a new kind of command cannot go out without its support here.
"""

from __future__ import annotations

import hashlib
import json
import re
import shlex
import shutil
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.core.standin_python import run_python
from wizard.core.catalog.query import major_minor
from wizard.core.preflight.needs import linux_libraries

RUNFILE_MARK = "stand-in for NVIDIA's CUDA runfile, version "
_EXPORT = re.compile(r"export (?P<name>PATH|LD_LIBRARY_PATH)=(?P<entry>[^$\s]+)\$\{(?P=name):\+:\$\{(?P=name)\}\}")


@dataclass
class LinuxStandIn:
    """One Linux (or WSL2 Ubuntu) machine: a temp root and home, its shell variables, and what was run."""

    base: Path
    served: dict[str, bytes] = field(default_factory=dict)
    variables: dict[str, str] = field(default_factory=lambda: {"PATH": "/usr/bin:/bin"})
    hashes: list[tuple[str, str]] = field(default_factory=list)
    pip: list[str] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)
    envs: list[Path] = field(default_factory=list)
    active: Path | None = None

    @property
    def home(self) -> Path:
        return self.base / "home"

    def local(self, path: str) -> Path:
        """``~/x`` in the temp home, ``/x`` under the temp root."""
        if path == "~" or path.startswith("~/"):
            return self.home / path[2:]
        if not path.startswith("/"):
            pytest.fail(f"a relative path depends on the current folder: {path}")
        return self.base / "root" / path.lstrip("/")

    def run(self, command: str) -> None:
        """Carry out one command line, or fail the test when its form is not one the steps may emit."""
        echo = re.fullmatch(r"echo '(?P<line>[^']*)' >> ~/\.bashrc", command)
        if echo:
            if not _EXPORT.fullmatch(echo.group("line")):
                pytest.fail(f"the stand-in does not know this line for ~/.bashrc: {echo.group('line')}")
            with (self.home / ".bashrc").open("a", encoding="utf-8") as rc:
                rc.write(echo.group("line") + "\n")
            return
        words = shlex.split(command)
        if words[0] == "sudo":
            words = words[1:]
        handler = {"wget": self._wget, "sha256sum": self._sum, "md5sum": self._sum, "sh": self._runfile,
                   "mkdir": self._mkdir, "tar": self._tar, "cp": self._cp, ".": self._source,
                   "apt": self._apt, "add-apt-repository": self._apt, "python3": self._python,
                   "wsl": self._wsl}.get(words[0])
        if handler is not None:
            handler(words)
        elif re.fullmatch(r"python3\.\d+", words[0]) and words[1:3] == ["-m", "venv"] and len(words) == 4:
            (self.local(words[3]) / "bin").mkdir(parents=True, exist_ok=True)
            (self.local(words[3]) / "bin" / "activate").write_text("# venv\n", encoding="utf-8")
            self.envs.append(self.local(words[3]))
        elif words[0].endswith("/bin/nvcc") and words[1:] == ["--version"]:
            nvcc = self.local(words[0])
            if not nvcc.is_file():
                pytest.fail(f"{words[0]}: No such file or directory")
            self.checks.append(json.loads((nvcc.parent.parent / "version.json").read_text())["cuda"]["version"])
        else:
            pytest.fail(f"the stand-in does not know this command form: {command}")

    def _wget(self, words: list[str]) -> None:
        if len(words) != 4 or words[1] != "-O" or words[3] not in self.served:
            pytest.fail(f"not 'wget -O FILE URL' of a served file: {words}")
        target = self.local(words[2])
        if not target.parent.is_dir():
            pytest.fail(f"wget: {words[2]}: No such file or directory")
        target.write_bytes(self.served[words[3]])

    def _sum(self, words: list[str]) -> None:
        if len(words) != 2:
            pytest.fail(f"not '{words[0]} FILE': {words}")
        data = self.local(words[1]).read_bytes()
        self.hashes.append((Path(words[1]).name, hashlib.new(words[0].removesuffix("sum"), data).hexdigest()))

    def _runfile(self, words: list[str]) -> None:
        text = self.local(words[1]).read_text(encoding="utf-8") if self.local(words[1]).is_file() else ""
        if not text.startswith(RUNFILE_MARK):
            pytest.fail(f"{words[1]}: no such runfile")
        flags = words[2:]
        into = [f.removeprefix("--installpath=") for f in flags if f.startswith("--installpath=")]
        if "--driver" in flags or flags[:2] != ["--silent", "--toolkit"] or len(into) != 1:
            pytest.fail(f"not a silent toolkit-only install into one folder: {flags}")
        version = text.removeprefix(RUNFILE_MARK).strip()
        root = self.local(into[0])
        (root / "lib64").mkdir(parents=True, exist_ok=True)
        (root / "bin").mkdir(exist_ok=True)
        (root / "include").mkdir(exist_ok=True)
        (root / "include" / "cuda_runtime.h").write_text("/* stand-in */\n", encoding="utf-8")
        for library in linux_libraries(major_minor(version), None)[1:]:  # not the driver's libcuda.so.1
            (root / "lib64" / library).write_bytes(b"\x7fELF")
        (root / "bin" / "nvcc").write_bytes(b"\x7fELF")
        (root / "version.json").write_text(json.dumps({"cuda": {"version": version}}), encoding="utf-8")

    def _mkdir(self, words: list[str]) -> None:
        if len(words) != 3 or words[1] != "-p":
            pytest.fail(f"not 'mkdir -p FOLDER': {words}")
        self.local(words[2]).mkdir(parents=True, exist_ok=True)

    def _tar(self, words: list[str]) -> None:
        if len(words) != 5 or words[1] != "-xf" or words[3] != "-C" or not self.local(words[4]).is_dir():
            pytest.fail(f"not 'tar -xf ARCHIVE -C EXISTING_FOLDER': {words}")
        with tarfile.open(self.local(words[2])) as archive:
            archive.extractall(self.local(words[4]), filter="data")

    def _cp(self, words: list[str]) -> None:
        if len(words) != 4 or words[1] != "-rP" or not words[2].endswith("/.") or not words[3].endswith("/"):
            pytest.fail(f"not 'cp -rP SOURCE/. TARGET/': {words}")
        source, target = self.local(words[2][:-2]), self.local(words[3].rstrip("/"))
        if not source.is_dir() or not target.is_dir():
            pytest.fail(f"cp: cannot copy {words[2]} into {words[3]}: No such file or directory")
        shutil.copytree(source, target, symlinks=True, dirs_exist_ok=True)

    def _source(self, words: list[str]) -> None:
        if words[1] == "~/.bashrc":
            for line in (self.home / ".bashrc").read_text(encoding="utf-8").splitlines():
                match = _EXPORT.fullmatch(line)
                old = self.variables.get(match.group("name")) if match else None
                if match:
                    self.variables[match.group("name")] = match.group("entry") + (f":{old}" if old else "")
        elif words[1].endswith("/bin/activate") and self.local(words[1]).is_file():
            self.active = self.local(words[1]).parent.parent
        else:
            pytest.fail(f"the stand-in does not know what '. {words[1]}' does")

    def _wsl(self, words: list[str]) -> None:
        """The one Windows-side command (PowerShell): WSL2 and its Ubuntu, where the rest then runs."""
        if words != ["wsl", "--install", "-d", "Ubuntu-24.04"]:
            pytest.fail(f"the stand-in does not know this wsl command: {words}")

    def _apt(self, words: list[str]) -> None:
        known = (["apt", "update"], ["add-apt-repository", "-y", "ppa:deadsnakes/ppa"])
        if words not in known and words[:3] != ["apt", "install", "-y"]:
            pytest.fail(f"the stand-in does not know this apt command: {words}")

    def _python(self, words: list[str]) -> None:
        if self.active is None:
            pytest.fail("python3 runs outside the environment: activate was not sourced first")
        run_python(words, self.pip, self.checks)
