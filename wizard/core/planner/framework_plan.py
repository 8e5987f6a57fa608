"""A PyTorch, JAX or Keras-on-PyTorch plan: the release and build that fit the machine, the env's pins, why.

The framework's wheels carry their CUDA libraries, so the plan has no CUDA or cuDNN step: the driver, then the
env (issue 33). The torch family comes from the chosen build's own index only (``FrameworkBuild.build_index``);
everything else from the user's index. Keras on native Windows runs on the PyTorch backend, because TensorFlow's
native Windows GPU builds end at 2.10 (S2); TensorFlow through WSL2 is then the alternative.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from wizard.basics.i18n import tr
from wizard.core.catalog.framework_model import FrameworkRelease
from wizard.core.plan import FRAMEWORK_NAMES, Blocker, Fix, FrameworkBuild, Plan, PlanStep, Reason, Route, StepId
from wizard.core.planner.advice import route_name
from wizard.core.planner.context import Context
from wizard.core.planner.framework_fit import (
    PYTHON_PREFERENCE,
    BuildPick,
    Target,
    build_kind,
    choose_python,
    cpu_build,
    driver_allows,
    driver_floor,
    gpu_builds,
    releases_of,
    runs_on,
)
from wizard.core.planner.steps import StepInputs, make_steps
from wizard.core.planner.versions import parse
from wizard.core.planner.words import os_label

PACKAGES = {"pytorch": "torch", "jax": "jax", "keras": "torch"}  # the package whose builds a plan chooses
KERAS_BACKEND = "KERAS_BACKEND"
NATIVE_WINDOWS_GPU_ENDS = "S2"  # TensorFlow's tested Windows GPU builds end at 2.10


@dataclass
class _Findings:
    """What one search found on its way: the reasons, and the first misses worth explaining."""

    reasons: list[Reason] = field(default_factory=list)
    no_code: list[str] = field(default_factory=list)  # releases skipped for want of code for a GPU
    driver_needed: str | None = None  # the lowest driver floor of a build that has code for every GPU
    upgrade: BuildPick | None = None  # the newest build with that floor: what a driver upgrade would run


def keras_on_torch(ctx: Context) -> bool:
    """Keras on native Windows, without a wish for WSL2: the PyTorch backend (TensorFlow's GPU ends at 2.10)."""
    return ctx.on_windows and ctx.wishes.route != "wsl2"


def framework_route_name(route: Route) -> str:
    """The route of a plan whose wheels carry CUDA: on native Windows only the driver, never a CUDA install."""
    if route == "windows-native":
        return tr("Planner", "Windows, the NVIDIA driver only")
    return route_name(route)


def keras_pythons(ctx: Context) -> tuple[str, ...]:
    """The Pythons of the newest Keras release, in the order the wizard prefers them."""
    releases = releases_of(ctx.index.catalog, "keras")
    return tuple(p for p in PYTHON_PREFERENCE if releases and p in releases[0].python)


def keras_on_tensorflow(ctx: Context, plan: Plan) -> Plan:
    """Keras 3 on Linux and WSL2: the TensorFlow plan with ``keras`` pinned beside it (the TensorFlow backend)."""
    releases = releases_of(ctx.index.catalog, "keras")
    if not releases:
        return replace(plan, framework="keras", blockers=(*plan.blockers, _no_release("keras")))
    keras = releases[0]
    tf = plan.tensorflow
    choice = FrameworkBuild("keras", keras.version, (f"keras=={keras.version}",), backend="tensorflow",
                            backend_version=tf.version if tf else "", env={KERAS_BACKEND: "tensorflow"})
    steps = list(plan.steps)
    after = next((i for i, step in enumerate(steps) if step.id == StepId.INSTALL_TENSORFLOW), None)
    if after is not None:
        steps.insert(after + 1, PlanStep(StepId.INSTALL_FRAMEWORK, tr("Planner", "Install Keras 3")))
    reason = Reason(f"Keras {keras.version}", "F3", ctx.index.cite(*keras.sources), "framework", tr(
        "Planner", "Keras 3 runs on the TensorFlow backend here: the TensorFlow plan, with Keras {version} "
                   "beside it.").format(version=keras.version))
    return replace(plan, framework="keras", framework_build=choice, steps=tuple(steps),
                   reasons=(*plan.reasons, reason) if plan.ok else plan.reasons,
                   alternatives=tuple(keras_on_tensorflow(ctx, a) for a in plan.alternatives))


def framework_plan(ctx: Context) -> Plan:
    """The plan for a PyTorch, JAX or Keras-on-PyTorch wish on these facts: ok, or blocked with fixes."""
    framework = ctx.wishes.framework
    found = _Findings()
    route, target, refused = _target(ctx)
    if refused is not None:
        return _blocked(ctx, route, refused)
    keras = releases_of(ctx.index.catalog, "keras")[0] if framework == "keras" else None
    if framework == "keras" and keras is None:
        return _blocked(ctx, route, _no_release(framework))
    pick = _search(ctx, target, keras, found)
    if pick is None and found.upgrade is not None and ctx.wishes.allow_driver_upgrade:
        pick = found.upgrade
    if pick is None:
        return _blocked(ctx, route, _why_none(ctx, found))
    return _plan(ctx, route, target, pick, keras=keras, found=found)


def _target(ctx: Context) -> tuple[Route, Target, Blocker | None]:
    """The route and where the env runs; a blocker when the wished route is not one this framework has here."""
    facts, wish = ctx.facts, ctx.wishes.route
    arch = ctx.arch
    gpu = ctx.has_gpu and wish != "cpu" and facts.os.family != "macos" and not ctx.on_wsl1
    wheel_os = "linux" if ctx.on_wsl or facts.os.family == "linux" else facts.os.family
    if ctx.on_windows:
        route: Route = "wsl2" if wish == "wsl2" else "windows-native"
        wheel_os = "linux" if wish == "wsl2" else "windows"
    elif ctx.on_wsl:
        route = "wsl2"
    else:
        route = "linux"
    target = Target(wheel_os=wheel_os, driver_os="windows" if (ctx.on_windows or ctx.on_wsl) else "linux",
                    arch=arch, gpu=gpu)
    if not gpu:
        route = "cpu"
    if wish is not None and wish not in (route, "cpu"):
        name = FRAMEWORK_NAMES[ctx.wishes.framework]
        return route, target, Blocker(
            "route-not-for-framework",
            tr("Planner", "The setup '{route}' is for TensorFlow; {framework} does not use it.").format(
                route=route_name(wish), framework=name),
            tr("Planner", "Let the wizard choose the setup."), (Fix("choose-route", {"route": route}),))
    if ctx.wishes.framework == "jax" and gpu and target.wheel_os == "windows":
        return route, target, Blocker(
            "jax-no-windows-gpu",
            tr("Planner", "JAX publishes no GPU build for native Windows, so it cannot use the graphics "
                          "card here."),
            tr("Planner", "Set up JAX inside WSL2, where its Linux GPU build runs on the Windows driver, or use "
                          "JAX on the processor only."),
            (Fix("choose-route", {"route": "wsl2"}), Fix("choose-route", {"route": "cpu"})))
    return route, target, None


def _search(ctx: Context, target: Target, keras: FrameworkRelease | None, found: _Findings) -> BuildPick | None:
    """The newest release with a build for the target: code for every GPU, and the driver it needs."""
    framework = ctx.wishes.framework
    catalog = ctx.index.catalog
    for release in releases_of(catalog, PACKAGES[framework]):
        python = choose_python(release, ctx.wishes.python, keras.python if keras else ())
        if python is None:
            continue
        cpu = cpu_build(release, target)
        builds = gpu_builds(release, target) if target.gpu else ([cpu] if cpu else [])
        fitting = [b for b in builds if not target.gpu or all(
            runs_on(b, target.wheel_os, gpu.compute_capability) for gpu in ctx.facts.gpus)]
        if target.gpu and not fitting:
            found.no_code.append(release.version)
            continue
        for build in fitting:
            kind = build_kind(catalog, _kind_framework(framework), build.tag)
            if kind is None:
                continue
            pick = BuildPick(release, build, kind, python)
            if driver_allows(ctx.facts, kind, target.driver_os):
                return pick
            floor = driver_floor(kind, target.driver_os)
            if floor is None:
                continue
            if found.driver_needed is None or parse(floor) < parse(found.driver_needed):
                found.driver_needed, found.upgrade = floor, pick  # the lowest driver any fitting build needs
    return None


def _kind_framework(framework: str) -> str:
    return "jax" if framework == "jax" else "pytorch"


def _why_none(ctx: Context, found: _Findings) -> Blocker:
    """No release fits: the driver (when a build has code for the cards), else the cards themselves."""
    name = FRAMEWORK_NAMES[ctx.wishes.framework]
    if found.driver_needed is not None:
        return Blocker(
            "driver-too-old-for-framework",
            tr("Planner", "Every {framework} build with code for this computer's graphics cards needs NVIDIA driver "
                          "{driver} or newer.").format(framework=name, driver=found.driver_needed),
            tr("Planner", "Install a newer NVIDIA driver, then check this computer again."),
            (Fix("upgrade-driver", {"driver": found.driver_needed}),
             Fix("allow-driver-upgrade", {"allow_driver_upgrade": "true", "driver": found.driver_needed}),
             Fix("choose-route", {"route": "cpu"})))
    if found.no_code:
        lowest = min(ctx.facts.gpus, key=lambda gpu: _cc_key(gpu.compute_capability))
        return Blocker(
            "no-build-for-gpu",
            tr("Planner", "No {framework} build in the catalog has code for every graphics card here ({gpu}, compute "
                          "capability {cc}), so it would fail with \"no kernel image is available\".").format(
                framework=name, gpu=lowest.name, cc=lowest.compute_capability),
            tr("Planner", "Use the processor only, or plan for the cards one at a time."),
            (Fix("choose-route", {"route": "cpu"}),))
    if ctx.wishes.python is not None:
        return Blocker(
            "python-not-for-framework",
            tr("Planner", "No {framework} release in the catalog is built for Python {python}.").format(
                framework=name, python=ctx.wishes.python),
            tr("Planner", "Let the wizard choose the Python version."), (Fix("choose-python", {"python": ""}),))
    return _no_release(ctx.wishes.framework)


def _no_release(framework: str) -> Blocker:
    return Blocker("no-framework-build",
                   tr("Planner", "The catalog has no {framework} build for this computer.").format(
                       framework=FRAMEWORK_NAMES[framework]),
                   tr("Planner", "Update the catalog, or choose another framework."))


def _cc_key(cc: str) -> tuple[int, ...]:
    return tuple(int(part) for part in cc.split("."))


def _blocked(ctx: Context, route: Route, blocker: Blocker) -> Plan:
    return Plan(route=route, tensorflow=None, python=None, cuda=None, cudnn=None, blockers=(blocker,),
                framework=ctx.wishes.framework, os_family=ctx.facts.os.family)


def _plan(ctx: Context, route: Route, target: Target, pick: BuildPick, *, keras: FrameworkRelease | None,
          found: _Findings) -> Plan:
    """The plan for ``pick``: its pins, its reasons, its steps."""
    framework = ctx.wishes.framework
    build, kind = pick.build, pick.kind
    upgrade = not driver_allows(ctx.facts, kind, target.driver_os)
    choice = _choice(framework, pick, target, keras)
    reasons = _reasons(ctx, route, target, pick, found=found, keras=keras)
    steps = make_steps(StepInputs(route, pick.python, " ".join(choice.all_requirements), None, False,
                                  driver_upgrade=upgrade, framework=framework, own_wheels=True,
                                  framework_name=FRAMEWORK_NAMES[framework]))
    driver = driver_floor(kind, target.driver_os) if kind.cuda else None
    summary = tr("Planner", "{framework} {version} ({build}) for Python {python}, {route}").format(
        framework=FRAMEWORK_NAMES[framework], version=choice.version, build=build.tag, python=pick.python,
        route=framework_route_name(route))
    return Plan(route=route, tensorflow=None, python=pick.python, cuda=None, cudnn=None, driver_min=driver,
                reasons=tuple(reasons), steps=steps, summary=summary, framework=framework,
                framework_build=choice, os_family=ctx.facts.os.family)


def _choice(framework: str, pick: BuildPick, target: Target, keras: FrameworkRelease | None) -> FrameworkBuild:
    """The plan's :class:`FrameworkBuild`: exact pins, the torch family's index, the GPU code, the env's variables."""
    release, build, kind = pick.release, pick.build, pick.kind
    sass, ptx = (build.sass, build.ptx_on(target.wheel_os)) if build.tag != "cpu" else ((), ())
    if framework == "jax":
        extra = f"[{build.tag}]" if build.tag != "cpu" else ""
        return FrameworkBuild("jax", release.version, (f"jax{extra}=={release.version}",), build.tag,
                              kind.cuda or "", sass=sass, ptx=ptx)
    local = "" if target.wheel_os == "macos" else f"+{build.tag}"  # macOS wheels carry no local version
    torch = (f"torch=={release.version}{local}",)
    if framework == "keras" and keras is not None:
        return FrameworkBuild("keras", keras.version, (f"keras=={keras.version}",), build.tag, kind.cuda or "",
                              kind.index, torch, backend="torch", backend_version=release.version,
                              env={KERAS_BACKEND: "torch"}, sass=sass, ptx=ptx)
    return FrameworkBuild("pytorch", release.version, (), build.tag, kind.cuda or "", kind.index, torch, sass=sass,
                          ptx=ptx)


def _reasons(ctx: Context, route: Route, target: Target, pick: BuildPick, *, found: _Findings,
             keras: FrameworkRelease | None) -> list[Reason]:
    """Why this release, this build, this driver, this Python, in plain words with their sources."""
    cite = ctx.index.cite
    release, build, kind = pick.release, pick.build, pick.kind
    name = FRAMEWORK_NAMES[PACKAGES_NAME[release.package]]
    sources = cite(*release.sources)
    reasons = [Reason(framework_route_name(route), "F3", cite(*kind.sources), "route", _route_why(ctx, route, target))]
    if keras is not None:
        reasons.append(Reason(f"Keras {keras.version}", "F3", cite(NATIVE_WINDOWS_GPU_ENDS, *keras.sources),
                              "framework", tr("Planner", "Keras 3 runs here on the PyTorch backend "
                                              "(KERAS_BACKEND=torch): TensorFlow's GPU builds for native Windows end "
                                              "at 2.10. TensorFlow through WSL2 is the alternative.")))
    if found.no_code:
        reasons.append(Reason(f"{name} {release.version}", "F1", sources, "framework", tr(
            "Planner", "{framework} {newer} has no build with code for every graphics card here; {version} is the "
                       "newest that has.").format(framework=name, newer=", ".join(found.no_code),
                                                  version=release.version)))
    else:
        reasons.append(Reason(f"{name} {release.version}", "F1", sources, "framework", tr(
            "Planner", "{framework} {version} is the newest release in the catalog with a build for this "
                       "computer.").format(framework=name, version=release.version)))
    reasons.append(Reason(build.tag, "F1", cite(*release.sources, *kind.sources), "build", _build_why(ctx, pick,
                                                                                                   target)))
    if kind.cuda:
        floor = driver_floor(kind, target.driver_os) or ""
        have = ctx.facts.driver.version if ctx.facts.driver else ""
        reasons.append(Reason(floor, "F2", cite(*kind.sources), "driver", tr(
            "Planner", "The {build} build needs NVIDIA driver {floor} or newer on {os}; this computer has {have}. "
                       "Its wheels carry the CUDA libraries, so no CUDA toolkit or cuDNN is installed.").format(
            build=build.tag, floor=floor, os=os_label(target.driver_os), have=have or "?")))
    reasons.append(Reason(pick.python, "F3", sources, "python", tr(
        "Planner", "Python {python}: {framework} {version} is built for Python {pythons}.").format(
        python=pick.python, framework=name, version=release.version, pythons=", ".join(release.python))))
    return reasons


PACKAGES_NAME = {"torch": "pytorch", "jax": "jax"}


def _route_why(ctx: Context, route: Route, target: Target) -> str:
    if route == "cpu":
        if ctx.facts.os.family == "macos":
            return tr("Planner", "macOS has no NVIDIA GPU support, so the plan takes the processor-only build.")
        if not ctx.has_gpu:
            return tr("Planner", "No NVIDIA graphics card was found, so the plan takes the processor-only build.")
        return tr("Planner", "The processor-only build, as asked.")
    if target.wheel_os == "windows":
        return tr("Planner", "Native Windows: the Windows build's wheels carry their CUDA libraries, so only the "
                             "NVIDIA driver is needed (no CUDA toolkit, no cuDNN, no WSL).")
    return tr("Planner", "The Linux build, whose wheels carry their CUDA libraries: only the NVIDIA driver is "
                         "needed on {os}.").format(os=os_label(target.driver_os))


def _build_why(ctx: Context, pick: BuildPick, target: Target) -> str:
    build, kind = pick.build, pick.kind
    if build.tag == "cpu" or not ctx.facts.gpus:
        return tr("Planner", "The processor-only build.")
    lowest = min(ctx.facts.gpus, key=lambda gpu: _cc_key(gpu.compute_capability))
    code = ", ".join(f"sm_{cc.replace('.', '')}" for cc in build.sass)
    ptx = build.ptx_on(target.wheel_os)
    if ptx:
        code += ", " + ", ".join(f"compute_{cc.replace('.', '')}" for cc in ptx)
    where = tr("Planner", " from its own index ({index})").format(index=kind.index) if kind.index else ""
    return tr("Planner", "The {build} build (CUDA {cuda}){where} carries code for {code}; every graphics card here "
                         "runs it, the lowest being {gpu} (compute capability {cc}).").format(
        build=build.tag, cuda=kind.cuda, where=where, code=code, gpu=lowest.name, cc=lowest.compute_capability)
