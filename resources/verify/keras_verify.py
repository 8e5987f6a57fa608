# -*- coding: utf-8 -*-
"""tfgpu-wizard's Keras 3 proof, run by path inside the target interpreter; prints one JSON document.

The sequence, the document and the checks are proof_common's (shared with the PyTorch and JAX proofs). The
work is done with Keras's own API (``keras.ops``, a ``keras.Sequential`` trained with ``train_on_batch``)
under ``keras.device``; the build facts and the GPUs are those of the backend Keras runs on, read by that
backend's proof. The backend is ``KERAS_BACKEND`` (the wizard's env sets ``torch`` on native Windows, where
Keras's GPU route is PyTorch), else the one the env has installed (see :func:`installed_backend`).
"""
from __future__ import division, print_function

import os
import sys
import time

import proof_common

IMAGE, CLASSES = 28, 10


class TensorFlowFacts(object):
    """Build facts and GPUs of the TensorFlow backend (its own proof, tf_verify.py, goes further)."""

    title = "TensorFlow"

    def __init__(self, tf):
        self.tf = tf

    def build(self):
        info = dict(self.tf.sysconfig.get_build_info())
        arch = info.get("cuda_compute_capabilities")
        return {"built_with_cuda": bool(self.tf.test.is_built_with_cuda()), "cuda": info.get("cuda_version"),
                "cudnn": info.get("cudnn_version"), "arch_list": [str(a) for a in arch] if arch else None}

    def gpus(self):
        config = self.tf.config
        found = []
        for index, device in enumerate(config.list_physical_devices("GPU")):
            details = config.experimental.get_device_details(device)
            cc = details.get("compute_capability")
            found.append({"index": index, "name": details.get("device_name", device.name),
                          "compute_capability": "%d.%d" % tuple(cc) if cc else None, "memory_mib": None})
        return found


def backend_facts(backend):
    if backend == "torch":
        import torch
        import torch_verify
        return torch_verify.TorchProof(torch)
    if backend == "jax":
        import jax
        import jax_verify
        return jax_verify.JaxProof(jax)
    import tensorflow
    return TensorFlowFacts(tensorflow)


class KerasProof(object):
    title = "Keras"

    def __init__(self, keras, backend):
        self.keras, self.backend = keras, backend
        self.version = keras.__version__
        self.mode = "backend-%s" % backend
        self.facts = backend_facts(backend)
        self.build_title = "%s (Keras's backend)" % self.facts.title

    def build(self):
        facts = self.facts.build()
        facts["backend"] = self.backend
        return facts

    def gpus(self):
        return self.facts.gpus()

    def scope(self, name):
        kind, index = name.strip("/").split(":")
        return self.keras.device("gpu:%s" % index if kind == "GPU" else "cpu")  # torch's "cpu:0" trains nothing

    def where(self, tensor):
        """``/GPU:n`` or ``/CPU:0`` for a backend tensor (torch: .device; jax: .devices(); TensorFlow: .device)."""
        device = getattr(tensor, "device", None)
        if hasattr(tensor, "devices") and not isinstance(device, str) and getattr(device, "type", None) is None:
            device = list(tensor.devices())[0]
            return "/CPU:0" if device.platform == "cpu" else "/GPU:%d" % self.facts.gpu_devices().index(device)
        kind = getattr(device, "type", None)
        if kind is not None:
            return "/GPU:%d" % device.index if kind == "cuda" else "/CPU:0"
        text = str(device).upper()
        return "/GPU:%s" % text.rsplit("GPU:", 1)[1] if "GPU:" in text else "/CPU:0"

    def sync(self, tensor):
        return float(self.keras.ops.convert_to_numpy(self.keras.ops.sum(tensor)))  # reading back waits for it

    def allocate(self, name):
        ops = self.keras.ops
        with self.scope(name):
            block = ops.ones((16 * 1024 * 1024,), dtype="float32")
            total = self.sync(block)
        if total != float(16 * 1024 * 1024):
            raise RuntimeError("the memory on %s read back wrong values" % name)
        return self.where(block)

    def matmul(self, name):
        with self.scope(name):
            a = self.keras.random.normal((256, 256))
            result = self.keras.ops.matmul(a, a)
            self.sync(result)
        return self.where(result)

    def conv2d(self, name):
        random = self.keras.random
        with self.scope(name):
            result = self.keras.ops.conv(random.normal((8, IMAGE, IMAGE, 1)), random.normal((3, 3, 1, 8)),
                                         padding="same")
            self.sync(result)
        return self.where(result)

    def train(self, name, steps, batch):
        keras = self.keras
        layers = keras.layers
        with self.scope(name):
            model = keras.Sequential([
                keras.Input((IMAGE, IMAGE, 1)),
                layers.Conv2D(16, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
                layers.Conv2D(32, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
                layers.Flatten(), layers.Dense(64, activation="relu"), layers.Dense(CLASSES)])
            model.compile(optimizer=keras.optimizers.SGD(0.01),
                          loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
            images = keras.random.normal((batch, IMAGE, IMAGE, 1))
            labels = keras.ops.mod(keras.ops.arange(batch), CLASSES)
            model.train_on_batch(images, labels)  # warm-up: building and compiling are not training time
            start = time.time()
            for _ in range(steps):
                loss = model.train_on_batch(images, labels)
            float(loss)  # the loss read back: every step has finished
            return time.time() - start


def installed_backend():
    """The backend the env has, as the wizard's Keras plans install one: PyTorch (native Windows), TensorFlow
    (Keras on Linux and WSL2 is the TensorFlow plan with keras), else JAX; ``torch`` where none is found (the
    import then fails with PyTorch's own words)."""
    import importlib.util
    for module, backend in (("torch", "torch"), ("tensorflow", "tensorflow"), ("jax", "jax")):
        if importlib.util.find_spec(module) is not None:
            return backend
    return "torch"


def make_proof():
    backend = os.environ.get("KERAS_BACKEND") or installed_backend()
    os.environ["KERAS_BACKEND"] = backend
    import keras
    return KerasProof(keras, keras.backend.backend())


if __name__ == "__main__":
    sys.exit(proof_common.main_for("keras", make_proof))
