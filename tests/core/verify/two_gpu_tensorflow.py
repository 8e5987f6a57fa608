"""A stand-in ``tensorflow`` package that pretends two GPUs are there (a GTX 1080 Ti and an RTX 3090): the GPUs are
what cannot exist here.

It answers exactly the calls of the real proof script (resources/verify/tf_verify.py) with tensors that hold no
numbers, placed on the device the script asked for. Its MirroredStrategy behaves as on Windows, where there is no
NCCL: TensorFlow's default all-reduce fails there, a strategy built with ``ReductionToOneDevice`` works (with
``STANDIN_HAS_NCCL=1`` in its environment it behaves as a Linux machine with NCCL: the default works too).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SOURCE = r'''
import contextlib
import os

__version__ = "2.10.1"
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
sysconfig.get_build_info = lambda: {"cuda_version": "64_112", "cudnn_version": "64_8",
                                    "cuda_compute_capabilities": ["sm_35", "sm_50", "sm_60", "sm_70", "sm_75",
                                                                  "compute_80"]}


class PhysicalDevice(object):
    device_type = "GPU"

    def __init__(self, index):
        self.name = "/physical_device:GPU:%d" % index


_DEVICES = [PhysicalDevice(0), PhysicalDevice(1)]
_DETAILS = {"/physical_device:GPU:0": {"compute_capability": (6, 1), "device_name": "NVIDIA GeForce GTX 1080 Ti"},
            "/physical_device:GPU:1": {"compute_capability": (8, 6), "device_name": "NVIDIA GeForce RTX 3090"}}
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
class _Device(object):
    device_type = "GPU"
    memory_limit = 10 * 1024 * 1024 * 1024

    def __init__(self, index, name, cc, bus):
        self.name = "/device:GPU:%d" % index
        self.physical_device_desc = "device: %d, name: %s, pci bus id: %s, compute capability: %s" % (
            index, name, bus, cc)


def list_local_devices(session_config=None):
    return [_Device(0, "NVIDIA GeForce GTX 1080 Ti", "6.1", "0000:01:00.0"),
            _Device(1, "NVIDIA GeForce RTX 3090", "8.6", "0000:02:00.0")]
'''


def site_packages(venv: Path) -> Path:
    """A venv's site-packages folder, on Windows (``Lib``) and elsewhere (``lib/pythonX.Y``)."""
    return next(folder for folder in (venv / "Lib" / "site-packages", *venv.glob("lib/python3*/site-packages"))
                if folder.is_dir())


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def make_venv(venv: Path) -> Path:
    """A real venv without pip (seconds); its interpreter."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    return venv_python(venv)


def two_gpu_env(venv: Path) -> Path:
    """A real venv holding the stand-in package; its interpreter."""
    python = make_venv(venv)
    site = site_packages(venv)
    for name, text in package_files().items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text, encoding="utf-8")
    return python


def package_files() -> dict[str, str]:
    """The package's files: ``tensorflow`` and the ``device_lib`` module the script imports."""
    return {
        "tensorflow/__init__.py": SOURCE,
        "tensorflow/python/__init__.py": "",
        "tensorflow/python/client/__init__.py": "",
        "tensorflow/python/client/device_lib.py": DEVICE_LIB,
    }
