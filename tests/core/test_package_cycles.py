"""Inside ``wizard.core`` imports run one way between packages: no package cycle but the one being broken.

The same holds one level down, between the modules of each package of core (what import-linter's
``acyclic_siblings`` checks at every depth); ``apply``'s folder/machine pair is the one exception left, for
the change that composes each step once (it rewrites both).

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


ALLOWED_INSIDE = {"wizard.core.apply": frozenset({"folder", "machine"})}
GRAPH = grimp.build_graph("wizard")


def _child(parent: str, module: str) -> str | None:
    """The child of ``parent`` that ``module`` is or lies in (None outside ``parent``)."""
    if not module.startswith(parent + "."):
        return None
    return module[len(parent) + 1:].split(".", maxsplit=1)[0]


def _sibling_edges(parent: str) -> dict[str, set[str]]:
    """Which child of ``parent`` imports which (a child's submodules count as the child)."""
    edges: dict[str, set[str]] = defaultdict(set)
    for module in GRAPH.find_descendants(parent):
        for imported in GRAPH.find_modules_directly_imported_by(module):
            source, target = _child(parent, module), _child(parent, imported)
            if source and target and source != target:
                edges[source].add(target)
    return edges


def _package_edges() -> dict[str, set[str]]:
    """Which package of ``wizard.core`` imports which."""
    return _sibling_edges("wizard.core")


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


def test_no_module_cycle_inside_a_package_of_core() -> None:
    packages = sorted(name for name in GRAPH.find_children("wizard.core") if GRAPH.find_children(name))
    found = {package: sorted(sorted(cycle) for cycle in _cycles(_sibling_edges(package))
                             if cycle != ALLOWED_INSIDE.get(package))
             for package in packages}
    assert {package: cycles for package, cycles in found.items() if cycles} == {}
