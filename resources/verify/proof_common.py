# -*- coding: utf-8 -*-
"""tfgpu-wizard: what every in-env proof script shares (the document, its checks, NVML's GPU ids, the GPU code).

Imported by the proof scripts next to it (run by path, so this folder is first on ``sys.path``). Standalone like
them: the standard library only, and syntax that Python 2.7 and 3.x both accept, because the TensorFlow proof
still runs in Python 2.7 environments with TensorFlow 1.x.
"""
from __future__ import division, print_function

import ctypes
import json
import os
import platform
import sys
import time
import traceback

SCHEMA = 1
PROGRESS = "tfgpu-verify: "


def check(doc, check_id, status, message, device=None, seconds=None):
    """Record one check: status is pass, fail or skip; ``ok`` is false only for fail."""
    entry = {"id": check_id, "ok": status != "fail", "status": status, "message": message, "fix": None}
    if device is not None:
        entry["device"] = device
    if seconds is not None:
        entry["seconds"] = seconds
    doc["checks"].append(entry)
    sys.stderr.write("%s%s %s\n" % (PROGRESS, check_id, status))  # the wizard shows progress from these
    sys.stderr.flush()
    return status != "fail"


def error_text(error):
    text = "%s: %s" % (type(error).__name__, error)
    return text.strip()[:2000]


def attempt(doc, check_id, action, device=None, soften=None):
    """Run ``action()``; it returns (status, message). An exception fails the check with its text, unless
    ``soften(message)`` turns it into (status, message) of its own (a feature this build lacks: a skip)."""
    try:
        status, message = action()
    except Exception as error:  # any framework failure is a result here, not a crash
        traceback.print_exc(file=sys.stderr)
        status, message = "fail", error_text(error)
        if soften is not None:
            status, message = soften(message) or (status, message)
    return check(doc, check_id, status, message, device=device)


def timed_check(doc, check_id, device, train, label):
    """Run ``train()`` (it returns seconds); a check with the time, or a failed one. Returns the seconds or None."""
    try:
        seconds = train()
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        check(doc, check_id, "fail", error_text(error), device=device)
        return None
    check(doc, check_id, "pass", "%d training steps of %s took %.3f s on %s"
          % (doc["settings"]["steps"], label, seconds, device), device=device, seconds=round(seconds, 4))
    return round(seconds, 4)


def set_timing(doc, cpu, gpu):
    speedup = round(cpu / gpu, 2) if cpu and gpu else None
    doc["timing"] = {"cpu_seconds": cpu, "gpu_seconds": gpu, "speedup": speedup,
                     "steps": doc["settings"]["steps"], "batch": doc["settings"]["batch"]}


def clock():
    return time.time()


def new_document(framework, settings):
    """The schema-1 document every proof prints: ``library`` holds the framework's build facts (the TensorFlow
    proof writes them under ``tensorflow``, the key of schema 1, and names itself the same way)."""
    section = {"name": framework, "version": None, "built_with_cuda": None, "cuda": None, "cudnn": None}
    doc = {
        "schema": SCHEMA,
        "framework": framework,
        "python": {"version": platform.python_version(), "executable": sys.executable},
        "gpus": [],
        "cpu_only": None,
        "checks": [],
        "timing": {"cpu_seconds": None, "gpu_seconds": None, "speedup": None},
        "settings": settings,
        "mode": None,
        "complete": False,
    }
    doc["tensorflow" if framework == "tensorflow" else "library"] = section
    return doc


