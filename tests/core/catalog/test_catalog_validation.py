"""A broken catalog is refused at load with an error naming the file, the row and the problem.

Each test copies the shipped catalog into ``tmp_path``, breaks one thing in the copy (real files, real
JSON), and loads the copy. Rows are numbered from 1, in the order of their list.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from wizard.basics import i18n
from wizard.basics.errors import CatalogError
from wizard.core.catalog.load import load_catalog
from wizard.resources import resource_path

Doc = dict[str, Any]


@pytest.fixture
def catalog_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "catalog"
    shutil.copytree(resource_path("catalog"), folder)
    return folder


def edit(folder: Path, name: str, change: Callable[[Doc], None]) -> None:
    path = folder / name
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")


def row_of(document: Doc, key: str, match: Callable[[Doc], bool]) -> tuple[int, Doc]:
    """(1-based row number, row) of the first row of list ``key`` that matches."""
    return next((index + 1, row) for index, row in enumerate(document[key]) if match(row))


def tf_row(document: Doc, os: str, version: str) -> tuple[int, Doc]:
    return row_of(document, "builds", lambda row: row["os"] == os and version in row["versions"])


def refused(folder: Path) -> str:
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    return caught.value.message


def break_tf_row(folder: Path, os: str, version: str, change: Callable[[Doc], None]) -> str:
    """Apply ``change`` to the row holding ``version`` and return its label, e.g. 'row 12 (linux 2.4.0)'."""
    label = ""

    def apply(document: Doc) -> None:
        nonlocal label
        number, row = tf_row(document, os, version)
        change(row)
        label = f"tensorflow.json row {number} ({row['os']} {row['versions'][0]})"

    edit(folder, "tensorflow.json", apply)
    return label


def test_an_unchanged_copy_loads_like_the_bundled_catalog(catalog_copy: Path) -> None:
    assert load_catalog(catalog_copy) == load_catalog()


def test_a_file_of_another_schema_is_refused(catalog_copy: Path) -> None:
    edit(catalog_copy, "cuda.json", lambda doc: doc.update(schema=2))
    assert "cuda.json: schema is 2, this program reads schema 1" in refused(catalog_copy)


def test_a_missing_file_is_named(catalog_copy: Path) -> None:
    (catalog_copy / "cudnn.json").unlink()
    assert "cudnn.json: cannot read the file" in refused(catalog_copy)


def test_invalid_json_is_reported_with_its_line(catalog_copy: Path) -> None:
    (catalog_copy / "sources.json").write_text('{"schema": 1,\n "sources": [}\n', encoding="utf-8")
    assert "sources.json: not valid JSON at line 2" in refused(catalog_copy)


def test_a_field_of_the_wrong_type_names_the_row_and_field(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.0", lambda row: row.update(python="3.8"))
    assert f"{label}: field python: must be a list" in refused(catalog_copy)


def test_a_version_that_does_not_parse_is_refused(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.0", lambda row: row["versions"].append("2.4.x"))
    assert f'{label}: version "2.4.x" in versions does not parse' in refused(catalog_copy)


def test_a_driver_version_that_does_not_parse_is_refused(catalog_copy: Path) -> None:
    number = 0

    def change(doc: Doc) -> None:
        nonlocal number
        number, row = row_of(doc, "releases", lambda row: row["version"] == "11.2.2")
        row["driver_linux"] = "460.32.03-beta!"

    edit(catalog_copy, "cuda.json", change)
    message = refused(catalog_copy)
    assert f'cuda.json releases row {number} (11.2.2): version "460.32.03-beta!" in driver_linux' in message


def test_an_unknown_source_id_is_refused(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "windows", "2.10.1", lambda row: row["sources"].append("S99"))
    assert f'{label}: unknown source id "S99"' in refused(catalog_copy)


def test_a_row_without_sources_is_refused(catalog_copy: Path) -> None:
    def change(doc: Doc) -> None:
        doc["majors"][2]["sources"] = []

    edit(catalog_copy, "cuda.json", change)
    assert "cuda.json majors row 3 (major 11): the row cites no source" in refused(catalog_copy)


def test_a_source_of_an_archive_must_exist_too(catalog_copy: Path) -> None:
    def change(doc: Doc) -> None:
        _, row = row_of(doc, "releases", lambda row: row["version"] == "8.9.7")
        row["archives"][0]["sources"] = ["S0"]

    edit(catalog_copy, "cudnn.json", change)
    assert 'unknown source id "S0"' in refused(catalog_copy)


@pytest.mark.parametrize("bad", ["3", "3.10.1", "py3.8"])
def test_python_versions_must_be_x_y(catalog_copy: Path, bad: str) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.10.1", lambda row: row["python"].append(bad))
    assert f'{label}: python "{bad}" is not of the form X.Y' in refused(catalog_copy)


def test_compute_capabilities_must_be_x_y(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.1", lambda row: row["sass"].insert(0, "sm_35"))
    assert f'{label}: compute capability "sm_35" in sass is not of the form X.Y' in refused(catalog_copy)


def test_compute_capability_lists_must_be_sorted(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.1", lambda row: row["sass"].reverse())
    assert f"{label}: sass must be sorted ascending without duplicates" in refused(catalog_copy)


def test_ptx_must_come_with_sass_of_the_same_capability(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.17.0", lambda row: row.update(ptx=["9.5"]))
    assert f"{label}: PTX entry 9.5 has no SASS entry" in refused(catalog_copy)


def test_min_cc_may_not_exceed_a_sass_entry(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.0", lambda row: row.update(min_cc="5.0"))
    assert f"{label}: min_cc 5.0 is above the SASS entry 3.5" in refused(catalog_copy)


def test_cudnn_min_must_share_the_major_of_cudnn(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.10.0", lambda row: row.update(cudnn_min="7.6.5"))
    expected = f"{label}: cudnn_min 7.6.5 has a different major version than cudnn 8.1"
    assert expected in refused(catalog_copy)


def test_a_build_needs_a_cuda_line_that_cuda_json_has(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.12.0", lambda row: row.update(cuda="11.9"))
    assert f"{label}: CUDA 11.9 is not the major.minor of any release in cuda.json" in refused(catalog_copy)


def test_a_build_needs_a_cudnn_release_built_for_its_cuda(catalog_copy: Path) -> None:
    label = break_tf_row(
        catalog_copy, "linux", "2.5.0", lambda row: row.update(cudnn="9.3", cudnn_min="9.3.0")
    )
    assert f"{label}: no cuDNN 9.x release in cudnn.json is built for CUDA 11.2" in refused(catalog_copy)


def test_removing_the_only_cudnn_for_a_cuda_line_breaks_the_builds_that_need_it(catalog_copy: Path) -> None:
    edit(
        catalog_copy,
        "cudnn.json",
        lambda doc: doc.update(releases=[r for r in doc["releases"] if r["version"] != "9.3.0"]),
    )
    message = refused(catalog_copy)
    assert "(linux 2.18.0): no cuDNN 9.x release in cudnn.json is built for CUDA 12.5" in message


def test_a_release_may_not_appear_in_two_rows_of_one_os(catalog_copy: Path) -> None:
    first = ""

    def change(doc: Doc) -> None:
        nonlocal first
        number, _ = tf_row(doc, "linux", "2.4.0")
        first = str(number)
        tf_row(doc, "linux", "2.4.1")[1]["versions"].append("2.4.0")

    edit(catalog_copy, "tensorflow.json", change)
    assert f"(linux 2.4.1): linux 2.4.0 also appears in row {first}" in refused(catalog_copy)


def test_the_same_release_on_two_systems_is_fine(catalog_copy: Path) -> None:
    catalog = load_catalog(catalog_copy)
    linux = {(r.os, v) for r in catalog.tensorflow for v in r.versions if v == "2.10.1"}
    assert linux == {("linux", "2.10.1"), ("windows", "2.10.1")}


def test_a_cuda_release_may_not_be_listed_twice(catalog_copy: Path) -> None:
    def change(doc: Doc) -> None:
        doc["releases"].append(dict(doc["releases"][0]))

    edit(catalog_copy, "cuda.json", change)
    assert "(9.0.176): 9.0.176 also appears in row 1" in refused(catalog_copy)


def test_a_truncated_sha256_is_refused(catalog_copy: Path) -> None:
    def change(doc: Doc) -> None:
        _, row = row_of(doc, "releases", lambda row: row["version"] == "11.0.1")
        row["installers"][1]["sha256"] = "f93f4ecc...57bfa"

    edit(catalog_copy, "cuda.json", change)
    message = refused(catalog_copy)
    assert '(11.0.1): archives[1]: sha256 "f93f4ecc...57bfa" is not 64 hexadecimal digits' in message


def test_an_md5_must_be_32_hex_digits(catalog_copy: Path) -> None:
    number = 0

    def change(doc: Doc) -> None:
        nonlocal number
        number, row = row_of(doc, "releases", lambda row: row["version"] == "8.6.0")
        row["archives"][1]["md5"] = "0" * 31

    edit(catalog_copy, "cudnn.json", change)
    expected = f'cudnn.json row {number} (8.6.0): archives[1]: md5 "{"0" * 31}" is not 32 hexadecimal digits'
    assert expected in refused(catalog_copy)


def test_an_archive_may_not_serve_a_cuda_line_its_release_lacks(catalog_copy: Path) -> None:
    def change(doc: Doc) -> None:
        _, row = row_of(doc, "releases", lambda row: row["version"] == "8.1.0")
        row["archives"][0]["serves"].append("11.3")

    edit(catalog_copy, "cudnn.json", change)
    assert "(8.1.0): archives[0]: serves CUDA 11.3, not a CUDA line of this release" in refused(catalog_copy)


def test_tensorflow_gpu_is_refused_for_2_12_and_later(catalog_copy: Path) -> None:
    label = break_tf_row(
        catalog_copy, "linux", "2.12.0", lambda row: row.update(alt_packages=["tensorflow-gpu"])
    )
    assert f"{label}: tensorflow-gpu 2.12.0 is a stub that fails to install" in refused(catalog_copy)


def test_a_windows_gpu_build_after_2_10_is_refused(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "windows", "2.10.1", lambda row: row["versions"].append("2.11.0"))
    assert f"{label}: native Windows has no GPU build of 2.11.0" in refused(catalog_copy)


def test_and_cuda_on_windows_is_refused(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "windows", "2.10.1", lambda row: row.update(and_cuda=True))
    assert f"{label}: and_cuda is true, but tensorflow[and-cuda] brings a GPU only on Linux" in refused(
        catalog_copy
    )


def test_the_error_is_a_catalog_error_with_a_hint_and_context(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.0", lambda row: row["sources"].append("S99"))
    with pytest.raises(CatalogError) as caught:
        load_catalog(catalog_copy)
    error = caught.value
    assert error.reference == "catalog-invalid"
    assert "Reinstall tfgpu-wizard" in error.hint
    assert error.context == {"where": label, "problem": 'unknown source id "S99"'}


def test_the_error_speaks_chinese_when_the_user_does(catalog_copy: Path) -> None:
    label = break_tf_row(catalog_copy, "linux", "2.4.0", lambda row: row["sources"].append("S99"))
    i18n.set_language("zh_CN")
    message = refused(catalog_copy)
    assert message == f"兼容性目录已损坏：{label}：未知的来源编号“S99”"


def test_a_cpu_wheel_row_with_an_unknown_package_is_refused_naming_the_row(catalog_copy: Path) -> None:
    def change(document: Doc) -> None:
        document["builds"][2]["package"] = "tensorflow-gpu"

    edit(catalog_copy, "tensorflow_cpu.json", change)
    message = refused(catalog_copy)
    assert "tensorflow_cpu.json row 3 (linux 2.1.3)" in message and '"tensorflow-gpu"' in message


def test_a_cpu_wheel_row_listed_twice_is_refused(catalog_copy: Path) -> None:
    edit(catalog_copy, "tensorflow_cpu.json", lambda document: document["builds"].append(document["builds"][0]))
    assert "tensorflow-cpu linux x86_64 1.15.0 also appears in row 1" in refused(catalog_copy)


def test_conda_channel_versions_must_ascend(catalog_copy: Path) -> None:
    def change(document: Doc) -> None:
        document["packages"][1]["versions"] = ["8.1.0.77", "8.0.5.39"]

    edit(catalog_copy, "conda.json", change)
    assert "conda.json row 2 (windows cudnn): versions must be sorted ascending" in refused(catalog_copy)


# --- conda_gpu.json: the conda-forge GPU builds for cards no official package has code for ------------------


def test_the_conda_forge_blackwell_build_is_read_with_its_sources() -> None:
    (row,) = load_catalog().conda_gpu
    assert (row.channel, row.spec, row.python_default, row.cuda, row.driver_min) == (
        "conda-forge", "tensorflow=2.19.1=cuda128*", "3.12", "12.8", "570")
    assert row.python == ("3.10", "3.11", "3.12") and row.routes == ("linux", "wsl2") and row.arch == "x86_64"
    assert {"10.0", "12.0"} <= set(row.sass) and row.ptx == ("12.0",) and row.first_build_number == 201
    assert row.sources[0] == "S41"


def break_conda_gpu(folder: Path, field: str, value: object) -> str:
    def change(document: Doc) -> None:
        document["builds"][0][field] = value

    edit(folder, "conda_gpu.json", change)
    return refused(folder)


LABEL = "conda_gpu.json row 1 (conda-forge tensorflow=2.19.1="  # the build part is the edited value


@pytest.mark.parametrize(
    ("field", "value", "problem"),
    [
        ("build", "cuda128", 'build "cuda128" is not of the form cudaNNN*'),
        ("cuda", "12.6", "build cuda128* is not the build of CUDA 12.6"),
        ("cuda", "12.99", "CUDA 12.99 is not the major.minor of any release in cuda.json"),
        ("python_default", "3.13", "python_default 3.13 is not in python"),
        ("python", ["3.12", "3"], 'python "3" is not of the form X.Y'),
        ("routes", ["linux", "windows-native"], "routes must list linux and/or wsl2"),
        ("sass", ["12.0", "10.0"], "sass must be sorted ascending without duplicates"),
        ("ptx", ["12.1"], "PTX entry 12.1 has no SASS entry"),
        ("driver_min", "R570", 'version "R570" in driver_min does not parse'),
        ("sources", ["S999"], 'unknown source id "S999"'),
        ("sources", [], "the row cites no source"),
    ],
)
def test_a_broken_conda_gpu_row_is_refused_naming_it(catalog_copy: Path, field: str, value: object,
                                                      problem: str) -> None:
    message = break_conda_gpu(catalog_copy, field, value)
    assert LABEL in message and problem in message


def test_a_conda_gpu_spec_listed_twice_is_refused(catalog_copy: Path) -> None:
    edit(catalog_copy, "conda_gpu.json", lambda document: document["builds"].append(document["builds"][0]))
    assert "row 2" in refused(catalog_copy) and "also appears in row 1" in refused(catalog_copy)
