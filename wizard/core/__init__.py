"""Qt-free core: catalog, planner, probe steps, downloads, operations (Windows and POSIX), journal, reports."""
