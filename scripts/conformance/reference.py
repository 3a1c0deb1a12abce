"""A schema-driven reference decoder of Sheaf archives, written in Python from the format
decisions (docs/design/WireFormatDecisions.md and the Decisions of Conformance/README.md)
and independent of the Swift runtime. It exists to check the conformance corpus: every
positive case must decode to its JSON value, every negative case must fail with its code
and offset. It also reports where an archive departs from the canonical encoding, so the
corpus's `canonical` flags can be checked.

It mirrors the order of checks a Sheaf reader makes (see Conformance/README.md), because a
negative case's code and offset depend on it."""
import base64
import struct
import uuid as uuidlib

import mutations
import sheafwire as wire
import urlgrammar
from jsonform import float32_text, float_json, timestamp_text
from reference_compound import CompoundReader, SheafFailure
from reference_tables import TableReader
from types_ import Layout, SIGNED_BITS, UNSIGNED_BITS, parse_type

MAX_DEPTH = 100


class Decoder(TableReader, CompoundReader):
    def __init__(self, schema_set, data, max_depth=MAX_DEPTH, max_size=1 << 30):
        self.layout = Layout(schema_set)
        self.set = schema_set
        self.data = data
        self.pos = 0
        self.limit = len(data)
        self.frame_start = 0
        self.depth = 0
        self.max_depth = max_depth
        self.max_size = max_size
        self.start_tables()
        self.deviations = []  # (offset, text): where the bytes are legal but not canonical

    # -- primitives ---------------------------------------------------------------------

    def fail(self, code, offset, message=""):
        raise SheafFailure(code, offset, message)

    def require(self, count):
        if self.limit - self.pos < count:
            self.fail("truncated", self.pos, "needs %d bytes" % count)

    def byte(self):
        self.require(1)
        self.pos += 1
        return self.data[self.pos - 1]

    def fixed(self, width):
        self.require(width)
        value = int.from_bytes(self.data[self.pos:self.pos + width], "little")
        self.pos += width
        return value

    def varint(self):
        start = self.pos
        result = 0
        for index in range(9):
            if start + index >= self.limit:
                self.fail("truncated", start, "varint")
            byte = self.data[start + index]
            result |= (byte & 0x7F) << (7 * index)
            if byte < 0x80:
                if byte == 0 and index > 0:
                    self.fail("overlongVarint", start)
                self.pos = start + index + 1
                return result
        if start + 9 >= self.limit:
            self.fail("truncated", start, "varint")
        byte = self.data[start + 9]
        if byte > 1:
            self.fail("oversizedVarint", start)
        if byte == 0:
            self.fail("overlongVarint", start)
        self.pos = start + 10
        return result | 1 << 63

    def length(self):
        start = self.pos
        value = self.varint()
        if value > self.limit - self.pos:
            self.fail("lengthOutOfBounds", start, "length %d" % value)
        return value

    def count(self, minimum):
        start = self.pos
        value = self.varint()
        if value > (self.limit - self.pos) // minimum:
            self.fail("countOutOfBounds", start, "count %d" % value)
        return value

    def string(self):
        start = self.pos
        size = self.length()
        try:
            text = self.data[self.pos:self.pos + size].decode("utf-8", errors="strict")
        except UnicodeDecodeError:
            self.fail("invalidUTF8", start)
        self.pos += size
        return text

    def begin(self, check_depth=True):
        start = self.pos
        if check_depth:
            self.check_depth(start)
        size = self.length()
        saved = (self.limit, self.frame_start)
        self.limit = self.pos + size
        self.frame_start = start
        self.depth += 1
        return saved

    def check_depth(self, start):
        """The value starting at `start` is one level deeper than its container."""
        if self.depth >= self.max_depth:
            self.fail("depthLimitExceeded", start)

    def end(self, saved):
        if self.pos != self.limit:
            self.fail("lengthMismatch", self.pos)
        self.limit, self.frame_start = saved
        self.depth -= 1

    # -- archive ------------------------------------------------------------------------

    def archive(self, schema_name, root_text):
        data = self.data
        if len(data) > self.max_size:
            self.fail("archiveTooLarge", 0)
        for index in range(4):
            if index >= len(data):
                self.fail("truncated", 0, "magic")
            if data[index] != wire.MAGIC[index]:
                self.fail("badMagic", 0)
        self.pos = 4
        if self.byte() != wire.FORMAT_VERSION:
            self.fail("unsupportedFormatVersion", 4)
        flags = self.byte()
        if flags & ~1:
            self.fail("unknownFlags", 5)
        if flags & 1:
            if len(data) - self.pos < 4:
                self.fail("truncated", self.pos, "checksum trailer")
            trailer = len(data) - 4
            if int.from_bytes(data[trailer:], "little") != wire.crc32c(data[:trailer]):
                self.fail("checksumMismatch", trailer)
            self.limit = trailer
        name_offset = self.pos
        name = self.string()
        if mutations.active("schema-name-first") and name != schema_name:
            self.fail("schemaMismatch", name_offset, name)
        version_offset = self.pos
        version = self.varint()
        if version < 1 or version >= 1 << 63:
            self.fail("invalidSchemaVersion", version_offset)
        self.fixed(8)
        root_offset = self.pos
        root = self.string()
        if mutations.active("tables-before-header-checks"):
            self.tables()
        if name != schema_name:
            self.fail("schemaMismatch", name_offset, name)
        if root != root_text:
            self.fail("rootTypeMismatch", root_offset, root)
        if not mutations.active("tables-before-header-checks"):
            self.tables()
        value = self.value(parse_type(root_text))
        if mutations.active("unreached-before-trailing"):
            end = self.pos
            self.unreached_entries()
            self.pos, self.limit = end, len(self.data) - (4 if self.data[5] & 1 else 0)
        if self.pos != self.limit:
            self.fail("trailingBytes", self.pos)
        self.unreached_entries()
        self.table_findings()
        return self.document(value)

    # -- values -------------------------------------------------------------------------

    def value(self, t):
        kind = self.layout.kind(t)
        start = self.pos
        if kind == "prim":
            return self.primitive(t[1])
        if kind == "opt":
            presence = self.byte()
            if presence == 0:
                return None
            if presence != 1:
                self.fail("invalidPresenceByte", start)
            return self.value(t[1])
        if kind == "list":
            return self.list(t[1])
        if kind == "map":
            return self.map(t[1], t[2])
        if kind == "rawEnum":
            return self.raw_enum(t)
        if kind == "options":
            return self.options(t)
        if kind == "struct":
            saved = self.begin()
            result = self.fields(self.layout.fields(t))
            self.end(saved)
            return result
        if kind == "payloadEnum":
            return self.payload(t)
        if kind == "class":
            return self.instance(t)
        if kind == "protocol":
            return self.member(t)
        raise AssertionError(kind)

    def integer(self, name):
        start = self.pos
        raw = self.varint()
        if name in SIGNED_BITS:
            bits = SIGNED_BITS[name]
            value = wire.unzigzag(raw)
            if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
                self.fail("integerOverflow", start)
        else:
            bits = UNSIGNED_BITS[name]
            value = raw
            if value >= 1 << bits:
                self.fail("integerOverflow", start)
        return value

    def primitive(self, name):
        start = self.pos
        if name == "bool":
            value = self.varint()
            if value > 1:
                self.fail("invalidBool", start)
            return value == 1
        if name in SIGNED_BITS or name in UNSIGNED_BITS:
            return self.integer(name)
        if name == "float32":
            bits = self.fixed(4)
            if bits & 0x7F800000 == 0x7F800000 and bits & 0x7FFFFF and bits != 0x7FC00000:
                return "NaN(0x%08x)" % bits  # any NaN but the default quiet one keeps its bits
            return float32_text(bits)
        if name == "float64":
            bits = self.fixed(8)
            if bits & 0x7FF0000000000000 == 0x7FF0000000000000 and bits & 0xFFFFFFFFFFFFF and bits != 0x7FF8000000000000:
                return "NaN(0x%016x)" % bits
            return float_json(struct.unpack("<d", struct.pack("<Q", bits))[0], 64)
        if name == "string":
            return self.string()
        if name == "url":
            text = self.string()
            if not urlgrammar.is_valid(text):
                self.fail("invalidURL", start, text)
            return text
        if name == "bytes":
            size = self.length()
            self.pos += size
            return base64.b64encode(self.data[self.pos - size:self.pos]).decode()
        if name == "uuid":
            size = self.length()
            if size != 16:
                self.fail("invalidUUID", start)
            self.pos += 16
            return str(uuidlib.UUID(bytes=bytes(self.data[self.pos - 16:self.pos])))
        if name == "timestamp":
            return timestamp_text(wire.unzigzag(self.varint()))
        raise AssertionError(name)

    def raw_enum(self, t):
        declaration = self.layout.declaration(t)
        start = self.pos
        raw_type = declaration["raw"]
        raw = self.string() if raw_type == "string" else self.integer(raw_type)
        for case_name, case_raw in declaration["cases"].items():
            if isinstance(case_raw, dict):
                case_raw = case_raw["value"]
            if case_raw == raw and isinstance(case_raw, str) == isinstance(raw, str):
                return case_name
        if not declaration.get("open"):
            self.fail("unknownEnumValue", start, repr(raw))
        return {"$raw": raw}

    def options(self, t):
        declaration = self.layout.declaration(t)
        bits = self.integer(declaration["raw"])
        flags = {b: f for f, b in declaration["flags"].items()}
        # Flag names in bit order; a set bit without a flag as its bit index (docs/JSONForm.md).
        return [flags.get(bit, bit) for bit in range(64) if bits >> bit & 1]


def decode(schema_set, data, schema_name, root_text, options=None):
    """(json value, deviations) or raises SheafFailure. `options`: the manifest's reader
    options (maxDepth, maxArchiveSize)."""
    options = options or {}
    decoder = Decoder(schema_set, data, options.get("maxDepth", MAX_DEPTH), options.get("maxArchiveSize", 1 << 30))
    value = decoder.archive(schema_name, root_text)
    return value, decoder.deviations
