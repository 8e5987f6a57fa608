"""The driver probe: NVML really absent here; fake NVML / CUDA driver answers behind the seam; nvidia-smi as
a real subprocess (a stand-in ``nvidia-smi`` program, tests/fakes/programs.py, on a temp PATH, since this machine
has no NVIDIA driver)."""

from __future__ import annotations

import json
import sys
import textwrap
import time
from pathlib import Path

import pynvml
import pytest

from tests.core.preflight.pe_builder import build_versioned_dll
from tests.fakes.fake_nvml import FakeCudaDriver, FakeGpu, FakeNvml, probe_test_context
from tests.fakes.programs import make_program
from wizard.basics.facts import facts_from_dict
from wizard.core.probe import probe_machine
from wizard.core.probe.draft import FactsDraft
from wizard.core.probe.nvidia import cuda_version_text, parse_smi_query, probe_driver
from wizard.platform.probe_context import load_nvml

RTX_2060 = FakeGpu("NVIDIA GeForce RTX 2060", (7, 5), 6144, "GPU-11111111-2222-3333-4444-555555555555")
RTX_3090 = FakeGpu("NVIDIA GeForce RTX 3090", (8, 6), 24576, "GPU-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee")
GTX_1080 = FakeGpu("NVIDIA GeForce GTX 1080", (6, 1), 8192, "GPU-99999999-8888-7777-6666-555555555555")


def _probe_driver(ctx: object) -> FactsDraft:
    draft = FactsDraft(family="linux")
    probe_driver(ctx, draft)  # type: ignore[arg-type]
    return draft


def _codes(draft: FactsDraft) -> list[str]:
    return [note.code for note in draft.notes]


def test_real_nvml_is_absent_on_this_machine_and_raises_library_not_found() -> None:
    """Unfaked: the real pynvml on this GPU-less machine."""
    nvml = load_nvml()
    with pytest.raises(pynvml.NVMLError_LibraryNotFound):
        nvml.nvmlInit()


def test_real_probe_without_nvml_or_driver_gives_no_driver_and_a_plain_note() -> None:
    """Unfaked: the whole probe on this machine, which has no NVIDIA driver."""
    facts = probe_machine()
    assert facts.driver is None
    assert facts.gpus == ()
    codes = {note.code: note for note in facts.notes}
    assert "nvml-unavailable" in codes
    assert "No NVIDIA driver was found" in codes["no-driver"].message
    assert facts_from_dict(json.loads(facts.to_json())) == facts


@pytest.mark.parametrize(
    ("driver", "cuda_number", "cuda_text"),
    [("457.20", 11010, "11.1"), ("535.104.05", 12020, "12.2")],
    ids=["windows-457.20-supports-cuda-11.1", "linux-535.104.05-supports-cuda-12.2"],
)
def test_nvml_answer_gives_driver_version_and_highest_cuda(
    tmp_path: Path, driver: str, cuda_number: int, cuda_text: str
) -> None:
    """Fake NVML behind the seam (no GPU here)."""
    nvml = FakeNvml(driver_version=driver, cuda_version=cuda_number, gpus=[RTX_2060])
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: nvml))
    assert draft.driver is not None
    assert (draft.driver.version, draft.driver.cuda, draft.driver.source) == (driver, cuda_text, "nvml")
    assert nvml.calls == ["init", "shutdown"]
    assert draft.notes == []


def test_nvml_lists_each_gpu_with_name_capability_memory_uuid_and_index(tmp_path: Path) -> None:
    """Fake NVML with two GPUs (no GPU here)."""
    nvml = FakeNvml(gpus=[RTX_3090, GTX_1080])
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: nvml))
    assert [(g.index, g.name, g.compute_capability, g.memory_mib, g.uuid) for g in draft.gpus] == [
        (0, "NVIDIA GeForce RTX 3090", "8.6", 24576, RTX_3090.uuid),
        (1, "NVIDIA GeForce GTX 1080", "6.1", 8192, GTX_1080.uuid),
    ]


def test_a_gpu_without_a_capability_answer_is_kept_with_a_note(tmp_path: Path) -> None:
    """Fake NVML: the capability query is 'not supported' for one GPU."""
    odd = FakeGpu("Old Tesla", None, 4096, "GPU-0")
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: FakeNvml(gpus=[odd])))
    assert draft.gpus[0].compute_capability == "0.0"
    assert "compute-capability-unknown" in _codes(draft)


