"""Library names per TensorFlow build, from build_info.py texts of every generation (as in the wheels, S7)."""

from __future__ import annotations

import pytest

from wizard.core.preflight.needs import build_facts, needed_libraries, parse_build_info

WIN_1_14 = "is_cuda_build = True\ncuda_version_number = '10.0'\ncudnn_version_number = '7'\n" \
           "msvcp_dll_name = 'msvcp140.dll'\ncudart_dll_name = 'cudart64_100.dll'\n"
WIN_2_3 = "build_info = {'cuda_version': '64_101', 'cudnn_version': '64_7', 'is_cuda_build': True, " \
          "'msvcp_dll_names': 'msvcp140.dll,msvcp140_1.dll', 'cudart_dll_name': 'cudart64_101.dll'}\n"
WIN_2_10 = "import collections\nbuild_info = collections.OrderedDict([('cuda_version', '64_112'), " \
           "('cudart_dll_name', 'cudart64_112.dll'), ('cudnn_version', '64_8'), ('is_cuda_build', True), " \
           "('msvcp_dll_names', 'msvcp140.dll,msvcp140_1.dll')])\n"
LINUX_2_18 = "import collections\nbuild_info = collections.OrderedDict([('cuda_version', '12.5.1'), " \
             "('cudnn_version', '9'), ('is_cuda_build', True)])\n"
CPU = "import collections\nbuild_info = collections.OrderedDict([('is_cuda_build', False), " \
      "('msvcp_dll_names', 'msvcp140.dll,msvcp140_1.dll')])\n"


@pytest.mark.parametrize(("os_name", "text", "expected", "absent"), [
    ("windows", WIN_1_14, ["cudart64_100.dll", "cublas64_100.dll", "cudnn64_7.dll", "msvcp140.dll"], []),
    ("windows", WIN_2_3, ["cudart64_101.dll", "cublas64_10.dll", "cudnn64_7.dll", "msvcp140_1.dll"], []),
    ("windows", WIN_2_10, ["cudart64_110.dll", "cusolver64_11.dll", "cudnn64_8.dll", "cudnn_ops_infer64_8.dll"],
     ["cudart64_112.dll"]),  # the wheel's label is wrong; the DLL loaded is cudart64_110.dll
    ("linux", LINUX_2_18, ["libcuda.so.1", "libcudart.so.12", "libcufft.so.11", "libcudnn.so.9"], ["libcudnn.so.8"]),
    ("windows", CPU, ["msvcp140_1.dll"], ["nvcuda.dll"]),
    ("linux", CPU, [], ["libcuda.so.1"]),
], ids=["win-1.14", "win-2.3", "win-2.10", "linux-2.18", "win-cpu", "linux-cpu"])
def test_the_libraries_a_build_opens(os_name: str, text: str, expected: list[str], absent: list[str]) -> None:
    names = needed_libraries(os_name, build_facts(parse_build_info(text)))
    assert set(expected) <= set(names)
    assert not set(absent) & set(names)


def test_tf_2_4_needs_the_cuda_11_0_cusolver() -> None:
    facts = build_facts({"is_cuda_build": True, "cuda_version": "11.0", "cudnn_version": "8"})
    assert "libcusolver.so.10" in needed_libraries("linux", facts)
    assert "cusolver64_10.dll" in needed_libraries("windows", facts)


def test_a_damaged_build_info_gives_no_facts_instead_of_a_crash() -> None:
    assert parse_build_info("build_info = {") == {}
    assert build_facts({})["is_cuda_build"] is False


@pytest.mark.parametrize(("os_name", "version", "cuda", "cudnn"), [
    ("linux", "1.12.0", "9.0", "7"), ("windows", "1.13.1", "10.0", "7"),
])
def test_a_build_info_without_versions_takes_them_from_the_catalog(os_name: str, version: str, cuda: str,
                                                                   cudnn: str) -> None:
    from wizard.core.preflight.tensorflow import with_catalog_versions

    build = with_catalog_versions(build_facts({"is_cuda_build": True}), os_name, version)
    assert (build["cuda"], build["cudnn"], build["from_catalog"]) == (cuda, cudnn, True)
    assert f"libcudart.so.{cuda}" in needed_libraries("linux", build) or os_name == "windows"


def test_a_cpu_build_or_one_with_versions_is_left_as_it_is() -> None:
    from wizard.core.preflight.tensorflow import with_catalog_versions

    cpu = build_facts({"is_cuda_build": False})
    assert with_catalog_versions(cpu, "linux", "2.15.0") == cpu
    full = build_facts({"is_cuda_build": True, "cuda_version": "12.5.1", "cudnn_version": "9"})
    assert with_catalog_versions(full, "linux", "2.18.0") == full
