"""Installing a 1 GiB cuDNN-like tree (preflight, backup, copy, hash check) vs a plain ``cp -r``.

Prints each run and the median ratio of throughput (ours / cp), goal >= 0.8. Both read the same source
from the page cache and write into a fresh copy of the same CUDA folder; clearing the destination between
runs is not timed. Wall time is what the goal is about; CPU seconds (user + system, all threads) are
printed too, because on a shared machine they vary far less than wall time.
Run: ``python -m bench.copy [runs] [MiB]`` (or ``python bench/copy.py``).
"""

from __future__ import annotations

import sys

# Run as a script, this file's folder comes first on sys.path and "copy" would shadow the stdlib module.
if sys.path and sys.path[0] and __file__.startswith(sys.path[0]):
    sys.path.pop(0)

import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from wizard.basics.events import run_to_completion  # noqa: E402
from wizard.core.install.copy_plan import ensure_preflight, plan_copy  # noqa: E402
from wizard.core.install.cudnn_copy import copy_into  # noqa: E402

GOAL = 0.8
# Relative sizes of cuDNN 8.9's Linux libraries (cnn_infer and adv_train dominate).
SHARES = {
    "libcudnn_cnn_infer.so.8.9.7": 40, "libcudnn_adv_train.so.8.9.7": 14, "libcudnn_ops_infer.so.8.9.7": 9,
    "libcudnn_cnn_train.so.8.9.7": 12, "libcudnn_ops_train.so.8.9.7": 8, "libcudnn_adv_infer.so.8.9.7": 16,
    "libcudnn.so.8.9.7": 1,
}


def make_source(root: Path, total_mib: int) -> list[tuple[Path, str]]:
    """A cuDNN 'archive-folder' tree of ``total_mib`` MiB of incompressible bytes, plus headers and links."""
    include, lib = root / "include", root / "lib"
    include.mkdir(parents=True)
    lib.mkdir()
    for name in ("cudnn.h", "cudnn_version.h", "cudnn_ops_infer.h", "cudnn_cnn_infer.h", "cudnn_adv_infer.h"):
        (include / name).write_bytes(os.urandom(50_000))
    block = os.urandom(1 << 20)
    for name, share in SHARES.items():
        with (lib / name).open("wb") as stream:
            for index in range(total_mib * share // 100):
                stream.write(block[index % 7:] + block[:index % 7])
        os.symlink(name, lib / name.removesuffix(".9.7"))
    return [(include, "include"), (lib, "lib64")]


def make_cuda_root(root: Path) -> None:
    """A CUDA folder with its own files and an older cudnn.h, which the install replaces (and backs up)."""
    for folder in ("bin", "include", "lib64"):
        (root / folder).mkdir(parents=True)
    (root / "include" / "cuda.h").write_bytes(b"cuda")
    (root / "include" / "cudnn.h").write_bytes(b"old header")


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def time_ours(mappings: list[tuple[Path, str]], dest: Path, backups: Path) -> tuple[float, float]:
    """(wall, cpu) seconds of preflight + backup + copy + hash check."""
    start, cpu = time.perf_counter(), _cpu(resource.RUSAGE_SELF)
    plan = plan_copy(mappings, dest, backups)
    ensure_preflight(plan)
    run_to_completion(copy_into(plan))
    return time.perf_counter() - start, _cpu(resource.RUSAGE_SELF) - cpu


def time_cp(source: Path, dest: Path) -> tuple[float, float]:
    """(wall, cpu) seconds of ``cp -r``."""
    start, cpu = time.perf_counter(), _cpu(resource.RUSAGE_CHILDREN)
    subprocess.run(["cp", "-r", f"{source}/include", f"{source}/lib", str(dest)], check=True)
    return time.perf_counter() - start, _cpu(resource.RUSAGE_CHILDREN) - cpu


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    total_mib = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
    with tempfile.TemporaryDirectory(prefix="bench-copy-") as tmp:
        work = Path(tmp)
        mappings = make_source(work / "src", total_mib)
        size = sum(p.stat().st_size for p in (work / "src").rglob("*") if p.is_file() and not p.is_symlink())
        ratios, cpu_ratios = [], []
        for run in range(-1, runs):  # run -1 warms the page cache and the allocator up; not counted
            for name in ("ours", "cp", "backups"):
                shutil.rmtree(work / name, ignore_errors=True)
            make_cuda_root(work / "ours")
            make_cuda_root(work / "cp")
            os.sync()
            ours, ours_cpu = time_ours(mappings, work / "ours", work / "backups" / str(run + 1))
            os.sync()
            cp, cp_cpu = time_cp(work / "src", work / "cp")
            if run < 0:
                continue
            ratios.append(cp / ours)  # throughput ratio = (size/ours) / (size/cp)
            cpu_ratios.append(cp_cpu / ours_cpu)
            mib = size / 2**20
            print(f"run {run + 1}: ours {mib / ours:6.0f} MiB/s ({ours:.2f} s, cpu {ours_cpu:.2f} s)   "
                  f"cp -r {mib / cp:6.0f} MiB/s ({cp:.2f} s, cpu {cp_cpu:.2f} s)   ratio {cp / ours:.2f}")
        median = statistics.median(ratios)
        print(f"tree: {size / 2**20:.0f} MiB in {len(SHARES) + 5} files; median throughput ratio "
              f"ours/cp = {median:.2f} (goal >= {GOAL}): {'met' if median >= GOAL else 'NOT met'}; "
              f"median cpu ratio cp/ours = {statistics.median(cpu_ratios):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
