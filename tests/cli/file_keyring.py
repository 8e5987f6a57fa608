"""A keyring backend kept in a JSON file, for CLI children: no Secret Service or Credential Manager exists on
this test machine, and an in-memory one dies with each process. Children load it through keyring's own
``PYTHON_KEYRING_BACKEND`` seam; the file is ``$TFGPU_TEST_KEYRING`` (a tmp path)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend


class FileKeyring(KeyringBackend):
    """``(service, user) -> secret`` in one JSON file (a stand-in for the OS password store)."""

    priority = 1  # type: ignore[assignment]

    @staticmethod
    def _path() -> Path:
        return Path(os.environ["TFGPU_TEST_KEYRING"])

    def _read(self) -> dict[str, str]:
        path = self._path()
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}

    def set_password(self, service: str, username: str, password: str) -> None:
        """Keep ``password``."""
        store = self._read()
        store[f"{service}\n{username}"] = password
        self._path().write_text(json.dumps(store), encoding="utf-8")

    def get_password(self, service: str, username: str) -> str | None:
        """The kept password, or None."""
        return self._read().get(f"{service}\n{username}")

    def delete_password(self, service: str, username: str) -> None:
        """Forget it."""
        store = self._read()
        store.pop(f"{service}\n{username}", None)
        self._path().write_text(json.dumps(store), encoding="utf-8")


def keyring_env(path: Path) -> dict[str, str]:
    """The environment that makes a CLI child use the file ``path`` as its password store."""
    return {"PYTHON_KEYRING_BACKEND": f"{__name__}.FileKeyring", "TFGPU_TEST_KEYRING": str(path)}
