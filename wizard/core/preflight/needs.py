"""Which CUDA, cuDNN and driver libraries a TensorFlow build opens, from its build_info.py (read as text).

Names follow compat-facts Table D (D1 Windows DLLs, D2 Linux sonames): they depend on the CUDA major.minor
and cuDNN major the build was made with. build_info.py is parsed with ``ast`` (never imported: importing
TensorFlow is what the preflight runs before). Windows 2.5-2.10 wheels label ``cudart64_112.dll``; the DLL
actually loaded is ``cudart64_110.dll`` (compat-facts section 7, item 5), so names come from the version rule.
"""

from __future__ import annotations

import ast
from typing import Any

from packaging.version import InvalidVersion, Version

from wizard.core.verify.build_numbers import cuda_version, cudnn_major


def parse_build_info(text: str) -> dict[str, Any]:
    """Module-level ``NAME = literal`` assignments, and the ``build_info`` dict / OrderedDict([...]) of 2.3+."""
    info: dict[str, Any] = {}
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return info
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
            continue
        value = node.value
        if isinstance(value, ast.Call) and value.args:  # collections.OrderedDict([...])
            value = value.args[0]
        try:
            literal = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            continue
        if node.targets[0].id == "build_info":
            info.update(dict(literal))
        else:
            info[node.targets[0].id] = literal
    return info


def build_facts(info: dict[str, Any]) -> dict[str, Any]:
    """is_cuda_build, CUDA major.minor and cuDNN major, from any build_info generation."""
    return {
        "is_cuda_build": bool(info.get("is_cuda_build", False)),
        "cuda": cuda_version(info.get("cuda_version") or info.get("cuda_version_number")),
        "cudnn": cudnn_major(info.get("cudnn_version") or info.get("cudnn_version_number")),
        "msvcp": [n for n in str(info.get("msvcp_dll_names") or info.get("msvcp_dll_name") or "").split(",") if n],
    }


def _v(text: str) -> Version:
    try:
        return Version(text)
    except InvalidVersion:
        return Version("0")


def _cuda_majors(cuda: str) -> dict[str, str]:
    """Library version suffixes per CUDA line (cudart, cublas, cufft, curand, cusolver, cusparse)."""
    major = cuda.split(".", 1)[0]
    if major == "9":  # TF 1.12: no cuSPARSE in its import table (compat-facts D1/D2)
        return dict.fromkeys(("cudart", "cublas", "cufft", "curand", "cusolver"), cuda)
    if major == "10" and _v(cuda) <= Version("10.0"):
        return dict.fromkeys(("cudart", "cublas", "cufft", "curand", "cusolver", "cusparse"), cuda)
    if cuda == "10.1" or (major == "10" and _v(cuda) > Version("10.0")):
        return {"cudart": cuda, "cublas": "10", "cufft": "10", "curand": "10", "cusolver": "10", "cusparse": "10"}
    if major == "11":
        return {"cudart": "11.0", "cublas": "11", "cublasLt": "11", "cufft": "10", "curand": "10",
                "cusolver": "10" if cuda == "11.0" else "11", "cusparse": "11"}
    return {"cudart": major, "cublas": major, "cublasLt": major, "cufft": "11", "curand": "10", "cusolver": "11",
            "cusparse": major}


def linux_libraries(cuda: str, cudnn: str | None) -> list[str]:
    names = [f"lib{lib}.so.{suffix}" for lib, suffix in _cuda_majors(cuda).items()]
    if cudnn:
        names.append(f"libcudnn.so.{cudnn}")
        if cudnn == "8":
            names += [f"libcudnn_{part}.so.8" for part in ("ops_infer", "cnn_infer", "ops_train", "cnn_train")]
        elif cudnn == "9":
            names += [f"libcudnn_{part}.so.9" for part in ("graph", "ops", "cnn", "engines_precompiled")]
    return ["libcuda.so.1", *names]


def windows_libraries(cuda: str, cudnn: str | None, msvcp: list[str]) -> list[str]:
    names = [f"{lib}64_{suffix.replace('.', '')}.dll" for lib, suffix in _cuda_majors(cuda).items()]
    if cudnn:
        names.append(f"cudnn64_{cudnn}.dll")
        if cudnn == "8":
            names += [f"cudnn_{part}64_8.dll" for part in ("ops_infer", "cnn_infer", "ops_train", "cnn_train")]
    return ["nvcuda.dll", *names, *(msvcp or ["msvcp140.dll"])]


def needed_libraries(os_name: str, facts: dict[str, Any]) -> list[str]:
    """The libraries TensorFlow opens at run time; none for a CPU-only build (its own imports still count)."""
    if not facts.get("is_cuda_build") or not facts.get("cuda"):
        return list(facts.get("msvcp") or []) if os_name == "windows" else []
    if os_name == "windows":
        return windows_libraries(facts["cuda"], facts.get("cudnn"), list(facts.get("msvcp") or []))
    return linux_libraries(facts["cuda"], facts.get("cudnn"))
