"""The building blocks of the syntax decoder: a mapping with known keys, and scalars
(strings, identifiers, integers, booleans, docs, type expressions) read with diagnostics."""

from __future__ import annotations

from .diagnostics import DiagnosticCollector
from .scalars import core_bool, core_integer, hint
from .syntax_tree import Located, describe
from .typeexpr import TypeExpression, TypeExpressionError, is_identifier, parse_type_expression
from .yaml_node import PLAIN, QUOTED, Node

__all__ = ["MappingReader", "ScalarReader"]


class MappingReader:
    """Reads a mapping whose keys are known in advance, reporting unknown and missing keys."""

    def __init__(self, node: Node, values: dict[str, Node]) -> None:
        self.node = node
        self.values = values

    @staticmethod
    def read(node: Node, allowed: list[str], context: str, diagnostics: DiagnosticCollector) -> MappingReader | None:
        """The reader, or None after a diagnostic when ``node`` is not a mapping."""
        pairs = node.pairs
        if pairs is None:
            diagnostics.error(
                "wrong-node-kind", node.location, f"{context} must be a mapping, not {node.kind_description}"
            )
            return None
        values: dict[str, Node] = {}
        for key, value in pairs:
            text = key.scalar
            if text is None:
                continue
            if text not in allowed:
                diagnostics.error(
                    "unknown-key", key.location, f"unknown key '{text}' in {context}" + hint(text, allowed)
                )
                continue
            values[text] = value
        return MappingReader(node, values)

    def get(self, key: str) -> Node | None:
        """The value of a key, if present."""
        return self.values.get(key)

    def required(self, key: str, context: str, diagnostics: DiagnosticCollector) -> Node | None:
        """The value of a key that must be present, or None after a ``missing-key`` error."""
        if key in self.values:
            return self.values[key]
        diagnostics.error("missing-key", self.node.location, f"{context} is missing '{key}'")
        return None


class ScalarReader:
    """Reads scalars of one file, reporting what is wrong with them."""

    def __init__(self, diagnostics: DiagnosticCollector) -> None:
        self.diagnostics = diagnostics
        self.file = ""

    def string(self, node: Node, what: str) -> Located[str] | None:
        text = node.scalar
        if text is None or node.is_null:
            found = "null" if node.is_null else node.kind_description
            self.diagnostics.error("wrong-node-kind", node.location, f"{what} must be a string, not {found}")
            return None
        return Located(text, node.location)

    def identifier(self, node: Node, what: str) -> Located[str] | None:
        text = self.string(node, what)
        if text is None:
            return None
        if not is_identifier(text.value):
            self.diagnostics.error(
                "invalid-name",
                node.location,
                f"{what} '{text.value}' is not an identifier (letters, digits and '_', not starting with a digit)",
            )
            return None
        return text

    def integer(
        self, node: Node, what: str, low: int, high: int, range_code: str = "invalid-value"
    ) -> Located[int] | None:
        text = node.scalar
        value = core_integer(text) if text is not None and node.style == PLAIN else None
        if value is None or value > 2**63 - 1:
            self.diagnostics.error("invalid-value", node.location, f"{what} must be an integer, not {describe(node)}")
            return None
        if not low <= value <= high:
            self.diagnostics.error(range_code, node.location, f"{what} must be between {low} and {high}, not {value}")
            return None
        return Located(value, node.location)

    def boolean(self, node: Node, what: str) -> Located[bool] | None:
        text = node.scalar
        value = core_bool(text) if text is not None and node.style == PLAIN else None
        if value is None:
            self.diagnostics.error(
                "invalid-value", node.location, f"{what} must be true or false, not {describe(node)}"
            )
            return None
        return Located(value, node.location)

    def doc_text(self, node: Node) -> str | None:
        if node.scalar is None or node.is_null:
            self.diagnostics.error("wrong-node-kind", node.location, f"'doc' must be text, not {node.kind_description}")
            return None
        return node.scalar

    def identifier_list(self, node: Node, what: str) -> list[Located[str]]:
        items = node.items
        if items is None:
            self.diagnostics.error(
                "wrong-node-kind", node.location, f"expected a list of {what}s, not {node.kind_description}"
            )
            return []
        return [found for found in (self.identifier(item, what) for item in items) if found is not None]

    def type_expression(self, node: Node) -> TypeExpression | None:
        if node.kind != "scalar":
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                "a field type must be text; YAML read this as "
                f'{node.kind_description}, so quote list and map types, as in type: "[int32]"',
            )
            return None
        if node.is_null:
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                f"a field type must be a type expression such as 'string' or '[int32]', not {describe(node)}",
            )
            return None
        start = node.location.shifted(1) if node.style == QUOTED else node.location
        try:
            return parse_type_expression(node.scalar or "", start)
        except TypeExpressionError as error:
            self.diagnostics.error("invalid-type-expression", error.location or start, error.message)
            return None
