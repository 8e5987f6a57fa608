"""The plan's remaining steps as commands a person can run today, right for every plan.

The wizard carries out the machine-side steps (driver check, downloads, CUDA, cuDNN, PATH) and, on its
Python environment page or with ``env create --plan``, the environment and TensorFlow. What it did not do
is listed here: :func:`steps_left` after a session that made the env (the check, when Verify has not passed,
and the editor hand-off), :func:`manual_steps` for doing the Python side by hand, on the native Windows
route with CUDA, cuDNN and PATH before it (:mod:`wizard.core.by_hand.windows_machine`, and
:mod:`wizard.core.by_hand.linux_machine` where the Linux and WSL2 routes need them). The last page and
``tfgpu-wizard plan`` show exactly what to run, built from the plan and the machine's facts, so nobody
ends at "Finish" unsure what is left. The order is the order things can work in: a driver upgrade first
(nothing GPU-related works before it), then WSL2 and its distribution, then a Python the plan can use
(installed, or provided by conda), the environment, TensorFlow, and a check that is valid for that
TensorFlow (``tf.config.list_physical_devices`` exists from 2.1; before that ``tf.test.is_gpu_available``).
Commands follow TensorFlow's own install guide (S3): conda on the isolated Windows route with
``cudatoolkit``/``cudnn`` from conda-forge, a venv elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from wizard.basics.facts import MachineFacts, normalise_arch
from wizard.basics.i18n import tr
from wizard.core.by_hand import framework_steps
from wizard.core.by_hand.model import ManualStep
from wizard.core.catalog.query import major_minor
from wizard.core.plan import Plan, StepId
from wizard.core.planner.versions import parse
from wizard.core.planner.wsl_fit import WSL_DISTRO_PYTHON
from wizard.core.pyenv.names import DEFAULT_ENV_NAME, default_env_name
from wizard.core.pyenv.python_org import DOWNLOADS_PAGE

WSL_DISTRO = "Ubuntu-24.04"
NVIDIA_DRIVER_PAGE = "https://www.nvidia.com/Download/index.aspx"
MINIFORGE_DOWNLOADS = "https://github.com/conda-forge/miniforge/releases/latest/download/"  # conda-forge only
FIRST_LIST_DEVICES = "2.1"  # tf.config.list_physical_devices is new in TensorFlow 2.1 (S5)
GPU_SNIPPET = "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
GPU_SNIPPET_OLD = "import tensorflow as tf; print(tf.test.is_gpu_available())"
CPU_SNIPPET = "import tensorflow as tf; print(tf.reduce_sum(tf.random.normal([1000, 1000])))"
CPU_SNIPPET_1X = "import tensorflow as tf; print(tf.Session().run(tf.reduce_sum(tf.random_normal([1000, 1000]))))"
PYTHON_SIDE_STEPS = (StepId.CREATE_ENV, StepId.INSTALL_CUDA_RUNTIME, StepId.INSTALL_TENSORFLOW,
                     StepId.INSTALL_FRAMEWORK, StepId.VERIFY)


@dataclass(frozen=True)
class _Shell:
    """How the environment is made and entered for one plan."""

    windows: bool
    conda: bool
    name: str = DEFAULT_ENV_NAME

    @property
    def python(self) -> str:
        return "python" if self.windows or self.conda else "python3"

    @property
    def folder(self) -> str:
        """The venv's folder (a conda env is named, not placed)."""
        return f"%USERPROFILE%\\{self.name}-env" if self.windows else f"~/{self.name}-env"

    @property
    def activate(self) -> str:
        if self.conda:
            return f"conda activate {self.name}"
        if self.windows:
            return f"{self.folder}\\Scripts\\activate.bat"
        return f". {self.folder}/bin/activate"


