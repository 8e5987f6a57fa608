"""The managed block the wizard appends to a venv's ``bin/activate``: the env's CUDA libraries on LD_LIBRARY_PATH.

Why a block in ``bin/activate`` (issue 10, "env-scoped variables go in activate.d"): a venv has no
``activate.d``, and the variable cannot be set from inside Python (``sitecustomize`` or a ``.pth`` file run too
late: the dynamic loader reads LD_LIBRARY_PATH once, when the process starts). ``bin/activate`` is what a user
sources, so the variable is there for ``python``, ``jupyter`` and every tool started from that shell; Jupyter
kernels get it from their kernelspec instead. The block restores the variable in ``deactivate`` by wrapping the
venv's own function (``typeset -f``, bash and zsh: the shells ``bin/activate`` is written for), and undoes
itself first when the script is sourced again. It sits between two marker lines, so undo can take out exactly
what it added.
"""

from __future__ import annotations

import shlex

BEGIN = "# >>> tfgpu-wizard: CUDA libraries of this environment >>>"
END = "# <<< tfgpu-wizard <<<"
_OLD = "_TFGPU_OLD_LD_LIBRARY_PATH"
_ACTIVE = "_TFGPU_LD_ACTIVE"
_RESTORE = (f'if [ -n "${{{_OLD}+x}}" ]; then export LD_LIBRARY_PATH="${_OLD}"; else unset LD_LIBRARY_PATH; fi; '
            f"unset {_OLD} {_ACTIVE}")


def hook_block(folders: list[str]) -> str:
    """The lines (markers included, ending in a newline) that put ``folders`` first on LD_LIBRARY_PATH."""
    value = shlex.quote(":".join(folders))
    lines = [
        BEGIN,
        f'if [ -n "${{{_ACTIVE}:-}}" ]; then {_RESTORE}; fi',
        f'if [ -n "${{LD_LIBRARY_PATH+x}}" ]; then {_OLD}="$LD_LIBRARY_PATH"; else unset {_OLD}; fi',
        f"{_ACTIVE}=1",
        f'LD_LIBRARY_PATH={value}"${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}"',
        "export LD_LIBRARY_PATH",
        'if [ -n "${BASH_VERSION:-}${ZSH_VERSION:-}" ]; then',
        '    eval "_tfgpu_venv_$(typeset -f deactivate)"',
        "    deactivate () {",
        f'        if [ -n "${{{_ACTIVE}:-}}" ]; then {_RESTORE}; fi',
        '        _tfgpu_venv_deactivate "$@"',
        '        if [ "${1:-}" != "nondestructive" ]; then unset -f _tfgpu_venv_deactivate; fi',
        "    }",
        "fi",
        END,
    ]
    return "\n".join(lines) + "\n"


def has_hook(text: str) -> bool:
    """True when ``text`` holds the wizard's block."""
    return _span(text) is not None


def without_hook(text: str) -> str:
    """``text`` with the wizard's block taken out (and nothing else)."""
    span = _span(text)
    return text if span is None else text[: span[0]] + text[span[1]:]


def with_hook(text: str, block: str) -> str:
    """``text`` with ``block`` in place of an earlier one, or appended (on a line of its own)."""
    span = _span(text)
    if span is not None:
        return text[: span[0]] + block + text[span[1]:]
    return text + ("" if not text or text.endswith("\n") else "\n") + block


def _span(text: str) -> tuple[int, int] | None:
    """Where the block starts and ends (its final newline included)."""
    start = text.find(BEGIN + "\n")
    if start < 0 or (start > 0 and text[start - 1] != "\n"):
        return None
    end = text.find("\n" + END + "\n", start)
    if end < 0:
        return None
    return start, end + len(END) + 2
