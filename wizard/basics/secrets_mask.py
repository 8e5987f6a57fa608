"""Secrets in any text a user may paste: hidden by shape, since no list of this machine's secrets can know them.

One rule set for the report (:mod:`wizard.core.report.redact`), every log line a step yields
(:class:`wizard.basics.events.LogLine`), the journal's descriptions and the verification log, so a token hidden
in one is hidden in all. The rules are :data:`SECRET_FAMILIES`, one row per family; docs/privacy.md lists the
same families by name (a test holds the two equal), saying what each hides and what stays.

Two kinds of family: shapes (a token's issued form, :mod:`wizard.basics.token_shapes`; a private-key block; a
URL's user part) hidden wherever they stand, and names: a value hidden because the name before it says secret
(:func:`name_says_secret`: ``HF_TOKEN=``, ``--password X``, ``password = ...`` in a pip.conf, a .netrc's
``password``). Digests, versions, GPU names and folders have neither, so they stay: support staff need them.

Every family leaves its own output alone (a second pass changes nothing), so masking may be applied twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from wizard.basics.token_shapes import TOKEN_SHAPES

HIDDEN = "<redacted>"


@dataclass(frozen=True)
class SecretFamily:
    """One family of secrets: ``name`` as docs/privacy.md lists it, and the function that hides them in a text."""

    name: str
    mask: Callable[[str], str]


# -- names that say secret ------------------------------------------------------------------------------------
# A name says secret when its last word is one of these (HF_TOKEN, DB_PASSWORD, X-Api-Key, _authToken) or ends
# with one of the longer ones (PGPASSWORD, HFTOKEN, apikey). The last word only: SSH_AUTH_SOCK, PASSWORD_FILE,
# XDG_SESSION_TYPE and KEY_FILE name no secret, and a support person wants their values.
SECRET_WORDS = frozenset({"token", "secret", "password", "passwd", "pass", "pwd", "key", "auth", "credential",
                          "passphrase", "cookie", "session", "sig", "signature"})
_LAST_WORDS = SECRET_WORDS | {f"{word}s" for word in SECRET_WORDS} | {"sessionid"}
_SECRET_ENDINGS = ("password", "passwd", "passphrase", "token", "secret", "credential", "credentials", "cookie",
                   "apikey", "accesskey", "secretkey", "privatekey", "accountkey", "authkey", "sessionid")
_TRAILING = frozenset({"id", "value", "base", "data", "b64", "base64", "string"})  # SESSION_ID, SECRET_KEY_BASE
_NOT_SECRETS = frozenset({"pwd", "oldpwd"})  # the shell's working folders, not a password
_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")


def name_says_secret(name: str) -> bool:
    """True when ``name`` (a variable, key or option name) says its value is a secret (see :data:`SECRET_WORDS`)."""
    if name.strip("-_$\"' ").lower() in _NOT_SECRETS:
        return False
    words = [word.lower() for word in _WORDS.findall(name)]
    while len(words) > 1 and words[-1] in _TRAILING:
        words.pop()
    return bool(words) and (words[-1] in _LAST_WORDS or words[-1].endswith(_SECRET_ENDINGS))


_NAME = r"[A-Za-z0-9_.\-]*[A-Za-z0-9]"
# A value ends at a space, or at ; , & where another NAME= follows (a connection string, a query): a password
# with a & or ; inside is hidden whole.
_VALUE = r"(?![\"']?<redacted>)(?:\"[^\"\n]*\"|'[^'\n]*'|(?:[^\s\"'<>;,&]|[;,&](?![A-Za-z_][\w.\-]*=))+)"
_ARGUMENT = r"(?![\"']?<redacted>)(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'<>]+)"  # an option's value: to the next space
_SCHEMES = r"(?:bearer|basic|token|bot|apikey|key|sso-key)"
_HEADER_VALUE = (r"(?![\"']?<redacted>)(?:\"[^\"\n]*\"|'[^'\n]*'"
                 r"|(?i:digest|aws4-hmac-sha256|negotiate|ntlm)\s[^\r\n\"']*"
                 rf"|(?i:{_SCHEMES}\s+)?[^\s\"'<>,;]+)")


def _named(pattern: str) -> Callable[[str], str]:
    """A masker that hides ``pattern``'s ``value`` group (to the match's end) when its ``name`` group says secret.

    A name that says no secret gives its value back to the search, which goes on right after the name: in
    ``note: HF_TOKEN=...`` the value of ``note`` is where ``HF_TOKEN`` starts."""
    compiled = re.compile(pattern)

    def mask(text: str) -> str:
        kept, start, at = [], 0, 0
        while (match := compiled.search(text, at)) is not None:
            if name_says_secret(match.group("name")):
                kept += [text[start:match.start("value")], HIDDEN]
                start = at = match.end("value")
            else:
                at = match.start("value")
        kept.append(text[start:])
        return "".join(kept)

    return mask


def _always(pattern: str) -> Callable[[str], str]:
    """A masker that hides the whole match, or its ``value`` group when it has one (keeping what stands around)."""
    compiled = re.compile(pattern)

    def replace(match: re.Match[str]) -> str:
        if "value" not in compiled.groupindex or match.group("value") is None:
            return HIDDEN
        start, end = match.start("value") - match.start(0), match.end("value") - match.start(0)
        return match.group(0)[:start] + HIDDEN + match.group(0)[end:]

    return lambda text: compiled.sub(replace, text)


# -- blocks ---------------------------------------------------------------------------------------------------
# PEM (RSA, EC, DSA, OpenSSH, PKCS#8, encrypted, PGP) from its BEGIN line to its END line, also with the JSON
# escapes of a service-account file ("\n"); a block cut off before its END is hidden to the text's end.
# PuTTY's .ppk: the lines after "Private-Lines: N" (detect-secrets plugins/private_key.py names both).
_PEM = (r"(?s)-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?P<value>(?!<redacted>-----END).*?"
        r"(?=-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)|(?!<redacted>(?:\Z|-----END)).*)")
_PPK = r"Private-Lines:[ \t]*[0-9]+[ \t]*\r?\n(?P<value>(?!<redacted>)[A-Za-z0-9+/=]+(?:\r?\n[A-Za-z0-9+/=]+)*)"

_pem, _ppk = _always(_PEM), _always(_PPK)

# -- URLs -----------------------------------------------------------------------------------------------------
_URL = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://)((?:<[a-z\-]+>|[^\s\"'<>])*)")  # placeholders are part of it
_USERINFO = re.compile(r"^[^/\s?#]*@(?=.)")
_ENCODED_USERINFO = r"(?i)\b[a-z][a-z0-9+.\-]*%3A%2F%2F(?P<value>(?!<redacted>)(?:(?!%2F|%40)[^\s/?#&\"'<>@])+)%40"
_OPAQUE = re.compile(r"(?<=[/=])[A-Za-z0-9_\-]{20,}(?=[/?&#;]|$)")
_QUERY_SECRET = re.compile(
    r"(?i)([?&;](?:[a-z0-9_\-]*(?:token|key|secret|password|passwd|pwd|sig|signature|auth|credential|session)"
    r"[a-z0-9_\-]*)=)(?!<redacted>)[^&#\s\"'<>]+")


def _url_parts(masker: Callable[[str, str], tuple[str, str]]) -> Callable[[str], str]:
    """A masker applied to each URL's (authority, rest) in a text."""

    def one(match: re.Match[str]) -> str:
        rest = match.group(2)
        authority, slash, tail = rest.partition("/")
        if not slash:
            authority, slash, tail = rest.partition("?")
        authority, tail = masker(authority, slash + tail)
        return match.group(1) + authority + tail

    return lambda text: _URL.sub(one, text)


