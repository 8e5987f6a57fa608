"""A stand-in ``wsl.exe``: there is no Windows here, so the test makes a program that answers as wsl.exe does.

What is stood in (and only that): wsl.exe's own answers and the Windows state behind them (WSL on or off, a
restart pending, the registered distributions with their WSL version and users, and when asked a glibc of
another release than this machine's, answered to ``ldd --version``), kept in a JSON file so that
every run sees the last one's changes. Its messages are written in wsl.exe's real format: UTF-16LE without a
BOM (UTF-8 when ``WSL_UTF8=1``), CRLF line ends, the labels of ``--version``/``--status`` in the language chosen
(English or German), ``-l -v``'s untranslated header. The old inbox wsl.exe of Windows 10 before the Store WSL
answers ``--version`` and ``--install --no-distribution`` with "Invalid command line option" and its usage, says
"optional component is not enabled" while its feature is off, and becomes the Store WSL with ``wsl --update``.
Every call's arguments are recorded.

Beside it, the same Windows state behind two more programs: ``dism.exe`` (``/online /enable-feature
/featurename:NAME... /all /norestart``: the optional features, 3010 when a restart is needed; a POSIX exit status
holds 8 bits, so it also writes the Windows exit code where the seam's stand-in branch reads it) and the Store
distributions' launchers (``ubuntu2404.exe install --root``): with ``register_on_launch`` a Store distribution
installed with ``--no-launch`` is not listed by ``-l -v`` until its launcher ran, as Store appx distributions do.
With ``gpu_driver`` set, the Windows driver's folder ``/usr/lib/wsl/lib`` (``libcuda.so.1``, ``nvidia-smi``)
is mapped into the distribution, as WSL2 maps it: a path under it is the sandbox's copy, and it is on PATH.

What is real: a command after ``-e`` run as a Linux user runs for real on this machine, in the user's home
under the distribution's sandbox folder (a temporary HOME), with no shell, its standard input and output
passed through: the wizard's Linux CLI, uv and the environment it makes are real. A command run as root is
one of the few forms the wizard uses (``id``, ``useradd``, ``userdel``, ``cat``/``dd``/``rm`` of /etc/wsl.conf),
carried out on the sandbox's own users and ``etc`` folder; any other root command fails the test.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.fakes.programs import make_program

_PROGRAM = r'''import json, os, shutil, sys
STATE = {state!r}

def load():
    with open(STATE, encoding="utf-8") as f:
        return json.load(f)

def save(s):
    with open(STATE + ".new", "w", encoding="utf-8") as f:
        json.dump(s, f, indent=1)
    os.replace(STATE + ".new", STATE)

def say(text, code=0, stream=None):
    data = text.replace("\n", "\r\n")
    raw = data.encode("utf-8") if os.environ.get("WSL_UTF8") == "1" else data.encode("utf-16-le")
    (stream or sys.stdout.buffer).write(raw)
    sys.stdout.flush()
    sys.exit(code)

LABELS = {{
    "en": ["WSL version", "Kernel version", "WSLg version", "MSRDC version", "Direct3D version", "DXCore version",
           "Windows version"],
    "de": ["WSL-Version", "Kernelversion", "WSLg-Version", "MSRDC-Version", "Direct3D-Version", "DXCore-Version",
           "Windows-Version"],
}}
STATUS = {{"en": ("Default Distribution", "Default Version"), "de": ("Standardverteilung", "Standardversion")}}
STOPPED = {{"en": "Stopped", "de": "Beendet"}}
NOT_INSTALLED = ("The Windows Subsystem for Linux is not installed. You can install by running "
                 "'wsl.exe --install'.\nFor more information please visit https://aka.ms/wslinstall\n")
REBOOT = "The requested operation is successful. Changes will not be effective until the system is rebooted.\n"
INVALID = {{"en": "Invalid command line option: %s\n", "de": "Ung\u00fcltige Befehlszeilenoption: %s\n"}}
USAGE = ("Usage: wsl.exe [Argument] [Options...] [CommandLine]\n\nArguments for running Linux binaries:\n"
         "    --exec, -e <CommandLine>\n        Execute the specified command without using the default Linux shell.\n"
         "    --distribution, -d <Distro>\n    --user, -u <UserName>\n    --set-default-version <Version>\n")
COMPONENT_OFF = ("The Windows Subsystem for Linux optional component is not enabled. Please enable it and try "
                 "again.\nSee https://aka.ms/wslinstall for details.\n")

def not_installed(s):
    return COMPONENT_OFF if s["inbox"] else NOT_INSTALLED

def launcher_name(distro):
    return distro.lower().replace("-", "").replace(".", "") + ".exe"

def main(args):
    s = load()
    s["calls"].append(args)
    save(s)
    lang = s["language"]
    if args == ["--version"]:
        if s["inbox"]:
            say(INVALID[lang] % "--version" + USAGE, 1)
        if not s["installed"]:
            say(NOT_INSTALLED, 1)
        values = [s["wsl_version"], "5.15.153.1-2", "1.0.61", "1.2.5326", "1.611.1-81528511",
                  "10.0.26091.1-240325-1447.ge-release", "10.0.%d.3737" % s["windows_build"]]
        say("".join("%s: %s\n" % pair for pair in zip(LABELS[lang], values)))
    if args == ["--status"]:
        if not s["installed"]:
            say(not_installed(s), 1)
        if s["reboot_pending"]:
            say(REBOOT.replace("successful", "not possible"), 1)
        default = next(iter(s["distros"]), "")
        labels = STATUS[lang]
        say("%s: %s\n%s: %d\n" % (labels[0], default, labels[1], s["default_version"]))
    if args == ["-l", "-v"]:
        if not s["installed"]:
            say(not_installed(s), 1)
        if not s["distros"]:
            say("Windows Subsystem for Linux has no installed distributions.\n", 1)
        rows = ["  NAME            STATE           VERSION"]
        for index, (name, d) in enumerate(s["distros"].items()):
            rows.append("%s %-15s %-15s %d" % ("*" if index == 0 else " ", name, STOPPED[lang], d["version"]))
        say("\n".join(rows) + "\n")
    if args == ["--install", "--no-distribution"]:
        if s["inbox"]:
            say(INVALID[lang] % "--no-distribution" + USAGE, 1)
        if s["installed"] and not s["reboot_pending"]:
            say("The operation completed successfully.\n")
        s["installed"], s["reboot_pending"] = True, s["restart_on_enable"]
        save(s)
        say("Installing: Virtual Machine Platform\nInstalling: Windows Subsystem for Linux\n" + (
            REBOOT if s["reboot_pending"] else ""))
    if len(args) == 4 and args[:2] == ["--install", "-d"] and args[3] == "--no-launch":
        if not s["installed"] or s["reboot_pending"]:
            say(NOT_INSTALLED, 1)
        root = os.path.join(s["sandbox"], args[2])
        os.makedirs(os.path.join(root, "home"), exist_ok=True)
        os.makedirs(os.path.join(root, "etc"), exist_ok=True)
        entry = {{"version": s["default_version"], "users": {{"root": 0}}, "root": root}}
        if s["register_on_launch"]:
            s["appx"][args[2]] = entry  # the Store package is there; the distribution registers at its first launch
            write_launcher(s, args[2])
        else:
            s["distros"][args[2]] = entry
        save(s)
        say("Installing: %s\n%s has been installed.\n" % (args[2], args[2]))
    if args == ["--update"]:
        if not s["installed"] or s["reboot_pending"]:
            say(not_installed(s), 1)
        if s["inbox"]:
            s["inbox"], s["wsl_version"] = False, "2.3.26.0"
            save(s)
            say("Installing: Windows Subsystem for Linux\nWindows Subsystem for Linux has been installed.\n")
        say("Checking for updates.\nThe most recent version of Windows Subsystem for Linux is already installed.\n")
    if len(args) == 2 and args[0] == "--set-default-version" and args[1] in ("1", "2"):
        if not s["installed"] or s["reboot_pending"]:
            say(not_installed(s), 1)
        s["default_version"] = int(args[1])
        save(s)
        say("For information on key differences with WSL 2 please visit https://aka.ms/wsl2\n"
            "The operation completed successfully.\n")
    if len(args) == 3 and args[0] == "--set-version":
        s["distros"][args[1]]["version"] = int(args[2])
        save(s)
        say("The operation completed successfully.\n")
    if len(args) == 2 and args[0] == "--unregister":
        d = s["distros"].pop(args[1], None)
        if d is None:
            say("There is no distribution with the supplied name.\n", 1)
        shutil.rmtree(d["root"], ignore_errors=True)
        save(s)
        say("Unregistering.\nThe operation completed successfully.\n")
    if len(args) >= 6 and args[0] == "-d" and args[2] == "-u":
        run_inside(s, args)
    say("Invalid command line option: %s\n" % " ".join(args), 1)

def run_inside(s, args):
    name, user, rest = args[1], args[3], args[4:]
    d = s["distros"].get(name)
    if d is None or s["reboot_pending"]:
        say("There is no distribution with the supplied name.\n", 1)
    home = d["root"] if user == "root" else os.path.join(d["root"], "home", user)
    if rest[:2] == ["--cd", "~"]:
        rest = rest[2:]
    if not rest or rest[0] != "-e":
        say("the stand-in runs only -e commands\n", 1)
    program = rest[1:]
    if program == ["ldd", "--version"] and s["glibc"]:  # another release's glibc, in Ubuntu's words (UTF-8)
        sys.stdout.buffer.write(("ldd (Ubuntu GLIBC %s-0ubuntu1) %s\n" % (s["glibc"], s["glibc"])).encode())
        sys.exit(0)
    if user == "root":
        sys.exit(as_root(s, d, program))
    if user not in d["users"]:
        say("User not found.\n", 1, sys.stderr.buffer)
    path = os.environ["PATH"]
    if s["gpu_driver"]:
        lib = driver_folder(s)
        program = [lib + arg[len(WSL_LIB):] if arg.startswith(WSL_LIB) else arg for arg in program]
        path = lib + os.pathsep + path
    env = {{"PATH": path, "HOME": home, "USER": user, "LOGNAME": user, "LANG": "C.UTF-8",
           "WSL_DISTRO_NAME": name, "WSL_INTEROP": "", **s["pass_env"]}}
    os.chdir(home)
    try:
        os.execvpe(program[0], program, env)
    except OSError as error:
        sys.stderr.write("%s: %s\n" % (program[0], error))
        sys.exit(127 if isinstance(error, FileNotFoundError) else 126)

WSL_LIB = "/usr/lib/wsl/lib"

def driver_folder(s):
    """The Windows driver's files as WSL2 maps them into every distribution: libcuda and nvidia-smi."""
    lib = os.path.join(s["sandbox"], "wsl-lib")
    if not os.path.isdir(lib):
        os.makedirs(lib)
        open(os.path.join(lib, "libcuda.so.1"), "wb").close()
        smi = os.path.join(lib, "nvidia-smi")
        with open(smi, "w", encoding="utf-8") as f:
            f.write("#!/bin/sh\necho %s\n" % s["gpu_driver"])
        os.chmod(smi, 0o755)
    return lib

