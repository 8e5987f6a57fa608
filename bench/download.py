"""Download engine throughput and memory on loopback: us vs curl, 4 connections vs 1, peak RSS.

1. A 1 GiB file from a loopback server (a separate process): our verified download (default options:
   4 connections, the checksum following the written prefix) against ``curl`` on the same server.
   Goal: ratio >= 0.9. Also printed: against ``curl`` followed by a sha256 of the file (hashlib), the
   like-for-like "download, then verify" a careful user would run. On loopback the link is faster than
   sha256 on one core, so verification, not the network, bounds our figure there.
2. A server capping each connection's rate: 4 connections vs 1 on the same file, for sizes from 32 MiB
   up that are not a multiple of the 16 MiB piece (the last piece is shared by stealing). Goal: >= 3.5
   for each size.
3. Peak RSS of the 1 GiB download above the idle process (after imports). Goal: < 100 MiB.
Run: ``python bench/download.py [size_mib]`` (or ``python -m bench``). Linux only (``resource``).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MiB = 1024 * 1024
GOAL_CURL, GOAL_PARALLEL, GOAL_RSS_MIB = 0.9, 3.5, 100.0

CHILD = """
import json, resource, sys, time
from pathlib import Path
from wizard.core.download.engine import DownloadRequest, EngineOptions, download_file
from wizard.core.download.hashing import Expected
from wizard.core.download.network import make_session
from wizard.basics.events import run_to_completion
url, dest, digest, connections = sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
session = make_session()
idle = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
_, outcome = run_to_completion(download_file(DownloadRequest(url, dest, Expected("sha256", digest)), session,
                                             EngineOptions(connections=connections)))
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
report = {"seconds": seconds, "idle_kib": idle, "peak_kib": peak, "connections": outcome.connections}
print(json.dumps(report))
"""


def make_file(path: Path, size: int) -> str:
    """Write ``size`` bytes of random-looking data (a random 1 MiB block, varied per MiB); return sha256."""
    block = bytearray(os.urandom(MiB))
    digest = hashlib.sha256()
    with path.open("wb") as out:
        for index in range(-(-size // MiB)):
            block[:8] = index.to_bytes(8, "little")
            part = block[: min(MiB, size - index * MiB)]
            out.write(part)
            digest.update(part)
    return digest.hexdigest()


def serve(path: Path, rate: int = 0) -> tuple[subprocess.Popen[str], str]:
    """Start the test server in its own process (so it does not share our GIL); return it and the URL."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.core.http_server", str(path), str(rate), str(MiB)],
        stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert server.stdout is not None
    return server, server.stdout.readline().strip()


def ours(url: str, dest: Path, digest: str, connections: int) -> dict[str, float]:
    """One verified download in a fresh process; returns seconds and RSS figures."""
    import json

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    dest.unlink(missing_ok=True)
    result = subprocess.run(
        [sys.executable, "-c", CHILD, url, str(dest), digest, str(connections)],
        capture_output=True, text=True, env=env, check=True,
    )  # fmt: skip
    data: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    dest.unlink(missing_ok=True)
    return data


def curl(url: str, dest: Path, verify: bool = False) -> float:
    """Seconds ``curl`` takes for the same file; with ``verify``, plus a sha256 of the result."""
    start = time.perf_counter()
    subprocess.run(["curl", "-s", "-S", "-o", str(dest), url], check=True)
    if verify:
        digest = hashlib.sha256()
        with dest.open("rb") as stream:
            while block := stream.read(4 * MiB):
                digest.update(block)
    seconds = time.perf_counter() - start
    dest.unlink(missing_ok=True)
    return seconds


def main() -> int:
    """Print the three ratios; exit 1 when a goal is missed."""
    size = int(sys.argv[1]) * MiB if len(sys.argv) > 1 else 1024 * MiB
    folder = Path(tempfile.mkdtemp(prefix="bench-download-"))
    os.environ["XDG_CACHE_HOME"] = str(folder / "cache")  # verified markers go there, not in the user's cache
    try:
        return _run(folder, size)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run(folder: Path, size: int) -> int:
    source, dest = folder / "source.bin", folder / "out.bin"
    digest = make_file(source, size)
    server, url = serve(source)
    try:
        curl_s = min(curl(url, dest) for _ in range(3))
        curl_verified_s = min(curl(url, dest, verify=True) for _ in range(3))
        runs = [ours(url, dest, digest, 4) for _ in range(3)]
    finally:
        server.terminate()
    best = min(runs, key=lambda r: r["seconds"])
    ratio_curl = curl_s / best["seconds"]
    rss_mib = (max(r["peak_kib"] for r in runs) - best["idle_kib"]) / 1024
    print(
        f"1 GiB-class file ({size // MiB} MiB): curl {size / MiB / curl_s:.0f} MiB/s, "
        f"ours (verified, {best['connections']:.0f} connections) {size / MiB / best['seconds']:.0f} MiB/s"
    )
    print(f"  throughput ratio ours/curl = {ratio_curl:.2f} (goal >= {GOAL_CURL})")
    print(f"  ratio ours/(curl then sha256) = {curl_verified_s / best['seconds']:.2f} (like for like)")
    print(f"  peak RSS above idle = {rss_mib:.1f} MiB (goal < {GOAL_RSS_MIB:.0f})")
    ratio_parallel = _parallel(folder)
    print(f"  4 connections vs 1 on a rate-capped server, worst size = {ratio_parallel:.2f}x (goal >= {GOAL_PARALLEL})")
    ok = ratio_curl >= GOAL_CURL and ratio_parallel >= GOAL_PARALLEL and rss_mib < GOAL_RSS_MIB
    return 0 if ok else 1


PARALLEL_SIZES = (32 * MiB + 12345, 80 * MiB + 777, 97 * MiB + 4321)  # none a multiple of the piece


def _parallel(folder: Path) -> float:
    """Each size at 8 MiB/s per connection (one connection about 4-12 s); returns the worst ratio."""
    ratios = []
    for size in PARALLEL_SIZES:
        source, dest = folder / "capped.bin", folder / "capped-out.bin"
        digest = make_file(source, size)
        server, url = serve(source, rate=8 * MiB)
        try:
            one = ours(url, dest, digest, 1)["seconds"]
            four = ours(url, dest, digest, 4)["seconds"]
        finally:
            server.terminate()
        print(
            f"rate-capped server (8 MiB/s per connection, {size / MiB:.1f} MiB): "
            f"1 connection {one:.1f} s, 4 connections {four:.1f} s, {one / four:.2f}x"
        )
        ratios.append(one / four)
    return min(ratios)


if __name__ == "__main__":
    sys.exit(main())
