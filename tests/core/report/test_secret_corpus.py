"""Every family of docs/privacy.md, as users paste it (tests/core/secret_corpus.py): the secret is gone from the
report's JSON, Markdown and HTML, from a step's log line, from the journal's description and from the saved
verification log, and what support staff need (versions, digests, GPU names, folders outside home, the index's
host) comes through unchanged. The PDF is checked in tests/gui/test_secret_corpus_pdf.py; the docs' list of
families against the code's in tests/test_privacy_doc.py."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core import report_inputs as inputs
from tests.core import secret_corpus as corpus
from wizard.basics.events import LogLine
from wizard.basics.secrets_mask import SECRET_FAMILIES, mask_secrets
from wizard.core.ops.journal import Journal
from wizard.core.report import Report, build_report, redact_report, redactor_for, render_text
from wizard.core.verify.parse import parse_document
from wizard.core.verify.runner import VerifyRun, failure_document, save_log

FAMILIES = {family.name: family for family in SECRET_FAMILIES}
IDS = [f"{pasted.family}-{n}" for n, pasted in enumerate(corpus.CORPUS)]


def corpus_report() -> Report:
    """A report whose doctor findings hold every pasted text and every kept text, redacted for alice."""
    findings = [{"code": f"pasted-{n}", "cause": pasted.text, "fix": "", "source": ""}
                for n, pasted in enumerate(corpus.CORPUS)]
    findings.append({"code": "kept", "cause": "\n".join(corpus.KEPT), "fix": "", "source": ""})
    report = build_report(facts=inputs.facts(), plan=None, journal=None, doctor=inputs.doctor(findings=findings))
    return redact_report(report, redactor_for(None, environ={"USER": "alice", "HOME": "/home/alice"}))


def plain_renderings(report: Report) -> dict[str, str]:
    """Each text format's words as a reader sees them (Markdown's and HTML's escapes undone, JSON's strings)."""
    markdown = re.sub(r"\\([\\`*_\[\]<>|#~])", r"\1", render_text(report, "md").decode())
    return {"json": "\n".join(_strings(json.loads(render_text(report, "json")))),
            "md": markdown, "html": html.unescape(render_text(report, "html").decode())}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def squeezed(text: str) -> str:
    """``text`` without whitespace: a rendering may wrap a line anywhere, and a token cut in two is still there."""
    return "".join(text.split())


@pytest.fixture(scope="module")
def renderings() -> dict[str, str]:
    return plain_renderings(corpus_report())


def test_the_corpus_has_every_secret_family_of_the_docs() -> None:
    assert {pasted.family for pasted in corpus.CORPUS} == set(FAMILIES)


@pytest.mark.parametrize("pasted", corpus.CORPUS, ids=IDS)
def test_the_family_itself_hides_its_secret(pasted: corpus.Pasted) -> None:
    """The family docs/privacy.md names for this shape is the rule that hides it (not some other one by luck)."""
    assert pasted.secrets[0] in pasted.text
    assert pasted.secrets[0] not in FAMILIES[pasted.family].mask(pasted.text)


@pytest.mark.parametrize("pasted", corpus.CORPUS, ids=IDS)
def test_a_pasted_secret_is_gone_from_every_text_format(pasted: corpus.Pasted, renderings: dict[str, str]) -> None:
    for fmt, text in renderings.items():
        for secret in pasted.secrets:
            assert squeezed(secret) not in squeezed(text), f"{secret!r} survives in {fmt}"


@pytest.mark.parametrize("pasted", corpus.CORPUS, ids=IDS)
def test_a_pasted_secret_is_gone_from_log_lines(pasted: corpus.Pasted) -> None:
    """Whole, and line by line as an installer's output arrives (a private key's body lines alone have no shape:
    a key is hidden as a block)."""
    whole = LogLine("info", pasted.text).text
    for secret in pasted.secrets:
        assert secret not in whole
    if pasted.family == "private-key":
        return
    for line in pasted.text.splitlines():
        shown = LogLine("info", line).text
        for secret in pasted.secrets:
            assert secret not in shown or secret not in line


@pytest.mark.parametrize("kept", corpus.KEPT)
def test_what_support_needs_is_not_hidden(kept: str, renderings: dict[str, str]) -> None:
    assert mask_secrets(kept) == kept
    assert LogLine("info", kept).text == kept
    for fmt, text in renderings.items():
        assert squeezed(kept) in squeezed(text), f"{kept!r} changed in {fmt}"


def test_digests_stay_but_a_digest_named_as_a_secret_does_not() -> None:
    text = f"sha256={corpus.SHA}\nSECRET_KEY={corpus.SHA}\n--hash=sha256:{corpus.SHA} --token {corpus.SHA}"
    assert mask_secrets(text) == f"sha256={corpus.SHA}\nSECRET_KEY=<redacted>\n--hash=sha256:{corpus.SHA} " \
                                 "--token <redacted>"


def test_the_journal_keeps_no_secret_in_what_it_describes(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "journal.json")
    for n, pasted in enumerate(corpus.CORPUS):
        journal.add(run_id="r1", kind="test", description=pasted.text, step=f"s{n}", record={})
    written = (tmp_path / "journal.json").read_text(encoding="utf-8")
    for pasted in corpus.CORPUS:
        for secret in pasted.secrets:
            assert json.dumps(secret)[1:-1] not in written and secret not in written


def test_the_saved_verification_log_keeps_no_secret(tmp_path: Path) -> None:
    document = failure_document("script", "stopped")
    log = "\n".join([*(pasted.text for pasted in corpus.CORPUS), *corpus.KEPT])
    run = VerifyRun(parse_document(document), document, log, 1, 1.0)
    saved = save_log(run, tmp_path).read_text(encoding="utf-8")
    for pasted in corpus.CORPUS:
        for secret in pasted.secrets:
            assert secret not in saved
    for kept in corpus.KEPT:
        assert kept in saved


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from([p.text for p in corpus.CORPUS] + list(corpus.KEPT)), max_size=5),
       glue=st.sampled_from([" ", "\n", "", "=", ": ", "@", "/"]))
def test_masking_twice_changes_nothing_more(parts: list[str], glue: str) -> None:
    once = mask_secrets(glue.join(parts))
    assert mask_secrets(once) == once
