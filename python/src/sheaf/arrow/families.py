"""The columns of payload enums and protocol families, built by the plan's builder (a mixin:
plan.py's `_Builder` provides the field slots and the nested values)."""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..schema.model import Declaration, DeclarationKind, Field, NamedRef, SchemaSet, TypeRef
from .nodes import ENUM_TYPE, Column, FieldSlot, Kind

__all__ = ["FamilyColumns", "Member", "struct_type"]


class FamilyColumns:
    """Payload enums (``$case`` and a struct per case with fields) and protocol values
    (``$type``, the family's fields, a struct per member with its own fields)."""

    schema_set: SchemaSet
    types: dict[str, Declaration]
    recursion: int
    open: dict[str, int]
    slot_nodes: dict[int, Column]
    cases: dict[int, list[tuple[int, Column | None, list[FieldSlot]]]]
    members: dict[int, tuple[list[FieldSlot], list[Member]]]

    def slots(self, fields: tuple[Field, ...], bound: dict[str, TypeRef]) -> list[tuple[FieldSlot, Column | None]]:
        raise NotImplementedError

    def attach(self, owner: Column, slots: list[tuple[FieldSlot, Column | None]], table: list[FieldSlot]) -> None:
        raise NotImplementedError

    def payload(self, ref: NamedRef) -> Column:
        declaration = self.types[ref.name]
        case_column = Column(Kind.DICT, ENUM_TYPE, dictionary=[c.name for c in declaration.payload_cases])
        node = Column(Kind.PAYLOAD, pa.null(), children=[case_column], names=["$case"])
        bound = bindings(declaration, ref)
        cases: list[tuple[int, Column | None, list[FieldSlot]]] = []
        for case in declaration.payload_cases:
            holder: Column | None = None
            table: list[FieldSlot] = []
            if case.fields:
                holder = Column(Kind.STRUCT, pa.null())
                self.attach(holder, self.slots(case.fields, bound), table)
                holder.fields = table
                holder.type = struct_type(holder)
                if holder.children:
                    node.children.append(holder)
                    node.names.append(case.name)
                else:
                    holder = None
            cases.append((case.id, holder, table))
        self.cases[id(node)] = cases
        node.type = struct_type(node)
        return node

    def protocol(self, family: str) -> Column:
        declaration = self.types[family]
        members = self.schema_set.members_of(family)
        type_column = Column(Kind.DICT, ENUM_TYPE, dictionary=[m.tag or m.name for m in members])
        node = Column(Kind.PROTOCOL, pa.null(), children=[type_column], names=["$type"])
        family_table: list[FieldSlot] = []
        self.attach(node, self.slots(declaration.fields, {}), family_table)
        family_ids = {slot.id for slot in family_table}
        specs: list[Member] = []
        for member in members:
            own = tuple(f for f in member.fields if f.id not in family_ids)
            is_class = member.kind is DeclarationKind.CLASS
            if is_class and self.open.get(member.name, 0) >= self.recursion:
                specs.append(Member(member, None, [], is_class, True))
                continue
            depth = self.open.get(member.name, 0)
            self.open[member.name] = depth + 1
            try:
                holder = Column(Kind.STRUCT, pa.null())
                if is_class:
                    holder.children.append(Column(Kind.ID, pa.int64()))
                    holder.names.append("$id")
                table = [FieldSlot(s.id, s.kind, s.target, s.action, s.default, s.name) for s in family_table]
                for copy, slot in zip(table, family_table):
                    if id(slot) in self.slot_nodes:
                        self.slot_nodes[id(copy)] = self.slot_nodes[id(slot)]
                self.attach(holder, self.slots(own, {}), table)
            finally:
                self.open[member.name] = depth
            holder.type = struct_type(holder)
            if holder.children:
                node.children.append(holder)
                node.names.append(member.tag or member.name)
                specs.append(Member(member, holder, table, is_class, False))
            else:
                specs.append(Member(member, None, table, is_class, False))
        self.members[id(node)] = (family_table, specs)
        node.type = struct_type(node)
        return node


@dataclass
class Member:
    """A protocol member in the plan: its struct of own fields (None: no column), its field
    table (the family's fields and its own), whether it is a class, and whether recursion
    cut it (a class member then keeps no fields)."""

    declaration: Declaration
    holder: Column | None
    table: list[FieldSlot]
    is_class: bool
    cut: bool


def struct_type(node: Column) -> pa.DataType:
    """The Arrow struct of a struct-like node's children."""
    return pa.struct([pa.field(name, child.type) for name, child in zip(node.names, node.children)])


def bindings(declaration: Declaration, ref: NamedRef) -> dict[str, TypeRef]:
    """A generic declaration's parameters bound to ``ref``'s arguments."""
    return dict(zip(declaration.generic_parameters, ref.arguments))
