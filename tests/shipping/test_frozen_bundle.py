"""The frozen app as users get it: both programs of the PyInstaller bundle run, with their runtime hooks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shipping.support import installers_module

pytestmark = pytest.mark.slow
HEX_ZEROS = "0" * 64


def run_frozen(bundle: Path, program: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run one of the bundle's programs, in a fresh HOME so that no developer state leaks in."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(bundle.parent / "home")}
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(bundle / program), *args], capture_output=True, text=True, timeout=120,
                          env=env, check=False, cwd=bundle.parent)


def test_frozen_cli_probes_and_plans_as_json(frozen_bundle: Path) -> None:
    probe = run_frozen(frozen_bundle, "tfgpu-wizard", "probe", "--json")
    assert probe.returncode == 0, probe.stderr
    facts = json.loads(probe.stdout)
    assert facts["schema"] == 1 and facts["os"]["family"] == "linux"
    # The frozen wizard is not a Python: counted as one, a machine without Python planned to use "its" 3.11.
    assert facts.get("python") is None
    assert not [p for p in facts["pythons"] if p["executable"].startswith(str(frozen_bundle))]
    plan = run_frozen(frozen_bundle, "tfgpu-wizard", "plan", "--json")
    assert plan.returncode == 0, plan.stderr
    document = json.loads(plan.stdout)
    assert document["route"] and document["tensorflow"]["version"]  # the catalog in resources/ was found


def test_frozen_gui_self_test_paints_and_builds_every_page(frozen_bundle: Path) -> None:
    result = run_frozen(frozen_bundle, "tfgpu-wizard-gui", "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first paint after" in result.stdout
    assert "building the pages failed" not in result.stderr  # a module left out of the bundle shows here


def test_frozen_bundle_ships_qt_own_chinese_where_the_gui_looks(frozen_bundle: Path) -> None:
    """The stock dialogs' Chinese (qtbase_zh_CN.qm) is in the folder wizard/gui/translator.py reads when frozen."""
    assert (frozen_bundle / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_zh_CN.qm").is_file()


def test_frozen_gui_program_runs_cli_subcommands(frozen_bundle: Path) -> None:
    """The elevated child is started from whichever program runs, so the windowed one takes subcommands too."""
    probe = run_frozen(frozen_bundle, "tfgpu-wizard-gui", "probe", "--json")
    assert probe.returncode == 0, probe.stderr
    assert json.loads(probe.stdout)["schema"] == 1
    plan_file = frozen_bundle.parent / "plan.json"
    plan_file.write_text("{}", encoding="utf-8")
    tampered = run_frozen(frozen_bundle, "tfgpu-wizard-gui", "elevated-apply", "--plan", str(plan_file),
                          "--sha256", HEX_ZEROS)
    assert tampered.returncode != 0
    assert "elevation-plan-tampered" in tampered.stderr and "Traceback" not in tampered.stderr


def test_each_program_keeps_every_runtime_hook_and_only_its_own_entry(frozen_bundle: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    scripts = {}
    for program in ("tfgpu-wizard", "tfgpu-wizard-gui"):
        toc = CArchiveReader(str(frozen_bundle / program)).toc
        scripts[program] = {name for name, entry in toc.items() if entry[-1] == "s"}
    assert scripts["tfgpu-wizard"] - {"launch_cli"} == scripts["tfgpu-wizard-gui"] - {"launch_gui"}
    assert "launch_gui" not in scripts["tfgpu-wizard"] and "launch_cli" not in scripts["tfgpu-wizard-gui"]
    hooks = scripts["tfgpu-wizard"]
    assert {"pyiboot01_bootstrap", "pyi_rth_pyside6", "pyi_rth_inspect", "pyi_rth_pkgutil"} <= hooks
    assert "pyi_rth_multiprocessing" not in hooks  # left out with multiprocessing (spec_support.UNUSED_STDLIB)


def test_bundle_carries_uv_where_uv_finds_it(frozen_bundle: Path) -> None:
    """uv.find_uv_bin() looks in bin/ beside the folder holding the uv package: _internal/bin when frozen."""
    uv_binary = frozen_bundle / "_internal" / "bin" / "uv"
    result = subprocess.run([str(uv_binary), "--version"], capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0 and result.stdout.startswith("uv ")


def test_unused_qt_is_left_out_and_nothing_kept_needs_it(frozen_bundle: Path) -> None:
    internal = frozen_bundle / "_internal"
    names = {path.name for path in internal.rglob("*")}
    spec_support = installers_module("spec_support")
    assert not [name for name in names if not spec_support.keep_file((name, "", ""))]
    assert not [name for name in names if name.startswith(("QtQml", "QtQuick", "QtNetwork"))]
    library_path = f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"
    unresolved = []
    for binary in [*internal.rglob("*.so"), *internal.rglob("*.so.*")]:
        listing = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=False, timeout=60,
                                 env={**os.environ, "LD_LIBRARY_PATH": library_path}).stdout
        unresolved += [f"{binary.name}: {line.strip()}" for line in listing.splitlines()
                       if "libQt6" in line and "not found" in line]
    assert not unresolved


def test_stdlib_parts_no_wizard_path_reaches_are_left_out(frozen_bundle: Path) -> None:
    """sqlite3 and readline (and their libraries) stay out; the CLI and GUI tests above prove nothing needed them.
    asyncio is shipped: py-rattler's env step runs on it."""
    names = {path.name for path in (frozen_bundle / "_internal").rglob("*")}
    left_out = ("libsqlite3", "_sqlite3", "libreadline", "readline")
    assert not [name for name in names if name.startswith(left_out)]
    modules = _bundled_modules(frozen_bundle / "_internal")
    assert not {"sqlite3", "_pydecimal", "pydoc_data"} & modules
    assert {"wizard.cli", "decimal", "filelock", "asyncio", "wizard.core.pyenv.rattler_env"} <= modules


def _bundled_modules(internal: Path) -> set[str]:
    """The modules the bundle holds as loose .pyc files (the spec's noarchive: no PYZ archive in the programs)."""
    found = set()
    for pyc in internal.rglob("*.pyc"):
        parts = pyc.relative_to(internal).with_suffix("").parts
        found.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


_LOAD_STRIPPED_RUST = """
import importlib.util, sys
import cryptography.hazmat.bindings
name = "cryptography.hazmat.bindings._rust"
spec = importlib.util.spec_from_file_location(name, sys.argv[1])
module = importlib.util.module_from_spec(spec)
sys.modules[name] = module
spec.loader.exec_module(module)
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
import secretstorage.util  # keyring's SecretService backend, on top of this library
encryptor = Cipher(algorithms.AES(bytes(16)), modes.CBC(bytes(16))).encryptor()
print(module.__file__, (encryptor.update(bytes(16)) + encryptor.finalize()).hex())
"""


def test_cryptography_binary_is_stripped_and_still_encrypts(frozen_bundle: Path) -> None:
    """The bundle's stripped _rust.abi3.so, loaded under its own name, does the AES secretstorage's sessions use."""
    from elftools.elf.elffile import ELFFile

    binary = frozen_bundle / "_internal" / "cryptography" / "hazmat" / "bindings" / "_rust.abi3.so"
    with binary.open("rb") as handle:
        sections = {section.name for section in ELFFile(handle).iter_sections()}
    assert ".dynsym" in sections and ".symtab" not in sections and ".debug_info" not in sections
    result = subprocess.run([sys.executable, "-c", _LOAD_STRIPPED_RUST, str(binary)], capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    loaded, ciphertext = result.stdout.split()
    assert Path(loaded) == binary
    assert ciphertext == "66e94bd4ef8a2c3b884cfa59ca342b2e"  # AES-128, zero key, zero block (FIPS-197 vectors)
