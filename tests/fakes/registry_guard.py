"""A pytest plugin (loaded by tests/conftest.py): no test may leave the real Windows Environment keys changed.

Isolation is the rule of design.md section 6. On Windows every test's start and end state of the user's and the
system's Environment key are compared, and a test that changed them fails at teardown; the per-run sandbox key of
the registry tests (tests/fakes/sandbox_registry.py) is deleted at the end. Off Windows both are no-ops.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.sandbox_registry import changed_values, environment_snapshot, remove_sandbox


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
