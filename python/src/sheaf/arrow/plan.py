"""The column plan of a Sheaf type: a tree of `Column` nodes, each with its Arrow type, built
once from the schema model. The C decoder (`sheaf._accel.Columns`) fills one set of buffers
per node; `batches.py` wraps them as Arrow arrays. The mapping is docs/Arrow.md's.

Arrow types cannot recurse, so a declaration nested inside itself is expanded ``recursion``
levels deep (counting the outermost); below that a class value keeps only its ``$id`` and
any other value has no column (`CUT`): a record that holds one there fails to read.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..schema.facts import PackKind, field_default, packing, wire_kind
from ..schema.model import (
    Declaration,
    DeclarationKind,
    DefaultKind,
    DefaultValue,
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
from ..wire.writer import varint_bytes, zigzag_encode

__all__ = ["CUT", "DEFAULT_RECURSION", "Column", "FieldSlot", "Kind", "Plan", "build_plan"]

#: How many times a declaration may be open on one path from the root column.
DEFAULT_RECURSION = 3


class Kind:
    """Node kinds; the numbers are the C decoder's (python/csrc/columns.h)."""

    INT = 1  # a: width in bytes, b: signed
    BOOL = 2
    F32 = 3
    F64 = 4
    TIMESTAMP = 5
    STRING = 6  # b: 1 for url
    BYTES = 7
    UUID = 8  # 16 bytes → 36 characters of lowercase text
    OPTIONAL = 9  # a presence byte, then the child (no column of its own)
    LIST = 10  # a: 0 general layout, 1 packed ints, 2 packed floats, 3 packed bools
    MAP = 11
    STRUCT = 12
    ENUM = 13  # dictionary indices: the cases, then the unknown raw values met
    OPTIONS = 14  # a list of flag indices (child: DICT)
    PAYLOAD = 15
    PROTOCOL = 16
    CLASS = 17  # first child: $id
    ID = 18  # int64 values
    DICT = 19  # int32 dictionary indices given by the parent


#: A field whose type has no column (recursion cut a value type there).
CUT = -1


@dataclass
class FieldSlot:
    """One field of a struct-like value: where it goes and what it is when absent."""

    id: int
    kind: int  # the wire kind
    target: int  # the node index, or CUT
    action: int  # 0 required, 1 null, 2 the default bytes
    default: bytes = b""
    name: str = ""

    def as_tuple(self) -> tuple[int, int, int, int, bytes]:
        return (self.id, self.kind, self.target, self.action, self.default)


@dataclass
class Column:
    """A node of the plan: its kind, Arrow type, children and what its kind needs."""

    kind: int
    type: pa.DataType
    a: int = 0
    b: int = 0
    children: list[Column] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # struct-like: the children's names
    index: int = -1
    dictionary: list[str] = field(default_factory=list)  # ENUM/DICT: the fixed entries
    extra: tuple[object, ...] = ()  # what the C decoder needs beyond (kind, a, b, children)
    as_text: bool = False  # ENUM: delivered as plain strings (map keys)
    fields: list[FieldSlot] = field(default_factory=list)


@dataclass
class Plan:
    """Every node, root first, and the root's Arrow schema."""

    root: Column
    value: Column  # the node each record's root value is decoded into (root, or its "value")
    nodes: list[Column]
    schema: pa.Schema
    root_ref: TypeRef
    recursion: int

    def c_plan(self) -> tuple[object, ...]:
        """The tuples `sheaf._accel.Columns` is built from."""
        return tuple((n.kind, n.a, n.b, tuple(c.index for c in n.children), n.extra) for n in self.nodes)