def write_launcher(s, distro):
    """The Store package's launcher of ``distro``: the stand-in's one launcher program under its name."""
    os.makedirs(s["launchers"], exist_ok=True)
    shutil.copy2(s["launcher_program"], os.path.join(s["launchers"], launcher_name(distro)))

def as_root(s, d, program):
    conf = os.path.join(d["root"], "etc", "wsl.conf")
    users = d["users"]
    if program[:2] == ["id", "-u"]:
        if program[2] in users:
            print(users[program[2]])
            return 0
        sys.stderr.write("id: '%s': no such user\n" % program[2])
        return 1
    if program[:1] == ["useradd"]:
        name, uid = program[-1], int(program[program.index("--uid") + 1])
        if name in users or uid in users.values():
            sys.stderr.write("useradd: user or UID exists\n")
            return 9
        users[name] = uid
        os.makedirs(os.path.join(d["root"], "home", name))
        save(s)
        return 0
    if program[:2] == ["userdel", "--remove"]:
        users.pop(program[2], None)
        shutil.rmtree(os.path.join(d["root"], "home", program[2]), ignore_errors=True)
        save(s)
        return 0
    if program == ["cat", "/etc/wsl.conf"]:
        if not os.path.exists(conf):
            sys.stderr.write("cat: /etc/wsl.conf: No such file or directory\n")
            return 1
        with open(conf, "rb") as f:  # Linux's bytes as they are (no CRLF from a Windows text stream)
            sys.stdout.buffer.write(f.read())
        return 0
    if program == ["dd", "of=/etc/wsl.conf", "status=none"]:
        open(conf, "wb").write(sys.stdin.buffer.read())
        return 0
    if program == ["rm", "-f", "/etc/wsl.conf"]:
        if os.path.exists(conf):
            os.remove(conf)
        return 0
    sys.stderr.write("stand-in: root command not supported: %r\n" % (program,))
    return 125

