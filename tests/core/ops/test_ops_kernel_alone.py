"""The journal kernel (``wizard.core.ops``) works without knowing a single concrete operation.

Issue 18, item 1: kinds register themselves when their module is imported, and what imports them all
(:mod:`wizard.core.ops.kinds`) sits above the kernel. A fresh process that reads a real journal through
the kernel alone must not pull in the domains (install, pyenv, envvars, ...), and once the kinds are
loaded from above, the same entry is rebuilt in the reader's language.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DOMAINS = ("archives", "catalog", "download", "envvars", "install", "probe", "pyenv", "plan", "planner")

_READ = """
import json, sys
from wizard.basics.i18n import set_language, system_language
set_language(system_language())
from wizard.core.ops.journal import Journal
from wizard.core.ops.described import described
from wizard.core.ops import elevation, runner, undo
entry = Journal().entries()[0]
first = described(entry)
loaded = sorted(m for m in sys.modules if m.split(".")[:2] == ["wizard", "core"] and len(m.split(".")) > 2
                and m.split(".")[2] != "ops")
if sys.argv[1] == "load":
    from wizard.core.ops.kinds import load_all_kinds
    load_all_kinds()
print(json.dumps({"loaded": loaded, "first": first, "after": described(entry)}))
"""


def _journal_with_one_change(home: Path) -> Path:
    """A real journal: one VS Code folder in ``home`` pointed at an interpreter, by a real run (a file change,
    the same on every OS). Returns the folder."""
    folder = home / "proj"
    script = ("import sys; from wizard.core.pyenv.vscode_ops import SetVscodeInterpreter;"
              "from wizard.core.ops.journal import Journal; from wizard.core.ops.runner import apply_operations;"
              "change = SetVscodeInterpreter(folder=sys.argv[1], interpreter='python-k');"
              "assert apply_operations([change], Journal(), step='t').ok")
    done = subprocess.run([sys.executable, "-c", script, str(folder)], env=_env(home, "en"), cwd=REPO,
                          check=False, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return folder


def _env(home: Path, language: str) -> dict[str, str]:
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "cfg"),
               TFGPU_WIZARD_LANG=language, TFGPU_WIZARD_DATA_DIR=str(home / "data" / "tfgpu-wizard"))
    return env


def _read(home: Path, mode: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _READ, mode], env=_env(home, "zh_CN"), cwd=REPO, check=False,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_reading_a_journal_through_the_kernel_imports_no_domain(tmp_path: Path) -> None:
    """Before: ``described()`` imported every operation module, and with them most of ``wizard.core``."""
    folder = _journal_with_one_change(tmp_path)
    result = _read(tmp_path, "alone")
    loaded = [name for name in result["loaded"] if name.split(".")[2] in DOMAINS]  # type: ignore[attr-defined]
    assert loaded == [], loaded
    assert result["first"] == f"Point VS Code in {folder} at python-k", "alone, the stored line is the answer"


def test_kinds_loaded_from_above_rebuild_the_entry_in_the_readers_language(tmp_path: Path) -> None:
    folder = _journal_with_one_change(tmp_path)
    result = _read(tmp_path, "load")
    assert str(folder) in str(result["after"]) and "python-k" in str(result["after"])
    assert result["after"] != result["first"], "rebuilt from its kind, in Chinese, once the kinds are known"


def test_every_module_that_registers_a_kind_is_one_kinds_loads() -> None:
    """A kind whose module ops.kinds does not list is unknown to undo after a restart (a journal it cannot
    undo): the list is checked against the code, both ways."""
    from wizard.core.ops.kinds import OPERATION_MODULES

    package = REPO / "wizard"
    registering = {
        ".".join(path.relative_to(REPO).with_suffix("").parts)
        for path in package.rglob("*.py")
        if "register_kind(" in path.read_text(encoding="utf-8") and path.parent.name != "ops"
    }
    assert registering == set(OPERATION_MODULES)


def test_the_elevated_helper_runs_exactly_the_kinds_that_need_admin() -> None:
    """The allow-list moved out of the kernel into registrations next to each operation; it must not grow
    by accident (an administrator run of any other kind is refused in the child)."""
    from wizard.core.ops.elevation_checks import elevated_kinds
    from wizard.core.ops.kinds import load_all_kinds

    load_all_kinds()
    assert elevated_kinds() == {"env-add-to-path", "env-remove-from-path", "env-set-variable",
                                "cudnn-copy-into-cuda", "cuda-install-toolkit"}
