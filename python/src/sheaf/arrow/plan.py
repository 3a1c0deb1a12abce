"""The column plan of a Sheaf type: a tree of `Column` nodes, each with its Arrow type, built
once from the schema model. The C decoder (`sheaf._accel.Columns`) fills one set of buffers
per node; `batches.py` wraps them as Arrow arrays. The mapping is docs/Arrow.md's.

Arrow types cannot recurse, so a declaration nested inside itself is expanded ``recursion``
levels deep (counting the outermost); below that a class value keeps only its ``$id`` and
any other value has no column (`CUT`): a record that holds one there fails to read.
"""

from __future__ import annotations

from collections.abc import Callable

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..schema.facts import PackKind, field_default, packing, wire_kind
from ..schema.model import (
    Declaration,
    DeclarationKind,
    DefaultKind,
    Field,
    GenericParameterRef,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    SchemaSet,
    TypeRef,
    substitute,
)
from .defaults import default_bytes
from .families import FamilyColumns, Member, bindings, struct_type
from .nodes import CUT, ENUM_TYPE, Column, FieldSlot, Kind, Plan, primitive_column

__all__ = ["CUT", "DEFAULT_RECURSION", "Column", "FieldSlot", "Kind", "Plan", "build_plan"]

#: How many times a declaration may be open on one path from the root column.
DEFAULT_RECURSION = 3


def build_plan(schema_set: SchemaSet, root: TypeRef, recursion: int = DEFAULT_RECURSION) -> Plan:
    """The plan of records of type ``root``. Raises `ValueError` for a root with no columns."""
    if recursion < 1:
        raise ValueError("recursion must be at least 1")
    builder = _Builder(schema_set, recursion)
    node = builder.value(root, {})
    if node is None:
        raise ValueError(f"records of type {root} have no columns")
    if node.kind in (Kind.STRUCT, Kind.CLASS, Kind.PAYLOAD, Kind.PROTOCOL):
        top = node
    else:
        # A root that is not struct-like is one column, "value", of a wrapper no decoder fills.
        top = Column(Kind.STRUCT, pa.struct([pa.field("value", node.type)]), children=[node], names=["value"])
    nodes: list[Column] = []
    _number(top, nodes)
    # Field tables name their targets by index: known only now.
    for n in nodes:
        n.extra = builder.finish(n)
    schema = pa.schema([pa.field(name, child.type) for name, child in zip(top.names, top.children)])
    return Plan(top, node, nodes, schema, root, recursion)


def _number(node: Column, nodes: list[Column]) -> None:
    node.index = len(nodes)
    nodes.append(node)
    for child in node.children:
        _number(child, nodes)