main(sys.argv[1:])
'''

_LAUNCHER = r'''import json, os, sys
STATE = {state!r}

def launcher_name(distro):
    return distro.lower().replace("-", "").replace(".", "") + ".exe"

with open(STATE, encoding="utf-8") as f:
    s = json.load(f)
name = os.path.basename(sys.argv[0]).lower()
name = name if name.endswith(".exe") else name + ".exe"
s["calls"].append([os.path.basename(sys.argv[0])] + sys.argv[1:])
if sys.argv[1:] != ["install", "--root"]:
    print("Usage: <launcher> install [--root] | run <command> | config --default-user <user>")
    sys.exit(1)
print("Installing, this may take a few minutes...")
DISTRO = next((d for d in list(s["appx"]) + list(s["distros"]) if launcher_name(d) == name), None)
if s["launcher_fails"] or DISTRO not in s["appx"]:
    print("WslRegisterDistribution failed with error: 0x8007019e")
    code = 1
else:
    s["distros"][DISTRO] = s["appx"].pop(DISTRO)
    print("Installation successful!")
    code = 0
with open(STATE + ".new", "w", encoding="utf-8") as f:
    json.dump(s, f, indent=1)
os.replace(STATE + ".new", STATE)
sys.exit(code)
'''

_DISM = r'''import json, os, sys
STATE = {state!r}
FEATURES = ("Microsoft-Windows-Subsystem-Linux", "VirtualMachinePlatform")
HEADER = ("\nDeployment Image Servicing and Management tool\nVersion: 10.0.19041.3636\n\n"
          "Image Version: 10.0.19045.3803\n\n")

