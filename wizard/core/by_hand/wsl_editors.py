"""The environment made inside WSL, opened from Windows: VS Code, JupyterLab in the Windows browser, PyCharm.

Why a module of its own: on the WSL2 route the interpreter lives in Linux, so the usual hand-off ("choose this
python.exe") is wrong on Windows. Each tool reaches it its own way, and the wizard says which:

- VS Code with Microsoft's WSL extension runs its server inside the distribution; ``code --remote wsl+DISTRO
  FOLDER`` opens a window connected there, and the Python extension then takes the Linux path of the interpreter.
- JupyterLab runs inside WSL; WSL2 forwards a port that listens on localhost inside to localhost on Windows
  (``localhostForwarding``, on by default), so the Windows browser opens ``http://localhost:PORT/lab``.
- PyCharm (Professional) adds an interpreter "On WSL": the distribution, then the Linux path.
- Windows programs see the distribution's files under ``\\\\wsl.localhost\\DISTRO\\`` (Windows 11 and current
  Windows 10; the older name ``\\\\wsl$`` still works), so the interpreter is given both ways.

Everything here is words and argument lists, built from the distribution's name, the Linux user and the
interpreter's Linux path; nothing runs. Names never hold spaces (the wizard's distribution and user names), so
each command reads the same in PowerShell and cmd.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from wizard.basics.i18n import tr
from wizard.core.by_hand.model import ManualStep
from wizard.core.plan import Plan, StepId, framework_name

UNC_ROOT = "\\\\wsl.localhost"
VSCODE_WSL_EXTENSION = "ms-vscode-remote.remote-wsl"
JUPYTER_PORT = 8888


@dataclass(frozen=True)
class InsideEnv:
    """Where the environment is inside WSL: the distribution (as ``wsl -l`` names it), the Linux user it belongs
    to, the interpreter's Linux path, and the folder to open in an editor (empty: the user's home)."""

    distro: str
    user: str
    python: str
    folder: str = ""

    @property
    def home(self) -> str:
        """The folder editors open: ``folder``, else the user's home (``/root`` for root)."""
        if self.folder:
            return self.folder
        return "/root" if self.user == "root" else f"/home/{self.user}"


def inside_env_from(distro: str, user: str, verification: Mapping[str, Any] | None) -> InsideEnv:
    """Where the run inside made the env: the interpreter the verification ran with there, else where the run
    inside keeps the env ``tf`` (its own data folder in the user's home: the verification was skipped)."""
    from wizard.core.wsl.calls import INSIDE_DATA

    found = (verification or {}).get("python")
    python = found.get("executable") if isinstance(found, Mapping) else None
    return InsideEnv(distro, user, str(python) if python else
                     f"{InsideEnv(distro, user, '').home}/{INSIDE_DATA}/envs/tf/bin/python")


def windows_path(distro: str, linux_path: str) -> str:
    """``linux_path`` inside ``distro`` as Windows programs open it: ``\\\\wsl.localhost\\DISTRO\\home\\...``."""
    parts = PurePosixPath(linux_path).parts
    if not parts or parts[0] != "/":
        raise ValueError(f"not an absolute Linux path: {linux_path!r}")
    return "\\".join((UNC_ROOT, distro, *parts[1:]))


def vscode_args(env: InsideEnv) -> tuple[str, ...]:
    """VS Code, connected to the distribution, opened on the env's folder (needs the WSL extension)."""
    return ("code", "--remote", f"wsl+{env.distro}", env.home)


def jupyter_args(env: InsideEnv, port: int = JUPYTER_PORT, token: str = "") -> tuple[str, ...]:
    """JupyterLab started inside WSL from Windows, without a browser there (the Windows one opens the address).

    ``-e`` runs the interpreter without a shell, so the arguments arrive as given; ``token`` (empty: Jupyter makes
    one and prints it) lets the caller know the whole address before the server prints it."""
    args = ["wsl.exe", "-d", env.distro, "-u", env.user, "-e", env.python, "-m", "jupyter", "lab",
            "--no-browser", f"--port={port}", f"--ServerApp.root_dir={env.home}"]
    if token:
        args.append(f"--IdentityProvider.token={token}")
    return tuple(args)


