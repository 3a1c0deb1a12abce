"""Type expressions as generated classes see them: parsed from their canonical spelling.

Generated modules describe their fields with canonical type expressions (`[string:
[float64]]`, `Stack<Pair<int64, Vehicle>>`); the codec compiler and generic `from_bytes`
(whose type arguments come from an archive's root type) read them through `parse`, which
uses the schema language's own parser and keeps only what the codecs need.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheaf.schema.diagnostics import SourceLocation
from sheaf.schema.model import Primitive
from sheaf.schema.typeexpr import TypeExpression, TypeExpressionError, parse_type_expression

__all__ = ["PRIMITIVES", "TExpr", "TypeExpressionError", "parse"]

PRIMITIVES = frozenset(p.value for p in Primitive)


@dataclass(frozen=True)
class TExpr:
    """One node of a type expression.

    `kind` is "prim" (name: the primitive), "opt" (args: the wrapped type), "list"
    (args: the element type), "map" (args: key, value) or "named" (name and its type
    arguments; a generic parameter is a "named" node without arguments).
    """

    kind: str
    name: str = ""
    args: tuple[TExpr, ...] = ()

    def __str__(self) -> str:
        if self.kind == "prim":
            return self.name
        if self.kind == "opt":
            return f"{self.args[0]}?"
        if self.kind == "list":
            return f"[{self.args[0]}]"
        if self.kind == "map":
            return f"[{self.args[0]}: {self.args[1]}]"
        if self.args:
            return f"{self.name}<{', '.join(str(a) for a in self.args)}>"
        return self.name

    def substitute(self, bindings: dict[str, TExpr]) -> TExpr:
        """This expression with generic parameters replaced by their bindings."""
        if self.kind == "named" and not self.args and self.name in bindings:
            return bindings[self.name]
        if not self.args:
            return self
        return TExpr(self.kind, self.name, tuple(a.substitute(bindings) for a in self.args))


def parse(text: str) -> TExpr:
    """Parses a type expression; raises `TypeExpressionError` for anything else."""
    return _converted(parse_type_expression(text, SourceLocation("<type expression>", 1, 1)))


def _converted(expression: TypeExpression) -> TExpr:
    arguments = tuple(_converted(a) for a in expression.arguments)
    if expression.kind == "optional":
        return TExpr("opt", args=arguments)
    if expression.kind in ("list", "map"):
        return TExpr(expression.kind, args=arguments)
    if expression.name in PRIMITIVES and not arguments:
        return TExpr("prim", expression.name)
    return TExpr("named", expression.name, arguments)
