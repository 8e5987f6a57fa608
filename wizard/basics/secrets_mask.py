"""Secrets in any text a user may paste: hidden by shape, since no list of this machine's secrets can know them.

One rule set for the installer's output lines (:mod:`wizard.core.pyenv.process`) and the report
(:mod:`wizard.core.report.redact`), so a token hidden in one is hidden in the other. What is hidden
(docs/privacy.md says it to users):

- the user part of any URL (``scheme://user:password@`` and a bare ``scheme://token@``);
- URL query values whose name says secret (``?token=``, ``&X-Amz-Signature=``, ``api_key=`` ...), and any URL
  path part or query value of 20+ letters and digits that mixes upper case, lower case and digits (an opaque
  token: a sha256 digest is one case only and stays);
- well-known token shapes wherever they stand: GitHub (``ghp_`` ``gho_`` ``ghu_`` ``ghs_`` ``ghr_``
  ``github_pat_``), GitLab (``glpat-``), Hugging Face (``hf_``), OpenAI-style ``sk-``, Slack (``xox?-``),
  AWS access key ids (``AKIA...``), Google API keys (``AIza...``), package-upload tokens (``pypi-``), JWTs;
- ``NAME_TOKEN=``, ``*_PASSWORD=``, ``*_SECRET*=``, ``*_API_KEY=`` and ``token: value`` pairs, and the values of
  ``--token X`` / ``--password X`` / ``--api-key=X`` options;
- ``Authorization:`` header values.

Every rule leaves its own output alone (a second pass changes nothing), so masking may be applied twice.
"""

from __future__ import annotations

import re

HIDDEN = "<redacted>"
_SECRET_NAME = (r"(?:password|passwd|pwd|token|secret|api[_\-]?key|access[_\-]?key|private[_\-]?key|"
                r"client[_\-]?secret|credentials?)")
_VALUE = r"(?!<redacted>)(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'<>,;&]+)"
_TOKEN_SHAPES = re.compile(
    r"(?<![A-Za-z0-9_\-])(?:"
    r"gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}|glpat-[A-Za-z0-9_\-]{20,}|hf_[A-Za-z0-9]{20,}|"
    r"sk-(?=[A-Za-z_\-]*[0-9])[A-Za-z0-9_\-]{20,}|xox[abposr]-[A-Za-z0-9\-]{10,}|"
    r"(?:AKIA|ASIA|ABIA|ACCA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}|AIza[A-Za-z0-9_\-]{35}|"
    r"pypi-[A-Za-z0-9_\-]{40,}|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"
    r")(?![A-Za-z0-9])"
)
_URL = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://)((?:<[a-z\-]+>|[^\s\"'<>])*)")  # placeholders are part of it
_USERINFO = re.compile(r"^[^/\s@?#]*@(?=.)")
_OPAQUE = re.compile(r"(?<=[/=])[A-Za-z0-9_\-]{20,}(?=[/?&#;]|$)")
_QUERY_SECRET = re.compile(
    r"(?i)([?&;](?:[a-z0-9_\-]*(?:token|key|secret|password|passwd|pwd|sig|signature|auth|credential|session)"
    r"[a-z0-9_\-]*)=)(?!<redacted>)[^&#\s\"'<>]+")
_AUTHORIZATION = re.compile(r"(?i)\b(authorization\s*[:=]\s*)(?:(?:bearer|basic|token)\s+)?(?!<redacted>)"
                            r"[^\s\"'<>,;]+")
_ASSIGNMENT = re.compile(rf"(?i)(?<![A-Za-z0-9_.\-])([A-Za-z0-9_.\-]*{_SECRET_NAME}[A-Za-z0-9_.\-]*[\"']?"
                         rf"\s*(?::|=(?!=))\s*){_VALUE}")
_OPTION = re.compile(rf"(?i)(?<![A-Za-z0-9_\-])(--?[a-z0-9\-]*(?:password|passwd|token|secret|api-?key|"
                     rf"access-?key)[a-z0-9\-]*(?:=|\s+))(?!-){_VALUE}")


def mask_secrets(text: str) -> str:
    """``text`` with every secret-shaped part replaced by ``<redacted>`` (a second pass changes nothing)."""
    text = _TOKEN_SHAPES.sub(HIDDEN, text)
    text = _URL.sub(_mask_url, text)
    for pattern in (_AUTHORIZATION, _ASSIGNMENT, _OPTION):
        text = pattern.sub(_keep_name, text)
    return text


def has_secret(text: str) -> bool:
    """True when :func:`mask_secrets` would hide something in ``text``."""
    return mask_secrets(text) != text


def _mask_url(match: re.Match[str]) -> str:
    """One URL: its user part, its secret-named query values and its opaque tokens hidden."""
    rest = _USERINFO.sub(f"{HIDDEN}@", match.group(2))
    authority, slash, tail = rest.partition("/")
    if not slash:
        authority, question, tail = rest.partition("?")
        slash = question
    tail = _QUERY_SECRET.sub(_keep_name, slash + tail)
    tail = _OPAQUE.sub(_opaque, tail)
    return match.group(1) + authority + tail


def _opaque(match: re.Match[str]) -> str:
    """A path part or value that mixes upper case, lower case and digits is a token; anything else stays."""
    part = match.group(0)
    mixed = any(c.isupper() for c in part) and any(c.islower() for c in part) and any(c.isdigit() for c in part)
    return HIDDEN if mixed else part


def _keep_name(match: re.Match[str]) -> str:
    """The secret's name (group 1) kept, its value hidden."""
    return f"{match.group(1)}{HIDDEN}"
