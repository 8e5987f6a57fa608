"""The redaction rules as a table: each row's id reads as the rule it proves, the text a user might paste, and
exactly what the report (and, for secrets, an installer's output line) shows of it.

The user is ``alice`` with her home at ``/home/alice`` (POSIX rows) or ``C:\\Users\\alice`` (Windows rows);
``bob`` is someone else. Negative rows are texts that must come out unchanged: ordinary words, version
numbers, CUDA folders, sha256 digests of downloads, "sk-" inside a word. A hypothesis property checks that
redacting twice changes nothing more (the report may be built from an already redacted one).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core import report_inputs as inputs
from wizard.core.pyenv.process import mask_secrets
from wizard.core.report import Redactor, build_report, redact_report, redactor_for, render_text

H = "<redacted>"
SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
GHP = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
HF = "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz12345678"
OPAQUE = "Xy7Kq2Lm9Np4Rs6Tv8Wz"  # 20 letters and digits, mixed case: the shape of a private index token

SECRETS = [  # (id, text, shown): a secret hidden in every text it reaches
    ("env-NAME_TOKEN", f"HF_TOKEN={HF} python train.py", f"HF_TOKEN={H} python train.py"),
    ("env-NAME_TOKEN-any-value", "GITHUB_TOKEN=abc123", f"GITHUB_TOKEN={H}"),
    ("env-PASSWORD", "DB_PASSWORD=hunter2 ./run", f"DB_PASSWORD={H} ./run"),
    ("env-SECRET-in-the-middle", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG", f"AWS_SECRET_ACCESS_KEY={H}"),
    ("env-SECRET-at-the-end", "CLIENT_SECRET=s3cr3t", f"CLIENT_SECRET={H}"),
    ("env-API_KEY", "OPENAI_API_KEY=abc", f"OPENAI_API_KEY={H}"),
    ("env-quoted-value-with-spaces", 'export WANDB_API_KEY="a b c"', f"export WANDB_API_KEY={H}"),
    ("env-powershell", '$env:HF_TOKEN = "hf_x"', f"$env:HF_TOKEN = {H}"),
    ("env-windows-set", "set PIP_PASSWORD=hunter2", f"set PIP_PASSWORD={H}"),
    ("env-after-a-name-that-says-no-secret", "note: GITHUB_TOKEN=abc123 set", f"note: GITHUB_TOKEN={H} set"),
    ("env-password-with-an-ampersand", "PGPASSWORD=Tr0ub4dor&3 psql", f"PGPASSWORD={H} psql"),
    ("yaml-token-colon", "token: abc123", f"token: {H}"),
    ("option-token-space", f"huggingface-cli login --token {HF}", f"huggingface-cli login --token {H}"),
    ("option-token-equals", "tool --token=abc123 --yes", f"tool --token={H} --yes"),
    ("option-password-space", "mount --password hunter2 /mnt", f"mount --password {H} /mnt"),
    ("option-api-key", "cli --api-key abc123", f"cli --api-key {H}"),
    ("shape-github-classic", f"remote uses {GHP} now", f"remote uses {H} now"),
    ("shape-github-oauth", "gho_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2", H),
    ("shape-github-fine-grained", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", H),
    ("shape-gitlab", "glpat-Ab12Cd34Ef56Gh78Ij90", H),
    ("shape-hugging-face", f"login with {HF}", f"login with {H}"),
    ("shape-openai", "key sk-Ab12Cd34Ef56Gh78Ij90Kl12", f"key {H}"),
    ("shape-openai-project", "sk-proj-Ab12Cd34Ef56Gh78Ij90_Kl-12", H),
    ("shape-slack-bot", "xoxb-123456789012-1234567890123-AbCdEfGh", H),
    ("shape-slack-user", "xoxp-123456789012-abcdef", H),
    ("shape-aws-access-key-id", "aws id AKIAIOSFODNN7EXAMPLE", f"aws id {H}"),
    ("shape-aws-session-key-id", "ASIAY34FZKBOKMUTVV7A", H),
    ("url-user-and-password", "GET https://ann:s3cret@mirror.example/simple/", f"GET https://{H}@mirror.example/simple/"),
    ("url-token-as-user", f"https://{GHP}@git.example/o/r.git", f"https://{H}@git.example/o/r.git"),
    ("url-known-token-in-path", f"https://raw.example/{GHP}/file", f"https://raw.example/{H}/file"),
    ("url-opaque-token-in-path", f"https://pkgs.example/{OPAQUE}/simple/tf/", f"https://pkgs.example/{H}/simple/tf/"),
    ("url-token-in-query", "https://idx.example/simple/?token=abc123&x=1", f"https://idx.example/simple/?token={H}&x=1"),
    ("url-signature-in-query", "https://s3.example/f.zip?X-Amz-Signature=abc123",
     f"https://s3.example/f.zip?X-Amz-Signature={H}"),
    ("url-api-key-in-query", "http://h.example/a?b=1&api_key=k123", f"http://h.example/a?b=1&api_key={H}"),
    ("url-opaque-token-as-query-value", f"https://h.example/a?k={OPAQUE}", f"https://h.example/a?k={H}"),
    ("header-authorization", "Authorization: Bearer abc.def.ghi", f"Authorization: {H}"),
]

PLACES = [  # (id, home, text, shown): who and where, in the report only
    ("own-home-posix", "/home/alice", "/home/alice/miniconda3/bin/python", "~/miniconda3/bin/python"),
    ("own-home-windows", "C:\\Users\\alice", "C:\\Users\\alice\\AppData\\x.dll", "~\\AppData\\x.dll"),
    ("own-home-windows-forward-slashes", "C:\\Users\\alice", "C:/Users/alice/x", "~/x"),
    ("own-home-not-a-longer-folder-name", "/home/al", "/home/alice/x", "/home/<user>/x"),
    ("other-home-posix", "/home/alice", "read /home/bob/data.csv", "read /home/<user>/data.csv"),
    ("other-home-macos", "/home/alice", "/Users/bob/Library/x", "/Users/<user>/Library/x"),
    ("other-home-windows", "C:\\Users\\alice", "D:\\Users\\bob\\x", "D:\\Users\\<user>\\x"),
    ("other-home-windows-name-with-space", "C:\\Users\\alice", "C:\\Users\\Bob Smith\\x", "C:\\Users\\<user>\\x"),
    ("other-home-windows-json-escaped", "/home/alice", "C:\\\\Users\\\\bob\\\\x", "C:\\\\Users\\\\<user>\\\\x"),
    ("other-home-from-wsl", "/home/alice", "/mnt/c/Users/bob/x", "/mnt/c/Users/<user>/x"),
    ("other-home-wsl-share", "C:\\Users\\alice", "\\\\wsl$\\Ubuntu\\home\\bob\\x", "\\\\wsl$\\Ubuntu\\home\\<user>\\x"),
    ("other-home-at-the-end", "/home/alice", "owner /home/bob.", "owner /home/<user>."),
    ("other-home-windows-chinese-name", "C:\\Users\\alice", "C:\\Users\\张伟\\x", "C:\\Users\\<user>\\x"),
    ("other-home-windows-forward-slashes-with-space", "/home/alice", "C:/Users/Ann Lee/Desktop/nb.ipynb",
     "C:/Users/<user>/Desktop/nb.ipynb"),
    ("other-home-windows-short-name", "/home/alice", "C:\\Users\\ZHANGW~1\\AppData", "C:\\Users\\<user>\\AppData"),
    ("other-home-from-wsl-chinese-name", "/home/alice", "/mnt/c/Users/张伟/data", "/mnt/c/Users/<user>/data"),
    ("other-home-wsl-localhost-share", "C:\\Users\\alice", "\\\\wsl.localhost\\Ubuntu-22.04\\home\\bob\\tf",
     "\\\\wsl.localhost\\Ubuntu-22.04\\home\\<user>\\tf"),
    ("other-home-in-a-file-url", "/home/alice", "file:///C:/Users/bob/wheels/tf.whl", "file:///C:/Users/<user>/wheels/tf.whl"),
    ("other-home-macos-at-the-end", "/home/alice", "(in /Users/bob)", "(in /Users/<user>)"),
    ("own-home-chinese-name", "C:\\Users\\张伟", "C:\\Users\\张伟\\AppData\\x", "~\\AppData\\x"),
    ("own-chinese-user-name", "C:\\Users\\张伟", "env tf_张伟 made", "env tf_<user> made"),
    ("user-name-before-dash", "/home/alice", "host alice-laptop", "host <user>-laptop"),
    ("user-name-after-underscore", "/home/alice", "env tf_alice", "env tf_<user>"),
    ("user-name-before-dot", "/home/alice", "alice.keras saved", "<user>.keras saved"),
    ("user-name-any-case", "/home/alice", "ALICE ran it", "<user> ran it"),
]

KEPT = [  # (id, text): shown exactly as written
    ("ordinary-words", "The main line of the installer finished; nothing to do."),
    ("word-containing-the-user-name", "malice and Alicent are words"),
    ("version-pins", "tensorflow[and-cuda]==2.15.0 tokenizers==0.15.0 numpy<2"),
    ("cuda-folder", "/usr/local/cuda-12.2/lib64/libcudart.so.12"),
    ("cuda-windows-folder", "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.2\\bin"),
    ("sha256-digest", f"sha256:{SHA}"),
    ("download-url-with-digest", f"https://files.example/packages/9f/86/{SHA}/tf-2.15.0-cp311-none-any.whl#sha256={SHA}"),
    ("sk-inside-a-word", "task-force-1234567890abcdefgh disk-usage-123456789012345678"),
    ("hf-package-name", "pip install hf_transfer"),
    ("shared-windows-home", "C:\\Users\\Public\\Documents"),
    ("shared-macos-home", "/Users/Shared/data"),
    ("env-root-outside-home", "/opt/conda/envs/tf/bin/python"),
    ("words-about-passwords", "Passwords are kept in the system's password store."),
    ("generic-account-word", "Add it to PATH (this user)"),
    ("placeholders-already-there", f"~/x /home/<user>/y {H}"),
]


def _redactor(home: str) -> Redactor:
    name = home.replace("\\", "/").rsplit("/", 1)[-1]
    environ = {"USER": name, "HOME": home} if home.startswith("/") else {"USERNAME": name, "USERPROFILE": home}
    return redactor_for(None, environ=environ)


@pytest.mark.parametrize(("text", "shown"), [row[1:] for row in SECRETS], ids=[row[0] for row in SECRETS])
def test_a_secret_is_hidden_in_the_report_and_in_installer_output(text: str, shown: str) -> None:
    assert _redactor("/home/alice").text(text) == shown
    assert mask_secrets(text) == shown


@pytest.mark.parametrize(("home", "text", "shown"), [row[1:] for row in PLACES], ids=[row[0] for row in PLACES])
def test_who_and_where_is_hidden_in_the_report(home: str, text: str, shown: str) -> None:
    assert _redactor(home).text(text) == shown


@pytest.mark.parametrize("text", [row[1] for row in KEPT], ids=[row[0] for row in KEPT])
def test_what_is_no_secret_stays_as_written(text: str) -> None:
    assert _redactor("/home/alice").text(text) == text
    assert _redactor("C:\\Users\\alice").text(text) == text
    assert mask_secrets(text) == text


FRAGMENTS = [row[1] for row in SECRETS] + [row[2] for row in PLACES] + [row[1] for row in KEPT]


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=12)), max_size=6),
       glue=st.sampled_from([" ", "\n", "", "/", "=", "@"]))
def test_redacting_twice_changes_nothing_more(parts: list[str], glue: str) -> None:
    redactor = _redactor("/home/alice")
    once = redactor.text(glue.join(parts))
    assert redactor.text(once) == once
    assert mask_secrets(mask_secrets(glue.join(parts))) == mask_secrets(glue.join(parts))


def test_what_a_user_pasted_into_a_finding_survives_in_no_rendering() -> None:
    """The whole way: a doctor finding holding a pasted shell session, through the report, in every format."""
    pasted = [row[1] for row in SECRETS] + ["C:\\Users\\bob\\x", "/home/bob/y", "alice-laptop"]
    doctor = inputs.doctor(findings=[{"code": "pasted", "cause": "\n".join(pasted), "fix": "", "source": ""}])
    report = build_report(facts=inputs.facts(), plan=None, journal=None, doctor=doctor)
    redacted = redact_report(report, _redactor("/home/alice"))
    for fmt in ("json", "md", "html"):
        text = render_text(redacted, fmt).decode()
        for secret in ("hf_AbCd", GHP, "hunter2", "abc123", OPAQUE, "s3cret", "AKIAIOSFODNN7", "bob", "alice"):
            assert secret not in text, f"{secret!r} survives in {fmt}"