def end(text, code):
    sys.stdout.write(text)
    sys.stdout.flush()
    named = os.environ.get("TFGPU_WIZARD_DISM_CODE_FILE")
    if named:  # the Windows exit code (3010 does not fit a POSIX exit status)
        with open(named, "w", encoding="utf-8") as f:
            f.write(str(code))
    sys.exit(code & 0xFF)

with open(STATE, encoding="utf-8") as f:
    s = json.load(f)
args = sys.argv[1:]
s["calls"].append(["dism.exe"] + args)
names = [arg.split(":", 1)[1] for arg in args if arg.lower().startswith("/featurename:")]
if args[:2] != ["/online", "/enable-feature"] or not names or "/norestart" not in args:
    end(HEADER + "Error: 87\n\nThe option is unknown.\n", 87)
if s["dism_refuses"]:  # run without administrator rights (the prompt's yes stood in the other way)
    end(HEADER + "Error: 740\n\nElevated permissions are required to run DISM.\nUse an elevated command prompt "
        "to complete these tasks.\n", 740)
unknown = [name for name in names if name not in FEATURES]
if unknown:  # DISM checks every name before it changes anything
    end(HEADER + "Error: 0x800f080c\n\nFeature name %s is unknown.\n" % unknown[0], 0x800F080C)
