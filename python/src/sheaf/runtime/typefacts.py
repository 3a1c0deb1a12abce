"""What both code writers (``decoder.py``, ``encoder.py``) ask of a type: an integer
type's range, how a list of it is packed, the primitive under its optionals, and the
marker of a field without a default."""

from __future__ import annotations

import dataclasses
from typing import Any

from sheaf.runtime.texpr import TExpr
from sheaf.schema.model import Primitive

__all__ = ["bare_primitive", "integer_range", "no_default", "packing"]


def integer_range(name: str) -> tuple[int, int]:
    """The inclusive range of an integer type."""
    found = Primitive(name).integer_range
    assert found is not None, name
    return found


def no_default() -> Any:
    """What `Codecs.field_default` returns for a field without a default."""
    return dataclasses.MISSING


def bare_primitive(t: TExpr) -> str:
    """The name of the primitive under any optionals of `t`; "" when it is not one."""
    while t.kind == "opt":
        t = t.args[0]
    return t.name if t.kind == "prim" else ""


def packing(element: TExpr) -> tuple[str, int, bool] | None:
    """How a list of `element` is packed: (kind, element size, signed), or None."""
    if element.kind != "prim":
        return None
    name = element.name
    if name == "float64":
        return ("float", 8, False)
    if name == "float32":
        return ("float", 4, False)
    if name == "bool":
        return ("bool", 1, False)
    primitive = Primitive(name)
    if primitive.is_integer:
        return ("int", (primitive.bit_width or 64) // 8, primitive.is_signed)
    return None
