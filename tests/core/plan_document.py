"""The plan JSON document as other tools read it: its top-level keys, written out here as the spec to test against."""

from __future__ import annotations

# design.md section 2 (core/planner): the route, the versions, the steps, the downloads, the reasons for
# every choice, blockers and alternatives. Both the planner's to_dict() and `plan --json` must carry them.
PLAN_DOCUMENT_KEYS = frozenset(
    {
        "schema",
        "route",
        "tensorflow",
        "python",
        "cuda",
        "cudnn",
        "blockers",
        "warnings",
        "reasons",
        "alternatives",
        "downloads",
        "steps",
    }
)
