"""The planner stand-in of tests/fakes/made_here reaches the wizard's child processes (tests/cli/support's
PYTHONPATH, with the platform's separator, and tests/fakes/made_here_site/sitecustomize.py), on Linux and under
the Windows Python alike: the tests whose children must run a plan this machine cannot make rely on it. Real: the
child interpreter, its start-up (``site``) and the plan file; nothing else is stood in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.cli.support import cli_env
from tests.fakes.made_here import planner_makes
from wizard.core.plan import Plan, PlanStep, TfChoice

ASK = ("from wizard.core.apply import host_check\n"
       "from wizard.core.plan import Plan\n"
       "stood_in = getattr(host_check.remade_here, 'stood_in', False)\n"
       "made = host_check.remade_here(Plan('cpu', None, '3.11', None, None), None) if stood_in else None\n"
       "print(stood_in, made.tensorflow.package if made and made.tensorflow else '-')\n")


def _child_says(tmp_path: Path) -> str:
    with (tmp_path / "out.txt").open("w+", encoding="utf-8") as out:  # a file, not a pipe: wine's explorer.exe
        done = subprocess.run([sys.executable, "-c", ASK], stdout=out, stderr=subprocess.STDOUT, env=cli_env(),
                              cwd=tmp_path, timeout=120, check=False)
        out.seek(0)
        said = out.read().strip()
    assert done.returncode == 0, said
    return said.splitlines()[-1] if said else ""


def test_a_child_makes_the_plan_the_test_wrote_and_only_once_it_wrote_it(tmp_path: Path) -> None:
    assert _child_says(tmp_path) == "False -"  # idle: the real planner
    planner_makes(Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python="3.11",
                       cuda=None, cudnn=None, steps=(PlanStep("create-env", "Create"),)))
    assert _child_says(tmp_path) == "True tinytf"
