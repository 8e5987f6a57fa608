"""The verification leaves nothing in the user's HOME: Keras's first import writes ``~/.keras/keras.json``,
so the child gets a private ``KERAS_HOME`` that goes away with it. A stand-in ``tensorflow`` (a real module
on PYTHONPATH) writes there as Keras does; the real TensorFlow run is in tests/e2e/test_apply_sandbox.py."""

from __future__ import annotations

import sys
from pathlib import Path

from wizard.core.verify.runner import run_verification

KERAS_LIKE = """import json, os
home = os.environ.get('KERAS_HOME') or os.path.join(os.path.expanduser('~'), '.keras')
os.makedirs(home, exist_ok=True)
open(os.path.join(home, 'keras.json'), 'w').write(json.dumps({'backend': 'tensorflow'}))
open(os.environ['SEEN'], 'w').write(home)
raise ImportError('stand-in: no TensorFlow here')
"""


def test_keras_home_is_private_to_the_run_and_removed_with_it(tmp_path: Path) -> None:
    package = tmp_path / "site" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(KERAS_LIKE, encoding="utf-8")
    seen = tmp_path / "seen.txt"
    home_before = sorted(p.name for p in Path.home().iterdir())
    run_verification(Path(sys.executable), timeout=60, env={"PYTHONPATH": str(package.parent), "SEEN": str(seen)})
    used = Path(seen.read_text(encoding="utf-8"))
    assert not used.is_relative_to(Path.home()) and not used.exists()
    assert sorted(p.name for p in Path.home().iterdir()) == home_before
