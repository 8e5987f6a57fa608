"""A stand-in ``tensorflow`` package that pretends NVIDIA GPUs are there: the GPUs are what cannot exist here.

It answers exactly the calls of the wizard's proof script (resources/verify/tf_verify.py: the devices, the build's
facts, a matmul, a Conv2D, an XLA-compiled function, a few training steps, the MirroredStrategy step) with tensors
that hold no numbers, placed on the device the script asked for. Nothing else of TensorFlow is here; the script,
its child run, its parsing and the report are the real ones. Its MirroredStrategy behaves as on Windows, where
there is no NCCL: the default all-reduce fails, a strategy built with ``ReductionToOneDevice`` works (with
``STANDIN_HAS_NCCL=1`` in its environment it behaves as a Linux machine with NCCL: the default works too).

Two machines use it: one RTX 3060 behind a TensorFlow built for CUDA 12 (the WSL2 route's tests serve it as a
wheel from their index), and a GTX 1080 Ti beside an RTX 3090 behind TensorFlow 2.10 for Windows (written into a
real venv's site-packages by :func:`two_gpu_env`).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from wizard.platform.pyenv_layout import site_packages, venv_python


class Gpu(NamedTuple):
    name: str
    compute_capability: tuple[int, int]
    pci_bus: str


RTX_3060 = Gpu("NVIDIA GeForce RTX 3060", (8, 6), "0000:01:00.0")
GTX_1080_TI = Gpu("NVIDIA GeForce GTX 1080 Ti", (6, 1), "0000:01:00.0")
RTX_3090 = Gpu("NVIDIA GeForce RTX 3090", (8, 6), "0000:02:00.0")

CUDA_12_BUILD = {"cuda_version": "12.5.1", "cudnn_version": "9",
                 "cuda_compute_capabilities": ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]}
WINDOWS_2_10_BUILD = {"cuda_version": "64_112", "cudnn_version": "64_8",
                      "cuda_compute_capabilities": ["sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80"]}

# The package's body; the constants it reads (__version__, _GPUS, _BUILD) are written above it.
BODY = r'''
import contextlib
import os

_stack = ["/job:localhost/replica:0/task:0/device:CPU:0"]
int32 = "int32"


class Tensor(object):
    def __init__(self, value=0.0):
        self.device = _stack[-1]
        self.value = value

    def numpy(self):
        return self.value

    def __add__(self, other):
        return Tensor()

    __radd__ = __mul__ = __rmul__ = __sub__ = __add__


class Variable(Tensor):
    def __init__(self, value):
        Tensor.__init__(self)

    def assign_sub(self, value):
        return self


@contextlib.contextmanager
def device(name):
    _stack.append("/job:localhost/replica:0/task:0/device:" + name.strip("/").upper())
    try:
        yield
    finally:
        _stack.pop()


def _tensor(*args, **kwargs):
    return Tensor()


matmul = reshape = reduce_sum = reduce_mean = ones = _tensor


def function(fn=None, **kwargs):
    return fn if fn is not None else (lambda inner: inner)


class GradientTape(object):
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def gradient(self, loss, params):
        return [Tensor() for _ in params]


class _Namespace(object):
    pass


random = _Namespace()
random.normal = random.uniform = _tensor
nn = _Namespace()
nn.relu = nn.conv2d = nn.max_pool2d = nn.sparse_softmax_cross_entropy_with_logits = _tensor
test = _Namespace()
test.is_built_with_cuda = lambda: True
sysconfig = _Namespace()
sysconfig.get_build_info = lambda: dict(_BUILD)


class PhysicalDevice(object):
    device_type = "GPU"

    def __init__(self, index):
        self.name = "/physical_device:GPU:%d" % index


_DEVICES = [PhysicalDevice(index) for index in range(len(_GPUS))]
_DETAILS = dict((dev.name, {"compute_capability": tuple(gpu[1]), "device_name": gpu[0]})
                for dev, gpu in zip(_DEVICES, _GPUS))
_growth = {}
config = _Namespace()
config.list_physical_devices = lambda kind=None: list(_DEVICES) if kind == "GPU" else []
config.experimental = _Namespace()
config.experimental.set_memory_growth = lambda dev, on: _growth.__setitem__(dev.name, on)
config.experimental.get_memory_growth = lambda dev: _growth.get(dev.name, False)
config.experimental.get_device_details = lambda dev: _DETAILS[dev.name]


class ReductionToOneDevice(object):
    pass


class MirroredStrategy(object):
    def __init__(self, devices=None, cross_device_ops=None):
        nccl = os.environ.get("STANDIN_HAS_NCCL") == "1"  # a Linux machine with NCCL (set by the test)
        if not nccl and not isinstance(cross_device_ops, ReductionToOneDevice):
            raise ValueError("NCCL is not supported on this platform")  # Windows: the default all-reduce fails
        self.num_replicas_in_sync = len(devices)

    @contextlib.contextmanager
    def scope(self):
        yield

    def run(self, step):
        return [step() for _ in range(self.num_replicas_in_sync)]

    def reduce(self, op, per_replica, axis=None):
        return Tensor(float(8 * 16 * 16 * len(per_replica)))  # each replica's sum of ones(8,16) @ ones(16,16)


distribute = _Namespace()
distribute.MirroredStrategy = MirroredStrategy
distribute.ReductionToOneDevice = ReductionToOneDevice
distribute.ReduceOp = _Namespace()
distribute.ReduceOp.SUM = "SUM"
'''

DEVICE_LIB = r'''
from tensorflow import _GPUS


class _Device(object):
    device_type = "GPU"
    memory_limit = 10 * 1024 * 1024 * 1024

    def __init__(self, index, gpu):
        name, (major, minor), bus = gpu
        self.name = "/device:GPU:%d" % index
        self.physical_device_desc = "device: %d, name: %s, pci bus id: %s, compute capability: %d.%d" % (
            index, name, bus, major, minor)


def list_local_devices(session_config=None):
    return [_Device(index, gpu) for index, gpu in enumerate(_GPUS)]
'''


def package_files(version: str, gpus: Sequence[Gpu], build: Mapping[str, object]) -> dict[str, str]:
    """The package's files: ``tensorflow`` and the ``device_lib`` module the script imports."""
    constants = (f"__version__ = {version!r}\n_GPUS = {[tuple(gpu) for gpu in gpus]!r}\n"
                 f"_BUILD = {dict(build)!r}\n")
    return {
        "tensorflow/__init__.py": constants + BODY,
        "tensorflow/python/__init__.py": "",
        "tensorflow/python/client/__init__.py": "",
        "tensorflow/python/client/device_lib.py": DEVICE_LIB,
    }


def rtx_3060_files(version: str) -> dict[str, str]:
    """One RTX 3060 behind a TensorFlow ``version`` built for CUDA 12 (the WSL2 route's wheel)."""
    return package_files(version, [RTX_3060], CUDA_12_BUILD)


def make_venv(venv: Path) -> Path:
    """A real venv without pip (seconds); its interpreter."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    return venv_python(venv)


def two_gpu_env(venv: Path) -> Path:
    """A real venv holding TensorFlow 2.10.1 for Windows on a GTX 1080 Ti and an RTX 3090; its interpreter."""
    python = make_venv(venv)
    [site] = site_packages(venv)
    for name, text in package_files("2.10.1", [GTX_1080_TI, RTX_3090], WINDOWS_2_10_BUILD).items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text, encoding="utf-8")
    return python
