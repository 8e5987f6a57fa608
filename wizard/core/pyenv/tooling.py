"""The exact pip and ipykernel an env gets, from the catalog (``resources/catalog/tooling.json``).

Why pinned: a floating ``pip`` or ``ipykernel`` makes two machines that carry out the same plan differ (one
gets whatever was newest that day). The catalog records one release per tool and Python ``X.Y``; a Python
it has no row for is refused before anything is made, rather than installed with a floating version.
"""

from __future__ import annotations

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import major_minor


def pinned_version(tool: str, python: str) -> str:
    """The release of ``tool`` (``pip``, ``ipykernel``) the catalog records for Python ``python`` (X.Y or X.Y.Z)."""
    line = major_minor(python)
    for pin in load_catalog().tools:
        if pin.name == tool and line in pin.python:
            return pin.version
    raise BadInputError(
        tr("PyEnv", "The wizard has no tested version of {tool} for Python {python}.").format(tool=tool,
                                                                                             python=line),
        hint=tr("PyEnv", "Plan again with a newer Python version, or update the wizard."),
        reference="tool-not-pinned",
    )


def pinned(tool: str, python: str) -> str:
    """``tool==version`` for the installer's command line (see :func:`pinned_version`)."""
    return f"{tool}=={pinned_version(tool, python)}"