_INTS = {
    Primitive.INT8: pa.int8(),
    Primitive.INT16: pa.int16(),
    Primitive.INT32: pa.int32(),
    Primitive.INT64: pa.int64(),
    Primitive.INT: pa.int64(),
    Primitive.UINT8: pa.uint8(),
    Primitive.UINT16: pa.uint16(),
    Primitive.UINT32: pa.uint32(),
    Primitive.UINT64: pa.uint64(),
    Primitive.UINT: pa.uint64(),
}
_ENUM_TYPE = pa.dictionary(pa.int32(), pa.string())
_TIMESTAMP = pa.timestamp("us", tz="UTC")


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


class _Builder:
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
        self.members: dict[int, tuple[list[FieldSlot], list[_Member]]] = {}

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
            return _primitive(ref.primitive)
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
        node = Column(Kind.ENUM, _ENUM_TYPE, dictionary=[c.name for c in declaration.raw_cases])
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
        flags = Column(Kind.DICT, _ENUM_TYPE, dictionary=[names.get(bit, str(bit)) for bit in range(width * 8)])
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
                slot = FieldSlot(f.id, kind, CUT, 2, _default_bytes(default, bare, self.types), name=f.name)
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
        self.attach(node, self.slots(declaration.fields, _bindings(declaration, ref)), table)
        node.fields = table
        node.type = _struct_type(node)
        return node

    def record_class(self, ref: NamedRef) -> Column:
        declaration = self.types[ref.name]
        node = Column(Kind.CLASS, pa.null(), children=[Column(Kind.ID, pa.int64())], names=["$id"])
        table: list[FieldSlot] = []
        self.attach(node, self.slots(declaration.fields, _bindings(declaration, ref)), table)
        node.fields = table
        node.a = self.class_id(ref)
        node.type = _struct_type(node)
        return node

    def cut_class(self, ref: NamedRef) -> Column:
        node = Column(Kind.CLASS, pa.null(), children=[Column(Kind.ID, pa.int64())], names=["$id"])
        node.a = self.class_id(ref)
        node.b = 1  # only the $id: the instance's fields are not read here
        node.type = _struct_type(node)
        return node

    def payload(self, ref: NamedRef) -> Column:
        declaration = self.types[ref.name]
        case_column = Column(Kind.DICT, _ENUM_TYPE, dictionary=[c.name for c in declaration.payload_cases])
        node = Column(Kind.PAYLOAD, pa.null(), children=[case_column], names=["$case"])
        bound = _bindings(declaration, ref)
        cases: list[tuple[int, Column | None, list[FieldSlot]]] = []
        for case in declaration.payload_cases:
            holder: Column | None = None
            table: list[FieldSlot] = []
            if case.fields:
                holder = Column(Kind.STRUCT, pa.null())
                self.attach(holder, self.slots(case.fields, bound), table)
                holder.fields = table
                holder.type = _struct_type(holder)
                if holder.children:
                    node.children.append(holder)
                    node.names.append(case.name)
                else:
                    holder = None
            cases.append((case.id, holder, table))
        self.cases[id(node)] = cases
        node.type = _struct_type(node)
        return node

    def protocol(self, family: str) -> Column:
        declaration = self.types[family]
        members = self.schema_set.members_of(family)
        type_column = Column(Kind.DICT, _ENUM_TYPE, dictionary=[m.tag or m.name for m in members])
        node = Column(Kind.PROTOCOL, pa.null(), children=[type_column], names=["$type"])
        family_table: list[FieldSlot] = []
        self.attach(node, self.slots(declaration.fields, {}), family_table)
        family_ids = {slot.id for slot in family_table}
        specs: list[_Member] = []
        for member in members:
            own = tuple(f for f in member.fields if f.id not in family_ids)
            is_class = member.kind is DeclarationKind.CLASS
            if is_class and self.open.get(member.name, 0) >= self.recursion:
                specs.append(_Member(member, None, [], is_class, True))
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
            holder.type = _struct_type(holder)
            if holder.children:
                node.children.append(holder)
                node.names.append(member.tag or member.name)
                specs.append(_Member(member, holder, table, is_class, False))
            else:
                specs.append(_Member(member, None, table, is_class, False))
        self.members[id(node)] = (family_table, specs)
        node.type = _struct_type(node)
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


