"""Inside ``wizard.core`` imports run one way between packages: no package cycle but the one being broken.

A package here is a direct child of ``wizard.core`` (a folder or a module); package A depends on B when any
module of A imports any module of B, at any level (function-level imports too, as import-linter counts them).
The one cycle still allowed, {archives, download, envvars, install, ops, probe, pyenv}, is the concrete
operations living in ``ops/``; moving them next to their domains breaks it, and then this allowance goes
and the ``acyclic_siblings`` import-linter contract over ``wizard.core`` takes over.
"""

from __future__ import annotations

from collections import defaultdict

import grimp

ALLOWED_WHILE_OPS_MOVE = frozenset(
    {"archives", "download", "envvars", "install", "ops", "probe", "pyenv"}
)


def _package(module: str) -> str:
    """``wizard.core.verify.runner`` -> ``verify``."""
    return module.split(".")[2]


def _package_edges() -> dict[str, set[str]]:
    """Which package of ``wizard.core`` imports which."""
    graph = grimp.build_graph("wizard")
    edges: dict[str, set[str]] = defaultdict(set)
    for module in graph.find_descendants("wizard.core"):
        for imported in graph.find_modules_directly_imported_by(module):
            if imported.startswith("wizard.core.") and _package(imported) != _package(module):
                edges[_package(module)].add(_package(imported))
    return edges


def _cycles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one package (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while (member := stack.pop()) != node:
                group.append(member)
            if group:
                found.append(frozenset([*group, node]))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]


def test_no_package_cycle_inside_core_but_the_ops_one() -> None:
    extra = [sorted(cycle) for cycle in _cycles(_package_edges()) if not cycle <= ALLOWED_WHILE_OPS_MOVE]
    assert extra == []