def has_framework(plan: Plan) -> bool:
    """True when the plan sets up something the by-hand commands can install: TensorFlow, or PyTorch, Keras 3
    or JAX (:class:`~wizard.core.plan.FrameworkBuild`)."""
    return plan.tensorflow is not None or plan.framework_build is not None


def manual_steps(
    plan: Plan, windows_host: bool, facts: MachineFacts | None = None, *, machine: bool = True
) -> tuple[ManualStep, ...]:
    """Every step of ``plan`` left to the user, in the order they can work in.

    ``facts`` (the machine the plan is for) decide whether the plan's Python must be got first and
    whether conda can provide it; without them the plan's Python is taken as installed. ``machine``: the
    plan's CUDA, cuDNN and PATH steps are listed too (False where the wizard did them, or
    where its own commands for them come first: the hand-over).
    """
    if not has_framework(plan) or plan.python is None or not plan.ok:
        return ()
    step_ids = {step.id for step in plan.steps}
    if not step_ids & set(PYTHON_SIDE_STEPS):
        return ()
    steps: list[ManualStep] = []
    if StepId.UPGRADE_DRIVER in step_ids:
        steps.append(driver_step(plan))
    if machine:
        from wizard.core.by_hand.windows_machine import windows_machine_steps

        steps += windows_machine_steps(plan)
    if plan.route == "wsl2" and windows_host:
        steps.append(wsl_step())
    if machine:
        from wizard.core.by_hand.linux_machine import linux_machine_steps

        steps += linux_machine_steps(plan)
    if conda_gpu_plan(plan):
        return (*steps, *_conda_gpu_steps(plan, facts))
    source = python_source(plan, windows_host, facts)
    shell = _shell_for(plan, windows_host, source)
    steps += python_steps(plan, source, facts, shell)
    if plan.route == "windows-isolated" and plan.cuda and plan.cudnn:
        steps.append(ManualStep(
            tr("ManualSteps", "Put the CUDA runtime and cuDNN inside it (no administrator rights needed)"),
            (shell.activate, "conda install -c conda-forge " + " ".join(_conda_pins(plan)) + " -y"),
        ))
    build = plan.framework_build
    if plan.tensorflow is not None:
        keras = build.requirements if build else ()  # a Keras plan on TensorFlow: keras beside it
        steps.append(ManualStep(
            tr("ManualSteps", "Install TensorFlow"),
            (shell.activate, f'{shell.python} -m pip install "{_pinned_pip(plan.python)}"',
             f'{shell.python} -m pip install "{plan.tensorflow.requirement}"'
             + "".join(f' "{pin}"' for pin in keras)),
        ))
    elif build is not None:
        steps.append(framework_steps.install_step(build, framework_steps.framework_title(plan), shell.activate,
                                                  shell.python, _pinned_pip(plan.python)))
    variables = framework_steps.variables_step(build, windows=shell.windows, conda=shell.conda,
                                               env_folder=shell.folder, activate=shell.activate) if build else None
    steps += [variables] if variables else []
    steps.append(check_step(plan, shell))
    return tuple(steps)


def conda_gpu_plan(plan: Plan) -> bool:
    """A Linux or WSL2 plan whose env is its conda packages alone (conda-forge's GPU build, no pip TensorFlow)."""
    return plan.route in ("linux", "wsl2") and bool(plan.conda_packages) and not (
        plan.tensorflow and plan.tensorflow.requirement)


def _conda_gpu_steps(plan: Plan, facts: MachineFacts | None) -> list[ManualStep]:
    """Miniforge where no conda is known, the env from conda-forge alone, then the check on the GPU."""
    shell = _Shell(False, conda=True, name=default_env_name(plan.framework))
    has_conda = facts is not None and bool(facts.conda)
    before = [] if has_conda else [_miniforge_for_conda_forge(facts)]
    specs = " ".join(f'"{spec}"' for spec in plan.conda_packages)
    create = ManualStep(
        tr("ManualSteps", "Create a Python {python} environment with TensorFlow from conda-forge").format(
            python=plan.python),
        (f"conda create -n {shell.name} --override-channels -c conda-forge {specs} -y",))
    return [*before, create, check_step(plan, shell)]