def test_driver_without_gpus_is_a_driver_and_a_note(tmp_path: Path) -> None:
    """Fake NVML with a driver but no device (an eGPU unplugged, say)."""
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: FakeNvml(gpus=[])))
    assert draft.driver is not None and draft.gpus == []
    assert "no-gpu" in _codes(draft)


def test_driver_not_loaded_says_restart_in_plain_words(tmp_path: Path) -> None:
    """Fake NVML raising the real NVMLError_DriverNotLoaded."""
    nvml = FakeNvml(init_error=pynvml.NVML_ERROR_DRIVER_NOT_LOADED)
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: nvml))
    assert draft.driver is None
    message = next(n.message for n in draft.notes if n.code == "nvml-unavailable")
    assert "not running" in message and "Restart" in message


def test_missing_nvml_package_is_a_note_not_an_import_error(tmp_path: Path) -> None:
    def no_module() -> object:
        raise ImportError("No module named 'pynvml'")

    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=no_module))
    assert "nvml-module-missing" in _codes(draft) and draft.driver is None


def test_cuda_driver_api_answers_when_nvml_is_missing(tmp_path: Path) -> None:
    """Fake libcuda (cuDriverGetVersion = 12040) and the driver's own statement of its version under the root:
    Linux's /proc/driver/nvidia/version; on Windows a real PE nvcuda.dll in System32 whose version resource
    states the driver (32.0.15.5414 is driver 554.14), read by the real Windows call."""
    if sys.platform == "win32":
        system_root = tmp_path / "root" / "Windows"
        (system_root / "System32").mkdir(parents=True)
        build_versioned_dll(system_root / "System32" / "nvcuda.dll", "32.0.15.5414")
        ctx = probe_test_context(tmp_path, cuda_driver_loader=lambda names: FakeCudaDriver(12040),
                                 env={"PATH": str(tmp_path / "bin"), "SystemRoot": str(system_root)})
        expected = ("554.14", "12.4", "cuDriverGetVersion+nvcuda.dll version resource")
    else:
        ctx = probe_test_context(tmp_path, cuda_driver_loader=lambda names: FakeCudaDriver(12040))
        version_file = ctx.at_root("/proc/driver/nvidia/version")
        version_file.parent.mkdir(parents=True)
        version_file.write_text(
            "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.14  Thu Feb 22 01:44:30 UTC 2024\n"
        )
        expected = ("550.54.14", "12.4", "cuDriverGetVersion+/proc/driver/nvidia/version")
    draft = _probe_driver(ctx)
    assert draft.driver is not None
    assert (draft.driver.version, draft.driver.cuda, draft.driver.source) == expected


def test_cuda_driver_api_alone_keeps_the_cuda_version_and_says_the_driver_version_is_unknown(
    tmp_path: Path,
) -> None:
    """Fake libcuda, no version file, no nvidia-smi."""
    draft = _probe_driver(
        probe_test_context(tmp_path, cuda_driver_loader=lambda names: FakeCudaDriver(11020))
    )
    assert draft.driver is not None and draft.driver.cuda == "11.2" and draft.driver.version == "0"
    assert {"driver-version-unknown", "nvidia-smi-missing"} <= set(_codes(draft))


@pytest.mark.parametrize(
    ("number", "text"),
    [(12040, "12.4"), (11010, "11.1"), (10020, "10.2"), (13000, "13.0"), (9000, "9.0"), (0, None)],
)
def test_cuda_version_numbers_read_as_major_minor(number: int, text: str | None) -> None:
    assert cuda_version_text(number) == text


def _fake_smi(
    folder: Path, query_output: str, banner: str = "", sleep: float = 0.0, knows_compute_cap: bool = True
) -> Path:
    """A real program named nvidia-smi (``nvidia-smi.exe`` on Windows) that prints what a driver's would."""
    source = textwrap.dedent(f"""\
        import sys, time
        time.sleep({sleep!r})
        query = sys.argv[1] if len(sys.argv) > 1 else ""
        if {not knows_compute_cap!r} and "compute_cap" in query:
            print('Field "compute_cap" is not a valid field to query.')
            sys.exit(2)
        sys.stdout.write({query_output!r} if query.startswith("--query-gpu") else {banner!r})
        """)
    return make_program(folder, "nvidia-smi", source)


