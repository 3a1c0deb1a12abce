"""The encoder's writer of fields: a struct's, class instance's, payload case's or
protocol member's known fields and kept ``$unknown`` fields, merged in id order, with
defaults left out."""

from __future__ import annotations

import struct
from collections.abc import Sequence
from typing import Any

from ..jsonform.describe import json_kind
from ..jsonform.errors import JSONFormError
from ..jsonform.hints import hint
from ..jsonform.text import quote
from ..schema.facts import field_default, field_is_required, wire_kind
from ..schema.model import (
    Field,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    TypeRef,
    substitute,
)
from ..text.rfc3339 import parse_microseconds
from ..wire.errors import ArchiveError, field_component, key_component
from ..wire.reader import MAX_FIELD_ID, Reader
from .defaults import equals_default
from .write_scalars import KEY_INTEGER, ScalarWriter

__all__ = ["RecordWriter"]


class RecordWriter(ScalarWriter):
    """Writes the fields of a value that holds them."""

    def record(
        self,
        value: dict[str, Any],
        fields: Sequence[Field],
        bound: dict[str, TypeRef],
        allowed: set[str],
        type_name: str,
    ) -> None:
        """Known fields and ``$unknown`` fields merged in id order, defaults left out;
        ``type_name`` names the record in messages (``Stack<int64>``, ``Shape.circle``)."""
        by_name: dict[str, Field] = {}
        for field in fields:
            by_name[field.name] = field
            for alias in field.aliases:
                by_name.setdefault(alias, field)
        chosen: dict[int, tuple[Field, Any]] = {}
        written_as: dict[int, str] = {}
        unknown: dict[int, bytes] = {}
        for key, item in value.items():
            if key in allowed:
                continue
            if key == "$unknown":
                unknown = self.unknown_fields(item, {f.id for f in fields})  # errors name `.$unknown`
                continue
            named = by_name.get(key)
            if named is None:
                if key.startswith("$"):
                    message = f"'{key}' does not apply to '{type_name}' here"
                else:
                    message = f"'{type_name}' has no field '{key}'" + hint(key, [f.name for f in fields])
                raise JSONFormError("unknownField", message).prepend(field_component(key)).about_key()
            if named.id in chosen:
                message = (
                    f"field '{named.name}' of '{type_name}' is given twice, as '{written_as[named.id]}' and as '{key}'"
                )
                raise JSONFormError("duplicateKey", message).prepend(field_component(named.name), key).about_key()
            chosen[named.id] = (named, item)
            written_as[named.id] = key
        # The order of the checks is the JSON form's (docs/JSONForm.md, "Which error"): the
        # object's keys above, in document order; here the required fields it lacks, then
        # (written below) the values, both in id order.
        in_id_order = [(field, substitute(field.type, bound)) for field in sorted(fields, key=lambda f: f.id)]
        present: list[tuple[Field, TypeRef, Any]] = []
        for field, ref in in_id_order:
            given = chosen.get(field.id)
            if given is None or (given[1] is None and isinstance(ref, OptionalRef)):
                if field_is_required(field, ref, self.schema_set.types):
                    raise JSONFormError("missingRequiredField", f"'{type_name}' requires field '{field.name}'").prepend(
                        field_component(field.name)
                    )
                continue
            present.append((field, ref, given[1]))
        parts: list[tuple[int, Any]] = []
        for field, ref, item in present:
            if self.is_default(item, field, ref):
                plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
                if isinstance(plain, (ListRef, MapRef)) and self.w.depth >= self.w.max_depth:
                    # Left out of the archive, but a level of the document all the same: the
                    # JSON form counts every list and map it is given (the Swift tool does too).
                    raise JSONFormError(
                        "depthLimitExceeded", f"value nests deeper than {self.w.max_depth} levels"
                    ).prepend(field_component(field.name), written_as[field.id])
                continue
            parts.append((field.id, (field, ref, item)))
        for field_id, raw in unknown.items():
            parts.append((field_id, raw))
        parts.sort(key=lambda p: p[0])
        w = self.w
        for field_id, part in parts:
            if isinstance(part, bytes):
                w.raw(part)
                continue
            field, ref, item = part
            plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
            w.key(field_id, wire_kind(plain, self.schema_set.types))
            try:
                self.value(item, plain)
            except JSONFormError as error:
                raise error.prepend(field_component(field.name), written_as[field.id])

    def is_default(self, item: Any, field: Field, ref: TypeRef) -> bool:
        """Whether a field's value is the one the canonical encoder leaves out: its default,
        declared (a float compared in the field's own width) or implicit (an empty list, map
        or option set)."""
        default = field_default(field, ref, self.schema_set.types)
        if default is not None:
            if default.kind == "float":
                # Compared in the field's own width: a float32 value and default as float32 bits.
                width = 4 if isinstance(ref, PrimitiveRef) and ref.primitive is Primitive.FLOAT32 else 8
                try:
                    bits = self.float_bits(item, width)
                except JSONFormError:
                    return False
                assert isinstance(default.value, float)
                return bits == int.from_bytes(struct.pack("<f" if width == 4 else "<d", default.value), "little")
            if default.kind == "options" and isinstance(ref, NamedRef):
                declaration = self.schema_set.types[ref.name]
                try:
                    flags = list(default.value)  # type: ignore[call-overload]
                    return self.option_bits(item, declaration) == self.option_bits(flags, declaration)
                except JSONFormError:
                    return False
            if default.kind == "uuid" and isinstance(item, str):
                return item.lower() == default.value
            if default.kind == "timestamp" and isinstance(item, str):
                return parse_microseconds(item) == default.value
            return equals_default(item, default)
        return False

    def unknown_fields(self, value: Any, known: set[int]) -> dict[int, bytes]:
        """The kept fields of ``$unknown`` by id, each checked to be one well-formed field."""
        if not isinstance(value, dict):
            message = f"$unknown must be an object of field ids to base64, found {json_kind(value)}"
            raise JSONFormError("invalidUnknownField", message).prepend(field_component("$unknown"))
        out: dict[int, bytes] = {}
        for text, item in value.items():
            try:
                field_id = self.unknown_field(text, item, known)
                out[field_id] = self.base64(item)
            except JSONFormError as error:
                raise error.prepend(key_component(text)).prepend(field_component("$unknown"))
        return out

    def unknown_field(self, text: str, item: Any, known: set[int]) -> int:
        """The id of one ``$unknown`` entry, checked to be one well-formed field with that id."""
        if not KEY_INTEGER.match(text) or not 1 <= int(text) <= MAX_FIELD_ID:
            message = f"{quote(text)} is not a field id (1…{MAX_FIELD_ID})"
            raise JSONFormError("invalidUnknownField", message).about_key()
        field_id = int(text)
        if field_id in known:
            message = f"field id {field_id} is known to the schema; give it by name"
            raise JSONFormError("invalidUnknownField", message).about_key()
        if not isinstance(item, str):
            raise JSONFormError("invalidUnknownField", f"expected base64 text, found {json_kind(item)}")
        reader = Reader(self.base64(item))
        try:
            if not reader.remaining:
                raise JSONFormError("invalidUnknownField", "the bytes are empty, not a field")
            got, kind = reader.key()
            if got != field_id:
                raise JSONFormError("invalidUnknownField", f"the field key's id is {got}, not {field_id}")
            reader.skip(kind)
        except ArchiveError as error:
            raise JSONFormError("invalidUnknownField", error.message) from None
        if reader.remaining:
            raise JSONFormError("invalidUnknownField", f"{reader.remaining} bytes follow the field")
        return field_id