def _pinned_pip(python: str | None) -> str:
    """The pip the wizard itself puts in an env of this Python (the catalog's pin), so the steps by hand give
    the same env; a Python without a pin keeps pip's own upgrade."""
    from wizard.basics.errors import BadInputError
    from wizard.core.pyenv.tooling import pinned

    try:
        return pinned("pip", python or "")
    except BadInputError:
        return "pip"


def steps_left(
    plan: Plan, windows_host: bool, facts: MachineFacts | None, env_python: str | None, *, verified: bool = False,
    machine: bool = True,
) -> tuple[ManualStep, ...]:
    """What is left once this session made the env at ``env_python`` (None: it did not, so every step by hand).

    A driver upgrade stays the user's (it needs NVIDIA's installer and a restart); the check is left only
    when the Verify page has not passed (``verified``), run with the env's own interpreter; and the editor
    hand-off: the interpreter to choose in PyCharm or VS Code. ``machine``: see :func:`manual_steps`.
    """
    if env_python is None:
        return manual_steps(plan, windows_host, facts, machine=machine)
    if not has_framework(plan) or not plan.ok:
        return ()
    steps = [driver_step(plan)] if StepId.UPGRADE_DRIVER in {step.id for step in plan.steps} else []
    if not verified:
        title, snippet, success = plan_check(plan)
        steps.append(ManualStep(title, (f'"{env_python}" -c "{snippet}"',), success))
    steps.append(ManualStep(
        tr("ManualSteps", "Use the environment in your editor"), (env_python,),
        tr("ManualSteps", "PyCharm: Settings, Project, Python Interpreter, Add Interpreter, Existing, and choose "
                          "this file. VS Code: the command \"Python: Select Interpreter\", then \"Enter "
                          "interpreter path\" and paste it."),
        intro=tr("ManualSteps", "The environment's Python, to choose as the interpreter:"),
    ))
    return tuple(steps)


def uses_windows_shell(plan: Plan, windows_host: bool) -> bool:
    """cmd.exe on the native Windows routes and for a CPU plan on Windows; WSL2 runs a Linux shell."""
    return plan.route in ("windows-native", "windows-isolated") or (plan.route == "cpu" and windows_host)


def has_python(facts: MachineFacts | None, version: str) -> bool:
    """True when the machine has a Python ``version`` (X.Y) itself; unknown facts count as yes."""
    if facts is None:
        return True
    found = [p.version for p in (facts.python, *facts.pythons) if p is not None]
    return version in {major_minor(v) for v in found}


PythonSource = Literal["installed", "conda", "winget", "apt-venv", "deadsnakes", "miniforge"]


def python_source(plan: Plan, windows_host: bool, facts: MachineFacts | None) -> PythonSource:
    """How the plan's Python arrives: already there, from conda, or installed first (and with what).

    The isolated route's conda env brings its own Python; a new WSL2 Ubuntu has its own python3
    (3.12) and the deadsnakes PPA for other versions; Windows gets python.org's build (winget); another
    Linux gets Miniforge, which provides any version without touching the system's Python.
    """
    python = plan.python or ""
    if plan.route == "windows-isolated":
        return "conda"
    fresh_ubuntu = plan.route == "wsl2" and windows_host
    if fresh_ubuntu:
        return "apt-venv" if python == WSL_DISTRO_PYTHON else "deadsnakes"
    if has_python(facts, python):
        return "installed"
    if facts is not None and facts.conda:
        return "conda"
    if uses_windows_shell(plan, windows_host):
        return "winget"
    if facts is not None and (facts.os.distro or "").lower() == "ubuntu":
        return "deadsnakes"
    return "miniforge"


