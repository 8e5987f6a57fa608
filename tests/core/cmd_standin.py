"""A small interpreter for exactly the cmd.exe command forms of the by-hand steps, against Windows stand-ins.

There is no cmd.exe, NVIDIA installer or registry here, so each form the steps emit is carried out the way
Windows would, on real files in a temp "Program Files", "Downloads" and "%TEMP%":
* ``start /wait "" "<cuda_....exe>" -s <parts>``: a STAND-IN for NVIDIA's silent installer. Like the real
  one it installs into its fixed default folder (``%ProgramW6432%\\NVIDIA GPU Computing Toolkit\\CUDA\\vX.Y``)
  and quietly installs nothing for a sub-package name it does not know; each known part places its DLLs
  (the names TensorFlow loads, from the preflight's list) and the compiler (``nvcc_X.Y``, ``compiler_9.0``)
  places ``nvcc.exe`` and ``version.json``.
  The real installer also sets the system-wide CUDA_PATH and PATH; the stand-in does not, so the check sees
  only what the listed commands change in the user scope (what the wizard's own step writes).
* ``certutil -hashfile FILE SHA256|MD5``: the real checksum of the file, kept for the test to compare.
* ``mkdir``, ``tar -xf ZIP -C DIR`` (Windows' bsdtar unpacks zips) and ``xcopy /e /i /y SRC DST``: real files.
* the PowerShell PATH line and ``setx``: the user ``Environment`` key of a MemoryRegistry (the registry is
  the one thing faked); ``setx`` cuts its value at 1024 characters as the real one does.
* ``py -X.Y -m venv`` / ``conda create``, ``activate.bat`` / ``conda activate``, ``python -m pip install``
  and the ``python -c`` check: recorded (an environment must be made and activated before python runs).
A command in any other form fails the test, so a new kind of command cannot go out without its support here.
"""

from __future__ import annotations

import hashlib
import json
import re
import shlex
import shutil
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.core.standin_python import run_python
from tests.fakes.memory_registry import MemoryRegistry
from wizard.core.catalog.query import major_minor
from wizard.core.preflight.needs import windows_libraries
from wizard.platform.registry import (
    HKCU,
    HKLM,
    REG_EXPAND_SZ,
    REG_SZ,
    SYSTEM_ENVIRONMENT,
    USER_ENVIRONMENT,
    RegistryValue,
)

INSTALLER_MARK = "stand-in for NVIDIA's CUDA installer, version "
SETX_LIMIT = 1024
# The one PowerShell program the PATH step may run (the literal text; {entry} is the folder added).
PATH_SCRIPT = re.compile(re.escape(
    "$b = '{entry}'; "
    "$p = (Get-Item 'HKCU:\\Environment').GetValue('Path', '', 'DoNotExpandEnvironmentNames'); "
    "if (($p -split ';') -notcontains $b) { $n = (($b, $p) -join ';').TrimEnd(';'); "
    "Set-ItemProperty 'HKCU:\\Environment' Path $n -Type ExpandString }").replace(
        re.escape("{entry}"), "(?P<entry>[^']+)"))
_VARIABLE = re.compile(r"%([^%]+)%")


