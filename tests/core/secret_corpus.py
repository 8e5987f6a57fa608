"""A corpus of secrets as users paste them: one entry per family of docs/privacy.md, each a realistic text around
a secret of the issued length, and the texts support staff need that must come through unchanged.

The tokens are made here from a fixed alphabet (none is a live credential); each has its service's issued shape
and length (a GitHub classic token 40 characters, a Hugging Face one 37, an Anthropic key 108, a PyPI token 180).
"""

from __future__ import annotations

import string
from dataclasses import dataclass

_ALNUM = string.ascii_letters + string.digits


def chars(count: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """``count`` characters of ``alphabet``, mixed (upper, lower and digits for the default), the same each run."""
    return "".join(alphabet[(seed * 7 + i * 13 + i // 5) % len(alphabet)] for i in range(count))


SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"  # a download's digest: stays
SHA_CUDNN = "e0a8c8f2b7f4e1d0c3a7e6b5d4c3b2a19f8e7d6c5b4a39281706f5e4d3c2b1a0"
HEX_SECRET = chars(64, 41, "0123456789abcdef")  # a Flask/Django SECRET_KEY: a digest's shape under a secret's name

GHP = "ghp_" + chars(36, 1)
GITHUB_PAT = "github_pat_" + "11ABCDEFG0" + chars(12, 2) + "_" + chars(59, 3)
GLPAT = "glpat-" + chars(20, 4)
HF = "hf_" + chars(34, 5, string.ascii_letters)
ANTHROPIC = "sk-ant-api03-" + chars(93, 6, _ALNUM + "-_") + "AA"
OPENAI = "sk-proj-" + chars(74, 7) + "T3BlbkFJ" + chars(74, 8)
AWS_ID = "AKIA" + chars(16, 9, string.ascii_uppercase + string.digits)
AWS_SECRET = chars(30, 10) + "/" + chars(9, 11) + "+"
GOOGLE = "AIza" + chars(35, 12, _ALNUM + "-_")
GOOGLE_SECRET = "GOCSPX-" + chars(28, 13)
SLACK = "xoxb-" + "123456789012-1234567890123-" + chars(24, 14)
SLACK_HOOK = "T0123ABCD/B0456EFGH/" + chars(24, 15)
STRIPE = "sk_live_" + chars(99, 16)
NPM = "npm_" + chars(36, 17)
PYPI = "pypi-AgEIcHlwaS5vcmc" + chars(160, 18, _ALNUM + "-_")
DOCKER = "dckr_pat_" + chars(27, 19, _ALNUM + "-_")
SENDGRID = "SG." + chars(22, 20) + "." + chars(43, 21)
AZURE_KEY = chars(86, 22, _ALNUM + "+/") + "=="
AZURE_SIG = chars(30, 23) + "%2B" + chars(10, 24) + "%3D"
JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJ" + chars(60, 25) + "." + chars(43, 26, _ALNUM + "-_")
PEM_BODY = [chars(64, 27 + n, _ALNUM + "+/") for n in range(4)]
NETRC_PASSWORD = "c0rrect-H0rse!"
INI_PASSWORD = "correct horse battery staple"
OPTION_PASSWORD = "Tr0ub4dor&3"
BEARER = chars(40, 31)
COOKIE = chars(32, 32)
URL_PASSWORD = "p%40ss" + chars(8, 33)
PROXY_PASSWORD = "pr0xyS3cret"


@dataclass(frozen=True)
class Pasted:
    """``text`` as a user pastes it, and the ``secrets`` in it that must be gone from every rendering."""

    family: str
    text: str
    secrets: tuple[str, ...]


CORPUS: tuple[Pasted, ...] = (
    Pasted("private-key", "$ cat ~/.ssh/id_rsa\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(PEM_BODY)
           + "\n-----END OPENSSH PRIVATE KEY-----\n$ ssh -T git@github.com", tuple(PEM_BODY)),
    Pasted("private-key", '{"type": "service_account", "private_key_id": "abc", "private_key": "-----BEGIN PRIVATE '
           'KEY-----\\n' + "\\n".join(PEM_BODY[:2]) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "x"}',
           tuple(PEM_BODY[:2])),
    Pasted("github", f"$ git remote -v\norigin  https://github.com/ann/tf-course.git (fetch)\nexport GH={GHP}",
           (GHP,)),
    Pasted("github", f"fine-grained: {GITHUB_PAT} (expires in 30 days)", (GITHUB_PAT,)),
    Pasted("gitlab", f"remote: HTTP Basic: Access denied for token {GLPAT}", (GLPAT,)),
    Pasted("hugging-face", f"$ huggingface-cli whoami\nToken {HF} is valid (permission: read).", (HF,)),
    Pasted("anthropic", f"client = anthropic.Anthropic(api_key={ANTHROPIC})", (ANTHROPIC,)),
    Pasted("openai", f'openai.OpenAI(api_key="{OPENAI}")  # from the course notebook', (OPENAI,)),
    Pasted("aws", f"[default]\naws_access_key_id = {AWS_ID}\naws_secret_access_key = {AWS_SECRET}\n"
           "region = us-east-1", (AWS_ID, AWS_SECRET)),
    Pasted("google", f"genai.configure(api_key={GOOGLE}); client_secret {GOOGLE_SECRET}", (GOOGLE, GOOGLE_SECRET)),
    Pasted("slack", f"curl -X POST https://hooks.slack.com/services/{SLACK_HOOK} -d x; bot {SLACK}",
           (SLACK, SLACK_HOOK.rsplit("/", 1)[1])),
    Pasted("stripe", f"stripe.api_key = {STRIPE}", (STRIPE,)),
    Pasted("npm", f"//registry.npmjs.org/:_authToken={NPM}\nalways-auth=true", (NPM,)),
    Pasted("npm", f"npm notice token {NPM} used", (NPM,)),
    Pasted("pypi", f"Uploading distributions to the index with token {PYPI}\nUploading tfgpu-0.1.tar.gz",
           (PYPI,)),
    Pasted("docker-hub", f"$ echo {DOCKER} | docker login -u ann --password-stdin\nLogin Succeeded", (DOCKER,)),
    Pasted("sendgrid", f"sg = SendGridAPIClient({SENDGRID})", (SENDGRID,)),
    Pasted("azure-storage-key", "DefaultEndpointsProtocol=https;AccountName=courseblob;AccountKey="
           f"{AZURE_KEY};EndpointSuffix=core.windows.net", (AZURE_KEY,)),
    Pasted("azure-sas", "azcopy copy data.zip https://courseblob.blob.core.windows.net/data?sv=2022-11-02&ss=b"
           f"&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig={AZURE_SIG}", (AZURE_SIG,)),
    Pasted("azure-sas", f"SAS token: sv=2022-11-02&sr=c&sig={AZURE_SIG}", (AZURE_SIG,)),
    Pasted("jwt", f"wandb: session {JWT} refreshed", (JWT,)),
    Pasted("url-user-info", f"$ git clone https://ann:{URL_PASSWORD}@git.example.edu/course/tf.git\n"
           "Cloning into 'tf'...", (URL_PASSWORD, "ann:")),
    Pasted("url-user-info", "Location: https://login.example/cb?next=https%3A%2F%2Fann%3A"
           f"{URL_PASSWORD}%40files.example%2Fdata", (URL_PASSWORD,)),
    Pasted("url-secret-query", f"GET https://files.example/data.zip?expires=1&access_token={BEARER}", (BEARER,)),
    Pasted("url-opaque-token", f"Looking in indexes: https://pkgs.example.edu/{chars(24, 34)}/simple/",
           (chars(24, 34),)),
    Pasted("authorization-header", f'curl -H "Authorization: Bearer {BEARER}" https://api.example/v1', (BEARER,)),
    Pasted("cookie-header", f"Cookie: sessionid={COOKIE}; csrftoken={chars(32, 35)}", (COOKIE, chars(32, 35))),
    Pasted("netrc-password", f"$ cat ~/.netrc\nmachine pypi.example.edu\n  login ann\n  password {NETRC_PASSWORD}\n"
           f"machine git.example.edu login ann password {NETRC_PASSWORD}x", (NETRC_PASSWORD,)),
    Pasted("secret-named-line", "$ cat ~/.config/pip/pip.conf\n[global]\nindex-url = https://pkgs.example.edu/simple"
           f"\npassword = {INI_PASSWORD}\n", (INI_PASSWORD, "horse battery")),
    Pasted("secret-named-value", f"$ env\nSHELL=/bin/bash\nHF_TOKEN={HF[3:]}\nPGPASSWORD={OPTION_PASSWORD}\n"
           f"SECRET_KEY={HEX_SECRET}\nWANDB_API_KEY=\"{INI_PASSWORD}\"\nXDG_SESSION_TYPE=wayland",
           (HF[3:], OPTION_PASSWORD, HEX_SECRET, "horse battery", "dor&3")),
    Pasted("secret-named-option", f"$ mlflow login --username ann --password {OPTION_PASSWORD} --insecure\n"
           f"$ tool --api-key={BEARER} --passphrase \"{INI_PASSWORD}\"",
           (OPTION_PASSWORD, BEARER, "horse battery", "dor&3")),
)

# Texts support staff need: none of it may change (a rendering may wrap or escape it, never cut it).
KEPT: tuple[str, ...] = (
    "| NVIDIA-SMI 535.129.03   Driver Version: 535.129.03   CUDA Version: 12.2 |",
    "|   0  NVIDIA GeForce RTX 3090        Off | 00000000:01:00.0  On |                  N/A |",
    "Cuda compilation tools, release 12.2, V12.2.140",
    "I0000 00:00:1700000000.123456 4242 gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/"
    "device:GPU:0 with 21458 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3090, compute capability: 8.6",
    "direct_session.cc:123] Device mapping: no known devices.",
    f"Saved ./tensorflow-2.15.0-cp311-cp311-manylinux_2_17_x86_64.whl sha256={SHA}",
    f"tensorflow==2.15.0 --hash=sha256:{SHA}",
    f'"sha256": "{SHA_CUDNN}"',
    "pip install --index-url https://pypi.mirror.example.edu/simple --trusted-host pypi.mirror.example.edu tf",
    "Looking in indexes: https://pypi.mirror.example.edu/simple",
    "/usr/local/cuda-12.2/lib64/libcudart.so.12",
    "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.2\\bin\\cudart64_12.dll",
    "/opt/conda/envs/tf/bin/python",
    "tokenizers==0.15.0 keyring==24.3.0",
    "  - secretstorage=3.3.3=py311h38be061_2",
    "XDG_SESSION_TYPE=wayland",
    "SSH_AUTH_SOCK=/run/user/1000/keyring/ssh",
    "PWD=/opt/project",
    "docker login -u ann --password-stdin",
    "Passwords are kept in the system's password store.",
    "pip install hf_transfer",
)