def redirect_stdout():
    """Point fd 1 at stderr so anything the framework prints is log; return a file on the real stdout."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    return os.fdopen(saved, "w")


def emit(out, doc):
    out.write(json.dumps(doc) + "\n")
    out.flush()


# ---------------------------------------------------------------- each GPU's identity: NVML through ctypes

class _PciInfo(ctypes.Structure):
    _fields_ = [("busIdLegacy", ctypes.c_char * 16), ("domain", ctypes.c_uint), ("bus", ctypes.c_uint),
                ("device", ctypes.c_uint), ("pciDeviceId", ctypes.c_uint), ("pciSubSystemId", ctypes.c_uint),
                ("busId", ctypes.c_char * 32)]


def _nvml_library():
    names = ["nvml.dll"] if os.name == "nt" else ["libnvidia-ml.so.1", "libnvidia-ml.so"]
    if os.name == "nt":
        names.append(os.path.join(os.environ.get("ProgramFiles", "C:\\Program Files"), "NVIDIA Corporation",
                                  "NVSMI", "nvml.dll"))
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def _text(raw):
    return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)


def nvml_gpus():
    """Every GPU as the driver (NVML) numbers it: index, name, UUID, PCI bus id, compute capability. An empty
    list where there is no NVML (no driver, a CPU machine, a Mac): the UUIDs are then simply not known."""
    lib = _nvml_library()
    if lib is None or lib.nvmlInit_v2() != 0:
        return []
    found = []
    try:
        count = ctypes.c_uint(0)
        if lib.nvmlDeviceGetCount_v2(ctypes.byref(count)) != 0:
            return []
        for index in range(count.value):
            handle = ctypes.c_void_p()
            if lib.nvmlDeviceGetHandleByIndex_v2(index, ctypes.byref(handle)) != 0:
                continue
            name, uuid, pci = ctypes.create_string_buffer(96), ctypes.create_string_buffer(96), _PciInfo()
            major, minor = ctypes.c_int(0), ctypes.c_int(0)
            entry = {"index": index, "name": None, "uuid": None, "pci_bus_id": None, "compute_capability": None}
            if lib.nvmlDeviceGetName(handle, name, 96) == 0:
                entry["name"] = _text(name.value)
            if lib.nvmlDeviceGetUUID(handle, uuid, 96) == 0:
                entry["uuid"] = _text(uuid.value)
            if lib.nvmlDeviceGetPciInfo_v3(handle, ctypes.byref(pci)) == 0:
                entry["pci_bus_id"] = _text(pci.busId)
            if lib.nvmlDeviceGetCudaComputeCapability(handle, ctypes.byref(major), ctypes.byref(minor)) == 0:
                entry["compute_capability"] = "%d.%d" % (major.value, minor.value)
            found.append(entry)
    except Exception:  # an NVML older than these calls: what was read so far
        traceback.print_exc(file=sys.stderr)
    finally:
        lib.nvmlShutdown()
    return found


def bus_key(pci_bus_id):
    """``00000000:01:00.0`` (NVML) and ``0000:01:00.0`` (CUDA, TensorFlow) name the same slot: ``01:00.0``."""
    if not pci_bus_id:
        return None
    parts = str(pci_bus_id).strip().lower().split(":")
    return ":".join(parts[-2:]) if len(parts) >= 2 else None


def add_identities(gpus, known):
    """Give each of the framework's ``gpus`` its index and the UUID NVML reports for it (``known``): matched by
    PCI slot where both name it, else by position (the runner sets CUDA_DEVICE_ORDER=PCI_BUS_ID, NVML's order)."""
    by_bus = dict((bus_key(entry.get("pci_bus_id")), entry) for entry in known if entry.get("pci_bus_id"))
    for index, gpu in enumerate(gpus):
        gpu.setdefault("index", index)
        match = by_bus.get(bus_key(gpu.get("pci_bus_id")))
        if match is None and not by_bus and index < len(known):
            match = known[index]
        if match is not None:
            if not gpu.get("uuid"):
                gpu["uuid"] = match.get("uuid")
            if not gpu.get("compute_capability"):
                gpu["compute_capability"] = match.get("compute_capability")
        gpu.setdefault("uuid", None)
    return gpus


def gpu_label(gpu):
    """``GPU 1 (NVIDIA RTX A4000)``: how a check names the card it ran on (never by UUID: reports hide those)."""
    return "GPU %d (%s)" % (gpu["index"], gpu.get("name") or "?")


# ---------------------------------------------------------------- the build's GPU code against each card

def _arch_number(text):
    digits = "".join(ch for ch in text if ch.isdigit())
    return (int(digits[:-1]), int(digits[-1])) if len(digits) >= 2 else None


def code_for(arch_list, capability):
    """Whether a build listing ``arch_list`` (``sm_86``, ``compute_90``, ``sm_90a``; TensorFlow's ``8.6``)
    carries code for a card of ``capability`` (``8.6``): "sass" (machine code runs as it is: same major, an
    equal or lower minor; an ``a`` build only on its own card), "ptx" (the driver compiles it: an equal or lower
    version), "none" (it cannot run there), or "unknown" (no list or no capability)."""
    if not arch_list or not capability:
        return "unknown"
    try:
        card = tuple(int(part) for part in str(capability).split(".")[:2])
    except ValueError:
        return "unknown"
    verdict = "none"
    for arch in arch_list:
        arch = str(arch).strip().lower()
        number = _arch_number(arch.split("_", 1)[-1])
        if number is None:
            continue
        if arch.startswith("compute_"):
            if number <= card and verdict == "none":
                verdict = "ptx"
            continue
        exact_only = arch.endswith("a")
        if (number == card) or (not exact_only and number[0] == card[0] and number[1] <= card[1]):
            return "sass"
    return verdict


def arch_checks(doc, gpus, arch_list, what):
    """One ``gpu_code`` check per GPU: the build's architecture list against the card's compute capability."""
    for gpu in gpus:
        verdict = code_for(arch_list, gpu.get("compute_capability"))
        gpu["code"] = verdict
        device = "/GPU:%d" % gpu["index"]
        label, cc = gpu_label(gpu), gpu.get("compute_capability") or "?"
        if verdict == "sass":
            check(doc, "gpu_code", "pass", "%s has machine code for %s (compute capability %s)" % (what, label, cc),
                  device=device)
        elif verdict == "ptx":
            check(doc, "gpu_code", "pass", "%s has only PTX for %s (compute capability %s): the driver compiles it "
                  "on first use" % (what, label, cc), device=device)
        elif verdict == "none":
            check(doc, "gpu_code", "fail", "%s has no code for %s (compute capability %s); it has: %s"
                  % (what, label, cc, " ".join(arch_list)), device=device)
        else:
            check(doc, "gpu_code", "skip", "%s does not list its GPU architectures for %s" % (what, label),
                  device=device)


# ---------------------------------------------------------------- one sequence for PyTorch, Keras 3 and JAX

def parse_arguments(framework, argv):
    import argparse
    parser = argparse.ArgumentParser(description="tfgpu-wizard %s verification" % framework)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--batch", type=int, default=64)
    return parser.parse_args(argv)


def main_for(framework, make_proof, argv=None):
    """A proof script's whole run: the framework's import, then :func:`run_proof`; one JSON document on stdout.

    ``make_proof()`` imports the framework and returns its proof object (see :func:`run_proof`); what it
    raises is the import's failure (the doctor reads its text in the log)."""
    args = parse_arguments(framework, argv)
    out = redirect_stdout()
    doc = new_document(framework, {"steps": args.steps, "batch": args.batch, "mode": "auto"})
    try:
        proof = make_proof()
    except BaseException as error:
        traceback.print_exc(file=sys.stderr)
        check(doc, "import", "fail", error_text(error))
        emit(out, doc)
        return 0
    doc["library"]["version"] = proof.version
    doc["mode"] = getattr(proof, "mode", None)
    check(doc, "import", "pass", "%s %s imported" % (proof.title, proof.version))
    try:
        run_proof(doc, proof, args)
        doc["complete"] = True
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        check(doc, "script", "fail", error_text(error))
    emit(out, doc)
    return 0


def run_proof(doc, proof, args):
    """The checks, in the order and with the ids of the TensorFlow proof, so one parser, one explanation and one
    ``prove-gpu`` verdict read them all. ``proof`` answers:

    * ``build()``: ``built_with_cuda``, ``cuda``, ``cudnn``, ``arch_list`` (None where the build does not say);
    * ``gpus()``: a dict per GPU (name, compute_capability, memory_mib, pci_bus_id, uuid where known);
    * ``allocate(device)``, ``matmul(device)``, ``conv2d(device)``: do the work on ``device`` (``/GPU:1``,
      ``/CPU:0``), wait for it (synchronise), and return where the result lies, in the same spelling;
    * ``train(device, steps, batch)``: seconds for ``steps`` training steps after one warm-up step, synchronised.
    """
    build = proof.build()
    arch_list = build.pop("arch_list", None)
    doc["library"].update(build)
    doc["library"]["arch_list"] = arch_list
    built = bool(build.get("built_with_cuda"))
    doc["cpu_only"] = not built
    what = getattr(proof, "build_title", proof.title)  # Keras: the backend's build
    if built:
        check(doc, "cuda_build", "pass", "this %s is built with CUDA %s" % (what, build.get("cuda")))
    else:
        check(doc, "cuda_build", "skip", "this %s is a CPU-only build: it cannot use a GPU" % what)
    gpus = add_identities(proof.gpus() if built else [], nvml_gpus() if built else [])
    doc["gpus"] = gpus
    if built:
        check(doc, "gpu_visible", "pass" if gpus else "fail",
              "%d GPU(s) visible to %s: %s" % (len(gpus), proof.title, ", ".join(gpu_label(g) for g in gpus))
              if gpus else "%s sees no GPU" % proof.title)
    if gpus:
        arch_checks(doc, gpus, arch_list, "this %s build" % what)
    devices = [("/GPU:%d" % gpu["index"], gpu_label(gpu)) for gpu in gpus] + [("/CPU:0", "the CPU")]
    for device, label in devices:
        for check_id, work in (("allocate", proof.allocate), ("matmul", proof.matmul), ("conv2d", proof.conv2d)):
            _placed_check(doc, check_id, device, label, work)
    cpu = timed_check(doc, "train_cpu", "/CPU:0", lambda: proof.train("/CPU:0", args.steps, args.batch),
                      "a small CNN")
    times = [timed_check(doc, "train_gpu", device, lambda d=device: proof.train(d, args.steps, args.batch),
                         "a small CNN") for device in ["/GPU:%d" % gpu["index"] for gpu in gpus]]
    set_timing(doc, cpu, times[0] if times else None)  # the speedup is the first GPU's


WORDS = {"allocate": "memory was allocated, written and read back", "matmul": "a matmul", "conv2d": "a convolution"}


def _placed_check(doc, check_id, device, label, work):
    def action():
        placed = work(device)
        if placed != device:
            return "fail", "%s ran on %s, not on %s" % (WORDS[check_id], placed or "an unknown device", label)
        return "pass", "%s on %s" % (WORDS[check_id], label) if check_id == "allocate" else \
            "%s ran on %s" % (WORDS[check_id], label)
    return attempt(doc, check_id, action, device=device)
