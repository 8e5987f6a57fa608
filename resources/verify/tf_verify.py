# -*- coding: utf-8 -*-
"""tfgpu-wizard's TensorFlow proof, run by path inside the target interpreter; prints one JSON document.

Standalone on purpose: the user's environment does not have the wizard, and may be as old as Python 2.7
with TensorFlow 1.12, so this file uses only the standard library and syntax that Python 2.7 and 3.x both
accept (no f-strings, no annotations). TensorFlow 1.x runs in graph mode with ``tf.Session``; 2.x eagerly
with ``tf.function``; ``--mode v1`` runs the 1.x code on TensorFlow 2's ``tf.compat.v1`` (tests use it).
Everything TensorFlow prints (its C++ log on fd 2, stray prints on fd 1) goes to stderr, which the wizard
keeps as the log; only the final JSON document is written to the real stdout.
"""
from __future__ import division, print_function

import argparse
import os
import sys
import time
import traceback

import proof_common

IMAGE = (28, 28, 1)
CLASSES = 10
_check, _error_text = proof_common.check, proof_common.error_text


# Errors meaning "this TensorFlow has no XLA for this device" (Windows GPU builds, old 1.x), not a broken setup.
XLA_UNAVAILABLE = ("XLA_GPU", "No registered '_XlaCompile'", "No registered 'XlaLaunch'", "XLA compilation disabled",
                   "not compiled with XLA", "Could not find compiler for platform", "XLA is not supported")


def _attempt(doc, check_id, action, device=None):
    """Run ``action()``; it returns (status, message). An exception fails the check with its text."""
    def soften(message):
        if check_id == "xla" and any(text in message for text in XLA_UNAVAILABLE):
            return "skip", "this TensorFlow has no XLA for %s: %s" % (device, message[:300])
        return None
    return proof_common.attempt(doc, check_id, action, device=device, soften=soften)


# ---------------------------------------------------------------- versions, build facts, devices

def _version_tuple(text):
    parts = []
    for piece in text.split(".")[:2]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


def _build_info(tf):
    """CUDA and cuDNN the build was made with: tf.sysconfig.get_build_info (2.3+), else build_info module."""
    info = {}
    getter = getattr(getattr(tf, "sysconfig", None), "get_build_info", None)
    if getter is not None:
        try:
            info = dict(getter())
        except Exception:
            info = {}
    if not info:
        try:
            from tensorflow.python.platform import build_info as module
            info = dict((k, getattr(module, k)) for k in dir(module) if not k.startswith("_"))
        except Exception:
            info = {}
    cuda = info.get("cuda_version") or info.get("cuda_version_number")
    cudnn = info.get("cudnn_version") or info.get("cudnn_version_number")
    capabilities = info.get("cuda_compute_capabilities")
    return {
        "cuda": str(cuda) if cuda else None,
        "cudnn": str(cudnn) if cudnn else None,
        "compute_capabilities": [str(c) for c in capabilities] if capabilities else None,
    }


def _parse_desc(desc):
    """``device: 0, name: Tesla T4, pci bus id: ..., compute capability: 7.5`` -> dict."""
    fields = {}
    for part in desc.split(", "):
        if ": " in part:
            key, value = part.split(": ", 1)
            fields[key.strip()] = value.strip()
    return fields


