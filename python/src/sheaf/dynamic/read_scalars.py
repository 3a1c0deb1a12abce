"""The decoder's readers of values with nothing below them: primitives, map keys, raw
enums and option sets."""

from __future__ import annotations

import base64
import unicodedata
import uuid as uuid_module
from typing import Any

from ..schema.model import NamedRef, Primitive, PrimitiveRef, TypeRef
from ..text.uri import is_uri_reference
from ..wire.errors import ArchiveError
from .floats import float32_json, float64_json
from .read_state import JSON, ReadState
from .timestamps import timestamp_text

__all__ = ["ScalarReader"]

#: Integer types as the Swift tool names them in messages, so both tools print the same.
_SWIFT_NAMES = {
    Primitive.INT8: "Int8",
    Primitive.INT16: "Int16",
    Primitive.INT32: "Int32",
    Primitive.INT64: "Int64",
    Primitive.UINT8: "UInt8",
    Primitive.UINT16: "UInt16",
    Primitive.UINT32: "UInt32",
    Primitive.UINT64: "UInt64",
    Primitive.INT: "Int",
    Primitive.UINT: "UInt",
}


class ScalarReader(ReadState):
    """Reads primitives, map keys, raw enums and option sets."""

    def primitive(self, primitive: Primitive) -> JSON:
        """A primitive's bare form, range-checked, as its JSON-form value."""
        r = self.r
        if primitive.is_integer:
            start = r.pos
            value = r.zigzag() if primitive.is_signed else r.varint()
            low, high = primitive.integer_range or (0, 0)
            if not low <= value <= high:
                raise ArchiveError("integerOverflow", start, f"{value} does not fit {_SWIFT_NAMES[primitive]}")
            return value
        if primitive is Primitive.BOOL:
            return r.bool_()
        if primitive is Primitive.FLOAT64:
            return float64_json(r.float64_bits())
        if primitive is Primitive.FLOAT32:
            return float32_json(r.float32_bits())
        if primitive is Primitive.STRING:
            return r.string()
        if primitive is Primitive.BYTES:
            return base64.b64encode(r.blob()).decode("ascii")
        if primitive is Primitive.UUID:
            return str(uuid_module.UUID(bytes=r.uuid_bytes()))
        if primitive is Primitive.URL:
            start = r.pos
            text = r.string()
            if not is_uri_reference(text):
                raise ArchiveError("invalidURL", start, f'"{text}" is not a valid URL')
            return text
        return timestamp_text(r.zigzag())

    def map_key(self, key: TypeRef) -> tuple[Any, Any, str]:
        """The key's sort order (the format's canonical order), its identity for the
        duplicate check, and its JSON text."""
        r = self.r
        if isinstance(key, PrimitiveRef):
            primitive = key.primitive
            if primitive is Primitive.STRING:
                text = r.string()
                return text.encode("utf-8"), unicodedata.normalize("NFD", text), text
            if primitive is Primitive.UUID:
                identifier = r.uuid_bytes()
                return identifier, identifier, str(uuid_module.UUID(bytes=identifier))
            if primitive is Primitive.BOOL:
                flag = r.bool_()
                return flag, flag, "true" if flag else "false"
            number = self.primitive(primitive)
            return number, number, str(number)
        assert isinstance(key, NamedRef)
        declaration = self.schema_set.types[key.name]
        assert declaration.raw_type is not None, "map keys are raw enums, which always have a raw type"
        start = r.pos
        raw = self.primitive(declaration.raw_type)
        name = next((c.name for c in declaration.raw_cases if c.raw_value == raw), None)
        if name is None:
            if not declaration.is_open:
                raise ArchiveError("unknownEnumValue", start, f"{raw} is not a raw value of the closed enum {key.name}")
            name = f"$raw:{raw}"
        if isinstance(raw, str):
            return raw.encode("utf-8"), unicodedata.normalize("NFD", raw), name
        return raw, raw, name

    def raw_enum(self, name: str) -> JSON:
        """A raw enum's case name (``{"$raw": …}`` for an unknown value of an open enum)."""
        r = self.r
        declaration = self.schema_set.types[name]
        start = r.pos
        raw = (
            r.string()
            if declaration.raw_type is Primitive.STRING
            else self.primitive(declaration.raw_type or Primitive.INT32)
        )
        for case in declaration.raw_cases:
            if case.raw_value == raw:
                return case.name
        if declaration.is_open:
            return {"$raw": raw}
        raise ArchiveError("unknownEnumValue", start, f"{raw} is not a raw value of the closed enum {name}")

    def options(self, name: str) -> JSON:
        """An option set's flag names (bit indexes for flags the schema does not name)."""
        r = self.r
        declaration = self.schema_set.types[name]
        start = r.pos
        bits = r.varint()
        width = (declaration.raw_type or Primitive.UINT64).bit_width or 64
        if bits >> width:
            raise ArchiveError(
                "integerOverflow", start, f"option bits {bits} do not fit {declaration.raw_type} of {name}"
            )
        names = {flag.bit: flag.name for flag in declaration.flags}
        return [names.get(bit, bit) for bit in range(width) if bits >> bit & 1]
