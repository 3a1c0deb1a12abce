#!/usr/bin/env python3
"""Schema fingerprints, implemented from docs/Fingerprint.md alone (independent of the
Swift code): canonical form of a schema, then the first 8 bytes of its SHA-256.

Usage:
    fingerprint.py SCHEMA.yaml...             print "name version fingerprint" per schema
    fingerprint.py --canonical SCHEMA.yaml... print each schema's canonical form
"""
import base64
import hashlib
import math
import re
import struct
import sys

import yaml

from floattext import decimal_to_float32_bits, widen_float32

PRIMITIVES = {
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "int", "uint", "float32", "float64", "string", "bytes", "timestamp", "url", "uuid",
}
INTEGERS = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "int", "uint"}


class CoreLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """PyYAML's loader with YAML 1.2 core-schema scalar typing (as the Sheaf loader reads):
    `yes`/`no`/`on`/`off` stay strings, timestamps stay strings, `0x` and `0o` are integers.
    libyaml (CSafeLoader) is preferred: it reads a plain `url?` inside `{ }` as libyaml does."""


CoreLoader.yaml_implicit_resolvers = {}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|[-+]?0x[0-9a-fA-F]+|[-+]?0o[0-7]+)$"),
    list("-+0123456789"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
               r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+0123456789."))


def _int(loader, node):
    text = node.value
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    if body.startswith("0x"):
        return sign * int(body[2:], 16)
    if body.startswith("0o"):
        return sign * int(body[2:], 8)
    return sign * int(body, 10)


class DecimalFloat(float):
    """A plain YAML float that keeps its text, so that a float32 default can be rounded
    once, directly from the decimal (docs/SchemaLanguage.md)."""
    text = ""


def _float(loader, node):
    text = node.value.lower()
    if text.endswith(".nan"):
        return math.nan
    if text.endswith(".inf"):
        return -math.inf if text.startswith("-") else math.inf
    value = DecimalFloat(text)
    value.text = text
    return value


def _bool(loader, node):
    return node.value.lower() == "true"


CoreLoader.add_constructor("tag:yaml.org,2002:int", _int)
CoreLoader.add_constructor("tag:yaml.org,2002:float", _float)
CoreLoader.add_constructor("tag:yaml.org,2002:bool", _bool)


def canonical_type(expression):
    """The canonical spelling: no spaces except one after ':' and ','."""
    squeezed = re.sub(r"\s+", "", str(expression))
    return squeezed.replace(":", ": ").replace(",", ", ")


def type_names(expression):
    """Every identifier in a type expression that is not a primitive."""
    return [t for t in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", expression) if t not in PRIMITIVES]


def quote(text):
    out = ['"']
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def float_bits(value, width):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("float default expected, got %r" % (value,))
    return "0x%016x" % float_default_bits(value, width)


def float_default_bits(value, width):
    """The float64 bit pattern of a float default (a float32 one rounded to float32 first,
    once, from its decimal or integer, then widened exactly)."""
    if math.isnan(value):
        return 0x7FF8000000000000
    if width == 32 and not math.isinf(value):
        if isinstance(value, DecimalFloat):
            single = decimal_to_float32_bits(value.text)
        else:
            single = decimal_to_float32_bits(str(int(value)))
        return widen_float32(single)
    return struct.unpack("<Q", struct.pack("<d", float(value)))[0]


def days_from_civil(year, month, day):
    """Days since 1970-01-01 of a proleptic Gregorian date with astronomical years."""
    year -= month <= 2
    era = year // 400
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def rfc3339_micros(text):
    match = re.fullmatch(
        r"([-+]?[0-9]{4,6})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?([Zz]|[+-][0-9]{2}:[0-9]{2})",
        text)
    if not match:
        raise ValueError("not RFC 3339: %r" % text)
    year, month, day, hour, minute, second = (int(g) for g in match.groups()[:6])
    if (match.group(7) or "")[6:].strip("0"):
        raise ValueError("more than microseconds: %r" % text)
    fraction = (match.group(7) or "")[:6].ljust(6, "0")
    zone = match.group(8)
    offset = 0
    if zone not in ("Z", "z"):
        offset = (int(zone[1:3]) * 60 + int(zone[4:6])) * 60 * (-1 if zone[0] == "-" else 1)
    days = days_from_civil(year, month, day)
    seconds = days * 86400 + hour * 3600 + minute * 60 + second - offset
    return seconds * 1_000_000 + int(fraction)


class SchemaSet:
    """The declarations of one or more schema files, by type name."""

    def __init__(self, paths):
        self.types = {}      # name -> declaration dict
        self.schema_of = {}  # name -> schema name
        self.schemas = {}    # schema name -> version
        self.declared = {}   # schema name -> [type names]
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                document = yaml.load(handle, Loader=CoreLoader)
            name = document["schema"]
            self.schemas[name] = document["version"]
            for type_name, declaration in (document.get("types") or {}).items():
                self.types[type_name] = declaration
                self.schema_of[type_name] = name
                self.declared.setdefault(name, []).append(type_name)
        self.members = {}
        for type_name, declaration in self.types.items():
            for protocol in declaration.get("conforms") or []:
                self.members.setdefault(protocol, []).append(type_name)

    def kind(self, name):
        declaration = self.types[name]
        kind = declaration["kind"]
        if kind == "enum":
            return "rawEnum" if "raw" in declaration else "payloadEnum"
        return kind

    def own_fields(self, name):
        """(id, name, spec) of a type's own fields."""
        fields = self.types[name].get("fields") or {}
        return [(spec["id"], field_name, spec) for field_name, spec in fields.items()]

    def all_fields(self, name):
        """Own and inherited fields, deduplicated by id, sorted by id."""
        by_id = {}
        for protocol in self.types[name].get("conforms") or []:
            for field in self.own_fields(protocol):
                by_id.setdefault(field[0], field)
        for field in self.own_fields(name):
            by_id[field[0]] = field
        return [by_id[i] for i in sorted(by_id)]

    def closure(self, roots):
        seen = set()
        pending = list(roots)
        while pending:
            name = pending.pop()
            if name in seen or name not in self.types:
                continue  # generic parameters are not types
            seen.add(name)
            declaration = self.types[name]
            specs = [spec for _, _, spec in self.own_fields(name)]
            if self.kind(name) == "payloadEnum":
                for case in (declaration.get("cases") or {}).values():
                    specs.extend((case.get("fields") or {}).values())
            for spec in specs:
                pending.extend(type_names(canonical_type(spec["type"])))
            pending.extend(declaration.get("conforms") or [])
            pending.extend(self.members.get(name, []))
        return sorted(seen, key=lambda n: n.encode())

    def default_text(self, type_expression, value, generic):
        expression = canonical_type(type_expression)
        if value is None:
            return "null"
        if value == [] and (expression.startswith("[") or expression.endswith("?")):
            return "[]"
        if value == {}:
            return "{}"
        base = expression[:-1] if expression.endswith("?") else expression
        if base == "bool":
            return "true" if value else "false"
        if base in INTEGERS:
            return str(int(value))
        if base in ("float32", "float64"):
            return float_bits(value, 32 if base == "float32" else 64)
        if base == "string":
            return quote(str(value))
        if base == "bytes":
            return "b64:" + base64.b64encode(base64.b64decode(value)).decode()
        if base == "timestamp":
            return "us:%d" % rfc3339_micros(value)
        if base == "url":
            return "url:" + quote(value)
        if base == "uuid":
            return "uuid:" + str(value).lower()
        if base in self.types and self.kind(base) == "rawEnum":
            return "." + value
        if base in self.types and self.kind(base) == "options":
            flags = self.types[base]["flags"]
            names = sorted(set(value), key=lambda n: flags[n])
            return "[" + " ".join(names) + "]"
        raise ValueError("unsupported default %r for %s" % (value, expression))

    def field_line(self, field_id, field_name, spec, generic, indent=""):
        line = "%sfield %d %s %s" % (indent, field_id, field_name, canonical_type(spec["type"]))
        if "default" in spec:
            line += " default " + self.default_text(spec["type"], spec["default"], generic)
        aliases = spec.get("aliases") or []
        if aliases:
            line += " aliases " + " ".join(sorted(aliases, key=lambda a: a.encode()))
        return line

    def block(self, name):
        declaration = self.types[name]
        kind = self.kind(name)
        generic = declaration.get("generic") or []
        lines = []
        if kind == "rawEnum":
            lines.append("enum %s raw %s %s" % (name, declaration["raw"], "open" if declaration.get("open") else "closed"))
        elif kind == "payloadEnum":
            lines.append("enum " + name)
        elif kind == "options":
            lines.append("options %s raw %s" % (name, declaration["raw"]))
        else:
            lines.append("%s %s" % (kind, name))
        if generic:
            lines.append("generic " + " ".join(generic))
        conforms = sorted(declaration.get("conforms") or [], key=lambda n: n.encode())
        for protocol in conforms:
            lines.append("conforms " + protocol)
        if conforms:
            lines.append("tag " + str(declaration.get("tag", name)))
        if kind in ("struct", "class", "protocol"):
            for field_id, field_name, spec in self.all_fields(name):
                lines.append(self.field_line(field_id, field_name, spec, generic))
            if kind == "protocol":
                for member in sorted(self.members.get(name, []), key=lambda n: n.encode()):
                    lines.append("member " + member)
        elif kind == "rawEnum":
            cases = []
            for case_name, raw in declaration["cases"].items():
                if isinstance(raw, dict):
                    raw = raw["value"]
                cases.append((raw, case_name))
            if declaration["raw"] == "string":
                cases.sort(key=lambda c: str(c[0]).encode())
                lines.extend("case %s %s" % (quote(str(raw)), case) for raw, case in cases)
            else:
                cases.sort(key=lambda c: int(c[0]))
                lines.extend("case %d %s" % (int(raw), case) for raw, case in cases)
        elif kind == "payloadEnum":
            cases = sorted(((c["id"], n, c) for n, c in declaration["cases"].items()), key=lambda c: c[0])
            for case_id, case_name, case in cases:
                lines.append("case %d %s" % (case_id, case_name))
                fields = sorted(((s["id"], f, s) for f, s in (case.get("fields") or {}).items()), key=lambda f: f[0])
                for field_id, field_name, spec in fields:
                    lines.append(self.field_line(field_id, field_name, spec, generic, indent="  "))
        elif kind == "options":
            for bit, flag in sorted((b, f) for f, b in declaration["flags"].items()):
                lines.append("flag %d %s" % (bit, flag))
        return lines

    def canonical_form(self, schema_name):
        lines = ["schema " + schema_name]
        for name in self.closure(self.declared.get(schema_name, [])):
            lines.extend(self.block(name))
        return "".join(line + "\n" for line in lines)

    def fingerprint(self, schema_name):
        return hashlib.sha256(self.canonical_form(schema_name).encode("utf-8")).digest()[:8]


def main(argv):
    canonical = "--canonical" in argv
    paths = [a for a in argv if a != "--canonical"]
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    schema_set = SchemaSet(paths)
    for name in sorted(schema_set.schemas):
        if canonical:
            sys.stdout.write(schema_set.canonical_form(name))
        else:
            print("%s %d %s" % (name, schema_set.schemas[name], schema_set.fingerprint(name).hex()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