SMI_BANNER = "| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2     |\n"


def test_nvidia_smi_on_path_answers_when_nvml_and_libcuda_are_missing(tmp_path: Path) -> None:
    """Real subprocess: a fake nvidia-smi script on a temp PATH."""
    rows = (
        "0, NVIDIA GeForce RTX 3090, GPU-aaaa, 24576, 8.6, 535.104.05\n"
        "1, NVIDIA GeForce GTX 1080, GPU-bbbb, 8192, 6.1, 535.104.05\n"
    )
    _fake_smi(tmp_path / "bin", rows, SMI_BANNER)
    draft = _probe_driver(probe_test_context(tmp_path))
    assert draft.driver is not None
    assert (draft.driver.version, draft.driver.cuda, draft.driver.source) == (
        "535.104.05",
        "12.2",
        "nvidia-smi",
    )
    assert [(g.index, g.name, g.compute_capability, g.memory_mib) for g in draft.gpus] == [
        (0, "NVIDIA GeForce RTX 3090", "8.6", 24576),
        (1, "NVIDIA GeForce GTX 1080", "6.1", 8192),
    ]


def test_old_nvidia_smi_without_compute_cap_field_is_asked_again_without_it(tmp_path: Path) -> None:
    """Real subprocess: a fake pre-510 nvidia-smi that rejects the compute_cap field."""
    _fake_smi(
        tmp_path / "bin",
        "0, Quadro K620, GPU-cccc, 2048, 457.20\n",
        SMI_BANNER.replace("12.2", "11.1"),
        knows_compute_cap=False,
    )
    draft = _probe_driver(probe_test_context(tmp_path))
    assert draft.driver is not None and (draft.driver.version, draft.driver.cuda) == ("457.20", "11.1")
    assert draft.gpus[0].compute_capability == "0.0"


def test_hanging_nvidia_smi_times_out_into_a_note(tmp_path: Path) -> None:
    """Real subprocess: a fake nvidia-smi that never answers; the probe waits only its timeout."""
    _fake_smi(tmp_path / "bin", "", sleep=30)
    ctx = probe_test_context(tmp_path, timeout=0.5)
    started = time.monotonic()
    draft = _probe_driver(ctx)
    assert time.monotonic() - started < 10
    assert draft.driver is None
    note = next(n for n in draft.notes if n.code == "nvidia-smi-timeout")
    assert "0.5 seconds" in note.message and note.level == "warning"


def test_nvidia_smi_output_that_is_not_csv_gives_nothing() -> None:
    assert (
        parse_smi_query(
            "NVIDIA-SMI has failed because it couldn't communicate with the driver.\n",
            ["index", "name", "uuid", "memory.total", "compute_cap", "driver_version"],
        )
        is None
    )


def test_nvml_wins_over_nvidia_smi_which_is_then_not_run(tmp_path: Path) -> None:
    """Fake NVML; a fake nvidia-smi that would report something else must not be consulted."""
    _fake_smi(tmp_path / "bin", "0, Wrong GPU, GPU-x, 1, 1.0, 1.0\n", SMI_BANNER)
    draft = _probe_driver(probe_test_context(tmp_path, nvml_loader=lambda: FakeNvml(gpus=[RTX_2060])))
    assert [g.name for g in draft.gpus] == [RTX_2060.name]
    assert draft.driver is not None and draft.driver.source == "nvml"


def _nvml_works() -> bool:
    try:
        pynvml.nvmlInit()
    except pynvml.NVMLError:
        return False
    pynvml.nvmlShutdown()
    return True


@pytest.mark.gpu
@pytest.mark.skipif(not _nvml_works(), reason="needs a real NVIDIA driver (NVML)")
def test_on_a_real_gpu_machine_nvml_answers_everything() -> None:
    """Real hardware only: driver, CUDA and every GPU from NVML, with no note about the driver."""
    facts = probe_machine()
    assert facts.driver is not None and facts.driver.source.startswith("nvml")
    assert facts.driver.cuda and facts.gpus
    assert all(g.compute_capability != "0.0" and g.memory_mib > 0 and g.uuid for g in facts.gpus)
    assert not {"no-driver", "no-gpu"} & {n.code for n in facts.notes}
