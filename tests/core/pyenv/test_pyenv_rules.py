"""The Python side's pure rules: env-name allowlist (properties), installer-error table, progress, settings."""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wizard.basics.errors import BadInputError
from wizard.basics.events import Advanced
from wizard.core.download.network import NetworkSettings
from wizard.core.pyenv.create import check_pinned
from wizard.core.pyenv.explain import LONG_PATHS_SETTING, explain, match_signature
from wizard.core.pyenv.index import index_config, installer_environment
from wizard.core.pyenv.names import EnvNameError, env_name_problem, validate_env_name
from wizard.core.pyenv.process import ProcessResult, mask_secrets
from wizard.core.pyenv.progress import InstallProgress

SAFE = string.ascii_letters + string.digits + "._-"


@given(st.text(min_size=1, max_size=80))
def test_an_allowed_name_is_a_plain_folder_name_and_a_safe_argument(name: str) -> None:
    if env_name_problem(name) is not None:
        with pytest.raises(EnvNameError):
            validate_env_name(name)
        return
    assert validate_env_name(name) == name
    assert set(name) <= set(SAFE) and len(name) <= 64
    assert not name.startswith(("-", ".", "_")) and not name.endswith(".")
    assert name.split(".", maxsplit=1)[0].lower() not in {"con", "prn", "aux", "nul"}
    assert name.lower() not in ("base", "root")


@given(st.text(alphabet=SAFE, min_size=1, max_size=64).filter(lambda n: n[0].isalnum() and not n.endswith(".")))
def test_every_name_of_the_safe_alphabet_is_allowed_unless_reserved(name: str) -> None:
    stem = name.split(".", maxsplit=1)[0].lower()
    reserved = stem in {"con", "prn", "aux", "nul"} or bool(re.fullmatch(r"(com|lpt)\d", stem)) or name.lower() in (
        "base", "root")
    assert (env_name_problem(name) is None) == (not reserved)


@pytest.mark.parametrize("name", ["", "-n", "../x", "a/b", "a\\b", "a b", "tf&calc", "tf|x", "x%PATH%", "é",
                                  "CON", "nul.txt", "base", "a.", "x" * 65, "tf\n", "!tf"])
def test_names_that_are_refused(name: str) -> None:
    with pytest.raises(BadInputError):
        validate_env_name(name)


@pytest.mark.parametrize(("output", "reference"), [
    ("ERROR: No matching distribution found for tensorflow==2.10.1", "install-no-match"),
    ("  × No solution found when resolving dependencies:\n  ╰─▶ Because tensorflow==2.10.1 has no wheels with a "
     "matching Python ABI tag", "install-no-match"),
    ("error: No solution found when resolving dependencies\n  cause: Because tinysrc==1.0 has no usable wheels and "
     "you require tinysrc==1.0, we can conclude that your requirements are unsatisfiable.\n\nhint: Wheels are "
     "required for `tinysrc` because building from source is disabled for all packages (i.e., with `--no-build`)",
     "install-no-wheel"),  # uv 0.13.9, word for word, when the index has only an sdist
    ("ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.", "install-hash-mismatch"),
    ("error: Hash mismatch for `tinytf==1.0.0`", "install-hash-mismatch"),
    ("HINT: This error might have occurred since this system does not have Windows Long Path support enabled.",
     "install-long-paths"),
    ("error: failed to write: The filename or extension is too long. (os error 206)", "install-long-paths"),
    ("OSError: [Errno 28] No space left on device", "install-no-space"),
    ("There is not enough space on the disk. (os error 112)", "install-no-space"),
    ("SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed'",
     "install-tls"),
    ("error: invalid peer certificate: UnknownIssuer", "install-tls"),
    ("ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 407 Proxy Authentication "
     "Required'))", "install-proxy"),
    ("Failed to establish a new connection: [Errno -2] Name or service not known", "install-offline"),
    ("hint: An index URL (http://127.0.0.1:1/simple/) could not be queried due to a lack of valid authentication "
     "credentials (401 Unauthorized)", "install-auth"),
    ("something nobody has seen before", None),
])
def test_installer_output_signatures(output: str, reference: str | None) -> None:
    assert match_signature(output) == reference


