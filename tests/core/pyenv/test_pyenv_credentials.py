"""An index that wants a password: the user name in the address, the password only from keyring (an in-memory
backend, since no Secret Service exists here), and the password nowhere in events, journal or marker."""

from __future__ import annotations

import base64

import pytest

from tests.core.download.test_download_sources import MemoryKeyring, memory_keyring  # noqa: F401 - a fixture
from tests.core.pyenv_fixtures import PYTHON, installer_isolation, tiny_index  # noqa: F401 - fixtures
from tests.core.pypi_index import SimpleIndex
from wizard.basics.events import run_to_completion
from wizard.core.ops.journal import Journal
from wizard.core.ops.runner import apply_operations_step
from wizard.core.plan import Plan, TfChoice
from wizard.core.pyenv.envs import MARKER, env_prefix
from wizard.core.pyenv.index import INDEX_SERVICE
from wizard.core.pyenv.plan_ops import create_env_from_plan

SECRET = "s3cret-Pa55"
PLAN = Plan(route="cpu", tensorflow=TfChoice("1.0.0", "tinytf", "tinytf==1.0.0"), python=PYTHON, cuda=None,
            cudnn=None)


@pytest.mark.parametrize("installer", ["uv", "pip"])
def test_the_keyring_password_reaches_the_index_and_nothing_else(
    installer: str, tiny_index: SimpleIndex, memory_keyring: MemoryKeyring  # noqa: F811
) -> None:
    memory_keyring.set_password(INDEX_SERVICE, "ann", SECRET)
    tiny_index.auth = "Basic " + base64.b64encode(f"ann:{SECRET}".encode()).decode()
    address = tiny_index.url.replace("http://", "http://ann@")
    operation = create_env_from_plan(PLAN, index_url=address, installer=installer)
    journal = Journal()
    events, report = run_to_completion(apply_operations_step([operation], journal, step="test"))
    assert report.ok, report.items
    assert any("/files/tinytf-1.0.0" in path for path in tiny_index.requests)
    assert SECRET not in repr(events) + journal.path.read_text() + (env_prefix("tf") / MARKER).read_text()


def test_without_the_password_the_index_refuses_it_is_said_so_and_the_env_is_removed(
    tiny_index: SimpleIndex, memory_keyring: MemoryKeyring  # noqa: F811
) -> None:
    """uv names the 401 in its answer; pip (without -v) only says that nothing matched."""
    tiny_index.auth = "Basic " + base64.b64encode(f"ann:{SECRET}".encode()).decode()
    operation = create_env_from_plan(PLAN, index_url=tiny_index.url.replace("http://", "http://ann@"))
    _, report = run_to_completion(apply_operations_step([operation], Journal(), step="test"))
    assert not report.ok and tiny_index.refused > 0, report.items
    assert report.items[0].error == ("The package index wants a user name and password, and they were missing "
                                     "or wrong.")
    assert not env_prefix("tf").exists()
