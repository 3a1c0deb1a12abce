"""Turns a value in the JSON form into a plain comparable structure, given its type, so that
two JSON texts of one value compare equal: fields equal to their defaults are dropped, float
spellings become bit patterns, timestamps microseconds, uuids bytes, enums raw values."""
import base64
import math
import struct
import uuid as uuidlib

from fingerprint import rfc3339_micros
from types_ import SIGNED_BITS, UNSIGNED_BITS


class Mismatch(Exception):
    pass


class SpelledFloat(float):
    """A JSON number read from a .json file, keeping its text (json.load(parse_float=…))."""
    def __new__(cls, text):
        value = super().__new__(cls, text)
        value.text = text
        return value


class SpelledInt(int):
    """A JSON integer read from a .json file, keeping its text."""
    def __new__(cls, text):
        value = super().__new__(cls, text)
        value.text = text
        return value


def check_spelling(value, bits, width):
    """A float written in a .json file must be spelled as the JSON form's writer spells it."""
    from floattext import float_text
    text = getattr(value, "text", None)
    if text is None or bits & (0x7F800000 if width == 32 else 0x7FF0000000000000) == (
            0x7F800000 if width == 32 else 0x7FF0000000000000):
        return
    expected = float_text(bits, width)
    if text != expected:
        raise Mismatch("float spelled %s, the JSON form writes %s" % (text, expected))


def default_json(layout, t, default):
    """The JSON form of a YAML `default:` of a field of type t."""
    from jsonform import float32_text, timestamp_text
    if default is None or default == [] or default == {}:
        return default
    base = t[1] if t[0] == "opt" else t
    if base[0] == "prim":
        name = base[1]
        if name in ("float32", "float64"):
            from fingerprint import float_default_bits
            bits = float_default_bits(default, 32 if name == "float32" else 64)
            if name == "float32" and not math.isinf(default):
                bits = struct.unpack("<I", struct.pack("<f", struct.unpack("<d", struct.pack("<Q", bits))[0]))[0]
                return "NaN" if math.isnan(default) else float32_text(bits)
            return "NaN" if math.isnan(default) else struct.unpack("<d", struct.pack("<Q", bits))[0]
        if name == "bytes":
            return base64.b64encode(base64.b64decode(default)).decode()
        if name == "uuid":
            return str(default).lower()
        if name == "timestamp":
            return timestamp_text(rfc3339_micros(default))
        return default
    if layout.kind(base) == "options":
        flags = layout.declaration(base)["flags"]
        return sorted(set(default), key=lambda n: flags[n])
    return default


def float_bits(value, width):
    if value == "NaN":
        return 0x7FC00000 if width == 32 else 0x7FF8000000000000
    if isinstance(value, str) and value.startswith("NaN(0x") and value.endswith(")"):
        return int(value[6:-1], 16)
    if value == "Infinity":
        value = math.inf
    elif value == "-Infinity":
        value = -math.inf
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Mismatch("not a float: %r" % (value,))
    if width == 32:
        return struct.unpack("<I", struct.pack("<f", float(value)))[0]
    return struct.unpack("<Q", struct.pack("<d", float(value)))[0]


def enum_raw(layout, t, value):
    if isinstance(value, dict):
        return ("raw", value["$raw"])
    case = layout.declaration(t)["cases"].get(value)
    if case is None:
        raise Mismatch("no case %r" % (value,))
    return case["value"] if isinstance(case, dict) else case


def key_from_text(layout, t, text):
    if t[0] == "prim":
        if t[1] == "bool":
            return text == "true"
        if t[1] in SIGNED_BITS or t[1] in UNSIGNED_BITS:
            return int(text)
        if t[1] == "uuid":
            return uuidlib.UUID(text).bytes
        return text
    if text in layout.declaration(t)["cases"]:
        return enum_raw(layout, t, text)
    if text.startswith("$raw:"):
        raw = text[5:]
        return ("raw", raw if layout.declaration(t)["raw"] == "string" else int(raw))
    raise Mismatch("no case %r" % text)


