"""A wine prefix for the installer tests: a Windows machine of its own, booted fresh, and what the tests ask of it."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

UNINSTALL_ROOT = r"HKEY_CURRENT_USER\Software\Microsoft\Windows\CurrentVersion\Uninstall"
UNINSTALL_KEY = UNINSTALL_ROOT + r"\tfgpu-wizard"
APP_KEY = r"HKEY_CURRENT_USER\Software\tfgpu-wizard"
TITLE = "TensorFlow GPU Setup Wizard"


class Wine:
    """One WINEPREFIX and the few things the tests do in it."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        # wine's own Unix-side temporary folders (a wine-XXXXXX it leaves behind) go beside the prefix, inside the
        # test's tmp_path, not into the run's temp folder that the suite checks is left empty
        unix_tmp = prefix.parent / "unix-tmp"
        unix_tmp.mkdir(parents=True, exist_ok=True)
        self.env = {**os.environ, "WINEPREFIX": str(prefix), "WINEDEBUG": "-all", "WINEARCH": "win64",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=", "DISPLAY": "", "TMPDIR": str(unix_tmp)}
        self.env.pop("PYTHONPATH", None)

    def boot(self) -> None:
        """A new prefix, reporting Windows 10 (a new one says Windows 7); its first boot takes a minute here."""
        subprocess.run(["wineboot", "-i"], env=self.env, capture_output=True, timeout=600, check=True)
        subprocess.run(["wine", "winecfg", "/v", "win10"], env=self.env, capture_output=True, timeout=300,
                       check=True)
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=300, check=False)

    def run(self, *args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
        """``wine ARGS`` (standard streams as pipes: the frozen Python cannot start with a file or /dev/null
        there), then wait until every process of the prefix has ended (an uninstaller re-launches itself from a
        temporary copy and returns at once)."""
        result = subprocess.run(["wine", *args], env=self.env, capture_output=True, text=True, timeout=timeout,
                                check=False, stdin=subprocess.DEVNULL)
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=timeout, check=False)
        return result

    def stop(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env, timeout=60, check=False)

    def user_folder(self) -> Path:
        """C:\\users\\<name> of the prefix."""
        return next(p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name != "Public")

    def install_dir(self) -> Path:
        return self.user_folder() / "AppData" / "Local" / "Programs" / "tfgpu-wizard"

    def shortcut(self) -> Path:
        start_menu = self.user_folder() / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu"
        return start_menu / "Programs" / TITLE / f"{TITLE}.lnk"

    def exported(self, key: str) -> dict[str, dict[str, str]]:
        """Every key under ``key`` (itself included) with its values, read back with ``regedit /E``; empty when
        the key is absent."""
        exported = self.prefix / "exported.reg"
        exported.unlink(missing_ok=True)
        self.run("regedit", "/E", f"Z:{exported}", key)
        if not exported.is_file():
            return {}
        keys: dict[str, dict[str, str]] = {}
        values: dict[str, str] = {}
        for line in exported.read_bytes().decode("utf-16").splitlines():
            if line.startswith("[") and line.endswith("]"):
                values = keys.setdefault(line[1:-1], {})
            elif line.startswith('"') and "=" in line:
                name, _, value = line.partition("=")
                values[name.strip('"')] = _reg_value(value)
        return keys

    def uninstall_key(self) -> dict[str, str] | None:
        """The wizard's uninstall key's values (None when the key is absent)."""
        return self.exported(UNINSTALL_KEY).get(UNINSTALL_KEY)

    def uninstall_entries(self, title: str = TITLE) -> list[str]:
        """The uninstall keys that name ``title``: what Windows' program list shows as entries of the wizard."""
        return [key for key, values in self.exported(UNINSTALL_ROOT).items() if values.get("DisplayName") == title]


def _reg_value(text: str) -> str:
    """A .reg value as text: a quoted string unescaped (``\\\\`` and ``\\"``), anything else (dword:...) as is."""
    if len(text) >= 2 and text.startswith('"') and text.endswith('"'):
        return re.sub(r"\\(.)", r"\1", text[1:-1])
    return text
