"""The POSIX env script (``env.sh``): PATH-like prepends guarded against duplicates, and exported variables.

rustup's pattern: rc files do not get ``export PATH=...`` lines pasted in; they source one script, and the
script adds a folder only when it is missing (``case ":$PATH:"``), so sourcing it twice (``.profile`` and
``.bashrc`` in one login) never duplicates an entry. The script is generated from :class:`EnvScript` and
parsed back from its own lines, so it is the single record of what the wizard set.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, replace

from wizard.basics.errors import BadInputError
from wizard.basics.i18n import tr

PREPEND = "tfgpu_wizard_prepend"
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

_HEADER = (
    "# Written by tfgpu-wizard; `tfgpu-wizard undo` reverts it. Edits here may be overwritten.",
    f"{PREPEND}() {{",
    "    # $1: variable, $2: folder. Prepend only when missing, so sourcing twice adds nothing.",
    '    eval "_tfgpu_now=\\${$1:-}"',
    '    case ":${_tfgpu_now}:" in',
    '        *":$2:"*) ;;',
    '        *) if [ -n "${_tfgpu_now}" ]; then eval "export $1=\\"\\$2:\\${_tfgpu_now}\\""; '
    'else eval "export $1=\\"\\$2\\""; fi ;;',
    "    esac",
    "    unset _tfgpu_now",
    "}",
)


@dataclass(frozen=True)
class EnvScript:
    """What the script does, in order: ``prepends`` are (variable, folder); ``exports`` are (name, value)."""

    prepends: tuple[tuple[str, str], ...] = ()
    exports: tuple[tuple[str, str], ...] = ()

    @property
    def empty(self) -> bool:
        """True when the script would do nothing (then it is deleted instead of written)."""
        return not self.prepends and not self.exports


def check_name(name: str) -> str:
    """Refuse a variable name the shell could misread (it goes into ``eval``)."""
    if not NAME.match(name):
        raise BadInputError(
            tr("EnvVars", "'{name}' is not a valid environment variable name.").format(name=name),
            hint=tr("EnvVars", "Use letters, digits and underscores, not starting with a digit."),
        )
    return name


def with_prepend(script: EnvScript, variable: str, folder: str) -> EnvScript:
    """Add a prepend once (a folder already listed for that variable is not added again)."""
    check_name(variable)
    if (variable, folder) in script.prepends:
        return script
    return replace(script, prepends=(*script.prepends, (variable, folder)))


def without_prepend(script: EnvScript, variable: str, folder: str) -> EnvScript:
    """Drop a prepend (no change when it is not there)."""
    return replace(script, prepends=tuple(p for p in script.prepends if p != (variable, folder)))


def with_export(script: EnvScript, name: str, value: str) -> EnvScript:
    """Set ``name`` (replacing an earlier value of ours)."""
    check_name(name)
    others = tuple(e for e in script.exports if e[0] != name)
    return replace(script, exports=(*others, (name, value)))


def without_export(script: EnvScript, name: str) -> EnvScript:
    """Stop setting ``name``."""
    return replace(script, exports=tuple(e for e in script.exports if e[0] != name))


def render_script(script: EnvScript) -> str:
    """The script text (LF endings, POSIX sh)."""
    lines = list(_HEADER)
    lines += [f"{PREPEND} {name} {shlex.quote(folder)}" for name, folder in script.prepends]
    lines += [f"export {name}={shlex.quote(value)}" for name, value in script.exports]
    lines.append(f"unset -f {PREPEND}")
    return "\n".join(lines) + "\n"


def parse_script(text: str) -> EnvScript:
    """Read back what :func:`render_script` wrote; lines that are not ours are ignored."""
    prepends: list[tuple[str, str]] = []
    exports: list[tuple[str, str]] = []
    for line in text.splitlines():
        if line.startswith(f"{PREPEND} "):
            words = shlex.split(line)
            if len(words) == 3 and NAME.match(words[1]):
                prepends.append((words[1], words[2]))
        elif line.startswith("export ") and "=" in line:
            words = shlex.split(line[len("export ") :])
            name, _, value = words[0].partition("=") if len(words) == 1 else ("", "", "")
            if NAME.match(name):
                exports.append((name, value))
    return EnvScript(tuple(prepends), tuple(exports))
