"""The PyTorch, JAX and Keras rows (pytorch.json, jax.json, keras.json): validated at load, in the signed bundle,
and absent from a catalog made before them without harm. Real catalog folders in tmp_path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.catalog.test_catalog_validation import Doc, catalog_copy, edit, refused  # noqa: F401 - fixture
from wizard.core.catalog.bundle import update_documents
from wizard.core.catalog.documents import CATALOG_FILES, catalog_from_documents
from wizard.core.catalog.load import load_catalog


def test_the_bundled_rows_load_with_their_builds_and_code() -> None:
    catalog = load_catalog()
    torch = {row.version: row for row in catalog.framework_releases if row.package == "torch"}
    assert {"2.9.1", "2.10.0", "2.11.0", "2.12.0", "2.13.0", "2.14.1", "2.15.0"} <= set(torch)
    assert [b.tag for b in torch["2.11.0"].builds if b.tag != "cpu"] == ["cu130", "cu128", "cu126"]
    assert "cu126" not in {b.tag for b in torch["2.15.0"].builds}
    cu126 = next(b for b in torch["2.14.1"].builds if b.tag == "cu126")
    assert "6.0" in cu126.sass and cu126.ptx == ()
    cu130 = next(b for b in torch["2.14.1"].builds if b.tag == "cu130")
    assert cu130.ptx_on("linux") == ("12.0",) and cu130.ptx_on("windows") == ()
    kinds = {(k.framework, k.tag): k for k in catalog.build_kinds}
    assert kinds["pytorch", "cu130"].driver_linux.startswith("580") and kinds["jax", "cuda13"].driver_linux >= "580"


@pytest.mark.parametrize(("file", "change", "expected"), [
    ("pytorch.json", lambda d: d["releases"][0]["builds"][0].update(tag="cu999"),
     'pytorch.json releases row 1 (2.15.0): build "cu999" is not a build this file describes'),
    ("pytorch.json", lambda d: d["releases"][1]["builds"][0].update(sass=["8.0", "7.5"]),
     "sass must be sorted ascending"),
    ("pytorch.json", lambda d: d["builds"][2].update(sources=["S999"]), 'unknown source id "S999"'),
    ("jax.json", lambda d: d["builds"][1].update(framework="pytorch"), "does not belong in this file"),
    ("keras.json", lambda d: d["releases"][0].update(backends=["caffe"]), "backends may name only"),
    ("pytorch.json", lambda d: d["builds"][2].update(index="http://example.invalid/whl/cu126"),
     "index must be an https address"),
])
def test_a_broken_framework_row_stops_the_load_naming_file_and_row(
    catalog_copy: Path, file: str, change, expected: str  # noqa: F811
) -> None:
    edit(catalog_copy, file, change)
    assert expected in refused(catalog_copy)


def test_a_catalog_made_before_the_framework_files_still_loads_without_their_rows(catalog_copy: Path) -> None:  # noqa: F811
    for name in ("pytorch.json", "jax.json", "keras.json"):
        (catalog_copy / name).unlink()
    catalog = load_catalog(catalog_copy)
    assert catalog.framework_releases == () and catalog.build_kinds == () and catalog.tensorflow


def test_the_framework_files_travel_in_the_signed_bundle(catalog_copy: Path) -> None:  # noqa: F811
    assert {"pytorch.json", "jax.json", "keras.json"} <= set(CATALOG_FILES)
    manifest = json.loads((catalog_copy / "bundle.json").read_text(encoding="utf-8"))
    manifest["files"] = {name: json.loads((catalog_copy / name).read_text(encoding="utf-8")) for name in CATALOG_FILES}
    info, files = update_documents(json.dumps(manifest).encode("utf-8"))
    catalog = catalog_from_documents(files, info)
    assert catalog.framework_releases == load_catalog().framework_releases
