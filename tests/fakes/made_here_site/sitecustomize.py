"""Started with every Python child of a test (on its PYTHONPATH): the planner stand-in of tests/fakes/made_here,
only when the test wrote its plan; nothing otherwise, nor in a Python that cannot import the wizard (an env's)."""

from __future__ import annotations

import os

if os.path.isfile(os.environ.get("TFGPU_WIZARD_TEST_MADE_HERE", "")):
    try:
        from tests.fakes.made_here import install

        install()
    except Exception:  # another Python (an env's): it plans nothing, so there is nothing to stand in for
        pass
