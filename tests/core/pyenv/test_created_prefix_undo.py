"""Undo of a folder a run created removes it only while it still looks like what the wizard made."""

from __future__ import annotations

from pathlib import Path

import pytest

from wizard.core.ops.base import OpContext, OperationError
from wizard.core.pyenv.miniforge_ops import reverse_install_miniforge
from wizard.core.pyenv.pyenv_ops import reverse_env_create


@pytest.mark.parametrize(("reverse", "reference"), [(reverse_env_create, "env-not-ours"),
                                                     (reverse_install_miniforge, "conda-not-ours")])
def test_a_folder_that_became_someone_elses_is_kept(reverse, reference: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    prefix = tmp_path / "made-by-us"
    prefix.mkdir()
    (prefix / "thesis.tex").write_text("the user's work, saved here since")
    with pytest.raises(OperationError) as caught:
        reverse({"prefix": str(prefix), "created": True}, OpContext())
    assert caught.value.reference == reference
    assert (prefix / "thesis.tex").read_text() == "the user's work, saved here since"


@pytest.mark.parametrize("reverse", [reverse_env_create, reverse_install_miniforge])
def test_a_folder_still_ours_is_removed_and_a_dry_run_keeps_it(reverse, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    prefix = tmp_path / "made-by-us"
    (prefix / "conda-meta").mkdir(parents=True)  # a conda prefix: what both kinds recognise as theirs
    record = {"prefix": str(prefix), "created": True}
    reverse(record, OpContext(dry_run=True))
    assert prefix.is_dir()
    reverse(record, OpContext())
    assert not prefix.exists()
