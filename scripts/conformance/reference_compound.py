"""The reference decoder's reading of structured values: lists, maps, fields, payload enums,
class instances and protocol values (see reference.py)."""
import base64
import re
import struct
import uuid as uuidlib

import unicodedata

import mutations
from floattext import widen_float32
from jsonform import float_json
from types_ import SIGNED_BITS, UNSIGNED_BITS

MAX_FIELD_ID = (1 << 29) - 1
TAG_PATTERN = re.compile(r"[A-Za-z0-9_.-]+")


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
            count_offset = self.pos
            count = self.count(1)
            if count:
                width_offset = self.pos
                width = self.byte()
                size = (SIGNED_BITS.get(element[1]) or UNSIGNED_BITS.get(element[1])) // 8
                if mutations.active("packed-room-before-width") and width and count > (self.limit - self.pos) // width:
                    self.fail("countOutOfBounds", count_offset)
                if width not in (1, 2, 4, 8) or width > size:
                    self.fail("invalidPackedWidth", width_offset)
                if count > (self.limit - self.pos) // width:
                    self.fail("countOutOfBounds", count_offset)
                signed = element[1] in SIGNED_BITS
                for _ in range(count):
                    values.append(int.from_bytes(self.data[self.pos:self.pos + width], "little", signed=signed))
                    self.pos += width
                minimal = 1
                for v in values:
                    while not (-(1 << (8 * minimal - 1)) <= v < 1 << (8 * minimal - 1) if signed else v < 1 << (8 * minimal)):
                        minimal *= 2
                if width != minimal:
                    self.deviations.append((width_offset, "packed width %d, minimal %d" % (width, minimal)))
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

    def instance(self, t):
        start = self.pos
        saved = self.begin(check_depth=False)
        reference_offset = self.pos
        reference = self.varint()
        if reference == 0 or not mutations.active("class-reference-no-level"):
            self.depth -= 1
            self.check_depth(start)
            self.depth += 1
        identity = t[1] if mutations.active("reference-ignores-generic-arguments") else t
        if reference == 0:
            self.instances.append(identity)
            number = len(self.instances)
            body = self.fields(self.layout.fields(t))
            self.end(saved)
            result = {"$id": str(number)}
            result.update(body)
            return result
        if reference > len(self.instances):
            self.fail("danglingReference", reference_offset)
        if self.instances[reference - 1] != identity:
            self.fail("referenceTypeMismatch", reference_offset)
        self.end(saved)
        return {"$ref": str(reference)}

    def member(self, t):
        saved = self.begin()
        tag_offset = self.pos
        tag = self.string()
        for member in self.set.members.get(t[1], []):
            if str(self.set.types[member].get("tag", member)) == tag:
                if mutations.active("protocol-member-no-level"):
                    self.depth -= 1
                value = self.value(("named", member, ()))
                if mutations.active("protocol-member-no-level"):
                    self.depth += 1
                self.end(saved)
                result = {"$type": tag}
                result.update(value)
                return result
        # A tag the schema does not list: an opaque member, read as a struct of the family's
        # own fields with everything else kept (FORMAT.md 5.17). Only a malformed tag or a
        # member written as a class instance is unknownFamilyTag.
        if not TAG_PATTERN.fullmatch(tag) or self.class_form():
            self.fail("unknownFamilyTag", tag_offset, tag)
        body = self.begin()
        value = self.fields(self.layout.fields(("named", t[1], ())))
        self.end(body)
        self.end(saved)
        result = {"$type": tag}
        result.update(value)
        result.setdefault("$unknown", {})
        return result

    def class_form(self):
        """Whether the bare form at pos is a class instance's: its content starts with the
        varint 0 or is one varint alone. Leaves pos unchanged; malformed bytes answer False."""
        start = self.pos
        try:
            size = self.length()
            if size == 0:
                return False
            content = self.pos
            first = self.varint()
            return first == 0 or self.pos - content == size
        except SheafFailure:
            return False
        finally:
            self.pos = start
