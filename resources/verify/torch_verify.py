# -*- coding: utf-8 -*-
"""tfgpu-wizard's PyTorch proof, run by path inside the target interpreter; prints one JSON document.

The sequence, the document and the checks are proof_common's (shared with the Keras 3 and JAX proofs); this
file is only what PyTorch itself answers: its build (CUDA, cuDNN, the architectures it carries code for),
its GPUs, and the work done with its own API, each synchronised before it counts.
"""
from __future__ import division, print_function

import sys
import time

import proof_common

IMAGE, CLASSES = 28, 10


def arch_list(torch):
    """The build's GPU architectures. ``torch.cuda.get_arch_list()`` answers [] while no GPU is usable, so the
    flags it reads are asked directly: the list is a fact of the build, not of this machine."""
    flags = getattr(torch._C, "_cuda_getArchFlags", None)
    if torch.version.cuda is None or flags is None:
        return None
    text = flags() or ""
    return text.split() or None


class TorchProof(object):
    title = "PyTorch"

    def __init__(self, torch):
        self.torch = torch
        self.version = torch.__version__

    def build(self):
        torch = self.torch
        cuda = torch.version.cuda
        cudnn = None
        if cuda is not None:
            try:
                cudnn = torch.backends.cudnn.version()
            except Exception:
                cudnn = None
        return {"built_with_cuda": cuda is not None, "cuda": cuda, "cudnn": str(cudnn) if cudnn else None,
                "arch_list": arch_list(torch)}

    def gpus(self):
        cuda = self.torch.cuda
        if not cuda.is_available():
            return []
        found = []
        for index in range(cuda.device_count()):
            props = cuda.get_device_properties(index)
            uuid = getattr(props, "uuid", None)
            bus = None
            if getattr(props, "pci_bus_id", None) is not None:
                bus = "%04x:%02x:%02x.0" % (props.pci_domain_id, props.pci_bus_id, props.pci_device_id)
            found.append({"index": index, "name": props.name, "compute_capability": "%d.%d" % (props.major,
                          props.minor), "memory_mib": int(props.total_memory // (1024 * 1024)),
                          "memory_source": "pytorch-total-memory", "pci_bus_id": bus,
                          "uuid": ("GPU-%s" % uuid) if uuid is not None and not str(uuid).startswith("GPU-")
                          else (str(uuid) if uuid is not None else None)})
        return found

    def device(self, name):
        kind, index = name.strip("/").split(":")
        return self.torch.device("cuda", int(index)) if kind == "GPU" else self.torch.device("cpu")

    def sync(self, device):
        if device.type == "cuda":
            self.torch.cuda.synchronize(device)

    def where(self, tensor):
        return "/GPU:%d" % tensor.device.index if tensor.device.type == "cuda" else "/CPU:0"

    def allocate(self, name):
        device = self.device(name)
        block = self.torch.empty(16 * 1024 * 1024, device=device)  # 64 MiB
        block.fill_(1.0)
        self.sync(device)
        if float(block.sum().item()) != float(block.numel()):
            raise RuntimeError("the memory on %s read back wrong values" % name)
        return self.where(block)

    def matmul(self, name):
        device = self.device(name)
        a = self.torch.randn(256, 256, device=device)
        result = a @ a
        self.sync(device)
        float(result.sum().item())
        return self.where(result)

    def conv2d(self, name):
        device = self.device(name)
        functional = self.torch.nn.functional
        result = functional.conv2d(self.torch.randn(8, 1, IMAGE, IMAGE, device=device),
                                   self.torch.randn(8, 1, 3, 3, device=device), padding=1)
        self.sync(device)
        float(result.sum().item())
        return self.where(result)

    def train(self, name, steps, batch):
        torch = self.torch
        nn = torch.nn
        device = self.device(name)
        model = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Flatten(), nn.Linear(7 * 7 * 32, 64), nn.ReLU(), nn.Linear(64, CLASSES)).to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
        images = torch.randn(batch, 1, IMAGE, IMAGE, device=device)
        labels = torch.randint(0, CLASSES, (batch,), device=device)

        def step():
            optimizer.zero_grad()
            loss = nn.functional.cross_entropy(model(images), labels)
            loss.backward()
            optimizer.step()
            return loss

        step()  # warm-up: cuDNN's algorithm choice is not training time
        self.sync(device)
        start = time.time()
        for _ in range(steps):
            loss = step()
        float(loss.item())
        self.sync(device)
        return time.time() - start


def make_proof():
    import torch
    return TorchProof(torch)


if __name__ == "__main__":
    sys.exit(proof_common.main_for("pytorch", make_proof))
