"""Settings are values: only the settings-file module and the front-ends (the GUI session and dialog, the CLI)
read or write the settings file; every core module is handed the value it needs.

A static test over the source: a name of the loader (or the settings folder) used anywhere else in wizard/
means some step reads the file again in the middle of a run, and a run would mix two settings.
"""

from __future__ import annotations

import ast
from pathlib import Path

WIZARD = Path(__file__).resolve().parents[1] / "wizard"
LOADER = "wizard/core/download/settings_file.py"
# The names that read or write the settings file, or find its folder (also those of the older layout).
FILES = frozenset({"network.json", "pypi-mirror.json"})
FILE_NAMES = FILES | {"load_network_settings", "save_network_settings", "settings_path", "remember_package_index",
                      "settings_file", "config_dir", "remembered_choice", "remember_choice", "choice_path"}
MODULES = frozenset({"settings_file", "sources", "pypi_mirrors", "cache"})
FRONT_ENDS = ("wizard/cli/", "wizard/gui/session.py", "wizard/gui/widgets/network_settings.py")


def _uses(path: Path) -> set[str]:
    """Every loader name ``path`` imports (``from ... import load_network_settings``, the settings_file module, the
    settings folder from the cache module), or reaches as a module attribute (``settings_file.settings_path``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found |= {alias.name for alias in node.names} | set((node.module or "").split("."))
        elif isinstance(node, ast.Import):
            found |= {part for alias in node.names for part in alias.name.split(".")}
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in MODULES:
            found.add(node.attr)
        elif isinstance(node, ast.Constant) and node.value in FILES:  # the file's own name, in a path
            found.add(node.value)
    return found & FILE_NAMES


def test_only_the_settings_module_and_the_front_ends_read_the_settings_file() -> None:
    readers = {}
    for path in sorted(WIZARD.rglob("*.py")):
        name = path.relative_to(WIZARD.parent).as_posix()
        if name in (LOADER, "wizard/core/download/cache.py") or name.startswith(FRONT_ENDS):
            continue
        used = _uses(path)
        if used:
            readers[name] = sorted(used)
    assert readers == {}


def test_the_scan_sees_a_reader() -> None:
    """The scan itself can fail: the loader module and a CLI handler are readers."""
    assert _uses(WIZARD.parent / LOADER) >= {"config_dir", "network.json"}
    assert _uses(WIZARD / "cli" / "commands" / "apply.py") >= {"load_network_settings", "settings_file"}
