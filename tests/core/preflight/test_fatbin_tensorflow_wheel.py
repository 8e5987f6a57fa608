"""Slow: the fatbin reader on the real TensorFlow 2.21.0 GPU wheel (about 570 MB, fetched once from the package
registry into ``~/.cache/tfgpu-wizard-tests/tf-gpu-wheel``, or ``$TFGPU_WIZARD_TEST_TF_GPU_WHEEL``).

Its ``libtensorflow_framework.so.2`` must hold what the catalog row says (SASS sm_60/70/80/89/90, PTX
compute_90), so an RTX 3060 gets native code and an RTX 5090 has none that works. Skipped unless ``-m slow``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import find_tf_build
from wizard.core.preflight.catalog_code import nvcc_names
from wizard.core.preflight.fatbin import read_libraries
from wizard.core.preflight.gpu_fit import fit_gpu

VERSION = "2.21.0"
CACHE = Path(os.environ.get("TFGPU_WIZARD_TEST_TF_GPU_WHEEL")
             or Path(os.path.expanduser("~")) / ".cache" / "tfgpu-wizard-tests" / "tf-gpu-wheel")
MEMBER = "tensorflow/libtensorflow_framework.so.2"


def _framework_library() -> Path:
    """The wheel's framework library, downloaded and unpacked once."""
    unpacked = CACHE / "lib" / MEMBER
    if unpacked.is_file():
        return unpacked
    CACHE.mkdir(parents=True, exist_ok=True)
    wheels = sorted(CACHE.glob(f"tensorflow-{VERSION}-*.whl"))
    if not wheels:
        subprocess.run([sys.executable, "-m", "pip", "download", f"tensorflow=={VERSION}", "--no-deps",
                        "--only-binary=:all:", "--platform", "manylinux_2_27_x86_64", "--python-version", "3.11",
                        "-d", str(CACHE), "--quiet"], check=True, timeout=1500)
        wheels = sorted(CACHE.glob(f"tensorflow-{VERSION}-*.whl"))
    with zipfile.ZipFile(wheels[0]) as wheel:
        wheel.extract(MEMBER, CACHE / "lib")
    return unpacked


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_the_real_wheel_holds_what_the_catalog_row_says(request: pytest.FixtureRequest) -> None:
    if "slow" not in (request.config.option.markexpr or "") or "not slow" in request.config.option.markexpr:
        pytest.skip("downloads ~570 MB: run with pytest -m slow")
    code = read_libraries([_framework_library()])
    assert code.sass == ("sm_60", "sm_70", "sm_80", "sm_89", "sm_90")
    assert code.ptx == ("compute_90",)
    row = find_tf_build(load_catalog(), "linux", VERSION)
    assert row is not None
    assert code.sass == nvcc_names("sass", row.sass) and code.ptx == nvcc_names("ptx", row.ptx)
    assert fit_gpu("NVIDIA GeForce RTX 3060", "8.6", code, row.jit_fails).verdict == "native"
    blackwell = fit_gpu("NVIDIA GeForce RTX 5090", "12.0", code, row.jit_fails)
    assert (blackwell.verdict, blackwell.jit_known_to_fail) == ("no-code", True)


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_doctor_on_the_real_wheels_library_says_an_rtx_5090_has_no_code(
        tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """``doctor --python P --json`` on an env holding the wheel's own framework library and metadata (the rest
    of TensorFlow's 1.9 GB is left out: its __init__ fails to import, as without its dependencies)."""
    if "slow" not in (request.config.option.markexpr or "") or "not slow" in request.config.option.markexpr:
        pytest.skip("downloads ~570 MB: run with pytest -m slow")
    import json

    from tests.cli.support import REPO, run_cli
    from tests.core.verify.hostile_python import wrapper_python

    library = _framework_library()
    site = tmp_path / "site"
    (site / "tensorflow").mkdir(parents=True)
    (site / "tensorflow" / "libtensorflow_framework.so.2").symlink_to(library)
    (site / "tensorflow" / "__init__.py").write_text("raise ImportError('only the library was unpacked')\n")
    with zipfile.ZipFile(sorted(CACHE.glob(f"tensorflow-{VERSION}-*.whl"))[0]) as wheel:
        wheel.extract(f"tensorflow-{VERSION}.dist-info/METADATA", site)
    python = wrapper_python(tmp_path / "bin", str(site))
    result = run_cli("doctor", "--python", str(python), "--json", "--facts",
                     str(REPO / "tests" / "fixtures" / "facts" / "linux-rtx5090-blackwell.json"),
                     env={"TFGPU_WIZARD_DATA_DIR": str(tmp_path / "data")}, timeout=600)
    code = json.loads(result.stdout)["gpu_code"]
    assert code["sass"] == ["sm_60", "sm_70", "sm_80", "sm_89", "sm_90"] and code["ptx"] == ["compute_90"]
    (gpu,) = code["gpus"]
    assert (gpu["compute_capability"], gpu["verdict"], gpu["jit_known_to_fail"]) == ("12.0", "no-code", True)