@dataclass
class _Member:
    """A protocol member in the plan: its struct of own fields (None: no column), its field
    table (the family's fields and its own), whether it is a class, and whether recursion
    cut it (a class member then keeps no fields)."""

    declaration: Declaration
    holder: Column | None
    table: list[FieldSlot]
    is_class: bool
    cut: bool


def _bindings(declaration: Declaration, ref: NamedRef) -> dict[str, TypeRef]:
    return dict(zip(declaration.generic_parameters, ref.arguments))


def _struct_type(node: Column) -> pa.DataType:
    return pa.struct([pa.field(name, child.type) for name, child in zip(node.names, node.children)])


def _primitive(primitive: Primitive) -> Column:
    if primitive in _INTS:
        return Column(Kind.INT, _INTS[primitive], a=(primitive.bit_width or 64) // 8, b=int(primitive.is_signed))
    simple = {
        Primitive.BOOL: (Kind.BOOL, pa.bool_(), 0),
        Primitive.FLOAT32: (Kind.F32, pa.float32(), 0),
        Primitive.FLOAT64: (Kind.F64, pa.float64(), 0),
        Primitive.TIMESTAMP: (Kind.TIMESTAMP, _TIMESTAMP, 0),
        Primitive.STRING: (Kind.STRING, pa.string(), 0),
        Primitive.URL: (Kind.STRING, pa.string(), 1),
        Primitive.BYTES: (Kind.BYTES, pa.binary(), 0),
        Primitive.UUID: (Kind.UUID, pa.string(), 0),
    }
    kind, arrow, b = simple[primitive]
    return Column(kind, arrow, b=b)


def _default_bytes(default: DefaultValue, ref: TypeRef, types: dict[str, Declaration]) -> bytes:
    """The bare wire form of a field's default, which the decoder reads as if it were there."""
    kind, value = default.kind, default.value
    if kind in (DefaultKind.EMPTY_LIST, DefaultKind.EMPTY_MAP):
        return b"\x01\x00"
    if kind is DefaultKind.BOOL:
        return b"\x01" if value else b"\x00"
    if kind is DefaultKind.FLOAT:
        assert isinstance(ref, PrimitiveRef) and isinstance(value, float)
        return struct.pack("<f" if ref.primitive is Primitive.FLOAT32 else "<d", value)
    if kind in (DefaultKind.STRING, DefaultKind.URL):
        data = str(value).encode()
        return varint_bytes(len(data)) + data
    if kind is DefaultKind.BYTES:
        assert isinstance(value, bytes)
        return varint_bytes(len(value)) + value
    if kind is DefaultKind.UUID:
        return b"\x10" + uuid.UUID(str(value)).bytes
    if kind is DefaultKind.TIMESTAMP:
        assert isinstance(value, int)
        return varint_bytes(zigzag_encode(value))
    if kind is DefaultKind.INT:
        assert isinstance(ref, PrimitiveRef) and isinstance(value, int)
        return varint_bytes(zigzag_encode(value) if ref.primitive.is_signed else value)
    assert isinstance(ref, NamedRef)
    declaration = types[ref.name]
    if kind is DefaultKind.ENUM_CASE:
        raw = next(c.raw_value for c in declaration.raw_cases if c.name == value)
        if isinstance(raw, str):
            data = raw.encode()
            return varint_bytes(len(data)) + data
        signed = declaration.raw_type is not None and declaration.raw_type.is_signed
        return varint_bytes(zigzag_encode(raw) if signed else raw)
    if kind is DefaultKind.OPTIONS:
        bits = {flag.name: flag.bit for flag in declaration.flags}
        assert isinstance(value, tuple)
        return varint_bytes(sum(1 << bits[name] for name in value))
    raise ValueError(f"no default bytes for {kind}")
