"""The reference decoder's reading of structured values: lists, maps, fields and payload enums
(see reference.py; class and protocol values are in reference_tables.py)."""
import base64
import struct
import uuid as uuidlib

import unicodedata

import mutations
from floattext import widen_float32
from jsonform import float_json
from sheafwire import varint, zigzag
from types_ import SIGNED_BITS, UNSIGNED_BITS


def minimal_width(values, signed):
    """The smallest of 1, 2, 4, 8 bytes that holds every value."""
    width = 1
    for value in values:
        while not (-(1 << (8 * width - 1)) <= value < 1 << (8 * width - 1) if signed else value < 1 << (8 * width)):
            width *= 2
    return width


def canonical_layout(values, signed):
    """The layout byte a canonical writer chooses: 0 (varints) when they take strictly fewer bytes
    than the minimal fixed width, else that width (ties keep fixed width)."""
    width = minimal_width(values, signed)
    varints = sum(len(varint(zigzag(v) if signed else v)) for v in values)
    if varints < len(values) * width or (mutations.active("packed-tie-varints") and varints == len(values) * width):
        return 0
    return width

MAX_FIELD_ID = (1 << 29) - 1


class SheafFailure(Exception):
    def __init__(self, code, offset, message=""):
        super().__init__("%s at %d: %s" % (code, offset, message))
        self.code = code
        self.offset = offset


