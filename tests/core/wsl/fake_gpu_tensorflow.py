"""A stand-in ``tensorflow`` package that pretends an RTX 3060 is there: the GPU is what cannot exist here.

It answers exactly the calls of the wizard's real verification script (resources/verify/tf_verify.py: the
devices, build facts, a matmul, a Conv2D, an XLA-compiled function, a few training steps) with tensors that hold
no numbers, placed on the device the script asked for. Nothing else of TensorFlow is here; the script, its
child run, its parsing and the report are the real ones. Its text goes into a wheel served by the test's index.
"""

SOURCE = r'''
import contextlib

__version__ = "{version}"
_stack = ["/job:localhost/replica:0/task:0/device:CPU:0"]
int32 = "int32"


class Tensor(object):
    def __init__(self):
        self.device = _stack[-1]

    def numpy(self):
        return 0.0

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
sysconfig.get_build_info = lambda: {{"cuda_version": "12.5.1", "cudnn_version": "9", "cuda_compute_capabilities":
                                    ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]}}


class PhysicalDevice(object):
    name, device_type = "/physical_device:GPU:0", "GPU"


_growth = {{}}
config = _Namespace()
config.list_physical_devices = lambda kind=None: [PhysicalDevice()] if kind == "GPU" else []
config.experimental = _Namespace()
config.experimental.set_memory_growth = lambda dev, on: _growth.__setitem__(dev.name, on)
config.experimental.get_memory_growth = lambda dev: _growth.get(dev.name, False)
config.experimental.get_device_details = lambda dev: {{"compute_capability": (8, 6),
                                                      "device_name": "NVIDIA GeForce RTX 3060"}}
'''

DEVICE_LIB = r'''
class _Device(object):
    device_type = "GPU"
    name = "/device:GPU:0"
    memory_limit = 10 * 1024 * 1024 * 1024
    physical_device_desc = "device: 0, name: NVIDIA GeForce RTX 3060, pci bus id: 0000:01:00.0, compute capability: 8.6"


def list_local_devices(session_config=None):
    return [_Device()]
'''


def package_files(version: str) -> dict[str, str]:
    """The wheel's files: ``tensorflow`` and the ``device_lib`` module the script imports."""
    return {
        "tensorflow/__init__.py": SOURCE.format(version=version),
        "tensorflow/python/__init__.py": "",
        "tensorflow/python/client/__init__.py": "",
        "tensorflow/python/client/device_lib.py": DEVICE_LIB,
    }
