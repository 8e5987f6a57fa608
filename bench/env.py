"""``env create`` (uv) vs ``python -m venv`` + ``pip install`` of the same requirement from the same local index.

The index is a PEP 503 folder served on 127.0.0.1 (tests/core/pypi_index.py). By default it holds generated
wheels (one requirement pulling 40 small packages); ``--wheels DIR`` serves a real wheel folder instead (e.g.
``pip download tensorflow-cpu==2.20.0 -d DIR``) with ``--requirement``. Prints each run, the median ratio
(pip / ours; goal >= 3) and the warm-cache figure (uv's cache kept between runs).
Run: ``python -m bench.env [--runs N] [--wheels DIR --requirement REQ]``.
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
from wizard.core.ops.pyenv_ops import CreateEnv  # noqa: E402
from wizard.platform.pyenv_layout import venv_python  # noqa: E402

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


def generated_wheels(folder: Path) -> tuple[list[Path], str]:
    """``benchtf==1.0`` needing 40 dependencies of ~200 KB each (a small stand-in for TensorFlow's tree)."""
    deps = [make_wheel(folder, f"benchdep{i}", "1.0", files={f"benchdep{i}/__init__.py": "x = 1\n" + "#" * 200_000})
            for i in range(40)]
    top = make_wheel(folder, "benchtf", "1.0", requires=tuple(f"benchdep{i}==1.0" for i in range(40)))
    return [*deps, top, pip_wheel()], "benchtf==1.0"


def ours(work: Path, url: str, requirement: str, cache: Path) -> float:
    os.environ["UV_CACHE_DIR"] = str(cache)
    operation = CreateEnv(name="bench", python=PYTHON, requirement=requirement, prefix=str(work / "ours"),
                          index={"index_url": url})
    started = time.perf_counter()
    run_to_completion(operation.apply_step(OpContext()))
    return time.perf_counter() - started


def baseline(work: Path, url: str, requirement: str) -> float:
    prefix = work / "pip"
    env = {**os.environ, "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", str(prefix)], check=True, env=env)
    subprocess.run([str(venv_python(prefix)), "-m", "pip", "install", "-q", "--no-cache-dir", "--index-url", url,
                    requirement], check=True, env=env)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--wheels", type=Path)
    parser.add_argument("--requirement")
    args = parser.parse_args(sys.argv[1:])
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        # env create also puts pip into the env (so a later "pip install" there uses the env's own): serve it too
        wheels, requirement = ([*sorted(args.wheels.glob("*.whl")), pip_wheel()], args.requirement) if args.wheels \
            else generated_wheels(root / "wheels")
        ratios, warm = [], []
        with serving_index(root / "index") as index:
            index.publish(wheels)
            for run in range(args.runs):
                work = root / f"run{run}"
                cold = ours(work, index.url, requirement, root / f"cache{run}")
                shutil.rmtree(work / "ours")
                warm.append(ours(work, index.url, requirement, root / f"cache{run}"))
                pip = baseline(work, index.url, requirement)
                ratios.append(pip / cold)
                print(f"run {run}: ours {cold:.2f} s (warm cache {warm[-1]:.2f} s), venv + pip {pip:.2f} s, "
                      f"ratio {ratios[-1]:.1f}x", flush=True)
        ratio = statistics.median(ratios)
        print(f"median ratio pip / ours: {ratio:.1f}x (goal >= 3x); warm cache median {statistics.median(warm):.2f} s")
        return 0 if ratio >= 3 else 1


if __name__ == "__main__":
    sys.exit(main())
