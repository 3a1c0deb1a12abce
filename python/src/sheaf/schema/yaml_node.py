"""`Node`: one node of a schema file's YAML tree, with the place it starts (what the YAML
reader produces and the syntax decoder reads)."""

from __future__ import annotations

from dataclasses import dataclass

from .diagnostics import SourceLocation

__all__ = ["BLOCK", "PLAIN", "QUOTED", "Node"]

#: How a scalar was written.
PLAIN, QUOTED, BLOCK = "plain", "quoted", "block"


@dataclass
class Node:
    """A YAML node with the place it starts.

    ``value`` is a ``str`` for scalars, a list of nodes for sequences, and a list of
    (key, value) pairs for mappings; ``style`` tells plain, quoted and block scalars apart.
    """

    value: str | list[Node] | list[tuple[Node, Node]]
    location: SourceLocation
    kind: str = "scalar"  # "scalar" | "sequence" | "mapping"
    style: str = PLAIN

    @property
    def scalar(self) -> str | None:
        """The scalar text, or None for a collection."""
        return self.value if isinstance(self.value, str) else None

    @property
    def is_null(self) -> bool:
        """A plain scalar spelling YAML's null."""
        return self.kind == "scalar" and self.style == PLAIN and self.value in ("", "~", "null", "Null", "NULL")

    @property
    def pairs(self) -> list[tuple[Node, Node]] | None:
        """The pairs of a mapping, in document order, or None."""
        return self.value if self.kind == "mapping" else None  # type: ignore[return-value]

    @property
    def items(self) -> list[Node] | None:
        """The items of a sequence, or None."""
        return self.value if self.kind == "sequence" else None  # type: ignore[return-value]

    @property
    def kind_description(self) -> str:
        """``a scalar``, ``a list`` or ``a mapping``, for messages."""
        return {"scalar": "a scalar", "sequence": "a list", "mapping": "a mapping"}[self.kind]
