"""The verification leaves nothing in the user's HOME: Keras's first import writes ``~/.keras/keras.json``,
so the child gets a private ``KERAS_HOME`` (and temp folder) in a scratch folder of the wizard's data folder
that goes away with it. A stand-in ``tensorflow`` (a real module
on PYTHONPATH) writes there as Keras does; the real TensorFlow run is in tests/e2e/test_apply_sandbox.py."""

from __future__ import annotations

import sys
from pathlib import Path

from wizard.core.ops.journal import data_dir
from wizard.core.ops.scratch import scratch_root
from wizard.core.verify.runner import run_verification

KERAS_LIKE = """import json, os
home = os.environ.get('KERAS_HOME') or os.path.join(os.path.expanduser('~'), '.keras')
os.makedirs(home, exist_ok=True)
open(os.path.join(home, 'keras.json'), 'w').write(json.dumps({'backend': 'tensorflow'}))
open(os.environ['SEEN'], 'w').write(home + '\\n' + os.environ['TMPDIR'])
raise ImportError('stand-in: no TensorFlow here')
"""


def test_keras_home_is_private_to_the_run_and_removed_with_it(tmp_path: Path) -> None:
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(KERAS_LIKE, encoding="utf-8")
    seen = tmp_path / "seen.txt"
    data_dir().mkdir(parents=True)  # the wizard's data folder is there once it has run (its journal)
    home_before = sorted(p.relative_to(Path.home()) for p in Path.home().rglob("*"))
    run_verification(Path(sys.executable), timeout=60, env={"PYTHONPATH": str(package.parent), "SEEN": str(seen)})
    keras, temp = (Path(line) for line in seen.read_text(encoding="utf-8").splitlines())
    assert keras.parent == temp and temp.parent == scratch_root() and not temp.exists()
    assert sorted(p.relative_to(Path.home()) for p in Path.home().rglob("*")) == home_before