class _Builder(FamilyColumns):
    def __init__(self, schema_set: SchemaSet, recursion: int) -> None:
        self.schema_set = schema_set
        self.types = schema_set.types
        self.recursion = recursion
        self.open: dict[str, int] = {}
        self.class_ids: dict[str, int] = {}
        # What `finish` turns into the C decoder's extra tuples, by id() of node or slot.
        self.slot_nodes: dict[int, Column] = {}
        self.enums: dict[int, tuple[int, tuple[object, ...]]] = {}
        self.cases: dict[int, list[tuple[int, Column | None, list[FieldSlot]]]] = {}
        self.members: dict[int, tuple[list[FieldSlot], list[Member]]] = {}

    def class_id(self, ref: NamedRef) -> int:
        return self.class_ids.setdefault(str(ref), len(self.class_ids) + 1)

    def value(self, ref: TypeRef, bound: dict[str, TypeRef]) -> Column | None:
        """The node of a value outside a field (optionals have a presence byte)."""
        ref = substitute(ref, bound)
        if isinstance(ref, OptionalRef):
            inner = self.value(ref.wrapped, {})
            return None if inner is None else Column(Kind.OPTIONAL, inner.type, children=[inner])
        return self.bare(ref)

    def bare(self, ref: TypeRef) -> Column | None:
        if isinstance(ref, PrimitiveRef):
            return primitive_column(ref.primitive)
        if isinstance(ref, ListRef):
            return self.list_column(ref)
        if isinstance(ref, MapRef):
            key = self.value(ref.key, {})
            value = self.value(ref.value, {})
            if key is None or value is None:
                return None
            if key.kind == Kind.ENUM:
                key.as_text = True
                key.type = pa.string()
            return Column(Kind.MAP, pa.map_(key.type, value.type), children=[key, value])
        if isinstance(ref, ProtocolRef):
            return self.guarded(ref.name, lambda: self.protocol(ref.name))
        if isinstance(ref, NamedRef):
            declaration = self.types[ref.name]
            kind = declaration.kind
            if kind is DeclarationKind.RAW_ENUM:
                return self.enum(declaration)
            if kind is DeclarationKind.OPTIONS:
                return self.options(declaration)
            if kind is DeclarationKind.CLASS:
                if self.open.get(ref.name, 0) >= self.recursion:
                    return self.cut_class(ref)
                return self.guarded(ref.name, lambda: self.record_class(ref))
            if kind is DeclarationKind.PAYLOAD_ENUM:
                return self.guarded(ref.name, lambda: self.payload(ref))
            return self.guarded(ref.name, lambda: self.struct(ref))
        assert isinstance(ref, GenericParameterRef)
        raise ValueError(f"unbound generic parameter {ref.name}")

    def guarded(self, name: str, build: Callable[[], Column]) -> Column | None:
        depth = self.open.get(name, 0)
        if depth >= self.recursion:
            return None
        self.open[name] = depth + 1
        try:
            return build()
        finally:
            self.open[name] = depth

    def list_column(self, ref: ListRef) -> Column | None:
        element = self.value(ref.element, {})
        if element is None:
            return None
        layout = 0
        pack = packing(ref.element)
        if pack is not None:
            layout = {PackKind.INT: 1, PackKind.FLOAT: 2, PackKind.BOOL: 3}[pack.kind]
        return Column(Kind.LIST, pa.list_(element.type), a=layout, children=[element])

    def enum(self, declaration: Declaration) -> Column:
        raw = declaration.raw_type
        node = Column(Kind.ENUM, ENUM_TYPE, dictionary=[c.name for c in declaration.raw_cases])
        if raw is Primitive.STRING:
            values: tuple[object, ...] = tuple(str(c.raw_value).encode() for c in declaration.raw_cases)
            node.a, node.b = 0, 0
        else:
            assert raw is not None
            values = tuple(int(c.raw_value) for c in declaration.raw_cases)
            node.a, node.b = (raw.bit_width or 64) // 8, int(raw.is_signed)
        self.enums[id(node)] = (int(declaration.is_open), values)
        return node

    def options(self, declaration: Declaration) -> Column:
        raw = declaration.raw_type
        width = ((raw.bit_width if raw is not None else None) or 64) // 8
        names = {flag.bit: flag.name for flag in declaration.flags}
        flags = Column(Kind.DICT, ENUM_TYPE, dictionary=[names.get(bit, str(bit)) for bit in range(width * 8)])
        flags.as_text = True
        flags.type = pa.string()
        return Column(Kind.OPTIONS, pa.list_(pa.string()), a=width, children=[flags])

    def slots(self, fields: tuple[Field, ...], bound: dict[str, TypeRef]) -> list[tuple[FieldSlot, Column | None]]:
        out: list[tuple[FieldSlot, Column | None]] = []
        for f in fields:
            ref = substitute(f.type, bound)
            kind = wire_kind(ref, self.types)
            bare = ref.wrapped if isinstance(ref, OptionalRef) else ref
            node = self.bare(bare)
            default = field_default(f, ref, self.types)
            if default is None:
                slot = FieldSlot(f.id, kind, CUT, 0, name=f.name)
            elif default.kind is DefaultKind.NULL:
                slot = FieldSlot(f.id, kind, CUT, 1, name=f.name)
            else:
                slot = FieldSlot(f.id, kind, CUT, 2, default_bytes(default, bare, self.types), name=f.name)
            out.append((slot, node))
        return out

    def attach(self, owner: Column, slots: list[tuple[FieldSlot, Column | None]], table: list[FieldSlot]) -> None:
        """Adds each slot's node as a child of ``owner`` (named after the field)."""
        for slot, node in slots:
            if node is not None:
                owner.children.append(node)
                owner.names.append(slot.name)
                self.slot_nodes[id(slot)] = node
            table.append(slot)

    def struct(self, ref: NamedRef) -> Column:
        declaration = self.types[ref.name]
        node = Column(Kind.STRUCT, pa.null())
        table: list[FieldSlot] = []
        self.attach(node, self.slots(declaration.fields, bindings(declaration, ref)), table)
        node.fields = table
        node.type = struct_type(node)
        return node

    def record_class(self, ref: NamedRef) -> Column:
        declaration = self.types[ref.name]
        node = Column(Kind.CLASS, pa.null(), children=[Column(Kind.ID, pa.int64())], names=["$id"])
        table: list[FieldSlot] = []
        self.attach(node, self.slots(declaration.fields, bindings(declaration, ref)), table)
        node.fields = table
        node.a = self.class_id(ref)
        node.type = struct_type(node)
        return node

    def cut_class(self, ref: NamedRef) -> Column:
        node = Column(Kind.CLASS, pa.null(), children=[Column(Kind.ID, pa.int64())], names=["$id"])
        node.a = self.class_id(ref)
        node.b = 1  # only the $id: the instance's fields are not read here
        node.type = struct_type(node)
        return node

    def finish(self, node: Column) -> tuple[object, ...]:
        """The C decoder's extra tuple of ``node``, now that every node has its index."""
        if node.kind == Kind.ENUM:
            return self.enums[id(node)]
        if node.kind in (Kind.STRUCT, Kind.CLASS):
            return (self.table(node.fields),)
        if node.kind == Kind.PAYLOAD:
            return tuple(
                (case_id, -1 if holder is None else holder.index, self.table(table))
                for case_id, holder, table in self.cases[id(node)]
            )
        if node.kind == Kind.PROTOCOL:
            family_table, specs = self.members[id(node)]
            members = []
            for m in specs:
                tag = (m.declaration.tag or m.declaration.name).encode()
                class_id = self.class_id(NamedRef(m.declaration.name)) if m.is_class else 0
                holder = -1 if m.holder is None else m.holder.index
                members.append((tag, int(m.is_class), class_id, holder, int(m.cut), self.table(m.table)))
            return (self.table(family_table), tuple(members))
        return ()

    def table(self, slots: list[FieldSlot]) -> tuple[tuple[int, int, int, int, bytes], ...]:
        out = []
        for slot in slots:
            target = self.slot_nodes.get(id(slot))
            slot.target = CUT if target is None else target.index
            out.append(slot.as_tuple())
        return tuple(out)
