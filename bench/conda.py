"""The isolated route's conda env from a local channel: py-rattler (the wizard's own backend) vs ``conda create``,
and the install footprint the wizard leaves with py-rattler vs with Miniforge.

The channel is built here the way the tests build theirs (tests/core/conda_channel.py): python, cudatoolkit and
cudnn with incompressible payloads of ``--megabytes`` in all, and pip; served over file://. Timed: a cold create
(empty package cache) and warm ones (the cache kept), each a journaled ``env-create`` the way ``env create`` runs
it. ``conda create`` of the same specs from the same channel is timed when a conda is installed here (the ratio
conda / py-rattler is printed); without one, only py-rattler's figures are printed, and it says so.

Footprint: bytes on disk of what each way adds beside the env (py-rattler: its wheel in the wizard's own Python
and its package cache; Miniforge: its whole root, when one is installed here), and the Start-menu shortcuts and
registry entries each makes, read from what the ops journal records for the run (py-rattler's run journals only
``env-create``; Miniforge's silent install is journaled as ``conda-install`` with ``/NoShortcuts=1
/NoRegistry=1``, NSIS's defaults being 1 shortcut folder and its uninstall and PEP 514 keys).
Run: ``python -m bench.conda [--runs N] [--megabytes M]``.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.core.conda_channel import Package, isolated_route_packages, make_channel  # noqa: E402
from wizard.basics.events import run_to_completion  # noqa: E402
from wizard.core.ops.journal import Journal  # noqa: E402
from wizard.core.ops.runner import apply_operations_step  # noqa: E402
from wizard.core.pyenv import pyenv_ops  # noqa: E402
from wizard.core.pyenv.conda import find_conda  # noqa: E402
from wizard.core.pyenv.pyenv_ops import CreateEnv  # noqa: E402
from wizard.platform.pyenv_layout import miniforge_install_command  # noqa: E402

SPECS = ("python=3.10", "cudatoolkit=11.2", "cudnn=8.1.0")
# the kinds that write the registry on Windows (wizard/core/envvars/env_ops.py) or install a program that does
REGISTRY_KINDS = {"env-add-to-path", "env-remove-from-path", "env-set-variable", "conda-install", "python-org-install"}


def channel(folder: Path, megabytes: int, platform: str) -> Path:
    """The isolated route's packages, cudatoolkit and cudnn carrying ``megabytes`` of incompressible bytes."""
    python, toolkit, cudnn, pip = isolated_route_packages(platform)
    noise = random.Random(0)
    lib = "Library/bin/" if platform.startswith("win") else "lib/"
    toolkit = Package(toolkit.name, toolkit.version, platform, licence=toolkit.licence,
                      files={lib + "libcudart.bench": noise.randbytes(megabytes * 600_000)})
    cudnn = Package(cudnn.name, cudnn.version, platform, depends=cudnn.depends,
                    files={lib + "libcudnn.bench": noise.randbytes(megabytes * 400_000)})
    return make_channel(folder, [python, toolkit, cudnn, pip])


def ours(work: Path, url: str, platform: str, cache: Path, name: str) -> tuple[float, list[str]]:
    """One journaled ``env-create`` by py-rattler with ``cache`` as the package cache; seconds, journaled kinds."""
    pyenv_ops.package_cache_dir = lambda: cache  # type: ignore[assignment]  # where rattler_request looks
    operation = CreateEnv(name=name, python="3.10", requirement="", conda_specs=SPECS, conda_platform=platform,
                          conda_channels=(url,), prefix=str(work / name))
    started = time.perf_counter()
    _, report = run_to_completion(apply_operations_step([operation], Journal(), step="bench"))
    elapsed = time.perf_counter() - started
    if not report.ok:
        raise SystemExit(f"py-rattler failed: {report.items}")
    return elapsed, [item.kind for item in report.items]


def conda_create(conda: str, work: Path, url: str, name: str) -> float:
    """``conda create`` of the same specs from the same channel, into a prefix of its own."""
    command = [conda, "create", "--prefix", str(work / name), "--channel", url, "--override-channels", "--yes",
               "--quiet", "--json", *SPECS]
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


def tree_bytes(folder: Path) -> int:
    """Bytes the files under ``folder`` hold (links not followed)."""
    return sum((Path(root) / name).lstat().st_size for root, _, files in os.walk(folder) for name in files)


def rattler_wheel_bytes() -> int:
    """The py-rattler package in this Python (what the wizard ships for the conda backend)."""
    import rattler

    return tree_bytes(Path(rattler.__file__).parent)


def miniforge_entries() -> tuple[int, int]:
    """(shortcut folders, registry entries) the wizard's silent Miniforge install makes, from its command."""
    command = miniforge_install_command(Path("Miniforge3.exe"), Path("miniforge3"))
    if "/S" not in command:  # the shell installer (Linux, macOS) makes neither
        return 0, 0
    return int("/NoShortcuts=1" not in command), 2 * int("/NoRegistry=1" not in command)


def main() -> int:
    """Time both ways, print each run, the ratio and the footprints."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--megabytes", type=int, default=40)
    args = parser.parse_args()
    import rattler

    platform = str(rattler.Subdir.current())
    with tempfile.TemporaryDirectory(prefix="bench-conda-") as folder:
        work = Path(folder)
        os.environ["TFGPU_WIZARD_DATA_DIR"] = str(work / "data")  # the bench's journal, not the user's
        url = channel(work / "channel", args.megabytes, platform).as_uri()
        cache = work / "cache"
        cold, kinds = ours(work, url, platform, cache, "cold")
        warm = [ours(work, url, platform, cache, f"warm{i}")[0] for i in range(args.runs)]
        print(f"py-rattler: cold {cold:.2f} s, warm median {statistics.median(warm):.2f} s "
              f"({', '.join(f'{t:.2f}' for t in warm)}); journaled: {', '.join(kinds)}")
        tool = find_conda()
        if tool is None:
            print("conda: none installed here, so no conda create to compare with: py-rattler's figures only")
        else:
            times = [conda_create(tool.executable, work, url, f"conda{i}") for i in range(args.runs)]
            ratio = statistics.median(times) / statistics.median(warm)
            print(f"conda create: median {statistics.median(times):.2f} s; ratio conda / py-rattler {ratio:.1f}x")
        env = tree_bytes(work / "cold")
        beside = rattler_wheel_bytes() + tree_bytes(cache)
        registry = sum(kind in REGISTRY_KINDS for kind in kinds)
        print(f"footprint py-rattler: env {env / 1e6:.1f} MB; beside it {beside / 1e6:.1f} MB (py-rattler "
              f"{rattler_wheel_bytes() / 1e6:.1f} MB + package cache); 0 Start-menu shortcuts, {registry} "
              "operations that touch the registry or PATH (from the journal)")
        folders, keys = miniforge_entries()
        if tool is not None:
            root = tree_bytes(Path(tool.root))
            print(f"footprint Miniforge: its root {root / 1e6:.1f} MB beside the env ({root / max(beside, 1):.1f}x "
                  f"py-rattler's); the wizard's silent install makes {folders} shortcut folders and {keys} registry "
                  "entries")
        else:
            print(f"footprint Miniforge: none installed here (its installer alone is about 90 MB); the wizard's "
                  f"silent install makes {folders} shortcut folders and {keys} registry entries")
        shutil.rmtree(work / "channel", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
