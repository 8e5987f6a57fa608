"""The token shapes services issue, one row per service: what :mod:`wizard.basics.secrets_mask` hides on sight.

Why our own table and not Yelp's ``detect-secrets`` itself: that tool scans files line by line and reports
findings, while the wizard must cut every secret out of a text in place (a private-key block spans lines), in
the PyInstaller bundle (it would bring ``requests`` and ``pyyaml`` along), with none of its entropy plugins
(they flag the sha256 digests support staff need). It also has no Hugging Face, Anthropic, Google or Docker Hub
shapes. Its plugins are the source of the shapes it does have; each row names where its shape is documented.

A shape matches only as a whole token: no letter, digit, ``_`` or ``-`` right before or after it, so a package
named ``hf_transfer`` or a word like ``task-force-...`` stays. Lengths are the issued lengths or a little less,
never more (a token cut short by a terminal is still hidden).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BEFORE = r"(?<![A-Za-z0-9_\-])"
_AFTER = r"(?![A-Za-z0-9_\-])"


@dataclass(frozen=True)
class TokenShape:
    """One service's tokens: ``name`` as docs/privacy.md lists it, the ``pattern``, and where the shape is told."""

    name: str
    pattern: re.Pattern[str]
    source: str


def _shape(name: str, body: str, source: str) -> TokenShape:
    return TokenShape(name, re.compile(f"{_BEFORE}(?:{body}){_AFTER}"), source)


TOKEN_SHAPES: tuple[TokenShape, ...] = (
    _shape("github", r"gh[pousr]_[A-Za-z0-9_]{30,}|github_pat_[A-Za-z0-9_]{22,}",
           "detect-secrets plugins/github_token.py (ghp_ gho_ ghu_ ghs_ ghr_ + 36); GitHub's fine-grained github_pat_"),
    _shape("gitlab", r"(?:glpat|gldt|glft|glsoat|glrt|glcbt|glimt|glptt|glagent|gloas)-[A-Za-z0-9_\-]{20,}"
                     r"|GR1348941[A-Za-z0-9_\-]{20,}",
           "detect-secrets plugins/gitlab_token.py (personal, deploy, feed, runner, CI/CD ... tokens)"),
    _shape("hugging-face", r"hf_[A-Za-z0-9]{20,}|api_org_[A-Za-z0-9]{20,}",
           "Hugging Face user access tokens (hf_ + 34 letters) and organisation tokens (api_org_)"),
    _shape("anthropic", r"sk-ant-[a-z]+[0-9]{2}-[A-Za-z0-9_\-]{20,}",
           "Anthropic API keys: sk-ant-api03- (and admin01-, oat01-) + about 95 characters"),
    _shape("openai", r"sk-(?=[A-Za-z_\-]*[0-9])[A-Za-z0-9_\-]{20,}",
           "detect-secrets plugins/openai.py (sk-, sk-proj-, sk-svcacct- ... with T3BlbkFJ inside)"),
    _shape("aws", r"(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}",
           "detect-secrets plugins/aws.py (access key ids); the secret key is hidden by its name"),
    _shape("google", r"AIza[A-Za-z0-9_\-]{35}|GOCSPX-[A-Za-z0-9_\-]{24,}|ya29\.[A-Za-z0-9_\-]{20,}",
           "Google API keys (AIza + 35), OAuth client secrets (GOCSPX-) and access tokens (ya29.)"),
    _shape("slack", r"xox[abposre]-[A-Za-z0-9\-]{10,}|xapp-[0-9]-[A-Za-z0-9\-]{10,}"
                    r"|(?<=hooks\.slack\.com/services/)T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/[A-Za-z0-9_]+",
           "detect-secrets plugins/slack.py (xoxb- xoxp- xoxa- xoxo- xoxs- xoxr- tokens, webhook URLs)"),
    _shape("stripe", r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}|whsec_[A-Za-z0-9]{24,}",
           "detect-secrets plugins/stripe.py (sk_live_, rk_live_ + 24); test keys and webhook secrets alike"),
    _shape("npm", r"npm_[A-Za-z0-9]{36}", "detect-secrets plugins/npm.py (npm_ + 36; .npmrc's _authToken by name)"),
    _shape("pypi", r"pypi-[A-Za-z0-9_\-]{40,}", "detect-secrets plugins/pypi_token.py (pypi-AgEIcHlwaS5vcmc + 70)"),
    _shape("docker-hub", r"dckr_(?:pat|oat)_[A-Za-z0-9_\-]{20,}",
           "Docker Hub personal and organisation access tokens (dckr_pat_ + 27)"),
    _shape("sendgrid", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
           "detect-secrets plugins/sendgrid.py (SG. + 22 . + 43)"),
    _shape("azure-storage-key", r"(?:(?<=AccountKey=)|(?<=SharedAccessKey=))[A-Za-z0-9+/]{40,}={0,2}",
           "detect-secrets plugins/azure_storage_key.py (AccountKey= + 88 base64 in a connection string)"),
    _shape("azure-sas", r"(?<=sig=)[A-Za-z0-9%+/=]{16,}",
           "Azure shared access signatures: the sig= part of a SAS token or URL"),
    _shape("jwt", r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*",
           "detect-secrets plugins/jwt.py (base64url JSON header and payload, both starting eyJ)"),
)
