"""PyTorch's and JAX's failure lines, as their logs print them (from the public reports each row cites), get their
cause and fix in both languages; TensorFlow's kernel-image row keeps its own fix for TensorFlow's line."""

from __future__ import annotations

import pytest

from wizard.basics import i18n
from wizard.core.doctor.explain import diagnose

TORCH_SM = """/opt/venv/lib/python3.11/site-packages/torch/cuda/__init__.py:287: UserWarning:
NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.\
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
RuntimeError: CUDA error: no kernel image is available for execution on the device
"""
TORCH_DRIVER = ("RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your "
                "GPU driver by downloading and installing a new version from the URL: "
                "http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a "
                "PyTorch version that has been compiled with your version of the CUDA driver.\n")
JAX_PLUGIN = (
    '  File "/home/u/.venv/lib/python3.11/site-packages/jax_plugins/xla_cuda12/__init__.py", line 139, '
    "in _version_check\n"
    "    raise RuntimeError(err_msg) from e\n"
    "RuntimeError: Unable to load cuSPARSE. Is it installed?\n"
    "WARNING:2025-06-06 20:45:54,562:jax._src.xla_bridge:791: An NVIDIA GPU may be present on this machine, but a "
    "CUDA-enabled jaxlib is not installed. Falling back to cpu.\n")
JAX_DNN = ("2024-08-21 14:30:14.513201: E external/xla/xla/stream_executor/cuda/cuda_dnn.cc:461] Could not create "
           "cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\njaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN "
           "library initialization failed. Look at the errors above for more details.\n")


@pytest.mark.parametrize(("log", "codes"), [
    # the kernel-image line that follows is only its consequence
    (TORCH_SM.replace("installation.", "installation.\n"), ["torch-sm-not-compatible"]),
    ("RuntimeError: CUDA error: no kernel image is available for execution on the device\n", ["torch-no-kernel-image"]),
    (TORCH_DRIVER, ["torch-driver-too-old"]),
    (JAX_PLUGIN, ["jax-cuda-library-missing"]),
    ("WARNING:jax._src.xla_bridge:791: An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is "
     "not installed. Falling back to cpu.\n", ["jax-cuda-plugin-missing"]),
    (JAX_DNN, ["jax-dnn-init-failed"]),
    ("tensorflow.python.framework.errors_impl.InternalError: no kernel image is available for execution on the "
     "device\n", ["kernel-image-invalid"]),
])
def test_each_framework_line_is_named_once_with_its_fix(log: str, codes: list[str]) -> None:
    findings = diagnose(log)
    assert [f.code for f in findings] == codes
    assert all(f.fix for f in findings)


def test_the_card_and_its_architecture_go_into_the_words_in_both_languages() -> None:
    finding = diagnose(TORCH_SM)[0]
    assert "NVIDIA GeForce RTX 5060 Ti" in finding.cause and "sm_120" in finding.fix
    i18n.set_language("zh_CN")
    chinese = diagnose(TORCH_SM)[0]
    assert "sm_120" in chinese.fix and any("\u4e00" <= ch <= "\u9fff" for ch in chinese.cause)
    assert "11.4" in diagnose(TORCH_DRIVER)[0].cause
