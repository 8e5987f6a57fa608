"""What a proxy address is (wizard.core.download.sources.check_proxy_address): one rule for the Network
settings dialog and ``download --proxy``. Pure logic, a table."""

from __future__ import annotations

import pytest

from wizard.basics.errors import BadInputError
from wizard.core.download.sources import check_proxy_address


@pytest.mark.parametrize(
    "value",
    [
        pytest.param("http://proxy.example.com:8080", id="http with a port"),
        pytest.param("https://proxy.example.com:443/", id="https, a bare slash"),
        pytest.param("http://proxy.corp", id="no port: the scheme's own"),
        pytest.param("http://alice:s3cret@proxy:3128", id="a user part (moved to the keyring later)"),
        pytest.param("http://[::1]:3128", id="an IPv6 literal"),
        pytest.param("HTTP://Proxy:3128", id="scheme in capitals"),
        pytest.param("http://127.0.0.1:65535", id="the highest port"),
    ],
)
def test_a_proxy_address_is_accepted(value: str) -> None:
    assert check_proxy_address(f"  {value} ") == value


@pytest.mark.parametrize(
    ("value", "message", "hint"),
    [
        pytest.param("", "Enter the proxy's address", "http://proxy.example.com:8080", id="empty"),
        pytest.param("   ", "Enter the proxy's address", "http://proxy.example.com:8080", id="blank"),
        pytest.param("proxy.corp:3128", "http:// or https://", "http://proxy.corp:3128", id="no scheme"),
        pytest.param("socks5://proxy:1080", "http:// or https://", "http://proxy.example.com:8080",
                     id="a scheme the downloads cannot use"),
        pytest.param("ftp://proxy:21", "http:// or https://", "http://proxy.example.com:8080", id="ftp"),
        pytest.param("http://", "names no proxy server", "http://proxy.example.com:8080", id="no host"),
        pytest.param("http://:8080", "names no proxy server", "http://proxy.example.com:8080", id="port only"),
        pytest.param("http://proxy:80a", "port", "1 to 65535", id="a port that is no number"),
        pytest.param("http://proxy:65536", "port", "1 to 65535", id="a port too high"),
        pytest.param("http://proxy:0", "port", "1 to 65535", id="port 0"),
        pytest.param("http://wpad.corp/proxy.pac", "setup script", "system proxy settings",
                     id="a PAC file is no proxy"),
        pytest.param("http://proxy:3128/x?y=1", "setup script", "system proxy settings", id="a path and query"),
    ],
)
def test_what_is_no_proxy_address_is_refused_with_a_hint(value: str, message: str, hint: str) -> None:
    with pytest.raises(BadInputError) as raised:
        check_proxy_address(value)
    assert message in raised.value.message, raised.value.message
    assert hint in (raised.value.hint or ""), raised.value.hint
