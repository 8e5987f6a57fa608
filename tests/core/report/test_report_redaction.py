"""Redaction: no user, home, host name, GPU UUID, serial number, URL credential, token or proxy password
given to the report survives in any text rendering (hypothesis draws the secrets and where they appear)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.core import report_inputs as inputs
from wizard.basics.facts import CudaToolkitFacts, GpuFacts, ProbeNote, PythonFacts
from wizard.core.report import build_report, redact_report, redactor_for, render_text
from wizard.core.report.model import NetworkSection, OperationRow, Report

HEX = "0123456789abcdef"


@st.composite
def secrets(draw: st.DrawFn) -> dict[str, str]:
    """Secrets with a marker letter each, so none can be a word the report itself prints."""
    hexes = [draw(st.text(HEX, min_size=n, max_size=n)) for n in (8, 4, 4, 4, 12)]
    user = draw(st.from_regex(r"\Au[a-z][a-z0-9._-]{4,10}[a-z0-9]\Z"))
    windows = draw(st.booleans())
    return {
        "user": user,
        "home": f"C:\\Users\\{user}" if windows else f"/home/{user}",
        "host": draw(st.from_regex(r"\Ah[a-z][a-z0-9-]{4,12}[a-z0-9]\Z")),
        "uuid": "GPU-" + "-".join(hexes),
        "serial": draw(st.from_regex(r"\A1[0-9]{9,13}\Z")),
        "password": draw(st.from_regex(r"\Ap[A-Za-z0-9!$*+]{6,14}\Z")),
        "token": draw(st.from_regex(r"\At[A-Za-z0-9_]{8,20}\Z")),
    }


def secret_report(s: dict[str, str]) -> Report:
    """A report with every secret placed where real inputs carry such things."""
    sep = "\\" if "\\" in s["home"] else "/"
    machine = dataclasses.replace(
        inputs.facts(), hostname=f"{s['host']}.lab.example",
        gpus=(GpuFacts("NVIDIA GeForce RTX 3090", "8.6", 24576, uuid=s["uuid"]),),
        python=PythonFacts("3.11.4", executable=f"{s['home']}{sep}miniconda3{sep}python"),
        cuda_toolkits=(CudaToolkitFacts("12.2", f"{s['home']}{sep}cuda"),),
        notes=(ProbeNote("smi", f"nvidia-smi on {s['host']}: Serial Number : {s['serial']}"),),
    )
    url = f"https://{s['user']}:{s['password']}@mirror.example/cudnn.zip?X-Amz-Signature={s['token']}"
    verification = inputs.verification(
        gpus=[{"name": f"RTX 3090 ({s['uuid'].upper()})", "compute_capability": "8.6", "memory_mib": 24576}],
        checks=[{"id": "dl", "ok": False, "message": f"Fetched {url}", "fix": f"Look in {s['home']}{sep}Downloads, "
                 f"{s['user'].upper()}"}])
    doctor = inputs.doctor(findings=[{
        "code": "proxy", "cause": f"{s['host'].upper()} cannot reach http://{s['user']}:{s['password']}@proxy:3128",
        "fix": f"Set the access token: {s['token']} or password={s['password']}", "source": f"serial={s['serial']}"}])
    report = build_report(facts=machine, plan=inputs.plan_for(machine), journal=None, verification=verification,
                          doctor=doctor, network=NetworkSection(f"http://{s['user']}:{s['password']}@proxy:3128",
                                                                "HTTPS_PROXY"))
    row = OperationRow("e1", "r1", "install", "env-add-to-path", f"Add {s['home']}{sep}cuda{sep}bin to PATH (user)",
                       "2026-12-01T10:00:00+00:00", "in-effect")
    return dataclasses.replace(report, operations=(row,))


def _strings(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(_strings(k) + "\n" + _strings(v) for k, v in value.items())
    if isinstance(value, list):
        return "\n".join(_strings(item) for item in value)
    return ""


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(s=secrets())
def test_no_secret_survives_in_any_rendering(s: dict[str, str]) -> None:
    report = secret_report(s)
    environ = {"USER": s["user"], "HOME": s["home"], "COMPUTERNAME": s["host"],
               "HTTPS_PROXY": f"http://{s['user']}:{s['password']}@proxy:3128"}
    redacted = redact_report(report, redactor_for(report.facts, environ=environ))
    outputs = {fmt: render_text(redacted, fmt).decode() for fmt in ("md", "html")}
    outputs["json"] = _strings(json.loads(render_text(redacted, "json")))
    for fmt, text in outputs.items():
        for name, secret in s.items():
            assert secret.lower() not in text.lower(), f"{name} {secret!r} survives in {fmt}"
    assert redacted.redacted and "<gpu-uuid>" in outputs["json"] and "~" in outputs["json"]


def test_without_redaction_the_names_stay_and_the_report_says_so() -> None:
    s = {"user": "ualice", "home": "/home/ualice", "host": "hlabpc", "uuid": "GPU-" + "-".join(
        ["a" * 8, "b" * 4, "c" * 4, "d" * 4, "e" * 12]), "serial": "1234567890", "password": "pSecret1",
         "token": "tTOKEN1234"}
    report = dataclasses.replace(secret_report(s), redacted=False)
    text = render_text(report, "md").decode()
    assert "hlabpc" in text and "names and secrets are hidden" not in text


def test_ordinary_words_that_contain_a_short_user_name_are_kept() -> None:
    redactor = redactor_for(None, environ={"USER": "ai", "HOME": "/home/ai"})
    assert redactor.text("main line, ai's files in /home/ai/x") == "main line, <user>'s files in ~/x"
    assert redactor.text("GPU serial numbers are hidden") == "GPU serial numbers are hidden"


def test_a_generic_account_name_stays_a_word_but_its_home_is_hidden() -> None:
    redactor = redactor_for(None, environ={"USERNAME": "User", "USERPROFILE": "C:\\Users\\User"})
    assert redactor.text("Add C:\\Users\\User\\cuda to PATH (this user)") == "Add ~\\cuda to PATH (this user)"