class CompoundReader:
    """Mixed into reference.Decoder, whose primitives (varint, length, count, begin, end,
    value…) these methods use."""

    def list(self, element):
        saved = self.begin()
        values = []
        if element[0] == "prim" and element[1] in ("float32", "float64"):
            width = 4 if element[1] == "float32" else 8
            for _ in range(self.count(width)):
                values.append(self.primitive(element[1]))
        elif element[0] == "prim" and (element[1] in SIGNED_BITS or element[1] in UNSIGNED_BITS):
            values = self.packed(element[1])
        elif element == ("prim", "bool"):
            for _ in range(self.count(1)):
                at = self.pos
                byte = self.byte()
                if byte > 1:
                    self.fail("invalidBool", at)
                values.append(byte == 1)
        else:
            for index in range(self.count(1)):
                values.append(self.value(element))
        self.end(saved)
        return values

    def packed(self, name):
        """A packed integer list's content (FORMAT.md §5.12): count, then (when > 0) the layout
        byte: 1, 2, 4 or 8 for fixed width, 0 for varints."""
        count_offset = self.pos
        count = self.count(1)
        if not count:
            return []
        layout_offset = self.pos
        layout = self.byte()
        bits = SIGNED_BITS.get(name) or UNSIGNED_BITS.get(name)
        signed = name in SIGNED_BITS
        if mutations.active("packed-room-before-width") and layout and count > (self.limit - self.pos) // layout:
            self.fail("countOutOfBounds", count_offset)
        if layout not in (0, 1, 2, 4, 8) or layout * 8 > bits:
            self.fail("invalidPackedWidth", layout_offset)
        if count > (self.limit - self.pos) // max(layout, 1):
            self.fail("countOutOfBounds", count_offset)
        values = []
        if layout == 0:
            for _ in range(count):
                if mutations.active("packed-varints-no-zigzag"):
                    start = self.pos
                    raw = self.varint()
                    if raw >= 1 << bits:
                        self.fail("integerOverflow", start)
                    values.append(raw - (1 << bits) if signed and raw >= 1 << (bits - 1) else raw)
                else:
                    values.append(self.integer(name))
        else:
            for _ in range(count):
                values.append(int.from_bytes(self.data[self.pos:self.pos + layout], "little", signed=signed))
                self.pos += layout
        canonical = canonical_layout(values, signed)
        if layout != canonical:
            self.deviations.append((layout_offset, "packed layout %d, canonical %d" % (layout, canonical)))
        return values

    def map_key_text(self, key_type, value):
        if value is True:
            return "true"
        if value is False:
            return "false"
        if isinstance(value, dict):
            return "$raw:" + str(value["$raw"])
        return str(value)

    def map_key_order(self, key_type, value, raw):
        """The canonical sort key of a map key."""
        if key_type[0] == "named":
            declaration = self.layout.declaration(key_type)
            if declaration["raw"] == "string":
                return self.string_order(raw) if isinstance(raw, str) else b""
            return raw
        if key_type == ("prim", "string"):
            return self.string_order(value)
        if key_type == ("prim", "uuid"):
            return uuidlib.UUID(value).bytes
        return int(value)

    @staticmethod
    def string_order(text):
        """Map keys order by their UTF-8 bytes."""
        if mutations.active("utf16-key-order"):
            return text.encode("utf-16-be")
        return text.encode()

    @staticmethod
    def key_identity(text):
        """Keys are the same when their bytes are, or when they are canonically equivalent."""
        if mutations.active("equivalent-keys-distinct"):
            return text
        return unicodedata.normalize("NFD", text)

    def map(self, key_type, value_type):
        saved = self.begin()
        result = {}
        identities = set()
        previous = None
        for _ in range(self.count(1 if mutations.active("map-entry-minimum-1") else 2)):
            key_offset = self.pos
            key = self.value(key_type)
            raw = key
            if key_type[0] == "named":
                raw = self.enum_raw(key_type, key)
            text = self.map_key_text(key_type, key)
            identity = self.key_identity(text)
            if mutations.active("duplicate-key-before-value") and identity in identities:
                self.fail("duplicateMapKey", key_offset, text)
            value = self.value(value_type)
            if identity in identities:
                self.fail("duplicateMapKey", key_offset, text)
            identities.add(identity)
            order = self.map_key_order(key_type, key, raw)
            if previous is not None and order < previous:
                self.deviations.append((key_offset, "map key %s out of order" % text))
            previous = order
            result[text] = value
        self.end(saved)
        return result

    def enum_raw(self, t, value):
        if isinstance(value, dict):
            return value["$raw"]
        case = self.layout.declaration(t)["cases"][value]
        return case["value"] if isinstance(case, dict) else case

    def fields(self, fields):
        by_id = {f.id: f for f in fields}
        result = {}
        seen = set()
        unknown = {}
        previous = 0
        while self.pos < self.limit:
            key_offset = self.pos
            raw = self.varint()
            kind = raw & 7
            if kind not in (0, 1, 2, 5):
                self.fail("unknownWireKind", key_offset)
            field_id = raw >> 3
            if field_id < 1 or field_id > MAX_FIELD_ID:
                self.fail("invalidFieldID", key_offset)
            if field_id in seen:
                self.fail("duplicateField", key_offset)
            seen.add(field_id)
            if field_id < previous:
                self.deviations.append((key_offset, "field %d after field %d" % (field_id, previous)))
            previous = field_id
            field = by_id.get(field_id)
            if field is None:
                if kind == 0:
                    self.varint()
                elif kind == 1:
                    self.fixed(8)
                elif kind == 5:
                    self.fixed(4)
                else:
                    size = self.length()
                    self.pos += size
                unknown[str(field_id)] = base64.b64encode(self.data[key_offset:self.pos]).decode()
                continue
            inner = field.type[1] if field.type[0] == "opt" else field.type
            if kind == 5 and inner == ("prim", "float64"):
                # A float64 field also reads float32 data (the float32 -> float64 widening).
                self.deviations.append((key_offset, "float32 data in a float64 field"))
                bits = widen_float32(self.fixed(4))
                if bits & 0x7FF0000000000000 == 0x7FF0000000000000 and bits & 0xFFFFFFFFFFFFF and bits != 0x7FF8000000000000:
                    result[field.name] = "NaN(0x%016x)" % bits
                else:
                    result[field.name] = float_json(struct.unpack("<d", struct.pack("<Q", bits))[0], 64)
                continue
            if kind != self.layout.wire_kind(field.type):
                self.fail("wireKindMismatch", key_offset)
            value = self.value(inner)
            if self.is_default(field, value):
                self.deviations.append((key_offset, "field %d holds its default" % field_id))
            result[field.name] = value
        for field in fields:
            if field.name not in result and not field.has_default and self.layout.natural_default(field.type) is None:
                self.fail("missingRequiredField", self.frame_start, field.name)
        if unknown:
            result["$unknown"] = unknown
            self.kept = True
        return result

    def is_default(self, field, value):
        if field.type[0] == "opt":
            return False  # a present optional is never nil
        if field.has_default:
            from normalize import default_json, normalize
            declared = default_json(self.layout, field.type, field.default)
            return normalize(self.layout, field.type, declared) == normalize(self.layout, field.type, value)
        return self.layout.natural_default(field.type) is not None and value in ([], {})

    def payload(self, t):
        declaration = self.layout.declaration(t)
        saved = self.begin()
        case_offset = self.pos
        case_id = self.varint()
        for case_name, case in declaration["cases"].items():
            if case["id"] == case_id:
                body = self.fields(self.layout.case_fields(t, case))
                self.end(saved)
                return {case_name: body}
        self.fail("unknownEnumCase", case_offset, str(case_id))