def test_the_long_paths_explanation_names_the_exact_setting() -> None:
    error = explain(ProcessResult(("pip",), 1, ("ERROR: Could not install packages due to an OSError",
                                                "HINT: ... does not have Windows Long Path support enabled.")),
                    requirement="tensorflow==2.10.1", python="3.10", what="install")
    assert error.reference == "install-long-paths" and LONG_PATHS_SETTING in error.hint
    assert "LongPathsEnabled" in LONG_PATHS_SETTING


@pytest.mark.parametrize("requirement", ["tensorflow==2.10.1", "tensorflow[and-cuda]==2.15.0.post1",
                                         "tensorflow-cpu===2.20.0"])
def test_pinned_requirements_pass(requirement: str) -> None:
    assert check_pinned(requirement) == requirement


@pytest.mark.parametrize("requirement", ["tensorflow", "tensorflow>=2.10", "tensorflow==2.*", "tf==1,<2",
                                         "tensorflow @ https://example.invalid/tf.whl", "not a requirement!"])
def test_unpinned_requirements_are_refused(requirement: str) -> None:
    with pytest.raises(BadInputError):
        check_pinned(requirement)


def test_progress_from_uv_and_pip_lines() -> None:
    uv = InstallProgress("env")
    events = [e for line in ["Resolved 3 packages in 10ms", "Downloading tensorflow-cpu (240.2MiB)",
                             " Downloaded tensorflow-cpu", "Prepared 3 packages", "Installed 3 packages in 5ms"]
              for e in uv.feed(line) if isinstance(e, Advanced) and e.key == "env"]  # packages; bytes: their own key
    assert [(e.done, e.total) for e in events] == [(0, 3), (1, 3), (3, 3)]
    pip = InstallProgress("env")
    for line in ["Collecting tinytf==1.0.0", "Collecting tinydep>=1 (from tinytf==1.0.0)",
                 "Installing collected packages: tinydep, tinytf", "Successfully installed tinydep-1.0 tinytf-1.0.0"]:
        pip.feed(line)
    assert (pip.done, pip.total) == (2, 2)


def test_credentials_never_leave_in_lines_and_are_refused_in_typed_urls() -> None:
    assert mask_secrets("GET https://ann:s3cret@mirror.example/simple/tf/") == "GET https://<redacted>@mirror.example/simple/tf/"
    with pytest.raises(BadInputError) as raised:
        index_config(index_url="https://ann:s3cret@mirror.example/simple")
    assert "s3cret" not in raised.value.message + raised.value.hint


def test_installer_environment_carries_index_and_proxy_settings_per_tool() -> None:
    config = index_config(NetworkSettings(proxy_mode="none"), index_url="https://mirror.example/simple",
                          extra_index_urls=("https://extra.example/simple",), ca_bundle="/etc/company.pem")
    base = {"HTTPS_PROXY": "http://old:3128", "UV_INDEX_URL": "https://stale.example"}
    uv = installer_environment(config, "uv", base)
    assert uv["UV_DEFAULT_INDEX"] == "https://mirror.example/simple" and uv["UV_INDEX"] == "https://extra.example/simple"
    assert uv["SSL_CERT_FILE"] == "/etc/company.pem" and uv["UV_SYSTEM_CERTS"] == "1"
    assert "HTTPS_PROXY" not in uv and uv["NO_PROXY"] == "*" and "UV_INDEX_URL" not in uv
    pip = installer_environment(config, "pip", base)
    assert pip["PIP_INDEX_URL"] == "https://mirror.example/simple" and pip["PIP_CERT"] == "/etc/company.pem"
    explicit = index_config(NetworkSettings(proxy_mode="explicit", proxy_url="http://proxy.example:8080"))
    assert installer_environment(explicit, "uv", {})["HTTPS_PROXY"] == "http://proxy.example:8080"


def test_the_frozen_app_finds_the_uv_that_build_spec_put_in_its_bin_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """build.spec puts uv in ``_internal/bin`` (where ``uv.find_uv_bin`` looks too); the backend must look there."""
    from wizard.core.pyenv.backend import bundled_uv
    from wizard.platform.probe import CURRENT_PLATFORM

    binary = tmp_path / "bin" / CURRENT_PLATFORM.executable_name("uv")
    binary.parent.mkdir()
    binary.write_bytes(b"")
    assert bundled_uv() is None, "not frozen: the uv package's own binary"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert bundled_uv() == binary
