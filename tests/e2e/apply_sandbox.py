"""A sandbox for ``apply`` end to end: a HOME, a CUDA root and an envs folder, hashed before and after.

The app's data dir (journal, backups, logs), its cache (downloads, the memo of verified files) and the
installers' caches live beside the sandbox, not in it: what must come back byte for byte is what the user
owns (HOME's files, the CUDA root, the envs folder).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from tests.core.http_server import FileServer
from tests.core.install.test_cudnn_copy import snapshot
from tests.e2e.test_linux_install_undo import cuda_root, cudnn_tarball
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Download, Plan, PlanStep, TfChoice
from wizard.core.planner.host_identity import current_host_id

STEPS = ("download", "install-cuda", "install-cudnn", "set-env-vars", "create-env", "install-tensorflow", "verify",
         "report")


@dataclass(frozen=True)
class Sandbox:
    """Where everything lives; ``env`` is the child processes' environment on top of the test's."""

    root: Path
    home: Path
    cuda: Path
    outside: Path

    @property
    def env(self) -> dict[str, str]:
        home = self.home
        return {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(self.outside / "cache"),
                "TFGPU_WIZARD_ENVS_DIR": str(self.root / "envs"),
                "TFGPU_WIZARD_DATA_DIR": str(self.outside / "appdata"),
                "UV_CACHE_DIR": str(self.outside / "uv-cache"), "PIP_CACHE_DIR": str(self.outside / "pip-cache"),
                "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1", "LANG": "C.UTF-8"}

    def digest(self) -> dict[str, str]:
        """Every entry of the sandbox (kind, mode, bytes or link target), hashed."""
        return {path: f"{kind}:{mode:o}:{hashlib.sha256(data).hexdigest()}"
                for path, (kind, mode, data) in snapshot(self.root).items()}


def make_sandbox(tmp_path: Path) -> Sandbox:
    """A HOME with rc files of the user's, a CUDA 12.2 root holding an older cuDNN header, an empty envs folder."""
    root, outside = tmp_path / "sandbox", tmp_path / "outside"
    home = root / "home"
    home.mkdir(parents=True)
    outside.mkdir()
    (home / ".bashrc").write_text("# my bashrc, no final newline")
    (home / ".profile").write_text("export EDITOR=vi\n")
    (root / "envs").mkdir()
    return Sandbox(root, home, cuda_root(root / "cuda-12.2"), outside)


def write_plan(sandbox: Sandbox, server: FileServer, tf: TfChoice, python: str, steps: tuple[str, ...] = STEPS,
               *, checksum: bool = True) -> Path:
    """A Linux plan with system CUDA 12.2 (already in the sandbox) and a cuDNN archive served on 127.0.0.1
    (without ``checksum``, as the catalog has several cuDNN archives: no published checksum for it)."""
    (sandbox.outside / "built").mkdir(exist_ok=True)
    archive = cudnn_tarball(sandbox.outside / "built" / "cudnn-test-8.9.7.tar.xz")
    data = archive.read_bytes()
    url = server.add("/cudnn/" + archive.name, data)
    download = Download(kind="cudnn-archive", file=archive.name, url=url,
                        sha256=hashlib.sha256(data).hexdigest() if checksum else None, size=len(data))
    plan = Plan(route="linux", tensorflow=tf, python=python, cuda="12.2", cudnn="8.9", downloads=(download,),
                steps=tuple(PlanStep(step, f"step {step}") for step in steps), summary="sandbox plan",
                host_id=current_host_id())  # made here, for this machine (as `plan --json` here would)
    planner_makes(plan)  # a GPU plan with files served on 127.0.0.1: this machine's planner is stood in for
    path = sandbox.outside / "plan.json"
    path.write_text(plan.to_json(), encoding="utf-8")
    return path