def jupyter_install_args(env: InsideEnv) -> tuple[str, ...]:
    """JupyterLab installed into the env, from Windows (once)."""
    return ("wsl.exe", "-d", env.distro, "-u", env.user, "-e", env.python, "-m", "pip", "install", "jupyterlab")


def jupyter_url(port: int = JUPYTER_PORT, token: str = "") -> str:
    """The address the Windows browser opens: WSL2 forwards localhost to the server inside."""
    return f"http://localhost:{port}/lab" + (f"?token={token}" if token else "")


def command_line(args: tuple[str, ...]) -> str:
    """An argument list as one line to paste (no argument here holds a space or a quote)."""
    return " ".join(args)


def handoff_steps(env: InsideEnv) -> tuple[ManualStep, ...]:
    """What to do on Windows to work in the env: VS Code, JupyterLab, PyCharm, and the interpreter both ways."""
    unc = windows_path(env.distro, env.python)
    return (
        ManualStep(
            tr("WslEditors", "Open it in VS Code (connected to {distro})").format(distro=env.distro),
            (f"code --install-extension {VSCODE_WSL_EXTENSION}", command_line(vscode_args(env))),
            tr("WslEditors", "The first command adds Microsoft's WSL extension once. The window that opens works "
                             "inside {distro}; there, run \"Python: Select Interpreter\", choose \"Enter interpreter "
                             "path\" and paste {python}").format(distro=env.distro, python=env.python),
            intro=tr("WslEditors", "In PowerShell or a Command Prompt on Windows:"),
        ),
        ManualStep(
            tr("WslEditors", "JupyterLab inside WSL, in your Windows browser"),
            (command_line(jupyter_install_args(env)), command_line(jupyter_args(env))),
            tr("WslEditors", "The first command installs JupyterLab into the environment once; the second starts "
                             "it inside {distro} and keeps running. Open {url} in your Windows browser (WSL2 passes "
                             "the address on to Linux), or the address with the token it prints. Stop it with "
                             "Ctrl+C.").format(distro=env.distro, url=jupyter_url()),
            intro=tr("WslEditors", "In PowerShell or a Command Prompt on Windows:"),
        ),
        ManualStep(
            tr("WslEditors", "Use it in PyCharm"), (env.python,),
            tr("WslEditors", "PyCharm Professional: Settings, Project, Python Interpreter, Add Interpreter, On WSL; "
                             "choose {distro}, press Next, choose an existing interpreter (a virtual environment) "
                             "and give the path above.").format(distro=env.distro),
            intro=tr("WslEditors", "The environment's Python inside {distro}:").format(distro=env.distro),
        ),
        ManualStep(
            tr("WslEditors", "The environment's Python, from both sides"), (env.python, unc),
            tr("WslEditors", "The first path is how Linux (and editors connected to WSL) name it; the second is the "
                             "same file as Windows programs open it. Run it inside WSL, not from Windows."),
        ),
    )


def wsl_steps_left(plan: Plan, env: InsideEnv, *, verified: bool) -> tuple[ManualStep, ...]:
    """What is left once the wizard made the env inside WSL: a driver upgrade on Windows (the user's: NVIDIA's
    installer and a restart), the check from Windows when the inside verification has not passed, then the
    hand-off to the editors."""
    from wizard.core.by_hand.commands import driver_step, has_framework, plan_check

    steps = [driver_step(plan)] if StepId.UPGRADE_DRIVER in {step.id for step in plan.steps} else []
    if not verified and has_framework(plan):
        _, snippet, success = plan_check(plan)
        steps.append(ManualStep(
            tr("WslEditors", "Check that {framework} sees the GPU inside {distro}").format(
                distro=env.distro, framework=framework_name(plan.framework)),
            (f'wsl.exe -d {env.distro} -u {env.user} -e {env.python} -c "{snippet}"',), success,
            intro=tr("WslEditors", "In PowerShell or a Command Prompt on Windows:")))
    return (*steps, *handoff_steps(env))


def handoff_text(env: InsideEnv) -> str:
    """The hand-off as the terminal shows it after ``apply``: each step's title, then its commands and note."""
    lines = [tr("WslEditors", "Working in the environment from Windows:")]
    for number, step in enumerate(handoff_steps(env), 1):
        lines.append(f"{number}. {step.title}")
        lines += [f"    {part}" for part in (step.intro, *step.commands, step.note) if part]
    return "\n".join(lines) + "\n"
