"""NVIDIA's compatibility rules for device code, as a table: which GPU runs which SASS, which PTX it can compile,
and the catalog's record of PTX compiling that fails (``jit_fails``, the Blackwell reports). The code sets are
what real builds hold: TensorFlow 2.21's (read from its wheel, see test_fatbin_tensorflow_wheel.py) and the
carried nvcc fatbin's."""

from __future__ import annotations

import pytest

from wizard.basics import i18n
from wizard.core.preflight.fatbin import CodeTarget, LibraryCode
from wizard.core.preflight.gpu_fit import fit_gpu


def _code(*names: str) -> LibraryCode:
    targets = set()
    for name in names:
        kind, arch = name.split("_")
        variant = arch[-1] if arch[-1].isalpha() else ""
        digits = arch.rstrip("af")
        targets.add(CodeTarget("sass" if kind == "sm" else "ptx", int(digits[:-1]), int(digits[-1]), variant))
    return LibraryCode((), frozenset(targets))


TF_2_21 = _code("sm_60", "sm_70", "sm_80", "sm_89", "sm_90", "compute_90")
MIXED = _code("sm_75", "sm_80", "sm_90a", "sm_100f", "sm_120", "compute_90")


@pytest.mark.parametrize(("code", "cc", "jit_fails", "verdict", "target"), [
    (TF_2_21, "8.6", (), "native", "sm_80"),          # RTX 3060: same major, newer minor runs sm_80
    (TF_2_21, "8.9", (), "native", "sm_89"),          # RTX 4090: its own SASS is the newest fit
    (TF_2_21, "7.5", (), "native", "sm_70"),          # RTX 2060
    (TF_2_21, "6.1", (), "native", "sm_60"),          # GTX 1080
    (TF_2_21, "5.2", (), "no-code", None),            # Maxwell: older than every target
    (TF_2_21, "12.0", (), "ptx-jit", "compute_90"),   # RTX 5090 by the rules alone: PTX compiles forward
    (TF_2_21, "12.0", ("10", "12"), "no-code", "compute_90"),  # ... but the catalog records it fails
    (TF_2_21, "10.0", ("10", "12"), "no-code", "compute_90"),  # B200
    (MIXED, "9.0", (), "native", "sm_90a"),           # an 'a' target runs on its own architecture ...
    (MIXED, "8.9", (), "native", "sm_80"),
    (_code("sm_90a"), "10.0", (), "no-code", None),   # ... and nowhere else
    (MIXED, "10.3", (), "native", "sm_100f"),         # 'f': the whole family
    (MIXED, "12.1", (), "native", "sm_120"),
    (_code("compute_90a"), "12.0", (), "no-code", None),  # arch-specific PTX does not compile forward
    (_code("sm_86"), "8.0", (), "no-code", None),     # SASS never runs on an older minor
    (_code("compute_120"), "10.0", (), "no-code", None),  # PTX never runs on an older card
])
def test_verdicts(code: LibraryCode, cc: str, jit_fails: tuple[str, ...], verdict: str, target: str | None) -> None:
    fit = fit_gpu("GPU", cc, code, jit_fails)
    assert (fit.verdict, fit.target) == (verdict, target)


def test_a_cpu_build_has_no_code_for_any_card() -> None:
    fit = fit_gpu("NVIDIA GeForce RTX 3060", "8.6", LibraryCode((), frozenset()))
    assert fit.verdict == "no-code" and fit.target is None and not fit.jit_known_to_fail


def test_the_words_say_what_happens_in_both_languages() -> None:
    failing = fit_gpu("NVIDIA GeForce RTX 5090", "12.0", TF_2_21, ("12",))
    jit = fit_gpu("NVIDIA GeForce RTX 5090", "12.0", TF_2_21)
    i18n.set_language("en")
    assert "known to fail" in failing.words() and "compute_90" in failing.words()
    assert "many minutes" in jit.words()
    assert "ready-made code for it (sm_80)" in fit_gpu("RTX 3060", "8.6", TF_2_21).words()
    i18n.set_language("zh_CN")
    try:
        assert "RTX 5090" in failing.words() and "known" not in failing.words()
    finally:
        i18n.set_language("en")
    assert failing.to_dict() == {"gpu": "NVIDIA GeForce RTX 5090", "compute_capability": "12.0",
                                 "verdict": "no-code", "target": "compute_90", "jit_known_to_fail": True}
