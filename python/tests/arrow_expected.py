"""What docs/Arrow.md says a record becomes, computed from the record as Sheaf's own reader
gives it (the JSON form of `sheaf.read_stream`) — a second implementation of the mapping,
written from the documentation, that the tests compare the C decoder's columns with (as
`pyarrow.Table.to_pylist` shows them: dictionaries as their strings, maps as lists of
pairs, timestamps as aware datetimes)."""

from __future__ import annotations

import base64
import datetime
import struct
from typing import Any

from sheaf.schema.facts import field_default
from sheaf.schema.model import (
    DeclarationKind,
    DefaultKind,
    DefaultValue,
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

#: The kinds whose fields are a batch's columns (any other root is one column, "value").
_RECORDS = (DeclarationKind.STRUCT, DeclarationKind.CLASS, DeclarationKind.PAYLOAD_ENUM)
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def timestamp(text: str) -> datetime.datetime:
    """An RFC 3339 instant of the JSON form (years 1 … 9999) as an aware datetime."""
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)


class Expected:
    """Rows of records of one type, as the mapping says."""

    def __init__(self, schema_set: SchemaSet) -> None:
        self.schema_set = schema_set
        self.types = schema_set.types

    def row(self, value: Any, ref: TypeRef) -> dict[str, Any]:
        """The row of one record (a struct-like root's fields; else {"value": …})."""
        if isinstance(value, dict) and "$root" in value:
            value = value["$root"]  # kept bytes come with their record's tables
        self.instances: dict[str, Any] = {}
        self._collect(value)
        self.open: set[str] = set()
        out = self.value(value, ref)
        if isinstance(ref, ProtocolRef) or (isinstance(ref, NamedRef) and self.types[ref.name].kind in _RECORDS):
            return out  # type: ignore[no-any-return]
        return {"value": out}

    def _collect(self, value: Any) -> None:
        """Every class instance of the record by its $id."""
        if isinstance(value, dict):
            if "$id" in value:
                self.instances[value["$id"]] = value
            for item in value.values():
                self._collect(item)
        elif isinstance(value, list):
            for item in value:
                self._collect(item)

    def value(self, value: Any, ref: TypeRef) -> Any:
        if isinstance(ref, OptionalRef):
            return None if value is None else self.value(value, ref.wrapped)
        if isinstance(ref, PrimitiveRef):
            return self.primitive(value, ref.primitive)
        if isinstance(ref, ListRef):
            return [self.value(v, ref.element) for v in value]
        if isinstance(ref, MapRef):
            return [(self.key(k, ref.key), self.value(v, ref.value)) for k, v in value.items()]
        if isinstance(ref, ProtocolRef):
            return self.protocol(value, ref.name)
        assert isinstance(ref, NamedRef)
        declaration = self.types[ref.name]
        kind = declaration.kind
        if kind is DeclarationKind.RAW_ENUM:
            return str(value["$raw"]) if isinstance(value, dict) else value
        if kind is DeclarationKind.OPTIONS:
            return [str(v) for v in value]
        bound = dict(zip(declaration.generic_parameters, ref.arguments))
        if kind is DeclarationKind.PAYLOAD_ENUM:
            ((case_name, fields),) = value.items()
            out: dict[str, Any] = {"$case": case_name}
            for case in declaration.payload_cases:
                if case.fields:
                    out[case.name] = self.fields(fields, case.fields, bound) if case.name == case_name else None
            return out
        if kind is DeclarationKind.CLASS:
            return self.instance(value, declaration.fields, bound)
        return self.fields(value, declaration.fields, bound)

    def instance(
        self, value: dict[str, Any], fields: Any, bound: dict[str, TypeRef], head: dict[str, Any] | None = None
    ) -> Any:
        label = value.get("$id", value.get("$ref"))
        whole = self.instances[label]
        out = dict(head or {})
        out["$id"] = int(label)
        if label in self.open:
            # A reference that closes a cycle: the $id alone.
            out.update({f.name: None for f in fields})
            return out
        self.open.add(label)
        out.update(self.fields(whole, fields, bound))
        self.open.discard(label)
        return out

    def fields(self, value: dict[str, Any], fields: Any, bound: dict[str, TypeRef]) -> dict[str, Any]:
        out = {}
        for f in fields:
            ref = substitute(f.type, bound)
            if f.name in value:
                out[f.name] = self.value(value[f.name], ref)
            else:
                out[f.name] = self.default(field_default(f, ref, self.types), ref)
        return out

    def default(self, default: DefaultValue | None, ref: TypeRef) -> Any:
        assert default is not None, "a required field is missing"
        kind = default.kind
        if kind is DefaultKind.NULL:
            return None
        if kind in (DefaultKind.EMPTY_LIST, DefaultKind.EMPTY_MAP):
            return []
        if kind is DefaultKind.OPTIONS:
            return list(default.value)  # type: ignore[call-overload]
        if kind is DefaultKind.TIMESTAMP:
            return _EPOCH + datetime.timedelta(microseconds=default.value)  # type: ignore[arg-type]
        return default.value

    def protocol(self, value: dict[str, Any], family: str) -> dict[str, Any]:
        members = self.schema_set.members_of(family)
        family_fields = self.types[family].fields
        family_ids = {f.id for f in family_fields}
        tag = value["$type"]
        member = next((m for m in members if (m.tag or m.name) == tag), None)
        out: dict[str, Any] = {"$type": tag}
        holders = {}
        for m in members:
            own = [f for f in m.fields if f.id not in family_ids]
            if own or m.kind is DeclarationKind.CLASS:
                holders[m.tag or m.name] = (m, own)
        if member is not None and member.kind is DeclarationKind.CLASS:
            label = value.get("$id", value.get("$ref"))
            closes = label in self.open
            whole = self.instances[label]
            out.update({f.name: None if closes else self.field_of(whole, f) for f in family_fields})
        elif member is not None:
            out.update({f.name: self.field_of(value, f) for f in family_fields})
        else:
            out.update({f.name: self.field_of(value, f) for f in family_fields})
        for name, (m, own) in holders.items():
            if name != tag:
                out[name] = None
            elif m.kind is DeclarationKind.CLASS:
                out[name] = self.instance(value, own, {})
            else:
                out[name] = self.fields(value, tuple(own), {})
        return out

    def field_of(self, value: dict[str, Any], f: Any) -> Any:
        if f.name in value:
            return self.value(value[f.name], f.type)
        return self.default(field_default(f, f.type, self.types), f.type)

    def key(self, text: str, ref: TypeRef) -> Any:
        if isinstance(ref, PrimitiveRef) and ref.primitive.is_integer:
            return int(text)
        if isinstance(ref, PrimitiveRef) and ref.primitive is Primitive.BOOL:
            return text == "true"
        if text.startswith("$raw:"):
            return text[5:]
        return text

    def primitive(self, value: Any, primitive: Primitive) -> Any:
        if primitive is Primitive.BYTES:
            return base64.b64decode(value)
        if primitive is Primitive.TIMESTAMP:
            return timestamp(value)
        if primitive in (Primitive.FLOAT32, Primitive.FLOAT64) and isinstance(value, str):
            value = float(value.replace("Infinity", "inf"))
        if primitive is Primitive.FLOAT32:
            return struct.unpack("<f", struct.pack("<f", value))[0]
        return value
