"""A pytest plugin (loaded by tests/conftest.py): no test may leave the real Windows Environment keys changed, and
a test that makes the wizard change them asks for ``sandboxed_registry`` instead.

Isolation is the rule of design.md section 6. On Windows every test's start and end state of the user's and the
system's Environment key are compared, and a test that changed them fails at teardown; the per-run sandbox key of
the registry tests (tests/fakes/sandbox_registry.py) is deleted at the end. Off Windows both are no-ops.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.memory_registry import MemoryRegistry
from tests.fakes.sandbox_registry import (
    SandboxRegistry,
    changed_values,
    environment_snapshot,
    new_registry,
    remove_sandbox,
)
from wizard.platform.registry import TEST_ROOT_VARIABLE


@pytest.fixture(autouse=True)
def real_environment_keys_untouched() -> Iterator[None]:
    """On Windows: a test that leaves the real user's or system's Environment key changed fails (empty elsewhere).

    Registry tests write a sandbox key (tests/fakes/sandbox_registry.py); a CLI test that writes the real key of
    the Windows tier's own prefix must undo its change exactly before it ends.
    """
    before = environment_snapshot()
    yield
    changed = changed_values(before, environment_snapshot())
    if changed:
        pytest.fail(f"the test left the real registry changed: {', '.join(changed)}")


@pytest.fixture(autouse=True, scope="session")
def registry_sandbox_removed() -> Iterator[None]:
    """The per-run sandbox key of the registry tests is deleted when the run ends (nothing off Windows)."""
    yield
    remove_sandbox()


@pytest.fixture
def sandboxed_registry(monkeypatch: pytest.MonkeyPatch) -> MemoryRegistry:
    """For a test that makes the wizard change environment variables: on Windows, the wizard's registry (this
    process's and its CLI children's) moved into a sandbox key of the test's own, which the returned
    SandboxRegistry reads back (the real registry through winreg: real types, lengths, case rules). Elsewhere the
    changes go to the isolated HOME's shell files, and the in-memory stand-in returned stays empty."""
    registry = new_registry()
    if isinstance(registry, SandboxRegistry):
        monkeypatch.setenv(TEST_ROOT_VARIABLE, registry.root)
    return registry
