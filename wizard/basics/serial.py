"""Frozen dataclasses <-> JSON-ready dicts, with errors that name the offending field.

Facts and plans are versioned documents that travel between machines (support staff, fleets), so a bad
document must be rejected with the exact path of the bad field (``gpus[0].compute_capability``), never a
traceback from deep inside the planner.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from wizard.basics.i18n import tr

T = TypeVar("T")


class SchemaError(ValueError):
    """A document does not match its schema; ``field`` is the dotted path of the bad value."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field or '(document)'}: {problem}")
        self.field = field or "(document)"
        self.problem = problem


def to_dict(value: Any) -> Any:
    """Recursively turn dataclasses, tuples and lists into plain JSON-ready values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_dict(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [to_dict(item) for item in value]
    if isinstance(value, dict):
        return {str(key): to_dict(item) for key, item in value.items()}
    return value


def from_dict(cls: type[T], data: Any, path: str = "") -> T:
    """Build dataclass ``cls`` from ``data``; unknown keys are ignored, missing keys use defaults."""
    result: T = _convert(cls, data, path)
    return result


def _convert(annotation: Any, data: Any, path: str) -> Any:
    origin = get_origin(annotation)
    if annotation is Any:
        return data
    if origin in (Union, types.UnionType):
        return _convert_union(get_args(annotation), data, path)
    if origin is typing.Literal:
        if data not in get_args(annotation):
            allowed = ", ".join(repr(a) for a in get_args(annotation))
            problem = tr("Serial", "must be one of {allowed}, got {found}")
            raise SchemaError(path, problem.format(allowed=allowed, found=repr(data)))
        return data
    if origin in (tuple, list):
        return _convert_sequence(annotation, origin, data, path)
    if origin is dict:
        _require_object(data, path)
        value_type = get_args(annotation)[1]
        return {str(k): _convert(value_type, v, f"{path}.{k}") for k, v in data.items()}
    if dataclasses.is_dataclass(annotation):
        return _convert_dataclass(annotation, data, path)
    return _convert_scalar(annotation, data, path)


def _convert_union(options: tuple[Any, ...], data: Any, path: str) -> Any:
    if data is None and type(None) in options:
        return None
    real = [option for option in options if option is not type(None)]
    if len(real) == 1:
        return _convert(real[0], data, path)
    problems = []
    for option in real:
        try:
            return _convert(option, data, path)
        except SchemaError as error:
            problems.append(error.problem)
    raise SchemaError(path, tr("Serial", " or ").join(problems))


def _convert_sequence(annotation: Any, origin: Any, data: Any, path: str) -> Any:
    if not isinstance(data, list):
        problem = tr("Serial", "must be a list, got {found}")
        raise SchemaError(path, problem.format(found=type(data).__name__))
    args = get_args(annotation)
    item_type = args[0] if args else Any
    items = [_convert(item_type, item, f"{path}[{i}]") for i, item in enumerate(data)]
    return tuple(items) if origin is tuple else items


def _convert_dataclass(cls: Any, data: Any, path: str) -> Any:
    _require_object(data, path)
    hints = _type_hints(cls)
    kwargs = {}
    for field in dataclasses.fields(cls):
        sub = f"{path}.{field.name}" if path else field.name
        if field.name in data:
            kwargs[field.name] = _convert(hints[field.name], data[field.name], sub)
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            raise SchemaError(sub, tr("Serial", "is missing"))
    return cls(**kwargs)


def _require_object(data: Any, path: str) -> None:
    if not isinstance(data, dict):
        problem = tr("Serial", "must be an object, got {found}")
        raise SchemaError(path, problem.format(found=type(data).__name__))


@functools.cache
def _type_hints(cls: Any) -> dict[str, Any]:
    """Field types of a dataclass, resolved once per class (resolving them dominates load time)."""
    return get_type_hints(cls)


def _convert_scalar(annotation: Any, data: Any, path: str) -> Any:
    if annotation is float and isinstance(data, int) and not isinstance(data, bool):
        return float(data)
    if annotation is int and isinstance(data, bool):
        raise SchemaError(path, tr("Serial", "must be a whole number, got a boolean"))
    if not isinstance(data, annotation):
        problem = tr("Serial", "must be {kind}, got {found}")
        raise SchemaError(path, problem.format(kind=_describe(annotation), found=f"{type(data).__name__} {data!r}"))
    return data


def _describe(annotation: Any) -> str:
    names = {
        str: tr("Serial", "a string"),
        int: tr("Serial", "a whole number"),
        float: tr("Serial", "a number"),
        bool: tr("Serial", "true or false"),
    }
    return names.get(annotation, getattr(annotation, "__name__", str(annotation)))
