"""The reference canonical writer: a value in the JSON form (docs/JSONForm.md) and its schema →
the canonical archive of FORMAT.md §6, written from FORMAT.md alone (never from another
implementation's output). It is the oracle for the corpus's `canonical` flags, the bytes of the
cross-version corpus (re-saving with an archive's tables preloaded, the `$archive` wrapper of the
JSON form) and FORMAT.md's worked examples.

Numbering (FORMAT.md §5.16, §5.17): the root is written depth-first (fields in id order, list
elements in order, map entries in key order); an instance met for the first time gets the next
entry number and its entry is written right then, depth-first; a tag used for the first time
gets the next tag number. A document wrapped in `$archive` starts from that archive's tables:
its tags keep their numbers, each instance is written as the entry its `$id` names, entries no
reference reached are written back verbatim, and new tags and instances follow."""
import base64
import struct
import uuid as uuidlib

import sheafwire as wire
from fingerprint import rfc3339_micros
from normalize import default_json, float_bits, normalize
from reference_compound import canonical_layout
from types_ import SIGNED_BITS, UNSIGNED_BITS, Layout, parse_type


class WriteError(Exception):
    """A value the writer cannot encode (names the problem; writing errors have no offset)."""


class Writer:
    def __init__(self, schema_set, archive=None):
        self.layout = Layout(schema_set)
        self.set = schema_set
        archive = archive or {"tags": [], "instances": 0, "entries": {}}
        self.tags = [t.encode() for t in archive["tags"]]
        self.preloaded = int(archive["instances"])
        self.entries = [None] * self.preloaded   # entry k's content at k-1 (None: not written yet)
        for number, content in archive["entries"].items():
            self.entries[int(number) - 1] = base64.b64decode(content)
        self.numbers = {}                         # `$id` label -> entry number
        self.objects = {}                         # `$id` label -> (type, the JSON object)

    # -- the document ----------------------------------------------------------------------

    def body(self, root_type, value):
        """The archive body (tag table, instance table, root) of `value`."""
        self.collect(root_type, value)
        root = self.value(root_type, value)
        missing = [k for k, e in enumerate(self.entries, 1) if e is None]
        if missing:
            raise WriteError("entries %s are neither instances of the value nor kept bytes" % missing)
        out = bytearray(wire.varint(len(self.tags)))
        for tag in self.tags:
            out += wire.varint(len(tag)) + tag
        out += wire.varint(len(self.entries))
        for entry in self.entries:
            out += wire.varint(len(entry)) + entry
        return bytes(out + root)

    def collect(self, t, value):
        """Finds every instance carrying `$id` (its first occurrence in the document), so that a
        `$ref` met before it can still be written."""
        kind = self.layout.kind(t) if value is not None else None
        if kind == "opt":
            self.collect(t[1], value)
        elif kind == "list":
            for item in value:
                self.collect(t[1], item)
        elif kind == "map":
            for item in value.values():
                self.collect(t[2], item)
        elif kind in ("struct", "class"):
            if kind == "class" and "$id" in value:
                self.objects[value["$id"]] = (t, value)
            for field in self.layout.fields(t):
                if field.name in value:
                    self.collect(field.type, value[field.name])
        elif kind == "payloadEnum":
            (name, body), = value.items()
            case = self.layout.declaration(t)["cases"][name]
            for field in self.layout.case_fields(t, case):
                if field.name in body:
                    self.collect(field.type, body[field.name])
        elif kind == "protocol":
            member = self.member_type(t, value["$type"])
            body = {k: v for k, v in value.items() if k != "$type"}
            if member is not None:
                self.collect(member, body)
            else:  # an opaque member: the family's own fields
                for field in self.layout.fields(("named", t[1], ())):
                    if field.name in body:
                        self.collect(field.type, body[field.name])

    # -- values ----------------------------------------------------------------------------

    def value(self, t, value):
        kind = self.layout.kind(t)
        if kind == "opt":
            return b"\x00" if value is None else b"\x01" + self.value(t[1], value)
        if value is None:
            raise WriteError("a %s cannot be null" % (t,))
        if kind == "prim":
            return self.primitive(t[1], value)
        if kind == "list":
            return self.length_prefixed(self.list(t[1], value))
        if kind == "map":
            return self.length_prefixed(self.map(t[1], t[2], value))
        if kind == "rawEnum":
            raw = self.enum_raw(t, value)
            declaration = self.layout.declaration(t)
            return self.primitive(declaration["raw"], raw)
        if kind == "options":
            flags = self.layout.declaration(t)["flags"]
            bits = sum(1 << (f if isinstance(f, int) else flags[f]) for f in set(value))
            return self.primitive(self.layout.declaration(t)["raw"], bits)
        if kind == "struct":
            return self.length_prefixed(self.fields(self.layout.fields(t), value))
        if kind == "payloadEnum":
            (name, body), = value.items()
            case = self.layout.declaration(t)["cases"][name]
            return self.length_prefixed(wire.varint(case["id"]) + self.fields(self.layout.case_fields(t, case), body))
        if kind == "class":
            return self.instance(t, value)
        if kind == "protocol":
            return self.length_prefixed(self.member(t, value))
        raise AssertionError(kind)

    @staticmethod
    def length_prefixed(content):
        return wire.varint(len(content)) + content

    def primitive(self, name, value):
        if name == "bool":
            return b"\x01" if value else b"\x00"
        if name in SIGNED_BITS:
            return wire.varint(wire.zigzag(value))
        if name in UNSIGNED_BITS:
            return wire.varint(value)
        if name == "float32":
            return struct.pack("<I", float_bits(value, 32))
        if name == "float64":
            return struct.pack("<Q", float_bits(value, 64))
        if name in ("string", "url"):
            return self.length_prefixed(value.encode())
        if name == "bytes":
            return self.length_prefixed(base64.b64decode(value))
        if name == "uuid":
            return self.length_prefixed(uuidlib.UUID(value).bytes)
        if name == "timestamp":
            return wire.varint(wire.zigzag(rfc3339_micros(value)))
        raise AssertionError(name)

    def list(self, element, values):
        out = bytearray(wire.varint(len(values)))
        if element[0] == "prim" and (element[1] in SIGNED_BITS or element[1] in UNSIGNED_BITS):
            if values:
                signed = element[1] in SIGNED_BITS
                layout = canonical_layout(values, signed)
                out.append(layout)
                for v in values:
                    out += (wire.varint(wire.zigzag(v) if signed else v) if layout == 0
                            else (v % (1 << (8 * layout))).to_bytes(layout, "little"))
            return bytes(out)
        for v in values:
            out += self.primitive("bool", v) if element == ("prim", "bool") else self.value(element, v)
        return bytes(out)

    def map(self, key_type, value_type, values):
        entries = []
        for text, item in values.items():
            key = self.key(key_type, text)
            entries.append((self.key_order(key_type, key), key, item))
        out = bytearray(wire.varint(len(entries)))
        for _, key, item in sorted(entries, key=lambda e: e[0]):
            out += self.value(key_type, key) + self.value(value_type, item)
        return bytes(out)

    def key(self, t, text):
        """The JSON value of a map key given as text."""
        if t[0] == "prim":
            if t[1] == "bool":
                return text == "true"
            if t[1] in SIGNED_BITS or t[1] in UNSIGNED_BITS:
                return int(text)
            return text
        if text.startswith("$raw:"):
            raw = text[5:]
            return {"$raw": raw if self.layout.declaration(t)["raw"] == "string" else int(raw)}
        return text

    def key_order(self, t, key):
        if t[0] == "prim":
            if t[1] == "string":
                return key.encode()
            if t[1] == "uuid":
                return uuidlib.UUID(key).bytes
            return int(key)
        raw = self.enum_raw(t, key)
        return raw.encode() if isinstance(raw, str) else raw

    def enum_raw(self, t, value):
        if isinstance(value, dict):
            return value["$raw"]
        case = self.layout.declaration(t)["cases"][value]
        return case["value"] if isinstance(case, dict) else case

    def fields(self, fields, value):
        """A struct's (class's, case's) content: fields in id order, defaults omitted, kept unknown
        fields merged in id order."""
        parts = []
        for field in fields:
            item = value.get(field.name)
            if self.omitted(field, item):
                continue
            kind = self.layout.wire_kind(field.type)
            inner = field.type[1] if field.type[0] == "opt" else field.type
            parts.append((field.id, wire.key(field.id, kind) + self.value(inner, item)))
        for number, encoded in (value.get("$unknown") or {}).items():
            parts.append((int(number), base64.b64decode(encoded)))
        return b"".join(p for _, p in sorted(parts, key=lambda p: p[0]))

    def omitted(self, field, item):
        if item is None:
            if field.type[0] == "opt" or field.has_default or self.layout.natural_default(field.type):
                return True
            raise WriteError("required field %s is missing" % field.name)
        if field.type[0] == "opt":
            return False
        if field.has_default:
            declared = default_json(self.layout, field.type, field.default)
            return normalize(self.layout, field.type, declared) == normalize(self.layout, field.type, item)
        return self.layout.natural_default(field.type) is not None and item in ([], {})

    def instance(self, t, value):
        label = value.get("$id", value.get("$ref"))
        if label is None:
            raise WriteError("an instance needs $id or $ref")
        if label in self.numbers:
            return wire.varint(self.numbers[label])
        if label not in self.objects:
            raise WriteError("$ref %s names no instance" % label)
        instance_type, body = self.objects[label]
        if label.isdigit() and 1 <= int(label) <= self.preloaded:
            number = int(label)  # an instance the archive's table already numbers
        else:
            self.entries.append(None)
            number = len(self.entries)
        self.numbers[label] = number
        content = self.fields(self.layout.fields(instance_type),
                              {k: v for k, v in body.items() if k != "$id"})
        self.entries[number - 1] = content
        return wire.varint(number)

    def member_type(self, t, tag):
        for member in self.set.members.get(t[1], []):
            if str(self.set.types[member].get("tag", member)) == tag:
                return ("named", member, ())
        return None

    def member(self, t, value):
        tag = value["$type"].encode()
        if tag not in self.tags:
            self.tags.append(tag)
        number = wire.varint(self.tags.index(tag) + 1)
        body = {k: v for k, v in value.items() if k != "$type"}
        member = self.member_type(t, value["$type"])
        if member is None:  # an opaque member: the family's fields and the kept ones
            return number + self.length_prefixed(self.fields(self.layout.fields(("named", t[1], ())), body))
        return number + self.value(member, body)


def write_body(schema_set, root_text, document):
    """The canonical body of a JSON-form document (a value, or an `$archive` wrapper)."""
    if isinstance(document, dict) and set(document) == {"$archive", "$root"}:
        return Writer(schema_set, document["$archive"]).body(parse_type(root_text), document["$root"])
    return Writer(schema_set).body(parse_type(root_text), document)


def write_archive(schema_set, schema_name, root_text, document, checksum=False):
    """A whole archive: header (naming `schema_name`), body and, if asked, the CRC-32C trailer."""
    header = wire.header_bytes(schema=schema_name, version=schema_set.schemas[schema_name],
                               fingerprint=schema_set.fingerprint(schema_name), root_type=root_text,
                               checksum=checksum)
    data = header + write_body(schema_set, root_text, document)
    if checksum:
        data += wire.crc32c(data).to_bytes(4, "little")
    return data
