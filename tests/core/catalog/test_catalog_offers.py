"""What the catalog offers the user to choose: TensorFlow releases per route and machine, the Pythons of each.

Table tests against the shipped catalog (resources/catalog/tensorflow.json); each expected value is read
from the rows there: native Windows GPU builds end at 2.10.1, post releases (2.15.0.post1) are Linux wheels
only, TF 2.21.0 takes Python 3.10 to 3.13. Real facts files, no stand-ins.
"""

from __future__ import annotations

import pytest

from tests.cli.support import REPO
from wizard.basics.errors import BadInputError
from wizard.basics.facts import MachineFacts, load_facts
from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.offers import (
    TfOffer,
    offered_pythons,
    offered_versions,
    offers_matching,
    route_families,
    tf_offers,
)
from wizard.core.plan import Route

FACTS = REPO / "tests" / "fixtures" / "facts"
WINDOWS = "gui_rtx4070_windows11.json"
LINUX = "gui_rtx3090_linux.json"
WSL = "wsl2-rtx4090-driver-546.json"
MACOS = "macos-intel-x86_64.json"


def facts(name: str) -> MachineFacts:
    return load_facts(FACTS / name)


def offers(name: str, route: Route | None) -> tuple[TfOffer, ...]:
    return tf_offers(load_catalog(), facts(name), route)


@pytest.mark.parametrize(
    ("machine", "route", "families"),
    [
        pytest.param(WINDOWS, None, ("windows", "linux"), id="automatic on Windows: Windows and WSL2 builds"),
        pytest.param(WINDOWS, "cpu", ("windows", "linux"), id="cpu on Windows: every release some route runs"),
        pytest.param(WINDOWS, "windows-isolated", ("windows",), id="a native Windows route: Windows builds"),
        pytest.param(WINDOWS, "wsl2", ("linux",), id="wsl2 from Windows: the Linux builds"),
        pytest.param(LINUX, None, ("linux",), id="automatic on Linux: Linux builds"),
        pytest.param(WSL, None, ("linux",), id="automatic inside WSL: Linux builds"),
        pytest.param(MACOS, None, ("macos",), id="macOS: no GPU rows at all"),
    ],
)
def test_a_route_installs_from_the_rows_of_its_os(machine: str, route: Route | None, families: tuple[str, ...]) -> None:
    assert route_families(facts(machine), route) == families


