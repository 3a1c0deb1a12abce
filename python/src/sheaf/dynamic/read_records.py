"""The decoder's readers of values made of fields: structs, class instances (entries of
the instance table), payload enum cases, and protocol values with their opaque members."""

from __future__ import annotations

import base64
from collections.abc import Sequence

from ..schema.facts import field_default, field_is_required, wire_kind
from ..schema.model import (
    DeclarationKind,
    Field,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    TypeRef,
    substitute,
)
from ..wire.errors import ArchiveError, field_component
from ..wire.reader import I32, I64, LEN, VARINT, widen_float32_bits
from ..wire.tables import is_class_reference
from .defaults import equals_default, is_float32
from .floats import float64_json
from .read_state import JSON, ReadState
from .types import substitutions

__all__ = ["RecordReader"]

_KIND_NAMES = {VARINT: "VARINT", I64: "I64", LEN: "LEN", I32: "I32"}


class RecordReader(ReadState):
    """Reads the values that hold fields: structs, class instances, payload enums and
    protocol values."""

    def struct(self, fields: Sequence[Field], ref: NamedRef) -> JSON:
        """A struct's fields, inside its length prefix."""
        saved = self.enter()
        out = self.record(fields, substitutions(ref, self.schema_set), self._last_enter)
        self.leave(saved)
        return out

    def record(self, fields: Sequence[Field], bound: dict[str, TypeRef], start: int) -> dict[str, JSON]:
        """The fields of a struct, class instance or payload case, up to the value's end."""
        r = self.r
        by_id = {f.id: f for f in fields}
        values: dict[int, tuple[str, JSON]] = {}
        unknown: dict[int, str] = {}
        seen: set[int] = set()
        while r.pos < r.end:
            key_start = r.pos
            field_id, kind = r.key()
            field = by_id.get(field_id)
            if field_id in seen:
                repeated = ArchiveError("duplicateField", key_start, f"field {field_id} appears more than once")
                repeated.prepend(field_component(field.name if field is not None else f"#{field_id}"))
                if not self.collecting:
                    raise repeated
                self.record_error(repeated)
                r.skip(kind)
                continue
            seen.add(field_id)
            if field is None:
                r.skip(kind)
                unknown[field_id] = base64.b64encode(r.data[key_start : r.pos]).decode("ascii")
                self.kept = True
                continue
            value_start = r.pos
            component = field_component(field.name)
            self._path.append(component)
            try:
                values[field_id] = (field.name, self.field_value(field, bound, field_id, kind, key_start))
                failed = None
            except ArchiveError as error:
                failed = error.prepend(component)
                if not self.collecting or self.stopped:
                    raise
            finally:
                self._path.pop()
            if failed is not None:
                # Resynchronise on the wire kind: what the key says is skippable even when the
                # value does not decode as the schema's type.
                r.pos = value_start
                try:
                    r.skip(kind)
                except ArchiveError as skip_error:
                    if (skip_error.code, skip_error.offset) != (failed.code, failed.offset):
                        self.record_error(failed)
                    raise skip_error.prepend(component) from None
                self.record_error(failed)
        for field in fields:
            ref = substitute(field.type, bound)
            if field.id in values:
                if self._is_default(values[field.id][1], field, ref):
                    del values[field.id]  # written explicitly; the canonical value leaves it out
                continue
            if field_is_required(field, ref, self.schema_set.types) and field.id not in seen:
                missing = ArchiveError(
                    "missingRequiredField", start, f"required field '{field.name}' (id {field.id}) is missing"
                ).prepend(field_component(field.name))
                if not self.collecting:
                    raise missing
                self.record_error(missing)
        out = {name: value for _, (name, value) in sorted(values.items())}
        if unknown:
            out["$unknown"] = {str(i): unknown[i] for i in sorted(unknown)}
        return out

    def _is_default(self, value: JSON, field: Field, ref: TypeRef) -> bool:
        """Whether a field's value is the one the canonical encoder leaves out: its default,
        declared or implicit (empty for a list, map or option set)."""
        default = field_default(field, ref, self.schema_set.types)
        return default is not None and equals_default(value, default, is_float32(ref))

    def field_value(self, field: Field, bound: dict[str, TypeRef], field_id: int, kind: int, key_start: int) -> JSON:
        """A known field's value after checking its wire kind (a float64 field also takes
        I32: a float32 field widened by a later schema version)."""
        ref = substitute(field.type, bound)
        expected = wire_kind(ref, self.schema_set.types)
        plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
        if kind != expected:
            if kind == I32 and isinstance(plain, PrimitiveRef) and plain.primitive is Primitive.FLOAT64:
                return float64_json(widen_float32_bits(self.r.float32_bits()))
            raise ArchiveError(
                "wireKindMismatch",
                key_start,
                f"field {field_id} has wire kind {_KIND_NAMES[kind]}, but its type {plain} is written as "
                f"{_KIND_NAMES[expected]}",
            )
        return self.value(plain)

    def instance(self, ref: NamedRef, tag: str | None = None) -> JSON:
        """A class value: the number of an entry. The first reference to an entry reads it
        (the instance is bound before its fields, so a cycle finds it); later ones must
        expect the same type."""
        r = self.r
        if r.depth >= r.max_depth:
            raise ArchiveError(
                "depthLimitExceeded", r.pos, f"value nests deeper than the limit of {r.max_depth} levels"
            )
        at = r.pos
        number = r.varint()
        entries = self.tables.entries
        if number == 0 or number > len(entries):
            raise ArchiveError(
                "danglingReference",
                at,
                f"reference to entry {number}, but the instance table has entries 1…{len(entries)}",
            )
        head: dict[str, JSON] = {"$type": tag} if tag is not None else {}
        bound = self.bound[number - 1]
        if bound is not None:
            if bound != str(ref):
                raise ArchiveError("referenceTypeMismatch", at, f"entry {number} holds a {bound}, expected {ref}")
            head["$ref"] = str(number)
            return head
        self.bound[number - 1] = str(ref)
        self.tables.reached[number - 1] = True
        head["$id"] = str(number)
        prefix, start, end = entries[number - 1]
        after, outer, depth, frames = r.pos, r.end, r.depth, len(self._frames)
        r.pos, r.end, r.depth = start, end, depth + 1
        declaration = self.schema_set.types[ref.name]
        try:
            head.update(self.record(declaration.fields, substitutions(ref, self.schema_set), prefix))
        except ArchiveError as error:
            if not self.collecting or self.stopped:
                raise
            # While validating, reading resumes after the reference.
            del self._frames[frames:]
            del self._starts[frames:]
            self.record_error(error)
            r.pos, r.end, r.depth = after, outer, depth
            return None
        r.pos, r.end, r.depth = after, outer, depth
        return head

    def payload(self, ref: NamedRef) -> JSON:
        """A payload enum value: its case id, then the case's fields."""
        r = self.r
        saved = self.enter()
        start = self._last_enter
        declaration = self.schema_set.types[ref.name]
        case_start = r.pos
        if r.pos >= r.end:
            raise r.truncated(r.pos, 1, "varint")
        case_id = r.varint()
        case = next((c for c in declaration.payload_cases if c.id == case_id), None)
        if case is None:
            raise ArchiveError("unknownEnumCase", case_start, f"{case_id} is not a case id of {ref.name}")
        component = field_component(case.name)
        self._path.append(component)
        try:
            out = {case.name: self.record(case.fields, substitutions(ref, self.schema_set), start)}
        except ArchiveError as error:
            raise error.prepend(component)
        finally:
            self._path.pop()
        self.leave(saved)
        return out

    def protocol(self, family: str) -> JSON:
        """A protocol value: a tag number, then the member's bare form."""
        r = self.r
        saved = self.enter()
        tag_at = r.pos
        number = r.varint()
        tags = self.tables.tags
        if number == 0 or number > len(tags):
            raise ArchiveError(
                "unknownFamilyTag", tag_at, f"tag number {number} is not in the tag table (tags 1…{len(tags)})"
            )
        tag = tags[number - 1]
        member = next((m for m in self.schema_set.members_of(family) if m.tag == tag), None)
        if member is None:
            out = self.opaque_member(family, tag, tag_at)
        elif member.kind is DeclarationKind.CLASS:
            out = self.instance(NamedRef(member.name), tag)
        else:
            value = self.value(NamedRef(member.name))
            out = None if value is None else {"$type": tag, **value}
        self.leave(saved)
        return out

    def opaque_member(self, family: str, tag: str, tag_at: int) -> JSON:
        """A member whose tag the schema does not list: read as a struct of the family's own
        fields, every other field kept. One written as a class reference is
        unknownFamilyTag. While validating, one that reads gets a note."""
        if is_class_reference(self.r.data, self.r.pos, self.r.end):
            raise ArchiveError(
                "unknownFamilyTag",
                tag_at,
                f'tag "{tag}" names no member of {family}, and the member is a class instance, which cannot be kept opaque',
            )
        errors = len(self.errors)
        ref = NamedRef(family)
        body = self.delimited(lambda: self.struct(self.schema_set.types[family].fields, ref))
        self.kept = True
        if self.collecting and len(self.errors) == errors:
            message = f'a member of {family} tagged "{tag}" that the schema does not list, kept as an opaque member'
            self.notes.append((tag_at, "$" + "".join(self._path), message))
        if body is None:
            return None
        return {"$type": tag, **body, "$unknown": body.get("$unknown", {})}
