"""``python installers/pin_linux_build.py --archive A [--release-url URL] --out FILE``: the Linux build's pin.

The Windows app does not carry the wizard's Linux build (58 MB, for WSL2 users only): the release publishes it as
an asset of its own, and the app fetches it on the WSL2 route (wizard/core/apply/linux_build.py). This writes what the
app must know to fetch exactly that file: its address in the release and its SHA-256 (and size), as JSON. The
frozen app carries it as ``resources/linux-build.json``: build.spec adds the file ``TFGPU_LINUX_BUILD_PIN`` names
(installers/spec_support.py), so the checkout itself stays unpinned.

The release address: ``--release-url``, else the GitHub release of this version of ``GITHUB_REPOSITORY`` (set on
GitHub's runners) or of the checkout's ``origin`` when it is a GitHub repository; otherwise say it (exit 2).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from spec_support import ROOT, project_version

ASSET = "tfgpu-wizard-linux.tar.gz"  # wizard.core.wsl.bundle.BUNDLE_NAME
GITHUB_REMOTE = re.compile(r"github\.com[:/]([\w.-]+/[\w.-]+?)(?:\.git)?/?$")


def github_repository() -> str | None:
    """``owner/name`` from GitHub's runner variable, else from the checkout's ``origin`` remote; None if neither."""
    named = os.environ.get("GITHUB_REPOSITORY", "")
    if named:
        return named
    try:
        origin = subprocess.run(["git", "-C", str(ROOT), "remote", "get-url", "origin"], check=True,
                                capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    match = GITHUB_REMOTE.search(origin)
    return match.group(1) if match else None


def release_url(version: str) -> str | None:
    """Where GitHub serves the assets of the release tagged ``v<version>``."""
    repository = github_repository()
    return f"https://github.com/{repository}/releases/download/v{version}" if repository else None


def pin(archive: Path, base_url: str) -> dict[str, object]:
    """The pin of ``archive`` published under ``base_url``."""
    data = archive.read_bytes()
    return {"url": f"{base_url.rstrip('/')}/{ASSET}", "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="pin_linux_build.py")
    parser.add_argument("--archive", type=Path, required=True, help=f"the Linux build ({ASSET})")
    parser.add_argument("--release-url", default="", help="where the release's assets are downloaded from")
    parser.add_argument("--out", type=Path, required=True, help="the pin to write (JSON)")
    args = parser.parse_args(argv)
    if not args.archive.is_file():
        print(f"no Linux build at {args.archive}: installers/build_linux_cli.py makes it", file=sys.stderr)
        return 2
    base = args.release_url or release_url(project_version())
    if not base:
        print("where will the release's assets be? give --release-url (make installer: RELEASE_URL=...), e.g. "
              "https://github.com/OWNER/REPO/releases/download/vX.Y.Z", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(pin(args.archive, base), indent=2) + "\n", encoding="utf-8")
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
