"""``env create`` (uv) vs ``python -m venv`` + ``pip install`` of the same requirement from the same local index.

The index is a PEP 503 folder served on 127.0.0.1 (tests/core/pypi_index.py). By default it holds generated
wheels (one requirement pulling 40 small packages); ``--wheels DIR`` serves a real wheel folder instead (e.g.
``pip download tensorflow-cpu==2.20.0 -d DIR``) with ``--requirement``. Prints each run, the median ratio
(pip / ours; goal >= 3) and the warm-cache figure (uv's cache kept between runs).
``--folder``: the offline case instead, the same wheels as a plain folder given as ``--index`` (no index, no
server: ``env create`` runs uv with ``--no-index --find-links DIR --offline``; the baseline is ``venv`` + ``pip
install --no-index --find-links DIR``).
Run: ``python -m bench.env [--runs N] [--folder] [--wheels DIR --requirement REQ]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.core.pypi_index import make_wheel, pip_wheel, serving_index  # noqa: E402
from wizard.basics.events import run_to_completion  # noqa: E402
from wizard.core.ops.base import OpContext  # noqa: E402
from wizard.core.pyenv import package_cache  # noqa: E402
from wizard.core.pyenv.pyenv_ops import CreateEnv  # noqa: E402
from wizard.platform.pyenv_layout import venv_python  # noqa: E402

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


def generated_wheels(folder: Path) -> tuple[list[Path], str]:
    """``benchtf==1.0`` needing 40 dependencies of ~200 KB each (a small stand-in for TensorFlow's tree)."""
    deps = [make_wheel(folder, f"benchdep{i}", "1.0", files={f"benchdep{i}/__init__.py": "x = 1\n" + "#" * 200_000})
            for i in range(40)]
    top = make_wheel(folder, "benchtf", "1.0", requires=tuple(f"benchdep{i}==1.0" for i in range(40)))
    return [*deps, top, pip_wheel()], "benchtf==1.0"


def ours(work: Path, url: str, requirement: str, cache: Path) -> float:
    """``env create`` with ``cache`` as the wizard's package cache (cold when new, warm when kept)."""
    package_cache.package_cache_dir = lambda: cache  # type: ignore[assignment]
    operation = CreateEnv(name="bench", python=PYTHON, requirement=requirement, prefix=str(work / "ours"),
                          index={"index_url": url})
    started = time.perf_counter()
    run_to_completion(operation.apply_step(OpContext()))
    return time.perf_counter() - started


def baseline(work: Path, url: str, requirement: str) -> float:
    """``python -m venv`` + ``pip install`` from the index at ``url``, or from the wheel folder it names."""
    source = ["--no-index", "--find-links", url] if Path(url).is_dir() else ["--index-url", url]
    prefix = work / "pip"
    env = {**os.environ, "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", str(prefix)], check=True, env=env)
    subprocess.run([str(venv_python(prefix)), "-m", "pip", "install", "-q", "--no-cache-dir", *source,
                    requirement], check=True, env=env)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--wheels", type=Path)
    parser.add_argument("--requirement")
    parser.add_argument("--folder", action="store_true", help="the wheels as a plain folder (no index)")
    args = parser.parse_args(sys.argv[1:])
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        # env create also puts pip into the env (so a later "pip install" there uses the env's own): serve it too
        wheels, requirement = ([*sorted(args.wheels.glob("*.whl")), pip_wheel()], args.requirement) if args.wheels \
            else generated_wheels(root / "wheels")
        if args.folder:
            folder = root / "folder"
            folder.mkdir()
            for wheel in wheels:
                shutil.copy(wheel, folder / wheel.name)
            return compare(root, str(folder), requirement, args.runs, "wheel folder")
        with serving_index(root / "index") as index:
            index.publish(wheels)
            return compare(root, index.url, requirement, args.runs, "index")


def compare(root: Path, url: str, requirement: str, runs: int, label: str) -> int:
    """``runs`` cold and warm runs of ours against the baseline from ``url``; the median ratio (exit 1 under 3x)."""
    ratios, warm = [], []
    for run in range(runs):
        work = root / f"run{run}"
        cold = ours(work, url, requirement, root / f"cache{run}")
        shutil.rmtree(work / "ours")
        warm.append(ours(work, url, requirement, root / f"cache{run}"))
        pip = baseline(work, url, requirement)
        ratios.append(pip / cold)
        print(f"{label} run {run}: ours {cold:.2f} s (warm cache {warm[-1]:.2f} s), venv + pip {pip:.2f} s, "
              f"ratio {ratios[-1]:.1f}x", flush=True)
    ratio = statistics.median(ratios)
    print(f"{label}: median ratio pip / ours: {ratio:.1f}x (goal >= 3x); warm cache median "
          f"{statistics.median(warm):.2f} s")
    return 0 if ratio >= 3 else 1


if __name__ == "__main__":
    sys.exit(main())
