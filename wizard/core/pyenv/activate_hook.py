"""The managed block the wizard appends to a venv's activate scripts: the env's CUDA libraries on LD_LIBRARY_PATH.

Why a block in ``bin/activate`` (issue 10, "env-scoped variables go in activate.d"): a venv has no
``activate.d``, and the variable cannot be set from inside Python (``sitecustomize`` or a ``.pth`` file run too
late: the dynamic loader reads LD_LIBRARY_PATH once, when the process starts). ``bin/activate`` is what a user
sources, so the variable is there for ``python``, ``jupyter`` and every tool started from that shell; Jupyter
kernels get it from their kernelspec instead. The block restores the variable in ``deactivate`` by wrapping the
venv's own function (``typeset -f``, bash and zsh: the shells ``bin/activate`` is written for), and undoes
itself first when the script is sourced again. It sits between two marker lines, so undo can take out exactly
what it added. ``activate.fish`` and ``activate.csh`` get the same block in their shells' syntax
(:mod:`wizard.core.pyenv.activate_shells`), between the same marker lines (``#`` starts a comment in all three).
"""

from __future__ import annotations

import shlex

from wizard.core.pyenv.activate_shells import ACTIVE, OLD, csh_lines, fish_lines, marked_span

BEGIN = "# >>> tfgpu-wizard: CUDA libraries of this environment >>>"
END = "# <<< tfgpu-wizard <<<"
_OLD, _ACTIVE = OLD, ACTIVE  # the same names in every shell's block
_RESTORE = (f'if [ -n "${{{_OLD}+x}}" ]; then export LD_LIBRARY_PATH="${_OLD}"; else unset LD_LIBRARY_PATH; fi; '
            f"unset {_OLD} {_ACTIVE}")
BASH_SCRIPT, FISH_SCRIPT, CSH_SCRIPT = "activate", "activate.fish", "activate.csh"
SCRIPTS = (BASH_SCRIPT, FISH_SCRIPT, CSH_SCRIPT)  # the names in the venv's bin/ that get a block


def hook_block(folders: list[str], script: str = BASH_SCRIPT) -> str:
    """The lines (markers included, ending in a newline) that put ``folders`` first on LD_LIBRARY_PATH, for the
    activate script named ``script`` (one of :data:`SCRIPTS`)."""
    if script == FISH_SCRIPT:
        lines = fish_lines(folders)
    elif script == CSH_SCRIPT:
        lines = csh_lines(folders)
    else:
        lines = _bash_lines(folders)
    return "\n".join([BEGIN, *lines, END]) + "\n"


def _bash_lines(folders: list[str]) -> list[str]:
    """The block's body for ``bin/activate`` (bash and zsh)."""
    value = shlex.quote(":".join(folders))
    return [
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
    ]


def has_hook(text: str) -> bool:
    """True when ``text`` holds the wizard's block."""
    return _span(text) is not None


def hook_text(text: str) -> str | None:
    """The wizard's block in ``text`` exactly as it is there (markers and final newline included), or None."""
    span = _span(text)
    return None if span is None else text[span[0]:span[1]]


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
    return marked_span(text, BEGIN, END)
