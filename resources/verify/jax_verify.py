# -*- coding: utf-8 -*-
"""tfgpu-wizard's JAX proof, run by path inside the target interpreter; prints one JSON document.

The sequence, the document and the checks are proof_common's (shared with the PyTorch and Keras 3 proofs);
this file is only what JAX itself answers. JAX's GPU support is a plugin (``jax-cuda12-plugin`` or
``jax-cuda13-plugin``): the build counts as a CUDA build when the plugin is installed, and its CUDA major is
the plugin's. XLA compiles each kernel for the card it runs on, so a JAX build lists no architectures: the
work on each GPU is the proof that the plugin can compile for it.
"""
from __future__ import division, print_function

import sys
import time

import proof_common

IMAGE, CLASSES = 28, 10
PLUGINS = (("jax_cuda13_plugin", "13"), ("jax_cuda12_plugin", "12"))


def cuda_plugin():
    """(module name, CUDA major) of the installed CUDA plugin, or (None, None)."""
    import importlib.util
    for name, major in PLUGINS:
        try:
            if importlib.util.find_spec(name) is not None:
                return name, major
        except (ImportError, ValueError):
            continue
    return None, None


def plugin_version(name):
    try:
        from importlib import metadata
        return metadata.version(name.replace("_", "-"))
    except Exception:
        return None


class JaxProof(object):
    title = "JAX"

    def __init__(self, jax):
        import jax.numpy
        self.jax, self.jnp = jax, jax.numpy
        self.version = jax.__version__
        self._gpus = None

    def build(self):
        name, major = cuda_plugin()
        cudnn = None
        try:
            from jax._src.lib import cuda_versions
            if cuda_versions is not None:
                cudnn = str(cuda_versions.cudnn_get_version())
        except Exception:
            cudnn = None
        return {"built_with_cuda": name is not None, "cuda": major, "cudnn": cudnn,
                "plugin": name and {"module": name, "version": plugin_version(name)}, "arch_list": None}

    def gpu_devices(self):
        if self._gpus is None:
            try:
                self._gpus = list(self.jax.devices("gpu"))
            except RuntimeError:  # "Unknown backend gpu": the plugin is missing or did not load (see the log)
                self._gpus = []
        return self._gpus

    def gpus(self):
        found = []
        for index, device in enumerate(self.gpu_devices()):
            memory = None
            try:
                limit = (device.memory_stats() or {}).get("bytes_limit")
                memory = int(limit // (1024 * 1024)) if limit else None
            except Exception:
                memory = None
            found.append({"index": index, "name": getattr(device, "device_kind", str(device)),
                          "compute_capability": getattr(device, "compute_capability", None),
                          "memory_mib": memory, "memory_source": "jax-bytes-limit",
                          "pci_bus_id": getattr(device, "pci_bus_id", None)})
        return found

    def device(self, name):
        kind, index = name.strip("/").split(":")
        return self.gpu_devices()[int(index)] if kind == "GPU" else self.jax.devices("cpu")[0]

    def where(self, array):
        device = list(array.devices())[0]
        if device.platform == "cpu":
            return "/CPU:0"
        gpus = self.gpu_devices()
        return "/GPU:%d" % gpus.index(device) if device in gpus else str(device)

    def normal(self, device, shape, seed=0):
        key = self.jax.device_put(self.jax.random.PRNGKey(seed), device)
        return self.jax.random.normal(key, shape)

    def allocate(self, name):
        device = self.device(name)
        block = self.jax.device_put(self.jnp.ones((16 * 1024 * 1024,), dtype=self.jnp.float32), device)
        total = float(block.sum().block_until_ready())
        if total != float(block.size):
            raise RuntimeError("the memory on %s read back wrong values" % name)
        return self.where(block)

    def matmul(self, name):
        a = self.normal(self.device(name), (256, 256))
        result = self.jnp.dot(a, a).block_until_ready()
        float(result.sum())
        return self.where(result)

    def conv2d(self, name):
        device = self.device(name)
        images, kernel = self.normal(device, (8, 1, IMAGE, IMAGE)), self.normal(device, (8, 1, 3, 3), 1)
        result = self.jax.lax.conv_general_dilated(images, kernel, (1, 1), "SAME").block_until_ready()
        float(result.sum())
        return self.where(result)

    def train(self, name, steps, batch):
        jax, jnp = self.jax, self.jnp
        device = self.device(name)
        shapes = [(16, 1, 3, 3), (16,), (32, 16, 3, 3), (32,), (7 * 7 * 32, 64), (64,), (64, CLASSES), (CLASSES,)]
        params = [self.normal(device, shape, seed) * 0.05 for seed, shape in enumerate(shapes)]
        images = self.normal(device, (batch, 1, IMAGE, IMAGE), 99)
        labels = jax.device_put(jnp.arange(batch) % CLASSES, device)

        def pool(x):
            return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "SAME")

        def loss(params):
            w1, b1, w2, b2, w3, b3, w4, b4 = params
            x = pool(jax.nn.relu(jax.lax.conv_general_dilated(images, w1, (1, 1), "SAME") + b1[:, None, None]))
            x = pool(jax.nn.relu(jax.lax.conv_general_dilated(x, w2, (1, 1), "SAME") + b2[:, None, None]))
            x = jax.nn.relu(x.reshape((batch, -1)) @ w3 + b3)
            logits = x @ w4 + b4
            return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))

        @jax.jit
        def step(params):
            value, grads = jax.value_and_grad(loss)(params)
            return [p - 0.01 * g for p, g in zip(params, grads)], value

        params, value = step(params)  # warm-up: compiling is not training time
        value.block_until_ready()
        start = time.time()
        for _ in range(steps):
            params, value = step(params)
        value.block_until_ready()
        return time.time() - start


def make_proof():
    import jax
    return JaxProof(jax)


if __name__ == "__main__":
    sys.exit(proof_common.main_for("jax", make_proof))