def normalize(layout, t, value):
    kind = layout.kind(t)
    if kind == "opt":
        return None if value is None else normalize(layout, t[1], value)
    if kind == "prim":
        name = t[1]
        if name == "bool":
            if not isinstance(value, bool):
                raise Mismatch("not a bool: %r" % (value,))
            return value
        if name in SIGNED_BITS or name in UNSIGNED_BITS:
            if isinstance(value, bool) or not isinstance(value, int):
                raise Mismatch("not an integer: %r" % (value,))
            return value
        if name in ("float32", "float64"):
            width = 32 if name == "float32" else 64
            bits = float_bits(value, width)
            check_spelling(value, bits, width)
            return bits
        if name == "bytes":
            return base64.b64decode(value, validate=True)
        if name == "uuid":
            return uuidlib.UUID(value).bytes
        if name == "timestamp":
            return rfc3339_micros(value)
        return str(value)
    if kind == "list":
        return [normalize(layout, t[1], v) for v in value]
    if kind == "map":
        return {key_from_text(layout, t[1], k): normalize(layout, t[2], v) for k, v in value.items()}
    if kind == "rawEnum":
        return enum_raw(layout, t, value)
    if kind == "options":
        flags = layout.declaration(t)["flags"]
        bits = 0
        for item in value:
            bits |= 1 << (item if isinstance(item, int) else flags[item])
        return bits
    if kind == "struct":
        return record(layout, layout.fields(t), value)
    if kind == "payloadEnum":
        (case_name, body), = value.items()
        case = layout.declaration(t)["cases"][case_name]
        return (case_name, record(layout, layout.case_fields(t, case), body))
    if kind == "class":
        if "$ref" in value:
            return ("ref", value["$ref"])
        body = {k: v for k, v in value.items() if k != "$id"}
        return ("object", value.get("$id"), record(layout, layout.fields(t), body))
    if kind == "protocol":
        tag = value["$type"]
        for member in layout.set.members.get(t[1], []):
            if str(layout.set.types[member].get("tag", member)) == tag:
                body = {k: v for k, v in value.items() if k != "$type"}
                return (tag, normalize(layout, ("named", member, ()), body))
        if "$unknown" in value:
            # An opaque member: the family's own fields, the rest kept as unknown fields.
            body = {k: v for k, v in value.items() if k != "$type"}
            return (tag, "opaque", record(layout, layout.fields(("named", t[1], ())), body))
        raise Mismatch("unknown tag %r" % tag)
    raise AssertionError(kind)


def record(layout, fields, value):
    known = {f.name: f for f in fields}
    for name in value:
        if name not in known and name != "$unknown":
            raise Mismatch("unknown field name %r" % name)
    result = {}
    for field in fields:
        if field.name in value and value[field.name] is not None:
            normalized = normalize(layout, field.type, value[field.name])
        elif field.type[0] == "opt":
            continue
        elif field.has_default:
            normalized = normalize(layout, field.type, default_json(layout, field.type, field.default))
        elif layout.natural_default(field.type) is not None:
            continue
        else:
            raise Mismatch("required field %r missing" % field.name)
        if field.has_default and field.type[0] != "opt":
            if normalized == normalize(layout, field.type, default_json(layout, field.type, field.default)):
                continue
        if (not field.has_default and normalized in ([], {}, 0) and layout.natural_default(field.type) is not None
                and field.type[0] != "opt"):
            continue
        result[field.id] = normalized
    if value.get("$unknown"):
        result["$unknown"] = dict(value["$unknown"])
    return result


def normalize_document(layout, t, document):
    """A JSON-form document (a value, or `{"$archive": …, "$root": value}`) → a comparable
    (tables, value) pair; tables is None for an unwrapped value."""
    if isinstance(document, dict) and set(document) == {"$archive", "$root"}:
        tables = document["$archive"]
        if set(tables) != {"tags", "instances", "entries"}:
            raise Mismatch("$archive must hold tags, instances and entries: %r" % (tables,))
        kept = (list(tables["tags"]), int(tables["instances"]),
                {str(k): base64.b64decode(v, validate=True) for k, v in tables["entries"].items()})
        return kept, normalize(layout, t, document["$root"])
    return None, normalize(layout, t, document)
