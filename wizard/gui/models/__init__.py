"""The GUI's Qt-free models: what the pages say and decide, testable without Qt (an import-linter contract holds it)."""
