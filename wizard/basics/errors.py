"""One error hierarchy for every front-end (modelled on pip's diagnostic errors).

Each error carries a stable kebab-case ``reference`` that scripts and support staff can match on, a
``message`` saying what went wrong, a ``hint`` saying what to do, and ``context`` with the details.
The GUI shows message + hint with context under "details"; the CLI prints the same and exits non-zero.
A user's cancel is not an error: it is :class:`Cancelled`, which front-ends treat quietly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class WizardError(Exception):
    """Base of every error the wizard reports to a person."""

    reference: str = "wizard-error"
    exit_code: int = 1

    def __init__(
        self,
        message: str,
        *,
        hint: str = "",
        context: Mapping[str, Any] | None = None,
        reference: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.context: dict[str, Any] = dict(context or {})
        if reference is not None:
            self.reference = reference

    def to_dict(self) -> dict[str, Any]:
        """The stable fields, as stored in reports and printed as JSON."""
        return {
            "reference": self.reference,
            "message": self.message,
            "hint": self.hint,
            "context": {k: str(v) for k, v in self.context.items()},
        }

    def render(self) -> str:
        """Plain-text form for terminals and logs."""
        from wizard.basics.error_labels import context_label  # here: i18n must not load with the errors
        from wizard.basics.i18n import tr

        lines = [tr("Errors", "error: {message}").format(message=self.message)]
        if self.hint:
            lines.append(tr("Errors", "hint: {hint}").format(hint=self.hint))
        colon = tr("Errors", "{label}: {value}")
        lines.extend("  " + colon.format(label=context_label(key), value=value) for key, value in self.context.items())
        lines.append("  " + tr("Errors", "(reference: {reference})").format(reference=self.reference))
        return "\n".join(lines)


def message_of(error: BaseException) -> str:
    """The words to show for ``error``: a WizardError's message, any other exception's text."""
    return error.message if isinstance(error, WizardError) else str(error)


class BadInputError(WizardError):
    """The user (or a script) gave us something we cannot use: a file, a flag, a version."""

    reference = "bad-input"
    exit_code = 2


class InvalidFactsError(BadInputError):
    """A facts document is unreadable or does not follow the schema."""

    reference = "invalid-facts"


class CatalogError(WizardError):
    """The bundled compatibility catalog is broken: a packaging bug, never the user's fault."""

    reference = "catalog-invalid"


class Cancelled(Exception):  # noqa: N818 - a cancel is not an error, so no "Error" suffix
    """Raised inside a step when the user cancels; front-ends treat it quietly."""
