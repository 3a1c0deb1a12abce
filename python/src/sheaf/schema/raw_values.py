"""A raw-value enum case's value as written in a schema: a string, or an integer literal
within the raw type."""

from __future__ import annotations

from .diagnostics import DiagnosticCollector
from .model import Primitive
from .numbers import integer_default
from .scalars import core_integer
from .syntax_tree import describe
from .yaml_node import PLAIN, Node

__all__ = ["raw_value"]


def raw_value(node: Node, raw_type: Primitive, case_name: str, diagnostics: DiagnosticCollector) -> int | str | None:
    """The raw value of an enum case written at `node`, checked against the raw type (None,
    after reporting why, when it does not fit)."""
    if raw_type is Primitive.STRING:
        if node.scalar is None or node.is_null:
            diagnostics.error(
                "invalid-raw-value",
                node.location,
                f"the raw value of case '{case_name}' must be a string, not {describe(node)}",
            )
            return None
        return node.scalar
    literal = core_integer(node.scalar) if node.scalar is not None and node.style == PLAIN else None
    if literal is None:
        diagnostics.error(
            "invalid-raw-value",
            node.location,
            f"the raw value of case '{case_name}' must be an integer, not {describe(node)}",
        )
        return None
    if integer_default(literal, raw_type) is None:
        diagnostics.error(
            "invalid-raw-value",
            node.location,
            f"raw value {literal} of case '{case_name}' does not fit {raw_type.value}",
        )
        return None
    return literal
