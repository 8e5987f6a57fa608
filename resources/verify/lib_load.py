# -*- coding: utf-8 -*-
"""tfgpu-wizard: load each library named on the command line with ctypes, in order; prints one JSON list.

Standalone (stdlib only, Python 2.7 and 3.x syntax). This confirms the preflight inside the target
interpreter: what the real loader says, with its own error text.
"""
from __future__ import print_function

import ctypes
import json
import os
import sys


def load(name):
    try:
        if os.name == "nt":
            # As TensorFlow opens its CUDA DLLs: LoadLibraryEx's standard order (PATH included) for a bare name,
            # LOAD_WITH_ALTERED_SEARCH_PATH (0x8) for a full path. Python 3.8+'s default would skip PATH.
            mode = 0x8 if os.path.isabs(name) else 0
            try:
                ctypes.WinDLL(name, winmode=mode)
            except TypeError:  # Python before 3.8: no winmode, and LoadLibrary already searches PATH
                ctypes.WinDLL(name)
        else:
            ctypes.CDLL(name, mode=getattr(ctypes, "RTLD_GLOBAL", 0))
        return {"name": name, "ok": True, "error": None}
    except OSError as error:
        return {"name": name, "ok": False, "error": str(error)}


def main(names):
    results = [load(name) for name in names]
    sys.stdout.write(json.dumps(results) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