def _user_info(authority: str, tail: str) -> tuple[str, str]:
    return _USERINFO.sub(lambda _m: f"{HIDDEN}@", authority), tail


def _secret_query(authority: str, tail: str) -> tuple[str, str]:
    return authority, _QUERY_SECRET.sub(lambda m: f"{m.group(1)}{HIDDEN}", tail)


def _opaque_part(authority: str, tail: str) -> tuple[str, str]:
    return authority, _OPAQUE.sub(_opaque, tail)


def _opaque(match: re.Match[str]) -> str:
    """A path part or value that mixes upper case, lower case and digits is a token; anything else stays."""
    part = match.group(0)
    mixed = any(c.isupper() for c in part) and any(c.islower() for c in part) and any(c.isdigit() for c in part)
    return HIDDEN if mixed else part


def _shape_masker(pattern: re.Pattern[str]) -> Callable[[str], str]:
    """A masker that hides every match of a token shape whole."""
    return lambda text: pattern.sub(HIDDEN, text)


_plain_user_info = _url_parts(_user_info)
_encoded_user_info = _always(_ENCODED_USERINFO)


def _user_info_anywhere(text: str) -> str:
    """A URL's user part: plain (``https://ann:pw@``), or encoded in another URL (``https%3A%2F%2F...%40``)."""
    return _encoded_user_info(_plain_user_info(text))