def python_ready(plan: Plan, windows_host: bool, facts: MachineFacts | None) -> bool:
    """True when the plan's Python needs no installing: it is there (or the distribution's own), or conda
    provides it."""
    return python_source(plan, windows_host, facts) in ("installed", "conda", "apt-venv")


def driver_step(plan: Plan) -> ManualStep:
    """Install the driver the plan needs, from NVIDIA's download page; ``nvidia-smi`` shows the result."""
    if plan.route == "wsl2":
        title = tr("ManualSteps", "Install NVIDIA driver {version} or newer on Windows (not inside WSL)")
    else:
        title = tr("ManualSteps", "Install NVIDIA driver {version} or newer")
    intro = tr("ManualSteps", "Download it from NVIDIA's driver page, {url}, install it and restart the "
                              "computer. Then this command shows the new version in its first lines:")
    return ManualStep(title.format(version=plan.driver_min or "?"), ("nvidia-smi",),
                      intro=intro.format(url=NVIDIA_DRIVER_PAGE))


def wsl_step() -> ManualStep:
    """Turn WSL2 on and install the distribution the rest of the commands run in."""
    return ManualStep(
        tr("ManualSteps", "Turn on WSL2 and install Ubuntu 24.04 (in PowerShell as administrator)"),
        (f"wsl --install -d {WSL_DISTRO}",),
        tr("ManualSteps", "Restart when asked, then open \"Ubuntu 24.04\" from the Start menu, choose a user "
                          "name and password, and run the next commands there."),
    )


def python_steps(plan: Plan, source: PythonSource, facts: MachineFacts | None, shell: _Shell) -> list[ManualStep]:
    """Get the plan's Python when the machine lacks it, then create the environment with it."""
    python = plan.python or ""
    create = tr("ManualSteps", "Create a Python {python} environment").format(python=python)
    if shell.conda:
        before = [_miniforge_step(python, facts)] if source == "miniforge" else []
        return [*before, ManualStep(create, (f"conda create -n {shell.name} python={python} -y",))]
    before = {
        "winget": [_python_install_step(python)],
        "apt-venv": [ManualStep(
            tr("ManualSteps", "Install Python {python}'s environment module").format(python=python),
            ("sudo apt update", f"sudo apt install -y python{python}-venv"))],
        "deadsnakes": [ManualStep(
            tr("ManualSteps", "Install Python {python} from the deadsnakes package archive").format(python=python),
            ("sudo add-apt-repository -y ppa:deadsnakes/ppa", "sudo apt update",
             f"sudo apt install -y python{python} python{python}-venv"))],
    }.get(source, [])
    return [*before, ManualStep(create, (_venv_command(python, shell),))]


def check_step(plan: Plan, shell: _Shell) -> ManualStep:
    """The proof, with an API that exists in this TensorFlow (or the plan's other framework), and what success
    looks like."""
    title, snippet, success = plan_check(plan)
    return ManualStep(title, (shell.activate, f'{shell.python} -c "{snippet}"'), success)


def plan_check(plan: Plan) -> tuple[str, str, str]:
    """The check's title, its Python one-liner and what success prints, for any plan."""
    if plan.tensorflow is None and plan.framework_build is not None:
        return framework_steps.check(plan)
    version = plan.tensorflow.version if plan.tensorflow else "0"
    snippet, success = check_snippet(version, gpu=plan.route != "cpu")
    if plan.route == "cpu":
        title = tr("ManualSteps", "Check that TensorFlow runs")
    else:
        title = tr("ManualSteps", "Check that TensorFlow sees the GPU")
    return title, snippet, success


