"""Maintainers: compare TensorFlow wheels' device code with the catalog rows of their releases.

    python tools/check_catalog_gpu_code.py tensorflow-2.21.0-cp311-cp311-manylinux_2_27_x86_64.whl [...]

Prints, per wheel, the SASS and PTX targets its libraries hold and where the catalog row disagrees; exits 1
when any row disagrees or is missing, 0 when all agree.
"""

from __future__ import annotations

import sys
from pathlib import Path

from wizard.core.catalog.load import load_catalog
from wizard.core.catalog.query import find_tf_build
from wizard.core.preflight.catalog_code import WheelName, differences, wheel_code


def main(arguments: list[str]) -> int:
    catalog, failed = load_catalog(), False
    for argument in arguments:
        wheel = Path(argument)
        name = WheelName.parse(wheel)
        code = wheel_code(wheel)
        print(f"{wheel.name}: sass {' '.join(code.sass) or '-'}; ptx {' '.join(code.ptx) or '-'}")
        row = find_tf_build(catalog, name.os, name.version)  # type: ignore[arg-type]
        if row is None:
            print(f"  no catalog row for TensorFlow {name.version} on {name.os}")
            failed = True
            continue
        for problem in differences(code, row):
            print(f"  {problem}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