# -- the families, in the order they are applied ----------------------------------------------------------------
SECRET_FAMILIES: tuple[SecretFamily, ...] = (
    SecretFamily("private-key", lambda text: _ppk(_pem(text))),
    *(SecretFamily(shape.name, _shape_masker(shape.pattern)) for shape in TOKEN_SHAPES),
    SecretFamily("url-user-info", _user_info_anywhere),
    SecretFamily("url-secret-query", _url_parts(_secret_query)),
    SecretFamily("url-opaque-token", _url_parts(_opaque_part)),
    SecretFamily("authorization-header", _always(
        rf"(?i)\b(?:proxy-)?authorization[\"']?\s*[:=]\s*(?P<value>{_HEADER_VALUE})")),
    SecretFamily("cookie-header", _always(
        r"(?i)(?<![A-Za-z0-9_\-])(?:set-)?cookie[\"']?\s*:\s*(?P<value>(?![\"']?<redacted>)(?=\S)(?:\"[^\"\n]*\"|'[^'\n]*'"
        r"|[^\r\n\"']+))")),
    SecretFamily("netrc-password", _always(
        r"(?im)^[ \t]*(?:(?:machine|default|login)\b[^\n]*?[ \t])?(?:password|passwd|account)[ \t]+"
        r"(?P<value>(?!<redacted>)[^\s]+)(?=[ \t]*$|[ \t]+(?:machine|login|account|macdef|default)\b)")),
    SecretFamily("secret-named-line", _named(
        rf"(?m)^[ \t]*(?P<name>{_NAME})(?:[ \t]+[=:][ \t]*|[=:][ \t]+)(?P<value>(?!<redacted>)\S[^\r\n]*?)[ \t]*$")),
    SecretFamily("secret-named-value", _named(
        rf"(?<![A-Za-z0-9_.\-])(?P<name>{_NAME})(?:[\"']\s*[:=]\s*|\s*=(?!=)\s*|:\s+)(?P<value>{_VALUE})")),
    SecretFamily("secret-named-option", _named(
        rf"(?i)(?<![A-Za-z0-9_\-])--?(?P<name>[a-z0-9][a-z0-9\-]*)(?:=|\s+)(?!-)(?P<value>{_ARGUMENT})")),
)


def mask_secrets(text: str) -> str:
    """``text`` with every secret of :data:`SECRET_FAMILIES` replaced by ``<redacted>`` (twice changes nothing)."""
    for family in SECRET_FAMILIES:  # one pass each: one alternation of all shapes is slower (no literal prefix)
        text = family.mask(text)
    return text


def has_secret(text: str) -> bool:
    """True when :func:`mask_secrets` would hide something in ``text``."""
    return mask_secrets(text) != text
