"""Each import contract of pyproject.toml checks what it claims: kept by the code, broken by a planted import.

Why: a contract can claim more than it checks (a hand-kept list of names that misses the newest package, a
layer that lets the GUI import the CLI) and still read KEPT. Here every contract is checked twice with
import-linter's own contract classes: on the real import graph of ``wizard`` (kept), and on that graph with
one import added that the contract exists to refuse (broken). A new contract without a planted import here
fails :func:`test_every_contract_has_a_planted_violation`.
"""

from __future__ import annotations

import copy
from pathlib import Path

import grimp
import pytest
from importlinter.application.use_cases import read_user_options
from importlinter.configuration import configure
from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.forbidden import ForbiddenContract
from importlinter.contracts.independence import IndependenceContract
from importlinter.contracts.layers import LayersContract
from importlinter.domain.contract import Contract

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
CLASSES: dict[str, type[Contract]] = {
    "layers": LayersContract, "forbidden": ForbiddenContract, "independence": IndependenceContract,
    "acyclic_siblings": AcyclicSiblingsContract,
}

# (contract name, importer, imported): one import that the contract must refuse. An imported name ending in
# "!" is a new module planted alone (no import): an exhaustive layers contract refuses a package it does not place.
PLANTED = [
    ("wizard's layers: front-ends -> core -> platform -> basics", "wizard.gui.session", "wizard.cli.drive"),
    ("wizard's layers: front-ends -> core -> platform -> basics", "wizard.cli.drive", "wizard.gui.app"),
    ("wizard's layers: front-ends -> core -> platform -> basics", "wizard.core.plan", "wizard.cli.drive"),
    ("wizard's layers: front-ends -> core -> platform -> basics", "wizard.basics.i18n", "wizard.platform.env"),
    ("wizard's layers: front-ends -> core -> platform -> basics", "", "wizard.helpers!"),
    ("core's layers: runs -> compositions -> domains -> kernel", "wizard.core.ops.journal",
     "wizard.core.envvars.env_ops"),
    ("core's layers: runs -> compositions -> domains -> kernel", "wizard.core.ops.base", "wizard.core.plan"),
    ("core's layers: runs -> compositions -> domains -> kernel", "wizard.core.planner.routes",
     "wizard.core.steps.toolkit"),
    ("core's layers: runs -> compositions -> domains -> kernel", "wizard.core.steps.toolkit",
     "wizard.core.by_hand.commands"),
    ("core's layers: runs -> compositions -> domains -> kernel", "", "wizard.core.loose!"),
    ("basics, platform and core never import Qt", "wizard.core.report.html", "PySide6"),
    ("the CLI never imports Qt", "wizard.cli.commands.plan", "PySide6"),
    ("CLI commands import wizard.cli, never each other", "wizard.cli.commands.plan", "wizard.cli.commands.apply"),
    ("the GUI's models import no Qt and no other GUI module", "wizard.gui.models.plan_text", "wizard.gui.style"),
    ("front-ends and apply reach the runner only through StepRun",
     "wizard.gui.models.env_vars_review", "wizard.core.ops.runner"),
    ("front-ends and apply reach the runner only through StepRun",
     "wizard.cli.commands.path", "wizard.core.ops.runner"),
    ("front-ends and apply reach the runner only through StepRun",
     "wizard.core.apply.wsl_side", "wizard.core.ops.runner"),
    ("no package cycle inside core", "wizard.core.catalog.model", "wizard.core.planner.routes"),
    ("no package cycle inside core", "wizard.core.ops.base", "wizard.core.ops.journal"),
]


@pytest.fixture(scope="module")
def options() -> tuple[dict[str, object], dict[str, dict[str, object]]]:
    """The session options and each contract's options, as lint-imports reads them from pyproject.toml."""
    configure()
    user_options = read_user_options(str(PYPROJECT))
    return user_options.session_options, {str(c["name"]): c for c in user_options.contracts_options}


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    """The real import graph of ``wizard``, external packages squashed, as lint-imports builds it."""
    return grimp.build_graph("wizard", include_external_packages=True, cache_dir=None)


def _kept(name: str, options: tuple[dict[str, object], dict[str, dict[str, object]]],
          graph: grimp.ImportGraph) -> bool:
    """Whether contract ``name`` holds on ``graph`` (checked on a copy: a check may change its graph)."""
    session, contracts = options
    found = contracts[name]
    contract = CLASSES[str(found["type"])](name=name, session_options=session, contract_options=found)
    return contract.check(copy.deepcopy(graph), verbose=False).kept


def test_every_contract_has_a_planted_violation(options: tuple[dict[str, object], dict[str, dict[str, object]]],
                                                ) -> None:
    assert set(options[1]) == {name for name, _, _ in PLANTED}


@pytest.mark.parametrize("name", sorted({name for name, _, _ in PLANTED}))
def test_the_code_keeps_the_contract(name: str, options: tuple[dict[str, object], dict[str, dict[str, object]]],
                                     graph: grimp.ImportGraph) -> None:
    assert _kept(name, options, graph)


@pytest.mark.parametrize(("name", "importer", "imported"), PLANTED,
                         ids=[f"{importer or 'new'}->{imported}" for _, importer, imported in PLANTED])
def test_a_planted_violation_breaks_the_contract(
    name: str, importer: str, imported: str, options: tuple[dict[str, object], dict[str, dict[str, object]]],
    graph: grimp.ImportGraph,
) -> None:
    planted = copy.deepcopy(graph)
    if imported.endswith("!"):
        planted.add_module(imported.removesuffix("!"))
    else:
        assert {importer, imported} <= planted.modules, "a planted import joins two modules that exist"
        planted.add_import(importer=importer, imported=imported, line_number=1, line_contents="planted")
    assert not _kept(name, options, planted)