was = all(s["features"].get(name, False) for name in names)
for name in names:
    if not s["features"].get(name, False):
        s["features"][name] = True
        s["reboot_pending"] = True
        if name == FEATURES[0]:
            s["installed"] = True
with open(STATE + ".new", "w", encoding="utf-8") as f:
    json.dump(s, f, indent=1)
os.replace(STATE + ".new", STATE)
end(HEADER + "Enabling feature(s)\n[==========================100.0%==========================]\n"
    "The operation completed successfully.\n" + ("" if was else "Restart Windows to complete this operation.\n"),
    0 if was else 3010)
'''


@dataclass
class WslStandin:
    """The stand-in's program and its state file; the test reads and changes Windows' state through it."""

    program: Path
    state_file: Path
    dism: Path
    launchers: Path

    def state(self) -> dict[str, Any]:
        """The state now (what Windows would say)."""
        return dict(json.loads(self.state_file.read_text(encoding="utf-8")))

    def change(self, **values: Any) -> None:
        """Set parts of the state (a language, the inbox wsl.exe, a restart pending...)."""
        state = self.state()
        state.update(values)
        self.state_file.write_text(json.dumps(state, indent=1), encoding="utf-8")

    def restart_windows(self) -> None:
        """What a restart does here: the pending feature becomes active."""
        self.change(reboot_pending=False)

    def calls(self) -> list[list[str]]:
        """Every argument list wsl.exe was called with, in order."""
        return [list(call) for call in self.state()["calls"]]

    def distro_root(self, name: str) -> Path:
        """The sandbox folder of a registered distribution (its ``home`` and ``etc``)."""
        return Path(self.state()["distros"][name]["root"])


def make_wsl_standin(folder: Path, *, installed: bool = False, language: str = "en", inbox: bool = False,
                     restart_on_enable: bool = True, windows_build: int = 22631, default_version: int = 2,
                     register_on_launch: bool = False, gpu_driver: str | None = None,
                     pass_env: dict[str, str] | None = None, glibc: str = "") -> WslStandin:
    """A stand-in wsl.exe, dism.exe and the Store launchers' folder in ``folder`` (WSL off by default, as on a
    fresh Windows 11; ``inbox``: the old Windows 10 wsl.exe, whose features dism turns on); ``glibc``: the
    version a distribution's ``ldd --version`` names (default: this machine's own ldd answers)."""
    folder.mkdir(parents=True, exist_ok=True)
    state_file = folder / "wsl-state.json"
    features = {"Microsoft-Windows-Subsystem-Linux": installed, "VirtualMachinePlatform": installed}
    state = {"installed": installed, "reboot_pending": False, "restart_on_enable": restart_on_enable,
             "language": language, "inbox": inbox, "wsl_version": "2.1.5.0", "windows_build": windows_build,
             "default_version": default_version, "distros": {}, "calls": [], "sandbox": str(folder / "distros"),
             "pass_env": dict(pass_env or {}), "features": features, "register_on_launch": register_on_launch,
             "appx": {}, "launchers": str(folder / "WindowsApps"), "launcher_fails": False, "dism_refuses": False,
             "gpu_driver": gpu_driver, "glibc": glibc}
    launcher = make_program(folder, "store-launcher", _LAUNCHER.format(state=str(state_file)))
    state["launcher_program"] = str(launcher)  # copied under each Store distribution's launcher name
    state_file.write_text(json.dumps(state, indent=1), encoding="utf-8")
    wsl, dism = (make_program(folder, name, text.format(state=str(state_file)))
                 for name, text in (("wsl.exe", _PROGRAM), ("dism.exe", _DISM)))
    return WslStandin(wsl, state_file, dism, folder / "WindowsApps")