def _gpus_from_device_lib(config=None):
    from tensorflow.python.client import device_lib
    try:
        devices = device_lib.list_local_devices(session_config=config) if config is not None \
            else device_lib.list_local_devices()
    except TypeError:
        devices = device_lib.list_local_devices()
    gpus = []
    for device in devices:
        if device.device_type != "GPU":
            continue
        fields = _parse_desc(device.physical_device_desc or "")
        gpus.append({
            "name": fields.get("name", device.name),
            "compute_capability": fields.get("compute capability"),
            "memory_mib": int(device.memory_limit // (1024 * 1024)) if device.memory_limit else None,
            "memory_source": "tensorflow-memory-limit",
            "pci_bus_id": fields.get("pci bus id"),
        })
    return gpus


# ---------------------------------------------------------------- the small CNN (raw ops: no Keras)

def _cnn_params(tf, random_normal):
    shapes = [(3, 3, 1, 16), (16,), (3, 3, 16, 32), (32,), (7 * 7 * 32, 64), (64,), (64, CLASSES), (CLASSES,)]
    return [tf.Variable(random_normal(shape, stddev=0.05)) for shape in shapes]


def _cnn_logits(tf, images, params, max_pool):
    w1, b1, w2, b2, w3, b3, w4, b4 = params
    x = tf.nn.relu(tf.nn.conv2d(images, w1, [1, 1, 1, 1], "SAME") + b1)
    x = max_pool(x, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
    x = tf.nn.relu(tf.nn.conv2d(x, w2, [1, 1, 1, 1], "SAME") + b2)
    x = max_pool(x, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
    x = tf.reshape(x, [-1, 7 * 7 * 32])
    x = tf.nn.relu(tf.matmul(x, w3) + b3)
    return tf.matmul(x, w4) + b4


# ---------------------------------------------------------------- TensorFlow 2.x: eager

class EagerRun(object):
    """The checks on TensorFlow 2.x, eagerly."""

    def __init__(self, tf, doc, args):
        self.tf, self.doc, self.args = tf, doc, args

    def devices(self):
        tf = self.tf
        config = tf.config
        lister = getattr(config, "list_physical_devices", None) or config.experimental.list_physical_devices
        physical = lister("GPU")
        growth = []
        for device in physical:
            config.experimental.set_memory_growth(device, True)
            growth.append(config.experimental.get_memory_growth(device))
        gpus = _gpus_from_device_lib() if physical else []
        details = getattr(config.experimental, "get_device_details", None)
        for index, device in enumerate(physical):
            if details is not None and index < len(gpus):
                try:
                    cc = details(device).get("compute_capability")
                    if cc:
                        gpus[index]["compute_capability"] = "%d.%d" % tuple(cc)
                except Exception:
                    pass
        return gpus, (all(growth) if growth else None)

    def placed(self, device, make):
        with self.tf.device(device):
            result = make()
        return result, getattr(result, "device", "")

    def op_check(self, check_id, device, make, label):
        def action():
            result, placed_on = self.placed(device, make)
            float(self.tf.reduce_sum(result).numpy())
            if device.startswith("/GPU") and not placed_on.upper().endswith(device.strip("/").upper()):
                return "fail", "%s ran on %s, not on %s" % (label, placed_on or "an unknown device", device)
            return "pass", "%s ran on %s" % (label, placed_on or device)
        return _attempt(self.doc, check_id, action, device=device)

    def xla(self, device):
        tf = self.tf

        def action():
            function = tf.function
            x = tf.random.normal([64, 64])
            try:
                compiled = function(lambda a: tf.nn.relu(tf.matmul(a, a)), jit_compile=True)
            except TypeError:  # 2.1 - 2.4 spell it experimental_compile
                compiled = function(lambda a: tf.nn.relu(tf.matmul(a, a)), experimental_compile=True)
            with tf.device(device):
                value = compiled(x)
            float(tf.reduce_sum(value).numpy())
            return "pass", "an XLA-compiled matmul ran on %s" % device
        if _version_tuple(tf.__version__) < (2, 1):
            return _check(self.doc, "xla", "skip", "this TensorFlow has no jit_compile for tf.function",
                          device=device)
        return _attempt(self.doc, "xla", action, device=device)

    def train(self, device):
        tf = self.tf
        steps, batch = self.args.steps, self.args.batch
        with tf.device(device):
            params = _cnn_params(tf, tf.random.normal)
            images = tf.random.normal((batch,) + IMAGE)
            labels = tf.random.uniform((batch,), maxval=CLASSES, dtype=tf.int32)

        @tf.function
        def step():
            with tf.GradientTape() as tape:
                logits = _cnn_logits(tf, images, params, tf.nn.max_pool2d)
                loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
            for param, grad in zip(params, tape.gradient(loss, params)):
                param.assign_sub(0.01 * grad)
            return loss

        with tf.device(device):
            float(step().numpy())  # warm-up: tracing and autotuning are not training time
            start = time.time()
            for _ in range(steps):
                loss = step()
            float(loss.numpy())
        return time.time() - start

    def mirrored(self, devices, cross_device):
        tf = self.tf

        def action():
            strategy = tf.distribute.MirroredStrategy(devices=devices, **_cross_device_ops(tf, cross_device))
            with strategy.scope():
                weight = tf.Variable(tf.ones([16, 16]))

            def replica_step():
                return tf.reduce_sum(tf.matmul(tf.ones([8, 16]), weight))
            run = getattr(strategy, "run", None) or strategy.experimental_run_v2
            total = strategy.reduce(tf.distribute.ReduceOp.SUM, run(replica_step), axis=None)
            expected = 8 * 16 * 16 * strategy.num_replicas_in_sync
            got = float(total.numpy())
            if abs(got - expected) > 1e-3:
                return "fail", "MirroredStrategy summed %s, expected %s" % (got, expected)
            return "pass", "a MirroredStrategy step ran on %d replicas%s" % (strategy.num_replicas_in_sync,
                                                                          _cross_device_words(cross_device))
        return _attempt(self.doc, "mirrored", action)


# ---------------------------------------------------------------- TensorFlow 1.x: graph mode + Session

class GraphRun(object):
    """The checks on TensorFlow 1.x (or tf.compat.v1), in graph mode with tf.Session."""

    def __init__(self, tf, doc, args):
        self.tf, self.doc, self.args = tf, doc, args
        self.v1 = getattr(getattr(tf, "compat", None), "v1", None) or tf  # 1.12 has no tf.compat.v1
        if self.v1 is not tf and hasattr(self.v1, "disable_eager_execution"):
            self.v1.disable_eager_execution()

    def config(self):
        config = self.v1.ConfigProto(allow_soft_placement=False)
        config.gpu_options.allow_growth = True
        if self.args.mirrored_on_cpu:
            config.device_count["CPU"] = 2
        return config

    def devices(self):
        gpus = _gpus_from_device_lib(self.config())
        return gpus, (True if gpus else None)

    def run_traced(self, graph, fetch):
        """Run ``fetch`` once with a full trace; returns (value, devices that ran nodes)."""
        v1 = self.v1
        options = v1.RunOptions(trace_level=v1.RunOptions.FULL_TRACE)
        metadata = v1.RunMetadata()
        with v1.Session(graph=graph, config=self.config()) as session:
            session.run(v1.global_variables_initializer())
            value = session.run(fetch, options=options, run_metadata=metadata)
        ran = {}
        for stats in metadata.step_stats.dev_stats:
            for node in stats.node_stats:
                ran.setdefault(node.node_name, set()).add(stats.device)
        return value, ran

    def op_check(self, check_id, device, make, label):
        v1 = self.v1

        def action():
            graph = v1.Graph()
            with graph.as_default(), v1.device(device):
                result = v1.reduce_sum(make())
            _value, ran = self.run_traced(graph, result)
            where = sorted(d for devs in ran.values() for d in devs if "/device:" in d or "gpu" in d.lower())
            if device.startswith("/GPU") and not any(d.upper().endswith(device.strip("/").upper()) for d in where):
                return "fail", "%s did not run on %s (ran on: %s)" % (label, device, ", ".join(where) or "?")
            return "pass", "%s ran on %s" % (label, device)
        return _attempt(self.doc, check_id, action, device=device)

    def xla(self, device):
        v1 = self.v1

        def action():
            compile_fn = _v1_xla_compile(self.tf, v1)
            if compile_fn is None:
                return "skip", "this TensorFlow has no XLA compile API"
            graph = v1.Graph()
            with graph.as_default(), v1.device(device):
                x = v1.random_normal([64, 64])
                outputs = compile_fn(lambda a: v1.nn.relu(v1.matmul(a, a)), inputs=[x])
                out = outputs[0] if isinstance(outputs, (list, tuple)) else outputs
                total = v1.reduce_sum(out)
            self.run_traced(graph, total)
            return "pass", "an XLA-compiled matmul ran on %s" % device
        return _attempt(self.doc, "xla", action, device=device)

    def train(self, device):
        v1 = self.v1
        steps, batch = self.args.steps, self.args.batch
        graph = v1.Graph()
        with graph.as_default(), v1.device(device):
            params = _cnn_params(v1, v1.random_normal)
            images = v1.Variable(v1.random_normal((batch,) + IMAGE), trainable=False)
            labels = v1.Variable(v1.random_uniform((batch,), maxval=CLASSES, dtype=v1.int32), trainable=False)
            logits = _cnn_logits(v1, images, params, v1.nn.max_pool)
            loss = v1.reduce_mean(v1.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
            train_op = v1.train.GradientDescentOptimizer(0.01).minimize(loss)
        with v1.Session(graph=graph, config=self.config()) as session:
            session.run(v1.global_variables_initializer())
            session.run([train_op, loss])  # warm-up
            start = time.time()
            for _ in range(steps):
                session.run(train_op)
            session.run(loss)
            return time.time() - start

    def mirrored(self, devices, cross_device):
        v1 = self.v1

        def action():
            strategy_class = getattr(getattr(v1, "distribute", None), "MirroredStrategy", None)
            if strategy_class is None:
                return "skip", "this TensorFlow has no tf.distribute.MirroredStrategy"
            graph = v1.Graph()
            with graph.as_default():
                strategy = strategy_class(devices=devices, **_cross_device_ops(v1, cross_device))
                with strategy.scope():
                    weight = v1.Variable(v1.ones([16, 16]))

                def replica_step():
                    return v1.reduce_sum(v1.matmul(v1.ones([8, 16]), weight))
                run = getattr(strategy, "experimental_run_v2", None) or getattr(strategy, "run", None)
                if run is None:
                    per_replica = strategy.extended.call_for_each_replica(replica_step)
                else:
                    per_replica = run(replica_step)
                total = strategy.reduce(v1.distribute.ReduceOp.SUM, per_replica, axis=None)
            with v1.Session(graph=graph, config=self.config()) as session:
                session.run(v1.global_variables_initializer())
                got = float(session.run(total))
            expected = 8 * 16 * 16 * len(devices)
            if abs(got - expected) > 1e-3:
                return "fail", "MirroredStrategy summed %s, expected %s" % (got, expected)
            return "pass", "a MirroredStrategy step ran on %d replicas%s" % (len(devices),
                                                                          _cross_device_words(cross_device))
        return _attempt(self.doc, "mirrored", action)


def _cross_device_ops(tf, name):
    """MirroredStrategy's keyword for a cross-device reduction that needs no NCCL (Windows has none), or {}."""
    if name is None:
        return {}
    return {"cross_device_ops": getattr(tf.distribute, name)()}


def _cross_device_words(name):
    return " (cross-device: %s, no NCCL)" % name if name else ""


def _v1_xla_compile(tf, v1):
    """tf.xla.experimental.compile (1.14+, compat.v1 in early 2.x) or tf.contrib.compiler.xla.compile (1.12/1.13)."""
    for owner in (v1, tf):
        compile_fn = getattr(getattr(getattr(owner, "xla", None), "experimental", None), "compile", None)
        if compile_fn is not None:
            return compile_fn
    try:
        from tensorflow.contrib.compiler import xla  # 1.12 / 1.13
        return xla.compile
    except Exception:
        return None


# ---------------------------------------------------------------- the sequence

def _run_checks(tf, doc, args):
    version = tf.__version__
    mode = args.mode if args.mode != "auto" else ("v2" if _version_tuple(version) >= (2, 0) else "v1")
    doc["mode"] = mode
    runner = GraphRun(tf, doc, args) if mode == "v1" else EagerRun(tf, doc, args)
    built = bool(tf.test.is_built_with_cuda())
    doc["tensorflow"].update({"built_with_cuda": built})
    doc["tensorflow"].update(_build_info(tf))
    doc["cpu_only"] = not built
    if not built:
        _check(doc, "cuda_build", "skip", "this TensorFlow is a CPU-only build: it cannot use a GPU")
    else:
        _check(doc, "cuda_build", "pass", "this TensorFlow is built with CUDA %s" % doc["tensorflow"]["cuda"])
    gpus, growth = runner.devices()
    gpus = proof_common.add_identities(gpus, proof_common.nvml_gpus() if gpus else [])
    doc["gpus"] = gpus
    if built:
        _check(doc, "gpu_visible", "pass" if gpus else "fail",
               "%d GPU(s) visible to TensorFlow: %s" % (len(gpus), ", ".join(proof_common.gpu_label(g) for g in gpus))
               if gpus else "TensorFlow sees no GPU")
    if gpus:
        _check(doc, "memory_growth", "pass" if growth else "fail",
               "memory growth is on" if growth else "memory growth could not be set")
        proof_common.arch_checks(doc, gpus, doc["tensorflow"].get("compute_capabilities"), "this TensorFlow build")
    for device in ["/GPU:%d" % gpu["index"] for gpu in gpus] or ["/CPU:0"]:  # every GPU, not only the first
        _device_checks(runner, device)
    cpu = _timed(doc, runner, "train_cpu", "/CPU:0")
    times = [_timed(doc, runner, "train_gpu", "/GPU:%d" % gpu["index"]) for gpu in gpus]
    proof_common.set_timing(doc, cpu, times[0] if times else None)
    _mirrored(doc, runner, gpus, args)


def _device_checks(runner, device):
    tf = runner.v1 if isinstance(runner, GraphRun) else runner.tf
    normal = getattr(getattr(tf, "random", None), "normal", None) if isinstance(runner, EagerRun) else None
    normal = normal or tf.random_normal
    runner.op_check("matmul", device, lambda: tf.matmul(normal([256, 256]), normal([256, 256])), "a matmul")
    runner.op_check("conv2d", device,
                    lambda: tf.nn.conv2d(normal([8, 28, 28, 1]), normal([3, 3, 1, 8]), [1, 1, 1, 1], "SAME"),
                    "a Conv2D")
    runner.xla(device)


def _timed(doc, runner, check_id, device):
    try:
        seconds = runner.train(device)
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        _check(doc, check_id, "fail", _error_text(error), device=device)
        return None
    _check(doc, check_id, "pass", "%d training steps of a small CNN took %.3f s on %s"
           % (doc["settings"]["steps"], seconds, device), device=device, seconds=round(seconds, 4))
    return round(seconds, 4)


def _mirrored(doc, runner, gpus, args):
    """Several GPUs: one MirroredStrategy step. On Windows there is no NCCL, so the reduction goes through one
    device (ReductionToOneDevice) instead of TensorFlow's NCCL all-reduce; ``--no-nccl`` asks for it elsewhere."""
    cross_device = "ReductionToOneDevice" if (os.name == "nt" or args.no_nccl) else None
    doc["mirrored"] = {"cross_device_ops": cross_device or "default"}
    if args.mirrored_on_cpu:
        runner.mirrored(["/cpu:0", "/cpu:1"], cross_device)
    elif len(gpus) >= 2:
        runner.mirrored(["/gpu:%d" % gpu["index"] for gpu in gpus], cross_device)
    else:
        _check(doc, "mirrored", "skip", "MirroredStrategy needs two or more GPUs (found %d)" % len(gpus))


def _prepare_two_cpus(tf, mode):
    """Two logical CPUs so the MirroredStrategy code runs on a machine without GPUs (tests)."""
    if mode == "v1" or _version_tuple(tf.__version__) < (2, 0):
        return
    config = tf.config
    setter = getattr(config, "set_logical_device_configuration", None) or \
        config.experimental.set_virtual_device_configuration
    device_config = getattr(config, "LogicalDeviceConfiguration", None) or \
        config.experimental.VirtualDeviceConfiguration
    setter(config.list_physical_devices("CPU")[0], [device_config(), device_config()])


def main(argv=None):
    parser = argparse.ArgumentParser(description="tfgpu-wizard TensorFlow verification")
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--mode", choices=("auto", "v1", "v2"), default="auto")
    parser.add_argument("--mirrored-on-cpu", action="store_true")
    parser.add_argument("--no-nccl", action="store_true", help="reduce across GPUs without NCCL, as on Windows")
    args = parser.parse_args(argv)
    out = proof_common.redirect_stdout()
    doc = proof_common.new_document("tensorflow", {"steps": args.steps, "batch": args.batch, "mode": args.mode})
    try:
        import tensorflow as tf
    except BaseException as error:
        traceback.print_exc(file=sys.stderr)
        _check(doc, "import", "fail", _error_text(error))
        proof_common.emit(out, doc)
        return 0
    doc["tensorflow"]["version"] = tf.__version__
    _check(doc, "import", "pass", "TensorFlow %s imported" % tf.__version__)
    try:
        if args.mirrored_on_cpu:
            _prepare_two_cpus(tf, args.mode)
        _run_checks(tf, doc, args)
        doc["complete"] = True
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        _check(doc, "script", "fail", _error_text(error))
    proof_common.emit(out, doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
