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