def check_snippet(version: str, *, gpu: bool) -> tuple[str, str]:
    """The Python one-liner that proves ``version`` works (on the GPU or the CPU), and what it prints then."""
    new = parse(version) >= parse(FIRST_LIST_DEVICES)
    if gpu and new:
        return GPU_SNIPPET, tr("ManualSteps", "Success prints a list with your GPU, such as "
                                              "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]. "
                                              "An empty list [] means TensorFlow does not see the GPU.")
    if gpu:
        return GPU_SNIPPET_OLD, tr("ManualSteps", "Success prints True as the last line. False means "
                                                  "TensorFlow does not see the GPU.")
    if parse(version).major >= 2:
        return CPU_SNIPPET, tr("ManualSteps", "Success prints one number, such as tf.Tensor(-1234.5, "
                                              "shape=(), dtype=float32), and no error.")
    return CPU_SNIPPET_1X, tr("ManualSteps", "Success prints one number, such as -1234.5, and no error.")


def _shell_for(plan: Plan, windows_host: bool, source: PythonSource) -> _Shell:
    """conda where conda provides the Python (the isolated route, Miniforge); else a venv, named after the
    plan's framework (``tf``, ``torch``, ``keras``, ``jax``)."""
    return _Shell(uses_windows_shell(plan, windows_host), conda=source in ("conda", "miniforge"),
                  name=default_env_name(plan.framework))


def _python_install_step(python: str) -> ManualStep:
    """Windows without that Python: the py launcher needs it installed first (winget, or python.org)."""
    return ManualStep(
        tr("ManualSteps", "Install Python {python} (64-bit)").format(python=python),
        (f"winget install -e --id Python.Python.{python}",),
        tr("ManualSteps", "Or download the 64-bit installer from {url}. Open a new Command Prompt "
                          "afterwards so that the py launcher finds it.").format(url=DOWNLOADS_PAGE),
    )


def _miniforge_step(python: str, facts: MachineFacts | None) -> ManualStep:
    """Linux without that Python: Miniforge provides any Python version without touching the system's, from
    conda-forge only (no commercial-channel terms, unlike Anaconda's default channel)."""
    installer = _miniforge_installer(facts)
    return ManualStep(
        tr("ManualSteps", "Install Miniforge, which provides Python {python}").format(python=python),
        (f"bash ~/Downloads/{installer} -b -p ~/miniforge3", ". ~/miniforge3/bin/activate"),
        intro=tr("ManualSteps", "This machine has no Python {python}. Download {installer} from {url} into "
                                "your Downloads folder, then run:").format(python=python, installer=installer,
                                                                           url=MINIFORGE_DOWNLOADS + installer),
    )


def _miniforge_installer(facts: MachineFacts | None) -> str:
    arch = normalise_arch(facts.os.arch) if facts is not None else "x86_64"
    return f"Miniforge3-Linux-{'aarch64' if arch == 'arm64' else arch}.sh"


def _miniforge_for_conda_forge(facts: MachineFacts | None) -> ManualStep:
    """No conda known here: Miniforge (conda-forge only) makes the env from conda-forge's packages."""
    step, installer = _miniforge_step("", facts), _miniforge_installer(facts)
    return replace(step, title=tr("ManualSteps", "Install Miniforge (conda from conda-forge)"),
                   intro=tr("ManualSteps", "This setup's TensorFlow comes from conda-forge, so it needs conda. "
                                           "Download {installer} from {url} into your Downloads folder, then "
                                           "run:").format(installer=installer, url=MINIFORGE_DOWNLOADS + installer))


def _venv_command(python: str, shell: _Shell) -> str:
    if shell.windows:
        return f"py -{python} -m venv {shell.folder}"
    return f"python{python} -m venv {shell.folder}"


def _conda_pins(plan: Plan) -> tuple[str, ...]:
    """The builds conda-forge really has, as the planner chose them (``Plan.conda_packages``); a plan
    document from an older version has none, so its CUDA and cuDNN versions are named as they are."""
    if plan.conda_packages:
        return plan.conda_packages
    parts = (plan.cudnn or "").split(".")
    return (f"cudatoolkit={plan.cuda}", "cudnn=" + ".".join([*parts, "0", "0"][:3]))
