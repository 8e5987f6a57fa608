"""``env vscode`` refuses, with exit 2 and nothing changed, a settings file it cannot read safely.

Issue 16, item 10: a settings.json that is not UTF-8, one nested too deeply to read, and a ``.vscode`` that is a
file. Real CLI processes, a real env from a real index on 127.0.0.1, real files.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.support import run_cli
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from tests.fakes.made_here import planner_makes
from wizard.core.ops.journal import Journal
from wizard.core.plan import Plan, TfChoice
from wizard.core.planner.host_identity import current_host_id  # made here, for this machine


def _cpu_plan(tmp_path: Path) -> Path:
    """A CPU plan: an env every OS makes the same way (the refusals are about the settings file, not the route)."""
    plan = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON, cuda=None,
                cudnn=None, host_id=current_host_id())
    path = tmp_path / "plan.json"
    path.write_text(planner_makes(plan).to_json(), encoding="utf-8")  # the catalog has no tinytf
    return path


def test_env_vscode_refuses_what_it_cannot_read_safely_with_exit_2(
    tmp_path: Path, tiny_index: SimpleIndex  # noqa: F811
) -> None:
    """Before: a traceback (UnicodeDecodeError, RecursionError, NotADirectoryError) instead of exit 2."""
    made = run_cli("env", "create", "--plan", str(_cpu_plan(tmp_path)), "--index", tiny_index.url, "--yes")
    assert made.returncode == 0, made.stderr
    entries = len(Journal().entries())
    cases = {
        "latin-1": (".vscode/settings.json", b'{"editor.fontFamily": "Caf\xe9"}\n', "not UTF-8"),
        "deep": (".vscode/settings.json", b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n", "too deeply"),
        "file": (".vscode", b"not a folder\n", "not a folder"),
    }
    for name, (relative, data, said) in cases.items():
        project = tmp_path / name
        (project / relative).parent.mkdir(parents=True, exist_ok=True)
        (project / relative).write_bytes(data)
        done = run_cli("env", "vscode", "tf", "--folder", str(project))
        assert done.returncode == 2, (name, done.stdout, done.stderr)
        assert said in done.stderr and "Traceback" not in done.stderr, (name, done.stderr)
        assert (project / relative).read_bytes() == data, name
        assert [p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file()] == [relative], name
    assert len(Journal().entries()) == entries, "nothing was journaled"
