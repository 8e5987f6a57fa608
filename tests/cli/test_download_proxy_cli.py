"""``download --proxy`` takes the same proxy rule as the Network settings dialog: exit 2 with its hint, nothing
fetched or written (real subprocess; the rule's table: tests/core/download/test_proxy_address.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import run_cli

SHA = "0" * 64


@pytest.mark.parametrize(
    ("proxy", "expected"),
    [("proxy.corp:3128", "http://proxy.corp:3128"), ("http://proxy:0", "1 to 65535"),
     ("http://wpad/proxy.pac", "system proxy settings")],
    ids=["no scheme", "port 0", "a PAC file"],
)
def test_a_proxy_that_is_no_address_exits_2_with_the_hint(tmp_path: Path, proxy: str, expected: str) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "cuda.exe"
    result = run_cli("download", "http://developer.download.nvidia.invalid/cuda.exe", "--sha256", SHA,
                     "--out", str(out), "--proxy", proxy)
    assert result.returncode == 2 and expected in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
    assert list(folder.iterdir()) == [], "nothing fetched, no partial file"
