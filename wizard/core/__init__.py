"""Qt-free core: facts, catalog, planner, steps, downloads, transactions, reports, errors."""
