# -*- coding: utf-8 -*-
"""tfgpu-wizard: where TensorFlow is in this interpreter, found WITHOUT importing it; prints one JSON document.

Standalone (stdlib only, Python 2.7 and 3.x syntax): it runs in the user's environment before anything of
TensorFlow is loaded, so the wizard can read TensorFlow's libraries and name a missing one first.
"""
from __future__ import print_function

import json
import os
import platform
import struct
import sys

DISTRIBUTIONS = ("tensorflow", "tensorflow-gpu", "tensorflow-cpu", "tensorflow-intel", "tf-nightly",
                 "tensorflow-macos", "tensorflow-aarch64")


def find_package(name):
    try:
        import importlib.util
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            return None
        return list(spec.submodule_search_locations)[0]
    except ImportError:  # Python 2.7 has no importlib.util
        import imp
        try:
            return imp.find_module(name)[1]
        except ImportError:
            return None
    except Exception:
        return None


def distribution():
    try:
        from importlib import metadata
    except ImportError:
        metadata = None
    for name in DISTRIBUTIONS:
        try:
            if metadata is not None:
                return name, metadata.version(name)
            import pkg_resources
            return name, pkg_resources.get_distribution(name).version
        except Exception:
            continue
    return None, None


def main():
    name, version = distribution()
    nvidia = find_package("nvidia")
    doc = {
        "schema": 1,
        "python": {"version": platform.python_version(), "executable": sys.executable, "prefix": sys.prefix,
                   "bits": struct.calcsize("P") * 8, "platform": sys.platform},
        "tensorflow": {"dir": find_package("tensorflow"), "core_dir": find_package("tensorflow_core"),
                       "distribution": name, "version": version},
        "nvidia_dir": nvidia,
        "environ": {"PATH": os.environ.get("PATH", ""), "LD_LIBRARY_PATH": os.environ.get("LD_LIBRARY_PATH", "")},
    }
    sys.stdout.write(json.dumps(doc) + "\n")


if __name__ == "__main__":
    main()