@pytest.mark.parametrize(
    ("machine", "route", "newest", "present", "absent"),
    [
        pytest.param(WINDOWS, "windows-native", "2.10.1", ("2.4.0", "1.12.0"), ("2.11.0", "2.15.0.post1"),
                     id="native Windows GPU builds end at 2.10.1"),
        pytest.param(WINDOWS, "wsl2", "2.21.0", ("2.15.0.post1", "2.11.0"), (),
                     id="WSL2 from Windows offers every Linux release, post releases included"),
        pytest.param(WINDOWS, None, "2.21.0", ("2.10.1", "2.11.0"), ("2.15.0.post1",),
                     id="automatic on Windows: both, but no post release (Linux wheels only)"),
        pytest.param(WINDOWS, "linux", "2.21.0", ("2.11.0",), ("2.15.0.post1",),
                     id="the linux route from a Windows machine: no post release"),
        pytest.param(LINUX, None, "2.21.0", ("2.15.0.post1", "1.12.0"), (),
                     id="Linux offers post releases"),
        pytest.param(WSL, None, "2.21.0", ("2.15.0.post1",), (), id="inside WSL as on Linux"),
    ],
)
def test_the_tensorflow_releases_offered(
    machine: str, route: Route | None, newest: str, present: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    versions = offered_versions(offers(machine, route))
    assert versions[0] == newest
    assert set(present) <= set(versions) and not set(absent) & set(versions)
    assert len(versions) == len(set(versions)), "each release once, even when both OSes build it"


def test_macos_is_offered_no_gpu_release() -> None:
    assert offers(MACOS, None) == () and offered_pythons(()) == []


@pytest.mark.parametrize(
    ("machine", "route", "version", "pythons"),
    [
        pytest.param(LINUX, None, "2.21.0", ("3.13", "3.12", "3.11", "3.10"), id="2.21.0 takes 3.10 to 3.13"),
        pytest.param(WINDOWS, "windows-native", "2.10.1", ("3.10", "3.9", "3.8", "3.7"), id="2.10.1 on Windows"),
        pytest.param(WINDOWS, None, "2.4.0", ("3.8", "3.7", "3.6"), id="2.4.0 on either OS"),
        pytest.param(LINUX, None, "1.12.0", ("3.6", "3.5", "3.4", "3.3", "2.7"),
                     id="Pythons sorted as versions: 2.7 last"),
        pytest.param(WINDOWS, "windows-native", "1.12.0", ("3.6", "3.5"), id="Windows 1.12.0 had no 2.7 wheel"),
    ],
)
def test_the_pythons_each_release_takes(
    machine: str, route: Route | None, version: str, pythons: tuple[str, ...]
) -> None:
    offer = next(offer for offer in offers(machine, route) if offer.version == version)
    assert offer.pythons == pythons


def test_the_python_list_is_every_python_of_the_offered_releases() -> None:
    listed = offered_pythons(offers(WINDOWS, "windows-native"))
    assert listed == ["3.10", "3.9", "3.8", "3.7", "3.6", "3.5"]
    linux = offered_pythons(offers(LINUX, None))
    assert linux[:2] == ["3.13", "3.12"] and linux[-1] == "2.7"


@pytest.mark.parametrize(
    ("tensorflow", "python", "versions"),
    [
        pytest.param("newest", None, None, id="newest and automatic: everything"),
        pytest.param("2.4", None, ["2.4.4", "2.4.3", "2.4.2", "2.4.1", "2.4.0"], id="a series"),
        pytest.param("2.4.0", None, ["2.4.0"], id="an exact release"),
        pytest.param("2.15.0.post1", None, ["2.15.0.post1"], id="a post release is exact"),
        pytest.param("newest", "3.13", ["2.21.0", "2.20.0"], id="the releases taking one Python"),
        pytest.param("2.20", "3.13", ["2.20.0"], id="both"),
    ],
)
def test_offers_narrowed_to_a_wish(tensorflow: str, python: str | None, versions: list[str] | None) -> None:
    every = offers(LINUX, None)
    found = offered_versions(offers_matching(every, tensorflow, python))
    assert found == (offered_versions(every) if versions is None else versions)


@pytest.mark.parametrize(
    ("machine", "route", "wish", "message", "hint"),
    [
        pytest.param(LINUX, None, ("2.99", None), "TensorFlow 2.99", "2.21, 2.20, 2.19",
                     id="an unknown release names the newest series"),
        pytest.param(WINDOWS, "windows-native", ("2.16", None), "TensorFlow 2.16", "2.10, 2.9",
                     id="a release the route does not build"),
        pytest.param(LINUX, None, ("2.21", "3.9"), "Python 3.9", "3.13, 3.12, 3.11, 3.10",
                     id="a Python that release has no wheel for names those it has"),
        pytest.param(LINUX, None, ("newest", "3.14"), "Python 3.14", "3.13, 3.12",
                     id="a Python no release takes"),
        pytest.param(MACOS, None, ("newest", None), "no TensorFlow release", "processor",
                     id="nothing offered at all"),
    ],
)
def test_a_wish_nothing_offered_meets_is_bad_input_with_a_hint(
    machine: str, route: Route | None, wish: tuple[str, str | None], message: str, hint: str
) -> None:
    with pytest.raises(BadInputError) as raised:
        offers_matching(offers(machine, route), *wish)
    assert message in raised.value.message and hint in (raised.value.hint or "")
    assert raised.value.exit_code == 2
