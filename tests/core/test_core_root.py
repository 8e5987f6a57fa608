"""Core's root holds the plan document alone: every other module lives in the package of its job (issue 30)."""

from __future__ import annotations

from pathlib import Path

import wizard.core

CORE = Path(wizard.core.__file__).parent


def test_core_root_holds_only_the_plan_document() -> None:
    """A loose module beside core's packages is a room without a house: put it in the package of its job
    (docs/architecture.md, "Where each domain lives in core"), or make a package for a new job."""
    loose = sorted(path.name for path in CORE.iterdir() if path.is_file() and path.suffix in (".py", ".pyi"))
    assert loose == ["__init__.py", "plan.py"]