@dataclass
class WindowsStandIn:
    """One Windows machine's state: its folders (``environ``), its registry, and what was run on it."""

    home: Path
    registry: MemoryRegistry = field(default_factory=MemoryRegistry)
    installs: list[list[str]] = field(default_factory=list)
    pip: list[str] = field(default_factory=list)
    hashes: list[tuple[str, str]] = field(default_factory=list)  # (file name, checksum printed)
    checks: list[str] = field(default_factory=list)
    envs: dict[str, str] = field(default_factory=dict)  # venv folder (local) -> Python X.Y
    active: str | None = None

    def __post_init__(self) -> None:
        self.environ = {"USERPROFILE": str(self.home / "Users" / "me"), "TEMP": str(self.home / "Temp"),
                        "ProgramW6432": str(self.home / "Program Files"), "SystemRoot": str(self.home / "Windows")}
        for folder in ("USERPROFILE", "TEMP", "ProgramW6432"):
            Path(self.environ[folder]).mkdir(parents=True, exist_ok=True)
        (self.system32 / "nvcuda.dll").parent.mkdir(parents=True, exist_ok=True)
        for name in ("nvcuda.dll", "msvcp140.dll"):  # the driver's and the VC++ runtime's, there before
            (self.system32 / name).write_bytes(b"MZ")
        self.registry.set_raw(HKLM, SYSTEM_ENVIRONMENT, "Path", _expand_sz("%SystemRoot%\\system32;%SystemRoot%"))

    @property
    def system32(self) -> Path:
        return Path(self.environ["SystemRoot"]) / "System32"

    @property
    def downloads(self) -> Path:
        return Path(self.environ["USERPROFILE"]) / "Downloads"

    def expand(self, text: str) -> str:
        """cmd.exe's %NAME% expansion (names ignore case); an unknown name fails, as it would there."""
        known = {name.casefold(): value for name, value in self.environ.items()}

        def value(match: re.Match[str]) -> str:
            if match.group(1).casefold() not in known:
                pytest.fail(f"%{match.group(1)}% is not set on a Windows machine")
            return known[match.group(1).casefold()]

        return _VARIABLE.sub(value, text)

    def local(self, windows_path: str) -> Path:
        """A Windows path (after expansion) as the temp folder it stands for."""
        return Path(self.expand(windows_path).replace("\\", "/"))

    def run(self, command: str) -> None:
        """Carry out one command line, or fail the test when its form is not one the steps may emit."""
        script = re.fullmatch(r'powershell -NoProfile -Command "(.*)"', command)
        if script:
            self._powershell(self.expand(script.group(1)))
            return
        words = [_unquote(word) for word in _split(command)]
        handler = {"start": self._start, "mkdir": self._mkdir, "tar": self._tar, "xcopy": self._xcopy,
                   "setx": self._setx, "py": self._py, "python": self._python, "conda": self._conda,
                   "certutil": self._certutil}.get(words[0])
        if handler is not None:
            handler(words)
        elif words[0].lower().endswith("\\scripts\\activate.bat") and len(words) == 1:
            self._activate(words[0])
        elif words[0].lower().endswith("\\nvcc.exe") and words[1:] == ["--version"]:
            self._nvcc(words[0])
        else:
            pytest.fail(f"the stand-in does not know this command form: {command}")

    def _start(self, words: list[str]) -> None:
        if words[1:3] != ["/wait", ""] or len(words) < 5 or words[4] != "-s":
            pytest.fail(f"not NVIDIA's silent install waited for: {words}")
        installer = self.local(words[3])
        text = installer.read_text(encoding="utf-8") if installer.is_file() else ""
        if not text.startswith(INSTALLER_MARK):
            pytest.fail(f"{words[3]}: no such installer in the Downloads folder")
        self.installs.append(words[5:])
        self._install(text.removeprefix(INSTALLER_MARK).strip(), words[5:])

    def _install(self, version: str, parts: list[str]) -> None:
        line = major_minor(version)
        root = Path(self.environ["ProgramW6432"]) / "NVIDIA GPU Computing Toolkit" / "CUDA" / f"v{line}"
        (root / "bin").mkdir(parents=True, exist_ok=True)
        for dll in windows_libraries(line, None, [])[1:-1]:  # without the driver's nvcuda.dll and msvcp140.dll
            if _part_of(dll) + "_" + line in parts:
                (root / "bin" / dll).write_bytes(b"MZ")
        if {f"nvcc_{line}", f"compiler_{line}"} & set(parts):  # the compiler is compiler_9.0 up to 9.0
            (root / "bin" / "nvcc.exe").write_bytes(b"MZ")
            (root / "version.json").write_text(json.dumps({"cuda": {"version": version}}), encoding="utf-8")

    def _nvcc(self, path: str) -> None:
        nvcc = self.local(path)
        if not nvcc.is_file():
            pytest.fail(f"'{path}' is not recognized as an internal or external command")
        self.checks.append(json.loads((nvcc.parent.parent / "version.json").read_text())["cuda"]["version"])

    def _certutil(self, words: list[str]) -> None:
        """``certutil -hashfile FILE SHA256|MD5``: the file's checksum, as certutil prints it, is kept."""
        if len(words) != 4 or words[1] != "-hashfile" or words[3] not in ("SHA256", "MD5"):
            pytest.fail(f"not 'certutil -hashfile FILE SHA256|MD5': {words}")
        path = self.local(words[2])
        if not path.is_file():
            pytest.fail(f"certutil: {words[2]}: the system cannot find the file specified")
        self.hashes.append((path.name, hashlib.new(words[3].lower(), path.read_bytes()).hexdigest()))

    def _mkdir(self, words: list[str]) -> None:
        if len(words) != 2:
            pytest.fail(f"mkdir takes one folder here: {words}")
        self.local(words[1]).mkdir(parents=True, exist_ok=True)  # cmd's mkdir makes the parents too

    def _tar(self, words: list[str]) -> None:
        if len(words) != 5 or words[1] != "-xf" or words[3] != "-C":
            pytest.fail(f"not 'tar -xf ARCHIVE -C FOLDER': {words}")
        archive, into = self.local(words[2]), self.local(words[4])
        if not into.is_dir():
            pytest.fail(f"tar: could not chdir to '{words[4]}'")
        with zipfile.ZipFile(archive) as unpacked:
            unpacked.extractall(into)

    def _xcopy(self, words: list[str]) -> None:
        if len(words) != 6 or [w.lower() for w in words[1:4]] != ["/e", "/i", "/y"]:
            pytest.fail(f"not 'xcopy /e /i /y SOURCE TARGET': {words}")
        source = self.local(words[4])
        if not source.is_dir():
            pytest.fail(f"xcopy: file not found - {words[4]}")
        shutil.copytree(source, self.local(words[5]), dirs_exist_ok=True)

    def _powershell(self, script: str) -> None:
        match = PATH_SCRIPT.fullmatch(script)
        if match is None:
            pytest.fail(f"the stand-in does not know this PowerShell program: {script}")
        entry = match.group("entry")
        stored = self.registry.read(HKCU, USER_ENVIRONMENT, "Path")
        old = str(stored.data) if stored else ""
        if entry.casefold() not in [part.casefold() for part in old.split(";")]:
            self.registry.write(HKCU, USER_ENVIRONMENT, "Path", _expand_sz(";".join((entry, old)).rstrip(";")))

    def _setx(self, words: list[str]) -> None:
        if len(words) != 3:
            pytest.fail(f"not 'setx NAME VALUE': {words}")
        if words[1].casefold() == "path":
            pytest.fail("setx PATH cuts the user's PATH at 1024 characters")
        self.registry.write(HKCU, USER_ENVIRONMENT, words[1], RegistryValue(words[2][:SETX_LIMIT], REG_SZ))

    def _py(self, words: list[str]) -> None:
        if len(words) != 5 or not re.fullmatch(r"-\d+\.\d+", words[1]) or words[2:4] != ["-m", "venv"]:
            pytest.fail(f"not 'py -X.Y -m venv FOLDER': {words}")
        folder = self.local(words[4])
        (folder / "Scripts").mkdir(parents=True, exist_ok=True)
        (folder / "Scripts" / "activate.bat").write_text("@echo off\n", encoding="utf-8")
        self.envs[str(folder)] = words[1][1:]

    def _conda(self, words: list[str]) -> None:
        """``conda create -n NAME python=X.Y -y`` and ``conda activate NAME`` (the machine has conda)."""
        folder = self.home / "conda" / "envs" / (words[3] if len(words) > 3 else "")
        if len(words) == 6 and words[1:3] == ["create", "-n"] and re.fullmatch(r"python=\d+\.\d+", words[4]) \
                and words[5] == "-y":
            folder.mkdir(parents=True, exist_ok=True)
            self.envs[str(folder)] = words[4].split("=")[1]
        elif len(words) == 3 and words[1] == "activate" and str(self.home / "conda" / "envs" / words[2]) in self.envs:
            self.active = str(self.home / "conda" / "envs" / words[2])
        else:
            pytest.fail(f"the stand-in does not know this conda command: {words}")

    def _activate(self, script: str) -> None:
        path = self.local(script)
        if not path.is_file():
            pytest.fail(f"'{script}' is not recognized as an internal or external command")
        self.active = str(path.parent.parent)

    def _python(self, words: list[str]) -> None:
        if self.active is None:
            pytest.fail("python runs outside the environment: activate.bat was not run first")
        run_python(words, self.pip, self.checks)

    def user_value(self, name: str) -> str | None:
        """The raw user-scope value of ``name`` (None when unset)."""
        stored = self.registry.read(HKCU, USER_ENVIRONMENT, name)
        return str(stored.data) if stored else None

    def path_folders(self) -> list[Path]:
        """The PATH a new process gets: the system value, then the user's, each entry expanded."""
        system = self.registry.read(HKLM, SYSTEM_ENVIRONMENT, "Path")
        parts = [str(system.data) if system else "", self.user_value("Path") or ""]
        return [self.local(entry) for part in parts for entry in part.split(";") if entry]


def _expand_sz(text: str) -> RegistryValue:
    return RegistryValue(text, REG_EXPAND_SZ)


def _part_of(dll: str) -> str:
    """The installer sub-package a DLL comes with: ``cublasLt64_11.dll`` with ``cublas``."""
    stem = dll.split("64_", 1)[0].lower()
    return "cublas" if stem == "cublaslt" else stem


def _split(command: str) -> list[str]:
    lexer = shlex.shlex(command, posix=False)
    lexer.whitespace_split = True
    lexer.commenters = ""
    return list(lexer)


def _unquote(word: str) -> str:
    return word[1:-1] if len(word) >= 2 and word[0] == word[-1] == '"' else word
